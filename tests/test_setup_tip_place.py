"""The setup screen's helps keep clear of its words: the Variant option's help (four players:
"The other variants need another number of players: ...") sat on the game's subtitle at the
top ("Auction paintings to each other; ..."), touching it, at 1280×720. Pointed at, in every
language and at both sizes, the help covers and touches no words of the screen and stays in
the window."""
from __future__ import annotations

import pygame
import pytest

from scenes import ui as ui_module
from scenes.setup import SetupScene
from ui_driver import FAST, Driver

LANGUAGES = ("en", "de", "it", "zh_TW")


def _words_and_tip(monkeypatch, d: Driver):
    """Record every text the screen draws (one-line texts, each line of wrapped words) and
    the help drawn, from now on."""
    words: list[tuple[str, pygame.Rect]] = []
    tips: list[pygame.Rect] = []
    real_text, real_wrapped, real_tip = ui_module.text, ui_module.wrapped, ui_module.draw_tooltip

    def text(surface, ctx, s, *args, **kwargs):
        rect = real_text(surface, ctx, s, *args, **kwargs)
        words.append((str(s), rect))
        return rect

    def wrapped(surface, ctx, s, size, rect, colour=None, weight="regular", line_gap=1.25):
        px = ctx.px(size)
        y = rect.y
        for line in ctx.text.wrap(s, px, rect.w, weight):
            if line:
                words.append((line, pygame.Rect((rect.x, y), ctx.text.size(line, px, weight))))
            y += int(px * line_gap)
        kwargs = {} if colour is None else {"colour": colour}
        return real_wrapped(surface, ctx, s, size, rect, weight=weight, line_gap=line_gap,
                            **kwargs)

    def tooltip(*args, **kwargs):
        where = real_tip(*args, **kwargs)
        tips.append(where)
        return where

    monkeypatch.setattr(ui_module, "text", text)
    monkeypatch.setattr(ui_module, "wrapped", wrapped)
    monkeypatch.setattr(ui_module, "draw_tooltip", tooltip)
    return words, tips


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_variants_help_covers_and_touches_no_words(monkeypatch, size):
    d = Driver(size, settings=FAST)
    bad = []
    for code in LANGUAGES:
        d.ctx.change_settings(language=code)
        setup = SetupScene(d.ctx, on_start=lambda config, seed: None)
        d.ctx.stack.push(setup)
        d.frame()
        for players in (4, 2):          # one variant on offer: its help names the others
            setup.players.value = players
            setup.players_changed()
            setup.layout()
            d.frame()
            words, tips = _words_and_tip(monkeypatch, d)
            d.post(pygame.MOUSEMOTION, pos=setup.variant.rect.center, rel=(0, 0),
                   buttons=(0, 0, 0))
            d.frame()
            monkeypatch.undo()
            assert setup.variant.tooltip and len(tips) == 1, code
            tip = tips[0]
            if not pygame.Rect((0, 0), size).contains(tip):
                bad.append(f"{code} {players}: out of the window {tip}")
            near = tip.inflate(d.ctx.px(4), d.ctx.px(4))       # touching is covering
            bad += [f"{code} {players}: on {said!r}" for said, rect in words
                    if rect.w and near.colliderect(rect)]
            subtitle = next(rect for said, rect in words if said.startswith(
                d.ctx.words.text(setup_game_help(setup))[:8]))
            assert not near.colliderect(subtitle)
        d.ctx.stack.pop()
    assert not bad, bad


def setup_game_help(setup):
    from scenes.setup import GAME_HELP
    return GAME_HELP[setup.game.value]
