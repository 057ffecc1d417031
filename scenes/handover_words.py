"""The hand-over screen's words: what the person handed the screen is handed it *for* now, from
the public view of the moment they sit down ("Krypto (open auction): your bid, Ada"), and what
the whole table watched before it, said as past ("Before this: the previous lot went to Clemens
for 30.").

A heading built from the last moment alone ("THE SEALED BIDS ARE REVEALED – Back to Ada") read
as if that lot were still going on while a new one was up for bidding.
"""
from __future__ import annotations

from game.card.cards import EFFECT_NAMES
from game.card.state import ADDING, EFFECT as CARD_EFFECT, EVERYONE, PLAY as CARD_PLAY
from game.cards import artist_name
from game.i18n import Text, _, n_
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, View)

# Each decision is its own whole heading, so that a language may build it its own way.
# i18n: a hand-over's heading: {name} is the player the screen passes to, {artist} the artist
# of the painting for sale; the auction's kind in brackets as the glossary names it
_AUCTION_TURNS = {
    PLAY: _("{name}: your turn to auction a painting"),
    # i18n: a hand-over's heading: a double auction's card waits for a second {artist}
    DOUBLE_OFFER: _("{artist} double: add a second one or not, {name}"),
    OPEN_BIDDING: _("{artist} (open auction): your bid, {name}"),
    ONCE_AROUND_BIDDING: _("{artist} (once around): your bid, {name}"),
    SEALED_BIDDING: _("{artist} (sealed bid): your bid, {name}"),
    SET_PRICE: _("{artist} (fixed price): set the price, {name}"),
    # i18n: a hand-over's heading: {price} is the fixed price asked
    FIXED_OFFER: _("{artist} for {price} (fixed price): buy or pass, {name}"),
    DUMMY_REVEAL: _("{name}: reveal a dummy card or not"),
}
#: The same decisions when a double's two paintings are on sale as one lot.
# i18n: a hand-over's heading: {name} is the player the screen passes to, {artist} the artist
# of the double's two paintings, sold as one lot
_PAIR_TURNS = {
    OPEN_BIDDING: _("Two {artist} (open auction): your bid, {name}"),
    ONCE_AROUND_BIDDING: _("Two {artist} (once around): your bid, {name}"),
    SEALED_BIDDING: _("Two {artist} (sealed bid): your bid, {name}"),
    SET_PRICE: _("Two {artist} (fixed price): set the price, {name}"),
    # i18n: a hand-over's heading: {price} is the fixed price asked for both paintings
    FIXED_OFFER: _("Two {artist} for {price} (fixed price): buy or pass, {name}"),
}
#: The card game's decisions in public words (the effect's is said with its name).
# i18n: a hand-over's heading in the card game: {name} is the player the screen passes to
_CARD_TURNS = {
    CARD_PLAY: _("{name}: your turn to play a card"),
    EVERYONE: _("{name}: choose your everyone-plays card"),
    # i18n: a hand-over's heading, said alike to everyone handed the screen at scoring,
    # whether they hold a card to add or not (the others must not learn which)
    ADDING: _("{name}: add cards at scoring, if you have any"),
    # i18n: a hand-over's heading: {effect} is the name of a card's effect
    CARD_EFFECT: _("{name}: use the effect ({effect}) or not"),
}
#: The heading back to the person who holds the screen as a lot's sealed bids begin: they bid
#: first, saving a swap, where the next clockwise was expected ("Back to Ada" puzzled a tester).
# i18n: a hand-over's heading, back to the player already at the screen as a sealed auction
# begins: the sealed bids may be made in any order, so {name} bids first, saving a hand-over
# (keep it short: it must hold on one line of the band at 1280x720 with a long name);
# {artist} is the artist for sale
_SEALED_FIRST = _("{artist} (sealed bid): you hold the screen, {name}, so you bid first")
# i18n: as "{artist} (sealed bid): you hold the screen, {name}, so you bid first", a double's two
# paintings of {artist} sold as one lot
_PAIR_SEALED_FIRST = _("Two {artist} (sealed bid): you hold the screen, {name}, so you bid "
                       "first")
# i18n: a hand-over's heading for a decision not named otherwise
_DECIDE = _("{name}: your turn to decide")


def your_turn(v: View, seat: int) -> Text:
    """The heading telling `seat` the decision the public view `v` waits for from them
    ("Krypto (open auction): your bid, Ada")."""
    name = v.config.seats[seat].name
    if not hasattr(v, "lot"):       # the card game: no lot, no auction
        effect = getattr(v, "effect", None)
        return _CARD_TURNS.get(v.phase, _DECIDE).format(
            name=name, effect=EFFECT_NAMES.get(effect, effect or ""))
    lot = artist_name(v.lot[0].artist, v.config.theme) if v.lot else ""
    turns = _PAIR_TURNS if len(v.lot or ()) > 1 and v.phase in _PAIR_TURNS else _AUCTION_TURNS
    return turns.get(v.phase, _DECIDE).format(name=name, artist=lot, price=v.price)


