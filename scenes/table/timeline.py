"""The table's animation: typed beats, each a blocking piece of animation with its duration.

The match applies an action at once and tells the table; the table queues the action's events
as a *step*, turns them into beats (a card flying to the stand, the gavel, the sealed-bid
reveal, the lot flying to its buyer) and shows the view after the action only when they end.
Bids, passes and the like are not beats but speech bubbles over the seat.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, ClassVar

from game.cards import FIXED_PRICE, OPEN, artist_name
from game.events import (AuctioneerSkipped, AuctionStarted, BidMade, CardPlayed, DummyKept,
                         DummyRevealed, GameEnded, Passed, PriceSet, RoundEnded, RoundStarted,
                         SealedBidPlaced, SealedBidsRevealed, SecondCardAdded, SecondCardDeclined,
                         Sold, TakenFree)
from game.i18n import _, p_
from game.state import View

#: How long each beat runs, in seconds of animation time (the settings scale them).
BEAT_SECONDS = {"deal": 0.9, "play": 0.38, "banner": 1.1, "sealed": 1.7, "gavel_open": 1.9,
                "gavel": 0.8, "fly": 0.65, "dummy": 0.95, "said": 0.6}
#: Fast-forward: routine beats run at this share of their length ...
FAST_FORWARD_SCALE = 0.08
#: ... and a key moment stays this long (or its whole length, if shorter): a glance.
FAST_FORWARD_KEY_SECONDS = 0.5


def beat_scale(beat: "Beat", scale: float, fast_forward: bool) -> float:
    """Real seconds per second of the beat's animation time: the animation speed's `scale`
    (a key moment, or a beat with words to read, at a faster speed never under its
    `read_seconds`, at Slow longer), and quick
    under fast-forward (a key moment still shows for a glance). A key moment kept its normal
    length at Fast: the round's end and the reveals took as long as at Normal."""
    if scale <= 0:
        return 0.0
    floor = beat.read_seconds if not fast_forward else FAST_FORWARD_KEY_SECONDS
    if fast_forward:
        scale = min(scale, FAST_FORWARD_SCALE)
    if (beat.key_moment or beat.read_seconds) and beat.duration > 0:
        scale = max(scale, min(1.0, floor / beat.duration))
    return scale


@dataclass
class Beat:
    """One blocking piece of animation: it runs for `duration` seconds of animation time."""

    duration: float
    t: float = field(default=0.0, init=False)
    started: bool = field(default=False, init=False)
    #: Log lines that appear when the beat ends, so the log never runs ahead of the table.
    log: list = field(default_factory=list, init=False)
    #: The sound when the beat starts.
    sound: ClassVar[str | None] = None
    #: While it plays, the animation speaks for the lot (no status line beside it).
    covers_lot: ClassVar[bool] = True
    #: A key moment (a sealed reveal, a sale, the fifth card): at a faster animation speed it
    #: stays on screen at least its `read_seconds` (its normal length, if shorter), unless
    #: skipped; a glance when fast-forwarded.
    key_moment: ClassVar[bool] = False
    #: The least real time a key moment stays up at a faster speed: its words read once.
    read_seconds: ClassVar[float] = 0.0

    @property
    def progress(self) -> float:
        """How far the beat has run, 0..1."""
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


@dataclass
class Deal(Beat):
    """Card backs fly from the stand to every seat: `dealt` cards per seat, `dummy` per deck."""

    dealt: tuple = ()
    dummy: tuple = ()
    sound: ClassVar[str | None] = "card"


@dataclass
class Banner(Beat):
    """A headline across the stand: a new round."""

    text: str = ""
    sub: str = ""


@dataclass
class RoundOver(Banner):
    """The round is over, by the fifth card of an artist (`card`, shown on the stand) or by
    the last hand played out (`card` None); `seat` played that card (None: a dummy card,
    turned up), in round `round` (0-based)."""

    key_moment: ClassVar[bool] = True
    #: Two lines of a few words ("The fifth Krypto!", "Round 1 is over"); the round's scoring
    #: follows and stays until closed.
    read_seconds: ClassVar[float] = 1.0

    card: object = None
    seat: int | None = None
    round: int = 0
    sound: ClassVar[str | None] = "bell"
    #: The engine's scoring of the round (its RoundResult): the board shows the round as it
    #: ended, the ending card counted, while the round's end is told.
    result: object = None


