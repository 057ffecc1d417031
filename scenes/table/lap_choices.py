"""The hand-over's own decisions on a lap of an open auction at a shared screen: "Pass" and
"Out of this lot", made right there, without opening the person's screen; and "Pass" on a
once-around auction's turn (a tester at one screen opened their screen only to pass there).

Play-testers at one screen paid a hand-over and a click for every lap of every open auction,
even for a pass: "I am Bea: show my screen", then "Pass". A pass (and stepping out of the lot)
is public and needs nothing private, so the hand-over that hands the screen to a person for an
open-auction lap (the full hand-over or the band at the window's foot, scenes/handover.py)
offers both beside its own button, which stays for a raise. The hand-over shows the lot and the
high bid and bidder (public facts) above them; the buttons come from the engine's legal options
of that seat and the words of what a pass would end (pass_outcome.py), never a rule restated.
Their keys are the table's (P and O in English, `keys.GROUPS["handover"]`); Enter and Space stay
the hand-over's own.
"""
from __future__ import annotations

from typing import Callable

from game import Pass
from game.i18n import _, p_
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING

from .. import ui
from .handover_row import HandoverRow
from .keys import group_keys, keyed
from .pass_outcome import ending_words, out_tip, pass_ends, pass_tip


class LapChoices(HandoverRow):
    """Pass and "Out of this lot" for the seat handed the screen on an open-auction lap; Pass
    alone on a once-around auction's turn (`steps_out` None: one bid each, nothing to step out
    of)."""

    def __init__(self, ctx, seat: int, lead: str, passes: Callable[[], None],
                 steps_out: Callable[[], None] | None, tips: tuple[str, str],
                 keys: dict) -> None:
        (pass_key, pass_letter), (out_key, out_letter) = keys["pass"], keys["out"]
        self.pass_button = ui.Button(keyed(p_("button", "Pass"), pass_letter), passes,
                                     style="danger", hotkey=pass_key, size=15, tooltip=tips[0])
        self.out_button = None if steps_out is None else ui.Button(
            keyed(_("Out of this lot"), out_letter), steps_out, style="quiet", hotkey=out_key,
            size=14, tooltip=tips[1])
        moves = [(self.pass_button, passes, Pass(seat))]
        if self.out_button is not None:
            moves.append((self.out_button, steps_out, None))
        super().__init__(ctx, seat, lead, moves)


def lap_choices(ctx, match, seat: int, passes: Callable[[], None],
                steps_out: Callable[[], None]) -> LapChoices | None:
    """The hand-over's Pass and "Out of this lot" for `seat`, handed the screen for the open
    auction on offer, or its Pass alone for a once-around auction's turn, when the engine
    offers the seat a Pass there; else None."""
    if match.phase not in (OPEN_BIDDING, ONCE_AROUND_BIDDING) or seat not in match.to_act:
        return None
    once = match.phase == ONCE_AROUND_BIDDING
    legal = match.legal_for(seat)
    if not any(isinstance(option, Pass) for option in legal):
        return None
    ends = pass_ends(match, seat, legal)
    keys = group_keys(ctx.text.shown, "handover")
    pass_letter, out_letter = keys["pass"][1], keys["out"][1]

    def name(who: int) -> str:
        return match.config.seats[who].name
    # i18n: on the hand-over of an open auction's lap, over its Pass and "Out of this lot"
    # buttons: a pass needs nothing private, so the person need not show their screen for it
    lead = ending_words(ends, seat, name) or (_(
        # i18n: on the hand-over of a once-around auction's turn, over its Pass button: a pass
        # needs nothing private, so the person need not show their screen for it
        "Not bidding? No need to show your screen:") if once else _(
        "Not raising? No need to show your screen:"))
    tips = (pass_tip(ends, seat, name, pass_letter) or (_(
        # i18n: the Pass button's help on a once-around auction's hand-over ({key} its key)
        "Pass ({key}): in a once-around auction each player bids once") if once else _(
        "Pass ({key}); you may bid again on a later lap")).format(key=pass_letter),
        out_tip(ends, seat, name, out_letter) or _(
            "Pass now and on every later lap of this lot; at a shared screen that holds until "
            "it is sold ({key})").format(key=out_letter))
    return LapChoices(ctx, seat, lead, passes, None if once else steps_out, tips, keys)
