"""The one narration of the game: a line in plain words per public event, for the table's log
panel, the replay tool and anything else that tells the game (the registry's `narrate`).

Only public events are narrated, so nothing here can reveal a hand or a sealed bid early.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from . import events as E
from .cards import Card, Method, artist_name
from .config import TWO_PLAYER, Config
from .i18n import Text, _, and_list, join_text, n_, p_, sentences
from .log_deal import dealt_words


class Line(NamedTuple):
    """One line of the game's log: its section and its words."""
    kind: str   # "round" (a separator), "play", "sale" or "score" (and Retold's GROWS, AGAIN)
    text: Text


class Heading(Line):
    """A round's heading, a `Line` still (two fields), with the deal's line under it (`then`,
    game/log_deal.py), the log's next line, of kind "play"."""
    then: Text | None = None


def _heading(text: Text, then: Text) -> Heading:
    line = Heading("round", text)
    line.then = then
    return line


def listed(config: Config, seat: int, you: int | None) -> Text | str:
    """A seat inside a sentence's list of names as the log tells it: its name, or "you" for
    the viewing seat `you` (the table's other sentences that list seats say it the same way)."""
    return _Teller(config, you).listed(seat)


#: Events told by something other than a line: an auction's start shows as the lot on its
#: stand, and the card played has already named its method.
SILENT = frozenset({E.AuctionStarted})


class _Teller:
    """Names and sentences for one narration: seats by name, or "you" for the viewing seat.

    Every sentence is two whole messages, one for the viewer ("You play ...") and one for
    another seat ("{name} plays ..."), since languages conjugate them differently."""

    def __init__(self, config: Config, you: int | None) -> None:
        self.config, self.you, self.theme = config, you, config.theme

    def who(self, seat: int | None) -> Text | str:
        """A seat as a name in a list or a sentence's object: its name, "You" or the bank."""
        if seat is None:
            return _("the bank")
        # i18n: the viewing player as the name of a bid in a line of bids ("Axel 10 · You 12")
        return p_("the viewer as a name", "You") if seat == self.you else self.name(seat)

    def listed(self, seat: int) -> Text | str:
        """A seat inside a sentence's list of names: its name, or "you" for the viewer."""
        # i18n: the viewing player inside a list of names within a sentence ("Bea 41, you 40
        # and Cem 23"), so not capitalised in English
        return p_("the viewer inside a list", "you") if seat == self.you else self.name(seat)

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def says(self, seat: int | None, mine: Text, theirs: Text, **parts: object) -> Text:
        """`mine` ("You play {card}.") for the viewer, else `theirs` ("{name} plays {card}.")."""
        if seat is not None and seat == self.you:
            return mine.format(**parts)
        return theirs.format(name=self.who(seat), **parts)

    def card(self, card: Card) -> Text:
        return card.label(self.theme)

    def lot(self, lot: tuple[Card, ...]) -> Text:
        return join_text(" + ", [self.card(c) for c in lot])

    def artist(self, artist: int) -> str:
        return artist_name(artist, self.theme)


def _round_ended(t: _Teller, e: E.RoundEnded) -> Text:
    if e.reason == E.RoundEnd.FIFTH_CARD and e.card is not None:
        return _("The fifth {artist} ends round {round}.").format(
            artist=t.artist(e.card.artist), round=e.round + 1)
    if e.reason == E.RoundEnd.HANDS_EMPTY:
        return _("Every hand is empty: round {round} ends.").format(round=e.round + 1)
    if e.lone_doubles:
        # i18n: 2-player variant (RULES.md §8, §4): the cards left in hand are double cards,
        # none of which has a second card of its artist that is not a double
        return _("Nobody can auction a card: only double cards are left in hand, none with a "
                 "second card of its artist that is not a double. Round {round} ends.").format(
                     round=e.round + 1)
    return _("Nobody can play a card: round {round} ends.").format(round=e.round + 1)


def _skipped(t: _Teller, e: E.AuctioneerSkipped) -> Text:
    # i18n: 2-player variant (RULES.md §8, §4): a seat's turn to auction is passed over (its
    # hand holds only double cards without a second card; the line beside the lot says so, so
    # the log, which tells it after every lot, says it short)
    return t.says(e.seat, _("You are passed over as auctioneer: no card in your hand can be "
                            "auctioned."),
                  _("{name} is passed over as auctioneer: no card in their hand can be "
                    "auctioned."))


