"""The decision panel: one panel per kind of decision, built from the seat's legal options.

Amounts come with their limits from the engine's AmountRange; buttons exist only for options
the engine offers (a "Buy" it does not offer is shown disabled). What the player asks for goes
to one callback; the scene submits it to the match, and the engine says why not.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game import AddSecondCard, Bid, Buy, DeclineSecondCard, Pass, PlayCard, RevealDummy
from game.events import TakenFree
from game.i18n import _, p_
from game.text import whole_number
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, SEALED_BIDDING, SET_PRICE, View)

from .. import ui
from ..focus import FocusRing
from .keys import group_keys, keyed
from .pass_outcome import out_tip, pass_tip
from .status import amount_range

#: A decision's button height, and how far above its area's bottom the amount row starts
#: (two rows and a gap; design pixels). The first-game tip stays above it.
ROW_H = 38
AMOUNT_ROW_UP = 2 * ROW_H + 10
#: "Back in this lot (O)" / "Stop bidding for me (O)"'s width (design pixels): the longest, in
#: German, with its key at the button's size.
BACK_IN_W = 204


class Controls:
    """The widgets of the decision on show and the amount being chosen."""

    def __init__(self, submit: Callable[[object], None], say: Callable[[str], None],
                 confirm_bids: Callable[[], bool],
                 step_out: Callable[[int], None] | None = None,
                 up_to: Callable[[int, int], None] | None = None,
                 why_not: Callable[[object], object] | None = None,
                 explain_up_to: Callable[[], bool] | None = None) -> None:
        self._submit = submit
        #: The engine's reason an action would be refused now (None: it would be taken).
        self._why_not = why_not
        #: "Out of this lot": the seat steps out of the open auction (the game passes for it).
        self._step_out = step_out
        #: "Up to": the seat bids and the game raises for it up to the amount in the box.
        self._up_to = up_to
        #: "Up to" pressed with no most typed: its first-time tip shows, if the seat has not
        #: met it (True when it does; the table's).
        self._explain_up_to = explain_up_to
        self._say = say
        #: Whether the last word said asked for digits (that the amount box takes digits
        #: only, or a limit for "Up to"): the next digit typed answers it.
        self._said_digits = False
        self._confirm_bids = confirm_bids
        self.widgets: list[ui.Widget] = []
        #: The amount box, when the decision is an amount.
        self.amount: ui.TextField | None = None
        #: Which decision the amount box belongs to (a redraw for the same one keeps it).
        self.decision: tuple | None = None
        #: The seat deciding.
        self.seat: int | None = None
        #: The smallest and largest amount the engine accepts (the stepper stays inside).
        self.limits = (0, 0)
        #: The (action type, amount) a first press asked to confirm (the confirm-bids setting).
        self.confirm_pending: tuple | None = None
        #: What was typed for which decision, across rebuilds (the screen covered meanwhile).
        self._kept: tuple | None = None
        #: Several people share the screen: "Out of this lot" and "Up to" hold for the lot (the
        #: seat has no screen on it again, and nobody else may change them); their help says so.
        self.shared = False
        #: The Sold or TakenFree a Pass of the decision on show would bring (None: it goes on).
        self.pass_ends = None
        #: What becomes of the lot if nobody bids on it (`Match.if_nobody_bids`), at the
        #: seat's decision; None when not its turn or nothing is said.
        self.unbid = None

    # --- building ----------------------------------------------------------------------------
    def build(self, ctx, v: View, legal: tuple, area: pygame.Rect, ends=None) -> None:
        """The panel for `v`'s decision (none when `legal` is empty) placed in `area`; `ends`,
        the Sold or TakenFree a Pass would bring now (pass_outcome.py), if it ends the lot.
        What the player typed survives a rebuild for the same decision (computer seats
        sealing their bids meanwhile, a window resize)."""
        self.pass_ends = ends
        if self.amount is not None:
            self._kept = (self.decision, self.amount.value, self.amount.select_all,
                          self.amount.refused, self.amount.stopped)
        kept = self._kept
        self.widgets = []
        self.amount = None
        if not legal:
            return      # the typed amount is kept for when the decision shows again
        self.decision = (v.phase, tuple(c.id for c in v.lot), v.high_bid, v.price, v.seat)
        self.seat = v.seat
        panel = _PANELS.get(v.phase)
        if panel is not None:
            panel(self, _Place(ctx, area, kept), v, legal)

    def forget_amount(self) -> None:
        """Nothing typed is kept (a move taken back: the box starts afresh)."""
        self._kept = None
        self.amount = None

    def clear(self) -> None:
        """No decision on show."""
        self.widgets = []
        self.amount = None

    def _button(self, place: "_Place", label: str, fn, w: int, style: str = "primary",
                hotkey=None, tip=None, at=None) -> ui.Button:
        b = ui.Button(label, fn, pygame.Rect(0, 0, w, place.bh), style=style, hotkey=hotkey,
                      tooltip=tip)
        if at is not None:
            b.rect.topleft = at
        self.widgets.append(b)
        return b

    def _amount_row(self, place: "_Place", rng, default: int, steps: tuple[int, ...],
                    submit_label: tuple, step_w: int = 64,
                    submit_tip: str | None = None) -> tuple[int, int]:
        """The amount box with its stepper and step buttons ("+5": they add to the amount and
        send nothing; `step_w` design pixels wide), and the submit button below. `submit_label`
        is the submit button's words alone and with the amount ({amount}); `submit_tip` its
        help (else its key, Enter). Returns where a further button of the step buttons' row
        would go."""
        px, x, bh, action_type = place.px, place.x, place.bh, rng.kind
        field_w = px(78)
        row1 = place.area.bottom - px(AMOUNT_ROW_UP)
        self._button(place, "–", lambda: self.nudge(-1), px(34), "quiet", tip=_("One less (↓)"),
                     at=(x, row1))
        self.limits = (rng.lo, rng.hi)
        self.amount = ui.TextField(str(default), rect=pygame.Rect(x + px(40), row1, field_w, bh),
                                   numeric=True, max_len=4, size=20,
                                   on_enter=lambda: self.submit_amount(action_type),
                                   tooltip=_("Type an amount ({low}–{high}); Enter to "
                                             "confirm").format(low=rng.lo, high=rng.hi),
                                   on_refuse=self._not_a_digit, on_change=self._typed,
                                   on_refused_enter=self._not_sent)
        self.amount.focused = True
        self.amount.select_all = True
        kept = place.kept
        if kept is not None and kept[0] == self.decision:
            self.amount.value, self.amount.select_all = kept[1], kept[2]
            self.amount.refused = kept[3]       # Enter still waits for digits
            if kept[4]:
                self.amount.stop_typing()       # Esc let go of it: a rebuild gives nothing back
        self.widgets.append(self.amount)
        plus = self._button(place, "+", lambda: self.nudge(1), px(34), "quiet",
                            tip=_("One more (↑)"), at=(x + px(46) + field_w, row1))
        base, with_amount = submit_label
        sub = self._button(place, base, lambda: self.submit_amount(action_type),
                           px(150) if action_type is Bid else px(170),
                           # i18n: the Enter key
                           "primary", tip=submit_tip or _("Enter"), at=(x, place.y))
        # Narrow steps (the open auction's) stand closer too: the room is "Up to"'s.
        qx = plus.rect.right + px(14 if step_w >= 64 else 6)
        for k in steps:
            self._button(place, f"+{k}", (lambda k=k: self.nudge(k)), px(step_w), "quiet",
                         tip=_("Add {step} to the amount (does not send it)").format(step=k),
                         at=(qx, row1))
            qx += px(step_w + 4)
        _follow_amount(self.amount, sub, with_amount, base)
        self._judge_amount(sub, action_type)
        return qx, row1         # where a further button of the step row would go

    def _judge_amount(self, button: ui.Button, action_type) -> None:
        """`button` sends the amount in the box: greyed while the engine would refuse it, its
        help then the engine's reason ("Bid 5 does not beat the high bid of 8 ..."); an empty
        box leaves it pressable (it asks for an amount)."""
        ready = button.help

        def show(value: str) -> None:
            amount = whole_number(value)
            why = None
            if amount is not None and self._why_not is not None and self.seat is not None:
                why = self._why_not(action_type(self.seat, amount))
            button.enabled = not why
            button.refusal = why or None
            button.tooltip = str(why) if why else ready
        _after_changes(self.amount, show)

    # --- acting ------------------------------------------------------------------------------
    def amount_value(self) -> int | None:
        """The amount in the box, if any."""
        return None if self.amount is None else self.amount.number()

    def nudge(self, delta: int) -> None:
        """The stepper: one more or less, within what the engine accepts (typing may go
        anywhere, and the engine says why not)."""
        if self.amount is None:
            return
        v = self.amount_value()
        v = (v if v is not None else 0) + delta
        lo, hi = self.limits
        self.amount.set(str(max(lo, min(hi, v))))
        self.amount.focused = True

    def _not_a_digit(self, typed: str) -> None:
        """A letter or sign typed into the amount box: nothing is lost, and the player is told
        why nothing appeared."""
        self._said_digits = True
        self._say(_("Type the amount in digits (0–9)."))

    def _not_sent(self, typed: str) -> None:
        """Enter after letters typed over the amount the box offered (all of it selected, so
        they were meant to replace it): it still shows that amount, which the player did not
        type, so nothing is sent; the next digit (or a stepper) makes Enter send again. After
        the player's own digits ("12", then "a") Enter sends what the box shows, as its
        button does, and the refusal was said when the letter was typed."""
        self._said_digits = True
        typed = typed if len(typed) <= 12 else "…" + typed[-11:]
        # i18n: Enter pressed after letters typed into the amount box; {typed} what was typed
        self._say(_("“{typed}” is not an amount, so nothing was sent: type the amount in "
                    "digits (0–9).").format(typed=typed))

    def refused_key(self, button: ui.Button) -> None:
        """The key of a greyed button pressed: why it is greyed, when the engine says (the
        amount box does not take the letter, nor ask for digits); else nothing."""
        if button.refusal:
            self._say(button.refusal)

    def _typed(self, value: str) -> None:
        """A new amount in the box: what was said about the last one (the engine's refusal of
        it, a confirmation asked, that the box takes digits) is no longer news."""
        self._said_digits = False
        self._say("")

    def submit_amount(self, action_type) -> None:
        """Send the amount in the box as an `action_type` action (Bid, SealedBid, SetPrice),
        asking first when the confirm-bids setting is on: the first press asks, the second
        sends."""
        v = self.amount_value()
        if v is None:
            self._say(_("Type an amount first."))
            return
        if self._confirm_bids() and self.confirm_pending != (action_type, v):
            self.confirm_pending = (action_type, v)
            self._say(_("Press again (or Enter) to confirm {amount}.").format(amount=v))
            return
        self.confirm_pending = None
        self._submit(action_type(self.seat, v))

    def bid_up_to(self) -> None:
        """"Up to" the amount in the box: the smallest raise now, and the game raises for the
        seat on later laps while the amount allows (asking first when the confirm-bids setting
        is on, as a bid does; the table has the engine judge the amount)."""
        v = self.amount_value()
        if v is None or v == self.limits[0]:
            # Up to the smallest raise is that raise alone: the limit is the player's to say
            # (an amount the engine refuses, it judges below). A seat that has not met "Up
            # to"'s tip meets it now, in place of the red line (which came alone, the tip only
            # at the next open auction): its words say what to type, the box waits for it.
            if self._explain_up_to is None or not self._explain_up_to():
                # i18n: "Up to" is the button's name; {low} is the smallest raise, in the box
                # now: the bid the player makes now, so the highest bid they type must be above
                # it (one line)
                self._say(_("Up to: type your highest bid, above {low} (your bid now).")
                          .format(low=self.limits[0]))
            self._said_digits = True            # the next digit typed answers it
            if self.amount is not None:
                self.amount.focused = self.amount.select_all = True
            return
        if self._confirm_bids() and self.confirm_pending != ("up to", v):
            self.confirm_pending = ("up to", v)
            # i18n: the confirm-bids setting asks before the game bids for the player
            self._say(_("Press again to confirm bidding up to {amount}.").format(amount=v))
            return
        self.confirm_pending = None
        if self._up_to is not None and self.seat is not None:
            self._up_to(self.seat, v)

    def ring_follows_typing(self, focus: FocusRing, event, before: str | None) -> None:
        """A key that changed the amount (a digit, Backspace, Up or Down) while the ring rested
        on a button brings the ring to the amount box: Enter then bids what the box says, as
        the bid button's help tells, and no longer presses "Up to" or "Pass" under it."""
        box = self.amount
        if box is None or before is None or box.value == before or not focus.shown \
                or focus.current is box or event.type not in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return
        keep = box.select_all
        focus.focus(box)
        box.select_all = keep           # the next digit adds to the amount, as before

    def keep_amount_focus(self, focus: FocusRing) -> None:
        """The amount box keeps the keyboard while bidding, whatever button was clicked; not
        once Esc stopped the typing there (until the player brings it back: a click on it,
        Tab, a stepper)."""
        if self.amount is not None and self.amount.visible and not self.amount.stopped:
            self.amount.focused = True
            if focus.current is not None and focus.current is not self.amount:
                focus.current.focused = True


