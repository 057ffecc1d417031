"""The SPSA loop both tuners share (bench/spsa.py)."""
import random

from bench.spsa import spsa


def _towards(target):
    def evaluate(_k, plus, minus):
        score = lambda p: -sum((p[n] - target[n]) ** 2 for n in target)  # noqa: E731
        return score(plus), score(minus)
    return evaluate


def test_it_climbs_to_the_best_point_of_a_smooth_fitness():
    target = {"bid": 0.9, "sealed": 0.6, "keep": 1.2}
    path = spsa({n: 0.0 for n in target}, _towards(target), 200, random.Random(5),
                a=0.5, c=0.1, big_a=20)
    assert len(path) == 200
    assert all(abs(path[-1][n] - target[n]) < 0.05 for n in target)


def test_bounds_and_step_cuts_hold_and_the_seed_decides_the_path():
    clip = lambda p: {n: min(max(v, -0.3), 0.3) for n, v in p.items()}  # noqa: E731
    heard = []
    run = lambda seed: spsa({"a": 0.0, "b": 0.0}, _towards({"a": 2.0, "b": -2.0}), 30,  # noqa: E731
                            random.Random(seed), a=5.0, c=0.1, big_a=3, project=clip,
                            max_step=0.05, report=lambda k, *_: heard.append(k))
    path = run(1)
    assert heard == list(range(30))
    assert all(abs(p["a"]) <= 0.3 and abs(p["b"]) <= 0.3 for p in path)
    assert abs(path[0]["a"]) <= 0.05 + 1e-12       # the first step is cut to max_step
    assert path[-1] == {"a": 0.3, "b": -0.3}        # pressed against the bounds it seeks
    assert run(1) == path                           # the same seed, the same path
