"""The table: market board, seats, the lot on the auction stand, your hand, the log, and the
gavel. It draws only from one seat's `view` (`self.shown`), never from the game state.

Animation lives here: the match applies an action at once and tells the table; the table
queues the action's events as *steps*, plays their *beats* (a card flying in, the gavel, the
sealed-bid reveal, the card flying to its buyer) and only then shows the view after the action.
Computer seats wait while beats play; a click or Space finishes them at once.

Screens (hot-seat privacy): the table follows two views of each moment, the seat's own
(`private`, from `match.viewing_seat()`) and the public one (`public`), and draws the public one
whenever the screen is down: hidden by the player (the button, or H held), a hand-over on the
way (scenes/handover.py), a hot-seat round being scored. With several humans the match names a
seat only while it is the seated human's decision, so computer turns and the passing of the
screen show the public view; the moment a human decides, the screen goes down before the
action's animation plays.
"""
from __future__ import annotations

import math
from collections import OrderedDict, deque
from typing import Callable

import pygame

from game import (AddSecondCard, AmountRange, Bid, Buy, DeclineSecondCard, Pass, PlayCard,
                  RevealDummy, SealedBid, SetPrice)
from game.cards import DOUBLE, OPEN, artist_name
from game.events import (AuctionStarted, BidMade, CardPlayed, DummyKept, DummyRevealed, GameEnded, Passed,
                         PriceSet, RoundEnded, RoundStarted, SealedBidPlaced, SealedBidsRevealed,
                         SecondCardAdded, SecondCardDeclined, Sold, TakenFree)
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, View)

from . import ui
from .art import card_height
from .banner import draw_save_banner
from .match import Match
from .stack import Scene
from .words import METHOD_TIPS, describe, method_name

#: First-game tips: the first auction of each kind, the first double, the first dummy reveal.
TIPS = {**METHOD_TIPS,
        "dummy": "Dummy reveal: the top card of the dummy hand may be turned up. It counts for "
                 "this round's ranking like a played card, and can be the fifth that ends the "
                 "round: reveal it when it helps the artists you own."}
TIP_TITLES = {"open": "Open auction", "once_around": "Once around", "sealed": "Sealed bid",
              "fixed_price": "Fixed price", "double": "A double", "dummy": "The dummy hand"}

BEAT_SECONDS = {"deal": 0.9, "play": 0.38, "banner": 1.1, "sealed": 1.7, "gavel_open": 1.9, "gavel": 0.8,
                "fly": 0.65, "dummy": 0.95}


class Beat:
    """One blocking piece of animation: it runs for `duration` seconds of animation time."""

    def __init__(self, kind: str, duration: float, **data) -> None:
        self.kind = kind
        self.duration = duration
        self.data = data
        self.t = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        """How far the beat has run, 0..1."""
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


