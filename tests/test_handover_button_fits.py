"""The hand-over's button holds the player's name: "Ich bin Marco Rossi: zeig meinen Bildschirm"
nearly filled it, and a longer name shrank the words towards nine pixels. The button is as wide
as its words up to the card's width, shrinks them no smaller than its least size, then takes
two lines; the longest name a seat may have fits in every language, at both window sizes."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.ui_driver import FAST, LONG_NAMES, Driver

from game.config import MAX_NAME, Config, SeatConfig
from scenes.handover import HandoverScene
from scenes.session.match import Match

#: The longest names a seat may have: wide Latin letters (no space to break at), a name of two
#: words, and Chinese.
LONGEST = ("W" * MAX_NAME, "Marco Rossi" + " Wolfgangsee"[:MAX_NAME - 11], "藝" * MAX_NAME,
           LONG_NAMES[0])


def handover(ui: Driver, name: str) -> HandoverScene:
    seats = (SeatConfig(name, "human"), SeatConfig("Bea", "human"), SeatConfig("Cem"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    scene = HandoverScene(ui.ctx, match.public_view(), 0, lambda seat: None)
    ui.ctx.stack.reset(scene)
    return scene


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_longest_name_fits_the_handover_button_whole(size, language, monkeypatch):
    ui = Driver(size, settings=replace(FAST, language=language))
    ctx = ui.ctx
    for name in LONGEST:
        assert len(name) <= MAX_NAME
        scene = handover(ui, name)
        button = scene.button
        assert scene.rect.contains(button.rect)
        room = button.rect.w - ctx.px(8)
        lines, px = button.label_lines(ctx, room)
        lines = [ctx.text.shown(line) for line in lines]      # in the player's language
        said = ctx.text.shown(button.label)
        assert px >= ctx.px(14) and 1 <= len(lines) <= 2, (name, lines, px)
        assert "".join(lines).replace(" ", "") == said.replace(" ", ""), (name, lines)
        for line in lines:
            w, h = ctx.text.size(line, px, "bold")
            assert w <= room, (name, line)
        assert h * len(lines) <= button.rect.h
        drawn = []
        real = ctx.text.render
        monkeypatch.setattr(ctx.text, "render", lambda t, s, *a, **k: drawn.append((
            ctx.text.shown(t), s)) or real(t, s, *a, **k))
        ui.frame(0.0)
        monkeypatch.undo()
        assert [(line, px) for line in lines] == [d for d in drawn if d[0] in lines], name


def test_a_short_name_keeps_the_buttons_width_and_its_one_line():
    ui = Driver()
    scene = handover(ui, "Ada")
    assert scene.button.rect.w == ui.ctx.px(360)
    lines, px = scene.button.label_lines(ui.ctx, scene.button.rect.w - ui.ctx.px(8))
    assert lines == [scene.button.label] and px == ui.ctx.px(scene.button.size)


def test_the_button_is_laid_out_again_in_the_language_chosen_under_the_pause_menu():
    ui = Driver()
    scene = handover(ui, "Marco Rossi" + "-Wolfgangsee"[:MAX_NAME - 11])
    english = scene.button.rect.w
    ui.ctx.set_language("de")
    scene.resume()
    assert scene.button.rect.w > english


def test_words_too_long_for_one_line_at_the_least_size_take_two_names_whole():
    """Past the card's width (a narrower card, a longer language to come), the label takes
    two lines at its least size or more, the player's name whole on one of them; a plain
    button still shrinks its one line."""
    from game.i18n import _
    from scenes import ui as widgets
    ui = Driver(settings=replace(FAST, language="de"))
    ctx = ui.ctx
    ctx.text.keep_whole(["Marco Rossi", "Bea"])
    label = _("I am {name}: show my screen").format(name="Marco Rossi")
    room = ctx.px(260)
    button = widgets.Button(label, lambda: None, lines=2, least=14)
    lines, px = button.label_lines(ctx, room)
    assert len(lines) == 2 and px >= ctx.px(14), (lines, px)
    assert any("Marco Rossi" in line for line in lines), lines
    assert all(ctx.text.size(line, px, "bold")[0] <= room for line in lines)
    plain = widgets.Button(label, lambda: None)
    lines, small = plain.label_lines(ctx, room)
    assert len(lines) == 1 and small < ctx.px(14)
