"""The round-scoring overlay's bars say what they count. A face-down card is turned up at
scoring: it counts for the ranking but never toward the round's end (CARD_GAME.md §4, §5, §6),
and the market board's Played row shows it apart ("6 · end +1"). The overlay's bar drew it in
the one count ("7", a full bar), as the board no longer does; now each bar's face-up cards are
solid, the turned-up ones a striped part on top with a legend, its count "6 +1". The numbers
are the engine's (the round's result), never recounted by the scene."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import first_scored_match, random_playout
from tests.ui_driver import Driver

from game.card.engine import view
from game.card.state import ADDING
from scenes.round_summary import past_scorings
from scenes.scoring import ScoringOverlay

LEGEND = "Face down, turned up at scoring"


def _first_scoring(turned: bool):
    """A random 3-player game's first round scored, with face-down cards turned up at its
    scoring (`turned`) or none: the turned-up counts the round's end showed, the scoring
    step's events and the state after it."""
    for seed in range(1, 300):
        states, _actions = random_playout(3, seed, stop=lambda s: bool(s.results))
        ending = next((s for s in states if s.phase == ADDING), None)
        if ending is not None and bool(sum(ending.turned_up)) == turned:
            return ending.turned_up, states[-1].events, states[-1]
    raise AssertionError("no such first round")


def _drawn(size, events, after):
    ui = Driver(size)
    words: list[str] = []
    ui.ctx.text.watchers.append(lambda text, _size, _weight: words.append(str(text)))
    overlay = ScoringOverlay(ui.ctx, 0, events, view(after, 0))
    ui.ctx.stack.push(overlay)
    ui.frame(overlay.total_time + 1.0)          # the bars grown whole
    return ui, overlay, words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_bars_show_the_cards_turned_up_at_scoring_apart(size):
    turned, events, after = _first_scoring(turned=True)
    result = after.results[0]
    assert result.turned_up == turned                   # the engine keeps what it turned up
    ui, overlay, words = _drawn(size, events, after)
    summary = overlay.summary
    assert summary.turned == result.turned_up and summary.counts == result.ranked
    unit = ui.ctx.px(106) // summary.bar_cards
    assert len(overlay.bar_parts) == len(summary.counts)
    for artist, up, down in overlay.bar_parts:
        n, k = summary.counts[artist], summary.turned[artist]
        assert up.h == unit * (n - k) and down.h == unit * k, (artist, up, down)
        if k:
            assert down.bottom == up.top and f"+{k}" in words
            # The striped part: the artist's colour and a paler one, both in it.
            colour = pygame.Color(ui.ctx.art.artist_colour(artist))
            inner = down.inflate(-4, -4)
            seen = {tuple(ui.screen.get_at((x, y)))[:3] for x in range(inner.x, inner.right)
                    for y in range(inner.y, inner.bottom)}
            assert tuple(colour)[:3] in seen and len(seen) >= 2
        assert str(n - k) in words
    assert any(w.startswith(LEGEND) for w in words), words


def test_a_round_without_face_down_cards_draws_whole_bars_and_no_legend():
    _turned, events, after = _first_scoring(turned=False)
    _ui, overlay, words = _drawn((1280, 720), events, after)
    assert not any(overlay.summary.turned)
    assert all(down.h == 0 for _a, _up, down in overlay.bar_parts)
    assert not any(w.startswith(LEGEND) for w in words)


def test_the_game_overs_look_back_at_a_round_shows_the_same_parts():
    """The results' "round 1" button opens the round's scoring again, replayed from the game's
    record: its bars keep the cards turned up apart."""
    match = first_scored_match(lambda result: sum(result.turned_up), 60)
    events, seen = past_scorings(match.game_record(), 0)[0]
    ui = Driver((1280, 720))
    overlay = ScoringOverlay(ui.ctx, 0, events, seen, review=True)
    ui.ctx.stack.push(overlay)
    ui.frame(overlay.total_time + 1.0)
    assert overlay.summary.turned == match.state.results[0].turned_up
    assert [down.h for _a, _up, down in overlay.bar_parts] == [
        ui.ctx.px(106) // overlay.summary.bar_cards * k for k in overlay.summary.turned]
