"""What both games' tables do alike: follow the match's actions, the privacy screen the player
covers and uncovers, the hand-over between hot-seat players, the order in which the table hears
an event, and the table's own keys.

A table subclasses `SeatedTable` and provides `privacy`, `hide_button`, `tip_button`,
`take_back`, `focus`, `ask` (play_ask.py), `legal`, `demo`, `match`, `on_game_over`, `log`,
`busy`, `tip_shown()`, `_queue(events, view, public)`, `show(view, public)`, `choose_view()`,
`skip()`, `refresh()`, `_resumed()`, `_pointer_moved(pos)` and `_decision_event(event)`.
"""
from __future__ import annotations

import pygame

from ..stack import Scene
from .keys import table_keys
from .log_panel import fast_forward_spot, help_spots, menu_button_rect, menu_spot, newer_spot
from .news import News
from .privacy import handover_due, moment_of


class FrameTime:
    """One frame's time at the table, spent once: by the first thing that runs in the frame
    (a drawn card's moment, a beat, the computers' wait), none of it by what follows in the
    same frame. When the computers' wait counted the time a beat or another computer move had
    already spent, a move came a frame early, or several in one frame, one never drawn."""

    def __init__(self, dt: float) -> None:
        self.left = dt

    def spend(self) -> float:
        """The frame's time not yet spent (all of it the first time, then none)."""
        left, self.left = self.left, 0.0
        return left


def reading_seconds(words: str) -> float:
    """How long a card's refusal stays before it fades: long enough to read it twice at an
    unhurried pace (a wide character, as Chinese writes, holds about as much as three
    letters), never less than four seconds."""
    weight = sum(3 if ord(ch) >= 0x2E80 else 1 for ch in str(words))
    return max(4.0, 2.0 + weight / 14)


