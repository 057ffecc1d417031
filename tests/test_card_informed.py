"""Card Hard's imagined own seat in its rollouts: Normal's model with the rivals' cards of the
world Hard dealt known (`Outlook.knowing`, `Informed`, `HardBot(informed=...)`)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.card.hard import HardBot, Informed, Rivals
from game.ai.card.levels import NormalBot
from game.ai.card.model import (ARTISTS, Outlook, Table, artist_tally, artist_worths,
                                standing)
from game.card.config import default_config
from game.card.engine import apply, legal_actions, new_game, view
from tests.test_card_ai import _scrambled


def _states(seed: int, count: int):
    """States with a choice for the seat to act (more than one legal move), from a game moved
    by random players."""
    rng, state, found = random.Random(seed), new_game(default_config(4), seed), []
    while not state.is_over and len(found) < count:
        legal = legal_actions(state, state.to_act[0])
        if len(legal) > 1:
            found.append(state)
        state = apply(state, legal[rng.randrange(len(legal))])
    return found


def _known(state, seat: int):
    others = [i for i in range(state.players) if i != seat]
    return ({i: artist_tally(state.face_down[i]) for i in others},
            {i: artist_tally(state.hands[i]) for i in others})


def test_knowing_the_rivals_cards_values_each_rival_by_them():
    checked = 0
    for state in _states(31, 200):
        seat = state.to_act[0]
        v = view(state, seat)
        if v.phase == "adding" or not any(state.face_down[i] for i in range(4) if i != seat):
            continue
        style = NormalBot.STYLE
        o, t = Outlook.of(v, style), Table.of(v)
        downs, hands = _known(state, seat)
        o.knowing(downs, hands)
        assert o.hidden_pull == [float(sum(d[a] for d in downs.values())) for a in ARTISTS]
        worth, leads = artist_worths(o, t)
        theirs = []
        for i in downs:
            score = float(v.totals[i])
            for a in ARTISTS:
                shown = t.displays[i][a]
                score += downs[i][a] * worth[a] + hands[i][a] * o.keep[a] + shown * worth[a]
                if shown and hands[i][a]:
                    score += style.opp_add * leads[a] * worth[a]
            theirs.append(score)
        mine = Outlook.of(v, replace(style, relative=False))
        mine.knowing(downs, hands)
        rivals = style.best_weight * max(theirs) + (1 - style.best_weight) * sum(theirs) / 3
        assert standing(o, t) == pytest.approx(standing(mine, t) - rivals)
        checked += 1
    assert checked >= 10


def test_the_informed_seat_plays_by_the_dealt_cards_and_not_the_decks_order():
    informed, normal, changed = Informed(), NormalBot(), 0
    for state in _states(32, 150):
        seat = state.to_act[0]
        legal = legal_actions(state, seat)
        mine = informed.choose_in(state, seat, legal, random.Random(1))
        assert mine in legal
        deck = list(state.deck)
        random.Random(2).shuffle(deck)
        assert informed.choose_in(state._replace(deck=tuple(deck)), seat, legal,
                                  random.Random(1)) == mine
        changed += mine != normal.choose(view(state, seat), legal, random.Random(1))
    assert changed >= 3


def test_in_the_rollouts_only_the_searching_seat_is_informed():
    informed, normal, checked = Informed(), NormalBot(), 0
    for state in _states(33, 120):
        mover = state.to_act[0]
        legal = legal_actions(state, mover)
        v = view(state, mover)
        me = Rivals(mover, 0.0, informed=True)
        assert me.move(state, mover, legal, random.Random(3)) == \
            informed.choose_in(state, mover, legal, random.Random(3))
        other = Rivals((mover + 1) % 4, 0.0, informed=True)
        assert other.move(state, mover, legal, random.Random(3)) == \
            normal.choose(v, legal, random.Random(3))
        # without the option the searching seat plays Normal's move from its view
        assert Rivals(mover, 0.0).move(state, mover, legal, random.Random(3)) == \
            normal.choose(v, legal, random.Random(3))
        checked += 1
    assert checked >= 60


def test_informed_hard_reads_only_its_view_is_deterministic_and_changes_moves():
    settings = dict(budget=150, min_deals=2, max_deals=4)
    plain, informed = HardBot(informed=False, **settings), HardBot(informed=True, **settings)
    rng, compared, changed = random.Random(4), 0, 0
    for state in _states(34, 400)[::4]:
        seat = state.to_act[0]
        legal = legal_actions(state, seat)
        v = view(state, seat)
        move = informed.choose(v, legal, random.Random(5))
        assert move in legal
        assert informed.choose(v, legal, random.Random(5)) == move
        other = _scrambled(state, seat, rng)
        assert view(other, seat) == v
        assert informed.choose(view(other, seat), legal, random.Random(5)) == move
        changed += move != plain.choose(v, legal, random.Random(5))
        compared += 1
    assert compared >= 20 and changed >= 1


def test_the_bench_seats_informed_hard_and_plays_the_informed_seat_alone(capsys):
    import json

    from bench import card_pimc
    assert card_pimc.make_bot("pimc").informed is True
    assert card_pimc.make_bot("hard").informed is HardBot().informed
    assert card_pimc.main(["--informed", "--games", "3", "--seed", "140000", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 3 and 0.0 <= report["win_rate"] <= 1.0
