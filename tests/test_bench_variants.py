"""bench/ai_hard_variants.py: every variant the tuning tables name builds the player it says."""
import json

from bench.ai_hard_variants import VARIANTS, factor_variant, kind_variant, summarize

from game.ai import hard
from game.ai.policy import Style
from game.stats import mean_se, paired


def test_every_named_variant_builds_a_hard_player():
    for name, make in VARIANTS.items():
        bot = make()
        assert isinstance(bot, hard.HardBot), name
        assert isinstance(bot.others, Style) and isinstance(bot.style, Style), name


def test_the_imagined_others_of_the_unsure_variants():
    base = hard.OTHERS_STYLE
    assert VARIANTS["others-noise10"]().others == Style(**{**vars(base), "noise": 0.1})
    assert VARIANTS["others-careless10"]().others.careless_play == 0.1
    both = VARIANTS["others-unsure10"]().others
    assert (both.noise, both.careless_play) == (0.1, 0.1)
    assert (both.bid, both.sealed, both.once, both.fixed, both.buy) == (
        base.bid, base.sealed, base.once, base.fixed, base.buy)
    assert VARIANTS["hard"]().others == base
    kept = VARIANTS["kept5-unsure10"]()
    assert kept.kept_unsure == {("standard", 5)}
    assert VARIANTS["hard"]().kept_unsure == hard.KEPT_UNSURE == kept.kept_unsure
    assert VARIANTS["hard-before19"]().kept_unsure == frozenset()


def test_named_factors_and_kinds_and_what_is_not_a_variant():
    styled = factor_variant("styled:bid=0.9:once=0.78")()
    assert (styled.style.bid, styled.style.once) == (0.9, 0.78)
    assert styled.style.sealed == hard.HARD_STYLE.sealed
    assert type(factor_variant("rules:fixed=0.75")()) is not hard.HardBot   # its rules alone
    grown = kind_variant("skip-sealed/grow-play", 4.0)()
    assert hard.SEALED_BIDDING not in grown.kinds and grown.scale == {hard.PLAY: 4.0}
    unsure = factor_variant("others:noise=0.15:careless_play=0.2")()
    assert (unsure.others.noise, unsure.others.careless_play) == (0.15, 0.2)
    assert unsure.others.bid == hard.OTHERS_STYLE.bid and unsure.style == hard.HARD_STYLE
    assert factor_variant("bold:bid=1") is None and kind_variant("grow-nothing", 2) is None


def test_the_paired_difference_and_its_standard_error():
    assert paired([0, 1, 0, 1], [1, 1, 0, 1]) == (0.25, (0.25 / 4) ** 0.5)
    assert paired([1.0, 2.0], [1.0, 2.0]) == (0.0, 0.0)
    assert mean_se([3.0]) == (3.0, 0.0) and mean_se([1.0, 3.0]) == (2.0, 1.0)


def test_rows_read_back_pair_each_variant_on_the_deals_both_played(tmp_path):
    def row(variant, seed, game, win, margin):
        return json.dumps({"variant": variant, "seed": seed, "game": game, "win": win,
                           "margin": margin})
    # Two halves in two files; "b" stopped after two deals of the second half.
    (tmp_path / "one").write_text("\n".join([
        row("hard", 100, 0, 1.0, 10), row("b", 100, 0, 0.0, -5),
        row("hard", 100, 1, 0.0, -20), row("b", 100, 1, 1.0, 4)]) + "\n")
    (tmp_path / "two").write_text("\n".join([
        row("hard", 200, 0, 0.0, -8), row("b", 200, 0, 0.5, 0),
        row("hard", 200, 1, 1.0, 30)]) + "\n")
    out = summarize([str(tmp_path / "one"), str(tmp_path / "two")])
    assert list(out) == ["hard", "b"]
    assert out["hard"]["games"] == 4 and out["hard"]["win_rate"] == 0.5
    assert out["b"]["games"] == 3 and out["b"]["win_rate"] == 0.5
    mean, error = paired([1.0, 0.0, 0.0], [0.0, 1.0, 0.5])
    assert out["b"]["win_diff"] == [round(mean, 3), round(1.96 * error, 3)]     # 95% half-width
    assert out["b"]["margin_diff"][0] == round(((-5 - 10) + (4 + 20) + (0 + 8)) / 3, 3)
    # A run started at seed 101 plays deal 101 as its game 0, with the lineup seated otherwise
    # than game 1 of the run from 100: its "c" has no game in common with "hard", left out.
    (tmp_path / "three").write_text(row("c", 101, 0, 1.0, 50) + "\n")
    out = summarize([str(tmp_path / "one"), str(tmp_path / "three")])
    assert list(out) == ["hard", "b"] and out["hard"]["games"] == out["b"]["games"] == 2