class SeatedTable(Scene):
    """The seat-and-screen behaviour shared by the auction table and the card table."""

    #: The design height of the row of the person's own moves the hand-over may offer
    #: (`handover_offers`; 0: none): the take-back stands under the row's place on every
    #: hand-over (scenes/handover.py).
    HANDOVER_ROW = 0

    #: The table's ring follows the turn (its amount box, its hand), not the pause menu's close.
    ring_comes_back = False
    #: The seat a press on a moment everyone watched named (`pressed_on`): its screen opens
    #: once the table has caught up, with no other hand-over.
    claimed: int | None = None
    #: The steps the table has shown and how far each person has seen them (news.py): the
    #: hand-over tells each person what they have not seen.
    _news: News | None = None
    #: The character of the last key press a shortcut took (`_note_shortcut`), whose TEXTINPUT
    #: no one hears.
    _shortcut_char: str | None = None

    @property
    def at_rest(self) -> bool:
        """Waiting for a human's decision with every animation played: nothing moves."""
        return self.human_turn()

    @property
    def regions(self) -> list[tuple[pygame.Rect, str]]:
        """The hover help of what the table draws, (rect, text) topmost first: the log's own
        buttons' (its Menu button, the footer's "Esc menu" and "F fast-forward") before what
        the table's painters laid out (`regions = ...`)."""
        layout = getattr(self, "layout", None)
        own = help_spots(self.ctx, layout.log) if layout is not None else []
        return own + self._regions

    @regions.setter
    def regions(self, regions: list[tuple[pygame.Rect, str]]) -> None:
        self._regions = regions

    # --- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.ctx.art = self.ctx.art_for(self.shown.config.theme)
        _ = self.news       # a loaded game: who had the screen, before any hand-over is due
        self.refresh()

    def pause(self) -> None:
        # The tips as another screen opens over the table (`tips_came_back`).
        self.tips_left = (self.ctx.settings.show_tips, self.ctx.settings.tips_known)

    def tip_stood(self) -> None:
        """The tip on show is met by the person whose screen it stands on, at the frame's
        update, after its events (`TipLedger.met`): a tip laid out by a press and gone with
        a move made in the same frame was never seen (a quick hand-over press and a sealed
        bid counted "How to win" as met by a person it never showed to)."""
        if getattr(self, "tip_panel", None) is not None and self.tip_shown():
            self.tips.met(self.ctx, self.shown.seat, self.tip)

    def tips_came_back(self) -> bool:
        """Whether the first-time tips were switched on again, or the ones seen forgotten
        ("Show them again"), while another screen was over the table: the decision in front
        of the player then brings its tip at once (it came only from the next one on)."""
        on, seen = getattr(self, "tips_left", (True, set()))
        now = self.ctx.settings
        return now.show_tips and not (on and seen <= now.tips_known)

    def resume(self) -> None:
        # H may have been let go while another scene had the keyboard, and the pointer moved.
        self.privacy.holding_key = False
        self.mouse = self.ctx.stack.pointer or self.mouse
        # The click that closed it left the pointer over a card it never chose: no help yet.
        self.hand_quiet = True
        self.ctx.art = self.ctx.art_for(self.shown.config.theme)
        self._resumed()

    def _resumed(self) -> None:
        """What one game's table does when the scene above it closes."""

    def end_game(self, log_title: str) -> None:
        """The match is over: the game-over screen with the table's log, or the caller's own
        `on_game_over` (a test's, the demo's)."""
        if self.on_game_over is not None:
            self.on_game_over(self.match)
        else:
            self.ctx.stack.replace(self.ctx.stack.make("gameover", self.match, demo=self.demo,
                                                       log=self.log, log_title=log_title))

    def exit(self) -> None:
        if self._on_action in self.match.listeners:
            self.match.listeners.remove(self._on_action)

    def resize(self, size) -> None:
        self.refresh()

    @property
    def news(self) -> News:
        """What each person has seen of the table (news.py)."""
        if self._news is None:
            self._news = News(self.match.notes)
            if self.match.resumed:      # the moves before the save, as each person saw them
                self._news.loaded(self._loaded_steps(), self.match.humans)
                if self._news.seated is not None and self.match.seated is None:
                    # The one who had the screen has it back after a press, as without the
                    # save (its band, or the hand-overs round the table from them): whoever
                    # sits there now, nothing private opens before it.
                    self.match.take_seat(self._news.seated, looked_on=True)
        return self._news

    def _loaded_steps(self) -> list:
        """A loaded game's moves before the load, replayed from its record: each one's events,
        the moment it showed the whole table (or None) and its mover (`News.loaded`)."""
        replayed = list(self.match.replayed())[1:self.match.loaded_moves + 1]
        return [(state.events, moment_of(state.events, getattr(state, "round", 0)),
                 getattr(action, "seat", None)) for action, state in replayed]

    def news_lines(self, steps: list, start: int, outs=(), seat: int | None = None) -> list:
        """The log's lines of `steps[start:]` (each step an action's events; `outs`, each
        step's seat out of the lot whose pass it was, or None) at a screen several people
        share, oldest first: one game's table tells them (none here)."""
        return []

    def out_of_lot(self, match, action) -> int | None:
        """The seat out of the lot ("Out of this lot") whose pass `action` was, if it was one
        (the auction's table knows; none here)."""
        return None

    # --- the match tells us ------------------------------------------------------------------
    def _on_action(self, match, action, events) -> None:
        # A move made: the next decision starts with the ring down (in its place), so its Enter
        # is the decision's own (the bid, the card) and not "Hide my screen" ringed long ago,
        # whose help also covered the hand; in hot-seat the next player never placed it.
        self.focus.shown = False
        moment = moment_of(events, match.public_view().round)
        self.news.heard(events, moment, getattr(action, "seat", None), match.seated,
                        self.out_of_lot(match, action))
        # What a hand-over says was seen is the latest such moment (`News.watched`).
        if moment is not None and moment.frees and match.hot_seat:
            if match.seated is not None:    # the hand-over back to them says so
                self.news.leave(match.seated)
            match.leave_seat()  # everyone looked: the next screen opens after a hand-over
        seat = match.viewing_seat()
        self._queue(events, match.view(seat), match.public_view())
        if match.hot_seat and self.private.seat is not None and seat != self.private.seat:
            # The decision is made and the screen passes on: it goes down at once, before the
            # action's animation plays (the public view of the moment before the action).
            before = match.view_before(None)
            self.show(before, before)

    # --- screens (hot-seat privacy) ----------------------------------------------------------
    def toggle_screen(self) -> None:
        """The "hide my screen" button: cover or uncover the hand (and money)."""
        self.privacy.covered = not self.privacy.covered
        self.hide_button.label = self.privacy.hide_label()
        self.hide_button.tooltip = self.privacy.hide_tip()     # its help follows its words
        self.choose_view()
        self.refresh()

    def open_pause(self) -> None:
        """Esc: the pause menu over the table. With several people at the screen anyone may
        look at the menu: the seat's screen goes down under it, as "Hide my screen" puts it,
        and stays down when the game resumes until its player shows it again (no hand-over:
        nothing private showed meanwhile). With one person at the screen it stays as it was."""
        if self.match.hot_seat and self.private.seat is not None and not self.privacy.covered:
            self.toggle_screen()
        self.ctx.stack.open("pause")

    def menu_spots(self) -> list[pygame.Rect]:
        """Where the table's Menu is: the log's Menu button and its footer's "Esc menu"."""
        return [menu_button_rect(self.ctx, self.layout.log), menu_spot(self.ctx, self.layout.log)]

    def hide_button_shown(self) -> bool:
        """Whether the privacy screen's button shows: a private seat shown, no hand-over due."""
        return not self.demo and self.private.seat is not None and self.privacy.handover is None

    def computers_act(self, frame: FrameTime) -> bool:
        """The table has caught up: a hand-over if one is due, else computer seats act unless
        they wait for the shown human (`Match.computers_wait_for`), their wait counting what
        is left of the `frame`'s time (each move is then drawn a frame before the next). True
        if something happened that the table must show."""
        claimed, self.claimed = self.claimed, None
        due = handover_due(self.match, self.demo, self.privacy.handover is not None)
        if claimed is not None and claimed == due:
            self._taken(claimed)    # named by the press that ended a watched moment
            return False
        if due is not None:
            self._hand_over(due)
            return False
        if self.demo or not self.match.computers_wait_for(self.private.seat):
            return self.match.update(frame.spend())
        return False

    def _hand_over(self, seat: int) -> None:
        """Cover the table and pass the screen to `seat` (hot-seat); back to the one seated,
        after computers moved on the public screen (`Match.looked_on`), the band at the foot:
        one press, the table left in view."""
        back = seat == self.match.seated
        again = back or seat == self.news.left_by
        since, news = self.news.since(seat, self.news_lines)
        self.privacy.handover = self.ctx.stack.make(
            "handover", self.match.public_view(), seat, self._taken, again=again,
            seen=self.news.watched(), over=back, note=self.handover_note(seat),
            offers=self.handover_offers(seat), since=since, news=news,
            take_back=self.take_back.for_handover(), row_slot=self.HANDOVER_ROW)
        self.choose_view()
        self.ctx.stack.push(self.privacy.handover)

    def handover_note(self, seat: int | None) -> str:
        """One game's plain line on the hand-over to `seat`, saying what it is asked before
        the press ("" here)."""
        return ""

    def handover_offers(self, seat: int):
        """One game's public moves the hand-over to `seat` offers, made without their screen
        (the auction's open lap: scenes/table/lap_choices.py), or None (here)."""
        return None

    def decided_unseen(self, seat: int, move) -> None:
        """`seat` made a public move from their hand-over (`handover_offers`): they sit at the
        screen, but their screen never opened, so nothing private of theirs is drawn, and
        everyone may have watched, so their next private view waits for a press
        (`Match.take_seat`'s `looked_on`). `move()` makes the move on the table."""
        if seat != self.match.seated:
            self.news.let_go()
        self.news.sat(seat)
        self.match.take_seat(seat, looked_on=True)
        self.privacy.handover = None
        move()
        self.choose_view()
        self.refresh()

    def next_at_screen(self) -> int | None:
        """The person a press on a moment everyone watched hands the screen to (hot-seat):
        the human the game waits for next, if it waits for one now; else None (a computer
        plays first, the game is over; never in the demo or with one person)."""
        if self.demo or not self.match.hot_seat:
            return None
        return self.match.handover_due()

    def scoring_hand_over(self):
        """What a round's scoring window is given at a shared screen when a person decides
        right after it (`next_at_screen`): the band that names them goes under it once the
        scoring has shown, and its press closes the window too; else None."""
        seat = self.next_at_screen()
        if seat is None:
            return None
        return lambda window: self.hold_for_press(seat, window)

    def hold_for_press(self, seat: int | None, window=None) -> None:
        """A moment everyone watched stays until a press (hot-seat): on the table, or in the
        round's scoring `window`. The band under it (scenes/handover.py, `over`) names `seat`,
        whose screen its one press opens, or only goes on (None)."""
        again = seat is not None and seat == self.news.left_by
        # The person's own public moves (the dummy hand's decision after the sealed bids of
        # its lot), made there: the moment goes first, as the band's own press lets it go.
        offers = self.handover_offers(seat) if seat is not None and window is None else None
        if offers is not None:
            offers.first(lambda: self.pressed_on(None))
        since, news = self.news.since(seat, self.news_lines) if seat is not None else (None, ())
        self.privacy.handover = self.ctx.stack.make(
            "handover", self.match.public_view(), seat,
            lambda named: self.pressed_on(named, window), again=again,
            seen=self.news.watched(), over=True, note=self.handover_note(seat),
            offers=offers, since=since, news=news, log_covered=self.log_covered(window))
        self.choose_view()
        self.ctx.stack.push(self.privacy.handover)

    def log_covered(self, window) -> bool:
        """Whether the log is out of sight while a moment is held for a press: under the
        round's scoring `window`, or under the card table's moment (`beat`: a round's end,
        the reveal, a card added), which stands on a panel over the log's column
        (card_round_end.beside_room). The band then points to the log as it will be."""
        return window is not None or getattr(self, "beat", None) is not None

    def pressed_on(self, seat: int | None, window=None) -> None:
        """The band's press that ends a moment everyone watched: the moment goes (the scoring
        `window` closes), and `seat`, if named, has the screen once the table has caught up
        (`computers_act`) with no other hand-over; until then only the public view shows."""
        self.privacy.handover = None
        self.claimed = seat
        if window is not None and self.ctx.stack.top is window:
            window.hand_over = None         # (its own close now closes it)
            window.close()
        self._moment_pressed()
        self.choose_view()

    def _moment_pressed(self) -> None:
        """One game's table lets go of the moment it held (`hold_for_press`)."""

    def _taken(self, seat: int) -> None:
        """`seat` confirmed the hand-over: their screen opens. The moment the table watched
        stays news for the next person's hand-over when the screen only came back to the one
        seated (`_hand_over`'s band). Another person's log starts at its newest lines, not
        where the last one left it scrolled back."""
        if seat != self.match.seated:
            self.news.let_go()
            self.log.to_newest()
        self.news.sat(seat)
        self.match.take_seat(seat)
        self.privacy.handover = None
        self.privacy.pointer_left = True
        if not self.busy:
            self.show(self.match.view(self.match.viewing_seat()), self.match.public_view())
        self.choose_view()
        self.refresh()

    # --- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.refresh()
        if self._typed_by_shortcut(event):
            consumed = True
        else:
            consumed = self._route(event)
            self._note_shortcut(event, consumed)
        self.refresh()
        return consumed

    def _note_shortcut(self, event, consumed: bool) -> None:
        """A key press something took that the amount box would not type (F fast-forwards, P
        passes): its character, which its TEXTINPUT brings next, is the shortcut's, not typing
        (the box took it too and said "Type the amount in digits (0–9)" beside fast-forward)."""
        if event.type == pygame.KEYDOWN:
            ch = getattr(event, "unicode", "")
            self._shortcut_char = ch if consumed and ch and not ch.isdigit() else None

    def _typed_by_shortcut(self, event) -> bool:
        """The TEXTINPUT of a key press taken as a shortcut (`_note_shortcut`): heard by
        nobody. Another text (an input method's) is typing as ever."""
        if event.type == pygame.KEYUP:
            self._shortcut_char = None
        if event.type != pygame.TEXTINPUT:
            return False
        ch, self._shortcut_char = self._shortcut_char, None
        return ch is not None and event.text == ch

    def _route(self, event: pygame.event.Event) -> bool:
        """An event, in the order the table hears it: the pointer, H let go, the table's own
        buttons, the keyboard focus, the table's keys, then the decision of the shown seat."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hand_quiet = self.privacy.pointer_left = False
            self.focus.pointed = True       # (also while busy, when the ring hears nothing)
            self._pointer_moved(event.pos)
            # A button hidden now hears nothing below: it must not come back lit by a pointer
            # that has since left it.
            for button, shown in self._sometimes_shown():
                if not shown:
                    button.rested()
        if self._asking(event) or self._let_go_of_h(event) or self._buttons_event(event):
            return True
        if not self.busy and self.focus.handle_event(event):
            # The ring on a button: the card the arrows raised goes down, so the stand no
            # longer says Enter plays it while Enter presses the button.
            self._let_hand_go()
            self._focus_moved()
            return True
        table = self._table_event(event)
        if table is not None:
            return table
        if not self.human_turn():
            return self.refused_card(event)
        if not self._decision_event(event):
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # The arrows walk the hand: the ring steps aside and Enter chooses the card again
            # (it pressed "Hide my screen" under "Press Enter to auction it").
            self.focus.shown = False
        return True

    def refused_card(self, event) -> bool:
        """A click on a hand card while the game waits for someone else: the engine's words
        why it cannot be played now ("It is not your turn: the game waits for Emil to bid"),
        as a click on a card the player may not choose says them on their own turn. The words
        go as soon as the game moves on (`error`): they would be stale."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.demo \
                or self.shown.seat is None or self.busy:
            return False
        card = self.card_at(event.pos)
        if card is None:
            return False
        self.refuse_card(card)
        self._refused_at = self.shown
        return True

    def refuse_card(self, card) -> None:
        """A hand card clicked that cannot be chosen now: the engine's words why not, in the
        place of the first-time tip on show, fade once read (`reading_seconds`) and the tip
        is there again (it stayed away until a later decision of its kind; the hand's help
        still says why not on hover)."""
        self.error = self.why_not(card)
        self._fades_in = reading_seconds(self._error) if self._error else None

    def fade_refusal(self, dt: float) -> None:
        """Let `dt` seconds pass for a card's refusal on show: gone once read."""
        left = getattr(self, "_fades_in", None)
        if left is not None:
            self._fades_in = left - dt
            if self._fades_in <= 0:
                self.error = ""

    def card_at(self, pos):
        """The shown hand's card under `pos` (the topmost of the fan), or None."""
        return next((c for c, r in reversed(self.hand_rects()) if r.collidepoint(pos)), None)

    @property
    def error(self) -> str:
        """The engine's last word to the player (an illegal move), or a prompt. A card's
        refusal told while others decide (`refused_card`) holds only while the view it was
        told in is shown."""
        told_in = getattr(self, "_refused_at", None)
        return "" if told_in is not None and told_in is not self.shown \
            else getattr(self, "_error", "")

    @error.setter
    def error(self, words: str) -> None:
        self._error, self._refused_at, self._fades_in = words, None, None

    def _asking(self, event) -> bool:
        """The confirm-moves setting's question (`ask`, play_ask.py) hears the event first
        while it stands: Enter and Esc are its own, not the ring's nor the pause menu's."""
        self.ask.keep(self.legal if self.human_turn() else ())
        return self.ask.event(event)

    def _sometimes_shown(self) -> list:
        """The table's buttons that come and go, each with whether it is on show now."""
        return [(self.hide_button, self.hide_button_shown()),
                (self.tip_button, self.tip_shown()),
                (self.take_back.button, self.take_back.shown())]

    def own_keys(self) -> dict[str, tuple[int, str]]:
        """The table's own keys in the player's language (keys.py: "hide", "fast", "tip"), as
        (pygame key, letter): looked up as a key is heard, so a language chosen mid-game in the
        settings answers at once."""
        return table_keys(self.ctx.text.shown)

    def _buttons_event(self, event) -> bool:
        """The table's own buttons, topmost first: "Hide my screen", the tip's "Got it", one
        game's own (`_more_buttons_event`), "Take back"."""
        if self.hide_button_shown() and self.hide_button.handle_event(event):
            return True
        if self.tip_shown() and self.tip_button.handle_event(event):
            return True
        return self._more_buttons_event(event) or self.take_back.handle_event(event)

    def _more_buttons_event(self, event) -> bool:
        """Buttons one game's table has beside the shared ones; none here."""
        return False

    def _focus_moved(self) -> None:
        """The keyboard focus took the event; one game's table may follow it."""

    def _let_hand_go(self) -> None:
        """Forget the hand card the arrow keys rest on (one game's table keeps it)."""

    def _let_go_of_h(self, event) -> bool:
        """The hide key (H in English) let go after holding it: the screen opens again."""
        if event.type == pygame.KEYUP and self.privacy.holding_key \
                and event.key == self.own_keys()["hide"][0]:
            self.privacy.holding_key = False
            self.choose_view()
            return True
        return False

    # --- the table's own keys ----------------------------------------------------------------
    def _table_event(self, event) -> bool | None:
        """The table's keys, the log's wheel and, while the table catches up, a click that
        skips the animation (other input waits). None: the event is left to the decision."""
        if event.type == pygame.KEYDOWN and self._table_key(event.key):
            return True
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.mouse):
            self.log.wheel(event.y)
            return True
        newer = newer_spot(self.ctx, self.log, self.layout.log)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and newer is not None and newer.collidepoint(event.pos):
            self.log.to_newest()                # the log's "↓ new lines": its newest line
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and fast_forward_spot(self.ctx, self.layout.log).collidepoint(event.pos):
            self.toggle_fast_forward()          # the footer's "F fast-forward", for the mouse
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and any(spot.collidepoint(event.pos) for spot in self.menu_spots()):
            self.open_pause()           # the log's Menu button, or the footer's "Esc menu"
            return True
        if self.busy and not self.demo:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.skip()
                return True
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
        return None

    def _table_key(self, key: int) -> bool:
        """The table's own keys: H held covers the screen, Esc pauses, F fast-forwards,
        Space skips the animation, End takes the log scrolled back to its newest line (H and F
        are English's letters: each language names its own, `own_keys`)."""
        own = self.own_keys()
        if key == own["hide"][0]:
            self.privacy.holding_key = True
            self.choose_view()
            return True
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if key == own["fast"][0]:
            self.toggle_fast_forward()
            return True
        if key == pygame.K_SPACE and self.busy:
            self.skip()
            return True
        field = getattr(self, "amount", None)       # End in a typed amount is the field's
        if key == pygame.K_END and self.log.scroll and not (field is not None and field.focused):
            self.log.to_newest()
            return True
        return False

    def toggle_fast_forward(self) -> None:
        """F: computer seats act at once and animations run quickly (press again to stop)."""
        self.match.fast_forward = not self.match.fast_forward
        if self.match.fast_forward:
            self.match.wait = 0.0