@dataclass
class CardToStand(Beat):
    """A played card flies from its seat to the stand (`second`: beside the double). The stand's
    words wait until it lands: from a seat across the table it flew over them ("Clemens may add
    a second Krypto" half hidden)."""

    seat: int = 0
    card: object = None
    second: bool = False
    sound: ClassVar[str | None] = "card"


@dataclass
class Said(Beat):
    """The move that closes a lot (the last pass, the auctioneer's bid once around), on its
    seat's bubble with the stand as it was, before the gavel or the lot's flight: said in the
    frame the gavel began, a seat's pass read as a word of the gavel's, long after that seat's
    own turn ("Passo" on Beatrix as the hammer fell), and the pass that left a lot to its
    auctioneer for nothing went with the lot's flight in the same frame, never seen."""

    covers_lot: ClassVar[bool] = False


@dataclass
class SealedReveal(Beat):
    """Every sealed bid turns over, the highest lit."""

    key_moment: ClassVar[bool] = True
    #: The bids turn over in the first 60% of it and the highest lights at 70%: at 1.2 s the
    #: amounts and names show for 0.7 s, the highest lit for a third of a second.
    read_seconds: ClassVar[float] = 1.2

    bids: tuple = ()
    #: Held at a shared screen once turned over, until the press that let it go (the sale
    #: follows it: catch_up.py `held`).
    pressed: bool = False
    sound: ClassVar[str | None] = "reveal"


@dataclass
class GavelFalls(Beat):
    """The gavel: "going once, twice, sold" for an open auction, one knock otherwise."""

    key_moment: ClassVar[bool] = True

    sold: object = None
    open: bool = False
    knocked: int = 0            # knocks heard so far
    announced: bool = False     # "Sold!" said (a screenshot moment)

    @property
    def read_seconds(self) -> float:  # type: ignore[override]
        """An open auction's three knocks, each with its words, 0.4 s apiece at the least;
        one knock and "Sold! to … for …" keeps its normal length (shorter than that)."""
        return 1.2 if self.open else BEAT_SECONDS["gavel"]

    @property
    def knocks(self) -> tuple[float, ...]:
        """When each knock falls, as progress."""
        return (0.0, 0.33, 0.66) if self.open else (0.0,)

    def knock_due(self) -> bool:
        """Whether the head has just met the block for the next knock (counted once)."""
        knocks, done = self.knocks, self.knocked
        if done >= len(knocks):
            return False
        end = knocks[done + 1] if done + 1 < len(knocks) else 1.0
        if self.progress < knocks[done] + (end - knocks[done]) * 0.35:
            return False
        self.knocked = done + 1
        return True

    def sold_due(self) -> bool:
        """Whether "Sold!" is said now, at the last knock (once)."""
        if self.announced:
            return False
        last = self.knocks[-1]
        if self.progress >= last + (1 - last) * 0.42 or self.t >= self.duration:
            self.announced = True
            return True
        return False


@dataclass
class LotFlies(Beat):
    """The lot flies to its buyer, the coins from payer to payee."""

    lot: tuple = ()
    buyer: int = 0
    payments: tuple = ()
    buyer_name: str = ""
    price: int | None = None    # None: taken free
    outcome: object = None      # the Sold or TakenFree event it shows

    @property
    def sound(self) -> str | None:          # type: ignore[override]
        """Coins when money changes hands."""
        return "coins" if self.payments else None


@dataclass
class DummyTurnedUp(Beat):
    """A dummy card is turned up and grows on the stand."""

    card: object = None
    sound: ClassVar[str | None] = "card"


@dataclass
class RoundScored(Beat):
    """The scoring overlay for `round` (the timeline waits for it to close)."""

    round: int = 0
    events: tuple = ()
    after: View | None = None
    public: View | None = None
    covers_lot: ClassVar[bool] = False


@dataclass
class GameOver(Beat):
    """The end: the final view, then the game-over screen."""

    after: View | None = None
    public: View | None = None
    covers_lot: ClassVar[bool] = False


@dataclass
class Bubble:
    """What a seat said ("Bids 12", "Passes"), for `left` more seconds (a bid or a pass on the
    lot in play: until the lot goes, `LOT_WORD`)."""

    text: str
    left: float
    #: A sealed bid's: the seat's envelope says it too, so its words show only whole.
    sealed: bool = False


