"""The card game's adding step at one screen, for a person with nothing (more) to add. They are
handed the screen like everyone asked (a skipped turn would tell the table what their hand
lacks), so the hand-over says to everyone alike that they may have nothing to add, and the step
itself says so plainly, why they are asked all the same, and has one clear button, "Done (N)".
A person who added a card and holds no card of another leading artist in their display reads
the same; one who added a card of each ends their turn without a key (the rule the others can
see: both hang on public cards only)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_card_asked_at_one_screen import table_at
from tests.ui_driver import ARM_SECONDS, FAST, Driver, click_card

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
from scenes.handover import HandoverScene, your_turn
from scenes.scoring import ScoringOverlay

from card_helpers import DENISE, MARIANA, TEC

NAMES = ("Ada", "Bea", "Cem")
NOTHING = "Scoring: you have nothing to add. End your turn with Done."
NOTHING_MORE = "Scoring: you have nothing more to add. End your turn with Done."
ASKED = "At one screen everyone is asked, so nobody can tell what your hand holds."


def _asked_said(status: list[str]) -> bool:
    """Whether the status says why a person with nothing to add is asked, in the paragraph
    that says why they have nothing (a play-tester found five paragraphs piled up there)."""
    return any(ASKED in s and s.index(ASKED) > 0 for s in status)


def _table(ada_hand, bea_hand, size=(1280, 720), settings=FAST):
    """Three people at one screen. Ada (to play) holds `ada_hand`; her display four TEC (the
    influence card a fifth: her TEC ends the round) and a Denise, which leads second; Bea's
    display a Denise; Cem's nothing."""
    ui = Driver(size, settings=settings)
    config = Config(seats=tuple(SeatConfig(n) for n in NAMES), first_player=2)
    state = position(config, hands=[ada_hand, bea_hand, [(MARIANA, NO_EFFECT)] * 2],
                     displays=[[(TEC, NO_EFFECT)] * 4 + [(DENISE, NO_EFFECT)],
                               [(DENISE, NO_EFFECT)], []],
                     influence=(TEC, NO_EFFECT), first_player=2, turn=0)
    return table_at(ui, config, state)


def _asked(ui, table, seen: list):
    """Frames (each hand-over confirmed, its words kept in `seen`) until the table asks a
    person; that person's view, or None once the round's scoring shows."""
    for _ in range(300):
        top = ui.top
        if isinstance(top, ScoringOverlay):
            return None
        if isinstance(top, HandoverScene):
            seen.append((top.seat, str(your_turn(top.view, top.seat))))
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
            continue
        if top is table and table.human_turn():
            return table.shown
        ui.frame(0.05)
    raise AssertionError("nobody was asked")


def _status(table) -> list[str]:
    return [str(t) for t, _c in table.status]


def _ada_ends_the_round(ui, match, table, seen: list):
    v = _asked(ui, table, seen)
    assert v.seat == 0 and match.submit(PlayCard(0, next(c for c in v.hand
                                                         if c.artist == TEC))) is None
    return _asked(ui, table, seen)


def test_a_person_with_nothing_to_add_reads_so_and_has_one_done_button():
    """Bea's display holds the leading Denise, her hand none: her step says she has nothing
    to add, why she is asked all the same, and offers one brass "Done (N)", which N answers."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2)
    seen: list = []
    v = _ada_ends_the_round(ui, match, table, seen)
    assert (v.seat, v.phase) == (0, ADDING)         # Ada first: no other TEC, nor a Denise
    assert [str(b.label) for b in table.buttons] == ["Done (N)"]
    ui.key(pygame.K_n)
    v = _asked(ui, table, seen)
    assert (v.seat, v.phase) == (1, ADDING)
    status = _status(table)
    assert status[0] == NOTHING and _asked_said(status) and len(status) <= 4, status
    assert any(t.endswith("in hand to add. " + ASKED) for t in status), status
    [done] = table.buttons
    assert (str(done.label), done.style) == ("Done (N)", "primary")
    before = len(match.actions)
    ui.key(pygame.K_n)
    assert match.actions[before:] == [StopAdding(1)]


def test_one_who_may_add_reads_no_such_words_and_may_stop():
    """Bea holding a Denise may add it: her step asks her to choose it, "Done (N)" beside
    (the step's one name before a card is added and after), and none of the words for a person
    with nothing to add."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)])
    seen: list = []
    _ada_ends_the_round(ui, match, table, seen)
    ui.key(pygame.K_n)
    v = _asked(ui, table, seen)
    assert (v.seat, v.phase) == (1, ADDING)
    status = _status(table)
    assert NOTHING not in status and not any(ASKED in s for s in status), status
    [stop] = table.buttons
    assert (str(stop.label), stop.style) == ("Done (N)", "quiet")


def test_the_hand_over_at_scoring_says_alike_that_one_may_have_nothing_to_add():
    """The hand-over to Bea at scoring reads the same whether her hand holds a Denise or not,
    and says she may have nothing to add."""
    words = []
    for bea_hand in ([(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 2):
        ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)], bea_hand)
        seen: list = []
        _ada_ends_the_round(ui, match, table, seen)
        ui.key(pygame.K_n)
        _asked(ui, table, seen)
        words.append([w for seat, w in seen if seat == 1])
    assert words[0] == words[1] == ["Bea: add cards at scoring, if you have any"]