def sealed_first(v: View, seat: int) -> Text | None:
    """The heading back to `seat`, who holds the screen, as the sealed bids on the lot of the
    public view `v` begin (no person has sealed yet): they may come in any order, and theirs
    first saves a hand-over; None at any other moment."""
    if v.phase != SEALED_BIDDING or any(done and not v.config.seats[s].is_bot
                                        for s, done in enumerate(v.sealed_done)):
        return None
    words = _PAIR_SEALED_FIRST if len(v.lot) > 1 else _SEALED_FIRST
    return words.format(artist=artist_name(v.lot[0].artist, v.config.theme),
                        name=v.config.seats[seat].name)


def turn_after(v: View, seat: int, scored: int | None) -> Text:
    """The heading of `seat` handed the screen right after round `scored`'s scoring (0-based;
    None: after anything else): with nothing between, they begin the next round, and the
    heading says so, to them or to another person alike; else their decision (`your_turn`)."""
    if scored is None or v.round != scored + 1:
        return your_turn(v, seat)
    # i18n: the next round's first decision right after the scoring: {round} is its
    # number, {name} the player who begins it
    return _("Round {round}: {name} starts").format(round=scored + 2,
                                                   name=v.config.seats[seat].name)


def back_words(name: str) -> Text:
    """The line to the others when `name`'s hand is about to show after a moment everyone
    watched."""
    # i18n: {name} is the player the screen goes back to; said to the others at the screen
    return _("{name}'s hand will show: everyone else, please look away.").format(name=name)


def past_words(seen, v: View, seat: int | None = None) -> Text | str:
    """What the whole table watched before this hand-over (`seen`, privacy's `Moment`), said
    as past so that it never reads as what is going on now ("Last lot: sold to Bea for 15."
    under a new lot's heading read as that lot's); "" when nothing was."""
    if seen is None:
        return ""
    if seen.kind in ("sold", "sealed") and seen.buyer is not None:
        name = v.config.seats[seen.buyer].name
        if seen.price is None:
            # i18n: on a hand-over, under the table's facts: the lot before the one now up;
            # nobody bid on it and {name}, its auctioneer, took it for nothing
            return _("Before this: nobody bid on the previous lot; {name} took it for "
                     "nothing.").format(name=name)
        if seat is not None and seat == seen.buyer:
            # i18n: on a hand-over to the person who bought the lot before the one now up
            return _("Before this: you bought the previous lot for {price}.").format(
                price=seen.price)
        if seat is not None and seat in seen.payees:
            # i18n: on a hand-over, under the table's facts: the lot before the one now up,
            # what it fetched and that the money went to the person the screen is handed to
            return _("Before this: the previous lot went to {name} for {price}, paid to "
                     "you.").format(name=name, price=seen.price)
        # i18n: on a hand-over, under the table's facts: the lot before the one now up, and
        # what it fetched ("Last lot" read as the lot now up, or the round's final one)
        return _("Before this: the previous lot went to {name} for {price}.").format(
            name=name, price=seen.price)
    words = {
        # i18n: on a hand-over, under the table's facts: the round's scoring was shown to
        # everyone
        "scored": _("Round {round} was scored."),
        # i18n: on a hand-over, under the table's facts: the card game's round ended (its
        # face-down cards turned up, its leading artists), before its cards are added
        "ended": _("Round {round} ended."),
        # i18n: on a hand-over, under the table's facts: the sealed bids on the lot before
        # the one now up were turned over
        "sealed": _("Before this: the sealed bids on the previous lot were revealed."),
        # i18n: on a hand-over, under the table's facts: the everyone-plays cards were turned
        # up together
        "revealed": _("The everyone-plays cards were turned up."),
    }.get(seen.kind)
    return words.format(round=seen.round + 1) if words is not None else ""


def earlier_words(n: int) -> Text:
    """The hand-over's first line when it leaves out the `n` oldest lines of what the person
    has not seen, to keep to the latest."""
    # i18n: on a hand-over, over the latest lines of the log since the person last saw the
    # table: {n} older lines are left out, to be read in the table's log
    return n_("{n} earlier line: see the log.", "{n} earlier lines: see the log.", n)


def others_words(n: int) -> Text:
    """The hand-over's first line when it leaves out `n` lines of what the person has not seen
    that are not all older than those it shows (it keeps first what touches the person)."""
    # i18n: on a hand-over, over the lines of the log since the person last saw the table
    # that touch them most: {n} other lines (not only older ones) are left out, to be read in
    # the table's log
    return n_("{n} other line: see the log.", "{n} other lines: see the log.", n)


def covered_words(n: int) -> Text:
    """The band's first line when it leaves out `n` lines of what the person has not seen and
    the table's log is covered (a round's end on a panel over its column, the round's scoring
    over the table): "see the log" pointed at a log nobody could read then."""
    # i18n: on the band of a hand-over under a moment that covers the table's log: {n} lines
    # of what the person has not seen are left out, to be read in the log once the moment goes
    return n_("{n} more line: in the log once you go on.",
              "{n} more lines: in the log once you go on.", n)
