"""The card game at the table: the same match controller, privacy screen, hand-over and log as
the auction table, with the card game's rooms (scenes/table/card_layout.py, display.py,
card_controls.py and scenes/card_art.py). It draws only from one seat's `view` (`shown`).

Each applied action becomes a step: its events go to the log in the game's own words
(`GAMES["card"].narrate`), the everyone-plays reveal and a card added at scoring play as beats,
a round's scoring opens its overlay after them (in public in hot-seat, like the auction table),
and the table shows the views after them (card_catch_up.py, frame by frame). Computer seats
wait for the table to catch up, except in everyone plays, which every seat chooses at the same
time.
"""
from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

from game.card.cards import NO_EFFECT, SECOND_FACE_UP
from game.card.state import ADDING, EFFECT, GAME_OVER
from game.cards import artist_name
from game.i18n import _

from .. import ui
from ..banner import draw_save_banner
from ..focus import FocusRing
from ..card_art import CardArt
from . import card_news, card_tip_place, tips as tip_room
from .card_adding import scoring_again
from .card_catch_up import advance, hold_end_again
from .card_help_place import draw_card_help
from .card_hand import BADGE, card_under, covered_face, draw_hand, drawn_at, place_hand
from .card_keys import HandKeys, adding_default, adding_start, arrow_step, ringed
from .card_controls import build_buttons, card_choices, why_not_action
from .card_layout import card_table_layout, hand_rects
from .layout import seating_anchor
from .card_moments import Beat, beat_view, draw_beat
from .card_status import status_lines
from .card_unasked import UnaskedNote, marked
from .tip_ledger import TipLedger
from .card_rows import draw_rows
from .display import controls_top, draw_card_board, draw_centre, no_card_marked
from .drawn import DrawnCards
from .drawn_moment import drawn_by
from .face_down_moment import face_down_by
from .hand_slide import HandSlide
from .hover import card_help, card_pointer_tip
from .keys import KeyLetter
from .log_panel import CARD_LOG_TITLE, GameLog, draw_footer, draw_log, fit_scroll
from .play_ask import PlayAsk
from .privacy import Privacy
from .takeback import TakeBack, forget_card
from .seated import SeatedTable


def _sorted_hand(hand, secret=None) -> list:
    """The hand's cards in the hand's order; the card chosen in secret for everyone plays has
    left it (it stays in the engine's hand until the reveal; the status names it)."""
    return sorted((c for c in hand or () if c != secret),
                  key=lambda c: (c.artist, c.effect, c.id))


