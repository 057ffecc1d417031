"""The rules of Modern Art (RULES.md) as functions over an immutable State.

`new_game` deals, `legal_actions` says what one seat to act may do, `apply` is the one gate
that checks an action and returns the next state (with `state.events` saying what happened),
`view` strips what a seat may not know. Section numbers refer to RULES.md. The deal, the turn
order and the round's end and scoring are in `game.rounds`.
"""
from __future__ import annotations

from .actions import (CARD_ACTIONS, Action, AddSecondCard, AmountRange, Bid, Buy,
                      DeclineSecondCard, Legal, Pass, PlayCard, RevealDummy, SealedBid, SetPrice,
                      genuine_card)
from .cards import (DECK, DOUBLE, FIXED_PRICE, METHOD_NAMES, ONCE_AROUND, OPEN, SEALED, Card,
                    Method, artist_name)
from . import market
from .config import THREE_WITH_DUMMY, TWO_PLAYER
from .events import (AuctionStarted, BidMade, CardPlayed, DummyKept, DummyRevealed, Passed,
                     Payment, PriceSet, RoundEnd, SealedBidPlaced, SealedBidsRevealed,
                     SecondCardAdded, SecondCardDeclined, SecondCardOffered, Sold, TakenFree)
# The deal, the turn order and the round's end live in .rounds; DEAL, new_game and game_result
# are part of the engine's face and stay importable from here.
from .rounds import (DEAL, end_round, game_result, lone_double_refusal, new_game,  # noqa: F401
                     next_turn, playable, second_cards)
# What a move would do, asked from a view before it is made, lives in .foresight; the front end
# imports it from here as before.
from .foresight import (cards_unseen, count_up, payouts_if_played, play_ends_round,  # noqa: F401
                        round_end_by, second_ends_round)
from .shared import RefusedAction, whole
# What each phase waits for, in words, lives in .waits; describe_wait is part of the engine's
# face and stays importable from here.
from .waits import describe_wait, wait_for_you  # noqa: F401
from .state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, GAME_OVER, ONCE_AROUND_BIDDING,
                    OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, State, View)
from .i18n import Text, _, p_
from .text import brief


class IllegalAction(RefusedAction):
    """An action the auction game's rules do not allow now; the message is meant for the
    player."""


class NotYourTurn(IllegalAction):
    """The seat is not one the game is waiting for."""


class WrongPhase(IllegalAction):
    """That kind of action does not fit what the game is waiting for."""


class CardNotPlayable(IllegalAction):
    """The card is not in the hand, or may not be played or added now."""


class AmountNotAllowed(IllegalAction):
    """A bid or price outside what the rules and the seat's cash allow."""


# --- small helpers --------------------------------------------------------------------------

def _name(s: State, seat: int) -> str:
    return s.config.seats[seat].name


def _label(s: State, card: Card) -> str:
    return card.label(s.config.theme)


def _card_text(s: State, card: object) -> Text | str:
    return _label(s, card) if isinstance(card, Card) else repr(card)


def _without(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card):
    hand = hands[seat]
    i = hand.index(card)
    return hands[:seat] + (hand[:i] + hand[i + 1:],) + hands[seat + 1:]


#: No amount in the game comes near this (all the money is a few thousand); beyond it a
#: message would only print a number of thousands of digits.
_AMOUNT_LIMIT = 10 ** 9


def _check_amount(s: State, action: Action, amount: object) -> int:
    if not whole(amount):
        raise AmountNotAllowed(_("{amount} is not a whole number.").format(amount=brief(amount)),
                               action)
    if not -_AMOUNT_LIMIT < amount < _AMOUNT_LIMIT:   # type: ignore[operator]
        raise AmountNotAllowed(_("{amount} is far beyond any amount in the game.").format(
            amount=brief(amount)), action)
    return int(amount)   # type: ignore[arg-type]


# --- legal actions ---------------------------------------------------------------------------

