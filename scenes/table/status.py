"""The headline and helping line beside the lot, from the view and the seat's legal options.

Limits come from the options the engine offers (the smallest raise, the prices one may set,
whether buying is possible), never from a rule restated here.
"""
from __future__ import annotations

from game import AmountRange, Buy, DeclineSecondCard
from game.cards import artist_name
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)

from .look import Look


def amount_range(legal) -> AmountRange | None:
    """The amounts the seat may choose now, if an amount is asked for."""
    return next((o for o in legal if isinstance(o, AmountRange)), None)


def status(look: Look) -> tuple[str, str]:
    """The headline and a helping line for the lot area."""
    v = look.view
    if look.is_over:
        return "The game is over", ""
    names = " and ".join(look.name(s) for s in v.to_act)
    if look.turn:
        line = _your_turn(look)
        if line is not None:
            return line
    return _watching(look, names)


def _your_turn(look: Look) -> tuple[str, str] | None:
    """The lines for the seat whose decision it is, from its legal options."""
    v = look.view
    rng = amount_range(look.legal)
    if v.phase == PLAY:
        return ("Your turn to auction",
                "Choose a painting from your hand: it is sold by the method on its card.")
    if v.phase == DOUBLE_OFFER:
        artist = artist_name(v.lot[0].artist, v.config.theme)
        can_decline = any(isinstance(o, DeclineSecondCard) for o in look.legal)
        return f"Add a second {artist}?", (f"Click a highlighted {artist} in your hand to sell "
                                           "both as one lot by its method"
                                           + (", or add nothing." if can_decline else ""))
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        high = _high_bid(look)
        if rng is None:
            return high, f"You have {v.my_cash}, not enough to raise: you can only pass."
        return high, f"Your turn: raise to at least {rng.lo} or pass. You have {v.my_cash}."
    if v.phase == SEALED_BIDDING:
        done = sum(v.sealed_done)
        top = rng.hi if rng is not None else v.my_cash
        return "Your sealed bid", (f"Choose one secret bid (0 = no bid). You have {top}. "
                                   f"{done} of {v.players} bids are in.")
    if v.phase == SET_PRICE and rng is not None:
        choice = (f"Your only price is {rng.lo}." if rng.lo == rng.hi
                  else f"From {rng.lo} to your {rng.hi}.")
        return "Set a fixed price", f"{choice} If nobody buys, you must buy it yourself."
    if v.phase == FIXED_OFFER:
        if any(isinstance(o, Buy) for o in look.legal):
            return f"Price {v.price}", f"Buy it for {v.price} or pass. You have {v.my_cash}."
        return f"Price {v.price}", f"You have {v.my_cash}, not enough to buy: you can only pass."
    if v.phase == DUMMY_REVEAL:
        return ("Reveal the dummy card?",
                "It counts for this round's ranking and could be the fifth card.")
    return None


def _high_bid(look: Look) -> str:
    v = look.view
    if v.high_bidder is None:
        return "No bids yet"
    return f"High bid {v.high_bid} by {look.name(v.high_bidder)}"


def _watching(look: Look, names: str) -> tuple[str, str]:
    """The lines while others decide (or the table catches up)."""
    v = look.view
    you = names == "You"

    def to(doing: str) -> str:
        return f"Your turn to {doing}" if you else f"{names} to {doing}"
    if v.phase == PLAY:
        return to("play a card"), ""
    if v.phase == DOUBLE_OFFER:
        artist = artist_name(v.lot[0].artist, v.config.theme)
        return to(f"add a second {artist}") if you else f"{names} may add a second {artist}", ""
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        return _high_bid(look), to("bid or pass")
    if v.phase == SEALED_BIDDING:
        done = sum(v.sealed_done)
        if v.my_sealed is not None:
            return f"Your bid: {v.my_sealed}", f"Waiting for {names}: {done} of {v.players} in"
        return f"{done} of {v.players} bids sealed", f"Waiting for {names}"
    if v.phase == SET_PRICE:
        return to("set the price"), ""
    if v.phase == FIXED_OFFER:
        return f"Price {v.price}", to("buy or pass")
    if v.phase == DUMMY_REVEAL:
        return to("reveal the dummy card") if you else f"{names} may reveal a dummy card", ""
    return "", ""