@dataclass
class Step:
    """One applied action: its events and the views after it (the seat's and the public)."""

    events: tuple
    after: View
    public: View
    #: A log line of the table's own after the events' (why the game passed for a seat).
    note: str = ""
    #: The action was a computer seat's: a purchase of its at a fixed price is said on its seat
    #: before the gavel (`Timeline._event`); a person's own purchase goes as fast as ever.
    by_computer: bool = False


class Timeline:
    """The steps waiting to be shown, the beats playing, and what the seats say meanwhile."""

    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.beats: deque[Beat] = deque()
        #: The views to show once the beats of the last step end.
        self.pending: tuple[View, View] | None = None
        self.skipping = False
        self.bubbles: dict[int, Bubble] = {}
        #: A seat spoke in the step being planned, no beat since: a sale shows it first.
        self._said = False
        #: Bids and passes on the lot now for sale: (seat, amount or None for a pass).
        self.lot_history: list[tuple[int, int | None]] = []
        #: The seats out of the open auction's lot ("Out of this lot"), as the steps planned
        #: so far tell it: their passes are said in the button's word (`OUT_BUBBLE`).
        self.out: set[int] = set()
        #: The last lot's sealed bids once turned over, each seat's as its words, kept until
        #: the next card is played (sealed_kept.py), and the seconds they still hold the
        #: computers for.
        self.revealed: dict[int, Bubble] = {}
        self.revealed_left = 0.0

    @property
    def busy(self) -> bool:
        """Whether animation is still catching up with the game."""
        return bool(self.beats or self.steps or self.pending is not None)

    @property
    def playing(self) -> Beat | None:
        """The beat on screen now (started), if any."""
        return self.beats[0] if self.beats and self.beats[0].started else None

    def add(self, events, after: View, public: View, note: str = "",
            by_computer: bool = False) -> None:
        """Queue one action's events and the views after it (`note`: a line for the log
        after theirs; `by_computer`: a computer seat's action)."""
        self.steps.append(Step(tuple(events), after, public, note, by_computer))

    def tick_bubbles(self, dt: float) -> None:
        """Bubbles fade after their time."""
        self.revealed_left -= dt
        for seat in list(self.bubbles):
            self.bubbles[seat].left -= dt
            if self.bubbles[seat].left <= 0:
                del self.bubbles[seat]

    def plan(self, step: Step, lines: list, name: Callable[[int | None], str],
             outs: tuple = ()) -> list:
        """Queue the beats and bubbles of one step; `lines` are its log lines, one per event
        (None for an event not logged); `outs`, the events among them that are passes of a
        seat out of the lot (`Retold.steps_out`). Returns the lines to log at once: a line
        waits for the beat showing it (a sale at "Sold!"), or for the step's last beat before
        it."""
        now = []
        first = len(self.beats)
        self._said = False
        for e, line in zip(step.events, lines):
            made = len(self.beats)
            if any(e is o for o in outs):
                self.out.add(e.seat)
            self._event(e, step, name)
            self._said = self._said and len(self.beats) == made     # no beat since it was said
            if line is None:
                continue
            if len(self.beats) > made:
                # A sale's line waits for its gavel, not for the closing move's moment.
                made += isinstance(self.beats[made], Said) and len(self.beats) > made + 1
                self.beats[made].log.append(line)
            elif len(self.beats) > first:
                self.beats[-1].log.append(line)
            else:
                now.append(line)
        if step.note:
            now.append(("play", step.note))
        self.pending = (step.after, step.public)
        return now

    def _event(self, e, step: Step, name: Callable[[int | None], str]) -> None:
        """The beats and bubbles one event asks for."""
        if bought_by_computer(e, step) and not self._said:
            # A computer bought at the fixed price: nothing said, the gavel fell at once and
            # nobody could tell who had bought. Its seat says so first, as a closing bid is.
            self.bubbles[e.buyer] = Bubble(_BOUGHT, LOT_WORD)
            self._said = True
        said = _BUBBLES.get(type(e))
        if said is not None:
            text, seconds = said
            if hasattr(e, "amount"):
                text = text.format(amount=e.amount)
            if isinstance(e, Passed):
                text = OUT_BUBBLE if e.seat in self.out else _PASS_BUBBLES.get(e.method, text)
            if isinstance(e, (BidMade, Passed)):
                seconds = LOT_WORD
            self.bubbles[e.seat] = Bubble(text, seconds, isinstance(e, SealedBidPlaced))
            self._said = True
        elif isinstance(e, (Sold, TakenFree)) and self._said:
            # The move that closed the lot shows on its seat before the lot goes.
            self.beats.append(Said(BEAT_SECONDS["said"]))
        if isinstance(e, CardPlayed):
            self.revealed = {}          # the next card: the last lot's sealed bids are over
        if isinstance(e, AuctionStarted):
            # A new lot: what the seats said of the last one is over (bubbles fade with the
            # table's time, which stands still under a hand-over). No bubble comes before it
            # in the step that starts the auction: that is a card played or added.
            self.lot_history = []
            self.out = set()
            self.bubbles.clear()
        elif isinstance(e, BidMade):
            self.out.discard(e.seat)        # back in the lot
            self.lot_history.append((e.seat, e.amount))
        elif isinstance(e, Passed):
            self.lot_history.append((e.seat, None))
        else:
            self.beats.extend(beats_for(e, step, name))


