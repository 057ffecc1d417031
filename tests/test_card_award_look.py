"""Award tokens look like no artist's piece: violet discs, they read as Krypto's (a violet
artist), and the scoring overlay drew them as claret discs (Christin P is red). They are now
silver rosettes with ribbons, the one colourless piece, on the board and the overlay alike,
and the board's Awards row help names them so."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_board_played_room import ending_table
from tests.ui_driver import Driver

from scenes import scoring_board
from scenes.art.basics import ARTIST_COLOURS, COLOUR_BLIND_COLOURS, TOKEN_COLOURS
from scenes.card_art import AWARD_COLOUR, CardArt, award_token, effect_icon
from scenes.scoring import ScoringOverlay


def _chroma(colour) -> int:
    return max(colour[:3]) - min(colour[:3])


def test_the_award_colour_is_no_artists_in_either_palette():
    for colour in ARTIST_COLOURS + COLOUR_BLIND_COLOURS + tuple(TOKEN_COLOURS.values()):
        assert sum((a - b) ** 2 for a, b in zip(colour, AWARD_COLOUR)) ** 0.5 > 60, colour
    for colour in ARTIST_COLOURS + COLOUR_BLIND_COLOURS:
        assert _chroma(colour) >= 50, colour            # every artist's colour is a hue
    assert _chroma(AWARD_COLOUR) < 30                    # the award's is a grey


def test_the_award_token_is_a_shape_of_its_own():
    """Not a disc as the value tokens are: the ribbons reach the foot of its square, where a
    disc's is empty; its silver shows at its petals."""
    Driver()
    award = award_token(64)
    disc = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(disc, (0, 0, 0), (32, 32), 30)
    foot = [(x, 60) for x in range(47, 52)]
    assert any(award.get_at(p).a > 100 for p in foot)
    assert all(disc.get_at(p).a == 0 for p in foot)
    petal = award.get_at((32, 27 - 20))[:3]            # the top petal, over the paper heart
    assert _chroma(petal) < 30 and sum(petal) > 300, petal
    icon = effect_icon("award", 64)                      # the card's award icon: the same rosette
    assert any(_chroma(icon.get_at((x, 24))[:3]) < 30 and icon.get_at((x, 24)).a > 200
               for x in range(20, 44))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_and_the_overlay_draw_the_rosette_and_name_it(size, monkeypatch):
    ui, _match, table = ending_table(size)
    drawn = []
    real = CardArt.token

    def token(self, value, px):
        drawn.append(value)
        return real(self, value, px)
    monkeypatch.setattr(CardArt, "token", token)
    ui.frame(0.0)
    assert drawn.count(0) == 3                           # Yoko's one, Krypto's two
    awards_row = next(r for r, t in table.regions if "silver rosettes" in str(t))
    at = (awards_row.x + ui.ctx.px(20), awards_row.centery)     # over its label
    ui.post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert "Award tokens, the silver rosettes" in str(table.pointer_tip(True))
    # The round's scoring: its Awards row draws the same rosette, no claret disc.
    on_overlay = []
    monkeypatch.setattr(scoring_board, "award_token",
                        lambda px: on_overlay.append(px) or award_token(px))
    ui.press("Done")
    for _ in range(200):
        ui.frame(0.1)
        if isinstance(ui.top, ScoringOverlay):
            break
    assert isinstance(ui.top, ScoringOverlay)
    ui.click(ui.top.rect.center)
    ui.frame(0.1, n=40)
    assert len(on_overlay) >= 2, on_overlay