class CardTableScene(SeatedTable):
    """Modern Art: The Card Game in play."""

    name = "card_table"

    def __init__(self, ctx, match, demo: bool = False,
                 on_game_over: Callable[[object], None] | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.demo = demo
        self.on_game_over = on_game_over
        self.privacy = Privacy(match.view(match.viewing_seat()), match.public_view())
        #: Every view this table has drawn from (tests check whose they were).
        self.drawn_seats: set = set()
        self.log = GameLog()
        self._set_up_following()
        self._set_up_panels()
        self._set_up_hand()
        self._set_up_tips()
        self._set_up_buttons()
        match.listeners.append(self._on_action)
        self._start_where_the_game_is()

    # --- set up (the steps of __init__) ------------------------------------------------------
    def _set_up_following(self) -> None:
        """What the table walks as it follows the match (card_catch_up.py)."""
        #: (events, the seat's view after them, the public view after them), not yet shown.
        self.steps: deque = deque()
        self.beat: Beat | None = None
        self.pending: tuple | None = None
        #: The log's lines of a move that ends the round, told when its panel shows.
        self.ending: list = []
        #: A round's scoring overlay to open once the beat is played (round, events, view,
        #: the seat's own note), and the round whose overlay is up.
        self.scoring: tuple | None = None
        self.scoring_up: int | None = None
        self.skipping = False
        #: A round's end let go unheld, a computer adding first: (its round, its beat), held
        #: again over the first person's hand-over of that adding step (`_hand_over`).
        self.end_unheld: tuple | None = None
        #: The last move the game made for a person, kept for the status lines.
        self.unasked = UnaskedNote()

    def _set_up_panels(self) -> None:
        """The table's rooms as `refresh` lays them out, and what they were built from."""
        #: The engine's last word to the player (why a card cannot be chosen).
        self.error = ""
        #: The status lines above the decision panel, as `refresh` last found them.
        self.status: list = []
        self.mouse = (0, 0)
        self.layout = None
        self.cart: CardArt | None = None
        self.buttons: list[ui.Button] = []
        self.regions: list[tuple[pygame.Rect, str]] = []
        #: The shown seat's legal options while it is its turn (else empty).
        self.legal: tuple = ()
        #: What each part was last built from ("layout", "controls", "buttons", "tip"): built
        #: again only when that changes.
        self.built_from: dict[str, object] = {}

    def _set_up_hand(self) -> None:
        """The shown seat's hand: its cards as laid out, the pointer's and the keys' card on
        it, and the cards drawn from the deck."""
        self.hand: list = []
        self.hand_pairs: list[tuple] = []
        #: The cards sliding together when cards have left the hand.
        self.hand_slide = HandSlide()
        #: The hand card the arrow keys rest on (Enter chooses it), or None.
        self.hand_focus: int | None = None
        #: The keys have moved in the hand (arrows, Tab) since the mouse was last on it: the
        #: card they rest on is raised and ringed (a ring that meant nothing to a player of
        #: the mouse showed on the first card that might be added at scoring).
        self.hand_keyed = False
        #: A hand card's help worked out once per card and view (`hover.card_pointer_tip`):
        #: (key, why not, what playing it ends, its likely worth).
        self.hover_tip: tuple | None = None
        #: The hand's heading, panel and cards as drawn and hit (`card_hand.place_hand`).
        self.heading, self.hand_placed, self.hand_drawn = pygame.Rect(0, 0, 0, 0), None, []
        #: A card was just played by a click, or a screen above closed: no hand card's help
        #: until the pointer moves.
        self.hand_quiet = False
        #: The cards the player may choose, as stops of the ring (Tab reaches the hand).
        self.hand_keys = HandKeys(self._choose)
        #: The card each seat drew from the deck, marked in its own hand until it moves again.
        self.drawn = DrawnCards()
        #: A card the seat at the screen just drew, shown to it before anything goes on.
        self.drew = None

    def _set_up_tips(self) -> None:
        """The first-game tips: the one on show and who at this screen has met which."""
        #: The first-game tip on show (a key of tips.TIPS), until dismissed or decided.
        self.tip: str | None = None
        self.tips = TipLedger(self.match.notes, self.match.config.seats)
        self.tip_button = tip_room.got_it_button(self.dismiss_tip, self.ctx)
        self.tip_panel: tip_room.TipPanel | None = None

    def _set_up_buttons(self) -> None:
        """The table's own buttons and the ring Tab walks through them."""
        self.take_back = TakeBack(self, forget_card)
        self.ask = PlayAsk(lambda: self.ctx.settings.confirm_bids, self.submit,
                           lambda words: setattr(self, "error", words))
        self.hide_button = ui.Button(_("Hide my screen"), self.toggle_screen, style="quiet",
                                     size=12, tooltip=_("Cover your hand (hold {key} to cover "
                                                        "it for a moment)").format(
                                         key=KeyLetter("hide")))
        self.focus = FocusRing(self.focus_widgets, arrows="none")

    def _start_where_the_game_is(self) -> None:
        """The moves before now: a new game's deal to show, or a loaded game's marks and log
        from its record, in one replay."""
        match = self.match
        if not match.resumed:
            self.steps.append((match.opening_events, self.private, self.privacy.public))
            return
        steps = list(match.replayed())
        self.drawn.replay(steps, match.rules.view)
        # Saved on a round's scoring: its overlay opens again before anything moves.
        self.scoring, self.pending, told = scoring_again(match, steps, self.privacy,
                                                         self.log_lines)
        for line in told:       # (and that the game continues, here or once it closes)
            self.log.add(line)

    # --- what other rooms and tests read -----------------------------------------------------
    @property
    def shown(self):
        """The view drawn now: the seat's, or the public one while the screen is down."""
        return self.privacy.shown

    @property
    def private(self):
        return self.privacy.private

    @property
    def widgets(self) -> list:
        """The decision's buttons (the confirm-moves question's while it asks)."""
        return self.ask.widgets() or list(self.buttons)

    @property
    def busy(self) -> bool:
        """Whether the table is still catching up with the game."""
        return (self.beat is not None or bool(self.steps) or self.pending is not None
                or self.scoring is not None or self.drew is not None)

    def human_turn(self) -> bool:
        return (not self.busy and not self.demo
                and self.match.human_to_act(self.shown.seat))

    def hand_rects(self) -> list:
        """Each shown hand card with its rectangle (left to right)."""
        return list(self.hand_pairs)

    # --- life cycle --------------------------------------------------------------------------
    def _resumed(self) -> None:
        self.choose_view()
        if self.tips_came_back():           # the tip of the decision in front of the player
            self.tips.quiet.clear()         # (every tip again: none waits for a decision)
            self._offer_tip(self.shown, self.human_turn())
        self.refresh()
        self._lay_out_hand()
        place_hand(self)

    # --- the match tells us ------------------------------------------------------------------
    def _queue(self, events, v, public) -> None:
        self.steps.append((events, v, public))

    def skip(self) -> None:
        """Finish the beats now."""
        self.skipping = True

    def _moment_pressed(self) -> None:
        if self.beat is not None:       # the reveal held for the press goes
            self.beat.pressed = True

    def _on_action(self, match, action, events) -> None:
        self.drawn.heard(match, action, events)
        seat = self.private.seat        # a card it drew, or played face down: seen first
        drew = None if self.demo else drawn_by(match, events, seat, lambda s: self.drawn.card(
            match.view(s))) or face_down_by(match, events, seat)
        super()._on_action(match, action, marked(match, action, events))
        if drew is not None:        # its own view stays until the card is seen
            self.drew = drew
            self.show(match.view(drew.seat), match.public_view())

    def _more_buttons_event(self, event) -> bool:
        return self.drew is not None and self.drew.handle_event(event)

    # --- the screen (hot-seat privacy) -------------------------------------------------------
    def choose_view(self) -> None:
        """Draw from the private or the public view, as the screen is up or down."""
        # With several humans a round is scored in public: every screen is down.
        if self.privacy.choose(self.match.hot_seat and self.scoring_up is not None):
            self.built_from.clear()

    def focus_widgets(self) -> list:
        out = []
        if self.human_turn():     # the decision: its hand cards, then its buttons
            out = self.hand_keys.widgets(self.hand_pairs, card_choices(self.legal)) + self.widgets
        if self.tip_shown():
            out.append(self.tip_button)
        if self.hide_button_shown():
            out.append(self.hide_button)
        if self.take_back.shown():
            out.append(self.take_back.button)
        return out

    def tip_shown(self) -> bool:
        """Whether the first-game tip shows (at the seat's decision, not over an animation or
        the engine's words)."""
        if self.tip is None or not self.ctx.settings.show_tips or self.error:
            return False
        if self.tip == "card:adding" and self.watching_adding():
            return True         # beside another seat's card added too, asked or not
        return self.beat is None and self.human_turn()

    def watching_adding(self) -> bool:
        """Whether the shown seat, at its own screen, is at the scoring's adding step (its
        round's scoring not yet up), whether it is asked to add or not."""
        v = self.shown
        return (not self.demo and v.phase == ADDING and v.hand is not None
                and v.seat is not None and self.scoring is None)

    def dismiss_tip(self) -> None:
        """Close the tip on show: no new one before the seat decides, after "How to win" too
        (`TipLedger.closed`: the goal's "Got it" brought the turn's tip at once, the turn's
        the board's no-card mark's, boxes in a row before a first move)."""
        tip, self.tip = self.tip, None
        self.tip_button.rested()        # its help is there again at the next tip
        self.tips.closed(self.shown.seat, tip, self.human_turn())

    def show(self, v, public) -> None:
        """Follow the game to `v` (the seat's view) and `public` (the same moment, public)."""
        if self.privacy.follow(v, public):
            self.hide_button.label = self.privacy.hide_label()
            self.error = ""
            self.hand_focus = None
        self.built_from.clear()
        self.choose_view()

    # --- keeping up with the view and the window ---------------------------------------------
    def refresh(self) -> None:
        """The layout, the decision panel and the hand for the view and window as they are."""
        ctx, v = self.ctx, self.shown
        anchor = seating_anchor(self.private.seat, self.match.hot_seat)
        seating = (ctx.size, anchor, v.players)
        if self.built_from.get("layout") != seating:
            self.built_from["layout"] = seating
            self.built_from.pop("controls", None)
            self.layout = card_table_layout(ctx.size, v.players, anchor)
            self.hide_button.rect = self.layout.hide_button.copy()
            self.take_back.place_under(self.layout.hide_button, ctx.px)
        if self.cart is None or self.cart.art is not ctx.art:
            self.cart = CardArt(ctx.art)
        turn = self.human_turn()
        seen = beat_view(self.beat, v, self.pending)    # a round's end: the hand after it
        decision = (id(v), ctx.size, turn, id(seen))
        if self.built_from.get("controls") != decision:
            self.built_from["controls"] = decision
            self.legal = self.match.legal_for(v.seat) if turn else ()
            self.hand = _sorted_hand(seen.hand, seen.my_secret)
            self._lay_out_hand()
            if self.hand_focus is not None and self.hand_focus >= len(self.hand_pairs):
                self.hand_focus = None
            if turn and v.phase == ADDING:      # Enter adds the first card that may be added
                self.hand_focus = adding_start(v, self.hand_pairs, card_choices(self.legal))
            self._offer_tip(v, turn)
        # The buttons go under the status lines, lower when these run long (an engine's
        # reason under a long prompt), never over them.
        self.status = self._status_lines()
        top = card_tip_place.buttons_top(self, decision,
                                         controls_top(ctx, self.layout, self.status))
        if self.built_from.get("buttons") != (decision, top):
            self.built_from["buttons"] = (decision, top)
            area = self.layout.controls
            self.buttons = build_buttons(self.legal, v.config.theme,
                                         area.move(0, top - area.y), ctx.px, self.submit,
                                         ctx.text.shown)
            self.ask.place(area.x, top, ctx.px)
        card_tip_place.arrange(self, top)
        place_hand(self)        # where the hand's cards are drawn and hit, before any frame

    def _offer_tip(self, v, turn: bool) -> None:
        """The tip of the decision in front of the seat of view `v` (`turn`: it is asked)."""
        marked = (turn or v.phase == ADDING) and no_card_marked(v, self.hints())
        showing = self.tip if self.tips.owner == v.seat else None
        key = tip_room.card_tip_for(v, turn, self.tips.seen(self.ctx, v.seat), marked, showing)
        key = self.tips.hold(self.ctx, v.seat, key, turn)   # one new tip a decision
        if v.phase == ADDING and turn:
            self.tips.asked_to_add.add((v.seat, v.round))
        elif v.phase == ADDING and (v.seat, v.round) in self.tips.asked_to_add:
            key = ""        # its own adding decided, the tip goes with it (as every tip does)
        self.tip = self.tips.offer(self.ctx, v.seat, key, self.tip, self.demo,
                                   tip_room.CARD_GOAL)

    def _hand_over(self, seat: int) -> None:
        """The screen to `seat`; the first person of an adding step whose round's end was
        let go for the computers to add first has it from the band under that round's end,
        held again now (card_catch_up.py `hold_end_again`): one press."""
        if not hold_end_again(self, seat):
            super()._hand_over(seat)

    def handover_note(self, seat: int | None) -> str:
        """On the hand-over at the adding step, to a person who has not met its tip (it comes
        on their screen after the press): what adding is (`tips.ADDING_NOTE`)."""
        if seat is None or self.demo or not self.ctx.settings.show_tips \
                or self.match.public_view().phase != ADDING \
                or "card:adding" in self.tips.seen(self.ctx, seat):
            return ""
        return tip_room.ADDING_NOTE

    def tip_effect(self) -> str | None:
        """The effect of the hand's cards the tip on show is about (on a turn to play)."""
        return tip_room.effect_in_hand(self.tip, self.shown) if self.tip_shown() else None

    def _lay_out_hand(self) -> None:
        """Place the hand's cards: a card chosen has left it, and the others close up at once,
        sliding together (hand_slide.py)."""
        self.hand_pairs = self.hand_slide.lay_out(
            self.hand, self.hand_pairs, hand_rects(self.layout.hand, len(self.hand), self.ctx.px),
            self.ctx.settings.animation_scale)

    def drawn_pairs(self) -> list:
        """Each hand card with where it is drawn now (sliding to its place as the hand closes
        up)."""
        return [(c, self.hand_slide.at(c.id, rect)) for c, rect in self.hand_pairs]

    def card_at(self, pos):
        """The hand card seen under `pos` (`card_hand.card_under`): a click while the cards
        slide goes to the card it was seen on."""
        return (card_under(self, pos) or (None,))[0]

    def helped_card(self, pointing: bool = True):
        """The hand card the help is about, with its rectangle: the one under the pointer
        (none while a card just played by a click leaves it quiet, nor unless `pointing`),
        else the one the arrow keys rest on unless the pointer moved since; None if neither."""
        under = card_under(self, self.mouse) if pointing and not self.hand_quiet else None
        if under is not None:
            return under
        if self.hand_focus is not None and self.hand_focus < len(self.hand_pairs) \
                and not self.focus.pointed:
            card, rect = self.hand_pairs[self.hand_focus]
            return card, drawn_at(self, card, rect)
        return None

    # --- events ------------------------------------------------------------------------------
    def _pointer_moved(self, pos) -> None:
        if self.card_at(pos) is not None:
            self.hand_keyed = False         # the mouse on the hand: no keyboard's ring

    def _decision_event(self, event) -> bool:
        """An event while the game waits for the shown seat: its buttons, then the hand."""
        if ui.widgets_event(self.widgets, event):
            return True
        pressed = adding_default(self.shown, event, self.hand_focus, tuple(self.legal),
                                 self.buttons)
        if pressed is not None:     # Enter or Space at scoring: the card, else Done
            what, which = pressed
            if what == "card":
                self._choose(self.hand_pairs[which % len(self.hand_pairs)][0])
            else:
                which.click()
            return True
        return self._hand_event(event) or self._hand_key(event)

    def _let_hand_go(self) -> None:
        self.hand_focus = ringed(self.focus, self.hand_pairs)   # a card ringed: the arrows' too
        self.hand_keyed = self.hand_keyed or self.hand_focus is not None

    def _hand_key(self, event) -> bool:
        """Left and Right walk the hand (`arrow_step`), Enter chooses the card they rest on."""
        if event.type != pygame.KEYDOWN or not self.hand_pairs:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.hand_focus = arrow_step(self.shown, self.hand_pairs, card_choices(self.legal),
                                         self.hand_focus, -1 if event.key == pygame.K_LEFT else 1)
            self.focus.pointed = False      # the keys lead: this card's help, not the hover's
            self.hand_keyed = True
            if self.hand_focus is not None:
                self.hand_keys.ring_on(self.focus, self.hand_pairs[self.hand_focus][0])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hand_focus is not None:
            self._choose(self.hand_pairs[self.hand_focus % len(self.hand_pairs)][0])
            return True
        return False

    def _hand_event(self, event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        card = self.card_at(event.pos)
        if card is None:
            return False
        before = len(self.match.actions)
        self._choose(card)
        # Played: the card sliding under the still pointer keeps its help until it moves.
        self.hand_quiet = len(self.match.actions) > before
        return True

    def _choose(self, card) -> None:
        """A hand card asked for: the engine's option for it, or its words why not."""
        choices = card_choices(self.legal)
        if card.id in choices:
            self.ask.choose(choices[card.id], self.shown.config.theme)
            if self.ask.pending is not None:        # raised and ringed while it asks
                self.hand_focus = [c.id for c, _r in self.hand_pairs].index(card.id)
                self.hand_keyed = True
        else:
            self.refuse_card(card)

    def why_not(self, card) -> str:
        """Why `card` cannot be chosen now: the engine's own words, nothing applied."""
        return self.match.why_not(why_not_action(self.shown, card)) or ""

    def submit(self, action) -> None:
        """Apply a human's `action`; a refusal shows the engine's words in place."""
        self.log.mark(len(self.match.actions))      # a take-back returns the log to this
        message = self.match.submit(action)
        self.error = message or ""
        if not message:
            self.unasked.decided()
            self.tip = self.tips.acted(self.ctx, action.seat, self.tip, tip_room.CARD_GOAL)
            self.hand_focus = None
            self.built_from.pop("controls", None)

    # --- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.fade_refusal(dt)
        self.hand_slide.update(dt)
        advance(self, dt)     # card_catch_up.py: the beats, the views after them, the computers
        self.refresh()
        self.tip_stood()

    def news_lines(self, steps: list, start: int, seat: int | None = None) -> list:
        """The hand-over's lines of `steps[start:]` for `seat` (card_news.py), ranked."""
        return card_news.news_lines(self.match.rules.narrate, steps, start, self.match.config,
                                    seat)

    def log_lines(self, events, config) -> list[tuple[str, object]]:
        """The log's lines for `events`, as the table tells them (card_news.py)."""
        return card_news.log_lines(self.match.rules.narrate, events, config)

    # --- drawing (paints only) ---------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, v, layout, cart = self.ctx, self.shown, self.layout, self.cart
        self.drawn_seats.add(v.seat)
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        regions: list[tuple[pygame.Rect, str]] = []
        seen = beat_view(self.beat, v, self.pending)    # a round's end: the cards that ended it
        draw_card_board(surface, ctx, cart, seen, layout.board, regions, self.hints())
        draw_centre(surface, ctx, cart, v, layout, self.status, regions,
                    card_tip_place.folded(self))
        draw_rows(surface, ctx, cart, seen, layout, regions)
        self.log.scroll = fit_scroll(ctx, self.log, layout.log)
        draw_log(surface, ctx, self.log, layout.log, title=CARD_LOG_TITLE)
        draw_hand(self, surface)
        if self.drew is not None and v.hand is not None:
            self.drew.draw(surface, ctx, cart, layout, self.hand_pairs,
                           controls_top(ctx, layout, self.status))
        turn = self.human_turn()
        if turn:
            for w in self.widgets:
                w.draw(surface, ctx)
        if self.tip_panel is not None and self.tip_shown():
            effect = tip_room.icon_effect(self.tip)
            icon = cart.icon(effect, ctx.px(tip_room.ICON)) if effect else None
            tip_room.draw_tip(surface, ctx, self.tip, self.tip_panel, self.tip_button, icon)
        if turn:
            self.focus.draw(surface, ctx)
        if self.hide_button_shown():
            self.hide_button.draw(surface, ctx)
        if self.take_back.shown():
            self.take_back.button.draw(surface, ctx)
        if self.beat is not None:
            draw_beat(surface, ctx, cart, layout, self.beat)
        draw_footer(surface, ctx, layout.log, self.match.fast_forward, self.mouse)
        draw_save_banner(surface, ctx, self.match, layout.log)    # while saves fail
        self.regions = regions
        # One tooltip, never through a screen opened over the table, never over its card;
        # a card the arrow keys rest on has it by the card, not at a pointer resting elsewhere.
        tip, over = card_help(self, turn) if ctx.stack.top is self else (None, None)
        if tip:
            draw_card_help(self, surface, seen, tip, over, turn)

    def hints(self) -> bool:
        """Value hints on the board: the setting, while a round is on; on the public view too
        (the hand-over, the screen down), whose figures read no seat's face-down card."""
        return (self.ctx.settings.value_hints and not self.demo
                and self.shown.phase != GAME_OVER)

    def _status_lines(self) -> list:
        return status_lines(self)

    def only_words(self) -> bool:
        """This seat is asked to add at scoring, or whether to play a second card face up, and
        no card of its hand is a legal choice (at one screen every holder is asked): every
        card is veiled, as the ones it may not choose are when some may be chosen."""
        v = self.shown
        return self.human_turn() and (v.phase == ADDING or v.phase == EFFECT
                                      and v.effect == SECOND_FACE_UP)

    def hand_face(self, card, w: int, strip: int) -> pygame.Surface:
        """A hand card's face, `strip` pixels of it showing (0: not covered): its artist down
        its left edge and its effect's badge in its foot's left corner, on every card of the
        hand alike (`covered_face`: the card's own badge, top right, is covered on all but
        one card)."""
        name = artist_name(card.artist, self.shown.config.theme)
        key = ("card-edge-plain", card.id, w, strip, id(self.cart), name)
        face = self.ctx.surfaces.get(key)
        if face is None:
            badge = None if card.effect == NO_EFFECT else self.cart.icon(card.effect,
                                                                         self.ctx.px(BADGE))
            face = self.ctx.surfaces[key] = covered_face(self.ctx, self.cart, card, w, name,
                                                         badge, strip or None)
        return face

    def pointer_tip(self, turn: bool) -> str | None:
        """The one help text under the pointer now (`hover.card_pointer_tip`)."""
        return card_pointer_tip(self, turn)
