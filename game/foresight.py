"""What a move would do, worked out from a seat's view before it is made: whether a card
ends the round and why, what the round would then pay, which cards a careful player has not
seen. The engine's own rules (§3.2, §3.3, §5) answer; the front end shows the answers before
the player acts, and the engine uses `round_end_by` when the card is played."""
from __future__ import annotations

from . import market
from .cards import CARD_MIX, Card
from .events import RoundEnd
from .state import View


def count_up(counts: tuple[int, ...], artist: int) -> tuple[int, ...]:
    """`counts` with one more card of `artist`."""
    return counts[:artist] + (counts[artist] + 1,) + counts[artist + 1:]


def round_end_by(counts, artist: int, cards_left: int) -> RoundEnd | None:
    """Why a card of `artist` played now (onto this round's `counts`, before it) ends the
    round, leaving `cards_left` cards in the players' hands: it is the fifth of its artist
    (§3.2) or the last card in any hand (§3.3); None when the card is auctioned."""
    if market.ends_round(counts[artist] + 1):
        return RoundEnd.FIFTH_CARD
    if cards_left == 0:
        return RoundEnd.HANDS_EMPTY
    return None


def play_ends_round(v: View, card: Card) -> RoundEnd | None:
    """For the seat of view `v`: why playing `card` from its hand now (as the auctioneer, or as
    a double's second card) would end the round, or None if it would be auctioned. The front
    end says so before the card is played."""
    return round_end_by(v.counts, card.artist, sum(v.hand_sizes) - 1)


def second_ends_round(v: View, double: Card) -> RoundEnd | None:
    """For the seat of view `v` and a double in its hand whose own play would not end the
    round: why a second card of its artist, added to it by anyone (§4, Double), would then end the
    round, or None if the pair would be auctioned. The front end says so when the double is
    pointed at, before it is played."""
    return round_end_by(count_up(v.counts, double.artist), double.artist,
                        sum(v.hand_sizes) - 2)


def payouts_if_played(v: View, card: Card) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the seat of view `v` and a hand card whose play would end the round
    (`play_ends_round`): the artists that would rank, first place first, and what the bank
    would pay each seat for its paintings of the round (§5), the card counted. The front end
    says so before the card is played."""
    counts = count_up(v.counts, card.artist)
    ranked, _board, _values, payouts = market.round_score(v.board, v.round, counts, v.bought)
    return ranked, payouts


def cards_unseen(v: View) -> tuple[int, ...]:
    """For the seat of view `v`: how many cards of each artist it has not seen, in the other
    hands, the dummy hands or the deck. Every card played in any round is public (the rounds'
    counts hold the cards that ended them and the dummies' turned up too), so a careful player
    counts them: the artist's cards in the game, less those played and those in its hand."""
    held = [0] * len(CARD_MIX)
    for c in v.hand or ():
        held[c.artist] += 1
    return tuple(sum(mix) - sum(r.counts[a] for r in v.results) - v.counts[a] - held[a]
                 for a, mix in enumerate(CARD_MIX))
