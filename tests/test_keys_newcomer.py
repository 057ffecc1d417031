"""A newcomer who plays with the keyboard alone: what each key does where the ring and the hand
both answer keys, and where the focus goes when a screen opens or closes."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match, to_award_placing
from tests.test_hotseat_keyboard import open_bidding_turn, tab, table_for
from tests.ui_driver import Driver

from game import Bid, PlayCard, stacked_deck
from game.card import actions as card_actions
from game.card.state import PLAY
from game.cards import FIXED_PRICE, OPEN


def test_the_arrows_after_tab_give_enter_back_to_the_card_at_the_auction_table():
    """Tab rang "Hide my screen"; the arrows then raised a card and the stand said "Press Enter
    to auction it", but Enter covered the screen, every time, until the mouse was used."""
    ui = Driver()
    table = table_for(ui, stacked_deck((2, OPEN), (2, FIXED_PRICE)))
    ui.key(pygame.K_RIGHT)
    assert table.hand.focus is not None
    tab(ui)
    assert table.focus.shown and table.focus.current is table.hide_button
    assert table.hand.focus is None          # the raised card went down with the ring up
    ui.key(pygame.K_RIGHT)
    assert not table.focus.shown and table.lot_info.by_keys
    card = table.hand.previewed()
    ui.key(pygame.K_RETURN)
    assert not table.privacy.covered
    assert PlayCard(0, card) in table.match.actions


