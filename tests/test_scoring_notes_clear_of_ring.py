"""The auction game's round scoring keeps its notes a whole gap (`NOTE_GAP`) above its button's
focus ring, which it draws from the first frame (Enter presses the button): measured from the
button itself, the notes' last line stood 14 pixels over the button and 9 over its ring. Every
word the overlay draws stays clear of the button and its ring, with 2 to 5 players, in every
language, at both sizes."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes.focus import RING_PAD
from scenes.scoring import NOTE_GAP, NOTE_WEIGHT
from scenes.smoke import first_round_end

LANGUAGES = ["en", "de", "it", "zh_TW"]


def _drawn(ui: Driver, overlay) -> list:
    """Every line of words one frame of the overlay draws: (words, weight, rect)."""
    drawn: list = []
    real = ui.ctx.text.render
    made: dict = {}

    def render(text, px, colour=(0, 0, 0), weight="regular"):
        surf = real(text, px, colour, weight)
        made[id(surf)] = (str(ui.ctx.text.shown(text)), weight)
        return surf

    class Spy(pygame.Surface):
        def blit(self, surf, pos, *a, **k):
            if id(surf) in made:
                drawn.append((*made[id(surf)], pygame.Rect(pos[0], pos[1], *surf.get_size())))
            return super().blit(surf, pos, *a, **k)
    ui.ctx.text.render = render
    try:
        overlay.draw(Spy(ui.ctx.screen.get_size()))
    finally:
        ui.ctx.text.render = real
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_notes_stand_a_gap_above_the_buttons_ring(size, players):
    for language in LANGUAGES:
        ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
        ui.ctx.set_language(language)
        rnd, events, seen = first_round_end(5, players)
        overlay = ui.ctx.stack.open("scoring", rnd, events, seen)
        overlay.t = overlay.total_time
        ui.frame(0.0)
        px, button = ui.ctx.px, overlay.button.rect
        assert overlay.focus.shown and overlay.focus.current is overlay.button
        ring = button.inflate(2 * px(RING_PAD) + 2, 2 * px(RING_PAD) + 2)
        label = str(ui.ctx.text.shown(overlay.button.label))
        drawn = [(w, weight, r) for w, weight, r in _drawn(ui, overlay) if w != label]
        _key, _size, lines, _box = overlay._fitted        # the notes' lines, as laid out
        notes = [r for w, weight, r in drawn if weight == NOTE_WEIGHT and w in lines]
        said = (language, players, size)
        assert notes, said
        assert [(w, r) for w, _weight, r in drawn if r.colliderect(ring)] == [], said
        assert max(r.bottom for r in notes) <= ring.top - px(NOTE_GAP), \
            (said, ring.top - max(r.bottom for r in notes))
        ui.ctx.stack.pop()