def _share(t: _Teller, p: E.Payment) -> Text:
    """One share of a split double's price and where it went: "21 to the bank"."""
    if p.payee is None:
        # i18n: one share of a split double's price, in a list ("21 to the bank and 22 to Ada")
        return _("{amount} to the bank").format(amount=p.amount)
    # i18n: one share of a split double's price, in a list ("21 to the bank and 22 to you")
    return t.says(p.payee, _("{amount} to you"), _("{amount} to {name}"), amount=p.amount)


def _sold(t: _Teller, e: E.Sold) -> Text:
    if len(e.payments) > 1:
        # A double's price split between its two players (double_proceeds = split): where
        # each share went, a share of the buyer's own going to the bank.
        shares = and_list(_share(t, p) for p in e.payments)
        # i18n: {shares} lists where each share went ("21 to the bank and 22 to you")
        return t.says(e.buyer, _("Sold to you for {price}, the double's price split: "
                                 "{shares}."),
                      _("Sold to {name} for {price}, the double's price split: {shares}."),
                      price=e.price, shares=shares)
    to_bank = any(p.payee is None for p in e.payments) and e.buyer == e.auctioneer
    if to_bank:
        return t.says(e.buyer, _("Sold to you for {price} (paid to the bank)."),
                      _("Sold to {name} for {price} (paid to the bank)."), price=e.price)
    # Where the money went, as the Rules' examples say it ("Sold to Beatrix for 18, paid to
    # Axel"): the line said only who bought, and a newcomer asked who was paid.
    payee = e.payments[0].payee if e.payments else e.auctioneer
    if payee is not None and payee == t.you:
        return _("Sold to {name} for {price}, paid to you.").format(
            name=t.name(e.buyer), price=e.price)
    if payee is None:
        return t.says(e.buyer, _("Sold to you for {price}."), _("Sold to {name} for {price}."),
                      price=e.price)
    return t.says(e.buyer, _("Sold to you for {price}, paid to {payee}."),
                  _("Sold to {name} for {price}, paid to {payee}."), price=e.price,
                  payee=t.name(payee))


def _dummy_revealed(t: _Teller, e: E.DummyRevealed) -> Text:
    name = t.artist(e.card.artist)
    if e.by is None:
        return _("A dummy deck turns up {artist}.").format(artist=name)
    return t.says(e.by, _("You turn up {artist} from the dummy hand."),
                  _("{name} turns up {artist} from the dummy hand."), artist=name)


def _payout(t: _Teller, e: E.Payout) -> Text:
    n = len(e.cards)
    return t.says(e.seat, n_("The bank pays you {amount} for {n} painting.",
                             "The bank pays you {amount} for {n} paintings.", n),
                  n_("The bank pays {name} {amount} for {n} painting.",
                     "The bank pays {name} {amount} for {n} paintings.", n), amount=e.amount)


def _game_ended(t: _Teller, e: E.GameEnded) -> Text:
    best = max(e.cash)
    if len(e.winners) > 1 and t.you in e.winners:
        # i18n: the viewer among the winners of a shared win, last in their list ("Axel and
        # you", "Axel, Bea and you"): the case the sentence below asks for
        you = p_("the viewer among shared winners", "you")
        names = and_list([*(t.name(w) for w in e.winners if w != t.you), you])
        # i18n: a win the viewer shares: {names} lists the winners, the viewer last ("Axel
        # and you"), {cash} the money they share it with
        return p_("a shared win of the viewer", "Game over: {names} share the win with "
                  "{cash}.").format(names=names, cash=best)
    if len(e.winners) > 1:
        return _("Game over: {names} win with {cash}.").format(
            names=and_list(t.name(w) for w in e.winners), cash=best)
    return t.says(e.winners[0], _("Game over: You win with {cash}."),
                  _("Game over: {name} wins with {cash}."), cash=best)


