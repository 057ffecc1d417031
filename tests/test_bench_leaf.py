"""bench/ai_leaf.py: the fit of Hard's hand worth (`LEAF`) from Normal's games, or a lineup's."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import ai_leaf  # noqa: E402


def test_the_default_fit_is_the_one_of_normal_self_play_as_before():
    """Without `--seats` the games are Normal's against itself, the rows and weights exactly
    those the bench gave before it took a lineup (figures taken from it then)."""
    rows = ai_leaf.tables(4, 6, 200000)
    assert [r[0] for r in rows] == [1, 2, 3] * 6
    assert rows[0] == (1, [[-0.5, 0.75, -10.5, 0.75], [0.5, -4.25, 6.5, 0.75],
                           [0.5, 2.75, 2.5, -1.25], [-0.5, 0.75, 1.5, -0.25]],
                       [-69.5, 19.5, 29.5, 20.5])
    assert ai_leaf.fit(rows) == pytest.approx([-11.162669, 3.572829, 1.927493, -6.657996],
                                              abs=1e-5)
    # Four Normals named in --seats are the same games.
    assert ai_leaf.tables(4, 2, 200000, ["normal"] * 4) == rows[:6]


def test_a_lineup_is_rotated_by_game_and_every_seat_gives_rows(monkeypatch):
    made = []
    real = ai_leaf.make_entrant
    monkeypatch.setattr(ai_leaf, "make_entrant", lambda name: made.append(name) or real(name))
    lineup = ["normal", "playout", "leader", "shader"]
    rows = ai_leaf.tables(4, 2, 220000, lineup)
    assert made == lineup + lineup[1:] + lineup[:1]
    assert [r[0] for r in rows] == [1, 2, 3] * 2
    for _, feats, gains in rows:
        assert len(feats) == len(gains) == 4
        assert sum(gains) == pytest.approx(0.0, abs=1e-9)
        assert all(sum(col) == pytest.approx(0.0, abs=1e-9) for col in zip(*feats))
    with pytest.raises(ValueError):
        ai_leaf.tables(4, 1, 220000, lineup[:3])


def test_the_command_fits_a_lineup_and_compares_the_shipped_leaf():
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "ai_leaf.py"), "--games", "2",
                          "--seed", "220000", "--seats", "normal,playout,leader,shader",
                          "--shipped", "--json"],
                         capture_output=True, text=True, check=True, timeout=120)
    result = json.loads(out.stdout)
    assert result["seats"] == ["normal", "playout", "leader", "shader"]
    assert set(result["rounds"]) == {"1", "2", "3"}
    for entry in result["rounds"].values():
        assert entry["tables"] == 2 and len(entry["weights"]) == 4
        assert {"r2_hand_card", "r2_fitted", "r2_shipped"} <= set(entry)


def test_extended_features_start_with_hards_four_and_measure_doubles_and_strong_columns():
    """`--features extended`: Hard's four measures first (so four weights value a hand as
    before), then the doubles' columns per 10 and the sum of squared columns per 10."""
    from game.ai import model
    from game.cards import DECK, DOUBLE
    base = [30, 0, 20, 0, 10]
    double = next(c for c in DECK if c.artist == 0 and c.method == DOUBLE)
    plain = next(c for c in DECK if c.artist == 2 and c.method != DOUBLE)
    hand = (double, plain)
    feats = ai_leaf.extended_features(hand, base)
    assert feats[:4] == model.leaf_features(hand, base)
    assert feats[4:] == pytest.approx((3.0, 9.0 + 4.0))
    rows = ai_leaf.tables(4, 2, 200000, features=ai_leaf.extended_features)
    assert rows and all(len(f) == 6 for _, feats_, _ in rows for f in feats_)
