"""Scenarios for CARD_GAME.md §6–§9 and the defaults A1, A4, A6, A8: ranking, tokens, the
adding step, values across rounds, the next round's deal and the end of the game."""
import pytest

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.cards import AWARD, DEAL, NO_EFFECT, threshold
from game.card.engine import CardNotPlayable, apply, legal_actions
from game.card.events import AddingDone, GameEnded, RoundStarted, Scored, TokensPlaced
from game.card.log import narrate
from game.card.position import position
from game.card.scoring import game_result
from game.card.state import ADDING

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, config, events_of, step

P = NO_EFFECT


def _rows(k):
    return [(0, 1, 0, 3, 2)] * k       # earlier rounds: Nicolás 3, Mariana 2, Wagner 1


def _tec_ends(players=3, round=0, hands=None, displays=None, **kw):
    """A position where seat 0's TEC card is the one that reaches the threshold."""
    n = players
    kw.setdefault("influence", (TEC, P))
    tecs = threshold(n) - 2 if kw["influence"][0] == TEC else threshold(n) - 1
    hands = hands or [[(TEC, P), (MARIANA, P)]] + [[(MARIANA, P)]] * (n - 1)
    displays = displays or [[(TEC, P)] * tecs] + [[]] * (n - 1)
    s = position(config(n, **kw.pop("options", {})), hands=hands, displays=displays,
                 round=round, board=_rows(round), **kw)
    return step(s, PlayCard(0, s.hands[0][0]))


def test_ties_go_to_the_lower_artist_and_tokens_are_3_2_1():
    s = _tec_ends(displays=[[(TEC, P)] * 4, [(MARIANA, P), (WAGNER, P)], [(NICOLAS, P)]])
    placed = events_of(s, TokensPlaced)[0]
    assert placed.counts == (0, 1, 6, 1, 1)
    assert placed.tokens == ((TEC, 3), (WAGNER, 2), (NICOLAS, 1))
    assert s.board[0] == (0, 2, 3, 1, 0)


def test_a1_always_three_tokens_or_only_artists_in_play_with_the_option():
    s = _tec_ends()
    assert events_of(s, TokensPlaced)[0].tokens == ((TEC, 3), (DENISE, 2), (WAGNER, 1))
    opt = _tec_ends(options={"tokens_need_a_card": True})
    assert events_of(opt, TokensPlaced)[0].tokens == ((TEC, 3),)
    assert opt.results[0].values == (0, 0, 3, 0, 0) and opt.board[0] == (0, 0, 3, 0, 0)


def test_face_down_cards_count_fully_at_scoring():
    s = _tec_ends(hands=[[(TEC, P), (DENISE, P)], [(NICOLAS, P)], [(MARIANA, P)]],
                  displays=[[(TEC, P)] * 4, [(DENISE, P)], []],
                  face_down=[[], [(NICOLAS, P)] * 2, []])
    placed = events_of(s, TokensPlaced)[0]
    assert placed.tokens[1] == (NICOLAS, 2)             # ranked by its face-down cards
    assert s.phase == ADDING and s.to_act == (1,)       # and it gives the right to add
    s = step(s, AddCard(1, s.hands[1][0]))
    assert s.results[0].points[1] == 3 * 2 + 1 * 1     # 3 Nicolás at 2, Denise at 1


def test_adding_one_card_per_leading_artist_in_ones_own_display():
    s = _tec_ends(hands=[[(TEC, P), (TEC, P), (TEC, P), (DENISE, P), (MARIANA, P)],
                         [(MARIANA, P)], [(MARIANA, P)]],
                  displays=[[(TEC, P)] * 4 + [(DENISE, P)], [], []])
    placed = events_of(s, TokensPlaced)[0]
    assert s.to_act == (0,)
    offered = {a.card.artist for a in legal_actions(s, 0) if isinstance(a, AddCard)}
    assert offered == {TEC, DENISE}                     # not Mariana (no token), not Wagner
    with pytest.raises(CardNotPlayable, match="not a leading artist"):
        apply(s, AddCard(0, s.hands[0][-1]))
    s = step(s, AddCard(0, s.hands[0][0]))
    assert s.to_act == (0,)
    with pytest.raises(CardNotPlayable, match="already added"):
        apply(s, AddCard(0, s.hands[0][0]))
    s = step(s, AddCard(0, next(c for c in s.hands[0] if c.artist == DENISE)))
    # nothing left to add: the round is scored; the values did not change
    assert s.results[0].values == (2, 1, 3, 0, 0)
    assert s.results[0].points == (6 * 3 + 2 * 2, 0, 0)
    # The round keeps the counts its artists were ranked by, and the cards that scored.
    assert s.results[0].ranked == placed.counts
    assert [a - b for a, b in zip(s.results[0].counts, s.results[0].ranked)] == [1, 0, 1, 0, 0]