def test_an_arrow_key_under_a_resting_pointer_previews_lifts_and_plays_one_card():
    """The pointer rested on one card when Right was pressed: two cards stood lifted, the
    stand previewed the pointer's card and Enter auctioned the arrows' card. The latest input
    leads: the arrows' card alone is lifted, previewed and played, until the pointer moves."""
    ui = Driver()
    table = table_for(ui, stacked_deck((2, OPEN), (2, FIXED_PRICE)))
    rest = table.hand.rects[-1].center
    ui.post(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    pointed = table.hand.hover
    assert pointed is not None
    ui.key(pygame.K_RIGHT)
    keyed = table.hand.focus
    assert keyed is not None and keyed != pointed
    assert table.hand.previewed() is table.hand.cards[keyed] and table.lot_info.by_keys
    assert table.hand.hover is None           # the pointer's card went down
    card = table.hand.previewed()
    ui.key(pygame.K_RETURN)
    assert PlayCard(0, card) in table.match.actions


def test_the_arrows_after_tab_give_enter_back_to_the_card_at_the_card_table():
    ui = Driver()
    match, table, _ = card_match(ui, humans=1, bots=2, seed=4)
    while not (table.human_turn() and table.shown.phase == PLAY):
        ui.frame(0.05)
    ui.key(pygame.K_RIGHT)
    for _ in range(40):     # Tab goes along the hand's cards (test_card_keys.py), then on
        tab(ui)
        if table.focus.current is table.hide_button:
            break
    assert table.focus.shown and table.hand_focus is None
    ui.key(pygame.K_RIGHT)
    assert not table.focus.shown and table.hand_focus == 0
    card = table.hand_rects()[0][0]
    before = len(match.actions)
    ui.key(pygame.K_RETURN)
    assert not table.privacy.covered
    assert match.actions[before] == card_actions.PlayCard(0, card)


def test_digits_typed_with_the_ring_on_a_button_are_bid_by_enter():
    """The ring rested on "Pass" (or "Up to") after a look along the buttons; 12 typed went
    into the amount box and the bid button said "Bid 12 (Enter)", but Enter passed."""
    ui = Driver()
    table = open_bidding_turn(ui, 1)
    while not str(getattr(table.focus.current, "label", "")).startswith("Pass"):
        tab(ui)
    amount = table.match.legal_for(0)[0].lo + 3
    ui.type(str(amount))
    assert table.focus.current is table.amount and table.amount.value == str(amount)
    before = len(table.match.actions)
    ui.key(pygame.K_RETURN)
    assert table.match.actions[before] == Bid(0, amount)
    # Up and Down change the amount as digits do: Enter bids it, not the button ringed.
    ui.ctx.stack.pop()
    table = open_bidding_turn(ui, 1)
    while not str(getattr(table.focus.current, "label", "")).startswith("Pass"):
        tab(ui)
    ui.key(pygame.K_UP)
    want, before = table.amount.number(), len(table.match.actions)
    ui.key(pygame.K_RETURN)
    assert table.match.actions[before] == Bid(0, want)


def test_the_doubles_prompt_asks_to_choose_the_second_card_not_to_click_it():
    """The double's prompt said "Click a highlighted Lite Metal in your hand" to a player whose
    arrows had just raised that card."""
    from rules_helpers import DOUBLE, LM, card_in, cfg, deal, run
    from tests.test_table_status import look_at
    from scenes.table.status import status
    s = deal(cfg(4), [[(LM, DOUBLE), (LM, OPEN)], [], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    head, line = status(look_at(s, 0))
    assert line.startswith("Choose a highlighted Lite Metal in your hand")
    assert "click" not in line.lower()


def test_esc_then_enter_at_the_table_resumes_the_game():
    """Esc opened the menu with no ring on it, and Enter did nothing there until an arrow or
    Tab showed the ring; the menu is opened by a key, so its ring is on Resume at once."""
    from scenes.pause import PauseScene
    ui = Driver()
    table = table_for(ui, stacked_deck((2, OPEN), (2, FIXED_PRICE)))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    assert ui.top.focus.shown and ui.top.focus.current.label == "Resume"
    ui.key(pygame.K_RETURN)
    assert ui.top is table
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_DOWN)
    assert ui.top.focus.current.label == "Save / Load"      # the arrows go on from Resume


def test_esc_goes_back_from_a_round_seen_again_at_once():
    """At the results, key 2 opened round 2's scoring again; Esc only finished its counting,
    and a second Esc went back (at the table Esc finishes the counting; a look back is Esc's to
    leave, as every other screen is). A round seen again now shows finished at once
    (test_scoring_seen_again_at_rest.py): one Esc goes back."""
    from scenes.gameover import GameOverScene
    from scenes.scoring import ScoringOverlay
    from scenes.session.settings import Settings
    from scenes.smoke import FinishedGame, card_playout
    from scenes import ui as ui_mod
    ui = Driver(settings=Settings(computer_pace="instant"))     # the counting takes its time
    over = ui.ctx.stack.open("gameover", FinishedGame(card_playout(3, seed=5)))
    ui.frame(ui_mod.ARM_SECONDS + 0.05)
    ui.key(pygame.K_2, "2")
    assert isinstance(ui.top, ScoringOverlay) and ui.top.review
    ui.key(pygame.K_ESCAPE)
    assert ui.top is over and isinstance(over, GameOverScene)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rings_help_on_an_award_button_leaves_the_other_award_buttons_seen(
        size, monkeypatch):
    """Tab rang "Award: Lite Metal" and its help, drawn to its right, hid "Award: Yoko"."""
    from scenes import focus as focus_mod
    ui = Driver(size)
    match, table, _ = card_match(ui, humans=1, bots=2, seed=15)
    to_award_placing(ui, match, table)
    ui.frame(0.05)
    drawn = []
    real = focus_mod.draw_tooltip

    def spy(surface, ctx, tip, pos, *args, **kwargs):
        drawn.append(real(surface, ctx, tip, pos, *args, **kwargs))
        return drawn[-1]
    monkeypatch.setattr(focus_mod, "draw_tooltip", spy)
    awards = [b for b in table.buttons if b.label.startswith("Award")]
    assert len(awards) > 1
    for button in awards:
        while table.focus.current is not button:
            tab(ui)
        drawn.clear()
        ui.frame(0.0)
        others = [b.rect for b in table.focus_widgets() if b is not button]
        assert drawn and drawn[-1].collidelist(others) < 0, button.label


def double_played_by_keys():
    """Ada, holding a Krypto double and no other Krypto (a stacked deck), walks the hand to it
    with the arrows and plays it with Enter: the driver and the table at her double's offer."""
    from game.cards import DOUBLE
    ui = Driver()
    table = table_for(ui, stacked_deck((4, DOUBLE)))
    double = next(c for c in table.hand_cards() if c.method == DOUBLE)
    while table.hand.previewed() != double:
        ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RETURN)
    return ui, table


def test_at_a_double_with_no_second_card_the_arrows_and_enter_say_why_a_card_cannot_be_added():
    """Ada's double of Krypto and no other Krypto: the prompt said a card under the pointer
    says why, and the arrows raised no card at all; now they step along the hand and Enter
    tells the engine's reason, as a click does."""
    from game import AddSecondCard
    from game.state import DOUBLE_OFFER
    from scenes.table.status import status
    ui, table = double_played_by_keys()
    assert table.shown.phase == DOUBLE_OFFER and table.human_turn()
    assert not any(isinstance(a, AddSecondCard) for a in table.match.legal_for(0))
    assert "arrows" in status(table.look)[1] and "pointer" not in status(table.look)[1]
    ui.key(pygame.K_RIGHT)
    assert table.hand.focus is not None
    card = table.hand.cards[table.hand.focus]
    ui.key(pygame.K_RETURN)
    assert table.error and table.error == table.match.why_not(AddSecondCard(0, card))


def test_a_new_decision_starts_with_the_ring_down_and_enter_is_its_own():
    """The ring left on "Hide my screen" stayed up through the next moves: at the next
    decision its help covered the hand, and Enter covered the screen (instead of bidding the
    amount shown, say)."""
    ui = Driver()
    table = open_bidding_turn(ui, 1)
    while table.focus.current is not table.hide_button:
        tab(ui)
    ui.key(pygame.K_p, "p")                  # a pass by its key, the ring still on the button
    for _ in range(200):
        ui.frame(0.05)
        if table.human_turn():
            break
    assert table.human_turn() and not table.focus.shown
    ui.key(pygame.K_RETURN)
    assert not table.privacy.covered
    tab(ui)
    assert table.focus.shown and table.focus.current is table.hide_button   # kept its place


def test_the_saves_keys_line_says_enter_saves_while_the_name_has_the_keyboard(tmp_path):
    """Save / Load from the menu: the keys go to the name, yet the line above said "Enter
    loads", and Enter answered "Give the saved game a name."; the line follows the keyboard."""
    from tests.test_saves_ui import AppDriver, new_game_through_setup, start_title
    from tests.ui_driver import spy_texts
    d = AppDriver(tmp_path)
    start_title(d)
    new_game_through_setup(d, 5, players=3)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)                  # Save / Load, by the keys
    saves = d.top
    assert saves.name_field.focused
    texts = spy_texts(d)
    d.frame()
    assert any(t.startswith("Enter saves the name") for t in texts)
    assert not any("Enter loads" in t for t in texts)
    d.type("Sunday")
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Sunday"]
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)                    # the ring on the row: Enter loads it
    assert saves.focus.current is saves.rows[0] and not saves.name_field.focused
    texts.clear()
    d.frame()
    assert any("Enter loads" in t for t in texts)


