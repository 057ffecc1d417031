"""The worked round 1 of the 1992 rulebook (rules-sources/000), action by action.

Its stated totals for Beatrix (144) and Doris (122) do not follow from its prices
(rules-sources/README.md): the prices give 146 and 120, with the same total money.
"""
from game import (AddSecondCard, Bid, Buy, Pass, PlayCard, SealedBid, SetPrice)
from game.events import RoundEnded, Sold, TokensPlaced
from game.state import PLAY
from rules_helpers import (CP, DOUBLE, FIXED_PRICE, KRYPTO, LM, ONCE_AROUND, OPEN, SEALED, YOKO,
                           card_in, cfg, deal, run)

AXEL, BEATRIX, CLEMENS, DORIS = range(4)


def test_round_one_of_the_rulebook():
    config = cfg(4, first_auctioneer=AXEL)
    s = deal(config, [
        [(KRYPTO, OPEN), (LM, DOUBLE), (LM, OPEN)],
        [(LM, ONCE_AROUND), (CP, DOUBLE), (CP, SEALED)],
        [(LM, SEALED), (LM, FIXED_PRICE)],
        [(YOKO, FIXED_PRICE)],
    ])
    # 1. Axel auctions Krypto openly; Doris buys for 19 and pays Axel.
    s, ev = run(s, PlayCard(AXEL, card_in(s, AXEL, KRYPTO, OPEN)),
                Pass(BEATRIX), Pass(CLEMENS), Bid(DORIS, 14), Pass(AXEL),
                Pass(BEATRIX), Bid(CLEMENS, 15), Bid(DORIS, 17), Bid(AXEL, 18),
                Pass(BEATRIX), Pass(CLEMENS), Bid(DORIS, 19),
                Pass(AXEL), Pass(BEATRIX), Pass(CLEMENS))
    sale = [e for e in ev if isinstance(e, Sold)][-1]
    assert (sale.buyer, sale.price, sale.auctioneer) == (DORIS, 19, AXEL)
    assert s.cash == (119, 100, 100, 81)
    # 2. Beatrix: Lite Metal once around; she buys her own card and pays the bank 13.
    assert s.to_act == (BEATRIX,)
    s, _ = run(s, PlayCard(BEATRIX, card_in(s, BEATRIX, LM, ONCE_AROUND)),
               Bid(CLEMENS, 8), Pass(DORIS), Bid(AXEL, 12), Bid(BEATRIX, 13))
    assert s.cash == (119, 87, 100, 81)
    # 3. Clemens: sealed; Doris and Axel tie at 12, Doris is first in line from Clemens.
    s, ev = run(s, PlayCard(CLEMENS, card_in(s, CLEMENS, LM, SEALED)),
                SealedBid(CLEMENS, 11), SealedBid(DORIS, 12), SealedBid(AXEL, 12),
                SealedBid(BEATRIX, 0))
    assert [e for e in ev if isinstance(e, Sold)][-1].buyer == DORIS
    assert s.cash == (119, 87, 112, 69)
    # 4. Doris: Yoko at a fixed 14; Axel passes, Beatrix buys.
    s, _ = run(s, PlayCard(DORIS, card_in(s, DORIS, YOKO, FIXED_PRICE)), SetPrice(DORIS, 14),
               Pass(AXEL), Buy(BEATRIX))
    assert s.cash == (119, 73, 112, 83)
    # 5. Axel: Lite Metal double with his own Lite Metal open card; Clemens buys for 33.
    s, _ = run(s, PlayCard(AXEL, card_in(s, AXEL, LM, DOUBLE)),
               AddSecondCard(AXEL, card_in(s, AXEL, LM, OPEN)),
               Pass(BEATRIX), Bid(CLEMENS, 26), Pass(DORIS), Pass(AXEL), Bid(BEATRIX, 27),
               Bid(CLEMENS, 33), Pass(DORIS), Pass(AXEL), Pass(BEATRIX))
    assert s.cash == (152, 73, 79, 83)
    assert len(s.bought[CLEMENS]) == 2
    # 6. Beatrix: Christin P double + sealed; Doris pays 33.
    s, _ = run(s, PlayCard(BEATRIX, card_in(s, BEATRIX, CP, DOUBLE)),
               AddSecondCard(BEATRIX, card_in(s, BEATRIX, CP, SEALED)),
               SealedBid(BEATRIX, 22), SealedBid(CLEMENS, 22), SealedBid(DORIS, 33),
               SealedBid(AXEL, 16))
    assert s.cash == (152, 106, 79, 50)
    # 7. Clemens plays the fifth Lite Metal: the round ends at once, the card unsold.
    assert s.counts[LM] == 4
    s, ev = run(s, PlayCard(CLEMENS, card_in(s, CLEMENS, LM, FIXED_PRICE)))
    ended = next(e for e in ev if isinstance(e, RoundEnded))
    assert (ended.reason, ended.seat) == ("fifth_card", CLEMENS)
    tokens = next(e for e in ev if isinstance(e, TokensPlaced))
    # Lite Metal 5 cards, Christin P 2, Yoko and Krypto 1 each: Yoko, further left, is third.
    assert tokens.tokens == ((LM, 30), (CP, 20), (YOKO, 10))
    assert s.board[0] == (30, 10, 20, 0, 0)
    assert s.results[0].payouts == (0, 40, 60, 70)
    assert s.cash == (152, 146, 139, 120)
    assert sum(s.cash) == 400 + 170 - 13
    # Round 2 starts with the player left of Clemens, with 4 new cards each.
    assert (s.round, s.phase, s.to_act) == (1, PLAY, (DORIS,))
    assert [len(h) for h in s.hands] == [6 + 4, 6 + 4, 7 + 4, 8 + 4]