class _Place:
    """Where a panel goes: the area, its bottom row, the button height."""

    def __init__(self, ctx, area: pygame.Rect, kept) -> None:
        self.px = ctx.px
        self.area = area
        self.bh = ctx.px(ROW_H)
        #: The player's language's words as drawn (the decision keys' letters are its own).
        self.shown = ctx.text.shown
        self.x = area.x
        self.y = area.bottom - self.bh
        self.kept = kept

    def keys(self, group: str) -> dict[str, tuple[int, str]]:
        """The (pygame key, letter) of each button of `group` (keys.py) in the language."""
        return group_keys(self.shown, group)


def _bidding(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """Open and once-around auctions: raise (the step buttons add to the amount, as in the
    sealed box; the bid button bids it) or pass; in the open auction also step out of the lot
    (the game passes for you on every later lap)."""
    seat, px = v.seat, place.px
    rng = amount_range(legal)
    open_lot = v.phase == OPEN_BIDDING and c._up_to is not None
    if rng is not None:
        # The smallest raise is already in the box: the step buttons reach any amount in a
        # few clicks. In the open auction the last button is "Up to" the amount in the box.
        # Open: narrower step buttons leave "Up to" room for its amount and its key, in words
        # that say it bids ("Biete bis 100 (B)", "Offri fino a 100 (U)") at its full size.
        free = c._amount_row(place, rng, rng.lo, (5, 10) if open_lot else (5, 10, 20),
                             (p_("button", "Bid"), _("Bid {amount}")), 42 if open_lot else 64)
        if open_lot and c.amount is not None:
            _up_to_button(c, place, free)
    keys = place.keys("open" if v.phase == OPEN_BIDDING else "once_around")
    pass_key, pass_letter = keys["pass"]
    out_key, out_letter = keys.get("out", (None, ""))
    def name(who: int) -> str:
        return v.config.seats[who].name
    tip = pass_tip(c.pass_ends, seat, name, pass_letter) or (
        _("Pass ({key}); you may bid again on a later lap") if v.phase == OPEN_BIDDING
        else _("Pass ({key})")).format(key=pass_letter)
    x = place.x + px(158) if rng is not None else place.x
    c._button(place, keyed(p_("button", "Pass"), pass_letter), lambda: c._submit(Pass(seat)),
              px(90), "danger",
              hotkey=pass_key, tip=tip, at=(x, place.y))
    if v.phase == OPEN_BIDDING and c._step_out is not None:
        out = c._button(place, keyed(_("Out of this lot"), out_letter),
                        lambda: c._step_out(seat), px(128), "quiet",
                        hotkey=out_key, at=(x + px(98), place.y),
                        tip=out_tip(c.pass_ends, seat, name, out_letter) or (
                            _("Pass now and on every later lap of this lot; at a shared "
                              "screen that holds until it is sold ({key})") if c.shared else
                            _("Pass now and on every later lap of this lot; you may come "
                              "back in while it is open ({key})")).format(key=out_letter))
        out.size = 14


def _up_to_button(c: Controls, place: _Place, at: tuple[int, int]) -> None:
    """"Up to N (U)" at `at`, in the step buttons' row up to the area's right edge, its amount
    the box's, following it as it changes; its key on its face, as Pass's."""
    px = place.px
    key, letter = place.keys("open")["up_to"]
    # i18n: the open auction's "bid for me up to" button; {amount} is the amount in the box
    with_amount, base = _("Up to {amount}"), keyed(p_("button", "Up to…"), letter)
    w = max(px(64), place.area.right - at[0])         # the rest of the row: room for its key
    # i18n: the help of "Up to" on hover, at a shared screen, then against computers; {key}
    # its key. Three lines at most at 1280x720 (about 150 letters): four covered the stand.
    # At a shared screen the raises come at once, with no hand-over (the hand-overs "Up to"
    # saves): the others see that it runs, never its amount, and its help says so plainly.
    tip = (_("Bid now; when you are outbid, the game raises for you by the smallest step, up "
             "to the amount in the box. The others see the raises, never your most ({key})")
           if c.shared else
           _("Bid now; when you are outbid, the game raises for you by the smallest step, up "
             "to the amount in the box; past it, you are out of this lot ({key})")
           ).format(key=letter)
    b = c._button(place, base, c.bid_up_to, w, "quiet", hotkey=key, tip=tip, at=at)
    b.size = 14
    # The box starts at the smallest raise: "Up to 3" beside "Bid 3" offered no limit at all.
    # The button names a limit once the box holds one above it, and one the engine would take
    # ("Up to 9999" beyond the seat's money shrank to tiny print): its help then says why not.
    _follow_amount(c.amount, b, with_amount, base, above=c.limits[0], key=letter)
    ready = b.help

    def judge(value: str) -> None:
        amount = whole_number(value)
        why = None
        if amount is not None and amount > c.limits[0] and c._why_not is not None:
            why = c._why_not(Bid(c.seat, amount))
        if why:
            b.label = base
        b.tooltip = str(why) if why else ready
    _after_changes(c.amount, judge)


def _follow_amount(field, button, with_amount, base, above: int | None = None,
                   key: str | None = None) -> None:
    """`button` says the amount in `field` as it changes (`with_amount`, {amount}, with `key`
    after it if given), or `base` while it holds no number (or none over `above`); after
    whatever else follows the field."""
    def show(value: str) -> None:
        shown = value.isdigit() and (above is None or int(value) > above)
        words = with_amount.format(amount=int(value)) if shown else None
        button.label = base if words is None else keyed(words, key) if key else words
    _after_changes(field, show)


def _after_changes(field, show) -> None:
    """`show` follows `field`'s value after whatever followed it before, and shows it once now
    (as built: nothing was typed, nothing said is cleared)."""
    before = field.on_change

    def changed(value: str) -> None:
        if before is not None:
            before(value)
        show(value)
    field.on_change = changed
    show(field.value)


def _sealed(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """A sealed bid: one secret amount."""
    rng = amount_range(legal)
    if rng is not None:
        # The auctioneer's own lot: all 0s give it her for nothing (the engine's answer, not
        # the rule again). Said on the button, not the stand: there it cost the first-time tip
        # on sealed bids its room beside the lot.
        free = isinstance(c.unbid, TakenFree) and c.unbid.seat == v.seat
        c._amount_row(place, rng, rng.lo, (5, 10),
                      (_("Seal my bid"), _("Seal my bid: {amount}")),
                      # i18n: the sealed bid's button's help on the auctioneer's own lot
                      submit_tip=_("Seal my bid (Enter): if all bids are 0, the lot is yours "
                                   "for nothing") if free else None)


def _set_price(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """The auctioneer sets the fixed price (10 proposed, within the range)."""
    rng = amount_range(legal)
    if rng is not None:
        c._amount_row(place, rng, min(rng.hi, max(rng.lo, 10)), (5, 10),
                      (_("Set the price"), _("Set the price: {amount}")))


def _fixed_offer(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """Buy at the fixed price, or pass."""
    seat, px = v.seat, place.px
    keys = place.keys("fixed_offer")
    buy_key, buy_letter = keys["buy"]
    b = c._button(place, keyed(_("Buy for {price}").format(price=v.price), buy_letter),
                  lambda: c._submit(Buy(seat)),
                  px(170), "green", hotkey=buy_key,
                  tip=_("Buy the lot at the fixed price ({key})").format(key=buy_letter),
                  at=(place.x, place.y))
    b.enabled = any(isinstance(o, Buy) for o in legal)
    pass_key, pass_letter = keys["pass"]
    c._button(place, keyed(p_("button", "Pass"), pass_letter), lambda: c._submit(Pass(seat)),
              px(120), "danger",
              hotkey=pass_key,
              tip=_("Let the next player decide ({key})").format(key=pass_letter),
              at=(place.x + px(180), place.y))


def _double_offer(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """A double: the second card is chosen in the hand; declining is a button."""
    decline = next((o for o in legal if isinstance(o, DeclineSecondCard)), None)
    if decline is not None:
        # English N, as the card game's "Decline the effect (N)": there D draws a card.
        key, letter = place.keys("double")["add_nothing"]
        c._button(place, keyed(_("Add nothing"), letter), lambda: c._submit(decline),
                  place.px(170), "danger",
                  hotkey=key,
                  tip=_("Decline: the double passes to the next player ({key})").format(
                      key=letter),
                  at=(place.x, place.y))


def _dummy_reveal(c: Controls, place: _Place, v: View, legal: tuple) -> None:
    """Turn up the dummy hand's top card, or keep it hidden."""
    seat, px = v.seat, place.px
    keys = place.keys("dummy")
    (reveal_key, reveal), (keep_key, keep) = keys["reveal"], keys["keep_hidden"]
    c._button(place, keyed(_("Reveal it"), reveal), lambda: c._submit(RevealDummy(seat, True)),
              px(150),
              "primary", hotkey=reveal_key,
              tip=_("Turn up the dummy hand's top card: it counts for this round ({key})").format(
                  key=reveal),
              at=(place.x, place.y))
    c._button(place, keyed(_("Keep it hidden"), keep),
              lambda: c._submit(RevealDummy(seat, False)),
              px(170), "quiet", hotkey=keep_key,
              tip=_("Leave the dummy card face down ({key})").format(key=keep),
              at=(place.x + px(160), place.y))


#: One panel per kind of decision.
_PANELS = {OPEN_BIDDING: _bidding, ONCE_AROUND_BIDDING: _bidding, SEALED_BIDDING: _sealed,
           SET_PRICE: _set_price, FIXED_OFFER: _fixed_offer, DOUBLE_OFFER: _double_offer,
           DUMMY_REVEAL: _dummy_reveal}


def card_choices(legal: tuple) -> dict[int, object]:
    """Card id -> the action choosing it (play a card, or add it to a double)."""
    out = {}
    for option in legal:
        if isinstance(option, (PlayCard, AddSecondCard)):
            out[option.card.id] = option
    return out


class BackIn:
    """"Back in this lot": shown to a seat that stepped out of the open auction on offer, while
    the lot is open; the next lap asks that seat again."""

    def __init__(self, match, ctx=None, on_back=None) -> None:
        self.match = match
        #: The context whose language names the key ("Out of this lot"'s); None: English.
        self.ctx = ctx
        #: Told the seat that came back in (the table: its chips no longer say it is out).
        self.on_back = on_back
        self.button = ui.Button(_("Back in this lot"), self._back, style="quiet", size=14,
                                hotkey=self._key()[0])
        self.seat: int | None = None

    def shown(self, seat: int | None) -> bool:
        """Whether `seat` (the seat whose screen is up) is out of the lot on offer, or the game
        bids for it there ("Up to"): the button then says it stops that."""
        self.seat = seat
        self.button.hotkey, letter = self._key()
        most = self.match.raising(seat)
        if most is not None:
            # i18n: the game is bidding for the player ("Up to"); this stops it
            self.button.label = keyed(_("Stop bidding for me"), letter)
            self.button.tooltip = _("The game raises for you on this lot up to {amount}: stop "
                                    "it, and be asked on the next lap ({key})").format(
                                        amount=most, key=letter)
            return True
        self.button.label = keyed(_("Back in this lot"), letter)
        self.button.tooltip = _("The game is passing for you on this lot: come back in and be "
                                "asked on the next lap ({key})").format(key=letter)
        return self.match.is_out(seat)

    def _key(self) -> tuple[int, str]:
        """The button's key in the language (Out of this lot's: O in English)."""
        return group_keys(self.ctx.text.shown if self.ctx is not None else str,
                          "back_in")["out"]

    def place(self, controls_area: pygame.Rect, px) -> None:
        """In the decision panel's area (no decision is on show meanwhile), above the row of
        the lot's bids and passes; wide enough for "Stop bidding for me (O)" in German."""
        self.button.rect = pygame.Rect(controls_area.x, controls_area.bottom - px(80),
                                       px(BACK_IN_W), px(34))

    def _back(self) -> None:
        if self.seat is not None:
            self.match.step_out(self.seat, out=False)
            if self.on_back is not None:
                self.on_back(self.seat)
