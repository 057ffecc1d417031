"""The auction table's buttons show their keys on their faces, as the card table's do ("Add no
more (N)"): B, P, O, R, K and N were found only in the buttons' help. Each fits its button at
both sizes in every language, its words drawn at the button's own size (not shrunk)."""
from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from game import Buy, DeclineSecondCard, Pass, RevealDummy
from game.state import DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER
from scenes.table.controls import BackIn, Controls

LANGUAGES = ["en", "de", "it", "zh_TW"]
SIZES = [(1280, 720), (1920, 1080)]

DECISIONS = {
    FIXED_OFFER: (Buy(0), Pass(0)),
    DUMMY_REVEAL: (RevealDummy(0, True), RevealDummy(0, False)),
    DOUBLE_OFFER: (DeclineSecondCard(0),),
}


def _faces(ui: Driver, buttons) -> list[tuple[str, str, bool]]:
    """Each letter key's button: (its words as shown, its letter, whether they fit as drawn)."""
    out = []
    for b in buttons:
        key = getattr(b, "hotkey", None)
        if key is None or not pygame.K_a <= key <= pygame.K_z or not b.visible:
            continue
        shown = str(ui.ctx.text.shown(b.label))
        room = b.rect.w - ui.ctx.px(8)
        fits = ui.ctx.text.size(shown, ui.ctx.px(b.size), "bold")[0] <= room
        out.append((shown, pygame.key.name(key).upper(), fits))
    return out


def _named(face: str, letter: str) -> bool:
    return face.endswith((f"({letter})", f"\uff08{letter}\uff09"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_decision_buttons_key_is_on_its_face_and_fits(language, size):
    ui = Driver(size, settings=replace(FAST, language=language))
    area = pygame.Rect(ui.ctx.px(380), ui.ctx.px(420), ui.ctx.px(600), ui.ctx.px(110))
    seen = []
    for phase, legal in DECISIONS.items():
        controls = Controls(lambda a: None, lambda s: None, lambda: False)
        view = SimpleNamespace(phase=phase, lot=(), high_bid=0, price=60, seat=0)
        controls.build(ui.ctx, view, legal, area)
        seen += _faces(ui, controls.widgets)
    assert len(seen) == 5
    assert all(_named(face, letter) and fits for face, letter, fits in seen), seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_open_auctions_pass_and_out_show_their_keys(language, size):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    # "Up to" (its amount beside it in a narrow button) keeps its key in its help.
    buttons = [w for w in table.widgets if not str(getattr(w, "label", "")).startswith("Up to")]
    shown = _faces(ui, buttons)
    assert len(shown) == 2 and all(_named(f, letter) and fits for f, letter, fits in shown), shown
    back = BackIn(table.match, ui.ctx)
    back.shown(0)
    back.place(pygame.Rect(0, 0, ui.ctx.px(600), ui.ctx.px(110)), ui.ctx.px)
    assert all(_named(f, letter) and fits for f, letter, fits in _faces(ui, [back.button]))