def legal_actions(s: State, seat: int) -> tuple[Legal, ...]:
    """The legal moves of `seat` now; nothing when the game is not waiting for that seat.

    Amount actions come as AmountRange (lo..hi). Asking per seat means no caller can pass one
    seat's sealed-bid range, whose top is its private cash, to another.
    """
    if seat not in s.to_act:
        return ()
    phase = s.phase
    if phase == PLAY:
        hand = s.hands[seat]
        return tuple(PlayCard(seat, c) for c in hand if playable(s, hand, c))
    if phase == OPEN_BIDDING or phase == ONCE_AROUND_BIDDING:
        if not _must_pass(s, seat):
            return (AmountRange(Bid, seat, s.high_bid + 1, s.cash[seat]), Pass(seat))
        return (Pass(seat),)
    if phase == SEALED_BIDDING:
        return (AmountRange(SealedBid, seat, 0, s.cash[seat]),)
    if phase == FIXED_OFFER:
        if not _must_pass(s, seat):
            return (Buy(seat), Pass(seat))
        return (Pass(seat),)
    if phase == SET_PRICE:
        cash = s.cash[seat]
        return (AmountRange(SetPrice, seat, 1 if cash > 0 else 0, cash),)
    if phase == DOUBLE_OFFER:
        double = s.lot[0]
        out: list[Legal] = [AddSecondCard(seat, c) for c in second_cards(s.hands[seat], double)]
        if s.config.variant != TWO_PLAYER:
            out.append(DeclineSecondCard(seat))
        return tuple(out)
    if phase == DUMMY_REVEAL:
        return (RevealDummy(seat, True), RevealDummy(seat, False))
    return ()


def _must_pass(s: State | View, seat: int) -> bool:
    """Whether passing is all `seat` may do in the bidding or the fixed-price offer on now: its
    money does not reach above the high bid, or to the price (§4)."""
    cash = s.cash[seat]
    if cash is None:
        return False            # another seat's private money: not this one's to know
    if s.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        return cash <= s.high_bid
    return s.phase == FIXED_OFFER and cash < s.price


def unasked_move(s: State, seat: int, shared: bool) -> Action | None:
    """`seat`'s one move when asking for it decides nothing: its Pass when passing is all it
    may do (`_must_pass`: its money does not reach above the high bid, or to the price). It is
    made at a screen several people share (`shared`) as well: money is private, but every
    price paid and every sum paid out is public (§1, §5), so the pass tells the others nothing
    they could not count. Any other lone move (a hand's last card, the one card that can join
    a double) is still its holder's to make. None when the seat has a choice."""
    legal = legal_actions(s, seat)
    return legal[0] if len(legal) == 1 and isinstance(legal[0], Pass) else None


def only_pass(s: State | View, seat: int, own: bool = True) -> Text | None:
    """Why the game passes for `seat`, whose only move now is a pass (None when it has a
    choice), from a state or that seat's own view. `own`: in the seat's own words, its money
    named ("You pass: the high bid is 60 and you have 55."); else for the whole table, the
    money kept private ("The game passes for Ada, who cannot bid above 60.")."""
    if seat not in s.to_act or not _must_pass(s, seat):
        return None
    cash, name = s.cash[seat], _name(s, seat)   # type: ignore[arg-type]
    if s.phase == FIXED_OFFER:
        if own:
            return _("You pass: the price is {price} and you have {cash}.").format(
                price=s.price, cash=cash)
        return _("The game passes for {name}, who cannot pay the price of {price}.").format(
            name=name, price=s.price)
    if s.high_bidder is None:       # no bid yet, and no money to make one
        return (_("You pass: you have no money to bid.") if own else
                _("The game passes for {name}, who has no money to bid.").format(name=name))
    if own:
        return _("You pass: the high bid is {high} and you have {cash}.").format(
            high=s.high_bid, cash=cash)
    return _("The game passes for {name}, who cannot bid above {high}.").format(
        name=name, high=s.high_bid)


