"""bench/ai_hard_variants.py: every variant the tuning tables name builds the player it says."""
from bench.ai_hard_variants import VARIANTS, factor_variant, kind_variant, paired

from game.ai import hard
from game.ai.policy import Style


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


def test_named_factors_and_kinds_and_what_is_not_a_variant():
    styled = factor_variant("styled:bid=0.9:once=0.78")()
    assert (styled.style.bid, styled.style.once) == (0.9, 0.78)
    assert styled.style.sealed == hard.HARD_STYLE.sealed
    assert type(factor_variant("rules:fixed=0.75")()) is not hard.HardBot   # its rules alone
    grown = kind_variant("skip-sealed/grow-play", 4.0)()
    assert hard.SEALED_BIDDING not in grown.kinds and grown.scale == {hard.PLAY: 4.0}
    assert factor_variant("bold:bid=1") is None and kind_variant("grow-nothing", 2) is None


def test_the_paired_difference_and_its_interval():
    assert paired([0, 1, 0, 1], [1, 1, 0, 1]) == (0.25, 1.96 * (0.25 / 4) ** 0.5)
    assert paired([1.0, 2.0], [1.0, 2.0]) == (0.0, 0.0)