def test_a4_adding_goes_one_player_at_a_time_from_the_last_card_clockwise():
    s = position(config(4), hands=[[(TEC, P), (DENISE, P)], [(DENISE, P)], [(DENISE, P)],
                                   [(TEC, P), (DENISE, P)]],
                 displays=[[(DENISE, P)], [(TEC, P)] * 2, [(DENISE, P)], [(TEC, P), (DENISE, P)]],
                 influence=(TEC, P), turn=3)
    s = step(s, PlayCard(3, s.hands[3][0]))           # the 5th TEC, with the influence card
    s = step(s, PlayCard(0, s.hands[0][0]))           # seat 0 plays the 6th TEC
    assert s.phase == ADDING and s.last_player == 0
    order = []
    while s.phase == ADDING:
        seat = s.to_act[0]
        order.append(seat)
        s = step(s, StopAdding(seat))
    assert order == [0, 2, 3]                         # seat 1 holds no leading card it showed
    assert [e.seat for e in events_of(s, Scored)] == [0, 1, 2, 3]


def test_every_seat_is_heard_at_the_adding_step_whether_it_could_add_or_not():
    """A seat that could add nothing was passed over without a word (a newcomer wondered why
    Bea was skipped): each seat now ends its turn to add with the same `AddingDone` (0 added),
    in the order of A4, so the log says "Bea adds no cards." whether she could not or chose
    not to; the moves, and so the saves and replays, are the same."""
    s = position(config(4), hands=[[(TEC, P), (DENISE, P)], [(DENISE, P)], [(DENISE, P)],
                                   [(TEC, P), (DENISE, P)]],
                 displays=[[(DENISE, P)], [(TEC, P)] * 2, [(DENISE, P)], [(TEC, P), (DENISE, P)]],
                 influence=(TEC, P), turn=3)
    s = step(s, PlayCard(3, s.hands[3][0]))
    s = step(s, PlayCard(0, s.hands[0][0]))           # the 6th TEC: seat 0 may add first
    done = []
    while s.phase == ADDING:
        s = step(s, StopAdding(s.to_act[0]))
        done += events_of(s, AddingDone)
    # Seat 1 holds no card it may add: passed over in its turn, told like the others.
    assert [(e.seat, e.added) for e in done] == [(0, 0), (1, 0), (2, 0), (3, 0)]
    lines = [narrate(e, s.config) for e in done]
    assert lines[1] == f"{s.config.name(1)} adds no cards."
    assert len(set(line.replace(s.config.name(e.seat), "{name}")
                   for line, e in zip(lines, done))) == 1     # the same words for every seat


def test_a_seat_that_can_add_nothing_at_a_round_s_end_is_told_before_the_scores():
    """No seat may add: the round is scored in the same move, each seat's "adds no cards"
    after the leading artists, before the scores, from the last card's player clockwise."""
    s = _tec_ends()                                     # nobody holds a leading card shown
    kinds = [type(e) for e in s.events]
    done = [e.seat for e in events_of(s, AddingDone)]
    assert done == [0, 1, 2]
    assert kinds.index(TokensPlaced) < kinds.index(AddingDone)
    assert max(i for i, k in enumerate(kinds) if k is AddingDone) < kinds.index(Scored)