def test_after_a_card_added_nothing_more_to_add_reads_so_and_a_full_set_ends_by_itself():
    """Ada adds her TEC; the Denise in her display still has no card added and her hand none:
    she is asked again, reads that she has nothing more to add, and answers Done. Holding a
    Denise too, once she adds it her turn ends without a key: one card of each leading artist
    in her display is all the rule allows, which the others can see as well."""
    ui, match, table = _table([(TEC, NO_EFFECT), (TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2)
    seen: list = []
    v = _ada_ends_the_round(ui, match, table, seen)
    assert (v.seat, v.phase) == (0, ADDING)
    # One step, one button: the words before adding name the button shown, and it keeps its
    # name after (a play-tester read "end your turn with Done" beside "Add no more" only).
    assert [str(b.label) for b in table.buttons] == ["Done (N)"]
    assert _status(table)[0].startswith(
        "Scoring: you may add a card of Christin P to your display: "
        "choose it in your hand, or press Done to add none. "
        "After adding, end your turn with Done."), _status(table)
    click_card(ui, table, next(c for c in v.hand if c.artist == TEC))
    v = _asked(ui, table, seen)
    assert (v.seat, v.phase, v.added[0]) == (0, ADDING, (TEC,))
    status = _status(table)
    assert status[0] == NOTHING_MORE and _asked_said(status) and len(status) <= 4, status
    assert [str(b.label) for b in table.buttons] == ["Done (N)"]
    ui.key(pygame.K_n)
    assert isinstance(match.actions[-1], StopAdding)

    ui, match, table = _table([(TEC, NO_EFFECT), (TEC, NO_EFFECT), (DENISE, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2)
    v = _ada_ends_the_round(ui, match, table, [])
    for artist in (TEC, DENISE):
        assert v.seat == 0
        click_card(ui, table, next(c for c in v.hand if c.artist == artist))
        v = _asked(ui, table, [])
    assert v.seat == 1                  # Ada's turn ended with her second card
    assert [type(a) for a in match.actions[1:]] == [AddCard, AddCard]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_german_hand_over_heading_at_scoring_breaks_into_two_even_lines(size):
    """The German hand-over to the adding step broke "Zoë: bei der Wertung Karten dazulegen,
    falls du welche hast" with "hast" alone on its second line. Its two lines are about as long
    as each other."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2, size,
                              dataclasses.replace(FAST, language="de"))
    v = _asked(ui, table, [])
    assert match.submit(PlayCard(0, next(c for c in v.hand if c.artist == TEC))) is None
    for _ in range(300):
        if isinstance(ui.top, HandoverScene) and ui.top.view.phase == ADDING:
            break
        ui.frame(0.05)
    over = ui.top
    assert isinstance(over, HandoverScene)
    ui.frame(0.0)
    _kicker, title, _past, _away = over.headings()
    assert "falls du welche hast" in str(ui.ctx.text.shown(title))
    # Within the hand-over's panel (here it shows as a band over the round's end; in the
    # play-test as the panel over the table).
    px = ui.ctx.px
    lines, size_drawn = over._title_lines(title, min(size[0] - px(40), px(640)) - px(40))
    assert len(lines) == 2 or size == (1280, 720), lines   # (at 1280 it fits on one, at 22)
    widths = [ui.ctx.text.size(line, ui.ctx.px(size_drawn), "black")[0] for line in lines]
    assert min(widths) >= 0.6 * max(widths), lines


def test_two_leading_artists_to_add_read_as_one_card_of_each():
    """Holding cards of two leading artists in her display, Ada reads that she may add one card
    of each: "a card of Lite Metal or Christin P" read to a newcomer as one card in all, and
    only the question coming back after the first card told them a second was allowed."""
    ui, match, table = _table([(TEC, NO_EFFECT), (TEC, NO_EFFECT), (DENISE, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2)
    v = _ada_ends_the_round(ui, match, table, [])
    assert (v.seat, v.phase) == (0, ADDING)
    first = _status(table)[0]
    assert first.startswith("Scoring: you may add one card of each of Lite Metal and "
                            "Christin P to your display: choose them in your hand one at a "
                            "time, or press Done to add none."), first