#: A sealed bid of 0, as the sealed box calls it ("0 = no bid"): the log's reveal and the
#: table's reveal tiles say it the same way (the tiles showed "—" while the log said "you 0").
# i18n: a seat's sealed bid of 0, on its tile and, in brackets, in the reveal's list
# ("Bea 41, you (no bid) and Cem 23")
NO_BID = p_("a sealed bid of 0", "no bid")
#: A seat in the reveal's list with no bid: "you (no bid)", the brackets the language's own
#: (Chinese full-width: an ASCII bracket set "Beatrix (不出價)").
# i18n: {name} is a seat ("Bea", "you"), {no_bid} the words of a sealed bid of 0 ("no bid")
NO_BID_LISTED = _("{name} ({no_bid})")


def _sealed_revealed(t: _Teller, e: E.SealedBidsRevealed) -> Text:
    bids = and_list(join_text(" ", [t.listed(i), b]) if b
                    else NO_BID_LISTED.format(name=t.listed(i), no_bid=NO_BID)
                    for i, b in enumerate(e.bids))
    told = _("Sealed bids revealed: {bids}.").format(bids=bids)
    best = max(e.bids, default=0)
    if e.winner is None or best == 0 or e.bids.count(best) < 2:
        return told
    # i18n: after a sealed auction's reveal, when several seats bid the same highest amount
    # (RULES.md: the auctioneer wins a tie they are in, else the tied bidder nearest their left)
    tie = t.says(e.winner, _("A tie at {amount} goes to you: the auctioneer wins a tie they "
                             "are in, else the next tied bidder clockwise."),
                 _("A tie at {amount} goes to {name}: the auctioneer wins a tie they are in, "
                   "else the next tied bidder clockwise."), amount=best)
    return sentences([told, tie])


#: What a seat's pass means by the lot's auction, as a part of a line of bids and as the lot's
#: chip (the viewer's words, another seat's). One act, one word: a turn let go without a bid
#: in an open auction (not final: RULES.md, the seat may bid again on a later lap) and in a
#: once-around auction (its one turn) is a pass, as the Pass button says and RULES.md calls
#: both ("raises or passes", "bid higher ... or pass"); the once-around pass said "makes no
#: bid", the words of a sealed bid of 0 (`NO_BID`), another act: a bid, revealed with the
#: others. Declining a fixed price is not a bid at all but a purchase refused: "declines to
#: buy" (the German log said "Du passt" for all three).
PASS_WORDS: dict[Method | None, tuple[Text, Text]] = {
    # i18n: on a fixed-price lot's chips: the seat does not buy at the price set
    Method.FIXED_PRICE: (_("You decline to buy"), _("{name} declines to buy")),
    # i18n: a chip in the row of the lot's bids, and in an open or once-around auction's line
    # of bids: the seat passed its turn without a bid (in an open auction it may bid again on
    # a later lap)
    None: (_("You pass"), _("{name} passes")),
}

#: The same as sentences of their own (the log's line for a fixed price's pass, the replay's).
PASS_SENTENCES: dict[Method | None, tuple[Text, Text]] = {
    # i18n: a seat offered a fixed-price lot does not buy it
    Method.FIXED_PRICE: (_("You decline to buy."), _("{name} declines to buy.")),
    None: (_("You pass."), _("{name} passes.")),
}


#: The pass of a seat out of an open auction's lot ("Out of this lot": the game passes for it
#: on the later laps), as the lot's chip says it, in the button's word: a play-tester read
#: "Ada passes" and could not tell who was out for good from who could still bid.
OUT_WORDS: tuple[Text, Text] = (
    # i18n: a chip in the row of the lot's bids: the viewer pressed "Out of this lot" (the
    # game passes for them until the lot is sold); the button's word
    _("You are out"),
    # i18n: a chip in the row of the lot's bids: the seat pressed "Out of this lot" (the game
    # passes for it until the lot is sold); the button's word, third person
    _("{name} is out"))


def pass_words(method: Method | None, mine: bool, name: str, out: bool = False) -> Text:
    """A pass on a lot of `method` as the lot's chip says it: the viewer's words if `mine`,
    else another seat's with its `name`; a seat `out` of the lot in the button's word."""
    own, theirs = OUT_WORDS if out else PASS_WORDS.get(method, PASS_WORDS[None])
    return own if mine else theirs.format(name=name)


