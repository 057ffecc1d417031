"""bench/card_posterior.py: what a rival's own choices say of its hand, at best."""
import dataclasses
import math
import random
from collections import defaultdict

from bench.card_posterior import (log_chance, play, public_record, since_received,
                                  weighed_deal)
from game.ai.card.levels import NormalBot
from game.card.actions import ChooseSecretly, DrawCard
from game.card.config import default_config
from game.card.engine import apply, legal_actions, new_game, view
from game.card.invariants import check_state
from game.card.state import EVERYONE


def test_a_rivals_choices_replayed_with_its_true_cards_are_each_normals_best():
    """The replay is exact: every rival is Normal, so with the hand it really holds (and the
    cards really dealt to it, when the look goes back across a deal) each of its choices is
    Normal's best move; and the bench compares guesses in rounds 3 and 4 only."""
    for back in (0, 1):
        stats = defaultdict(float)
        play(100001, 4, 4, stats, back)
        assert stats["choices"] > 20
        assert stats["truth_not_best"] == 0
        rows = {k[0] for k in stats if isinstance(k, tuple)}
        assert rows == {"round 3", "round 4"}


def _logged(seed: int, players: int, until) -> list:
    s, log = new_game(default_config(players), seed), []
    while not until(s, log):
        seat = s.to_act[0]
        action = legal_actions(s, seat)[0]
        log.append((s, seat, action))
        s = apply(s, action)
    return s, log


def test_the_choices_weighed_begin_at_the_last_deal_or_the_rivals_own_draw():
    now, log = _logged(7, 4, lambda s, log: s.round == 2 and len(log) > 3
                       and log[-1][0].round == 2)
    history, crossed = since_received(log, now, 1)
    assert crossed is None and history and all(s.round == 2 for s, _, _ in history)
    assert history[0] is next(e for e in log if e[0].round == 2)
    earlier, crossed = since_received(log, now, 1, back=1)
    assert crossed == 2 and all(s.round >= 1 for s, _, _ in earlier)
    assert earlier[0] is next(e for e in log if e[0].round == 1)
    fake = log[:-2] + [(log[-2][0], 1, DrawCard(1))] + log[-1:]
    after_draw, crossed = since_received(fake, now, 1, back=1)
    assert after_draw == fake[-1:] and crossed is None


def test_the_chance_of_a_choice_is_a_softmax_of_normals_values():
    assert math.isclose(log_chance([([1.0, 0.0], 1.0)], 1.0), math.log(math.e / (math.e + 1)))
    assert math.isclose(log_chance([([2.0, 0.0], 0.0)], 0.5), math.log(1 / (1 + math.e ** 4)))
    assert log_chance([([1.0, 0.0], 1.0)] * 2, 0.01) > -1e-9


def _everyone_plays_with_a_secret_made(seed: int):
    """Normal's self-play up to seat 3's everyone-plays choice (the others have chosen: seats
    choose in seat order), with the decisions logged; None if this game has none."""
    s, log, normal = new_game(default_config(4), seed), [], NormalBot()
    rng = random.Random(seed)
    while not s.is_over:
        seat = s.to_act[0]
        if s.phase == EVERYONE and seat == 3 and s.round >= 1:
            return s, log
        legal = legal_actions(s, seat)
        action = normal.choose(view(s, seat), legal, rng) if len(legal) > 1 else legal[0]
        log.append((s, seat, action))
        s = apply(s, action)
    return None


def test_a_weighed_deal_keeps_the_view_and_never_reads_a_secret_choice():
    """The deal shows seat 3 exactly its view and holds all 95 cards; the rivals' everyone-
    plays choices not yet revealed do not change it (the same deal with another card in the
    record of that choice), and a rival's choice already made is a card of its hand."""
    found = next(f for f in map(_everyone_plays_with_a_secret_made, range(1, 200)) if f)
    s, log = found
    seen = view(s, 3)
    dealt = weighed_deal(seen, log, random.Random(3), tries=6)
    assert dataclasses.replace(view(dealt, 3), events=seen.events) == seen
    assert not [p for p in check_state(dealt) if "cards" in p or "secret" in p]
    for rival in range(3):
        assert seen.secret_done[rival] and dealt.secret[rival] in dealt.hands[rival]
    record = public_record(seen, log)
    assert log[:len(record)] == record and not isinstance(record[-1][2], ChooseSecretly)
    assert [a for _, _, a in log[len(record):]] == [ChooseSecretly(k, s.secret[k])
                                                    for k in range(3)]
    pending = len(log) - 1
    st, who, action = log[pending]
    other = next(c for c in st.hands[who] if c != action.card)
    changed = log[:pending] + [(st, who, ChooseSecretly(who, other))] + log[pending + 1:]
    assert weighed_deal(seen, changed, random.Random(3), tries=6) == dealt
