"""The table scene: it routes events, lets time pass and asks the panels to draw. It draws only
from one seat's `view` (`shown`), never from the game state.

The rooms: `layout` (where things go), `privacy` (which view, the screen, the hand-over),
`timeline` (the beats that animate each action) played frame by frame by `catch_up`,
`controls` (the decision panel) and its events' `decision_events`, `status`
(the lines beside the lot) and the painters `board`, `seats`, `hand`, `lot`, `log_panel`,
`moments` and `tips`. Everything a frame needs (layout, hit areas, widgets, the drawn layer)
is brought up to date on the event and update path by `refresh`; `draw` only paints, so a
click in the same frame as a resize never meets stale rectangles.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game import AddSecondCard, Pass, PlayCard
from game.events import Passed
from game.i18n import _
from game.log_retold import Retold
from game.log_news import told_from
from game.state import DOUBLE_OFFER, View

from .. import ui
from ..focus import FocusRing
from ..banner import draw_save_banner
from ..session.match import Match
from ..session.records import note_result
from ..session.scoring_left import scoring_closed
from . import tips as tip_room
from .bids_room import StandRoom, arrange_stand
from .board import paint_backdrop
from .catch_up import advance, end_beat
from .controls import BackIn, Controls, card_choices
from .decision_events import decision_event
from .turn_focus import TurnFocus
from .hand import HandFan
from .hover import draw_pointer_tip, pointer_tip
from .handover_choices import handover_choices
from .handover_row import CARD_ROW_H
from .lap_choices import lap_choices
from .keys import KeyLetter
from .layout import TableLayout, seating_anchor, table_layout
from .log_panel import LOG_TITLE, GameLog, draw_footer, fit_scroll
from .look import Look, round_ender, round_told, seat_name
from .lot import LotInfo, draw_lot, last_lot
from .moments import draw_beat
from .passes import ForcedPasses
from .play_ask import PlayAsk
from .standing_news import limit_news
from .privacy import Privacy, first_hide_tip
from .seated import SeatedTable
from .stand_tip import draw_notch
from .standing_orders import bid_up_to, step_out
from .takeback import TakeBack, forget_bid
from .tip_ledger import TipLedger
from .worth import LotHints
from .sealed_kept import bubbles_with_bids, hold_computers
from .seats import draw_bubbles, draw_turns
from .pass_outcome import pass_ends
from .scored_again import tell_loaded
from .timeline import (Beat, Deal, GameOver, LotFlies, RoundScored, SealedReveal, Timeline,
                       lot_history_of, lot_words, shown_as_it_flies)


class TableScene(SeatedTable):
    """The game in play."""

    HANDOVER_ROW = CARD_ROW_H   # an open lap's Pass, a fixed price's, the dummy hand's decision

    name = "table"

    def __init__(self, ctx, match: Match, demo: bool = False,
                 on_game_over: Callable[[Match], None] | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.demo = demo
        self.on_game_over = on_game_over
        seat = match.viewing_seat()
        self.privacy = Privacy(match.view(seat), match.public_view())
        #: Every view this table has drawn from (tests check it is always the human seat's).
        self.drawn_seats: set = set()
        self.timeline = Timeline()
        #: The lot has flown to its buyer: the stand is empty until the next view.
        self.lot_gone = False
        #: The round's scoring overlay is up; the timeline waits for it to close.
        self.awaiting_scoring = False
        self.log = GameLog()
        #: The engine's last word to the player (an illegal move), or a prompt.
        self.error = ""
        #: The first-game tip on show (a key of tips.TIPS), until dismissed or the auction
        #: ends, and who at this screen has met which.
        self.tip: str | None = None
        self.tips = TipLedger(match.notes, match.config.seats)
        self.tip_button = tip_room.got_it_button(self.dismiss_tip, ctx)
        self.tip_panel: tip_room.TipPanel | None = None
        #: The stand's words and the tip's panel, kept while what they show stays the same.
        self.stand_room = StandRoom()
        self.hand = HandFan()
        self.passes = ForcedPasses()
        self.controls = Controls(self.submit, self._say, lambda: self.ctx.settings.confirm_bids,
                                 partial(step_out, self), partial(bid_up_to, self),
                                 lambda action: self.match.why_not(action), self.explain_up_to)
        self.ask = PlayAsk(lambda: self.ctx.settings.confirm_bids, self.submit, self._say)
        self.controls.shared = match.hot_seat
        self.back_in = BackIn(match, ctx, self._back_in)
        self.take_back = TakeBack(self, forget_bid)
        self.lot_hints = LotHints()
        self.mouse = (0, 0)
        self.time = 0.0
        self.layout: TableLayout | None = None
        self.look: Look | None = None
        self.lot_info = LotInfo()
        #: Hover help for what the drawn layer shows, laid out with it.
        self.regions: list[tuple[pygame.Rect, str]] = []
        #: What the hand card under the pointer says (what it is, or why it cannot be chosen).
        self.hand_tip: str | None = None
        #: A card was just played by a click, or a screen above closed: no hand card's help
        #: until the pointer moves.
        self.hand_quiet = False
        self._static: pygame.Surface | None = None
        #: What each part was last built from ("layout", "controls", "static"): built again
        #: only when that changes.
        self.built_from: dict[str, object] = {}
        #: The engine's refusals asked this view and state, by card id (`why_not`).
        self._refusals: tuple = (None, None, {})
        #: The shown seat's legal options while it is its turn (else empty).
        self.legal: tuple = ()
        match.listeners.append(self._on_action)
        #: What the log has just told (a repeated pass, an offer the play implies: untold).
        self.retold = Retold(once=match.hot_seat)
        #: (round, Sold or TakenFree) of the last lot shown going to its buyer: the empty
        #: stand recalls it (a lot taken free is no sale, so the view's sales miss it).
        past = match.past_events() if match.resumed else []
        self.last_lot = last_lot(past)
        # The views of now, shown once the moves up to now are (a loaded game: at once).
        self.timeline.add(match.opening_events, self.privacy.private, self.privacy.public)
        if match.resumed:       # the log of the moves before the save, from its record
            tell_loaded(self, match, past, self.describe)  # (and a round's scoring left up)
            self.timeline.lot_history = lot_history_of(past)   # the lot's row, as it stood
            # and each seat's word on the lot, as the row says it
            self.timeline.bubbles = lot_words(self.timeline.lot_history,
                                              self.privacy.public.method)
        self.hide_button = ui.Button(self.privacy.hide_label(), self.toggle_screen,
                                     style="quiet", size=13,
                                     tooltip=first_hide_tip(match.config.open_money))
        #: Tab / Shift-Tab walk the table's buttons and the amount box; Enter or Space
        #: presses the focused one (the arrows stay with the hand and the amount).
        self.focus = FocusRing(self.focus_widgets, arrows="none")
        self.turn_focus = TurnFocus()

    # --- what other rooms and tests read -----------------------------------------------------
    @property
    def shown(self) -> View:
        """The view drawn now: the seat's, or the public one while the screen is down."""
        return self.privacy.shown

    @property
    def private(self) -> View:
        """The view of the seat whose screen the table follows."""
        return self.privacy.private

    @property
    def widgets(self) -> list:
        """The decision panel's widgets (the confirm-moves question's while it asks)."""
        return self.ask.widgets() or self.controls.widgets

    @property
    def amount(self) -> ui.TextField | None:
        """The amount box, when the decision is an amount."""
        return self.controls.amount

    @property
    def busy(self) -> bool:
        """Whether animation is still catching up with the game."""
        return self.timeline.busy

    def human_turn(self) -> bool:
        """Whether the shown seat is a human the game waits for (and the table has caught up)."""
        return (not self.busy and not self.demo
                and self.match.human_to_act(self.shown.seat))

    def hand_cards(self) -> list:
        """The shown hand, sorted by artist then method so it reads at a glance."""
        return list(self.hand.cards)

    def hand_rects(self) -> list:
        """Each hand card with its resting rectangle."""
        return self.hand.pairs()

    # --- life cycle --------------------------------------------------------------------------
    def _resumed(self) -> None:
        self.invalidate()
        if self.tips_came_back():           # the tip of the moment in front of the player (the
            self.tips.quiet.clear()         # screen may be down under the pause menu): every
            self._offer_tip(self.private)   # tip again, none waits
        if self.awaiting_scoring:
            self.awaiting_scoring = False
            scoring_closed(self.ctx, self.match)
            beats = self.timeline.beats
            if beats and isinstance(beats[0], RoundScored):
                beat = beats.popleft()
                end_beat(self, beat)
                # The scored round leaves the table: the next one is shown as it is dealt.
                self.show(beat.after, beat.public)
        self.choose_view()
        self.refresh()

    # --- the match tells us ------------------------------------------------------------------
    def _queue(self, events, v: View, public: View) -> None:
        mover = getattr(self.match.actions[-1], "seat", None) if self.match.actions else None
        self.timeline.add(events, v, public, self.passes.heard(self.match, self.retold),
                          by_computer=mover in self.match.bots)

    # --- screens (hot-seat privacy) ----------------------------------------------------------
    def screen_hidden(self) -> bool:
        """Whether the seat's screen is down now: hidden by the player (button or H held), a
        hand-over on the way, or a hot-seat round being scored."""
        return self.privacy.hidden(self.match.hot_seat and self.awaiting_scoring)

    def choose_view(self) -> None:
        """Draw from the private or the public view, as the screen is up or down; a band put
        under a held moment or taken away (the one place either happens before the stack
        draws again) redraws the own panel's words above it or back in their place."""
        if self.privacy.choose(self.match.hot_seat and self.awaiting_scoring):
            self.invalidate()
            self.hand.hover = None
        look = getattr(self, "look", None)
        if look is not None and look.band != self.band():
            self.refresh()

    def band(self) -> pygame.Rect | None:
        """The band a held moment stands under at the window's foot, while it is up."""
        handover = self.privacy.handover
        return handover.rect if getattr(handover, "over", False) else None

    def focus_widgets(self) -> list:
        """What the keyboard focus can rest on now, in reading order."""
        # The decision's widgets row by row, left to right: Tab went from "+" down to the bid
        # button, up to the step buttons and down again to Pass.
        out = sorted(self.widgets, key=lambda w: (w.rect.y, w.rect.x)) \
            if self.human_turn() else []
        if self.tip is not None and self.tip_shown():
            out.append(self.tip_button)
        if self.hide_button_shown():
            out.append(self.hide_button)
        if self.back_in_shown():
            out.append(self.back_in.button)
        return out

    def back_in_shown(self) -> bool:
        """Whether "Back in this lot" (or "Stop bidding for me") shows: only to the seat whose
        screen is up, as what it asked the game to do on this lot is its own, as its hand is."""
        return self.back_in.shown(self.shown.seat)

    def tip_shown(self) -> bool:
        """Whether the first-game tip shows (not during an animation, nor over an error or the
        store's notice): only on the screen of the person it belongs to, while it is up (never
        over the next person's hand-over, nor the public table between screens)."""
        return (self.tip is not None and self.ctx.settings.show_tips
                and self.timeline.playing is None and not self.error
                and self.shown.seat is not None and self.shown.seat == self.tips.owner
                and not self.screen_hidden() and not self.store_notice_up())

    def store_notice_up(self) -> bool:
        """Whether the store's notice (something moved out of the autosave's way, and where)
        stands over the log's column for its few seconds: a tip beside the stand waits for it
        to go. Together they left the log no line; a notice cut to make room lost "and your
        game is saved"."""
        store = self.ctx.store
        return (store is not None and self.match is self.ctx.match
                and not self.match.is_over and bool(store.notice()))

    def dismiss_tip(self) -> None:
        """Close the tip on show: no new one before the seat decides, after "How to win" too
        (`TipLedger.closed`: one new tip a decision)."""
        tip, self.tip = self.tip, None
        self.tip_button.rested()        # its help is there again at the next tip
        self.tips.closed(self.shown.seat, tip, self.human_turn())
        self.refresh()

    def explain_up_to(self) -> bool:
        """"Up to" pressed with no most typed above the smallest raise: its first-time tip
        shows now to a seat that has not met it (True), and no red line over it; a tester's
        came only at the next open auction."""
        v, shared = self.shown, self.match.hot_seat
        key = tip_room.UP_TO_SHARED if shared else tip_room.UP_TO
        if not self.tips.asked_for(self.ctx, v.seat, key, self.demo):
            return False
        self.tip, self.error = key, ""
        return True

    # --- keeping up with the view and the window (never while drawing) ----------------------
    def invalidate(self) -> None:
        """Forget the drawn layer and the decision panel: both are rebuilt at the next
        refresh."""
        self.built_from.pop("static", None)
        self.built_from.pop("controls", None)

    def refresh(self) -> None:
        """Bring the layout, the decision panel, the hit areas and the drawn layer up to date
        with the view and the window."""
        ctx, v = self.ctx, self.shown
        anchor = seating_anchor(self.private.seat, self.match.hot_seat)
        seating = (ctx.size, anchor, v.players, bool(v.dummy_sizes))
        if self.built_from.get("layout") != seating:
            self.built_from["layout"] = seating
            self.layout = table_layout(ctx.size, v.players, anchor, bool(v.dummy_sizes))
            self.hide_button.rect = self.layout.hide_button.copy()
            self.back_in.place(self.layout.controls, ctx.px)
            self.take_back.place(self.layout.hide_button, self.layout.own, ctx.px)
            self.invalidate()
        turn = self.human_turn()
        decision = (id(v), ctx.size, turn)
        if self.built_from.get("controls") != decision:
            self.built_from["controls"] = decision
            self.legal = self.match.legal_for(v.seat) if turn else ()
            self.controls.unbid = self.match.if_nobody_bids() if turn else None
            self.controls.build(ctx, v, self.legal, self.layout.controls,
                                pass_ends(self.match, v.seat, self.legal))
            self.ask.place(self.layout.controls.x, self.layout.controls.bottom - ctx.px(38), ctx.px)
            self.hand.arrange(v.hand, self.layout.hand, ctx.px, self.mouse,
                              self.layout.hand_mid, ctx.settings.animation_scale)
            self.turn_focus.follow(self)        # the ring where the keys go, from the start
        if self.privacy.pointer_left:
            self.hand.hover = None      # where the last player's pointer rests: nothing lifts
        self.hand.lifts = bool(card_choices(self.legal)) or self.card_asked()
        # The public view too: its hints read only the board and the paintings played (worth).
        hints = ctx.settings.value_hints and not self.demo
        self.look = Look(v, self.private.seat, self.demo, self.match.hot_seat,
                         self.match.is_over, frozenset(self.match.bots),
                         self.privacy.holding_key, turn, self.legal,
                         hints, self.lot_hints.hint(v, self.legal) if hints else "",
                         self.last_lot,
                         self.match.limit_passed(v.seat), self.passes.stand(v),
                         limit_news(self.match, v.seat) if turn else "",
                         self.controls.pass_ends, round_ender(self.timeline.beats),
                         self.band(), unbid=self.controls.unbid,
                         ended=round_told(self.timeline.beats),
                         outs=frozenset(self.timeline.out))
        self._refresh_static()
        self.hand_tip = self.hand.tip(card_choices(self.legal), self.why_not,
                                      v.config.theme, self._dealing(), self.card_asked())
        arrange_stand(self)     # the stand's words and tip, arranged anew only on a change

    def _refresh_static(self) -> None:
        """The drawn layer of what changes only with the view, and its hover help."""
        ctx, v, layout = self.ctx, self.shown, self.layout

        def key() -> tuple:
            return (id(v), ctx.size, self.log.version, self.log.scroll, self.lot_gone,
                    self.privacy.holding_key, ctx.words.code, self.look.ended_by,
                    None if self.look.band is None else tuple(self.look.band))
        if self.built_from.get("static") == key() and self._static is not None \
                and self._static.get_size() == ctx.size:
            return
        self.log.scroll = fit_scroll(ctx, self.log, layout.log)
        self.built_from["static"] = key()
        self.drawn_seats.add(v.seat)
        self._static, self.regions = paint_backdrop(ctx, self.look, layout, self.log)

    def _dealing(self) -> float | None:
        """The progress of the deal under way (the hand fills up with it), if any."""
        beats = self.timeline.beats
        return beats[0].progress if beats and isinstance(beats[0], Deal) else None

    def stand_preview(self):
        """The hand card previewed on the stand: the one the confirm-moves question asks about
        (raised), else the one under the pointer (or the keyboard focus)."""
        return self.ask.lifted(self.hand.cards, partial(setattr, self.hand, "asked")) \
            or self.hand.previewed()

    # --- events ------------------------------------------------------------------------------
    def _pointer_moved(self, pos) -> None:
        self.hand.hover = self.hand.card_at(pos)

    def _sometimes_shown(self) -> list:
        return super()._sometimes_shown() + [(self.back_in.button, self.back_in_shown())]

    def _more_buttons_event(self, event) -> bool:
        """The "back in" button, on the lot's panel of the seat whose screen is up."""
        return self.back_in_shown() and self.back_in.button.handle_event(event)

    def _focus_moved(self) -> None:
        self.controls.keep_amount_focus(self.focus)

    def _let_hand_go(self) -> None:
        self.hand.focus = None

    def _decision_event(self, event) -> bool:
        """An event while the game waits for the shown seat (decision_events.py)."""
        return decision_event(self, event)

    def skip(self) -> None:
        """Finish the animations now (the scoring overlay still waits for the player)."""
        self.timeline.skipping = True

    # --- hand --------------------------------------------------------------------------------
    def card_asked(self) -> bool:
        """Whether the decision is about a card of the hand, even when none of them can be
        chosen (a double's second card: then a click or the pointer says why not)."""
        return bool(self.legal) and self.shown.phase == DOUBLE_OFFER

    def why_not(self, card) -> str:
        """Why `card` cannot be chosen now: the engine's own words, without applying it; asked
        once per card, shown view and game state (the hand's help and the stand's preview both
        want it at every refresh; the state serves only as the answers' key)."""
        v, state = self.shown, self.match.state
        if self._refusals[0] is not v or self._refusals[1] is not state:
            self._refusals = (v, state, {})
        asked = self._refusals[2]
        if card.id not in asked:
            action = (AddSecondCard(v.seat, card) if v.phase == DOUBLE_OFFER
                      else PlayCard(v.seat, card))
            asked[card.id] = self.match.why_not(action) or ""
        return asked[card.id]

    # --- acting ------------------------------------------------------------------------------
    def submit(self, action) -> None:
        """Apply a human's `action`; a refusal shows the engine's words in place."""
        self.log.mark(len(self.match.actions))      # a take-back returns the log to this
        message = self.match.submit(action)
        if message:
            self.error = message        # the engine's words, in place; the typed amount stays
            if self.amount is not None:
                self.amount.focused = True
                self.amount.select_all = True   # still shown, highlighted: typing replaces it
        else:
            self.error = ""
            self.tip = self.tips.acted(self.ctx, action.seat, self.tip, tip_room.GOAL)
            self.controls.confirm_pending = None
            self.hand.focus = None
            self.built_from.pop("controls", None)

    def _say(self, text: str) -> None:
        self.error = text

    def handover_offers(self, seat: int):
        """`seat`'s moves on the hand-over, made without their screen opening: Pass and "Out
        of this lot" on an open-auction lap (lap_choices.py), the dummy hand's decision and a
        fixed price's Pass (handover_choices.py); None for a decision that needs the screen."""
        return lap_choices(self.ctx, self.match, seat,
                           lambda: self.decided_unseen(seat, lambda: self.submit(Pass(seat))),
                           lambda: self.decided_unseen(seat, partial(step_out, self, seat))) \
            or handover_choices(self.ctx, self.match, seat, lambda action: self.decided_unseen(
                seat, lambda: self.submit(action)))

    # --- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.fade_refusal(dt)
        self.timeline.tick_bubbles(dt)
        self.hand.slide.update(dt)
        advance(self, dt)     # catch_up.py: the beats, the views after them, the computers
        self.refresh()
        self.tip_stood()




    def _offer_tip(self, v: View) -> None:
        """The tip of the moment in front of the seat of view `v`, the goal's first in a first
        game (`tip_room.auction_tip_for`, "Up to"'s among them): one rule wherever a tip may
        come, as the game moves on, back from the Settings and after the goal's "Got it"; one
        new tip a decision (`TipLedger.hold`)."""
        self.tip = self.tips.screen_of(v.seat, self.tip)     # (its own tip, if left on show)
        key = tip_room.auction_tip_for(v, self.tips.seen(self.ctx, v.seat), self.tip,
                                       self.match.hot_seat)
        key = self.tips.hold(self.ctx, v.seat, key, v.seat is not None and v.seat in v.to_act)
        self.tip = self.tips.offer(self.ctx, v.seat, key, self.tip, self.demo, tip_room.GOAL)

    def look_name(self, seat: int | None) -> str:
        """A seat as the table names it now ("You" for the shown seat, not in the demo)."""
        return seat_name(self.shown, self.demo, seat)

    def show(self, v: View, public: View) -> None:
        """Follow the game to `v` (the seat's view) and `public` (the same moment, public)."""
        self._offer_tip(v)
        seat_changed = self.privacy.follow(v, public)
        self.lot_gone = False
        self.invalidate()
        if seat_changed:
            # Another player's screen (or none): nothing of the last one's input stays.
            self.hide_button.label = self.privacy.hide_label()
            self.hide_button.tooltip = self.privacy.hide_tip()
            self.error = ""
            self.controls.confirm_pending = None
            self.hand.focus = None
        self.choose_view()

    def news_lines(self, steps: list, start: int, seat: int | None = None) -> list:
        """The log's lines of `steps[start:]` at a shared screen (game/log_news.py `told_from`),
        each ranked by how much it touches `seat`, the person told; a seat's pass out of the
        lot in the button's word, as the log says it (`News.outs`)."""
        events = [e for step in steps for e in step]
        outs = [e for i, step in enumerate(steps) for e in step
                if isinstance(e, Passed) and self.news.outs.get(i) == e.seat]
        return told_from(events, self.match.config,
                         sum(len(step) for step in steps[:start]), seat, outs)

    def _back_in(self, seat: int) -> None:
        """"Back in this lot": the seat's chips and its next pass say "passes" again."""
        self.timeline.out.discard(seat)
        self.retold.back_in(seat)

    def out_of_lot(self, match, action) -> int | None:
        """The seat out of the lot ("Out of this lot") whose pass `action` was, if it was one."""
        seat = self.passes.stepping
        return seat if seat is not None and action == Pass(seat) else None

    def describe(self, event, config, you: int | None):
        """The log's line for `event`, or None: untold, or only retelling the last lines."""
        return self.retold.line(event, config, you)



    def computers_act(self, frame) -> bool:
        """As any table lets them, once the last lot's sealed bids have stood (sealed_kept.py)."""
        hold_computers(self)
        return super().computers_act(frame)

    def start_beat(self, beat: Beat) -> None:
        """What a beat does as it starts: its sound, then a round's scoring opened, the game
        ended, the lot flown off, or the seat's view shown at once."""
        if beat.sound:
            self.ctx.play(beat.sound)
        if isinstance(beat, RoundScored):
            self.awaiting_scoring = True
            # With several humans the round is scored in public: every screen is down.
            hot = self.match.hot_seat
            self.choose_view()
            self.ctx.stack.open("scoring", beat.round, beat.events,
                                beat.public if hot else beat.after, auto=self.demo,
                                hand_over=self.scoring_hand_over(), menu=self.menu_spots)
        elif isinstance(beat, GameOver):
            note_result(self.ctx, self.match)       # the Records screen's tally (vs computers)
            self.show(beat.after, beat.public)
            self.timeline.pending = None
            self.end_game(LOG_TITLE)
        elif isinstance(beat, LotFlies):
            self.lot_gone = True
            self.last_lot = (self.shown.round, beat.outcome)
            self.timeline.bubbles.clear()   # what the seats said of the lot goes with it
        elif shown_as_it_flies(beat, self.timeline):    # the seat agrees with the card at once
            self.show(*self.timeline.pending)

    def _moment_pressed(self) -> None:
        """The sealed bids held for the press go. Their sale was settled behind them
        (catch_up.py `settle_sale`); what follows it plays whole when the press named nobody
        (a key pressed to skip the reveal skipped it with it), at once when it named the next
        person (`named_after_sale`): their press opens their screen."""
        beat = self.timeline.playing
        if isinstance(beat, SealedReveal):
            beat.pressed = True
            self.timeline.skipping = self.claimed is not None

    # --- drawing (paints only) ---------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, look, layout, tl = self.ctx, self.look, self.layout, self.timeline
        surface.blit(self._static, (0, 0))
        if not self.busy:
            draw_turns(surface, ctx, look, layout, self.time)
        draw_lot(surface, ctx, look, layout, self.lot_info, self.hand.cards, tl.lot_history,
                 self.error if look.turn or self._refused_at is not None else "")
        if self.band() is None:    # (the band under a held moment stands where no hand's words go)
            self.hand.draw(surface, ctx, look, card_choices(look.legal), self._dealing(),
                           bool(look.legal) and look.view.phase == DOUBLE_OFFER)
        if look.turn:
            for w in self.widgets:
                w.draw(surface, ctx)
        if self.tip_panel is not None:
            draw_notch(surface, ctx, self.tip_panel, self.layout.controls)
            tip_room.draw_tip(surface, ctx, self.tip, self.tip_panel, self.tip_button)
        if not self.busy:
            self.focus.draw(surface, ctx, tooltip=pointer_tip(self) is None)
        if self.hide_button_shown():
            self.hide_button.draw(surface, ctx)
        if not look.turn and self.back_in_shown():
            self.back_in.button.draw(surface, ctx)
        if self.take_back.shown():
            self.take_back.button.draw(surface, ctx)
        draw_bubbles(surface, ctx, layout, bubbles_with_bids(tl), look.view,
                     self.take_back.button.rect if self.take_back.shown() else None,
                     marked=() if self.busy else look.waited_for())
        if tl.playing is not None:
            draw_beat(surface, ctx, look, layout, tl.playing)
        draw_footer(surface, ctx, layout.log, self.match.fast_forward, self.mouse)
        draw_save_banner(surface, ctx, self.match, layout.log)      # while autosaves fail
        draw_pointer_tip(surface, self)     # one tooltip at a time, never through an overlay
