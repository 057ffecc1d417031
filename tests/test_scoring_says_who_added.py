"""The card game's round-scoring window says, per seat, the cards it added from hand at scoring
and what they scored. The table's text and the log told each adding as it came, but the window
that follows showed only each display and its points: a player who looked away could not see
there who added what, nor what it brought. The figures are the engine's (the round's result),
not worked out again by the window."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.card_helpers import MARIANA, TEC, WAGNER, named, step
from tests.ui_driver import FAST, Driver, record_texts

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.cards import artist_name, pick_card
from game.card.engine import view
from game.card.position import position
from game.card.state import ADDING
from scenes.scoring import ScoringOverlay


def _scored(players: int = 3):
    """Round 1 ended by Bea's sixth Wagner: Wagner, TEC and Mariana lead (3, 2, 1). Ada adds
    her TEC (worth 2), Bea could add a Wagner but stops, Cem has nothing to add; with five
    players Dan and Eva hold no leading artist."""
    names = ("Ada", "Bea", "Cem", "Dan", "Eva")[:players]
    config = named(*names, first_player=1)
    extra = [[(WAGNER, "none")]] * (players - 3)
    state = position(config, hands=[[(TEC, "none"), (MARIANA, "none")],
                                    [(WAGNER, "none")] * 2, [(WAGNER, "none")]] + extra,
                     influence=(TEC, "none"),
                     displays=[[(TEC, "none")], [(WAGNER, "none")] * 5, [(MARIANA, "none")]]
                     + [[]] * (players - 3),
                     turn=1, first_player=1)
    state = step(state, PlayCard(1, state.hands[1][0]))
    assert state.phase == ADDING
    while state.phase == ADDING:
        seat = state.to_act[0]
        tec = next((c for c in state.hands[seat] if c.artist == TEC), None)
        state = step(state, AddCard(seat, tec) if seat == 0 and tec else StopAdding(seat))
    return state


def test_the_round_s_result_holds_each_seat_s_added_cards_and_their_points():
    state = _scored()
    result = state.results[0]
    assert [[c.artist for c in cards] for cards in result.added] == [[TEC], [], []]
    assert result.added_points == (result.values[TEC], 0, 0) and result.values[TEC] == 2
    assert result.points[0] == 2 * result.values[TEC]       # the added card is among its points


def _texts(monkeypatch, size, state, seat=0):
    drawn = record_texts(monkeypatch)
    ui = Driver(size, settings=FAST)
    overlay = ScoringOverlay(ui.ctx, 0, state.events, view(state, seat))
    ui.ctx.stack.push(overlay)
    ui.frame(overlay.total_time + 1.0)
    return ui, overlay, [(str(ui.ctx.text.shown(t)), r) for t, r in drawn]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_window_says_who_added_what_and_who_did_not(monkeypatch, size):
    state = _scored()
    ui, overlay, drawn = _texts(monkeypatch, size, state)
    texts = [t for t, _r in drawn]
    tec = artist_name(TEC, state.config.theme)
    assert f"Added at scoring: 1 card ({tec}), worth 2 of these points" in texts, texts
    # Bea, who stopped, and Cem, who had nothing to add: each line says none was added.
    assert texts.count("Added no card at scoring") == 2, texts
    lines = overlay.lines_area
    for text, rect in drawn:
        if text.startswith("Added"):
            assert lines.left <= rect.left and rect.right <= lines.right, (text, rect, lines)
            assert rect.bottom <= overlay.button.rect.top, (text, rect)


def test_the_figures_are_the_engine_s(monkeypatch):
    """The window shows the round's result as the engine made it: a different figure there
    shows, whatever one card is worth."""
    state = _scored()
    result = state.results[0]
    state = state._replace(results=(result._replace(added_points=(7, 0, 0)),))
    _ui, _overlay, drawn = _texts(monkeypatch, (1280, 720), state)
    tec = artist_name(TEC, state.config.theme)
    assert f"Added at scoring: 1 card ({tec}), worth 7 of these points" in [t for t, _r in drawn]


def test_five_seats_at_1280x720_keep_their_lines_apart(monkeypatch):
    """Five seats in the smallest window drawn for: each seat's adding line stays under its
    own display and above the next seat's name."""
    state = _scored(5)
    ui, overlay, drawn = _texts(monkeypatch, (1280, 720), state)
    names = [r for t, r in drawn if t.split(" (")[0] in ("Ada", "Bea", "Cem", "Dan", "Eva")]
    added = [r for t, r in drawn if t.startswith("Added")]
    assert len(names) == 5 and len(added) == 3, [t for t, _r in drawn]   # Dan, Eva: nothing
    for rect, below in zip(added, names[1:]):
        assert rect.bottom <= below.top, (rect, below)
    assert all(r.bottom <= overlay.button.rect.top for r in added)


def test_a_round_where_nobody_added_says_nothing_of_adding(monkeypatch):
    """Three times "Added no card at scoring" under the seats of a round where nobody added
    told nothing a player wanted to know, in the room the seats' lines need."""
    state = _scored()
    result = state.results[0]
    state = state._replace(results=(result._replace(added=((),) * 3, added_points=(0,) * 3),))
    _ui, _overlay, drawn = _texts(monkeypatch, (1280, 720), state)
    assert not [t for t, _r in drawn if t.startswith("Added")]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_three_added_cards_read_whole_inside_their_seat_s_line(monkeypatch, size, players,
                                                                language):
    """A seat that added three cards of three artists: its words wrap whole in its line, over
    the next seat's name and the button. Cut with "…" at 1280×720, a tester's round 4 lost its
    worth ("Added at scoring: 3 cards (Lite Metal, Yoko, Karl Gitter), worth 18 of these…")."""
    state = _scored(players)
    result = state.results[0]
    used: set = set()
    added = tuple(pick_card((artist, "none"), used) for artist in (MARIANA, TEC, WAGNER))
    state = state._replace(results=(result._replace(
        added=(added,) + result.added[1:], added_points=(18,) + result.added_points[1:]),))
    drawn = record_texts(monkeypatch)
    ui = Driver(size, settings=replace(FAST, language=language))
    overlay = ScoringOverlay(ui.ctx, 0, state.events, view(state, 0))
    ui.ctx.stack.push(overlay)
    ui.frame(overlay.total_time + 1.0)
    texts = [(str(ui.ctx.text.shown(t)), r) for t, r in drawn]
    whole = str(ui.ctx.text.shown(overlay.summary.added_words(overlay.lines[0])))
    start = next((i for i, (t, _r) in enumerate(texts) if t and whole.startswith(t)), None)
    assert start is not None, (whole, [t for t, _r in texts])      # its first line, uncut
    names = [r for t, r in texts if t.split(" (")[0] in ("Ada", "Bea", "Cem", "Dan", "Eva")]
    lines, said = [], ""
    for text, rect in texts[start:]:
        if said == whole:
            break
        said = f"{said} {text}".strip()
        lines.append(rect)
    assert said == whole, (said, whole)
    area = overlay.lines_area
    for rect in lines:
        assert area.left <= rect.left and rect.right <= area.right, (rect, area)
        assert rect.bottom <= names[1].top and rect.bottom <= overlay.button.rect.top, rect
