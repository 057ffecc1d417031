"""The auction log showed two round headings with nothing between them (play-tester: "Round 2"
right on "Round 3", "Round 3" on "Round 4"): at its newest lines the log pinned the heading
of the round at its top, then left out that round's last line, whose start was above the top,
and the next round's heading came right under the pinned one. A heading the log shows always
has a line of its round under it."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from scenes.table.log_panel import GameLog, shown_lines

LONG = ("Beatrix plays Krypto in a double auction and adds a second Krypto for a fixed price "
        "while Clemens counts his money and passes, and Ada waits for the next lot to come")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_heading_stands_on_the_next_rounds_heading(size, language):
    ui = Driver(size)
    ui.ctx.set_language(language)
    r = pygame.Rect(0, 0, ui.ctx.px(290), ui.ctx.px(420))
    bare = []
    for later in range(40):           # how many lines round 3 has told so far
        log = GameLog()
        log.add(("round", "Round 1"))
        for i in range(12):
            log.add(("play", f"{i}: Ada plays Yoko."))
        log.add(("round", "Round 2"))
        log.add(("play", "Ada plays Yoko."))
        log.add(("sale", LONG + "."))             # round 2's last line, over several rows
        log.add(("round", "Round 3"))
        for i in range(later):
            log.add(("play", f"{i}: Beatrix plays Karl Gitter."))
        for scroll in (0, 1, 2, 3):
            log.scroll = scroll
            pinned, shown = shown_lines(ui.ctx, log, r)
            styles = (["round"] if pinned else []) + [style for style, _w, _at in shown]
            if any(a == b == "round" for a, b in zip(styles, styles[1:])):
                bare.append((later, scroll, pinned and pinned[0],
                             [words for _s, words, _at in shown][:2]))
    assert not bare, bare
