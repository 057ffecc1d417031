"""Simultaneous perturbation stochastic approximation, the loop both tuners share.

`bench/ai_tune.py` fits Hard's auction factors and `bench/card_tune.py` the card model's
weights with it. Every iteration k perturbs all the parameters at once by ±c_k (one random
sign each, drawn in the parameters' order), has the caller measure the two candidates on the
same games, and steps every parameter along the measured difference. Gains as Spall
recommends: a_k = a / (k + 1 + A)^0.602 and c_k = c / (k + 1)^0.101.
"""
from __future__ import annotations

import random
from typing import Callable

Point = dict[str, float]


def spsa(x: Point, evaluate: Callable[[int, Point, Point], tuple[float, float]],
         iterations: int, rng: random.Random, a: float, c: float, big_a: float,
         candidate: Callable[[Point], Point] = dict, project: Callable[[Point], Point] = dict,
         max_step: float | None = None,
         report: Callable[[int, float, float, Point], None] | None = None) -> list[Point]:
    """The iterates, one per iteration. `evaluate(k, plus, minus)` gives the two candidates'
    fitness (higher is better); `candidate` shapes a perturbed point before it is measured,
    `project` the point after each step (bounds); a step is cut to ±`max_step` if given;
    `report(k, f_plus, f_minus, x)` hears every iteration."""
    names = list(x)
    x = dict(x)
    path = []
    for k in range(iterations):
        a_k = a / (k + 1 + big_a) ** 0.602
        c_k = c / (k + 1) ** 0.101
        delta = {n: rng.choice((-1.0, 1.0)) for n in names}
        f_plus, f_minus = evaluate(k, candidate({n: x[n] + c_k * delta[n] for n in names}),
                                   candidate({n: x[n] - c_k * delta[n] for n in names}))
        for n in names:
            step = a_k * (f_plus - f_minus) / (2 * c_k * delta[n])
            x[n] += step if max_step is None else max(-max_step, min(max_step, step))
        x = project(x)
        path.append(dict(x))
        if report is not None:
            report(k, f_plus, f_minus, x)
    return path