def shown_as_it_flies(beat: Beat, timeline: Timeline) -> bool:
    """Whether the view after `beat`'s step is shown as the beat starts: a card on its way to
    the stand, the last beat of its step, that stays there as the lot (not one that ends the
    round). The seat it left counts it out of its hand and wears the auctioneer's badge from
    the first frame the card shows (the stand leaves it out until it lands, lot.py): the card
    lay on the stand while the seat still read the hand before it, without the badge."""
    if not isinstance(beat, CardToStand) or list(timeline.beats) != [beat] \
            or timeline.pending is None:
        return False
    return beat.card in timeline.pending[1].lot


def lot_history_of(events) -> list[tuple[int, int | None]]:
    """The bids and passes on the lot still for sale at the end of `events` (a loaded game's
    past), as `Timeline.lot_history` keeps them while the game is played: a game continued
    mid-lot shows the row of its bids as it stood before the save (it stood empty)."""
    history: list[tuple[int, int | None]] = []
    for e in events:
        if isinstance(e, (AuctionStarted, Sold, TakenFree, RoundEnded)):
            history = []
        elif isinstance(e, BidMade):
            history.append((e.seat, e.amount))
        elif isinstance(e, Passed):
            history.append((e.seat, None))
    return history


#: Events a seat says aloud: the bubble's text and how long it stays. Every bubble tells the
#: seat in the third person, as its chips and the log do ("Bids 12", "Passes"): the German
#: "Passe" read as the viewer's own word.
_BUBBLES = {BidMade: (_("Bids {amount}"), 1.6),
            # i18n: a seat's bubble on its panel: it passed its turn in an open or once-around
            # auction (third person, as "Bids 12" beside it; the lot's chip says "{name}
            # passes")
            Passed: (p_("what a seat says", "Passes"), 1.3),
            PriceSet: (_("Price {amount}"), 1.6), SealedBidPlaced: (_("Bid sealed"), 1.3),
            SecondCardDeclined: (_("Adds nothing"), 1.3), DummyKept: (_("Keeps it hidden"), 1.3)}

#: A pass in the words of the lot's auction where they differ from "Passes", as the lot's
#: chips say it (`game.log.PASS_WORDS`: declining a fixed price is no pass of a turn to bid).
_PASS_BUBBLES = {
    # i18n: a seat's bubble on its panel: it does not buy at the fixed price (third person;
    # the lot's chip says "{name} declines to buy")
    FIXED_PRICE: p_("what a seat says", "Declines to buy")}

#: The bubble of a seat out of an open auction's lot as the game passes for it, in the word of
#: the button it pressed ("Out of this lot"): "Passes" read as if it could still bid.
# i18n: a seat's bubble on its panel: it pressed "Out of this lot" and the game passes for it
# until the lot is sold (third person, as "Passes"; the button's word)
OUT_BUBBLE = p_("what a seat says", "Out")


#: A seat's bubble on its panel as it buys the lot at the fixed price (`bought_by_computer`).
# i18n: a seat's bubble on its panel: it buys the lot at the fixed price (third person, as
# "Declines to buy")
_BOUGHT = p_("what a seat says", "Buys")


def bought_by_computer(e, step: Step) -> bool:
    """Whether `e` is a sale at a fixed price that a computer seat's own purchase made (the
    step's action was the computer's: not the auctioneer's forced purchase after a pass, nor a
    person's own purchase)."""
    return isinstance(e, Sold) and e.method == FIXED_PRICE and step.by_computer \
        and e.buyer != e.auctioneer


