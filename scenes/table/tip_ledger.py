"""Who at this screen has met which first-time tip (`TipLedger`), kept in the settings by the
player's name and in the match's notes, and who is to meet no new one yet: a person meets at
most one new tip a decision, "How to win" counting as one (after its "Got it" the decision's
own followed at once: two presses before a newcomer's first move); a tip that waits comes at
their next decision where it applies."""
from __future__ import annotations

from .tips import TIPS


class TipLedger:
    """Which first-game tips the players at this screen have met. The settings keep the tips
    each player has met, by name, across games and starts: each person meets each tip once,
    whoever else met it before (a newcomer at a hot-seat table learns as the first player
    did, in this game or a later one). Tips switched on again in the settings come once more
    to everyone. What this game's seats have met is kept in `notes` too (the match's, which
    its saves carry)."""

    def __init__(self, notes: dict | None = None, seats=()) -> None:
        self.notes = notes if notes is not None else {}
        #: The tips each seat was shown in this game.
        self.shown = _read(self.notes.get("tips"))
        #: The name of each human seat (`SeatConfig`s): whose tips the settings keep.
        self.names = {i: s.name for i, s in enumerate(seats) if not s.is_bot}
        #: The seat whose screen the tip on show belongs to: a tip belongs to the seat that
        #: sees it.
        self.owner: int | None = None
        #: The tip each person left on show, "Got it" not pressed, when the screen passed to
        #: another (`screen_of`): theirs again at their next screen, while its moment lasts.
        self.left: dict[int, str] = {}
        #: The card game's seats asked to add at a round's scoring, with the round: their
        #: adding tip goes once they decided (the table's `_offer_tip`).
        self.asked_to_add: set[tuple] = set()
        #: The seats that closed a tip with "Got it" and meet no new one yet, each with whether
        #: it was their decision then (`closed`, `hold`): a newcomer clicked through the turn's
        #: tip, then the board's mark's, before seeing the table.
        self.quiet: dict[int, bool] = {}

    def _keep(self) -> None:
        self.notes["tips"] = {"shown": {str(s): sorted(k) for s, k in self.shown.items()}}

    def seen(self, ctx, seat: int | None) -> set[str]:
        """The tips `seat` is not shown again: met by its player's name, in this game or an
        earlier one."""
        settings = ctx.settings
        # Tips switched on again in the settings forget who saw what.
        for s, keys in self.shown.items():
            keys &= settings.tips_met_by(self.names.get(s))
        return settings.tips_met_by(self.names.get(seat)) | self.shown.get(seat, set())

    def offer(self, ctx, seat: int | None, key: str | None, current: str | None,
              demo: bool, goal: str | None = None) -> str | None:
        """The tip on show after the game moves on to a moment of `seat`'s that brings the tip
        `key` (from `tip_for` or `card_tip_for`; None changes nothing, "" ends the tip on
        show). `goal`, the game's goal tip (`GOAL_TIPS`), comes before any other to a seat
        that has not met it, and stays until "Got it" or the seat's next decision (`acted`);
        the moment's own comes at the seat's next decision after it (`closed`).
        A tip on show belongs to the seat it was offered to: at a hot-seat screen handed over
        to another player it is put aside for its owner (`screen_of`), or gives way to that
        player's own (the first player's tip stayed up on the second's screen, one the second
        had met too)."""
        current = self.screen_of(seat, current)
        if key == "":
            self.left.clear()       # the moment the tips were about is over, for everyone
        return self._offer(ctx, seat, key, current, demo, goal)

    def screen_of(self, seat: int | None, current: str | None) -> str | None:
        """The tip on show as the screen comes to `seat` (None: nobody's, the tip stays its
        owner's, unseen): another person's tip on show, "Got it" not pressed, is put aside
        for them, and `seat`'s own left on show at its last screen comes back (a person's
        tip stayed in the middle of the table while the next person's hand-over was up)."""
        if seat is None or seat == self.owner:
            return current
        if current is not None and self.owner is not None:
            self.left[self.owner] = current
        self.owner = seat
        return self.left.pop(seat, None)

    def _offer(self, ctx, seat: int | None, key: str | None, current: str | None,
               demo: bool, goal: str | None) -> str | None:
        if key is None:
            return current
        if goal is not None and not demo and seat is not None and ctx.settings.show_tips:
            if current == goal or goal not in self.seen(ctx, seat):
                return goal
        if key == "":
            return None
        # Nobody at the screen (a hot-seat table between players) meets no tip.
        if demo or seat is None or not ctx.settings.show_tips:
            return current
        if key in self.seen(ctx, seat):
            # A moment whose tip was met: the tip of an earlier decision goes with it.
            return current if key == current else None
        # Not met yet: the table calls `met` once it shows (a tip offered while an animation
        # played, its lot sold before the animation ended, was counted as met unseen: after
        # "Show them again" mid-lot, the next open auction brought no tip).
        return key

    def closed(self, seat: int | None, tip: str | None, asked: bool) -> None:
        """`seat` closed the tip `tip` with "Got it" (`asked`: at a decision of its own). No
        new tip comes to the seat before it decides (or, closed while it only watched, before
        it is asked): it waits for the seat's next decision where it applies. The goal's too:
        "How to win" then the open auction's tip at one first bid were two presses before a
        newcomer could act; the auction's tip comes at their next bid (an open auction asks
        again on the next lap), a sealed bid's at the next sealed lot."""
        if seat is not None and tip is not None:
            self.quiet[seat] = asked

    def hold(self, ctx, seat: int | None, key: str | None, asked: bool) -> str | None:
        """`key`, the tip a moment of `seat`'s brings (as `offer` takes it; `asked`: the seat
        is to decide), or None while a new tip waits for the seat's next decision (`closed`).
        A tip met, or "" (the tip on show ends), passes as it is."""
        if seat not in self.quiet:
            return key
        if asked and not self.quiet[seat]:
            del self.quiet[seat]        # closed while watching: this decision may bring one
            return key
        return None if key and key not in self.seen(ctx, seat) else key

    def asked_for(self, ctx, seat: int | None, key: str, demo: bool) -> bool:
        """Whether the tip `key` shows now to `seat`, which pressed the button it explains
        ("Up to" with no amount typed): tips on, a person at the screen who has not met it;
        it comes even after another tip's "Got it" at this decision (the player asked)."""
        if demo or seat is None or not ctx.settings.show_tips or key in self.seen(ctx, seat):
            return False
        self.owner = seat
        return True

    def acted(self, ctx, seat: int | None, current: str | None, goal: str) -> str | None:
        """The tip on show once `seat` has made a decision: the goal tip `goal`, once it has
        stood on the seat's screen (`met`, as the table draws it), goes, so the next
        decision's own tip can show (a player who never clicked its "Got it" met no auction's
        tip in that whole game); any other tip stays as it was. A goal never drawn yet (the
        move made while it waited for an animation, the engine's word or the store's notice
        to go, or before the screen was drawn) stays for the seat's next decision: counted
        met unseen, one of three people at a screen never met "How to win". A tip that
        waited for this decision to be made may come at the next (`closed`)."""
        self.quiet.pop(seat, None)
        if current != goal or seat is None or goal not in self.seen(ctx, seat):
            return current
        return None

    def met(self, ctx, seat: int | None, key: str) -> None:
        """The tip `key` has shown on `seat`'s screen: neither a later moment nor a later game
        brings it to that seat's player again (the settings keep it by their name)."""
        name = self.names.get(seat)
        if seat is None or name is None or key in self.seen(ctx, seat):
            return
        self.shown.setdefault(seat, set()).add(key)
        ctx.change_settings(tips_met=ctx.settings.with_tip_met(name, key).tips_met)
        self._keep()


def _read(kept) -> dict[int, set[str]]:
    """The tips a saved game's seats had met (`TipLedger._keep`); anything malformed, as a
    file edited by hand may be, reads as none met (the game itself loads as ever)."""
    try:
        return {int(seat): {k for k in keys if k in TIPS}
                for seat, keys in kept["shown"].items()}
    except (TypeError, KeyError, ValueError, AttributeError):
        return {}
