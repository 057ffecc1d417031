"""The few statistics the benchmarks and the card game's search share: a mean with its standard
error, and the mean difference of paired samples (the same deals played two ways)."""
from __future__ import annotations

import math
from typing import Sequence


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    """The mean of `values` and its standard error (0 for a single value)."""
    n = len(values)
    mean = sum(values) / n
    spread = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, math.sqrt(spread / n)


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """The mean of b − a over the same deals, and its standard error."""
    return mean_se([y - x for x, y in zip(a, b)])
