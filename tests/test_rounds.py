"""RULES.md §3.2–3.3, §5–8: ending and scoring rounds, the end of the game, the dummy hands."""
import pytest

from game import (AddSecondCard, Bid, CardNotPlayable, DeclineSecondCard, NotYourTurn, Pass,
                  PlayCard, RevealDummy, SealedBid, SetPrice, WrongPhase, apply, game_result,
                  legal_actions, view)
from game.events import (DummyRevealed, GameEnded, RoundEnded, SecondCardOffered,
                         TokensPlaced)
from game.position import position
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, GAME_OVER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)
from rules_helpers import (CP, DOUBLE, FIXED_PRICE, KG, KRYPTO, LM, ONCE_AROUND, OPEN, SEALED,
                           YOKO, card_in, cfg, run)

A, B, C, D = range(4)


def quiet(s):
    """Finish the current lot with nobody interested (passes, zero bids, declined doubles,
    a fixed price of 1 that the auctioneer must take) and no dummy reveal."""
    while s.phase not in (PLAY, GAME_OVER):
        seat = s.to_act[0]
        if s.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING, FIXED_OFFER):
            s = apply(s, Pass(seat))
        elif s.phase == SEALED_BIDDING:
            s = apply(s, SealedBid(seat, 0))
        elif s.phase == SET_PRICE:
            s = apply(s, SetPrice(seat, 1))
        elif s.phase == DOUBLE_OFFER:
            s = apply(s, DeclineSecondCard(seat))
        elif s.phase == DUMMY_REVEAL:
            s = apply(s, RevealDummy(seat, False))
    return s


def play(s, artist, method):
    seat = s.to_act[0]
    return apply(s, PlayCard(seat, card_in(s, seat, artist, method)))


def events_of(s, kind):
    return [e for e in s.events if isinstance(e, kind)]


def four_lite_metal(**options):
    """Axel, Beatrix, Clemens and Doris each auction a Lite Metal card nobody wants."""
    hands = [[(LM, OPEN), (KG, OPEN)], [(LM, OPEN), (KG, OPEN)], [(LM, OPEN), (KG, SEALED)],
             [(LM, ONCE_AROUND), (KG, SEALED)]]
    return hands


# --- §3.2 the fifth card -----------------------------------------------------------------------

def test_fifth_card_ends_the_round_unsold_and_fewer_than_three_artists_rank():
    hands = four_lite_metal()
    hands[0].append((LM, SEALED))
    s = position(cfg(4), hands)
    for method in (OPEN, OPEN, OPEN, ONCE_AROUND):
        s = quiet(play(s, LM, method))
    assert s.counts[LM] == 4 and s.to_act == (A,)
    fifth = card_in(s, A, LM, SEALED)
    s = apply(s, PlayCard(A, fifth))
    assert events_of(s, RoundEnded) == [RoundEnded(0, "fifth_card", fifth, A)]
    assert events_of(s, TokensPlaced)[0].tokens == ((LM, 30),)   # only one artist ranked
    assert s.results[0].payouts == (30, 30, 30, 30)           # four free lots, fifth unsold
    assert fifth in s.out_of_play
    assert (s.round, s.to_act) == (1, (B,))                   # left of Axel starts round 2


def test_fifth_card_as_the_double_card_ends_the_round_with_no_second_card():
    hands = four_lite_metal()
    hands[0] += [(LM, DOUBLE), (LM, SEALED)]
    s = position(cfg(4), hands)
    for method in (OPEN, OPEN, OPEN, ONCE_AROUND):
        s = quiet(play(s, LM, method))
    s = play(s, LM, DOUBLE)
    assert s.round == 1 and not events_of(s, SecondCardOffered)
    assert events_of(s, RoundEnded)[0].card.method == DOUBLE


