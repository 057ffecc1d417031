"""No text overflows its box in any language: every screen of both games drawn at 1280×720 in
English, Italian, German and Traditional Chinese (and some at 1920×1080), with every text's
place recorded as it is blitted on the window: each lies inside the window, each label inside
its widget, each wrapped text inside the height its caller gave it, and no two texts of one
screen overlap."""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import pygame
import pytest

from tests.test_i18n_leaks import every_screen
from tests.ui_driver import FAST, Driver

import scenes.paint
import scenes.ui
from scenes.table import board
from scenes.session.language import LANGUAGES


@dataclass
class Drawn:
    text: str
    rect: pygame.Rect
    clip: pygame.Rect
    layer: object


class Window(pygame.Surface):
    """The window, noting where each text surface the text cache made is blitted."""

    def __init__(self, size, made: dict) -> None:
        super().__init__(size)
        self.made = made
        self.layer = None
        self.drawn: list[Drawn] = []

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        text = self.made.get(id(source))
        if text is not None and text[1] is source and text[0].strip():
            w, h = (pygame.Rect(area).size if area is not None else source.get_size())
            x, y = (dest.topleft if isinstance(dest, pygame.Rect) else dest)[:2]
            self.drawn.append(Drawn(text[0], pygame.Rect(int(x), int(y), w, h),
                                    self.get_clip(), self.layer))
        return done

    def convert(self, *args):
        return self


class _Pygame:
    """pygame as the auction table's backdrop painter sees it in these tests: its surface is
    a Window too (the backdrop is blitted whole at the window's corner), so the texts painted
    on it are seen where they show."""

    def __init__(self, recorder: "Recorder") -> None:
        self._recorder = recorder

    def Surface(self, size, *args, **kwargs):  # noqa: N802 - pygame's name
        surface = Window(size, self._recorder.made)
        surface.layer = self._recorder.drawing or self._recorder.d.ctx.stack.top
        self._recorder.backdrop = surface
        return surface

    def __getattr__(self, name):
        return getattr(pygame, name)


class Recorder:
    """Watch one screen being drawn: the texts blitted on the window in its last frame, the
    wrapped texts that ran past the height given them."""

    def __init__(self, d: Driver, monkeypatch) -> None:
        self.d = d
        self.made: dict[int, tuple[str, pygame.Surface]] = {}
        self.tall: list[str] = []
        cache = d.ctx.text
        real_render = cache.render

        def render(text, size, *args, **kwargs):
            surf = real_render(text, size, *args, **kwargs)
            self.made[id(surf)] = (cache.shown(text), surf)
            return surf
        monkeypatch.setattr(cache, "render", render)
        #: Every text wrapped since the screen was put up, (words, size, width): its lines.
        self.wraps: dict[tuple, list[str]] = {}
        real_wrap = cache.wrap

        def wrap(text, size, width, *args, **kwargs):
            lines = real_wrap(text, size, width, *args, **kwargs)
            self.wraps[(cache.shown(text), size, width)] = lines
            return lines
        monkeypatch.setattr(cache, "wrap", wrap)
        real_wrapped = scenes.paint.wrapped

        def wrapped(surface, ctx, s, size, rect, *args, **kwargs):
            used = real_wrapped(surface, ctx, s, size, rect, *args, **kwargs)
            # The last line's gap below it is no ink: room for the text itself is enough.
            ink = used - int(ctx.px(size) * 0.25)
            if rect.h > 0 and ink > rect.h + 2 and isinstance(surface, Window):
                self.tall.append(f"{ctx.text.shown(s)[:60]!r}: {ink} px high in a box of "
                                 f"{rect.h}")
            return used
        monkeypatch.setattr(scenes.paint, "wrapped", wrapped)
        monkeypatch.setattr(scenes.ui, "wrapped", wrapped)
        stack = d.ctx.stack

        def draw(surface):
            start = max([0] + [i for i, s in enumerate(stack.scenes) if s.opaque])
            for scene in stack.scenes[start:]:
                if isinstance(surface, Window):
                    surface.layer = scene
                self.drawing = scene
                scene.draw(surface)
            self.drawing = None
        monkeypatch.setattr(stack, "draw", draw)
        self.window = Window(d.ctx.size, self.made)
        d.ctx.screen = self.window
        #: The auction table's backdrop, the latest painted.
        self.backdrop: Window | None = None
        self.drawing = None
        monkeypatch.setattr(board, "pygame", _Pygame(self))

    def show(self, scenes) -> list[Drawn]:
        ctx = self.d.ctx
        ctx.stack.scenes.clear()
        self.backdrop = None
        self.wraps.clear()
        for scene in scenes:
            ctx.stack.push(scene)
        self.d.frame(0.0)
        self.d.frame(0.5)
        self.d.frame(3.0)
        self.tall.clear()
        self.window.drawn.clear()
        self.d.frame(3.0)
        behind = self.backdrop.drawn if self.backdrop is not None else []
        drawn = list(behind) + list(self.window.drawn)
        self.tall += cut_short(self.wraps, {t.text for t in drawn})
        return drawn


def cut_short(wraps: dict[tuple, list[str]], shown: set[str]) -> list[str]:
    """Wrapped texts of which some lines show and others were left out without a word (a
    text cut for want of room must end its last line with "…"). A text wrapped at several
    sizes (a first-time tip trying smaller type before it rises over the estimate) is cut
    only when none of its wraps shows whole: a smaller trial's first line can be the shown
    one's."""
    whole = {text for (text, _size, _width), lines in wraps.items()
             if all(line in shown for line in lines if line.strip())}
    out = []
    for (text, _size, _width), lines in wraps.items():
        if text in whole:
            continue
        lines = [line for line in lines if line.strip()]
        shows = 0
        while shows < len(lines) and lines[shows] in shown:
            shows += 1
        if shows in (0, len(lines)):
            continue
        if lines[shows].rstrip(" ,;:.") + "…" not in shown:
            out.append(f"{text[:70]!r}: {shows} of its {len(lines)} lines shown")
    return out