def is_legal(s: State, action: Action) -> bool:
    """Whether `apply(s, action)` would accept the action."""
    try:
        apply(s, action)
    except IllegalAction:
        return False
    return True


# --- the one gate ----------------------------------------------------------------------------

def apply(s: State, action: Action) -> State:
    """The state after `action`; `state.events` says what happened. An illegal action raises
    IllegalAction (with a message for the player) and changes nothing; so does anything that is
    not an action at all (an AmountRange, a card not of the deck, None)."""
    _check_is_action(s, action)
    if s.phase == GAME_OVER:
        raise WrongPhase(_("The game is over."), action)
    handler = _HANDLERS.get((s.phase, type(action)))
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.players:
        raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=brief(seat)),
                            action)
    if seat not in s.to_act:
        # i18n: {waiting} is what the game waits for, e.g. "Clemens to play a card"
        raise NotYourTurn(_("It is not {name}'s turn: the game waits for {waiting}.").format(
            name=_name(s, seat), waiting=describe_wait(s)), action,
            to_you=_("It is not your turn: the game waits for {waiting}.").format(
                waiting=describe_wait(s)))
    if handler is None:
        # i18n: {action} is a move, e.g. "play a card"; {waiting}, e.g. "Clemens to play a card"
        raise WrongPhase(_("{name} cannot {action} now: the game waits for {waiting}.").format(
            name=_name(s, seat), action=_VERB[type(action)], waiting=describe_wait(s)), action,
            # i18n: {action} is a move, e.g. "bid"; {waiting} what the game waits for from
            # the player, e.g. "your sealed bid"
            to_you=_("You cannot {action} now: the game waits for {waiting}.").format(
                action=_VERB[type(action)], waiting=wait_for_you(s)))
    events: list = []
    new = handler(s, action, events)
    return new._replace(events=tuple(events))


def _check_is_action(s: State, action: object) -> None:
    """The front door: only the game's own action values, holding cards of the deck, go in."""
    if type(action) not in _VERB:
        if isinstance(action, AmountRange):
            raise IllegalAction(_("That is every {action} from {lo} to {hi}, not one move: "
                                  "choose the amount (AmountRange.make).").format(
                action=_VERB[action.kind], lo=action.lo, hi=action.hi), action)
        raise IllegalAction(_("{action} is not a move in Modern Art.").format(
            action=brief(action)), action)
    if isinstance(action, CARD_ACTIONS) and not genuine_card(action.card):
        raise CardNotPlayable(_("{card} is not a card of the game.").format(
            card=brief(action.card)), action)


# i18n: a move, as in "Axel cannot play a card now" (the verb in the infinitive)
_VERB = {PlayCard: _("play a card"), AddSecondCard: _("add a second card"),
         DeclineSecondCard: _("decline a double"), Bid: p_("a move", "bid"),
         Pass: p_("a move", "pass"), SealedBid: _("place a sealed bid"),
         SetPrice: _("set a price"), Buy: p_("a move", "buy"),
         RevealDummy: _("reveal a dummy card")}


# --- §3 playing a card and §4 double auctions -----------------------------------------------

def _play_card(s: State, a: PlayCard, ev: list) -> State:
    seat, card = a.seat, a.card
    hand = s.hands[seat]
    if not isinstance(card, Card) or card not in hand:
        raise _not_held(s, seat, card, a)
    card = DECK[card.id]
    if not playable(s, hand, card):
        named, to_you = lone_double_refusal(s, seat, card)
        raise CardNotPlayable(named, a, to_you=to_you)
    hands = _without(s.hands, seat, card)
    ends = round_end_by(s.counts, card.artist, sum(map(len, hands)))
    counts = count_up(s.counts, card.artist)
    ev.append(CardPlayed(seat, card))
    s = s._replace(hands=hands, counts=counts, lot=(card,), auctioneer=seat, original=None,
                   method=None, last_auctioneer=seat)
    if ends is not None:
        return end_round(s, ev, ends, card, seat)
    if card.method == DOUBLE:
        ev.append(SecondCardOffered(seat))
        return s._replace(phase=DOUBLE_OFFER, to_act=(seat,), original=seat)
    return _start_auction(s, seat, card.method, ev)


