"""The sealed bids of the last lot kept on the seats once turned over: the reveal passes in a
second or two, and a tester who looked away saw only the winner's painting fly. Each seat's
bid stays in its band ("Bid 12", "no bid") until the next card is played, and with one
person at the table the computers play that card no sooner than `KEPT_SECONDS` after the
reveal (their own thinking time counts toward it; at one screen the press on the bids is the
person moving on, and a game of computers alone waits for nobody).
"""
from __future__ import annotations

from game.i18n import p_
from game.log import NO_BID

from .timeline import Bubble, SealedReveal

#: The least time the turned-over bids stay on the seats before a computer plays the next card,
#: with one person at the table: long enough to read five seats' bids after a glance away.
KEPT_SECONDS = 3.0
# i18n: a seat's sealed bid, turned over, on its panel until the next card is played (a noun,
# short: it stands on a seat of five; 0 reads "no bid")
BID = p_("a seat's sealed bid, turned over", "Bid {amount}")


def keep_bids(timeline, beat) -> None:
    """As the sealed bids' reveal `beat` ends: every seat's bid into its band, kept."""
    if not isinstance(beat, SealedReveal):
        return
    timeline.revealed = {seat: Bubble(BID.format(amount=bid) if bid else NO_BID, 0.0)
                         for seat, bid in enumerate(beat.bids)}
    timeline.revealed_left = KEPT_SECONDS


def hold_computers(scene) -> None:
    """With one person at the table, a computer's next move waits until the kept bids have
    stood `KEPT_SECONDS` (`Match.wait` no shorter than what is left of it): not at one
    screen, nor in a game of computers alone, nor fast-forwarded."""
    tl, match = scene.timeline, scene.match
    if tl.revealed and tl.revealed_left > 0 and not scene.demo and not match.hot_seat \
            and not match.fast_forward and not tl.skipping:
        match.wait = max(match.wait, tl.revealed_left)


def bubbles_with_bids(timeline) -> dict:
    """The seats' bubbles as drawn: what a seat says now, else its kept sealed bid."""
    return {**timeline.revealed, **timeline.bubbles} if timeline.revealed else timeline.bubbles