def _passed(t: _Teller, e: E.Passed) -> Text:
    return t.says(e.seat, *PASS_SENTENCES.get(e.method, PASS_SENTENCES[None]))


def _tokens(t: _Teller, e: E.TokensPlaced) -> Text:
    tokens = and_list(join_text(" ", [t.artist(a), token]) for a, token in e.tokens)
    return _("Tokens: {tokens}.").format(tokens=tokens)


def _offered(t: _Teller, e: E.SecondCardOffered) -> Text | None:
    """A double's second card offered to a seat: told when a person must decide it ("You may
    add...", at one screen "Bea may add..."); a computer's offer is not (its next line, "adds
    ..." or "adds nothing", tells that it was offered: the log said "Cem may add a second
    card to the double." and at once "Cem adds Yoko and auctions the pair.")."""
    if t.config.seats[e.seat].is_bot:
        return None
    return t.says(e.seat, _("You may add a second card to the double."),
                  _("{name} may add a second card to the double."))


_TELL: dict[type, tuple[str, Callable[[_Teller, object], Text | None]]] = {
    E.RoundStarted: ("round", lambda t, e: _("Round {round}").format(round=e.round + 1)),
    E.AuctioneerSkipped: ("play", _skipped),
    E.CardPlayed: ("play", lambda t, e: t.says(e.seat, _("You play {card}."),
                                               _("{name} plays {card}."), card=t.card(e.card))),
    E.SecondCardOffered: ("play", _offered),
    E.SecondCardDeclined: ("play", lambda t, e: t.says(e.seat, _("You add nothing."),
                                                       _("{name} adds nothing."))),
    E.SecondCardAdded: ("play", lambda t, e: t.says(
        e.seat, _("You add {card}.") if e.ends_round else _("You add {card} and auction the "
                                                              "pair."),
        _("{name} adds {card}.") if e.ends_round else _("{name} adds {card} and auctions the "
                                                        "pair."), card=t.card(e.card))),
    E.BidMade: ("play", lambda t, e: t.says(e.seat, _("You bid {amount}."),
                                            _("{name} bids {amount}."), amount=e.amount)),
    E.Passed: ("play", _passed),
    E.SealedBidPlaced: ("play", lambda t, e: t.says(e.seat, _("You seal a bid."),
                                                    _("{name} seals a bid."))),
    E.SealedBidsRevealed: ("play", _sealed_revealed),
    E.PriceSet: ("play", lambda t, e: t.says(e.seat, _("You set the price at {amount}."),
                                             _("{name} sets the price at {amount}."),
                                             amount=e.amount)),
    E.Sold: ("sale", _sold),
    E.TakenFree: ("sale", lambda t, e: t.says(e.seat, _("You take {lot} free."),
                                              _("{name} takes {lot} free."), lot=t.lot(e.lot))),
    E.DummyRevealed: ("play", _dummy_revealed),
    E.DummyKept: ("play", lambda t, e: t.says(e.seat, _("You leave the dummy card hidden."),
                                              _("{name} leaves the dummy card hidden."))),
    E.RoundEnded: ("score", _round_ended),
    E.TokensPlaced: ("score", _tokens),
    E.Payout: ("score", _payout),
    E.GameEnded: ("score", _game_ended),
}


def narrate(event: object, config: Config, you: int | None = None) -> Line | None:
    """The log's line for an event, or None for the SILENT ones, a computer's offer of a
    double's second card (`_offered`) and anything that is not an event. `you`, the viewing
    seat, is told as "you"; None names every seat."""
    told = _TELL.get(type(event))
    if told is None:
        return None
    kind, tell = told
    text = tell(_Teller(config, you), event)
    if isinstance(event, E.RoundStarted):
        return _heading(text, dealt_words(event, config))
    return None if text is None else Line(kind, text)


#: The lots whose bidding the table's log gathers into one line, and the events it gathers.
GATHERED = {Method.OPEN: (E.BidMade, E.Passed), Method.ONCE_AROUND: (E.BidMade, E.Passed),
            Method.SEALED: (E.SealedBidPlaced,)}

