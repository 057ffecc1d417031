"""Value tokens read as no artist's piece. A newcomer took the card game's red 3 for Christin P's
and its green 1 for Yoko's, and the auction's blue 10 for Karl Gitter's: the tokens wore the
artists' hues. They are neutral woods now (ebony 30 and 3, walnut 20 and 2, bone 10 and 1): far
from every artist's colour in either palette, told apart by their lightness, the same in both
games. CIELAB distances, and Machado et al. (2009) for colour-blind eyes, as tests/test_art.py."""
from __future__ import annotations

import itertools
import math

import pytest

from scenes.art.basics import ARTIST_COLOURS, COLOUR_BLIND_COLOURS, TOKEN_COLOURS
from tests.test_art import _DEUTAN, _PROTAN, _lab, _linear

_EYE = ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def _seen(colour, matrix):
    lin = [_linear(v) for v in colour]
    return _lab([min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix])


def test_both_games_use_the_same_chips_by_rank():
    assert [TOKEN_COLOURS[v] for v in (30, 20, 10)] == [TOKEN_COLOURS[v] for v in (3, 2, 1)]


def test_no_value_token_has_an_artist_s_colour():
    for token, artist in itertools.product(TOKEN_COLOURS.values(),
                                           ARTIST_COLOURS + COLOUR_BLIND_COLOURS):
        assert math.dist(_seen(token, _EYE), _seen(artist, _EYE)) > 35, (token, artist)


@pytest.mark.parametrize("matrix", [_PROTAN, _DEUTAN], ids=["protanopia", "deuteranopia"])
def test_colour_blind_eyes_tell_tokens_from_the_colour_blind_artists(matrix):
    for token, artist in itertools.product(TOKEN_COLOURS.values(), COLOUR_BLIND_COLOURS):
        assert math.dist(_seen(token, matrix), _seen(artist, matrix)) > 12, (token, artist)


@pytest.mark.parametrize("matrix", [_EYE, _PROTAN, _DEUTAN], ids=["normal", "protan", "deutan"])
def test_the_tokens_darken_as_their_value_rises_in_any_vision(matrix):
    light = [_seen(TOKEN_COLOURS[v], matrix)[0] for v in (1, 2, 3)]
    assert light[0] - 20 > light[1] > light[2] + 20, light