def test_fifth_card_as_the_second_card_of_a_double_sells_neither():
    hands = [[(LM, OPEN), (LM, DOUBLE), (KG, OPEN)], [(LM, OPEN), (KG, OPEN)],
             [(LM, OPEN), (LM, SEALED), (KG, SEALED)], [(KG, ONCE_AROUND)]]
    s = position(cfg(4), hands)
    for _ in range(3):
        s = quiet(play(s, LM, OPEN))
    s = quiet(play(s, KG, ONCE_AROUND))          # Doris
    s = play(s, LM, DOUBLE)                      # Axel: the fourth Lite Metal
    s, _ = run(s, DeclineSecondCard(A), DeclineSecondCard(B))
    s = apply(s, AddSecondCard(C, card_in(s, C, LM, SEALED)))
    ended = events_of(s, RoundEnded)[0]
    assert (ended.reason, ended.seat, ended.card.method) == ("fifth_card", C, SEALED)
    # The double lot is nobody's; Doris' free Karl Gitter came second.
    assert s.results[0].payouts == (30, 30, 30, 20)
    assert s.to_act == (D,)                                   # left of Clemens


# --- §3.3 every hand empty -----------------------------------------------------------------------

def test_last_card_in_hand_ends_the_round_and_is_counted_not_sold():
    s = position(cfg(4), [[(LM, OPEN)], [(YOKO, OPEN)], [], []])
    s = play(s, LM, OPEN)
    s, _ = run(s, Bid(B, 10), Pass(C), Pass(D), Pass(A))
    s = play(s, YOKO, OPEN)
    ended = events_of(s, RoundEnded)[0]
    assert (ended.reason, ended.seat) == ("hands_empty", B)
    assert s.results[0].counts == (1, 1, 0, 0, 0)
    assert s.results[0].values == (30, 20, 0, 0, 0)
    assert s.cash == (110, 90 + 30, 100, 100)
    assert s.to_act == (C,) and all(len(h) == 4 for h in s.hands)


def test_second_card_emptying_the_last_hand_sells_neither():
    s = position(cfg(4), [[(YOKO, DOUBLE)], [(YOKO, OPEN)], [], []])
    s, _ = run(s, PlayCard(A, s.hands[A][0]), DeclineSecondCard(A),
               AddSecondCard(B, s.hands[B][0]))
    ended = events_of(s, RoundEnded)[0]
    assert (ended.reason, ended.seat) == ("hands_empty", B)
    assert s.results[0].payouts == (0, 0, 0, 0) and s.results[0].values[YOKO] == 30


def test_a_players_view_says_which_card_would_end_the_round_before_it_is_played():
    """The front end warns before a card ends the round (§3.2, §3.3); the engine says which,
    from the seat's view, by the rule it applies when the card is played."""
    from game.engine import play_ends_round
    hands = four_lite_metal()
    hands[0] += [(LM, SEALED), (YOKO, OPEN)]
    s = position(cfg(4), hands)
    for method in (OPEN, OPEN, OPEN):
        s = quiet(play(s, LM, method))
    v = view(s, D)
    assert play_ends_round(v, card_in(s, D, LM, ONCE_AROUND)) is None     # the fourth
    s = quiet(play(s, LM, ONCE_AROUND))
    v = view(s, A)
    assert play_ends_round(v, card_in(s, A, LM, SEALED)) == "fifth_card"
    assert play_ends_round(v, card_in(s, A, YOKO, OPEN)) is None
    # The last card in anyone's hand ends the round too, and the engine agrees.
    s = position(cfg(4), [[(LM, OPEN)], [(YOKO, OPEN)], [], []])
    s = quiet(play(s, LM, OPEN))
    yoko = card_in(s, B, YOKO, OPEN)
    assert play_ends_round(view(s, B), yoko) == "hands_empty"
    assert events_of(apply(s, PlayCard(B, yoko)), RoundEnded)[0].reason == "hands_empty"


# --- §5 scoring -------------------------------------------------------------------------------

