"""One wording of the card game's tie rule wherever the card game states it (a newcomer read
the Rules screen's "the artist with fewer cards in the box" and the scoring overlay's "the
artist further left on the board" as two rules), and the Rules screen's keys for the hand."""
from __future__ import annotations

from dataclasses import replace

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver, spy_texts

from game.card.engine import view as card_view
from scenes.card_rules_text import card_sections
from scenes.rules_text import SCREEN_TITLE

#: The card game's tie rule, both facts in one (CARD_GAME.md §1: the lower number, fewer cards).
TIE = "the artist further left on the board, the one with fewer cards in the box"


def test_the_scoring_overlay_says_the_card_games_tie_as_its_rules_do():
    ui = Driver()
    state = card_round(4, 1, seed=5)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    tied = replace(overlay.summary, counts=(6, 2, 2, 2, 0), tokens=((0, 3), (1, 2), (2, 1)))
    words = tied.ties
    assert words.startswith(f"{tied.artist(1)}, {tied.artist(2)} and {tied.artist(3)} tied at 2")
    assert TIE in words
    overlay.summary = tied
    texts = spy_texts(ui)
    ui.click(overlay.rect.center)                   # everything shown
    ui.frame()
    assert any(TIE in t for t in texts)


def test_every_tie_the_card_rules_state_carries_both_facts():
    for theme in ("classic",):
        stated = [p for _title, _icon, paras in card_sections(theme) for p in paras
                  if "breaks every tie" in p or "ties go to" in p]
        assert len(stated) == 2
        assert all(TIE in p for p in stated), stated
        words = " ".join(p for _t, _i, paras in card_sections(theme) for p in paras)
        assert "earlier in the order above" not in words
        assert "the artist with fewer cards in the box wins" not in words


def test_the_card_rules_say_tab_reaches_the_hand_and_space_chooses():
    """The Rules screen said the hand is walked "with Left and Right"; Tab and Shift+Tab ring
    its cards too, and Enter or Space chooses the ringed one."""
    title, _icon, paras = card_sections("classic")[-1]
    assert title == SCREEN_TITLE
    hand = paras[0]
    assert "Left and Right" in hand and "Tab and Shift+Tab" in hand
    assert "Enter or Space" in hand
