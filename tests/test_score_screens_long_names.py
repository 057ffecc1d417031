"""The round's scoring and the game-over screen of both games hold five names of 24 letters,
Latin or Chinese, at both window sizes: each name on its line stays inside its panel and clear
of the figures beside it, shrunk, then cut in its middle (its start and its end kept, "(you)"
whole). In the card game's round scoring a Chinese name ran under "總計8"; on the game-over
ranking two Chinese names of one start were cut to their common start."""
from __future__ import annotations

import random

import pytest

from tests.long_names import BY_LANGUAGE, named
from tests.ui_driver import FAST, Driver, record_texts

from game.registry import GAMES
from game.save import record_of


def _scored(game: str, names, whole: bool):
    """A random game of five, one person and four computers named `names`, played to its
    first round's end or (`whole`) its end: (config, seed, actions, state)."""
    rules = GAMES[game]
    config = named(rules.default_config(5, humans=1, level="random"), names)
    state, rng, actions = rules.new_game(config, 5), random.Random(5), []
    while rules.result(state) is None and (whole or not state.results):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        if hasattr(action, "make"):
            action = action.make(action.lo)
        actions.append(action)
        state = rules.apply(state, action)
    return config, actions, state


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, names", BY_LANGUAGE)
def test_the_card_games_round_scoring_keeps_names_clear_of_the_totals(size, language, names,
                                                                      monkeypatch):
    ui = Driver(size, settings=FAST)
    ui.ctx.set_language(language)
    _config, _actions, state = _scored("card", names, whole=False)
    overlay = ui.ctx.stack.open("scoring", 0, state.events, GAMES["card"].view(state, 0))
    overlay.t = overlay.total_time
    ui.frame(1.0)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    shown = [(str(ui.ctx.text.shown(s)), r) for s, r in drawn]
    lines = [(s, r) for s, r in shown if len(s) < 40
             and any(s.startswith(n[:4]) and n[-2:] in s for n in names)]
    assert len(lines) == 5, [s for s, _r in shown]
    figures = [r for s, r in shown if any(ch.isdigit() for ch in s) and len(s) <= 8]
    for s, r in lines:
        assert ui.ctx.screen.get_rect().contains(r), s
        assert not any(r.colliderect(f) for f in figures), (s, r)


@pytest.mark.parametrize("game", ["auction", "card"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, names", BY_LANGUAGE)
def test_the_game_over_ranking_keeps_each_names_start_and_end(game, size, language, names,
                                                               monkeypatch):
    from scenes.smoke import FinishedGame as Finished
    ui = Driver(size, settings=FAST)
    ui.ctx.set_language(language)
    config, actions, _state = _scored(game, names, whole=True)
    over = ui.ctx.stack.make("gameover", Finished(record_of(config, 5, actions, game=game)))
    ui.ctx.stack.reset(over)
    ui.frame(5.0, n=2)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    left = over.panels()[0]
    shown = [(str(ui.ctx.text.shown(s)), r) for s, r in drawn if left.contains(r)]
    for name in names:
        rows = [(s, r) for s, r in shown if s.startswith(name[:3])]
        assert len(rows) == 1, (name, [s for s, _r in shown])
        said, rect = rows[0]
        head, cut, tail = said.partition("…")
        if cut:
            assert name.startswith(head) and tail.split("（")[0].split(" (")[0] \
                and name.endswith(tail.split("（")[0].split(" (")[0]), said
        else:
            assert name in said, said
        assert not any(rect.colliderect(r) for s, r in shown if s != said and r.h > rect.h), said