def test_ties_rank_the_artist_further_left_and_tokens_accumulate():
    board = [(30, 20, 10, 0, 0)]                 # after round 1: LM 30, Yoko 20, CP 10
    hands = [[(YOKO, OPEN), (KRYPTO, OPEN)], [(KRYPTO, OPEN), (KG, OPEN)],
             [(CP, OPEN)], [(YOKO, ONCE_AROUND)]]
    s = position(cfg(4), hands, round=1, board=board)
    s = play(s, YOKO, OPEN)
    s, _ = run(s, Bid(B, 1), Pass(C), Pass(D), Pass(A))      # Beatrix buys Yoko
    s = play(s, KRYPTO, OPEN)
    s, _ = run(s, Bid(C, 1), Pass(D), Pass(A), Pass(B))      # Clemens buys Krypto
    s = play(s, CP, OPEN)                                      # Clemens' last card
    s, _ = run(s, Pass(D), Bid(A, 2), Pass(B), Pass(C), Pass(D))   # Axel buys Christin P
    s = play(s, YOKO, ONCE_AROUND)                             # Doris' last card
    s, _ = run(s, Pass(A), Pass(B), Bid(C, 1), Pass(D))      # Clemens buys Yoko
    assert s.counts == (0, 2, 1, 0, 1)
    s = play(s, KRYPTO, OPEN)                                  # Axel
    s, _ = run(s, Pass(B), Pass(C), Pass(D), Pass(A))        # Axel takes Krypto free
    s = play(s, KG, OPEN)                       # Beatrix plays the last card in any hand
    # Counts: Yoko 2, CP 1, Krypto 2, KG 1: Yoko (left of Krypto) first, Krypto second,
    # and of CP and KG, CP (further left) third. Lite Metal is unranked: its 30 is worth nothing.
    r = s.results[-1]
    assert r.round == 1 and r.reason == "hands_empty"
    assert r.ranking == (YOKO, KRYPTO, CP)
    assert s.board[1] == (0, 30, 10, 0, 20)
    assert r.values == (0, 20 + 30, 10 + 10, 0, 20)
    assert r.payouts == (20 + 20, 50, 50 + 20, 0)


# --- §6 the end of the game ------------------------------------------------------------------------

def test_the_game_ends_after_round_four_and_equal_money_shares_the_win():
    board = [(30, 20, 10, 0, 0), (0, 30, 20, 10, 0), (20, 10, 30, 0, 0)]
    hands = [[(LM, OPEN)], [(YOKO, OPEN), (KG, OPEN)], [(CP, FIXED_PRICE)], []]
    s = position(cfg(4), hands, round=3, board=board, cash=(150, 100, 140, 90))
    s = play(s, LM, OPEN)
    s, _ = run(s, Pass(B), Pass(C), Pass(D), Pass(A))          # Axel takes Lite Metal free
    s = play(s, YOKO, OPEN)
    s, _ = run(s, Pass(C), Bid(D, 60), Pass(A), Pass(B), Pass(C))   # Doris pays 60
    s = play(s, CP, FIXED_PRICE)                                     # Clemens
    s, _ = run(s, SetPrice(C, 10), Pass(D), Pass(A), Pass(B))        # he must buy
    hand_left = s.hands[B]
    assert s.to_act == (B,) and len(hand_left) == 1
    s = play(s, KG, OPEN)                                            # Beatrix's last card
    assert s.phase == GAME_OVER and s.to_act == () and s.results[-1].round == 3
    # Lite Metal 30+20+30=80 (1st), Yoko 20+30+10+20=80 (2nd), CP 10+20+30+10=70 (3rd).
    assert s.results[-1].values == (80, 80, 70, 0, 0)
    assert s.cash == (150 + 80, 160, 130 + 70, 30 + 80)
    result = game_result(s)
    assert result.winners == (A,) and result.ranking == (A, C, B, D)
    assert events_of(s, GameEnded) == [GameEnded(s.cash, (A,))]
    tie = position(cfg(4), [[(LM, OPEN)], [], [], []], round=3, cash=(100, 100, 50, 70))
    tie = play(tie, LM, OPEN)        # Axel's last card ends the round and the game at once
    assert game_result(tie).winners == (A, B)