def _not_held(s: State, seat: int, card: object, a: Action) -> CardNotPlayable:
    """The refusal of a card `seat` does not hold (to the table, and to the seat itself)."""
    return CardNotPlayable(_("{name} does not hold {card}.").format(
        name=_name(s, seat), card=_card_text(s, card)), a,
        to_you=_("You do not hold {card}.").format(card=_card_text(s, card)))


def _add_second(s: State, a: AddSecondCard, ev: list) -> State:
    seat, card = a.seat, a.card
    double = s.lot[0]
    if not isinstance(card, Card) or card not in s.hands[seat]:
        raise _not_held(s, seat, card, a)
    card = DECK[card.id]
    if card.artist != double.artist:
        raise CardNotPlayable(_("The second card must be by {artist}, like the double card.")
                              .format(artist=artist_name(double.artist, s.config.theme)), a)
    if card.method == DOUBLE:
        raise CardNotPlayable(_("The second card cannot be another double card."), a)
    hands = _without(s.hands, seat, card)
    ends = round_end_by(s.counts, card.artist, sum(map(len, hands)))
    counts = count_up(s.counts, card.artist)
    ev.append(SecondCardAdded(seat, card, ends is not None))
    s = s._replace(hands=hands, counts=counts, lot=(double, card), last_auctioneer=seat)
    if ends is not None:
        return end_round(s, ev, ends, card, seat)
    return _start_auction(s, seat, card.method, ev)


#: Why a double's player may not add nothing in the 2-player variant (§8): the refusal, and
#: what the table says when asking for the second card.
MUST_ADD_SECOND = _("In the 2-player variant you must add a second card to your double.")


def _decline_second(s: State, a: DeclineSecondCard, ev: list) -> State:
    if s.config.variant == TWO_PLAYER:
        raise WrongPhase(MUST_ADD_SECOND, a)
    n = s.players
    ev.append(SecondCardDeclined(a.seat))
    seat = a.seat
    while True:
        seat = (seat + 1) % n
        if seat == s.original:                 # round the table: nobody added
            return _take_free(s, s.original, ev)
        if s.hands[seat]:                      # an empty hand has nothing to add
            ev.append(SecondCardOffered(seat))
            return s._replace(to_act=(seat,))


# --- §4 the auctions -------------------------------------------------------------------------

def _start_auction(s: State, auctioneer: int, method: Method, ev: list) -> State:
    n = s.players
    ev.append(AuctionStarted(auctioneer, s.lot, method))
    s = s._replace(auctioneer=auctioneer, method=method, high_bid=0, high_bidder=None, acted=0)
    left = (auctioneer + 1) % n
    if method == OPEN:
        return s._replace(phase=OPEN_BIDDING, to_act=(left,))
    if method == ONCE_AROUND:
        return s._replace(phase=ONCE_AROUND_BIDDING, to_act=(left,))
    if method == SEALED:
        return s._replace(phase=SEALED_BIDDING, to_act=tuple(range(n)), sealed=(None,) * n)
    assert method == FIXED_PRICE
    return s._replace(phase=SET_PRICE, to_act=(auctioneer,))


def _too_much(amount: int, cash: int) -> Text:
    return _("Bid {amount} is more than your {cash}.").format(amount=amount, cash=cash)


