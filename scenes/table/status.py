"""The headline and helping line beside the lot, from the view and the seat's legal options.

Limits come from the options the engine offers (the smallest raise, the prices one may set,
whether buying is possible), never from a rule restated here.
"""
from __future__ import annotations

from game import (AddSecondCard, AmountRange, Buy, DeclineSecondCard, RoundEnd,
                  play_ends_round)
from game.config import DUMMY_REVEALER
from game.engine import MUST_ADD_SECOND, payees, playable
from game.events import TakenFree
from game.cards import artist_name
from game.i18n import _, and_list, sentences
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)

from .look import Look
from .pass_outcome import ending_words


def amount_range(legal) -> AmountRange | None:
    """The amounts the seat may choose now, if an amount is asked for."""
    return next((o for o in legal if isinstance(o, AmountRange)), None)


def status(look: Look) -> tuple[str, str]:
    """The headline and a helping line for the lot area."""
    if look.is_over:
        return _("The game is over"), ""
    if look.turn:
        line = _your_turn(look)
        if line is not None:
            # At one screen, first the word the seat had no screen for: its "Up to" passed.
            return line if not look.news else (line[0], sentences([look.news, line[1]]))
    return _watching(look)


def _your_turn(look: Look) -> tuple[str, str] | None:
    """The lines for the seat whose decision it is, from its legal options."""
    v = look.view
    rng = amount_range(look.legal)
    if v.phase == PLAY:
        return (_("Your turn to auction"),
                _("Choose a painting from your hand: it is sold by the method on its card."))
    if v.phase == DOUBLE_OFFER:
        return _double_offer(look)
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        high = _high_bid(look)
        if rng is None:
            return high, _("You have {cash}, not enough to raise: you can only "
                           "pass.").format(cash=v.my_cash)
        # With no bid yet there is nothing to raise: the first bid opens the lot.
        line = (_("Your turn: raise to at least {amount} or pass. You have {cash}.")
                if v.high_bidder is not None else
                _("Your turn: bid at least {amount} or pass. You have {cash}."))
        return high, _with_own_lot(look, _free_if_passed(look, line.format(
            amount=rng.lo, cash=v.my_cash)))
    if v.phase == SEALED_BIDDING:
        done = sum(v.sealed_done)
        top = rng.hi if rng is not None else v.my_cash
        # The auctioneer is not told here that all 0s give her the lot free (the Rules say it):
        # one more sentence on the stand left the first-time tip on sealed bids no room beside
        # the lot in German, and shrank it in Chinese.
        return _("Your sealed bid"), _with_own_lot(look, _(
            "Choose one secret bid (0 = no bid). You have {cash}. {done} of {players} bids are "
            "in.").format(cash=top, done=done, players=v.players))
    if v.phase == SET_PRICE and rng is not None:
        choice = (_("Your only price is {price}. If nobody buys, you must buy it "
                    "yourself.").format(price=rng.lo) if rng.lo == rng.hi
                  else _("From {low} to your {high}. If nobody buys, you must buy it "
                         "yourself.").format(low=rng.lo, high=rng.hi))
        return _("Set a fixed price"), sentences([choice, _bought_back(look)])
    if v.phase == FIXED_OFFER:
        price = _("Price {price}").format(price=v.price)
        if any(isinstance(o, Buy) for o in look.legal):
            return price, _("Buy it for {price} or pass. You have {cash}.").format(
                price=v.price, cash=v.my_cash)
        return price, _("You have {cash}, not enough to buy: you can only pass.").format(
            cash=v.my_cash)
    if v.phase == DUMMY_REVEAL:
        return (_("Reveal the dummy card?"),
                sentences([DUMMY_REVEALER[v.config.dummy_reveal_by],
                           _("It counts for this round's ranking and could be the fifth "
                             "card.")]))
    return None


