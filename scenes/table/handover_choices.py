"""The hand-over's own decisions beyond the open lap's (lap_choices.py), where the decision the
person is handed the screen for needs nothing private: made right there, the person's screen
never opens, and the hand-over saves a press and the trip through the table.

- The dummy hand (RULES.md §7, 3 players): whether to turn up its top card. That card lies face
  down for everyone, the one who decides included (a seat's view holds only the dummy hand's
  size, as the public view does), and turning it up or not is done in front of everyone: the
  decision shows nothing of anyone's hand or money. "Reveal it" and "Keep it hidden", the
  table's own words and keys for it (controls.py).
- A fixed price (§4): the person asked to buy at the auctioneer's price (public, on the
  hand-over's heading) may pass there. A pass shows nothing private, even with money behind
  the screens (§1: cash is private): the person knows their own money, which changes only by
  payments the whole table saw, and a seat that cannot pay the price is never asked (the game
  passes for it: `GameRules.unasked_move`). Whoever wants to look at their money first opens
  their screen, where Pass is offered as ever. Buying stays at the table; so do sealed bids
  (secret), setting a price and playing a card (both need the hand or the money).
- A double offered on (§4, Double): the person asked to add a second card may add nothing
  there. Declining shows nothing private: the offer and the double card are public, and the
  person knows their own hand. Adding a card stays at the table (it is chosen in the hand).

Each button is one of the engine's legal actions of the seat (`Match.legal_for`), in the words
and with the keys the table gives it (`keys.GROUPS`), and what a pass would end is the engine's
own outcome (pass_outcome.py).
"""
from __future__ import annotations

from typing import Callable

from game import DeclineSecondCard, Pass, RevealDummy
from game.i18n import _, p_
from game.state import DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER

from .. import ui
from .handover_row import HandoverRow
from .keys import group_keys, keyed
from .pass_outcome import ending_words, pass_ends, pass_tip

#: A move the table makes for the seat: given the engine's action.
Make = Callable[[object], None]


def handover_choices(ctx, match, seat: int, make: Make) -> HandoverRow | None:
    """The moves the hand-over to `seat` offers for the decision it waits for from them (the
    dummy hand's, a fixed price's Pass), each made by `make(action)`; None when it offers none
    (the decision needs the person's screen, or it is not theirs)."""
    if seat not in match.to_act:
        return None
    legal = match.legal_for(seat)
    if match.phase == DUMMY_REVEAL:
        return _dummy(ctx, seat, legal, make)
    if match.phase == FIXED_OFFER:
        return _fixed_pass(ctx, match, seat, legal, make)
    if match.phase == DOUBLE_OFFER:
        return _add_nothing(ctx, seat, legal, make)
    return None


def _add_nothing(ctx, seat: int, legal: tuple, make: Make) -> HandoverRow | None:
    """"Add nothing" to a double offered on, when the engine offers it (a play-tester had to
    open his screen only to say no)."""
    action = next((o for o in legal if isinstance(o, DeclineSecondCard)), None)
    if action is None:
        return None
    hotkey, letter = group_keys(ctx.text.shown, "double")["add_nothing"]
    # i18n: on the hand-over of a double offered to the person, over its "Add nothing"
    # button: declining needs nothing private, so the person need not show their screen
    lead = _("Not adding a card? No need to show your screen:")
    tip = _("Decline: the double passes to the next player ({key})").format(key=letter)
    button = ui.Button(keyed(_("Add nothing"), letter), None, style="danger", hotkey=hotkey,
                       size=15, tooltip=tip)
    return HandoverRow(ctx, seat, lead, [(button, lambda: make(action), action)])


def _dummy(ctx, seat: int, legal: tuple, make: Make) -> HandoverRow | None:
    """"Reveal it" and "Keep it hidden", one per legal choice."""
    keys = group_keys(ctx.text.shown, "dummy")
    moves = []
    for action in legal:
        if not isinstance(action, RevealDummy):
            continue
        name = "reveal" if action.reveal else "keep_hidden"
        hotkey, letter = keys[name]
        if action.reveal:
            label, style = _("Reveal it"), "primary"
            tip = _("Turn up the dummy hand's top card: it counts for this round ({key})")
        else:
            label, style = _("Keep it hidden"), "quiet"
            tip = _("Leave the dummy card face down ({key})")
        button = ui.Button(keyed(label, letter), None, style=style, hotkey=hotkey, size=15,
                           tooltip=tip.format(key=letter))
        moves.append((button, (lambda chosen=action: make(chosen)), action))
    if not moves:
        return None
    # i18n: on the hand-over of the dummy hand's decision, over its "Reveal it" and "Keep it
    # hidden" buttons: its top card is face down for everyone, so the person need not show
    # their screen to decide
    lead = _("Nobody has seen the dummy card: no need to show your screen:")
    return HandoverRow(ctx, seat, lead, moves)


def _fixed_pass(ctx, match, seat: int, legal: tuple, make: Make) -> HandoverRow | None:
    """Pass at a fixed price, when the engine offers it; the line says what it would end (the
    auctioneer made to buy, when everyone else passed)."""
    action = next((o for o in legal if isinstance(o, Pass)), None)
    if action is None:
        return None
    hotkey, letter = group_keys(ctx.text.shown, "fixed_offer")["pass"]

    def name(who: int) -> str:
        return match.config.seats[who].name
    ends = pass_ends(match, seat, legal)
    # i18n: on the hand-over of a fixed-price offer, over its Pass button: passing needs
    # nothing private, so the person need not show their screen for it
    lead = ending_words(ends, seat, name) or _("Not buying? No need to show your screen:")
    tip = pass_tip(ends, seat, name, letter) or _("Let the next player decide ({key})").format(
        key=letter)
    button = ui.Button(keyed(p_("button", "Pass"), letter), None, style="danger",
                       hotkey=hotkey, size=15, tooltip=tip)
    return HandoverRow(ctx, seat, lead, [(button, lambda: make(action), action)])
