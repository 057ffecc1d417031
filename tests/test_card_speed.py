"""The card game's fast value model against its plain reference (tests/card_model_reference.py):
the same value for every move of thousands of seeded positions, the same moves for Easy,
Normal and Hard; and the engine's quick adding check against its words."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.ai.card import hard
from game.ai.card.levels import EasyBot, NormalBot, action_value, candidates
from game.ai.card.model import Outlook, Table, artist_worths
from game.card.actions import AddCard
from game.card.bots import RandomBot
from game.card.config import default_config
from game.card.engine import apply, legal_actions, new_game, view
from game.card.errors import CardNotPlayable
from game.card.state import ADDING
from tests import card_model_reference as ref

#: Styles whose values are compared: the levels', and one with every weight away from them
#: (the pushes are 0 in the levels, and the fast model skips them then).
STYLES = (NormalBot.STYLE, EasyBot.STYLE,
          replace(NormalBot.STYLE, hand_push=0.4, pool_push=0.3, best_weight=0.8, opp_add=1.1,
                  keep_base=0.5, early=0.7))


def positions(seeds, players, lineup=("normal", "random")):
    """(view, legal) of every decision with more than one legal move in games of Normal and
    random seats (alternating), seeded."""
    found = []
    bots = {"normal": NormalBot(), "random": RandomBot()}
    for seed in seeds:
        state, rng = new_game(default_config(players), seed), random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = legal_actions(state, seat)
            if len(legal) > 1:
                found.append((view(state, seat), legal))
            bot = bots[lineup[(seat + seed) % len(lineup)]]
            state = apply(state, bot.choose(view(state, seat), legal, rng))
    return found


def test_the_model_values_every_move_exactly_as_the_reference_formulas_do():
    compared, seen = 0, set()
    for players in (2, 3, 4, 5):
        for v, legal in positions(range(40 + players, 42 + players), players):
            fast = candidates(legal, v.hand or ())
            assert fast == ref.candidates(legal)
            for style in STYLES:
                o, t = Outlook.of(v, style), Table.of(v)
                plain_o, plain_t = ref.Outlook.of(v, style), ref.Table.of(v)
                assert o.share == plain_o.share and o.base == plain_o.base
                assert artist_worths(o, t) == ref.artist_worths(plain_o, plain_t)
                # bit for bit: the same float, not merely close
                assert [action_value(o, t, a) for a in fast] == \
                    [ref.action_value(plain_o, plain_t, a) for a in fast]
                compared += len(fast)
            seen.update(type(a).__name__ for a in fast)
    assert compared > 5000 and len(seen) == 9      # every kind of move of the game was valued


@pytest.mark.parametrize("level", [EasyBot, NormalBot])
def test_easy_and_normal_choose_the_reference_moves_in_seeded_games(level):
    fast, plain = level(), ref.reference(level)()
    decisions = 0
    for players in (3, 4):
        for k, (v, legal) in enumerate(positions(range(60, 62), players)):
            assert fast.choose(v, legal, random.Random(k)) == \
                plain.choose(v, legal, random.Random(k))
            decisions += 1
    assert decisions > 250


def test_hard_chooses_the_reference_moves_its_rollouts_played_by_the_reference(monkeypatch):
    settings = dict(budget=300, min_deals=3, max_deals=8)
    chosen = [(v, legal, hard.HardBot(**settings).choose(v, legal, random.Random(k)))
              for k, (v, legal) in enumerate(positions([77], 4)[::6])]
    monkeypatch.setattr(hard, "NormalBot", ref.reference(NormalBot))    # the rollouts' policy
    plain = ref.reference(hard.HardBot)(**settings)
    assert [plain.choose(v, legal, random.Random(k)) for k, (v, legal, _) in
            enumerate(chosen)] == [move for _, _, move in chosen]
    # the search did its own work: somewhere it left Normal's move
    normal = NormalBot()
    assert any(move != normal.choose(v, legal, random.Random(k))
               for k, (v, legal, move) in enumerate(chosen))


REASONS = ("is not a leading artist", "has already added", "card in their display")


def test_the_quick_adding_check_and_the_engines_words_agree():
    refused = set()
    for seed in range(20):
        state, rng = new_game(default_config(3), seed), random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = legal_actions(state, seat)
            if state.phase == ADDING:
                offered = {a.card for a in legal if isinstance(a, AddCard)}
                for card in state.hands[seat]:
                    if card in offered:
                        apply(state, AddCard(seat, card))
                        continue
                    with pytest.raises(CardNotPlayable) as refusal:
                        apply(state, AddCard(seat, card))
                    refused.update(r for r in REASONS if r in str(refusal.value))
            state = apply(state, legal[rng.randrange(len(legal))])
    assert refused == set(REASONS)              # each of the three reasons was given


def test_the_speed_bench_fingerprints_the_moves_it_timed():
    from bench import card_speed
    first, again = card_speed.normal_speed(1, 5), card_speed.normal_speed(1, 5)
    assert first["decisions"] > 40 and first["decisions_per_second"] > 0
    assert first["fingerprint"] == again["fingerprint"] != card_speed.normal_speed(1, 6)[
        "fingerprint"]


def test_the_effort_bench_pairs_the_variants_on_the_same_games(tmp_path, capsys):
    from bench import card_effort
    rows = tmp_path / "rows.jsonl"
    variants = "hard:budget=40:min_deals=1:max_deals=2,hard:budget=80:min_deals=2:max_deals=3"
    assert card_effort.main(["--variants", variants, "--games", "2", "--seed", "100000",
                             "--rows", str(rows), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in rows.read_text().splitlines()]
    assert [(r["variant"], r["game"]) for r in lines] == [
        (v, g) for g in (0, 1) for v in variants.split(",")]
    assert {r["seat"] for r in lines if r["game"] == 1} == {3}   # the rotated seat, both
    first, second = report["variants"].values()
    assert report["games"] == 2 and first["illegal"] == second["illegal"] == 0
    margins = [r["margin"] for r in lines]
    assert second["margin_diff"][0] == pytest.approx((margins[1] - margins[0]
                                                      + margins[3] - margins[2]) / 2)
    assert card_effort.main(["--summarize", str(rows), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == report


def test_the_diagnosis_bench_notes_hards_searches_and_normal_in_the_same_seat(tmp_path, capsys):
    from bench import card_diagnose
    rows = tmp_path / "rows.jsonl"
    variant = "hard:budget=40:min_deals=1:max_deals=2"
    assert card_diagnose.main(["--variant", variant, "--games", "2", "--seed", "100000",
                               "--verify", "2", "--rows", str(rows)]) == 0
    report = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in rows.read_text().splitlines()]
    assert [r["seat"] for r in lines] == [0, 3]           # the tournament's rotated seats
    searches = [d for r in lines for d in r["hard"]["searches"]]
    overrides = [d for d in searches if d["override"]]
    assert searches and overrides and all("verified" in d for d in overrides)
    assert not any("verified" in d for d in searches if not d["override"])
    by_kind = report["searched_overrides_meangain_by_kind"].values()
    assert sum(k[0] for k in by_kind) == len(searches)
    assert sum(k[1] for k in by_kind) == len(overrides)
    assert report["verified_gain_of_overrides (n, mean, se)"]["all"][0] == len(overrides)
    for r in lines:       # both games scored all four rounds, Hard's and Normal's
        for who in ("hard", "normal"):
            assert len(r[who]["points"]) == 4 and r[who]["illegal"] == 0
            assert [sum(p[i] for p in r[who]["points"]) for i in range(4)] == r[who]["totals"]
    assert not lines[0]["normal"]["searches"]