#: The kinds of a lot's line of bids: the first (GROWS) may grow; each later one (AGAIN) is
#: that line grown, and the log replaces it. Both read as "play" lines.
GROWS, AGAIN = "bids", "again"


#: The shortest run of raises by one between two seats that the log shortens to its ends.
DUEL = 6
#: ... and raises of any size, alternating between the same two seats, from this many: a
#: shorter exchange of real bids reads better whole.
LONG_DUEL = 10


#: A lot's bids and passes as the log tells them: a bid (seat, amount) or a run of passes
#: made one after another (the seats in order).
_Item = tuple[int, int] | tuple[tuple[int, ...], None]


def _items(t: _Teller, bids: list[tuple[int, int | None]], method: Method | None,
           quits=frozenset()) -> tuple[list[_Item], set[int]]:
    """The bids and passes in order, an open auction's passes made in a row by seats other than
    the viewer as one item ("Bea, Cy and Dee pass"): after a raise every seat but the high
    bidder passes again, and the log tells each of those passes. A seat's pass out of the lot
    (`quits`, indices of `bids`) stands alone; with the items, the indices of those."""
    items: list[_Item] = []
    outs: set[int] = set()
    grouped = method in (None, Method.OPEN)
    for i, (seat, amount) in enumerate(bids):
        if amount is not None:
            items.append((seat, amount))
            continue
        last = items[-1] if items else None
        if i in quits:
            outs.add(len(items))
            items.append(((seat,), None))
        elif (grouped and last is not None and last[1] is None and seat != t.you
                and t.you not in last[0] and len(items) - 1 not in outs):
            items[-1] = (last[0] + (seat,), None)
        else:
            items.append(((seat,), None))
    return items, outs


def _told_passes(t: _Teller, seats: tuple[int, ...], method: Method | None,
                 out: bool = False) -> Text:
    """A run of passes: one seat's as the chips say it (`out`: its pass out of the lot, in
    the button's word), several as one ("Bea and Cy pass")."""
    if len(seats) == 1:
        return t.says(seats[0], *(OUT_WORDS if out else PASS_WORDS.get(method,
                                                                        PASS_WORDS[None])))
    # i18n: in an open auction's line of bids, two or more seats (never the viewer) passing
    # one after another, {names} a list ("Bea, Cy and Dee"); after a raise each must pass again
    return _("{names} pass").format(names=and_list(t.name(s) for s in seats))


def _bids(t: _Teller, bids: list[tuple[int, int | None]], method: Method | None = None,
          quits=frozenset()) -> Text:
    """A lot's bids and passes so far in one line ("Bids: Axel 10 · Bea passes · You 15.",
    a pass in the words of the lot's `method`); every pass is told, those in a row as one.
    Two seats raising each other by one lap after lap ("Up to" against a computer can make
    dozens), or by any amounts for longer (`LONG_DUEL`), keep their first two and last two
    bids, and say how many lie between (and that the others passed between them)."""
    items, outs = _items(t, bids, method, quits)
    parts: list[Text] = []
    i = 0
    while i < len(items):
        seat, amount = items[i]
        if amount is None:
            parts.append(_told_passes(t, seat, method, i in outs))
            i += 1
            continue
        run = _duel(items, i)
        if len(run) >= (DUEL if _by_one(items, run) else LONG_DUEL):
            shown = (list(range(i, run[1] + 1)), list(range(run[-2], run[-1] + 1)))
            hidden = len(run) - 4
            passed = any(items[k][1] is None for k in range(run[1], run[-2]))
            parts += [_told_item(t, items[k], method, k in outs) for k in shown[0]]
            parts.append(_hidden_raises(hidden, passed, _by_one(items, run)))
            parts += [_told_item(t, items[k], method, k in outs) for k in shown[1]]
            i = run[-1] + 1
        else:
            parts.append(_told_bid(t, items[i]))
            i += 1
    # i18n: an open or once-around auction's bids and passes in order, joined by " · "
    return _("Bids: {bids}.").format(bids=join_text(" · ", parts))


def _by_one(items: list[_Item], run: list[int]) -> bool:
    """Whether every raise of a duel (`run`, indices of its bids) is one more than the last."""
    return all(items[b][1] == items[a][1] + 1 for a, b in zip(run, run[1:]))


