"""The 2024 rulebook's worked examples (rules-sources/003, l. 149–168 and 251–326), played
through the engine from chosen positions. Seats clockwise: Jason, Julia, Max."""
from game.card.actions import AddCard, ChooseSecretly, PlayCard, PlayFaceUp, StopAdding
from game.card.cards import AWARD, DRAW, EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_UP
from game.card.engine import legal_actions
from game.card.events import CardDrawn, EveryonePlayed, RoundEnded, Scored, TokensPlaced
from game.card.position import position
from game.card.scoring import face_up_counts
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, events_of, named, step

JASON, JULIA, MAX = 0, 1, 2
CFG = named("Jason", "Julia", "Max")


def test_turn_example_ends_on_the_sixth_nicolas():
    s = position(CFG, hands=[
        [(MARIANA, EVERYONE_PLAYS), (DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],     # Jason
        [(WAGNER, NO_EFFECT), (NICOLAS, SECOND_FACE_UP), (NICOLAS, NO_EFFECT), (DENISE, AWARD)],
        [(TEC, DRAW), (DENISE, NO_EFFECT)],                                         # Max
    ], displays=[[(NICOLAS, NO_EFFECT)], [], [(NICOLAS, NO_EFFECT), (NICOLAS, NO_EFFECT)]],
        influence=(NICOLAS, NO_EFFECT), turn=JASON)
    batalha, jason_pick = s.hands[JASON][0], s.hands[JASON][1]
    julia_pick, numancia, celtimon = s.hands[JULIA][:3]
    urban_man = s.hands[MAX][0]
    s = step(s, PlayCard(JASON, batalha))
    assert s.phase == EVERYONE and s.to_act == (JASON, JULIA, MAX)
    s = step(s, ChooseSecretly(JASON, jason_pick), ChooseSecretly(MAX, urban_man),
             ChooseSecretly(JULIA, julia_pick))
    assert events_of(s, EveryonePlayed)[0].cards == (jason_pick, julia_pick, urban_man)
    # Urban Man's draw was played by an effect: ignored. Jason's turn is over; Julia plays.
    assert not events_of(s, CardDrawn) and len(s.hands[MAX]) == 1
    assert s.phase == PLAY and s.to_act == (JULIA,)
    s = step(s, PlayCard(JULIA, numancia))
    assert s.phase == EFFECT and face_up_counts(s)[NICOLAS] == 5
    assert [a for a in legal_actions(s, JULIA) if isinstance(a, PlayFaceUp)] == \
        [PlayFaceUp(JULIA, celtimon)]            # the same artist only
    s = step(s, PlayFaceUp(JULIA, celtimon))
    ended = events_of(s, RoundEnded)
    assert ended and ended[0].reason == "threshold" and ended[0].card == celtimon
    assert ended[0].seat == JULIA and events_of(s, TokensPlaced)[0].counts[NICOLAS] == 6


def test_scoring_example_gives_13_20_and_12():
    n, w, t, d, m = ((a, NO_EFFECT) for a in (NICOLAS, WAGNER, TEC, DENISE, MARIANA))
    s = position(CFG, hands=[
        [(WAGNER, NO_EFFECT)],                                   # Jason keeps his Wagner
        [(NICOLAS, NO_EFFECT), (WAGNER, NO_EFFECT)],             # Julia: the last card, a Wagner
        [(NICOLAS, NO_EFFECT), (WAGNER, NO_EFFECT)],             # Max: one of each
    ], displays=[
        [n, w, d, d, m],                                         # Jason
        [n, w, t, d, d, d],                                      # Julia
        [n, n, w, w, w, t, t, m],                                # Max
    ], influence=n, turn=JULIA, awards=(1, 0, 1, 0, 0))          # awards on Denise and TEC
    s = step(s, PlayCard(JULIA, s.hands[JULIA][0]))
    placed = events_of(s, TokensPlaced)[0]
    assert placed.counts == (5, 5, 3, 6, 2)
    assert placed.tokens == ((NICOLAS, 3), (DENISE, 2), (WAGNER, 1))
    assert placed.values == (4, 1, 0, 3, 0)          # TEC's award does not count: not leading
    # A4: from Julia, who played the last card, clockwise: Julia, Max, Jason.
    assert s.phase == ADDING and s.to_act == (JULIA,)
    s = step(s, AddCard(JULIA, s.hands[JULIA][0]))
    assert s.to_act == (MAX,)
    s = step(s, AddCard(MAX, s.hands[MAX][0]))
    assert s.to_act == (MAX,)                        # Max may add his Wagner too
    s = step(s, AddCard(MAX, s.hands[MAX][0]))
    assert s.to_act == (JASON,)
    s = step(s, StopAdding(JASON))
    scored = events_of(s, Scored)
    assert [(e.seat, e.points) for e in scored] == [(JULIA, 20), (MAX, 13), (JASON, 12)]
    assert s.results[0].points == (12, 20, 13) and s.round == 1