def _check_raise(s: State, a: Bid) -> int:
    amount = _check_amount(s, a, a.amount)
    cash = s.cash[a.seat]
    if amount < 1:
        raise AmountNotAllowed(_("A bid must be at least 1."), a)
    if amount <= s.high_bid:
        raise AmountNotAllowed(_("Bid {amount} does not beat the high bid of {high} by {name}.")
                               .format(amount=amount, high=s.high_bid,
                                       name=_name(s, s.high_bidder)), a)
    if amount > cash:
        raise AmountNotAllowed(_too_much(amount, cash), a)
    return amount


def _open_bid(s: State, a: Bid, ev: list) -> State:
    amount = _check_raise(s, a)
    ev.append(BidMade(a.seat, amount))
    return s._replace(high_bid=amount, high_bidder=a.seat, acted=0,
                      to_act=((a.seat + 1) % s.players,))


def _open_pass(s: State, a: Pass, ev: list) -> State:
    ev.append(Passed(a.seat, s.method))
    passes = s.acted + 1
    # Closes when everyone but the high bidder has passed in a row (a whole lap if no bid).
    if passes >= (s.players if s.high_bidder is None else s.players - 1):
        return _close(s, s.high_bidder, s.high_bid, ev)
    return s._replace(acted=passes, to_act=((a.seat + 1) % s.players,))


def _once_bid(s: State, a: Bid, ev: list) -> State:
    amount = _check_raise(s, a)
    ev.append(BidMade(a.seat, amount))
    s = s._replace(high_bid=amount, high_bidder=a.seat)
    return _once_next(s, a.seat, ev)


def _once_pass(s: State, a: Pass, ev: list) -> State:
    ev.append(Passed(a.seat, s.method))
    return _once_next(s, a.seat, ev)


def _once_next(s: State, seat: int, ev: list) -> State:
    acted = s.acted + 1
    if acted >= s.players:                 # the auctioneer, acting last, has acted
        return _close(s, s.high_bidder, s.high_bid, ev)
    return s._replace(acted=acted, to_act=((seat + 1) % s.players,))


def _sealed_bid(s: State, a: SealedBid, ev: list) -> State:
    amount = _check_amount(s, a, a.amount)
    cash = s.cash[a.seat]
    if amount < 0:
        raise AmountNotAllowed(_("A sealed bid cannot be below 0 (0 means no bid)."), a)
    if amount > cash:
        raise AmountNotAllowed(_too_much(amount, cash), a)
    sealed = s.sealed[:a.seat] + (amount,) + s.sealed[a.seat + 1:]
    to_act = tuple(i for i in s.to_act if i != a.seat)
    ev.append(SealedBidPlaced(a.seat))
    if to_act:
        return s._replace(sealed=sealed, to_act=to_act)
    best = max(sealed)
    if best == 0:
        ev.append(SealedBidsRevealed(sealed))
        return _close(s._replace(sealed=sealed), None, 0, ev)
    n = s.players
    # Ties go to the first tied seat counting from the auctioneer, clockwise.
    winner = next((s.auctioneer + i) % n for i in range(n) if sealed[(s.auctioneer + i) % n] == best)
    ev.append(SealedBidsRevealed(sealed, winner))
    return _close(s._replace(sealed=sealed), winner, best, ev)


def _set_price(s: State, a: SetPrice, ev: list) -> State:
    amount = _check_amount(s, a, a.amount)
    cash = s.cash[a.seat]
    if cash == 0:
        if amount != 0:
            raise AmountNotAllowed(_("{name} has no money, so the fixed price must be 0.").format(
                name=_name(s, a.seat)), a,
                to_you=_("You have no money, so the fixed price must be 0."))
    elif not 1 <= amount <= cash:
        raise AmountNotAllowed(_("{name}'s fixed price must be 1–{cash}.").format(
            name=_name(s, a.seat), cash=cash), a,
            to_you=_("Your fixed price must be 1–{cash}.").format(cash=cash))
    ev.append(PriceSet(a.seat, amount))
    return s._replace(phase=FIXED_OFFER, price=amount, acted=0,
                      to_act=((a.seat + 1) % s.players,))


