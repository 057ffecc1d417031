"""A round's life in Modern Art (RULES.md): the deal (§2), who auctions next (§3.5), the round's
end and its scoring (§5) and the game's result (§6). `game.engine` calls these from its one
gate; nothing here checks an action."""
from __future__ import annotations

from typing import Sequence

from . import market
from .cards import ARTIST_COUNT, DECK, DOUBLE, ROUNDS, STARTING_CASH, Card, artist_name
from .config import TWO_PLAYER, Config
from .events import (AuctioneerSkipped, GameEnded, Payout, RoundEnd, RoundEnded, RoundStarted,
                     TokensPlaced)
from .i18n import Text, _
from .shared import deck_order, ranking_and_winners, seeded_rng
from .state import GAME_OVER, PLAY, GameResult, RoundResult, State, View

#: Cards dealt to each hand per round (§2), by hands dealt.
DEAL = {3: (10, 6, 6, 0), 4: (9, 4, 4, 0), 5: (8, 3, 3, 0)}

#: A market-board row (or a round's counts) with nothing on it.
EMPTY_ROW = (0,) * ARTIST_COUNT


# --- setting up ---------------------------------------------------------------------------

def new_game(config: Config, seed: int, deck: Sequence[Card | int] | None = None) -> State:
    """Deal a new game. The deck is shuffled from `seed` only, unless `deck` gives the full
    order (top card first, Cards or card ids): then that order is dealt as it stands.

    Hands are dealt in blocks: the first seat takes the top cards, then the next seat, then
    the dummy hands; later rounds deal from what is left in the same way.
    """
    if not isinstance(config, Config):
        raise TypeError("new_game needs a Config")
    rng = seeded_rng(seed)
    order = deck_order(DECK, rng, deck)
    n = config.players
    first = config.first_auctioneer if config.first_auctioneer is not None else rng.randrange(n)
    state = State(
        config=config, deck=tuple(order), round=0, phase=PLAY, to_act=(), hands=((),) * n,
        dummies=((),) * config.dummy_hands, cash=(STARTING_CASH,) * n,
        board=(EMPTY_ROW,) * ROUNDS, counts=EMPTY_ROW, bought=((),) * n,
        revealed=(), out_of_play=(), lot=(), auctioneer=None, original=None, method=None,
        high_bid=0, high_bidder=None, acted=0, sealed=(), price=0, next_dummy=0,
        last_auctioneer=None, sales=(), results=(), events=())
    events: list = []
    state = start_round(state, 0, first, events)
    return state._replace(events=tuple(events))


def start_round(s: State, rnd: int, first: int, ev: list) -> State:
    """Deal round `rnd` (§2) and give the turn to `first`, or the next seat that can play."""
    n = s.players
    k = DEAL[s.config.hands_dealt][rnd]
    deck = s.deck
    hands = list(s.hands)
    dummies = list(s.dummies)
    pos = 0
    for i in range(n):
        hands[i] = hands[i] + deck[pos:pos + k]
        pos += k
    for d in range(len(dummies)):
        dummies[d] = dummies[d] + deck[pos:pos + k]
        pos += k
    # last_auctioneer is "the seat whose left starts the next turn": before any auction of
    # the round, the seat to the right of the first auctioneer.
    s = s._replace(deck=deck[pos:], round=rnd, hands=tuple(hands), dummies=tuple(dummies),
                   counts=EMPTY_ROW, bought=((),) * n, revealed=(), lot=(),
                   auctioneer=None, original=None, method=None, high_bid=0, high_bidder=None,
                   acted=0, sealed=(), price=0, last_auctioneer=(first - 1) % n)
    seat = next_auctioneer(s, first)
    ev.append(RoundStarted(rnd, (k,) * n, (k,) * len(dummies), seat))
    if seat is None:
        return end_round(s, ev, RoundEnd.NO_PLAYABLE_CARD, None, None)
    _tell_skipped(s, first, seat, ev)
    return s._replace(phase=PLAY, to_act=(seat,))


# --- §3.5 who auctions next ---------------------------------------------------------------

def _partners(hand, double: Card):
    """§4 Double: the cards of `hand` that may be added to `double` as its second card: its
    artist's, and not a double (one by one, so that asking whether there is one stops early)."""
    return (c for c in hand if c.artist == double.artist and c.method != DOUBLE)


def second_cards(hand, double: Card) -> tuple[Card, ...]:
    """The cards of `hand` that may be added to `double` as its second card (§4 Double)."""
    return tuple(_partners(hand, double))


def playable(s: State | View, hand: tuple[Card, ...], card: Card) -> bool:
    """§8: in the 2-player variant a double card needs a second card of one's own (§4: not a
    double). `s` may be a state or a seat's view: only its config is read."""
    if card.method == DOUBLE and s.config.variant == TWO_PLAYER:
        return next(_partners(hand, card), None) is not None
    return True


