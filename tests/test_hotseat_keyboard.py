"""The table by keyboard (a visible focus over its buttons), what its icons mean when hovered,
and the first-game tips."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import (GOALS_MET, Driver, auction_table, click_card, frames_until,
                             press_handover, spy_texts, tips_met, type_amount)
from tests.test_ui_game import TameBot

from game import Bid, Config, Pass, SealedBid, SeatConfig, SetPrice, stacked_deck
from game.cards import FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from game.save import loads
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING, SEALED_BIDDING, SET_PRICE
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.session.storage import encode_save
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.sealed_kept import KEPT_SECONDS
from scenes.table.tip_ledger import TipLedger
from scenes.table.tips import TIPS


def table_for(ui: Driver, deck, seed: int = 1, first: int = 0) -> TableScene:
    """Ada (human) against two tame computer seats, Ada auctioning first by default."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=first), seed, deck=deck,
                  thinking_seconds=0.0, rng=random.Random(seed),
                  bots={1: TameBot(), 2: TameBot()})
    table = auction_table(ui, match)
    return table


def play_card(ui: Driver, table: TableScene, method: str) -> None:
    card = next(c for c in table.hand_cards() if c.method == method)
    click_card(ui, table, card)
    if table.ask.pending is not None:       # the confirm-moves setting asks: Enter confirms
        ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=3)


def once_around_turn(ui: Driver) -> TableScene:
    """A table at Ada's turn to bid in her own once-around lot."""
    table = table_for(ui, stacked_deck((2, ONCE_AROUND)))
    play_card(ui, table, ONCE_AROUND)
    frames_until(ui, lambda: table.human_turn() and table.shown.phase == ONCE_AROUND_BIDDING, 60)
    assert table.human_turn() and table.shown.phase == ONCE_AROUND_BIDDING
    return table