def test_a_round_nobody_can_play_is_scored_empty_and_the_game_goes_on():
    s = position(cfg(5), [[(LM, OPEN)], [(YOKO, OPEN), (KG, OPEN)], [], [], []], round=2)
    s = quiet(play(s, LM, OPEN))
    s = play(s, YOKO, OPEN)
    s = quiet(s)
    s = play(s, KG, OPEN)        # the last card of round 3; round 4 deals nothing
    assert s.phase == GAME_OVER
    assert [r.round for r in s.results] == [2, 3]
    assert s.results[-1].reason == "no_playable_card" and s.results[-1].ranking == ()


# --- §7 three players with the dummy hand --------------------------------------------------------

def dummy_table(reveal_by="winner", dummy=((CP, OPEN), (CP, DOUBLE))):
    config = cfg(3, "three_with_dummy", dummy_reveal_by=reveal_by)
    hands = [[(LM, OPEN), (KG, OPEN)], [(YOKO, OPEN), (KG, OPEN)], [(KG, SEALED)]]
    return position(config, hands, dummies=[list(dummy)])


@pytest.mark.parametrize("reveal_by,revealer", [("winner", C), ("auctioneer", A)])
def test_dummy_card_revealed_after_each_auction_by_the_chosen_seat(reveal_by, revealer):
    s = dummy_table(reveal_by)
    s = play(s, LM, OPEN)
    s, _ = run(s, Pass(B), Bid(C, 5), Pass(A), Pass(B))
    assert (s.phase, s.to_act) == (DUMMY_REVEAL, (revealer,))
    with pytest.raises(NotYourTurn):
        apply(s, RevealDummy((revealer + 1) % 3, True))
    s = apply(s, RevealDummy(revealer, True))
    assert events_of(s, DummyRevealed)[0].card.artist == CP
    assert s.counts[CP] == 1 and len(s.dummies[0]) == 1 and s.to_act == (B,)
    # The revealed double card gets no second card; keeping the next one hidden changes nothing.
    s = play(s, YOKO, OPEN)
    s, _ = run(s, Pass(C), Pass(A), Pass(B))
    assert s.to_act == (B,)          # Beatrix both auctioned and took it
    s = apply(s, RevealDummy(B, True))
    assert s.phase == PLAY and s.counts[CP] == 2
    s2 = dummy_table(reveal_by)
    s2 = quiet(play(s2, LM, OPEN))
    s2 = apply(s2, RevealDummy(A, False)) if s2.phase == DUMMY_REVEAL else s2
    assert s2.counts[CP] == 0


def test_dummy_card_can_end_the_round_and_the_next_starts_left_of_the_last_auctioneer():
    config = cfg(3, "three_with_dummy")
    hands = [[(CP, OPEN), (CP, OPEN), (KG, OPEN)], [(CP, ONCE_AROUND), (KG, OPEN)],
             [(CP, SEALED), (KG, SEALED)]]
    s = position(config, hands, dummies=[[(CP, FIXED_PRICE)]])
    for artist, method in [(CP, OPEN), (CP, ONCE_AROUND), (CP, SEALED)]:
        s = play(s, artist, method)
        while s.phase != PLAY:
            s = quiet(s) if s.phase != DUMMY_REVEAL else apply(s, RevealDummy(s.to_act[0], False))
    s = play(s, CP, OPEN)                      # Axel: the fourth Christin P
    s, _ = run(s, Pass(B), Pass(C), Pass(A))   # Axel takes it free and may reveal
    s = apply(s, RevealDummy(A, True))
    ended = events_of(s, RoundEnded)[0]
    assert (ended.reason, ended.seat, ended.card.method) == ("fifth_card", None, FIXED_PRICE)
    assert s.round == 1 and s.to_act == (B,)   # left of Axel, the last auctioneer


def test_no_reveal_when_the_dummy_hand_is_empty():
    s = dummy_table(dummy=())
    s = quiet(play(s, LM, OPEN))
    assert s.phase == PLAY and s.to_act == (B,)


# --- §8 two players ---------------------------------------------------------------------------

def two_player(hands, dummies):
    return position(cfg(2, "two_player"), hands, dummies=dummies)