def _fixed_buy(s: State, a: Buy, ev: list) -> State:
    cash = s.cash[a.seat]
    if cash < s.price:
        raise AmountNotAllowed(_("You cannot pay the price of {price}: you have {cash}.").format(
            price=s.price, cash=cash), a)
    return _sell(s, a.seat, s.price, ev)


def _fixed_pass(s: State, a: Pass, ev: list) -> State:
    ev.append(Passed(a.seat, s.method))
    acted = s.acted + 1
    if acted >= s.players - 1:             # all passed: the auctioneer must buy (§4)
        return _sell(s, s.auctioneer, s.price, ev)
    return s._replace(acted=acted, to_act=((a.seat + 1) % s.players,))


def _close(s: State, buyer: int | None, price: int, ev: list) -> State:
    if buyer is None:
        return _take_free(s, s.auctioneer, ev)
    return _sell(s, buyer, price, ev)


def payees(config, original: int | None, auctioneer: int,
           buyer: int | None = None) -> tuple[int | None, ...]:
    """Who receives the price of a lot that `buyer` wins (§4): the auctioneer, or with
    double_proceeds = split the double's player and the lot's auctioneer (the first and second
    share); a share owed to the buyer goes to the bank (None). The front end says so to a
    seat bidding on its own lot; with no buyer given, who would share the price at all."""
    if config.double_proceeds == "split" and original is not None and original != auctioneer:
        seats = (original, auctioneer)
    else:
        seats = (auctioneer,)
    return tuple(None if seat == buyer else seat for seat in seats)