def tab(ui: Driver, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    ui.post(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=mod, scancode=0)
    ui.frame(0.0)


def test_tab_walks_the_tables_buttons_with_a_visible_ring_and_enter_presses():
    ui = Driver()
    table = table_for(ui, stacked_deck((2, FIXED_PRICE)))
    play_card(ui, table, FIXED_PRICE)
    assert table.shown.phase == SET_PRICE and table.human_turn()
    labels = []
    for _ in range(len(table.focus_widgets()) + 1):
        tab(ui)
        assert table.focus.shown and table.focus.current is not None
        labels.append(getattr(table.focus.current, "label", "amount"))
    assert "Set the price: 10" in labels and "+5" in labels and "Hide my screen" in labels
    # The ring is drawn: pixels around the focused widget change when it is shown.
    cur = table.focus.current
    before = ui.ctx.screen.subsurface(cur.rect.inflate(12, 12)).copy()
    table.focus.shown = False
    ui.frame(0.0)
    after = ui.ctx.screen.subsurface(cur.rect.inflate(12, 12)).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    # Shift-Tab back to "+5", Enter adds five; then to the price button, Enter sets it.
    table.focus.shown = True
    while getattr(table.focus.current, "label", None) != "+5":
        tab(ui, shift=True)
    ui.key(pygame.K_RETURN)
    assert table.amount.value == "15"
    while not str(getattr(table.focus.current, "label", "")).startswith("Set the price"):
        tab(ui)
    ui.key(pygame.K_RETURN)
    assert SetPrice(0, 15) in table.match.actions


def open_bidding_turn(ui: Driver, seed: int) -> TableScene:
    table = table_for(ui, stacked_deck((2, OPEN)), seed=seed)
    play_card(ui, table, OPEN)
    for _ in range(60):
        if table.human_turn() and table.shown.phase == OPEN_BIDDING:
            break
        ui.frame(0.05)
    assert table.human_turn() and table.shown.phase == OPEN_BIDDING
    return table


def test_bidding_by_keyboard_only_digits_enter_and_p():
    ui = Driver()
    table = open_bidding_turn(ui, 1)
    lo = table.match.legal_for(0)[0].lo
    ui.type(str(lo))
    ui.key(pygame.K_RETURN)
    assert Bid(0, lo) in table.match.actions
    ui.ctx.stack.pop()
    table = open_bidding_turn(ui, 1)
    ui.key(pygame.K_p, "p")
    assert Pass(0) in table.match.actions


def test_confirm_before_bid_asks_once_for_typed_and_quick_bids():
    ui = Driver(settings=Settings(tips_seen=GOALS_MET,
                                  animation_speed="off", computer_pace="instant",
                                  confirm_bids=True))
    table = once_around_turn(ui)
    n = len(table.match.actions)
    ui.press("+5")                      # adds to the amount, sends nothing
    target = table.shown.high_bid + 6
    bid = ui.button(f"Bid {target}")    # it says what it does
    assert len(table.match.actions) == n
    ui.click(bid.rect.center)
    assert len(table.match.actions) == n and "confirm" in table.error
    ui.click(bid.rect.center)
    assert table.match.actions[-1] == Bid(0, target)


def test_hovering_the_tables_icons_tells_what_they_mean():
    ui = Driver()
    table = table_for(ui, stacked_deck((2, SEALED)))
    play_card(ui, table, SEALED)
    ui.frame(0.05, n=3)
    assert table.shown.phase == SEALED_BIDDING
    tips = {}
    texts = spy_texts(ui)

    def hover(pos):
        texts.clear()
        ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        return " ".join(texts)

    tips["method"] = hover(table.lot_info.method_rect.center)
    tips["lot"] = hover(table.layout.lot_card.center)
    seat1 = table.layout.seats[1]
    # the envelope, above the seat's paintings at its right
    tips["envelope"] = hover((seat1.right - ui.ctx.px(19), seat1.bottom - ui.ctx.px(60)))
    board = table.layout.board
    tips["board"] = hover((board.x + ui.ctx.px(96), board.centery))  # the first column
    tips["hide"] = hover(table.hide_button.rect.center)
    card, r = table.hand_rects()[-1]
    tips["card"] = hover((r.right - 8, r.centery))
    assert "secretly" in tips["method"]
    from game.cards import artist_name
    assert f"{artist_name(card.artist, table.shown.config.theme)} \u2014 " in tips["card"]
    assert f"{artist_name(card.artist, table.shown.config.theme)}, " not in tips["method"]
    assert "The lot:" in tips["lot"]
    assert "sealed a bid" in tips["envelope"]
    assert "played this round" in tips["board"]
    assert "Cover your hand" in tips["hide"]


def test_first_game_tips_show_once_per_run_can_be_dismissed_and_switched_off():
    ui = Driver()
    table = table_for(ui, stacked_deck((2, SEALED), (3, SEALED)))
    play_card(ui, table, SEALED)
    assert table.tip == SEALED and table.tip_shown()
    texts: list[str] = []
    real = ui.ctx.text.render
    ui.ctx.text.render = lambda s, *a, **k: (texts.append(s), real(s, *a, **k))[1]
    ui.frame(0.0)
    assert "First time: Sealed bid" in texts
    ui.key(pygame.K_t, "t")
    assert table.tip is None
    texts.clear()
    ui.frame(0.0)
    assert "First time: Sealed bid" not in texts
    assert SEALED in tips_met(ui.ctx.settings)
    # A new game in the same run: the sealed-bid tip is not shown again.
    ui.ctx.stack.pop()
    table2 = table_for(ui, stacked_deck((2, SEALED)), seed=2)
    play_card(ui, table2, SEALED)
    assert table2.tip is None
    # Tips switched off: none at all.
    ui2 = Driver(settings=Settings(tips_seen=GOALS_MET,
                                   animation_speed="off", computer_pace="instant",
                                   show_tips=False))
    table3 = table_for(ui2, stacked_deck((2, OPEN)))
    play_card(ui2, table3, OPEN)
    assert table3.tip is None and tips_met(ui2.ctx.settings) == set(GOALS_MET)
    assert set(TIPS) >= {OPEN, ONCE_AROUND, SEALED, FIXED_PRICE, "double", "dummy"}


@pytest.mark.parametrize("saved", [False, True], ids=["played-on", "saved-and-continued"])
def test_a_second_newcomer_at_a_hot_seat_screen_meets_the_tip_at_their_own_bid(saved):
    """Ada and Beatrix share the screen: the sealed-bid tip Ada met and closed comes once to
    Beatrix when the screen is handed to her for her own bid (she did not see Ada's), also when
    the game was saved after Ada's bid and continued from the file (Ada's first time is kept
    in it: the settings alone would say that everyone had seen the tip)."""
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "human"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1,
                  deck=stacked_deck((2, SEALED), (3, SEALED)), thinking_seconds=0.0,
                  rng=random.Random(1), bots={2: TameBot()})
    table = auction_table(ui, match, n=0)
    met = []
    for _ in range(400):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        ui.frame(0.05)
        if not table.human_turn():
            continue
        seat = table.shown.seat
        met.append((seat, table.tip if table.tip_shown() else None))
        if table.shown.phase == SEALED_BIDDING:
            if seat == 1:
                break
            ui.key(pygame.K_t, "t")                 # Ada closes hers: "Got it"
            type_amount(ui, 1)
            if saved:
                record, state = loads(encode_save(match.game_record(), match.state))
                match = Match.resume(record, state, thinking_seconds=0.0,
                                     rng=random.Random(1), bots={2: TameBot()})
                table = TableScene(ui.ctx, match)
                ui.ctx.stack.reset(table)
        else:
            play_card(ui, table, SEALED)
    assert met == [(0, None), (0, SEALED), (1, SEALED)], met
    # Back to Ada's screen later in the game: not again.
    assert table.tips.seen(ui.ctx, 0) >= {SEALED} and table.tips.seen(ui.ctx, 1) >= {SEALED}