def lone_double_refusal(s: State, seat: int, card: Card) -> tuple[Text, Text]:
    """Why `seat` may not play the double `card` in the 2-player variant (§8, and §4: the second
    card may not be a double either): for the table, naming the seat, and said to the seat."""
    artist = artist_name(card.artist, s.config.theme)
    # i18n: RULES.md §8 with §4; {artist} is the double's painter: the seat may hold another
    # double of it, which cannot be the second card
    named = _("In the 2-player variant a double can only be played with a second card of its "
              "artist from the player's own hand that is not a double, and {name} holds no "
              "such {artist}.").format(name=s.config.seats[seat].name, artist=artist)
    # i18n: the same said to the player who tried to play the double
    to_you = _("In the 2-player variant a double can only be played with a second card of its "
               "artist from your own hand that is not a double, and you hold no such "
               "{artist}.").format(artist=artist)
    return named, to_you


def _can_play(s: State, seat: int) -> bool:
    hand = s.hands[seat]
    if not hand:
        return False
    if s.config.variant != TWO_PLAYER:
        return True
    return any(playable(s, hand, c) for c in hand)


def next_auctioneer(s: State, start: int) -> int | None:
    """The first seat from `start` clockwise that can play a card (§3.5: empty hands skip).

    In the 2-player variant a hand of lone double cards cannot be played either; when no seat
    can play, the round ends as if every hand were empty (a ruling RULES.md leaves open).
    """
    n = s.players
    for i in range(n):
        seat = (start + i) % n
        if _can_play(s, seat):
            return seat
    return None


def next_turn(s: State, ev: list) -> State:
    """§3.5: the next auctioneer sits left of whoever auctioned the last lot."""
    start = (s.last_auctioneer + 1) % s.players
    seat = next_auctioneer(s, start)
    s = s._replace(auctioneer=None, original=None, method=None)
    if seat is None:
        return end_round(s, ev, RoundEnd.NO_PLAYABLE_CARD, None, None)
    _tell_skipped(s, start, seat, ev)
    return s._replace(phase=PLAY, to_act=(seat,))


def _tell_skipped(s: State, start: int, seat: int, ev: list) -> None:
    """Say which seats from `start` up to the auctioneer `seat` were passed over though they
    hold cards (in the 2-player variant, only lone doubles): the turn order looked broken when
    the other player auctioned lot after lot without a word. An empty hand is skipped silently
    (§3.5: anyone can see it). Nothing but the events changes."""
    n = s.players
    for i in range((seat - start) % n):
        skipped = (start + i) % n
        if s.hands[skipped]:
            ev.append(AuctioneerSkipped(skipped, seat))


# --- §5 scoring, §6 end of the game --------------------------------------------------------

def end_round(s: State, ev: list, reason: RoundEnd, card: Card | None, seat: int | None) -> State:
    """Score the round (§5) and deal the next one, or end the game after the last (§6)."""
    n = s.players
    rnd = s.round
    counts = s.counts
    # Cards left in hand when nobody can play are lone doubles (§8): the log says so.
    ev.append(RoundEnded(rnd, reason, card, seat,
                         reason == RoundEnd.NO_PLAYABLE_CARD and any(s.hands)))
    ranked, board, values, payouts = market.round_score(s.board, rnd, counts, s.bought)
    ev.append(TokensPlaced(rnd, market.token_set(ranked), values))
    cash = tuple(c + p for c, p in zip(s.cash, payouts))
    for i in range(n):
        if s.bought[i]:
            ev.append(Payout(i, payouts[i], s.bought[i]))
    played = s.lot + s.revealed + tuple(c for b in s.bought for c in b)
    result = RoundResult(rnd, counts, ranked, values, payouts, cash, card, seat, reason)
    s = s._replace(board=board, cash=cash, out_of_play=s.out_of_play + played,
                   bought=((),) * n, revealed=(), lot=(), counts=EMPTY_ROW,
                   auctioneer=None, original=None, method=None, high_bid=0, high_bidder=None,
                   acted=0, sealed=(), price=0, results=s.results + (result,))
    if market.is_last_round(rnd):
        outcome = game_result(s._replace(phase=GAME_OVER))
        ev.append(GameEnded(cash, outcome.winners))
        return s._replace(phase=GAME_OVER, to_act=())
    # §5.6: left of whoever played the ending card; after a dummy card, left of the last auctioneer.
    first = (seat if seat is not None else s.last_auctioneer) + 1
    return start_round(s, rnd + 1, first % n, ev)


def game_result(s: State) -> GameResult | None:
    """The outcome once the game is over, else None. Equal money shares the win (§6)."""
    if s.phase != GAME_OVER:
        return None
    return GameResult(s.cash, *ranking_and_winners(s.cash))