def _sell(s: State, buyer: int, price: int, ev: list) -> State:
    """The buyer pays the `payees`, the second share taking the odd unit of a split price."""
    auctioneer = s.auctioneer
    cash = list(s.cash)
    cash[buyer] -= price
    who = payees(s.config, s.original, auctioneer, buyer)
    amounts = (price // 2, price - price // 2) if len(who) == 2 else (price,)
    payments = []
    for payee, amount in zip(who, amounts):
        if amount == 0:
            continue
        if payee is None:
            payments.append(Payment(buyer, None, amount))
        else:
            cash[payee] += amount
            payments.append(Payment(buyer, payee, amount))
    sold = Sold(s.round, s.lot, buyer, price, auctioneer, tuple(payments), s.method)
    ev.append(sold)
    bought = s.bought[:buyer] + (s.bought[buyer] + s.lot,) + s.bought[buyer + 1:]
    s = s._replace(cash=tuple(cash), bought=bought, lot=(), sales=s.sales + (sold,))
    return _after_lot(s, buyer, ev)


def _take_free(s: State, seat: int, ev: list) -> State:
    ev.append(TakenFree(seat, s.lot))
    bought = s.bought[:seat] + (s.bought[seat] + s.lot,) + s.bought[seat + 1:]
    return _after_lot(s._replace(bought=bought, lot=()), seat, ev)


# --- §7, §8 dummy hands ----------------------------------------------------------------------

def _after_lot(s: State, winner: int, ev: list) -> State:
    # The lot is settled: nothing of it stays on the stand through a dummy reveal.
    s = s._replace(auctioneer=None, original=None, method=None, high_bid=0, high_bidder=None,
                   acted=0, sealed=(), price=0)
    variant = s.config.variant
    if variant == THREE_WITH_DUMMY and s.dummies[0]:
        by = winner if s.config.dummy_reveal_by == "winner" else s.last_auctioneer
        return s._replace(phase=DUMMY_REVEAL, to_act=(by,))
    if variant == TWO_PLAYER:
        d = s.next_dummy if s.dummies[s.next_dummy] else 1 - s.next_dummy
        if s.dummies[d]:
            s = s._replace(next_dummy=1 - d)
            ended = _reveal(s, d, None, ev)
            if ended is not None:
                return ended
            s = _revealed_state(s, d)
    return next_turn(s, ev)


def _revealed_state(s: State, d: int) -> State:
    card = s.dummies[d][0]
    dummies = s.dummies[:d] + (s.dummies[d][1:],) + s.dummies[d + 1:]
    return s._replace(dummies=dummies, revealed=s.revealed + (card,),
                      counts=count_up(s.counts, card.artist))


def _reveal(s: State, d: int, by: int | None, ev: list) -> State | None:
    """Reveal dummy hand d's top card; returns the next round's state if it was a fifth card."""
    card = s.dummies[d][0]
    ev.append(DummyRevealed(d, card, by))
    if market.ends_round(s.counts[card.artist] + 1):
        return end_round(_revealed_state(s, d), ev, RoundEnd.FIFTH_CARD, card, None)
    return None


def _reveal_dummy(s: State, a: RevealDummy, ev: list) -> State:
    if not isinstance(a.reveal, bool):
        raise IllegalAction(_("Say whether to reveal the dummy card: true or false."), a)
    if a.reveal:
        ended = _reveal(s, 0, a.seat, ev)
        if ended is not None:
            return ended
        s = _revealed_state(s, 0)
    else:
        ev.append(DummyKept(a.seat))
    return next_turn(s, ev)


_HANDLERS = {
    (PLAY, PlayCard): _play_card,
    (DOUBLE_OFFER, AddSecondCard): _add_second,
    (DOUBLE_OFFER, DeclineSecondCard): _decline_second,
    (OPEN_BIDDING, Bid): _open_bid,
    (OPEN_BIDDING, Pass): _open_pass,
    (ONCE_AROUND_BIDDING, Bid): _once_bid,
    (ONCE_AROUND_BIDDING, Pass): _once_pass,
    (SEALED_BIDDING, SealedBid): _sealed_bid,
    (SET_PRICE, SetPrice): _set_price,
    (FIXED_OFFER, Buy): _fixed_buy,
    (FIXED_OFFER, Pass): _fixed_pass,
    (DUMMY_REVEAL, RevealDummy): _reveal_dummy,
}


# --- hidden information ----------------------------------------------------------------------

def view(s: State, seat: int | None) -> View:
    """What `seat` may know; seat None is a spectator or the hand-over screen (no hand, no
    private cash). All cash is shown with open_money, and to everyone once the game is over."""
    n = s.players
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < n):
        raise ValueError(f"There is no seat {seat!r} at this table.")
    all_cash = s.config.open_money or s.phase == GAME_OVER
    if all_cash:
        cash: tuple = s.cash
        results = s.results
    else:
        cash = tuple(c if i == seat else None for i, c in enumerate(s.cash))
        results = tuple(r._replace(cash_after=tuple(c if i == seat else None
                                                    for i, c in enumerate(r.cash_after)))
                        for r in s.results)
    sealed = s.sealed
    return View(
        seat=seat, config=s.config, round=s.round, phase=s.phase, to_act=s.to_act,
        hand=None if seat is None else s.hands[seat],
        hand_sizes=tuple(len(h) for h in s.hands), dummy_sizes=tuple(len(d) for d in s.dummies),
        cash=cash, board=s.board, counts=s.counts, bought=s.bought,
        revealed=s.revealed, lot=s.lot, auctioneer=s.auctioneer, original=s.original,
        method=s.method, high_bid=s.high_bid, high_bidder=s.high_bidder,
        sealed_done=tuple(b is not None for b in sealed) if sealed else (False,) * n,
        my_sealed=sealed[seat] if sealed and seat is not None else None,
        price=s.price, last_auctioneer=s.last_auctioneer, deck_size=len(s.deck),
        sales=s.sales, results=results, events=s.events, played_before=s.out_of_play,
        acted=s.acted, next_dummy=s.next_dummy)


def method_name(method: Method | str) -> Text:
    """The auction method as a player reads it."""
    return METHOD_NAMES[method]