def test_a_saves_record_of_the_tips_met_is_read_with_care():
    """What a save says of the tips met is only a hint: a malformed one (a hand-edited file)
    reads as none met, and tips this version does not know are left out (an older save's
    "added", the tips it put in the settings before they were kept by name, is not needed)."""
    kept = TipLedger({"tips": {"added": [SEALED, "no-such-tip"],
                               "shown": {"1": [SEALED, "no-such-tip"]}}})
    assert kept.shown == {1: {SEALED}}
    for bad in (None, [], {"added": 3}, {"shown": {1: [[1]]}},
                {"added": [], "shown": {"one": []}}, {"added": [], "shown": []}):
        ledger = TipLedger({"tips": bad})
        assert ledger.shown == {}, bad


def test_the_engines_words_on_a_refused_bid_take_the_tips_place_and_ctrl_a_retypes():
    """A refused amount's words stand just above the amount row, where a first-game tip's
    lower lines run: while they show the tip steps aside (it is not dismissed), and Ctrl+A
    selects the amount so that the next digits replace it."""
    ui = Driver()
    table = table_for(ui, stacked_deck((2, SEALED), (3, SEALED)))
    play_card(ui, table, SEALED)
    assert table.tip == SEALED and table.tip_shown() and table.amount is not None
    texts: list[str] = []
    real = ui.ctx.text.render
    ui.ctx.text.render = lambda s, *a, **k: (texts.append(s), real(s, *a, **k))[1]
    for ch in "999":
        ui.key(getattr(pygame, f"K_{ch}"), ch)
    ui.key(pygame.K_RETURN)
    assert "more than your 100" in table.error and not table.tip_shown()
    texts.clear()
    ui.frame(0.0)
    assert "First time: Sealed bid" not in texts and any("more than your" in t for t in texts)
    assert table.tip == SEALED                          # stepped aside, not dismissed
    ui.post(pygame.KEYDOWN, key=pygame.K_a, unicode="\x01", mod=pygame.KMOD_CTRL, scancode=0)
    ui.frame(0.0)
    assert table.amount.value == "999" and table.amount.select_all
    for ch in "20":
        ui.key(getattr(pygame, f"K_{ch}"), ch)
    assert table.amount.value == "20"
    ui.key(pygame.K_RETURN)
    assert SealedBid(0, 20) in table.match.actions


def test_game_over_buttons_take_a_visible_keyboard_focus():
    from scenes.gameover import GameOverScene
    from scenes.handover import ARM_SECONDS
    from scenes.title import TitleScene
    from tests.test_hotseat import hot_match
    ui = Driver()
    match = hot_match(2, 1, seed=3, distinct=False)
    while not match.is_over:      # everyone plays the first legal option
        seat = match.to_act[0]
        option = match.legal_for(seat)[0]
        match.submit(option.make(option.lo) if hasattr(option, "make") else option)
    over = GameOverScene(ui.ctx, match)
    ui.ctx.stack.push(over)
    ui.frame()
    assert ui.top.view.seat is None       # at the end, the public view: every cash shown
    # Enter pressed twice to close the last round's scores: the second one, on the final
    # result's first moment, does not start a new game.
    ui.key(pygame.K_RETURN)
    assert ui.top is over
    ui.frame(ARM_SECONDS)
    assert ui.top.focus.shown and ui.top.focus.current.label == "Play again"   # from the start
    ui.key(pygame.K_RIGHT)
    assert ui.top.focus.current.label == "Title screen"
    ui.key(pygame.K_SPACE)
    assert isinstance(ui.top, TitleScene)