def test_values_sum_every_token_of_a_leading_artist_across_rounds_a6_award_2():
    s = _tec_ends(round=1, awards=(1, 0, 0, 1, 0),
                  displays=[[(TEC, P)] * 4 + [(NICOLAS, P)], [(WAGNER, P), (MARIANA, P)],
                            [(DENISE, P)] * 2])
    placed = events_of(s, TokensPlaced)[0]
    assert placed.tokens == ((TEC, 3), (DENISE, 2), (WAGNER, 1))
    # Denise: 2 + award 2; Wagner: 1 + 1 from round 1; Nicolás and Mariana hold tokens but
    # are not leading: worth 0 this round.
    assert placed.values == (4, 2, 3, 0, 0)
    assert s.results[1].points == (5 * 3, 2, 2 * 4)
    # The influence card (a TEC) scores for nobody.
    assert sum(s.results[1].points) == 5 * 3 + 2 + 8


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("round", [0, 1, 2])
def test_next_round_clears_the_table_keeps_hands_deals_and_passes_the_token(players, round):
    s = _tec_ends(players, round=round, deck_top=[(NICOLAS, AWARD)], first_player=0)
    started = events_of(s, RoundStarted)[0]
    k = DEAL[players][round + 1]
    assert started.round == round + 1 and started.dealt == k
    assert [len(h) for h in s.hands] == [1 + k] * players
    assert s.displays == ((),) * players and s.influence.artist == NICOLAS
    assert s.influence.effect == AWARD and len(s.removed) == threshold(players)
    assert started.first_player == (round + 1) % players == s.to_act[0]


def test_two_players_deal_13_6_6_3():
    assert DEAL[2] == (13, 6, 6, 3) and threshold(2) == 5


def test_the_game_ends_after_round_four_and_a8_equal_totals_share_the_win():
    s = _tec_ends(round=3, totals=(1, 4, 0), displays=[[(TEC, P)] * 2, [(TEC, P)] * 2, []])
    assert s.is_over and s.to_act == ()
    result = game_result(s)
    assert result.totals == (10, 10, 0) and result.winners == (0, 1)
    ended = events_of(s, GameEnded)[0]
    assert "share the win" in narrate(ended, s.config)
    assert legal_actions(s, 0) == ()


def test_values_if_ended_now_rank_the_face_up_cards_and_agree_with_the_scoring():
    """The learner's "worth now" row: ranked by the face-up cards in play (the influence card
    included; ties to the lower artist), this round's 3, 2, 1 on the earlier rounds' tokens and
    the awards, 0 out of the top three; what the round's scoring then gives when nothing else
    is played; and the round's own values while cards are added."""
    from game.card.engine import view
    from game.card.scoring import values_if_ended_now
    s = position(config(3), hands=[[(TEC, P), (MARIANA, P)], [(WAGNER, P)], [(MARIANA, P)]],
                 displays=[[(TEC, P)] * 4, [(MARIANA, P), (WAGNER, P)], [(NICOLAS, P)]],
                 influence=(TEC, P), round=1, board=_rows(1), awards=(0, 1, 0, 0, 2))
    v = view(s, 0)
    assert v.counts == (0, 1, 5, 1, 1)
    # TEC 1st (3 now), WAGNER 2nd on a tie with NICOLAS and MARIANA (2 now + 1 earlier +
    # 2 for its award), NICOLAS 3rd (1 now + 3 earlier); MARIANA out, its tokens idle.
    assert values_if_ended_now(v) == (0, 5, 3, 4, 0)
    ended = step(s, PlayCard(0, s.hands[0][0]))         # the sixth TEC ends the round
    assert ended.phase == ADDING and ended.to_act == (1,)
    now = values_if_ended_now(view(ended, 0))
    assert now == ended.values == (0, 5, 3, 4, 0)         # as foretold
    opt = position(config(3, tokens_need_a_card=True), hands=[[(TEC, P)], [(MARIANA, P)],
                                                            [(MARIANA, P)]],
                   displays=[[(TEC, P)], [], []], influence=(TEC, P), round=0, board=[])
    assert values_if_ended_now(view(opt, 0)) == (0, 0, 3, 0, 0)
