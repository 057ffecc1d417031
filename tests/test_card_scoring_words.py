"""The card game's scoring words, as play-testers read them: the round's scoring listed "1×0"
beside an artist that did not lead (as if it owed something); the log said "Beatrix adds no
cards." when she had no card at all; "You have no card ofYoko in hand to add." ran two words
together."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver, spy_texts

from game.card.cards import DECK
from game.card.engine import view as card_view
from scenes.round_summary import SeatLine


def _cards(*artists: int) -> tuple:
    used: set = set()
    out = []
    for a in artists:
        card = next(c for c in DECK if c.artist == a and c.id not in used)
        used.add(card.id)
        out.append(card)
    return tuple(out)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_round_scoring_lists_only_what_scores(size):
    """A seat's line shows its leading artists' cards with their worth, never "1×0" for an
    artist that did not lead; a seat with no card of a leading artist reads so in words."""
    ui = Driver(size)
    state = card_round(4, 0, seed=5)
    overlay = open_overlay(ui, 0, state.events, card_view(state, 0))
    values = overlay.summary.values
    lead = next(a for a in range(5) if values[a])
    idle = [a for a in range(5) if not values[a]]
    mixed = _cards(lead, lead, *idle)
    lines = (SeatLine(0, "Ada", mixed, 2 * values[lead], 2 * values[lead]),
             SeatLine(1, "Beatrix", _cards(*idle), 0, 0),
             SeatLine(2, "Clemens", (), 0, 0), SeatLine(3, "Doris", (), 0, 0))
    overlay.summary = replace(overlay.summary, lines=lines)
    overlay.lines = lines
    texts = spy_texts(ui)
    ui.click(overlay.rect.center)                                  # everything shown
    texts.clear()
    ui.frame()
    said = [str(t) for t in texts]
    assert f"2×{values[lead]}" in said
    assert not [t for t in said if re.fullmatch(r"\d+×0", t)], said
    assert "No card of a leading artist: nothing scores." in said


def test_the_log_says_a_seat_with_no_card_in_hand_had_nothing_to_add():
    """A seat whose turn to add ends with its hand empty "has no card in hand to add" (everyone
    sees it holds none); one that holds cards "adds no cards" (whether it could not or chose
    not to stays secret). Checked at every adding turn of random games."""
    from game.card.events import AddingDone
    from game.card.log import narrate
    from tests.card_helpers import random_playout
    seen = set()
    for seed in range(30):
        states, _actions = random_playout(2 + seed % 4, seed)
        for after in states:
            for e in after.events:              # what the move that led here did
                if not isinstance(e, AddingDone) or e.added:
                    continue
                empty = not after.hands[e.seat]
                assert e.empty_hand == empty
                words = str(narrate(e, after.config))
                name = after.config.name(e.seat)
                assert words == (f"{name} has no card in hand to add." if empty
                                 else f"{name} adds no cards."), words
                seen.add(empty)
        if seen == {True, False}:
            return
    pytest.fail(f"no adding turn of both kinds in 30 games: {seen}")


@pytest.mark.parametrize("weight", ["bold", "black", "italic"])
@pytest.mark.parametrize("px", range(9, 16))
def test_a_word_space_stays_open_before_an_overhanging_capital(weight, px):
    """"You have no card ofYoko in hand to add." (bold at 12 px on the table's status at
    1280x720): Lato's narrow word space closed between the f's arm and the Y's. Drawn as the
    game draws text, the words keep two clear pixel columns apart at every small size."""
    ui = Driver()
    render = ui.ctx.text.render

    def ink(text):
        s = render(text, px, (0, 0, 0), weight)
        return {(x, y) for x in range(s.get_width()) for y in range(s.get_height())
                if s.get_at((x, y)).a > 60}
    alone, both = ink("of"), ink("of Yoko")
    right = max(x for x, _y in alone)
    assert min(x for x, _y in both - alone) - right - 1 >= 2