def test_scoring_and_hand_over_show_a_keyboard_focus_on_their_button():
    from game.events import RoundEnded
    from scenes.handover import ARM_SECONDS, HandoverScene
    from scenes.scoring import ScoringOverlay
    from tests.test_hotseat import hot_match
    ui = Driver()
    match = hot_match(2, 1, seed=3, distinct=False)
    table = auction_table(ui, match, n=2)
    assert isinstance(ui.top, HandoverScene)
    ui.frame(ARM_SECONDS + 0.05)
    tab(ui)
    assert ui.top.focus.shown and ui.top.focus.current is ui.top.button
    ui.key(pygame.K_SPACE)
    assert ui.top is table
    # Play on (first legal options) until a round is scored.
    while not any(isinstance(e, RoundEnded) for e in match.state.events):
        seat = match.to_act[0]
        option = match.legal_for(seat)[0]
        match.submit(option.make(option.lo) if hasattr(option, "make") else option)
    for _ in range(200):
        if isinstance(ui.top, ScoringOverlay):
            break
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        ui.frame(0.05)
    scoring = ui.top
    assert isinstance(scoring, ScoringOverlay) and scoring.view.seat is None
    ui.key(pygame.K_SPACE)                 # the scoring shown at once
    # A person decides next: the window's press is the hand-over band's under it, which
    # names them (tests/test_watched_moment_press.py); the focus goes to its button.
    band = ui.top
    assert isinstance(band, HandoverScene) and band.over and band.seat is not None
    ui.frame(ARM_SECONDS + 0.05)
    tab(ui)
    assert band.focus.shown and band.focus.current is band.button
    ui.key(pygame.K_RETURN)
    assert ui.top is not scoring and ui.top is not band


def _sealed_at(size) -> tuple[Driver, TableScene]:
    """Ada auctions a sealed card at a table of four, in a window of `size`."""
    ui = Driver(size=size)
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                  for n in ("Beatrix", "Clemens", "Doris"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=0.0, rng=random.Random(1),
                  bots={i: TameBot() for i in (1, 2, 3)})
    table = auction_table(ui, match)
    play_card(ui, table, SEALED)
    return ui, table


def test_the_sealed_bid_tip_is_whole_and_clear_of_the_bid_row_at_both_window_sizes():
    """At 1920×1080 the tip lost its tie rule to "…" while room was left above the bid row."""
    from scenes.table.tips import HEAD
    for size in ((1280, 720), (1920, 1080)):
        ui, table = _sealed_at(size)
        panel = table.tip_panel
        assert table.shown.phase == SEALED_BIDDING and panel is not None
        assert panel.whole is None and "clockwise." in panel.lines[-1], (size, panel.lines)
        # Beside the stand, in the log's column: clear of the bid row and every control.
        assert table.layout.log.contains(panel.box)
        assert panel.box.collidelist([w.rect for w in table.widgets if w.visible]) < 0
        assert panel.button.bottom <= panel.box.y + ui.ctx.px(HEAD)   # above the lines


def test_a_tip_cut_for_room_shows_its_whole_text_on_hover():
    from scenes.table.hover import pointer_tip
    from scenes.table.tips import arrange_tip
    ui, table = _sealed_at((1280, 720))
    cramped = table.layout.controls.copy()
    from scenes.table.controls import AMOUNT_ROW_UP
    bottom = cramped.bottom - ui.ctx.px(AMOUNT_ROW_UP)
    # No room even for one line above `bottom`: the title row alone, clear of it.
    bare = arrange_tip(ui.ctx, SEALED, cramped, cramped.bottom - ui.ctx.px(130), bottom)
    assert bare.whole and bare.lines == [] and "clockwise" in bare.whole
    panel = arrange_tip(ui.ctx, SEALED, cramped, cramped.bottom - ui.ctx.px(145), bottom)
    assert panel.whole and panel.lines[-1].endswith("…") and "clockwise" in panel.whole
    assert panel.box.bottom <= bottom
    table.tip_panel, table.hand_tip = panel, None     # the pointer is off the hand
    table.mouse = (panel.box.x + 20, panel.box.bottom - 4)
    assert pointer_tip(table)[0] == panel.whole
    table.mouse = (panel.box.x - 40, panel.box.bottom + 200)
    found = pointer_tip(table)
    assert found is None or found[0] != panel.whole