#: How long a seat's bid or pass stays on its panel: until the lot goes, as the lot's row of
#: chips keeps it. When those words faded after a second or two, a player's turn found some of
#: the seats that had bid tagged and others not, while the chips showed every one.
LOT_WORD = math.inf


def lot_words(history: list[tuple[int, int | None]], method,
              outs=frozenset()) -> dict[int, Bubble]:
    """Each seat's latest bid or pass in `history` (`Timeline.lot_history`, a lot of `method`)
    as its panel says it, a seat in `outs` out of the lot: the words the table gives back
    after a take back."""
    words = {}
    for seat, amount in history:
        text = (_BUBBLES[BidMade][0].format(amount=amount) if amount is not None
                else OUT_BUBBLE if seat in outs
                else _PASS_BUBBLES.get(method, _BUBBLES[Passed][0]))
        words[seat] = Bubble(text, LOT_WORD)
    return words


def beats_for(e, step: Step, name: Callable[[int | None], str]) -> list[Beat]:
    """The beats one event is shown by (none for most)."""
    if isinstance(e, RoundStarted):
        dealt = any(e.dealt)
        out: list[Beat] = []
        if e.round > 0:
            out.append(Banner(BEAT_SECONDS["banner"], text=_("Round {round}").format(
                round=e.round + 1), sub=_("New cards are dealt") if dealt else
                _("No new cards: play the ones you kept")))
        if dealt:
            out.append(Deal(BEAT_SECONDS["deal"], dealt=e.dealt, dummy=e.dummy_dealt))
        return out
    if isinstance(e, AuctioneerSkipped):
        return [_skipped_banner(e, step, name)]
    if isinstance(e, (CardPlayed, SecondCardAdded)):
        return [CardToStand(BEAT_SECONDS["play"], seat=e.seat, card=e.card,
                            second=isinstance(e, SecondCardAdded))]
    if isinstance(e, SealedBidsRevealed):
        return [SealedReveal(BEAT_SECONDS["sealed"], bids=e.bids)]
    if isinstance(e, Sold):
        opened = e.method == OPEN
        return [GavelFalls(BEAT_SECONDS["gavel_open" if opened else "gavel"], sold=e,
                           open=opened),
                LotFlies(BEAT_SECONDS["fly"], lot=e.lot, buyer=e.buyer, payments=e.payments,
                         buyer_name=name(e.buyer), price=e.price, outcome=e)]
    if isinstance(e, TakenFree):
        return [LotFlies(BEAT_SECONDS["fly"], lot=e.lot, buyer=e.seat, payments=(),
                         buyer_name=name(e.seat), outcome=e)]
    if isinstance(e, DummyRevealed):
        return [DummyTurnedUp(BEAT_SECONDS["dummy"], card=e.card)]
    if isinstance(e, RoundEnded):
        card = e.card
        if e.reason == "fifth_card" and card is not None:
            text = _("The fifth {artist}!").format(
                artist=artist_name(card.artist, step.after.config.theme))
        else:
            # i18n: the round-over banner when the cards left in hand are only doubles nobody
            # may auction (2-player variant)
            text = _("Nobody can auction") if e.lone_doubles else _("Every hand is played")
        return [RoundOver(BEAT_SECONDS["banner"] * 1.3, text=text,
                          sub=_("Round {round} is over").format(round=e.round + 1), card=card,
                          seat=e.seat, round=e.round,
                          result=next((r for r in step.after.results if r.round == e.round),
                                      None)),
                RoundScored(0.0, round=e.round, events=step.events, after=step.after,
                            public=step.public)]
    if isinstance(e, GameEnded):
        return [GameOver(0.0, after=step.after, public=step.public)]
    return []


def _skipped_banner(e: AuctioneerSkipped, step: Step, name: Callable[[int | None], str]) -> Banner:
    """A headline across the stand when a seat is passed over as auctioneer (2-player variant:
    it holds only doubles it may not play): the other player auctioning lot after lot without
    a word looked like a broken turn order. The log says the whole reason."""
    mine = step.after.seat == e.seat
    # i18n: a headline across the stand: the seat's turn to auction is passed over
    text = (_("You cannot auction") if mine else
            _("{name} cannot auction").format(name=name(e.seat)))
    # i18n: under "… cannot auction" (2-player variant): why
    sub = _("Only double cards in hand, none with a second card that is not a double")
    return Banner(BEAT_SECONDS["banner"], text=text, sub=sub)