def _double_offer(look: Look) -> tuple[str, str]:
    """The lines for the seat that may add a second card to the double on offer."""
    v = look.view
    artist = artist_name(v.lot[0].artist, v.config.theme)
    can_decline = any(isinstance(o, DeclineSecondCard) for o in look.legal)
    # i18n: to the player of a double deciding whether to add a second card
    free = _yours_unbid(look, _("If nobody adds a card, the double card is yours for nothing."))
    if not any(isinstance(o, AddSecondCard) for o in look.legal):
        # i18n: a double's second card, when the seat holds none that may be added
        return (_("No second {artist} to add").format(artist=artist),
                sentences([_("You hold no {artist} that can be added to this double: add "
                             "nothing (a card says why when you point at it, or step to it "
                             "with the arrows and press Enter).").format(artist=artist),
                           *free]))
    # "Choose", not "click": the arrows and Enter choose a hand card as well.
    if can_decline:
        how = _("Choose a highlighted {artist} in your hand to sell both as one lot by its "
                "method, or add nothing.").format(artist=artist)
        head = _("Add a second {artist}?").format(artist=artist)
    else:
        # Not a question where adding nothing is no choice: the engine's word why.
        how = sentences([_("Choose a highlighted {artist} in your hand to sell both "
                           "as one lot by its method.").format(artist=artist),
                         MUST_ADD_SECOND])
        # i18n: the headline when the double's player must add a second card (2 players)
        head = _("Add a second {artist}").format(artist=artist)
    share = _double_share(look, can_decline)
    if share:
        how = sentences([how, share])
    how = sentences([how, *free])
    ends = play_ends_round(v, v.lot[0])
    if ends == RoundEnd.FIFTH_CARD:
        how = sentences([how, _("A second {artist} would be the fifth: the round would "
                                "end at once and neither card be sold.").format(
                                    artist=artist)])
    elif ends is not None:
        how = sentences([how, _("It would be the last card in anyone's hand: the round "
                                "would end at once and neither card be sold.")])
    return head, how


def _double_share(look: Look, can_decline: bool) -> str:
    """Who would run a double's auction and be paid, by this table's option (the engine's
    `payees` says whether the price is shared): to a seat that may add the second card to
    another's double, that it would auction both paintings and receive the whole price, or
    share it with the double's player (the option showed only on the setup and Rules
    screens); to the double's player, that adding nothing may still bring a split share."""
    v = look.view
    if v.original is None:
        return ""
    if v.seat != v.original:
        if len(payees(v.config, v.original, v.seat)) < 2:
            # i18n: a double's second card offered to another player; double_proceeds =
            # second card's player (the player who adds it runs the auction)
            return _("At this table, if you add one, you auction both paintings and receive "
                     "the whole price.")
        # i18n: double_proceeds = split; {name} played the double the seat may add a card to
        return _("At this table, if you add one, you auction both paintings and share the "
                 "price with {name}, taking the odd unit.").format(name=look.name(v.original))
    other = (v.original + 1) % v.players
    if not can_decline or len(payees(v.config, v.original, other)) < 2:
        return ""
    # i18n: double_proceeds = split, said to the player of the double
    return _("At this table, if you add nothing and another player adds a card, you share the "
             "lot's price with them.")


def _paid_back(look: Look, buyer: int) -> tuple[bool, int | None]:
    """Where the lot's price goes if `buyer` wins it (the engine's `payees`): whether (some
    of) it goes to the bank, and the other seat sharing a split double's price, if any."""
    v = look.view
    who = payees(v.config, v.original, v.auctioneer, buyer)
    return None in who, next((seat for seat in who if seat is not None), None)


def _free_if_passed(look: Look, line):
    """`line`, and what a pass would do where it ends the lot (the engine asked, `pass_ends`:
    the lot sold, "If you pass, the auction ends: Beatrix buys the lot for 5."; to the
    auctioneer of a lot nobody has bid on, that it is theirs for nothing)."""
    ends = ending_words(look.pass_ends, look.view.seat, look.name)     # the engine's answer
    return sentences([line, ends]) if ends else line


def _yours_unbid(look: Look, words) -> list:
    """[`words`] where the engine, asked what becomes of the lot if nobody bids on it
    (`Look.unbid`), gives it to the seat deciding for nothing; else []."""
    unbid = look.unbid
    return [words] if isinstance(unbid, TakenFree) and unbid.seat == look.view.seat else []