def test_a_tip_seen_in_an_earlier_start_stays_seen_until_tips_are_switched_on_again():
    """Tips were kept for one run of the app: a returning player met the same five tips at
    every start. Now the settings keep them; switching tips on again shows them once more."""
    from scenes.settings_screen import SettingsScene
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant",
                                  tips_seen=(SEALED, *GOALS_MET)))
    table = table_for(ui, stacked_deck((2, SEALED), (3, OPEN)))
    play_card(ui, table, SEALED)
    assert table.tip is None                                  # seen at an earlier start
    saved = []
    ui.ctx.settings_listeners.append(saved.append)
    ui.ctx.change_settings(show_tips=False)
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    tips = next(w for words, *_rest, w in settings.rows if words == "First-time tips")
    ui.click((tips.rect.right - 4, tips.rect.centery))      # its right arrow: Off -> On
    assert ui.ctx.settings.show_tips and tips_met(ui.ctx.settings) == set()
    assert saved[-1].tips_seen == ()                          # the file hears of it


def test_the_next_tip_does_not_come_back_explained_as_under_the_pointer():
    """Clicking "Got it" closed a tip with the pointer on its button; the pointer then moved
    on while no tip was up, so the button never heard it leave, and the next first-time tip
    came back "hovered": the table showed "Close this tip" above it while the pointer rested
    on the bid field (seen playing a 4-player game)."""
    from scenes.table.hover import pointer_tip
    ui = Driver()
    table = table_for(ui, stacked_deck((2, SEALED), (3, ONCE_AROUND), (4, OPEN)))
    play_card(ui, table, SEALED)
    assert table.tip == SEALED and table.tip_shown()
    ui.click(table.tip_button.rect.center)
    assert table.tip is None
    rest = table.layout.board.center
    ui.post(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    type_amount(ui, 0)
    for _ in range(600):
        if table.tip is not None and table.tip_shown():
            break
        if table.human_turn():
            option = table.match.legal_for(0)[0]
            table.match.submit(option.make(option.lo) if hasattr(option, "make") else option)
        ui.frame(0.05)
    assert table.tip is not None and table.tip_shown(), "no second tip came"
    ui.frame(0.0)
    assert not table.tip_button.hover
    found = pointer_tip(table)
    assert found is None or found[0] != table.tip_button.tooltip


class SealedBuyer(TameBot):
    """Bids 20 in every sealed auction (TameBot bids at most 8) and turns the dummy card up."""

    def choose(self, view, legal, rng):
        from game.actions import AmountRange
        for option in legal:
            if isinstance(option, AmountRange) and option.kind is SealedBid:
                return option.make(min(option.hi, 20))
        return super().choose(view, legal, rng)


def dummy_table(ui: Driver, beatrix) -> TableScene:
    """Ada auctions a sealed lot at the 3-player table with the dummy hand."""
    from game.config import THREE_WITH_DUMMY
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, variant=THREE_WITH_DUMMY, first_auctioneer=0), 1,
                  deck=stacked_deck((2, SEALED)), thinking_seconds=0.0, rng=random.Random(1),
                  bots={1: beatrix, 2: TameBot()})
    table = auction_table(ui, match)
    play_card(ui, table, SEALED)
    assert table.tip == SEALED and table.tip_shown()       # left open, as a player may
    return table


def test_a_tip_met_before_does_not_leave_the_last_decisions_tip_on_show():
    """Ada bid on her sealed lot without closing its tip and won; at the dummy card's question
    the sealed-bid tip still stood ("Everyone secretly chooses one bid…"), because she had
    met the dummy's tip before (seen playing the 3-player game with the dummy hand). A moment
    whose tip was met takes the last decision's tip away."""
    from game.state import DUMMY_REVEAL
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant",
                                  tips_seen=("dummy", *GOALS_MET)))
    table = dummy_table(ui, TameBot())
    type_amount(ui, 50)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=3)
    assert table.shown.phase == DUMMY_REVEAL and 0 in table.shown.to_act
    assert table.tip is None


def test_the_dummy_cards_tip_is_not_used_up_by_a_computers_question():
    """When a computer won the lot and decided about the dummy card (in a moment, while the
    sale's animation played), Ada was counted as having met that tip, so at her own question
    it never came. Only the seat asked meets it."""
    ui = Driver(settings=Settings(tips_seen=GOALS_MET,
                                  animation_speed="off", computer_pace="instant"))
    table = dummy_table(ui, SealedBuyer())
    type_amount(ui, 0)
    ui.key(pygame.K_RETURN)
    # the turned-over bids hold the computers' next move (sealed_kept.py) at every pace
    ui.frame(0.05, n=round(KEPT_SECONDS / 0.05) + 5)
    assert any(getattr(a, "seat", None) == 1 and type(a).__name__ == "RevealDummy"
               for a in table.match.actions)
    assert "dummy" not in tips_met(ui.ctx.settings)