def ease(t: float) -> float:
    """Ease in and out (smoothstep)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    """The point a fraction t of the way from a to b."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class TableScene(Scene):
    """The game in play."""

    name = "table"

    def __init__(self, ctx, match: Match, demo: bool = False,
                 on_game_over: Callable[[Match], None] | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.demo = demo
        self.on_game_over = on_game_over
        self.seat = match.viewing_seat()
        #: The seat's view the table follows (its screen), and the public view of the same
        #: moment. `shown`, what is drawn, is one of them: the public one whenever the screen
        #: is down (hidden by the player, a hand-over, hot-seat scoring).
        self.private: View = match.view(self.seat)
        self.public: View = match.public_view()
        self.shown: View = self.private
        self.screen_down = False
        self.holding_hide = False
        #: The hand-over screen while it is up (hot-seat only).
        self.handover = None
        self.pending_public: View | None = None
        #: Every view this table has drawn from (tests check it is always the human seat's).
        self.drawn_seats: set = set()
        self.steps: deque = deque()
        self.beats: deque[Beat] = deque()
        self.pending_view: View | None = None
        self.lot_gone = False
        self.skipping = False
        self.waiting_overlay = False
        self.bubbles: dict[int, list] = {}
        #: Bids and passes on the lot now for sale: (seat, amount or None for a pass).
        self.lot_history: list[tuple[int, int | None]] = []
        self.log: list[tuple[str, str]] = []
        self.log_scroll = 0
        self.log_version = 0
        self.error = ""
        self.armed: tuple | None = None
        #: The first-game tip on show (a key of TIPS), until dismissed or the auction ends.
        self.tip: str | None = None
        self.tip_button = ui.Button("Got it", self.dismiss_tip, style="quiet", size=13,
                                    hotkey=pygame.K_t, tooltip="Close this tip (T); tips can be "
                                                               "switched off in the settings")
        self.hover_card: int | None = None
        self.focus_card: int | None = None
        self.mouse = (0, 0)
        self.widgets: list[ui.Widget] = []
        self.amount: ui.TextField | None = None
        self.amount_for: tuple | None = None
        self.amount_limits = (0, 0)
        self.controls_for: object = None
        self.static: pygame.Surface | None = None
        self.static_key: object = None
        self.time = 0.0
        self.sales_seen = 0
        self.L: dict[str, pygame.Rect] = {}
        self.opp_rects: dict[int, pygame.Rect] = {}
        self.regions: list[tuple[pygame.Rect, str]] = []
        self._hand_cache: OrderedDict = OrderedDict()
        self.dummy_rect: pygame.Rect | None = None
        match.listeners.append(self._on_action)
        if match.resumed:
            self._log(("round", f"Round {self.shown.round + 1}"))
            self._log(("play", "The game continues where it was saved."))
        self.hide_button = ui.Button("Hide my screen", self.toggle_screen, style="quiet", size=13,
                                     tooltip="Cover your hand and money (hold H to cover "
                                             "them for a moment)")
        #: Tab / Shift-Tab walk the table's buttons and the amount box; Enter or Space
        #: presses the focused one (the arrows stay with the hand and the amount).
        self.focus = ui.FocusRing(self.focus_widgets, arrows="none")
        self.steps.append((match.opening_events, self.private, self.public))

    # --- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.ctx.art = self.ctx.art_for(self.shown.config.theme)
        self.layout()

    def exit(self) -> None:
        if self._on_action in self.match.listeners:
            self.match.listeners.remove(self._on_action)

    def resume(self) -> None:
        # H may have been let go while another scene had the keyboard.
        self.holding_hide = False
        self.ctx.art = self.ctx.art_for(self.shown.config.theme)
        self.static_key = None
        self.controls_for = None
        if self.waiting_overlay:
            self.waiting_overlay = False
            if self.beats and self.beats[0].kind in ("scoring",):
                beat = self.beats.popleft()
                self._end_beat(beat)
                # The scored round leaves the table: the next one is shown as it is dealt.
                self._show(beat.data["after"], beat.data["public"])
        self._refresh_shown()

    def resize(self, size) -> None:
        self.layout()

    # --- the match tells us ------------------------------------------------------------------
    def _on_action(self, match: Match, action, events) -> None:
        seat = match.viewing_seat()
        self.steps.append((events, match.view(seat), match.public_view()))
        if match.hot_seat and self.private.seat is not None and seat != self.private.seat:
            # The decision is made and the screen passes on: it goes down at once, before the
            # action's animation plays (the public view of the moment before the action).
            before = match.view_before(None)
            self._show(before, before)

    # --- screens (hot-seat privacy) ----------------------------------------------------------
    def screen_hidden(self) -> bool:
        """Whether the seat's screen is down now: hidden by the player (button or H held), a
        hand-over on the way, or a hot-seat round being scored."""
        return (self.screen_down or self.holding_hide or self.handover is not None
                or (self.match.hot_seat and self.waiting_overlay))

    def _refresh_shown(self) -> None:
        """Draw from the private or the public view, as the screen is up or down."""
        want = self.public if self.screen_hidden() else self.private
        if want is not self.shown:
            self.shown = want
            self.static_key = None
            self.controls_for = None
            self.hover_card = None

    def toggle_screen(self) -> None:
        """The "hide my screen" button: cover or uncover the hand and money."""
        self.screen_down = not self.screen_down
        self.hide_button.label = "Show my screen" if self.screen_down else "Hide my screen"
        self._refresh_shown()

    def focus_widgets(self) -> list:
        """What the keyboard focus can rest on now, in reading order."""
        out = list(self.widgets) if self.human_turn() else []
        if self.tip is not None and self._tip_shown():
            out.append(self.tip_button)
        if self._hide_button_shown():
            out.append(self.hide_button)
        return out

    # --- first-game tips ---------------------------------------------------------------------
    def _tips_seen(self) -> set:
        """The tips already shown in this run of the app (kept in the context, not here, so a
        new game does not repeat them)."""
        seen = getattr(self.ctx, "tips_shown", None)
        if seen is None:
            seen = self.ctx.tips_shown = set()
        return seen

    def _offer_tip(self, v: View) -> None:
        """At the first auction of each kind, the first double and the first dummy reveal, a
        short tip (unless tips are off); it goes when the lot is sold."""
        key = None
        if v.phase == DOUBLE_OFFER:
            key = DOUBLE
        elif v.phase == DUMMY_REVEAL:
            key = "dummy"
        elif v.method is not None and v.lot:
            key = v.method
        if key is None:
            if v.phase == PLAY:
                self.tip = None
            return
        if self.demo or not self.ctx.settings.show_tips:
            return
        seen = self._tips_seen()
        if key not in seen:
            seen.add(key)
            self.tip = key

    def _tip_shown(self) -> bool:
        return (self.tip is not None and self.ctx.settings.show_tips
                and not (self.beats and self.beats[0].started))

    def dismiss_tip(self) -> None:
        """Close the tip on show."""
        self.tip = None

    def _hide_button_shown(self) -> bool:
        return not self.demo and self.private.seat is not None and self.handover is None

    def _hand_over(self, seat: int) -> None:
        """Cover the table and pass the screen to `seat` (hot-seat)."""
        from .handover import HandoverScene
        self.handover = HandoverScene(self.ctx, self.match.public_view(), seat, self._taken)
        self._refresh_shown()
        self.ctx.stack.push(self.handover)

    def _taken(self, seat: int) -> None:
        """`seat` confirmed the hand-over: their screen opens."""
        self.match.take_seat(seat)
        self.handover = None
        if not self.busy:
            self._show(self.match.view(self.match.viewing_seat()), self.match.public_view())
        self._refresh_shown()

    @property
    def busy(self) -> bool:
        """Whether animation is still catching up with the game."""
        return bool(self.beats or self.steps or self.pending_view is not None)

    def human_turn(self) -> bool:
        """Whether the shown seat is a human the game waits for (and the table has caught up)."""
        return (not self.busy and not self.demo
                and self.match.human_to_act(self.shown.seat))

    # --- layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        """Place everything for the window's size (sizes scale; positions follow the edges)."""
        ctx = self.ctx
        w, h = ctx.size
        px = ctx.px
        m = px(14)
        board_w = px(352)
        own_h = px(190)
        log_w = px(262)
        hand_h = px(186)
        log = pygame.Rect(w - m - log_w, m, log_w, h - 2 * m)
        own = pygame.Rect(m, h - m - own_h, board_w, own_h)
        # The board takes the column's height up to what its rows can use; a taller window
        # gives the rest to your own panel.
        board = pygame.Rect(m, m, board_w, max(px(318), min(px(560), own.y - 2 * m)))
        own = pygame.Rect(m, board.bottom + m, board_w, h - board.bottom - 2 * m)
        hand = pygame.Rect(own.right + m, h - hand_h, log.x - own.right - 2 * m, hand_h - px(6))
        opp = pygame.Rect(board.right + m, m, log.x - board.right - 2 * m, px(150))
        lot = pygame.Rect(opp.x, opp.bottom + m, opp.w, hand.y - opp.bottom - 2 * m + px(10))
        self.L = {"board": board, "log": log, "own": own, "hand": hand, "opp": opp, "lot": lot}
        self._place_seats()
        self.static_key = None
        self.controls_for = None

    def _place_seats(self) -> None:
        # Seats are placed around the seat whose screen the table follows, so that covering
        # the screen moves nothing.
        anchor = self.private.seat
        n = self.shown.players
        me = anchor if anchor is not None else 0
        others = [(me + k) % n for k in range(1, n)]
        if anchor is None:
            others = [0] + others
        opp = self.L["opp"]
        gap = self.ctx.px(10)
        # The dummy hand(s) sit at the table like one more seat, after the players.
        places = len(others) + (1 if self.shown.dummy_sizes else 0)
        cw = min(self.ctx.px(190), (opp.w - gap * (places - 1)) // max(1, places))
        total = cw * places + gap * (places - 1)
        x = opp.centerx - total // 2
        self.opp_rects = {}
        for seat in others:
            self.opp_rects[seat] = pygame.Rect(x, opp.y, cw, opp.h)
            x += cw + gap
        self.dummy_rect = pygame.Rect(x, opp.y, cw, opp.h) if self.shown.dummy_sizes else None

    def seat_rect(self, seat: int | None) -> pygame.Rect:
        """Where a seat sits on screen (None: the bank, by the market board)."""
        if seat is None:
            return pygame.Rect(self.L["board"].centerx, self.L["board"].bottom - 10, 4, 4)
        if seat in self.opp_rects:
            return self.opp_rects[seat]
        return self.L["own"]

    # --- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_card = self._card_at(event.pos)
        if event.type == pygame.KEYUP and event.key == pygame.K_h and self.holding_hide:
            self.holding_hide = False
            self._refresh_shown()
            return True
        if self._hide_button_shown() and self.hide_button.handle_event(event):
            return True
        if self._tip_shown() and self.tip_button.handle_event(event):
            return True
        if not self.busy and self.focus.handle_event(event):
            self._keep_amount_focus()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_h:
                # Held down, H covers the screen until it is let go.
                self.holding_hide = True
                self._refresh_shown()
                return True
            if event.key == pygame.K_ESCAPE:
                from .pause import PauseScene
                self.ctx.stack.push(PauseScene(self.ctx))
                return True
            if event.key == pygame.K_f:
                self.toggle_fast_forward()
                return True
            if event.key == pygame.K_SPACE and self.busy:
                self.skip()
                return True
        if event.type == pygame.MOUSEWHEEL and self.L["log"].collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            self.static_key = None
            return True
        if self.busy and not self.demo:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.skip()
                return True
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
        if self.human_turn():
            self._ensure_controls()
            if ui.widgets_event(self.widgets, event):
                self._keep_amount_focus()
                return True
            if self._hand_event(event):
                return True
            if event.type == pygame.KEYDOWN and self.amount is not None:
                if event.key in (pygame.K_UP, pygame.K_PAGEUP, pygame.K_DOWN, pygame.K_PAGEDOWN):
                    step = {pygame.K_UP: 1, pygame.K_PAGEUP: 10, pygame.K_DOWN: -1,
                            pygame.K_PAGEDOWN: -10}[event.key]
                    self._nudge(step)
                    return True
            if event.type == pygame.MOUSEWHEEL and self.amount is not None \
                    and self.amount.rect.collidepoint(self.mouse):
                self._nudge(1 if event.y > 0 else -1)
                return True
        return False

    def _keep_amount_focus(self) -> None:
        # The amount box keeps the keyboard while bidding, whatever button was clicked.
        if self.amount is not None and self.amount.visible:
            self.amount.focused = True
            if self.focus.current is not None and self.focus.current is not self.amount:
                self.focus.current.focused = True

    def toggle_fast_forward(self) -> None:
        """F: computer seats act at once and animations run quickly (press again to stop)."""
        self.match.fast_forward = not self.match.fast_forward
        if self.match.fast_forward:
            self.match.wait = 0.0

    def skip(self) -> None:
        """Finish the animations now (the scoring overlay still waits for the player)."""
        self.skipping = True

    # --- hand --------------------------------------------------------------------------------
    def hand_cards(self) -> list:
        """The shown hand, sorted by artist then method so it reads at a glance."""
        hand = self.shown.hand or ()
        order = {m: i for i, m in enumerate(("open", "once_around", "sealed", "fixed_price", "double"))}
        return sorted(hand, key=lambda c: (c.artist, order[c.method], c.id))

    def hand_rects(self) -> list[tuple[object, pygame.Rect]]:
        """Each hand card with its resting rectangle."""
        cards = self.hand_cards()
        if not cards:
            return []
        area = self.L["hand"]
        cw = self.ctx.px(104)
        ch = card_height(cw)
        n = len(cards)
        step = min(cw + self.ctx.px(8), (area.w - cw) / max(1, n - 1)) if n > 1 else 0
        total = cw + step * (n - 1)
        x0 = area.centerx - total / 2
        out = []
        for i, card in enumerate(cards):
            off = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0
            y = area.bottom - ch - self.ctx.px(14) + int(self.ctx.px(14) * off * off)
            out.append((card, pygame.Rect(int(x0 + i * step), y, cw, ch)))
        return out

    def _card_at(self, pos) -> int | None:
        rects = self.hand_rects()
        for i in range(len(rects) - 1, -1, -1):
            card, r = rects[i]
            lifted = r.move(0, -self.ctx.px(26)) if i == self.hover_card else r
            if lifted.collidepoint(pos) or r.collidepoint(pos):
                return i
        return None

    def card_choices(self) -> dict[int, object]:
        """Card id -> the action choosing it (play a card, or add it to a double)."""
        if not self.human_turn():
            return {}
        out = {}
        for option in self.match.legal_for(self.shown.seat):
            if isinstance(option, (PlayCard, AddSecondCard)):
                out[option.card.id] = option
        return out

    def _hand_event(self, event) -> bool:
        choices = self.card_choices()
        if not choices:
            return False
        rects = self.hand_rects()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._card_at(event.pos)
            if i is not None:
                card = rects[i][0]
                if card.id in choices:
                    self._submit(choices[card.id])
                else:
                    self.error = self._why_not(card)
                return True
        if event.type == pygame.KEYDOWN:
            playable = [i for i, (c, _) in enumerate(rects) if c.id in choices]
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and playable:
                if self.focus_card not in playable:
                    self.focus_card = playable[0 if event.key == pygame.K_RIGHT else -1]
                else:
                    k = playable.index(self.focus_card) + (1 if event.key == pygame.K_RIGHT else -1)
                    self.focus_card = playable[k % len(playable)]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus_card is not None \
                    and self.focus_card < len(rects):
                card = rects[self.focus_card][0]
                if card.id in choices:
                    self._submit(choices[card.id])
                    return True
        return False

    def _why_not(self, card) -> str:
        v = self.shown
        if v.phase == DOUBLE_OFFER:
            if card.method == DOUBLE:
                return "The second card cannot be another double card."
            return (f"The second card must be by {artist_name(v.lot[0].artist, v.config.theme)}, "
                    "like the double card.")
        return ("In the 2-player variant a double card can only be played together with a "
                "second card of the same artist from your own hand.")

    # --- acting ------------------------------------------------------------------------------
    def _submit(self, action) -> None:
        message = self.match.submit(action)
        if message:
            self.error = message        # the engine's words, in place; the typed amount stays
            if self.amount is not None:
                self.amount.focused = True
                self.amount.select_all = True   # still shown, highlighted: typing replaces it
        else:
            self.error = ""
            self.armed = None
            self.focus_card = None
            self.controls_for = None

    def _amount_value(self) -> int | None:
        return None if self.amount is None else self.amount.number()

    def _nudge(self, delta: int) -> None:
        if self.amount is None:
            return
        v = self._amount_value()
        v = (v if v is not None else 0) + delta
        lo, hi = self.amount_limits
        # The stepper stays within what the rules allow; typing may go anywhere (and the
        # engine says why not).
        self.amount.set(str(max(lo, min(hi, v))))
        self.amount.focused = True

    def _submit_amount(self, kind) -> None:
        v = self._amount_value()
        if v is None:
            self.error = "Type an amount first."
            return
        if self.ctx.settings.confirm_bids and self.armed != (kind, v):
            # Confirm before bidding (a setting): the first press asks, the second sends.
            self.armed = (kind, v)
            self.error = f"Press again (or Enter) to confirm {v}."
            return
        self.armed = None
        self._submit(kind(self.shown.seat, v))

    def _quick_bid(self, kind, amount: int) -> None:
        """A quick raise: the amount goes into the box and is bid (asking first when the
        confirm-before-bid setting is on)."""
        if self.amount is not None:
            self.amount.set(str(amount))
        self._submit_amount(kind)

    def _ensure_controls(self) -> None:
        key = (id(self.shown), self.ctx.size)
        if self.controls_for == key:
            return
        self.controls_for = key
        # What the player typed survives a redraw of the controls for the same decision
        # (computer seats sealing their bids meanwhile, a window resize).
        kept = None
        if self.amount is not None:
            kept = (self.amount_for, self.amount.value, self.amount.select_all)
        self.widgets = []
        self.amount = None
        if not self.human_turn():
            return
        v = self.shown
        self.amount_for = (v.phase, tuple(c.id for c in v.lot), v.high_bid, v.price, v.seat)
        seat = v.seat
        legal = self.match.legal_for(seat)
        ctx = self.ctx
        px = ctx.px
        area = self.controls_rect()
        bh = px(38)
        y = area.bottom - bh
        x = area.x

        def button(label, fn, w, style="primary", hotkey=None, tip=None, row_y=None):
            b = ui.Button(label, fn, pygame.Rect(0, 0, w, bh), style=style, hotkey=hotkey,
                          tooltip=tip)
            self.widgets.append(b)
            return b

        def amount_row(default: int, quick: tuple[tuple[str, int], ...], relative: int | None,
                       submit_label: str, kind, lo: int, hi: int) -> None:
            field_w = px(78)
            row1 = area.bottom - 2 * bh - px(10)
            minus = button("–", lambda: self._nudge(-1), px(34), "quiet", tip="One less (↓)")
            minus.rect.topleft = (x, row1)
            self.amount_limits = (lo, hi)
            self.amount = ui.TextField(str(default), rect=pygame.Rect(x + px(40), row1, field_w, bh),
                                       numeric=True, max_len=4, size=20,
                                       on_enter=lambda: self._submit_amount(kind),
                                       tooltip=f"Type an amount ({lo}–{hi}); Enter to confirm")
            self.amount.focused = True
            self.amount.select_all = True
            if kept is not None and kept[0] == self.amount_for:
                self.amount.value, self.amount.select_all = kept[1], kept[2]
            self.widgets.append(self.amount)
            plus = button("+", lambda: self._nudge(1), px(34), "quiet", tip="One more (↑)")
            plus.rect.topleft = (x + px(46) + field_w, row1)
            qx = plus.rect.right + px(14)
            for label, k in quick:
                if relative is not None:
                    target = relative + k
                    b = button(label, (lambda t=target: self._quick_bid(kind, t)), px(52), "quiet",
                               tip=f"Bid {target} at once (high bid + {k})")
                    b.enabled = target <= hi
                else:
                    b = button(label, (lambda k=k: self._nudge(k)), px(52), "quiet",
                               tip=f"Add {k} to the amount")
                b.rect.topleft = (qx, row1)
                qx += px(58)
            sub = button(submit_label, lambda: self._submit_amount(kind), px(170), "primary",
                         tip="Enter")
            sub.rect.topleft = (x, y)

            def relabel(value: str, sub=sub, base=submit_label) -> None:
                sep = " " if kind is Bid else ": "
                sub.label = f"{base}{sep}{value}" if value else base
            self.amount.on_change = relabel
            relabel(self.amount.value)

        phase = v.phase
        if phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
            rng = next((o for o in legal if isinstance(o, AmountRange)), None)
            if rng is not None:
                amount_row(rng.lo, (("+1", 1), ("+5", 5), ("+10", 10)), v.high_bid, "Bid", Bid,
                           rng.lo, rng.hi)
            p = button("Pass", lambda: self._submit(Pass(seat)), px(120), "danger",
                       hotkey=pygame.K_p, tip="Pass (P)" + ("; you may bid again on a later lap"
                                                           if phase == OPEN_BIDDING else ""))
            p.rect.topleft = (x + px(180) if rng is not None else x, y)
        elif phase == SEALED_BIDDING:
            rng = next((o for o in legal if isinstance(o, AmountRange)), None)
            if rng is not None:
                amount_row(0, (("+5", 5), ("+10", 10)), None, "Seal my bid", SealedBid,
                           rng.lo, rng.hi)
        elif phase == SET_PRICE:
            rng = next((o for o in legal if isinstance(o, AmountRange)), None)
            if rng is not None:
                amount_row(min(rng.hi, max(rng.lo, 10)), (("+5", 5), ("+10", 10)), None,
                           "Set the price", SetPrice, rng.lo, rng.hi)
        elif phase == FIXED_OFFER:
            can_buy = any(isinstance(o, Buy) for o in legal)
            b = button(f"Buy for {v.price}", lambda: self._submit(Buy(seat)), px(170), "green",
                       hotkey=pygame.K_b, tip="Buy the lot at the fixed price (B)")
            b.enabled = can_buy
            b.rect.topleft = (x, y)
            p = button("Pass", lambda: self._submit(Pass(seat)), px(120), "danger",
                       hotkey=pygame.K_p, tip="Let the next player decide (P)")
            p.rect.topleft = (x + px(180), y)
        elif phase == DOUBLE_OFFER:
            if any(isinstance(o, DeclineSecondCard) for o in legal):
                d = button("Add nothing", lambda: self._submit(DeclineSecondCard(seat)), px(170),
                           "danger", hotkey=pygame.K_d,
                           tip="Decline: the double passes to the next player (D)")
                d.rect.topleft = (x, y)
        elif phase == DUMMY_REVEAL:
            r = button("Reveal it", lambda: self._submit(RevealDummy(seat, True)), px(150),
                       "primary", hotkey=pygame.K_r,
                       tip="Turn up the dummy hand's top card: it counts for this round (R)")
            r.rect.topleft = (x, y)
            k = button("Keep it hidden", lambda: self._submit(RevealDummy(seat, False)), px(170),
                       "quiet", hotkey=pygame.K_k, tip="Leave the dummy card face down (K)")
            k.rect.topleft = (x + px(160), y)

    # --- the lot area ------------------------------------------------------------------------
    def lot_card_rect(self) -> pygame.Rect:
        """Where the lot's (first) card lies on the auction stand."""
        area = self.L["lot"]
        cw = self.ctx.px(124)
        ch = card_height(cw)
        return pygame.Rect(area.x + self.ctx.px(24), area.y + (area.h - ch) // 2 - self.ctx.px(4),
                           cw, ch)

    def controls_rect(self) -> pygame.Rect:
        """The area beside the lot for its information and the controls."""
        area = self.L["lot"]
        cards = self.lot_card_rect()
        x = cards.right + self.ctx.px(64)
        # In a tall window the information and the controls stay together, centred.
        h = min(area.h - self.ctx.px(30), self.ctx.px(420))
        return pygame.Rect(x, area.centery - h // 2 - self.ctx.px(1), area.right - x - self.ctx.px(16), h)

    # --- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        scale = self.ctx.settings.animation_scale
        if self.match.fast_forward:
            scale *= 0.25
        if self.skipping:
            scale = 0.0
        budget = dt
        sold_this_frame = False
        for _ in range(500):      # many zero-length beats may finish in one frame
            if self.waiting_overlay:
                return
            if self.beats:
                beat = self.beats[0]
                if not beat.started:
                    beat.started = True
                    self._start_beat(beat)
                    if self.waiting_overlay:
                        return
                if scale <= 0:
                    beat.t = beat.duration
                else:
                    beat.t += budget / scale
                    budget = 0
                if beat.kind == "gavel":
                    # One knock of the gavel each time its head meets the block.
                    knocks = (0.0, 0.33, 0.66) if beat.data["open"] else (0.0,)
                    done = beat.data.get("knocked", 0)
                    if done < len(knocks):
                        end = knocks[done + 1] if done + 1 < len(knocks) else 1.0
                        if beat.progress >= knocks[done] + (end - knocks[done]) * 0.35:
                            beat.data["knocked"] = done + 1
                            self.ctx.play("gavel")
                if beat.kind == "gavel" and not beat.data.get("announced"):
                    last = 0.66 if beat.data["open"] else 0.0
                    if beat.progress >= last + (1 - last) * 0.42 or beat.t >= beat.duration:
                        beat.data["announced"] = True     # the "Sold!" knock: a screenshot moment
                        sold = beat.data["sold"]
                        self.ctx.moment("sale", f"{self._name(sold.buyer)} {sold.price}")
                        sold_this_frame = True
                if beat.t >= beat.duration:
                    self._end_beat(self.beats.popleft())
                    continue
                return
            if self.pending_view is not None:
                self._show(self.pending_view, self.pending_public)
                self.pending_view = self.pending_public = None
                continue
            if sold_this_frame:
                return      # one sale per frame, even with animation off: each gets seen
            if self.steps:
                events, after, public = self.steps.popleft()
                self._process(events, after, public)
                continue
            self.skipping = False
            if not self.demo and self.handover is None:
                due = self.match.handover_due()
                if due is not None:
                    self._hand_over(due)
                    return
            # Computer seats wait for a human's decision, except sealed bids, which everyone
            # chooses at the same time.
            if (self.demo or not self.match.human_to_act(self.private.seat)
                    or self.private.phase == SEALED_BIDDING):
                if self.match.update(dt):
                    continue
            return

    def _show(self, v: View, public: View) -> None:
        """Follow the game to `v` (the seat's view) and `public` (the same moment, public)."""
        seat_changed = v.seat != self.private.seat
        self._offer_tip(v)
        self.private = v
        self.public = public
        self.shown = v
        self.lot_gone = False
        self.static_key = None
        self.controls_for = None
        if seat_changed:
            # Another player's screen (or none): nothing of the last one's input stays.
            self.screen_down = self.holding_hide = False
            self.hide_button.label = "Hide my screen"
            self.error = ""
            self.armed = None
            self.focus_card = None
            self._place_seats()
        self._refresh_shown()

    def _process(self, events, after: View, public: View) -> None:
        """Turn one action's events into log lines, bubbles and beats."""
        config = after.config
        # With several humans at one screen the log names everyone: "you" would be whoever
        # happened to sit there.
        you = after.seat if not self.demo and not self.match.hot_seat else None
        first_beat = len(self.beats)
        for e in events:
            line = describe(e, config, you)
            made = len(self.beats)
            self._event_beats(e, events, after, config, public)
            if line is not None:
                # A line is logged when the beat showing it ends (a sale at "Sold!"), or after
                # the last beat before it, so the log never runs ahead of the table.
                if len(self.beats) > made:
                    self.beats[made].data.setdefault("log", []).append(line)
                elif len(self.beats) > first_beat:
                    self.beats[-1].data.setdefault("log", []).append(line)
                else:
                    self._log(line)
        self.pending_view = after
        self.pending_public = public

    def _log(self, line: tuple[str, str]) -> None:
        self.log.append(line)
        self.log_version += 1

    def _event_beats(self, e, events, after: View, config, public: View) -> None:
        """Queue the beats and bubbles one event asks for."""
        if isinstance(e, RoundStarted):
            dealt = any(e.dealt)
            if e.round > 0:
                self.beats.append(Beat("banner", BEAT_SECONDS["banner"],
                                       text=f"Round {e.round + 1}",
                                       sub="New cards are dealt" if dealt else
                                       "No new cards: play the ones you kept"))
            if dealt:
                self.beats.append(Beat("deal", BEAT_SECONDS["deal"], dealt=e.dealt,
                                       dummy=e.dummy_dealt))
        elif isinstance(e, (CardPlayed, SecondCardAdded)):
            self.beats.append(Beat("play", BEAT_SECONDS["play"], seat=e.seat, card=e.card,
                                   second=isinstance(e, SecondCardAdded)))
        elif isinstance(e, AuctionStarted):
            self.lot_history = []
        elif isinstance(e, BidMade):
            self.bubbles[e.seat] = [f"Bids {e.amount}", 1.6]
            self.lot_history.append((e.seat, e.amount))
        elif isinstance(e, Passed):
            self.bubbles[e.seat] = ["Pass", 1.3]
            self.lot_history.append((e.seat, None))
        elif isinstance(e, PriceSet):
            self.bubbles[e.seat] = [f"Price {e.amount}", 1.6]
        elif isinstance(e, SealedBidPlaced):
            self.bubbles[e.seat] = ["Bid sealed", 1.3]
        elif isinstance(e, SecondCardDeclined):
            self.bubbles[e.seat] = ["Adds nothing", 1.3]
        elif isinstance(e, DummyKept):
            self.bubbles[e.seat] = ["Keeps it hidden", 1.3]
        elif isinstance(e, SealedBidsRevealed):
            self.beats.append(Beat("sealed", BEAT_SECONDS["sealed"], bids=e.bids))
        elif isinstance(e, Sold):
            kind = "gavel_open" if e.method == OPEN else "gavel"
            self.beats.append(Beat("gavel", BEAT_SECONDS[kind], sold=e, open=e.method == OPEN))
            self.beats.append(Beat("fly", BEAT_SECONDS["fly"], lot=e.lot, buyer=e.buyer,
                                   payments=e.payments,
                                   text=f"{self._name(e.buyer)} · {e.price}"))
        elif isinstance(e, TakenFree):
            self.beats.append(Beat("fly", BEAT_SECONDS["fly"], lot=e.lot, buyer=e.seat,
                                   payments=(), text=f"{self._name(e.seat)} · free"))
        elif isinstance(e, DummyRevealed):
            self.beats.append(Beat("dummy", BEAT_SECONDS["dummy"], card=e.card))
        elif isinstance(e, RoundEnded):
            card = e.card
            theme = config.theme
            text = (f"The fifth {artist_name(card.artist, theme)}!" if e.reason == "fifth_card"
                    and card is not None else "Every hand is played")
            self.beats.append(Beat("banner", BEAT_SECONDS["banner"] * 1.3, text=text,
                                   sub=f"Round {e.round + 1} is over", card=card))
            self.beats.append(Beat("scoring", 0.0, round=e.round, events=events, after=after,
                                   public=public))
        elif isinstance(e, GameEnded):
            self.beats.append(Beat("gameover", 0.0, after=after, public=public))

    def _end_beat(self, beat: Beat) -> None:
        for line in beat.data.get("log", ()):
            self._log(line)

    def _start_beat(self, beat: Beat) -> None:
        sound = {"play": "card", "dummy": "card", "deal": "card", "sealed": "reveal"}.get(beat.kind)
        if beat.kind == "fly" and beat.data["payments"]:
            sound = "coins"
        if beat.kind == "banner" and beat.data.get("sub", "").endswith("is over"):
            sound = "bell"
        if sound:
            self.ctx.play(sound)
        if beat.kind == "fly":
            self.lot_gone = True
        elif beat.kind == "scoring":
            from .scoring import ScoringOverlay
            self.waiting_overlay = True
            # With several humans the round is scored in public: every screen is down.
            hot = self.match.hot_seat
            self._refresh_shown()
            self.ctx.stack.push(ScoringOverlay(self.ctx, beat.data["round"], beat.data["events"],
                                               beat.data["public" if hot else "after"],
                                               auto=self.demo))
        elif beat.kind == "gameover":
            self._show(beat.data["after"], beat.data["public"])
            self.pending_view = self.pending_public = None
            if self.on_game_over is not None:
                self.on_game_over(self.match)
            else:
                from .gameover import GameOverScene
                self.ctx.stack.replace(GameOverScene(self.ctx, self.match, demo=self.demo))

    def _selling(self) -> int | None:
        """The auctioneer of the lot on the stand; nobody once the lot is gone (the engine
        keeps the last one through the dummy reveal)."""
        v = self.shown
        return v.auctioneer if v.lot and v.phase not in (DUMMY_REVEAL, PLAY) else None

    def _name(self, seat: int | None) -> str:
        if seat is None:
            return "the bank"
        if seat == self.shown.seat and not self.demo:
            return "You"
        return self.shown.config.seats[seat].name

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown
        self.drawn_seats.add(v.seat)
        ctx = self.ctx
        key = (id(v), ctx.size, self.log_version, self.log_scroll, self.lot_gone, self.holding_hide)
        if self.static_key != key or self.static is None or self.static.get_size() != ctx.size:
            self.static = self._build_static()
            self.static_key = key
        surface.blit(self.static, (0, 0))
        self._draw_turns(surface)
        self._draw_lot(surface)
        self._draw_hand(surface)
        if self.human_turn():
            self._ensure_controls()
            for w in self.widgets:
                w.draw(surface, ctx)
        if self._tip_shown():
            self._draw_tip(surface)
        if not self.busy:
            self.focus.draw(surface, ctx)
        if self._hide_button_shown():
            own = self.L["own"]
            self.hide_button.rect = pygame.Rect(0, 0, ctx.px(128), ctx.px(26))
            self.hide_button.rect.topright = (own.right - ctx.px(10), own.y + ctx.px(9))
            self.hide_button.draw(surface, ctx)
        self._draw_bubbles(surface)
        if self.beats and self.beats[0].started:
            self._draw_beat(surface, self.beats[0])
        self._draw_footer(surface)
        draw_save_banner(surface, ctx, self.match)      # while autosaves fail
        tip = ui.hovered_tooltip(self.widgets) if self.human_turn() else None
        if tip is None and self._hide_button_shown() and self.hide_button.hover:
            tip = self.hide_button.tooltip
        if tip is None and self._tip_shown() and self.tip_button.hover:
            tip = self.tip_button.tooltip
        if tip is None and not self.lot_gone and v.lot and self.lot_card_rect().collidepoint(self.mouse):
            tip = self._lot_tip()
        if tip is None and self._method_rect.collidepoint(self.mouse) and v.method:
            tip = METHOD_TIPS.get(v.method)
        if tip is None and not self.beats and self._card_at(self.mouse) is None:
            tip = next((t for r, t in self.regions if r.collidepoint(self.mouse)), None)
        if tip:
            ui.draw_tooltip(surface, ctx, tip, self.mouse)

    _method_rect = pygame.Rect(0, 0, 0, 0)
    _tip_top = 0

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The first-game tip: a small panel under the lot's headline, with "Got it"."""
        ctx, px = self.ctx, self.ctx.px
        info = self.controls_rect()
        top = max(self._tip_top, info.y + px(60))
        bottom = info.bottom - px(96)
        size = 13
        body = TIPS[self.tip].split(": ", 1)[-1]       # the title already names it
        lines = ctx.text.wrap(body[:1].upper() + body[1:], px(size), info.w - px(24))
        lh = int(px(size) * 1.25)
        room = max(1, (bottom - top - px(34)) // lh)
        lines = lines[:room]
        box = pygame.Rect(info.x, top, info.w, px(34) + lh * len(lines) + px(6))
        ui.blit_panel(surface, ctx, box, fill=(22, 54, 40), alpha=235, radius=px(10),
                      border=(120, 170, 130))
        ui.text(surface, ctx, f"First time: {TIP_TITLES[self.tip]}", 14,
                (box.x + px(12), box.y + px(8)), ui.BRASS_LIGHT, "black")
        y = box.y + px(30)
        for line in lines:
            surface.blit(ctx.text.render(line, px(size), (200, 226, 205)), (box.x + px(12), y))
            y += lh
        self.tip_button.rect = pygame.Rect(0, 0, px(74), px(24))
        self.tip_button.rect.topright = (box.right - px(8), box.y + px(6))
        self.tip_button.draw(surface, ctx)

    def _card_tip(self, card) -> str:
        """A card of your hand in words: artist, auction method and what the method does."""
        theme = self.shown.config.theme
        return (f"{artist_name(card.artist, theme)}, {method_name(card.method).lower()}. "
                + METHOD_TIPS[card.method])

    def _lot_tip(self) -> str:
        """What the lot on the stand is, for the pointer over its card."""
        v = self.shown
        theme = v.config.theme
        cards = " and ".join(f"{artist_name(c.artist, theme)} ({method_name(c.method).lower()})"
                             for c in v.lot)
        seller = self._selling()
        by = f", sold by {self._name(seller)}" if seller is not None else ""
        return f"The lot: {cards}{by}."

    def _build_static(self) -> pygame.Surface:
        ctx = self.ctx
        surf = pygame.Surface(ctx.size).convert() if pygame.display.get_surface() else \
            pygame.Surface(ctx.size)
        surf.blit(ctx.art.table_background(ctx.size), (0, 0))
        # Hover help for what the static layer shows, laid out with it (a cache, like it).
        self.regions: list[tuple[pygame.Rect, str]] = []
        self._draw_board(surf)
        for seat, rect in self.opp_rects.items():
            self._draw_seat(surf, seat, rect)
        if self.dummy_rect is not None:
            self._draw_dummy(surf, self.dummy_rect)
        self._draw_own(surf)
        self._draw_log(surf)
        return surf

    # board
    def _draw_board(self, surf: pygame.Surface) -> None:
        ctx, v, px = self.ctx, self.shown, self.ctx.px
        r = self.L["board"]
        ui.blit_panel(surf, ctx, r, fill=ui.PAPER, radius=px(12), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(5))
        ui.text(surf, ctx, "MARKET BOARD", 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
        ui.text(surf, ctx, f"Round {min(v.round + 1, 4)} of 4", 13, (r.right - px(14), r.y + px(10)),
                ui.CLARET, "bold", "topright")
        label_w = px(58)
        col_w = (r.w - label_w - px(20)) // 5
        x0 = r.x + px(10) + label_w
        top = r.y + px(34)
        head_h = px(58)
        # Rows share whatever height the window gives the board.
        row_h = max(px(36), min(px(96), (r.h - px(34) - head_h - px(86)) // 4))
        theme = v.config.theme
        for a in range(5):
            cx = x0 + a * col_w + col_w // 2
            colour = ctx.art.artist_colour(a)
            col_rect = pygame.Rect(x0 + a * col_w + px(2), top, col_w - px(4),
                                   head_h + 4 * row_h + px(4))
            self.regions.append((col_rect.inflate(0, px(60)).move(0, px(30)),
                                 self._column_tip(a)))
            pygame.draw.rect(surf, tuple(int(c * 0.25 + 232 * 0.75) for c in colour), col_rect,
                             border_radius=px(6))
            emb = ctx.art.artist_emblem(a, px(30))
            surf.blit(emb, emb.get_rect(midtop=(cx, top + px(4))))
            name = artist_name(a, theme)
            size = 11 if ctx.text.size(name, px(11), "bold")[0] <= col_w - px(4) else 9
            ui.text(surf, ctx, name, size, (cx, top + px(38)), ui.INK, "bold", "midtop")
        for rnd in range(4):
            y = top + head_h + rnd * row_h
            current = rnd == v.round and not self.match.is_over
            if current:
                hl = pygame.Rect(r.x + px(6), y, r.w - px(12), row_h)
                pygame.draw.rect(surf, ui.BRASS_LIGHT, hl, border_radius=px(6))
            ui.text(surf, ctx, f"Round {rnd + 1}", 12, (r.x + px(12), y + row_h // 2),
                    ui.INK if current else ui.MUTED, "bold" if current else "regular", "midleft")
            for a in range(5):
                token = v.board[rnd][a]
                cx = x0 + a * col_w + col_w // 2
                if token:
                    t = ctx.art.token(token, min(px(44), row_h - px(8), col_w - px(10)))
                    spot = t.get_rect(center=(cx, y + row_h // 2))
                    surf.blit(t, spot)
                    place = {30: "first", 20: "second", 10: "third"}.get(token, "placed")
                    self.regions.insert(0, (spot, f"A {token} token: {artist_name(a, theme)} "
                                                  f"ranked {place} in round {rnd + 1}. It adds "
                                                  f"{token} to each later painting of "
                                                  f"{artist_name(a, theme)}, while the artist "
                                                  "keeps ranking in the top three."))
                else:
                    pygame.draw.circle(surf, (200, 190, 172), (cx, y + row_h // 2), px(4))
        y = top + head_h + 4 * row_h + px(8)
        pygame.draw.line(surf, ui.PAPER_DARK, (r.x + px(10), y - px(3)), (r.right - px(10), y - px(3)))
        ui.text(surf, ctx, "Value", 12, (r.x + px(12), y + px(11)), ui.INK_SOFT, "bold", "midleft")
        upto = min(v.round, 3)
        for a in range(5):
            cx = x0 + a * col_w + col_w // 2
            total = sum(v.board[rr][a] for rr in range(upto + 1))
            ui.text(surf, ctx, str(total) if total else "–", 15, (cx, y + px(11)), ui.INK, "black",
                    "center")
        y += px(26)
        ui.text(surf, ctx, "Played", 12, (r.x + px(12), y + px(10)), ui.INK_SOFT, "bold", "midleft")
        for a in range(5):
            cx = x0 + a * col_w + col_w // 2
            n = v.counts[a]
            pip = px(4)
            gap = px(9)
            for k in range(5):
                px_ = cx - 2 * gap + k * gap
                if k < n:
                    colour = ui.CLARET if n >= 4 else ctx.art.artist_colour(a)
                    pygame.draw.circle(surf, colour, (px_, y + px(10)), pip)
                else:
                    pygame.draw.circle(surf, ui.PAPER_DARK, (px_, y + px(10)), pip, max(1, px(1)))
        if any(c == 4 for c in v.counts):
            ui.text(surf, ctx, "red: one more ends the round", 10, (r.centerx + px(24), r.bottom - px(7)),
                    ui.CLARET, "italic", "midbottom")

    def _column_tip(self, artist: int) -> str:
        v = self.shown
        name = artist_name(artist, v.config.theme)
        n = v.counts[artist]
        tokens = sum(v.board[r][artist] for r in range(min(v.round, 3) + 1))
        ending = " One more ends the round." if n == 4 else ""
        return (f"{name}: {n} played this round.{ending} Tokens so far: {tokens}. If {name} "
                f"ranks in the top three this round, each painting bought pays the column's "
                f"sum, this round's token included; otherwise nothing.")

    # seats
    def _seat_label(self, seat: int) -> str:
        s = self.shown.config.seats[seat]
        if not s.is_bot:
            return "you" if seat == self.shown.seat else "human"
        from .levels import level_info
        return level_info().get(s.level, (s.level,))[0].lower()

    def _draw_seat(self, surf: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        ctx, v, px = self.ctx, self.shown, self.ctx.px
        s = v.config.seats[seat]
        if s.is_bot:
            from .levels import level_info
            name, desc = level_info().get(s.level, (s.level, ""))
            tip = f"{s.name}, a computer player ({name}): {desc}"
        else:
            tip = f"{s.name} plays at this screen."
        if v.cash[seat] is None:
            tip += " Their money is private."
        self.regions.append((r, tip))
        ui.blit_panel(surf, ctx, r, fill=ui.NIGHT, alpha=215, radius=px(10), border=(70, 74, 84),
                      shadow=px(3))
        name = v.config.seats[seat].name
        ui.text(surf, ctx, name, 16, (r.x + px(10), r.y + px(8)), ui.PAPER, "bold")
        ui.text(surf, ctx, self._seat_label(seat), 11, (r.right - px(8), r.y + px(12)),
                ui.BRASS_LIGHT, "bold", "topright")
        y = r.y + px(34)
        back = ctx.art.card_back(px(18))
        surf.blit(back, (r.x + px(10), y))
        ui.text(surf, ctx, f"{v.hand_sizes[seat]} in hand", 12, (r.x + px(34), y + px(4)), ui.PAPER_DIM)
        coin = ctx.art.coin(px(18))
        cash = v.cash[seat]
        cx = r.x + px(10)
        cy = y + px(30)
        surf.blit(coin, (cx, cy))
        ui.text(surf, ctx, str(cash) if cash is not None else "hidden", 13 if cash is not None else 12,
                (cx + px(24), cy + px(1)), ui.BRASS_LIGHT if cash is not None else ui.MUTED,
                "black" if cash is not None else "italic")
        if self._selling() == seat:
            # A claret tab on the seat's top edge: who is selling the lot.
            label = ctx.text.render("AUCTIONEER", px(10), ui.PAPER, "black")
            tab = label.get_rect(center=(r.centerx, r.y)).inflate(px(14), px(6))
            ui.blit_panel(surf, ctx, tab, fill=ui.CLARET, radius=tab.h // 2, border=(90, 20, 26))
            surf.blit(label, label.get_rect(center=tab.center))
            self.regions.insert(0, (tab, f"The auctioneer: {name} sells this lot and is paid "
                                         "by the buyer (or pays the bank if buying it)."))
        if v.phase == SEALED_BIDDING and v.sealed_done[seat]:
            # The envelope stays on the seat once its sealed bid is in (the amount stays secret).
            icon = ctx.art.method_icon("sealed", px(26))
            spot = icon.get_rect(topright=(r.right - px(8), r.y + px(34)))
            surf.blit(icon, spot)
            self.regions.insert(0, (spot, f"{name} has sealed a bid; the amount stays secret "
                                          "until every bid is in."))
        self._draw_bought(surf, v.bought[seat], pygame.Rect(r.x + px(8), r.bottom - px(46),
                                                            r.w - px(16), px(40)))

    def _draw_dummy(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        """The face-down dummy hand(s) and the cards turned up from them this round."""
        ctx, v, px = self.ctx, self.shown, self.ctx.px
        self.regions.append((r, "Nobody plays the dummy cards: each one turned up counts for this "
                                "round's ranking and can be the fifth card that ends it."))
        ui.blit_panel(surf, ctx, r, fill=(30, 34, 44), alpha=200, radius=px(10),
                      border=(70, 74, 84), shadow=px(3))
        two = len(v.dummy_sizes) > 1
        ui.text(surf, ctx, "Dummy decks" if two else "Dummy hand", 16, (r.x + px(10), r.y + px(8)),
                ui.PAPER_DIM, "bold")
        ui.text(surf, ctx, "no player", 11, (r.right - px(8), r.y + px(12)), ui.MUTED, "italic",
                "topright")
        x = r.x + px(10)
        y = r.y + px(34)
        for d, size in enumerate(v.dummy_sizes):
            back = ctx.art.card_back(px(18))
            if size:
                surf.blit(back, (x, y))
            ui.text(surf, ctx, f"{size}", 12, (x + px(24), y + px(4)), ui.PAPER_DIM)
            x += px(56)
        ui.text(surf, ctx, "face down", 11, (r.x + px(10), y + px(30)), ui.MUTED, "italic")
        if v.revealed:
            ui.text(surf, ctx, "turned up this round", 10, (r.x + px(10), r.bottom - px(58)),
                    ui.MUTED, "italic")
        self._draw_bought(surf, v.revealed, pygame.Rect(r.x + px(8), r.bottom - px(46),
                                                        r.w - px(16), px(40)), empty="")

    def _draw_bought(self, surf, cards, r: pygame.Rect, empty: str = "no paintings yet") -> None:
        """Paintings bought this round, face up, small."""
        ctx, px = self.ctx, self.ctx.px
        if not cards:
            if empty:
                ui.text(surf, ctx, empty, 11, (r.x + px(2), r.centery), ui.MUTED, "italic",
                        "midleft")
            return
        cw = px(28)
        step = min(cw + px(3), (r.w - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        ch = card_height(cw)
        for i, c in enumerate(cards):
            face = ctx.art.card_face(c, cw)
            surf.blit(face, (int(r.x + i * step), r.bottom - ch))

    def _draw_own(self, surf: pygame.Surface) -> None:
        ctx, v, px = self.ctx, self.shown, self.ctx.px
        r = self.L["own"]
        ui.blit_panel(surf, ctx, r, fill=ui.NIGHT, alpha=225, radius=px(12), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(4))
        seat = v.seat
        if seat is None:
            self._draw_screen_down(surf, r)
            return
        name = v.config.seats[seat].name
        t = ui.text(surf, ctx, name, 20, (r.x + px(14), r.y + px(8)), ui.PAPER, "black")
        tag = "watching" if self.demo else "you"
        if self._selling() == seat:
            tag = "you · AUCTIONEER" if not self.demo else "AUCTIONEER"
        if self.demo:
            ui.text(surf, ctx, tag, 12, (r.right - px(14), r.y + px(14)),
                    ui.CLARET_LIGHT if self._selling() == seat else ui.BRASS_LIGHT, "black",
                    "topright")
        else:
            # The top-right corner holds the "hide my screen" button: the tag follows the name.
            ui.text(surf, ctx, tag, 12, (t.right + px(10), r.y + px(14)),
                    ui.CLARET_LIGHT if self._selling() == seat else ui.BRASS_LIGHT, "black")
        coin = ctx.art.coin(px(30))
        y = r.y + px(40)
        surf.blit(coin, (r.x + px(14), y + px(2)))
        cash = v.cash[seat]
        t = ui.text(surf, ctx, str(cash) if cash is not None else "?", 30, (r.x + px(52), y - px(4)),
                    ui.BRASS_LIGHT, "black")
        self.regions.append((pygame.Rect(r.x + px(10), y - px(4), t.right - r.x, px(40)),
                             "Your money. Bids and prices are paid from it; the others cannot "
                             "see it" + (" (open money: everyone's is shown)." if v.config.open_money
                                         else ".")))
        ui.text(surf, ctx, "private" if not v.config.open_money else "open money", 11,
                (t.right + px(8), y + px(14)), ui.MUTED, "italic")
        ui.text(surf, ctx, f"{len(v.hand or ())} cards in hand", 13, (r.right - px(14), y + px(6)),
                ui.PAPER_DIM, "regular", "topright")
        if v.my_sealed is not None and v.phase == SEALED_BIDDING:
            ui.text(surf, ctx, f"sealed bid: {v.my_sealed}", 13, (r.right - px(14), y + px(24)),
                    ui.BRASS_LIGHT, "bold", "topright")
        y2 = y + px(44)
        ui.text(surf, ctx, "Bought this round", 12, (r.x + px(14), y2), ui.PAPER_DIM, "bold")
        cards = v.bought[seat]
        area = pygame.Rect(r.x + px(14), y2 + px(18), r.w - px(28), r.bottom - y2 - px(26))
        if not cards:
            ui.text(surf, ctx, "nothing yet", 12, (area.x, area.y + px(4)), ui.MUTED, "italic")
        else:
            cw = min(px(54), int(area.h / 1.4))
            step = min(cw + px(4), (area.w - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, c in enumerate(cards):
                surf.blit(ctx.art.card_face(c, cw), (int(area.x + i * step), area.y))

    def _draw_screen_down(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        """The own panel while no seat's screen is open: covered by the player, or public
        because computers play or the screen passes between players."""
        ctx, px, v = self.ctx, self.ctx.px, self.shown
        anchor = self.private.seat
        if anchor is not None:
            name = v.config.seats[anchor].name
            ui.text(surf, ctx, name, 20, (r.x + px(14), r.y + px(8)), ui.PAPER, "black")
            again = ("Let go of H to open it again." if self.holding_hide else
                     "Press Show my screen to open it again.")
            title, body = "Your screen is down", f"Your hand and money are covered. {again}"
        elif self.match.hot_seat and not self.demo:
            ui.text(surf, ctx, "The table", 20, (r.x + px(14), r.y + px(8)), ui.PAPER, "black")
            title, body = "Every screen is down", ("Hands and money stay private while computers "
                                                   "play and while the screen passes on. Each "
                                                   "player's screen opens on their turn.")
        else:
            ui.text(surf, ctx, "Spectator", 18, (r.x + px(14), r.y + px(12)), ui.PAPER, "bold")
            return
        screen = pygame.Rect(r.x + px(14), r.y + px(44), r.w - px(28), r.h - px(58))
        ui.blit_panel(surf, ctx, screen, fill=(60, 30, 34), radius=px(10), border=ui.BRASS_DARK)
        ui.text(surf, ctx, title, 16, (screen.x + px(12), screen.y + px(10)), ui.BRASS_LIGHT,
                "black")
        ui.wrapped(surf, ctx, body, 13, pygame.Rect(screen.x + px(12), screen.y + px(36),
                                                    screen.w - px(24), screen.h - px(40)),
                   ui.PAPER_DIM)

    # log
    def _draw_log(self, surf: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        r = self.L["log"]
        ui.blit_panel(surf, ctx, r, fill=ui.PAPER, alpha=240, radius=px(12), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(5))
        ui.text(surf, ctx, "AUCTION LOG", 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
        body = pygame.Rect(r.x + px(12), r.y + px(32), r.w - px(24), r.h - px(58))
        size = px(13)
        lh = int(size * 1.3)
        lines: list[tuple[str, str]] = []
        for kind, line in self.log:
            if kind == "round":
                lines.append(("round", line))
            else:
                for part in ctx.text.wrap(line, size, body.w - px(8)):
                    lines.append((kind, part))
        visible = body.h // lh
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        start = max(0, end - visible)
        y = body.y
        clip = surf.get_clip()
        surf.set_clip(body)
        for kind, line in lines[start:end]:
            if kind == "round":
                pygame.draw.line(surf, ui.BRASS_DARK, (body.x, y + lh // 2), (body.right, y + lh // 2))
                lab = ctx.text.render(f"  {line}  ", size, ui.CLARET, "black")
                bg = lab.get_rect(center=(body.centerx, y + lh // 2))
                pygame.draw.rect(surf, ui.PAPER, bg)
                surf.blit(lab, bg)
            else:
                colour = {"sale": ui.GREEN, "score": ui.CLARET}.get(kind, ui.INK)
                weight = "bold" if kind in ("sale", "score") else "regular"
                surf.blit(ctx.text.render(line, size, colour, weight), (body.x, y))
            y += lh
        surf.set_clip(clip)
        if self.log_scroll:
            ui.text(surf, ctx, "newer lines below: scroll down", 10, (r.right - px(12), r.bottom - px(6)),
                    ui.MUTED, "italic", "bottomright")

    # dynamic pieces
    def _draw_turns(self, surface: pygame.Surface) -> None:
        """A pulsing brass ring around every seat whose decision the game waits for."""
        v = self.shown
        if self.busy:
            return
        glow = 0.5 + 0.5 * math.sin(self.time * 4)
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(ui.BRASS_DARK, ui.BRASS_LIGHT))
        for seat in v.to_act:
            r = self.seat_rect(seat).inflate(self.ctx.px(6), self.ctx.px(6))
            pygame.draw.rect(surface, colour, r, max(2, self.ctx.px(3)), border_radius=self.ctx.px(12))
            if seat in self.opp_rects and seat != v.seat:
                dots = "." * (1 + int(self.time * 3) % 3)
                inner = self.seat_rect(seat)
                # A human waits for their turn at the screen; a computer thinks.
                word = f"thinking{dots}" if seat in self.match.bots else "their turn"
                ui.text(surface, self.ctx, word, 11,
                        (inner.right - self.ctx.px(62), inner.bottom - self.ctx.px(6)),
                        ui.BRASS_LIGHT, "italic", "bottomleft")

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        for seat, (label, left) in self.bubbles.items():
            r = self.seat_rect(seat)
            surf = ctx.text.render(label, px(15), ui.INK, "black")
            box = surf.get_rect(midtop=(r.centerx, r.bottom - px(16))).inflate(px(18), px(8))
            ui.blit_panel(surface, ctx, box, fill=ui.BRASS_LIGHT, radius=box.h // 2,
                          border=ui.BRASS_DARK, shadow=px(2))
            surface.blit(surf, surf.get_rect(center=box.center))

    def _draw_lot(self, surface: pygame.Surface) -> None:
        ctx, v, px = self.ctx, self.shown, self.ctx.px
        area = self.L["lot"]
        ui.blit_panel(surface, ctx, area, fill=(16, 40, 30), alpha=120, radius=px(18),
                      border=(90, 130, 100), border_width=px(1))
        cr = self.lot_card_rect()
        info = self.controls_rect()
        theme = v.config.theme
        lot = () if self.lot_gone else v.lot
        if not lot and self.beats and self.beats[0].kind == "banner" and self.beats[0].data.get("card"):
            lot = (self.beats[0].data["card"],)
        flying = self.beats and self.beats[0].kind == "play" and self.beats[0].started
        if flying and self.beats[0].data["second"]:
            lot = lot[:1]
        preview = None
        if not lot and v.phase == PLAY and self.human_turn() and self.hover_card is not None:
            cards = self.hand_cards()
            if self.hover_card < len(cards):
                preview = cards[self.hover_card]
        if lot:
            for i, card in enumerate(lot):
                face = ctx.art.card_face(card, cr.w)
                surface.blit(face, cr.move(i * px(34), i * px(10)))
        elif preview is not None:
            pygame.draw.rect(surface, (90, 130, 100), cr, max(1, px(2)), border_radius=px(8))
            face = self._dimmed(ctx.art.card_face(preview, cr.w), preview.id, cr.w, 90)
            surface.blit(face, cr)
            x, y = info.x, info.y
            icon = ctx.art.method_icon(preview.method, px(44))
            surface.blit(icon, (x, y))
            ui.text(surface, ctx, method_name(preview.method), 22, (x + px(54), y + px(2)), ui.PAPER, "black")
            ui.text(surface, ctx, f"if you auction this {artist_name(preview.artist, theme)}", 14,
                    (x + px(54), y + px(30)), ui.PAPER_DIM)
            tip = METHOD_TIPS[preview.method]
            if preview.method == DOUBLE:
                partners = [c for c in cards if c.artist == preview.artist and c.method != DOUBLE]
                tip += (" You hold a second one to add." if partners else
                        " You hold no second card of this artist: the others may add one.")
            ui.wrapped(surface, ctx, tip, 15, pygame.Rect(x, y + px(62), info.w, px(120)), ui.PAPER_DIM)
            ui.text(surface, ctx, "Click to auction it", 20, (x, info.bottom - px(30)), ui.BRASS_LIGHT, "black")
            return
        else:
            pygame.draw.rect(surface, (90, 130, 100), cr, max(1, px(2)), border_radius=px(8))
            ui.text(surface, ctx, "the lot", 13, cr.center, (120, 160, 130), "italic", "center")
            last = v.sales[-1] if v.sales and v.sales[-1].round == v.round else None
            if last is not None and v.phase == PLAY:
                # The last sale stays on the stand as a reminder of what paintings fetch.
                ly = info.bottom - px(74)
                ui.text(surface, ctx, "LAST SALE", 11, (info.x, ly), (150, 190, 160), "black")
                x = info.x
                for c in last.lot:
                    face = ctx.art.card_face(c, px(34))
                    surface.blit(face, (x, ly + px(18)))
                    x += px(38)
                ui.text(surface, ctx, f"{method_name(last.method)} by {self._name(last.auctioneer)}", 14,
                        (x + px(6), ly + px(20)), ui.PAPER_DIM)
                ui.text(surface, ctx, f"sold to {self._name(last.buyer)} for {last.price}", 16,
                        (x + px(6), ly + px(40)), ui.PAPER, "bold")
        # information beside the lot
        x, y = info.x, info.y
        self._method_rect = pygame.Rect(0, 0, 0, 0)
        turn = self.human_turn()
        if v.phase == DUMMY_REVEAL:
            back = ctx.art.card_back(px(40))
            surface.blit(back, (x, y))
            ui.text(surface, ctx, "The dummy hand", 22, (x + px(54), y + px(2)), ui.PAPER, "black")
            ui.text(surface, ctx, f"{v.dummy_sizes[0] if v.dummy_sizes else 0} cards face down", 14,
                    (x + px(54), y + px(30)), ui.PAPER_DIM)
            y += px(58)
        elif v.method or (lot and v.phase == DOUBLE_OFFER):
            method = v.method or DOUBLE
            icon = ctx.art.method_icon(method, px(44))
            surface.blit(icon, (x, y))
            t = ui.text(surface, ctx, method_name(method), 22, (x + px(54), y + px(2)), ui.PAPER, "black")
            sub = "ask for a second card" if method == DOUBLE else ""
            if v.auctioneer is not None and method != DOUBLE:
                sub = f"auctioneer: {self._name(v.auctioneer)}"
            elif v.phase == DOUBLE_OFFER and v.original is not None:
                sub = f"played by {self._name(v.original)}"
            ui.text(surface, ctx, sub, 14, (x + px(54), y + px(30)), ui.PAPER_DIM)
            self._method_rect = pygame.Rect(x, y, max(t.right - x, px(200)), px(46))
            y += px(58)
        if self.beats and self.beats[0].started and self.beats[0].kind in ("gavel", "sealed", "fly", "dummy",
                                                                      "banner", "deal"):
            return      # the animation speaks for the lot now
        status, detail = self._status()
        if status:
            ui.text(surface, ctx, status, 20 if not turn else 22, (x, y), ui.BRASS_LIGHT, "black")
            y += px(30)
        if detail:
            h = ui.wrapped(surface, ctx, detail, 14, pygame.Rect(x, y, info.w, px(60)), ui.PAPER_DIM)
            y += h + px(4)
        self._tip_top = y + px(4)
        if not turn and v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING, FIXED_OFFER):
            self._draw_history(surface, pygame.Rect(x, info.bottom - px(34), info.w, px(28)))
        if self.error and turn:
            ui.wrapped(surface, ctx, self.error, 14,
                       pygame.Rect(x, info.bottom - px(38) * 2 - px(40), info.w, px(40)),
                       (255, 140, 130), "bold")

    def _draw_history(self, surface, row: pygame.Rect) -> None:
        """This lot's bids and passes so far as a row of chips, the latest on the right."""
        ctx, px = self.ctx, self.ctx.px
        chips = []
        for seat, amount in self.lot_history:
            label = f"{self._name(seat)} {amount}" if amount is not None else f"{self._name(seat)} passes"
            chips.append((ctx.text.render(label, px(13), ui.INK if amount else ui.PAPER_DIM,
                                          "bold" if amount else "italic"), amount is not None))
        x = row.right
        for surf, is_bid in reversed(chips):
            w = surf.get_width() + px(16)
            if x - w < row.x:
                break
            x -= w
            chip = pygame.Rect(x, row.y, w - px(4), row.h)
            ui.blit_panel(surface, ctx, chip, fill=ui.BRASS_LIGHT if is_bid else (50, 70, 60),
                          radius=chip.h // 2)
            surface.blit(surf, surf.get_rect(center=chip.center))

    def _status(self) -> tuple[str, str]:
        """The headline and a helping line for the lot area."""
        v = self.shown
        theme = v.config.theme
        turn = self.human_turn()
        waiting = [s for s in v.to_act]
        names = " and ".join(self._name(s) for s in waiting)
        you = names == "You"

        def to(doing: str) -> str:
            return f"Your turn to {doing}" if you else f"{names} to {doing}"
        if self.match.is_over:
            return "The game is over", ""
        if v.phase == PLAY:
            if turn:
                return "Your turn to auction", "Choose a painting from your hand: it is sold by the method on its card."
            return to("play a card"), ""
        if v.phase == DOUBLE_OFFER:
            artist = artist_name(v.lot[0].artist, theme)
            if turn:
                return f"Add a second {artist}?", (f"Click a highlighted {artist} in your hand to "
                                                   "sell both as one lot by its method" +
                                                   ("" if v.config.variant == "two_player" else
                                                    ", or add nothing."))
            return to(f"add a second {artist}") if you else f"{names} may add a second {artist}", ""
        if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
            high = (f"High bid {v.high_bid} by {self._name(v.high_bidder)}" if v.high_bidder is not None
                    else "No bids yet")
            if turn:
                if v.my_cash is not None and v.high_bid >= v.my_cash:
                    return high, f"The high bid is more than your {v.my_cash}: you can only pass."
                return high, f"Your turn: raise to at least {v.high_bid + 1} or pass. You have {v.my_cash}."
            return high, to("bid or pass")
        if v.phase == SEALED_BIDDING:
            done = sum(v.sealed_done)
            if turn:
                return "Your sealed bid", f"Choose one secret bid (0 = no bid). You have {v.my_cash}. " \
                                          f"{done} of {v.players} bids are in."
            if v.my_sealed is not None:
                return f"Your bid: {v.my_sealed}", f"Waiting for {names}: {done} of {v.players} in"
            return f"{done} of {v.players} bids sealed", f"Waiting for {names}"
        if v.phase == SET_PRICE:
            if turn:
                return "Set a fixed price", f"From 1 to your {v.my_cash}. If nobody buys, you must buy it yourself."
            return to("set the price"), ""
        if v.phase == FIXED_OFFER:
            if turn:
                return f"Price {v.price}", f"Buy it for {v.price} or pass. You have {v.my_cash}."
            return f"Price {v.price}", to("buy or pass")
        if v.phase == DUMMY_REVEAL:
            if turn:
                return "Reveal the dummy card?", "It counts for this round's ranking and could be the fifth card."
            return to("reveal the dummy card") if you else f"{names} may reveal a dummy card", ""
        return "", ""

    def _draw_hand(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        rects = self.hand_rects()
        if not rects:
            area = self.L["hand"]
            if self.shown.hand is not None:
                ui.text(surface, ctx, "Your hand is empty this round: you still bid.", 16,
                        area.center, ui.PAPER_DIM, "italic", "center")
            elif self.private.seat is not None and not self.demo:
                ui.text(surface, ctx, "Your hand is behind your screen", 16, area.center,
                        ui.PAPER_DIM, "italic", "center")
            elif self.match.hot_seat and not self.demo:
                ui.text(surface, ctx, "Every hand stays behind its player's screen", 16,
                        area.center, ui.PAPER_DIM, "italic", "center")
            return
        choices = self.card_choices()
        active = bool(choices)
        dealing = self.beats[0] if self.beats and self.beats[0].kind == "deal" else None
        if dealing is not None:
            # The hand fills up as the cards arrive, left to right.
            rects = rects[:int(len(rects) * min(1.0, dealing.progress * 1.25))]
        n = len(self.hand_rects())
        spread = min(6, 1 + n * 0.4)        # degrees at the ends of the fan
        for i, (card, r) in enumerate(rects):
            lift = 0
            lifted = i == self.hover_card or i == self.focus_card
            if lifted:
                lift = px(26) if (not active or card.id in choices) else px(8)
            variant = ("dim" if card.id not in choices else "hi") if active else "plain"
            off = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0
            # A card picked up straightens; the others lean with the fan.
            angle = 0 if lifted else round(-off * spread)
            img = self._hand_face(card, r.w, variant, angle)
            surface.blit(img, img.get_rect(center=(r.centerx, r.centery - lift)))
        if active and self.hover_card is not None and self.hover_card < len(rects):
            card = rects[self.hover_card][0]
            if card.id not in choices:
                ui.draw_tooltip(surface, ctx, self._why_not(card), self.mouse)
        elif not active and self.hover_card is not None and self.hover_card < len(rects):
            # Outside your own auction turn, a card under the pointer says what it is.
            ui.draw_tooltip(surface, ctx, self._card_tip(rects[self.hover_card][0]), self.mouse)

    def _hand_face(self, card, w: int, variant: str, angle: int) -> pygame.Surface:
        """A hand card as drawn: plain, highlighted (playable) or dimmed, leaning by `angle`
        degrees; cached (a small LRU: hands change slowly)."""
        key = (card.id, w, variant, angle, id(self.ctx.art))
        cache = self._hand_cache
        img = cache.get(key)
        if img is not None:
            cache.move_to_end(key)
            return img
        face = self.ctx.art.card_face(card, w)
        if variant == "dim":
            face = self._dimmed(face, card.id, w)
        elif variant == "hi":
            face = face.copy()
            px = self.ctx.px
            pygame.draw.rect(face, ui.BRASS_LIGHT, face.get_rect(), max(2, px(3)),
                             border_radius=px(7))
        img = pygame.transform.rotozoom(face, angle, 1.0) if angle else face
        cache[key] = img
        if len(cache) > 200:
            cache.popitem(last=False)
        return img

    def _dimmed(self, face: pygame.Surface, cid: int, w: int, alpha: int = 130) -> pygame.Surface:
        key = ("dim", cid, w, id(self.ctx.art), alpha)
        surf = self.ctx.surfaces.get(key)
        if surf is None:
            surf = face.copy()
            veil = pygame.Surface(face.get_size(), pygame.SRCALPHA)
            veil.fill((20, 20, 26, alpha))
            surf.blit(veil, (0, 0))
            self.ctx.surfaces[key] = surf
        return surf

    def _draw_footer(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        w, h = ctx.size
        hints = "Esc menu · F fast-forward · Space skip animation"
        if self.match.fast_forward:
            label = ctx.text.render("FAST FORWARD (F)", px(13), ui.INK, "black")
            box = label.get_rect(topright=(self.L["log"].right - px(12), self.L["log"].y + px(8))).inflate(px(14), px(6))
            ui.blit_panel(surface, ctx, box, fill=ui.BRASS_LIGHT, radius=px(6))
            surface.blit(label, label.get_rect(center=box.center))
        ui.text(surface, ctx, hints, 11, (self.L["log"].centerx, self.L["log"].bottom - px(8)),
                ui.MUTED, "regular", "midbottom")

    # beats
    def _draw_beat(self, surface: pygame.Surface, beat: Beat) -> None:
        ctx, px = self.ctx, self.ctx.px
        p = beat.progress
        cr = self.lot_card_rect()
        if beat.kind == "play":
            start = self.seat_rect(beat.data["seat"]).center
            end = cr.move(px(34), px(10)).center if beat.data["second"] else cr.center
            pos = lerp(start, end, ease(p))
            w = int(cr.w * (0.45 + 0.55 * ease(p)))
            face = self._face_in_flight(beat.data["card"], w)
            surface.blit(face, face.get_rect(center=(int(pos[0]), int(pos[1]))))
        elif beat.kind == "banner":
            a = min(1.0, p * 5, (1 - p) * 5)
            self._banner(surface, beat.data["text"], beat.data.get("sub", ""), a)
        elif beat.kind == "sealed":
            self._draw_sealed(surface, beat)
        elif beat.kind == "gavel":
            self._draw_gavel(surface, beat)
        elif beat.kind == "fly":
            e = ease(p)
            end = self.seat_rect(beat.data["buyer"]).center
            for i, card in enumerate(beat.data["lot"]):
                pos = lerp(cr.move(i * px(34), i * px(10)).center, end, e)
                w = max(20, int(cr.w * (1 - 0.6 * e)))
                face = self._face_in_flight(card, w)
                surface.blit(face, face.get_rect(center=(int(pos[0]), int(pos[1]))))
            for pay in beat.data["payments"]:
                a = self.seat_rect(pay.payer).center
                b = self.seat_rect(pay.payee).center
                coin = ctx.art.coin(px(26))
                for k in range(min(6, 1 + pay.amount // 8)):
                    t = max(0.0, min(1.0, e * 1.3 - k * 0.06))
                    pos = lerp(a, b, t)
                    arc = math.sin(t * math.pi) * px(60)
                    surface.blit(coin, coin.get_rect(center=(int(pos[0]), int(pos[1] - arc))))
                if e > 0.7:
                    # The amount lands with the coins: "+25" by the payee (or the bank).
                    who = self.seat_rect(pay.payee)
                    ui.text(surface, ctx, f"+{pay.amount}", 22, (who.centerx, who.centery - px(10)),
                            ui.BRASS_LIGHT, "black", "center")
            self._banner(surface, f"Sold: {beat.data['text']}" if beat.data["payments"] else
                         f"Taken free: {beat.data['text'].split(' · ')[0]}", "",
                         min(1.0, (1 - p) * 4), small=True)
        elif beat.kind == "deal":
            # Card backs fly from the stand to every seat, the dummy hands and your hand.
            start = self.lot_card_rect().center
            back = ctx.art.card_back(px(40))
            targets = []
            for seat, k in enumerate(beat.data["dealt"]):
                if seat == self.shown.seat:
                    end = self.L["hand"].center
                else:
                    end = self.seat_rect(seat).center
                targets += [end] * min(k, 4)
            if self.dummy_rect is not None:
                targets += [self.dummy_rect.center] * min(4, sum(beat.data["dummy"]))
            for i, end in enumerate(targets):
                t = (p * 1.6 - i * (0.6 / max(1, len(targets))))
                if 0 < t < 1:
                    pos = lerp(start, end, ease(t))
                    surface.blit(back, back.get_rect(center=(int(pos[0]), int(pos[1]))))
        elif beat.kind == "dummy":
            card = beat.data["card"]
            area = self.L["lot"]
            grow = ease(min(1.0, p * 2.5))
            w = max(20, int(cr.w * (0.3 + 0.7 * grow)))
            face = self._face_in_flight(card, w)
            home = (area.centerx + px(40), area.centery)
            start = self.dummy_rect.center if self.dummy_rect is not None else home
            centre = lerp(start, home, grow)
            centre = (int(centre[0]), int(centre[1]))
            surface.blit(face, face.get_rect(center=centre))
            ui.text(surface, ctx, "Turned up from the dummy hand", 18,
                    (centre[0], centre[1] + card_height(cr.w) // 2 + px(8)),
                    ui.BRASS_LIGHT, "black", "midtop")

    def _face_in_flight(self, card, w: int) -> pygame.Surface:
        """A card face at any width while it flies: the stand-size face scaled (cheap), rather
        than a new face drawn at every size it passes through."""
        full = self.lot_card_rect().w
        face = self.ctx.art.card_face(card, full)
        w = max(16, min(full, int(w)))
        if w == full:
            return face
        return pygame.transform.smoothscale(face, (w, card_height(w)))

    def _banner(self, surface, title: str, sub: str, alpha: float, small: bool = False) -> None:
        ctx, px = self.ctx, self.ctx.px
        area = self.L["lot"]
        h = px(56 if small else 96)
        band = pygame.Rect(area.x, area.centery - h // 2, area.w, h)
        if small:
            band.y = area.bottom - h - px(8)
        ui.blit_panel(surface, ctx, band, fill=ui.NIGHT, alpha=int(215 * alpha), radius=px(12),
                      border=ui.BRASS_DARK if alpha > 0.5 else None)
        ui.text(surface, ctx, title, 24 if small else 36, (band.centerx, band.centery - (0 if small or not sub else px(12))),
                ui.BRASS_LIGHT, "black", "center")
        if sub and not small:
            ui.text(surface, ctx, sub, 15, (band.centerx, band.centery + px(24)), ui.PAPER_DIM, "bold",
                    "center")

    def _draw_sealed(self, surface, beat: Beat) -> None:
        ctx, px = self.ctx, self.ctx.px
        bids = beat.data["bids"]
        area = self.L["lot"]
        n = len(bids)
        best = max(bids)
        gap = px(10)
        w = min(px(100), (area.w - px(60) - gap * (n - 1)) // n)
        total = n * w + (n - 1) * gap
        # Over the information beside the lot, leaving the lot's cards in view where it fits.
        info = self.controls_rect()
        right = area.right - px(16)
        x0 = max(area.x + px(36), min(info.centerx - total // 2, right - total - px(20)))
        y = info.y + px(96)
        cx = x0 + total // 2
        ui.blit_panel(surface, ctx, pygame.Rect(x0 - px(20), y - px(46), total + px(40), px(150)),
                      fill=ui.NIGHT, alpha=225, radius=px(14), border=ui.BRASS_DARK)
        ui.text(surface, ctx, "Sealed bids revealed", 18, (cx, y - px(36)), ui.BRASS_LIGHT,
                "black", "midtop")
        p = beat.progress
        for i, bid in enumerate(bids):
            r = pygame.Rect(x0 + i * (w + gap), y, w, px(86))
            flip = max(0.0, min(1.0, p * 2.2 - i * 0.18))
            scale = abs(math.cos(flip * math.pi))
            shown = flip >= 0.5
            rr = r.inflate(-int(r.w * (1 - scale)), 0)
            winner = shown and bid == best and best > 0 and p > 0.7
            if shown:
                fill = ui.BRASS_LIGHT if winner else ui.PAPER
                ui.blit_panel(surface, ctx, rr, fill=fill, radius=px(8), border=ui.BRASS_DARK)
                if scale > 0.5:
                    ui.text(surface, ctx, str(bid) if bid else "—", 30, (r.centerx, r.y + px(30)),
                            ui.INK, "black", "center")
                    ui.text(surface, ctx, self._name(i), 13, (r.centerx, r.bottom - px(16)),
                            ui.INK_SOFT, "bold", "center")
            else:
                ui.blit_panel(surface, ctx, rr, fill=ui.CLARET, radius=px(8), border=(90, 20, 26))
                if scale > 0.4:
                    pygame.draw.circle(surface, ui.BRASS, r.center, px(12))

    def _draw_gavel(self, surface, beat: Beat) -> None:
        ctx, px = self.ctx, self.ctx.px
        sold = beat.data["sold"]
        p = beat.progress
        area = self.L["lot"]
        size = px(150)
        block = ctx.art.sound_block(px(112))
        base = (area.right - px(190), min(area.bottom - px(96), self.controls_rect().bottom - px(70)))
        surface.blit(block, block.get_rect(center=base))
        if beat.data["open"]:
            knocks = (0.0, 0.33, 0.66)
            words = ("Going once…", "Going twice…", "Sold!")
        else:
            knocks = (0.0,)
            words = ("Sold!",)
        k = sum(1 for s in knocks if p >= s) - 1
        local = (p - knocks[k]) / ((knocks[k + 1] if k + 1 < len(knocks) else 1.0) - knocks[k])
        # Angle 0 is the gavel raised (handle at 45°); at STRIKE degrees the head lies on the block.
        strike_deg = 40
        strike = 0.35
        if local < strike:
            angle = strike_deg * (local / strike) ** 2
        elif local < strike + 0.12:
            angle = strike_deg
        else:
            angle = strike_deg * (1 - ease((local - strike - 0.12) / (1 - strike - 0.12)))
        angle = int(angle / 2) * 2
        img = self._rotated_gavel(size, angle)
        # The pivot (the image's bottom-right corner) sits right of the block so that the
        # head, swung down by strike_deg, lands on the block's top face.
        pivot = (base[0] + int(size * 0.944), base[1] - int(size * 0.02))
        rect = img.get_rect()
        vx = vy = size / 2
        rad = math.radians(angle)
        rvx = vx * math.cos(rad) + vy * math.sin(rad)
        rvy = -vx * math.sin(rad) + vy * math.cos(rad)
        rect.center = (int(pivot[0] - rvx), int(pivot[1] - rvy))
        surface.blit(img, rect)
        if local >= strike:
            a = max(0.0, 1 - (local - strike) * 3)
            if a > 0:
                ring = int(px(20) + (1 - a) * px(50))
                pygame.draw.circle(surface, ui.BRASS_LIGHT, (base[0], base[1] - px(8)), ring, max(1, px(3)))
        word = words[k]
        big = word == "Sold!"
        info = self.controls_rect()
        ui.text(surface, ctx, word, 44 if big else 34, (info.x, info.y + px(58)),
                ui.BRASS_LIGHT if big else ui.PAPER, "black")
        ui.text(surface, ctx, f"{'to' if big else 'at'} {self._name(sold.buyer) + ' for ' if big else ''}{sold.price}"
                if big else f"{sold.price} by {self._name(sold.buyer)}", 20,
                (info.x, info.y + px(114)), ui.PAPER, "bold")


    def _rotated_gavel(self, size: int, angle: int) -> pygame.Surface:
        key = ("gavel", size, angle, id(self.ctx.art))
        surf = self.ctx.surfaces.get(key)
        if surf is None:
            surf = pygame.transform.rotate(self.ctx.art.gavel(size), angle)
            self.ctx.surfaces[key] = surf
        return surf