def _with_own_lot(look: Look, line):
    """`line`, and to a seat bidding on its own lot, that its winning price goes to the bank
    (all of it, or its share of a split double's price)."""
    v = look.view
    if v.auctioneer is None or v.seat is None:
        return line
    bank, other = _paid_back(look, v.seat)
    if not bank:
        return line
    if other is None:
        return sentences([line, _("It is your own lot: if you win it, you pay the bank.")])
    # i18n: a split double's price (option double_proceeds = split); {name} is the other seat
    return sentences([line, _("If you win it, your half of the price goes to the bank and "
                              "the other half to {name}.").format(name=look.name(other))])


def _bought_back(look: Look) -> str:
    """Where the price of a fixed-price lot its auctioneer must buy goes: to the bank, or half
    to the bank and half to a split double's other player."""
    _bank, other = _paid_back(look, look.view.auctioneer)
    if other is None:
        return _("The price then goes to the bank.")
    # i18n: a split double's price (option double_proceeds = split); {name} is the other seat
    return _("Half the price then goes to the bank and half to {name}.").format(
        name=look.name(other))


def _high_bid(look: Look) -> str:
    v = look.view
    if v.high_bidder is None:
        return _("No bids yet")
    if look.you(v.high_bidder):
        return _("Your high bid: {amount}").format(amount=v.high_bid)
    return _("High bid {amount} by {name}").format(amount=v.high_bid,
                                                   name=look.name(v.high_bidder))


#: What the seats the game waits for are to do: (for you, for the others by name).
_TO_DO = {
    PLAY: (_("Your turn to play a card"), _("{names} to play a card")),
    OPEN_BIDDING: (_("Your turn to bid or pass"), _("{names} to bid or pass")),
    SET_PRICE: (_("Your turn to set the price"), _("{names} to set the price")),
    FIXED_OFFER: (_("Your turn to buy or pass"), _("{names} to buy or pass")),
    DUMMY_REVEAL: (_("Your turn to reveal the dummy card"),
                   _("{names} may reveal a dummy card")),
}
_TO_DO[ONCE_AROUND_BIDDING] = _TO_DO[OPEN_BIDDING]


def _passed_over(v) -> str:
    """While another seat auctions: to a seat holding cards it may not auction (the engine's
    `playable`: in the 2-player variant, lone doubles), why its turns pass over. Its hand does
    not grow before the next deal, so this lasts the round."""
    hand = v.hand or ()
    if not hand or any(playable(v, hand, c) for c in hand):
        return ""
    # i18n: 2-player variant (RULES.md §8, §4), while the other player auctions
    return _("You cannot auction this round: your hand holds only double cards, and none has a "
             "second card of its artist that is not a double.")


def _watching(look: Look) -> tuple[str, str]:
    """The lines while others decide (or the table catches up)."""
    v = look.view
    you = len(v.to_act) == 1 and look.you(v.to_act[0])
    names = and_list([look.name(s) for s in v.to_act])
    todo = _TO_DO.get(v.phase)

    def to() -> str:
        return todo[0] if you else todo[1].format(names=names)
    if v.phase == DUMMY_REVEAL:
        return to(), DUMMY_REVEALER[v.config.dummy_reveal_by]
    if v.phase == PLAY:
        return to(), _passed_over(v)
    if v.phase == SET_PRICE:
        return to(), ""
    if v.phase == DOUBLE_OFFER:
        artist = artist_name(v.lot[0].artist, v.config.theme)
        said = (_("Your turn to add a second {artist}") if you
                else _("{names} may add a second {artist}"))
        return said.format(artist=artist, names=names), ""
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        if look.limit is not None and v.phase == OPEN_BIDDING:
            # i18n: "Up to" had the game raise for the player; the bids went past that amount
            return _high_bid(look), _("Past your limit of {amount}: the game passes for you on "
                                      "this lot.").format(amount=look.limit)
        return _high_bid(look), look.passed or to()
    if v.phase == SEALED_BIDDING:
        done = sum(v.sealed_done)
        if v.my_sealed is not None:
            return (_("Your bid: {amount}").format(amount=v.my_sealed),
                    _("Waiting for {names}: {done} of {players} in").format(
                        names=names, done=done, players=v.players))
        return (_("{done} of {players} bids sealed").format(done=done, players=v.players),
                _("Waiting for {names}").format(names=names))
    if v.phase == FIXED_OFFER:
        return _("Price {price}").format(price=v.price), look.passed or to()
    return "", ""