def _ink(r: pygame.Rect) -> pygame.Rect:
    """The part of a text's surface its letters fill (a font's line box has room above and
    below the letters)."""
    cut = r.h // 5
    return pygame.Rect(r.x + 1, r.y + cut, max(0, r.w - 2), max(0, r.h - 2 * cut))


def problems(drawn: list[Drawn], top, size, tall: list[str]) -> list[str]:
    out = [f"runs past its box: {t}" for t in tall]
    window = pygame.Rect((0, 0), size)
    for t in drawn:
        ink = _ink(t.rect)
        if t.clip == window and not window.contains(ink):
            out.append(f"outside the window: {t.text!r} at {tuple(t.rect)}")
        elif t.clip != window and (ink.x < t.clip.x - 1 or ink.right > t.clip.right + 1):
            out.append(f"wider than its area: {t.text!r} {tuple(t.rect)} in {tuple(t.clip)}")
    widgets = [w for w in _widgets(top) if w.visible and w.rect.w > 0 and w.rect.h > 0]
    for w in widgets:
        for t in drawn:
            if t.layer is top and w.rect.collidepoint(t.rect.center) and \
                    not w.rect.inflate(2, 2).contains(_ink(t.rect)):
                out.append(f"runs out of its {type(w).__name__}: {t.text!r} "
                           f"{tuple(t.rect)} in {tuple(w.rect)}")
    mine = [t for t in drawn if t.layer is top]
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if a.text != b.text and _ink(a.rect).colliderect(_ink(b.rect)):
                out.append(f"overlap: {a.text!r} {tuple(a.rect)} and {b.text!r} "
                           f"{tuple(b.rect)}")
    return list(dict.fromkeys(out))


def _widgets(scene) -> list:
    focus = getattr(scene, "focus", None)
    found = list(focus.widgets()) if focus is not None and hasattr(focus, "widgets") else []
    for attr in ("buttons", "widgets"):
        value = getattr(scene, attr, None)
        value = value() if callable(value) else value
        if isinstance(value, (list, tuple)):
            found += [w for w in value if isinstance(w, scenes.ui.Widget)]
    return list(dict.fromkeys(found))


def check_every_screen(code: str, size, tmp_path: Path, monkeypatch, only=None) -> dict:
    pygame.display.init()
    d = Driver(size=size, settings=replace(FAST, language=code))
    assert d.ctx.words.code == code
    rec = Recorder(d, monkeypatch)
    found = {}
    for name, make in every_screen(d.ctx, tmp_path).items():
        if only is not None and name not in only:
            continue
        drawn = rec.show(make())
        assert drawn, f"{name}: no text recorded on the window"
        wrong = problems(drawn, d.ctx.stack.top, size, rec.tall)
        if wrong:
            found[name] = wrong
    d.ctx.stack.scenes.clear()
    return found


def _report(code, size, found) -> str:
    return f"{code} at {size[0]}×{size[1]}:\n" + "\n".join(
        f"  {name}:\n" + "\n".join(f"    {line}" for line in lines)
        for name, lines in found.items())


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_text_overflows_on_any_screen_at_1280x720(code, tmp_path, monkeypatch):
    found = check_every_screen(code, (1280, 720), tmp_path, monkeypatch)
    assert not found, _report(code, (1280, 720), found)


@pytest.mark.parametrize("code", ["de", "zh_TW"])
def test_no_text_overflows_at_1920x1080(code, tmp_path, monkeypatch):
    only = {"title", "settings", "setup", "card setup", "table: sealed", "scoring",
            "card table: effect", "card scoring", "game over"}
    found = check_every_screen(code, (1920, 1080), tmp_path, monkeypatch, only)
    assert not found, _report(code, (1920, 1080), found)


def test_the_recorder_sees_an_overflow(tmp_path, monkeypatch):
    """The check can fail: a button's label wider than the button is caught."""
    d = Driver(settings=FAST)
    rec = Recorder(d, monkeypatch)
    from scenes.title import TitleScene
    title = TitleScene(d.ctx)
    drawn = rec.show([title])
    assert problems(drawn, title, d.ctx.size, rec.tall) == []
    button = next(w for w in _widgets(title) if isinstance(w, scenes.ui.Button))
    # Long enough that even the smallest size a button shrinks its words to cannot hold it.
    button.label = "A label far too long for any button on the title screen, " * 4
    drawn = rec.show([title])
    assert any("runs out of its Button" in p for p in problems(drawn, title, d.ctx.size,
                                                               rec.tall))


def test_a_buttons_words_shrink_to_fit_it():
    """A quick bid of three digits in German ("Biete 122") in the table's 64-pixel button: the
    words shrink until they fit instead of running over the button's edge."""
    from scenes.context import make_context
    from scenes.session.settings import Settings
    surface = pygame.Surface((1280, 720))
    ctx = make_context(surface, Settings(language="de"), seed=1, windowed=False)
    button = scenes.ui.Button("Biete 122", lambda: None, pygame.Rect(100, 100, ctx.px(64), 38),
                              style="quiet", size=15)
    assert ctx.text.size(button.label, ctx.px(15), "bold")[0] > button.rect.w  # too wide at 15
    widths = []
    render = ctx.text.render
    ctx.text.render = lambda text, size, *a, **k: widths.append(render(text, size, *a, **k)
                                                                .get_width()) or render(
                                                                    text, size, *a, **k)
    button.draw(surface, ctx)
    assert widths and widths[-1] <= button.rect.w - ctx.px(8)