def test_tab_walks_the_bid_row_in_reading_order():
    """Tab went from "+" down to "Bid 7", up to "Bid 11", "Bid 16" and "Up to", and down again
    to Pass: it now reads the top row, then the bottom one."""
    ui = Driver()
    table = open_bidding_turn(ui, 1)
    seen = []
    assert table.focus.shown and table.focus.current is table.amount   # the ring starts there
    while table.focus.current not in seen:
        seen.append(table.focus.current)
        tab(ui)
    panel = [w for w in seen if w in table.widgets]
    first = panel.index(min(panel, key=lambda w: (w.rect.y, w.rect.x)))
    panel = panel[first:] + panel[:first]           # read from the top row's first widget
    places = [(w.rect.y, w.rect.x) for w in panel]
    assert places == sorted(places) and len(panel) == len(table.widgets)
    labels = [getattr(w, "label", "amount") for w in panel]
    assert labels.index("Pass (P)") > labels.index("Up to… (U)") \
        > labels.index("+")


def test_n_adds_nothing_to_a_double_as_n_declines_in_the_card_game():
    """"Add nothing" answered D, the card game's key to draw a card, while N declines there: the
    same key now says no in both games."""
    from game import DeclineSecondCard
    from tests.ui_driver import keys_not_named
    ui, table = double_played_by_keys()
    assert any(isinstance(a, DeclineSecondCard) for a in table.match.legal_for(0))
    assert not keys_not_named(table.widgets)
    before = len(table.match.actions)
    ui.key(pygame.K_d, "d")
    assert len(table.match.actions) == before
    ui.key(pygame.K_n, "n")
    assert table.match.actions[before] == DeclineSecondCard(0)


def test_enter_leaves_the_records_as_it_leaves_the_game_log():
    """Records (E on the title) has one button, Back, and Enter did nothing there."""
    from scenes.records import RecordsScene
    from scenes.title import TitleScene
    ui = Driver()
    title = TitleScene(ui.ctx)
    ui.ctx.stack.push(title)
    ui.frame()
    ui.key(pygame.K_e, "e")
    assert isinstance(ui.top, RecordsScene) and ui.top.focus.shown
    ui.key(pygame.K_RETURN)
    assert ui.top is title
