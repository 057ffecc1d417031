"""The game-over screen of either game: the chart's labels at the lines' ends never touch
("Beatrix 105" and "Doris 105" lay one on the other at 1280x720), and the headline names a
winner alike whoever won ("Clemens wins" after one game, "Clemens wins!" after another)."""
from __future__ import annotations

import itertools

import pygame
import pytest

from scenes import gameover, ui as scene_ui
from scenes.gameover import spread
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene
from tests.test_round_review import auction_record
from tests.ui_driver import Driver, spy_texts

#: Each seat's figures after each round: two equal finishes, a third one point short.
TIED = ([0, 20, 42, 64, 115], [0, 14, 29, 57, 105], [0, 11, 23, 51, 105], [0, 10, 25, 48, 104])


def record_of(game: str):
    return card_playout(4, seed=5) if game == "card" else auction_record(4, 3)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_labels_of_equal_and_close_finishes_do_not_touch(monkeypatch, size, game):
    real = gameover.chart_series

    def tied(view):
        title, first, _series = real(view)
        return title, first, [list(s) for s in TIED]
    monkeypatch.setattr(gameover, "chart_series", tied)
    labels: list[pygame.Rect] = []
    real_text = scene_ui.text

    def text(surface, ctx, words, *args, **kwargs):
        rect = real_text(surface, ctx, words, *args, **kwargs)
        if any(str(words).endswith(f" {s[-1]}") for s in TIED):
            labels.append(rect)
        return rect
    monkeypatch.setattr(scene_ui, "text", text)
    driver = Driver(size)
    driver.ctx.stack.push(TitleScene(driver.ctx))
    driver.ctx.stack.open("gameover", FinishedGame(record_of(game)))
    driver.frame(dt=2.0, n=2)
    labels.clear()
    driver.frame()
    assert len(labels) == 4
    apart = driver.ctx.px(3)          # a clear line between two labels, not one pixel
    for a, b in itertools.combinations(labels, 2):
        assert not a.inflate(0, 2 * apart).colliderect(b), (a, b, labels)
    # Each stays near its line's end: within two labels' height of where it was.
    ends = sorted(labels, key=lambda r: r.y)
    assert ends[-1].bottom - ends[0].top < 8 * labels[0].h


def test_spread_keeps_labels_apart_near_their_places_and_inside():
    assert spread([100, 100, 150, 300], 20, 10, 400) == [90, 110, 150, 300]
    assert spread([100, 130], 20, 10, 400) == [100, 130]           # apart already: unmoved
    assert spread([395, 398], 20, 10, 400) == [380, 400]
    assert spread([5, 8, 9], 20, 10, 400) == [10, 30, 50]


@pytest.mark.parametrize("game", ["card", "auction"])
@pytest.mark.parametrize("humans", [(0,), (0, 1)])
def test_the_headline_names_another_winner_alike_for_one_human_or_several(game, humans):
    """One human who lost read "Clemens wins", a hot-seat table "Clemens wins!": now both
    say "… wins!" (the one human who won reads "You win!")."""
    record = record_of(game)
    match = FinishedGame(record, humans=humans)
    winner = match.result().winners
    if set(winner) & set(humans):
        pytest.skip("this playout's winner is a human")
    driver = Driver()
    driver.ctx.stack.push(TitleScene(driver.ctx))
    texts = spy_texts(driver)
    driver.ctx.stack.open("gameover", match)
    driver.frame(dt=2.0, n=2)
    names = [s.name for s in record.config.seats]
    assert f"{names[winner[0]]} wins!" in [str(t) for t in texts]


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_charts_first_point_reads_start_in_either_game(monkeypatch, language):
    """The card game's chart labelled its first point "0", under the points' own "0" of the
    grid, where the auction game's says "start": both now say "start", in every language."""
    import dataclasses

    from tests.ui_driver import FAST
    firsts = {}
    for game in ("card", "auction"):
        drawn: list[tuple[object, tuple]] = []
        real_text = scene_ui.text

        def text(surface, ctx, words, size, pos, *args, **kwargs):
            drawn.append((words, tuple(pos)))
            return real_text(surface, ctx, words, size, pos, *args, **kwargs)
        monkeypatch.setattr(scene_ui, "text", text)
        driver = Driver(settings=dataclasses.replace(FAST, language=language))
        driver.ctx.stack.push(TitleScene(driver.ctx))
        over = driver.ctx.stack.open("gameover", FinishedGame(record_of(game)))
        driver.frame(dt=2.0, n=2)
        drawn.clear()
        driver.frame()
        monkeypatch.setattr(scene_ui, "text", real_text)
        plot = over.panels()[2]
        spot = (plot.x, plot.bottom + driver.ctx.px(8))
        firsts[game] = [driver.ctx.words.text(w) for w, pos in drawn if pos == spot]
    start = {"en": "start", "de": "Start", "it": "inizio", "zh_TW": "起始"}[language]
    assert firsts == {"card": [start], "auction": [start]}