def test_two_player_dummy_decks_alternate_after_every_auction():
    s = two_player([[(LM, OPEN), (LM, SEALED), (KG, OPEN)], [(YOKO, OPEN), (KG, OPEN)]],
                   [[(CP, OPEN), (CP, SEALED)], [(KRYPTO, OPEN), (KRYPTO, SEALED)]])
    s = quiet(play(s, LM, OPEN))
    assert [(e.dummy, e.card.artist, e.by) for e in events_of(s, DummyRevealed)] == [(0, CP, None)]
    s = quiet(play(s, YOKO, OPEN))
    assert [(e.dummy, e.card.artist) for e in events_of(s, DummyRevealed)] == [(1, KRYPTO)]
    s = quiet(play(s, LM, SEALED))
    assert [e.dummy for e in events_of(s, DummyRevealed)] == [0]
    assert s.counts == (2, 1, 2, 0, 1) and s.revealed[0].artist == CP


def test_two_player_double_only_with_a_second_card_of_ones_own():
    s = two_player([[(LM, DOUBLE), (YOKO, OPEN)], [(KG, OPEN)]], [[], []])
    assert s.to_act == (A,) and PlayCard(A, card_in(s, A, LM, DOUBLE)) not in legal_actions(s, A)
    with pytest.raises(CardNotPlayable, match="2-player variant"):
        apply(s, PlayCard(A, card_in(s, A, LM, DOUBLE)))
    s = two_player([[(LM, DOUBLE), (LM, SEALED), (YOKO, OPEN)], [(KG, OPEN)]], [[], []])
    s = play(s, LM, DOUBLE)
    assert legal_actions(s, A) == (AddSecondCard(A, card_in(s, A, LM, SEALED)),)
    with pytest.raises(WrongPhase, match="must add a second card"):
        apply(s, DeclineSecondCard(A))
    s = apply(s, AddSecondCard(A, card_in(s, A, LM, SEALED)))
    assert s.phase == SEALED_BIDDING and len(s.lot) == 2


def test_two_player_dummy_card_ends_the_round():
    s = two_player([[(LM, OPEN), (LM, OPEN), (KG, OPEN)], [(LM, OPEN), (KG, SEALED)]],
                   [[(LM, SEALED), (LM, SEALED), (LM, SEALED)], []])
    s = quiet(play(s, LM, OPEN))            # 1 + dummy LM = 2
    s = quiet(play(s, LM, OPEN))            # 3; dummy 1 is empty so dummy 0 again: 4
    assert s.counts[LM] == 4
    s = quiet(play(s, KG, OPEN))            # the next reveal is the fifth Lite Metal
    ended = events_of(s, RoundEnded)[0]
    assert ended.seat is None and ended.card.artist == LM and s.round == 1


def test_two_player_lone_double_cards_cannot_be_played_and_are_skipped():
    s = two_player([[(LM, OPEN)], [(YOKO, DOUBLE), (CP, OPEN)]], [[], []])
    s = quiet(play(s, LM, OPEN))
    s = quiet(play(s, CP, OPEN))             # Beatrix keeps a lone double
    # Axel has no card, Beatrix only the lone double: nobody can play, the round ends.
    assert s.round == 1 and s.results[0].reason == "no_playable_card"


# --- §1, §9 what a seat may see ---------------------------------------------------------------

def test_view_hides_other_hands_and_cash_unless_open_money():
    s = position(cfg(4), [[(LM, OPEN)], [(YOKO, OPEN)], [(CP, OPEN)], [(KG, OPEN)]],
                 cash=(10, 20, 30, 40))
    v = view(s, B)
    assert v.hand == s.hands[B] and v.cash == (None, 20, None, None)
    assert v.hand_sizes == (1, 1, 1, 1)
    spectator = view(s, None)
    assert spectator.hand is None and spectator.cash == (None,) * 4
    opened = view(position(cfg(4, open_money=True), [[], [], [], []], cash=(1, 2, 3, 4)), None)
    assert opened.cash == (1, 2, 3, 4)