def _hidden_raises(hidden: int, passed: bool, by_one: bool) -> Text:
    """The middle of a long duel's line: how many raises it leaves out."""
    if by_one:
        return (
            # i18n: in a line of bids, between two seats' first and last raises by one,
            # every other seat passing after each of them
            n_("{n} more raise by one, the others passing",
               "{n} more raises by one, the others passing", hidden) if passed else
            # i18n: in a line of bids, between two seats' first and last raises by one
            n_("{n} more raise by one", "{n} more raises by one", hidden))
    return (
        # i18n: in a line of bids, between two seats' first and last raises (of any size) in
        # turn, every other seat passing after each of them
        n_("{n} more raise in turn, the others passing",
           "{n} more raises in turn, the others passing", hidden) if passed else
        # i18n: in a line of bids, between two seats' first and last raises (of any size),
        # made in turn
        n_("{n} more raise in turn", "{n} more raises in turn", hidden))


def _told_item(t: _Teller, item: _Item, method: Method | None, out: bool = False) -> Text:
    seat, amount = item
    return _told_passes(t, seat, method, out) if amount is None else _told_bid(t, item)


def _told_bid(t: _Teller, bid: tuple[int, int | None]) -> Text:
    """One bid of a line of bids ("Axel 10")."""
    return join_text(" ", [t.who(bid[0]), bid[1]])


def _duel(items: list[_Item], start: int) -> list[int]:
    """The indices of the bids in the run from `start` that two seats make in turn, the other
    seats passing between them (a pass of either ends it). Raises of any size count: "Up to"
    raising by one against a computer raising by five made a line of sixty bids and passes
    at a shared screen, where every pass is told."""
    run = [start]
    k = start + 1
    while k < len(items):
        seat, amount = items[k]
        if amount is None:
            if len(run) >= 2 and set(seat) & {items[run[0]][0], items[run[1]][0]}:
                break
            if len(run) < 2 and items[start][0] in seat:
                break
            k += 1
            continue
        before = items[run[-1]]
        if (amount <= before[1] or seat == before[0]
                or (len(run) >= 2 and seat != items[run[-2]][0])):
            break
        run.append(k)
        k += 1
    return run


def _sealed(t: _Teller, bids: list[tuple[int, int | None]]) -> Text:
    """Who has sealed a bid for the lot so far ("Sealed bids from Axel, Bea and you.")."""
    # i18n: the viewing player in the list after "Sealed bids from" ("Axel, Bea and you"),
    # so in the case that the sentence's "from" asks for
    you = p_("the viewer after 'Sealed bids from'", "you")
    names = and_list(you if s == t.you else t.name(s) for s, _a in bids)
    # i18n: the seats that have sealed a bid so far, as a list ("Axel, Bea and you")
    return _("Sealed bids from {names}.").format(names=names)


def why_round_ended(event: E.RoundEnded, config: Config) -> Text:
    """Why a round ended, looking back (the round-scoring overlay's line)."""
    if event.reason == E.RoundEnd.FIFTH_CARD and event.card is not None:
        artist = artist_name(event.card.artist, config.theme)
        if event.seat is None:
            # Nobody plays a dummy card: it is turned up (§7), in the 2-player variant from one
            # of two dummy decks (§8).
            if config.variant == TWO_PLAYER:
                return _("The fifth {artist}, turned up from a dummy deck, ended the "
                         "round.").format(artist=artist)
            return _("The fifth {artist}, turned up from the dummy hand, ended the "
                     "round.").format(artist=artist)
        return _("The fifth {artist}, played by {name}, ended the round.").format(
            artist=artist, name=config.seats[event.seat].name)
    if event.reason == E.RoundEnd.HANDS_EMPTY:
        return _("Every hand was played out.")
    if event.lone_doubles:
        # i18n: 2-player variant (RULES.md §8, §4), on the round's scoring
        return _("Only double cards were left in hand, none with a second card of its artist "
                 "that is not a double: nobody could auction.")
    return _("Nobody could play a card.")


def describe(event: object, config: Config) -> Text | None:
    """An event's words alone, every seat by name (the replay tool's and the registry's line)."""
    line = narrate(event, config)
    return None if line is None else line.text
