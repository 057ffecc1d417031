"""The auction table's buttons show their keys on their faces, as the card table's do ("Add no
more (N)"): B, P, O, U, R, K and N were found only in the buttons' help. Each fits its button at
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
from scenes.table.keys import bidding_keys

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
def test_the_open_auctions_buttons_show_their_keys(language, size):
    """Pass, Out of this lot and "Up to" (as "Up to…" and with a limit typed, three digits):
    "Up to" kept its key in its help alone, a keyboard player could not tell it answered U."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    shown = _faces(ui, table.widgets)
    table.amount.set("100")
    shown += [face for face in _faces(ui, table.widgets) if "100" in face[0]]
    assert len(shown) == 4 and all(_named(f, letter) and fits for f, letter, fits in shown), shown
    rects = [w.rect for w in table.widgets]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(table.layout.lot.contains(r) for r in rects)
    back = BackIn(table.match, ui.ctx)
    back.shown(0)
    back.place(pygame.Rect(0, 0, ui.ctx.px(600), ui.ctx.px(110)), ui.ctx.px)
    assert all(_named(f, letter) and fits for f, letter, fits in _faces(ui, [back.button]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_stop_bidding_for_me_shows_its_key(language, size):
    """"Stop bidding for me", shown while the game bids for the seat, answers to Out's key
    but kept it in its help alone; it now reads "Stop bidding for me (O)" and fits."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    table.amount.set("60")
    ui.key(bidding_keys(ui.ctx.text.shown)["up_to"][0])          # "Up to 60" by its key
    assert table.match.raising(0) == 60
    ui.frame(0.0)
    stop = table.back_in
    assert stop.shown(0) and stop.button.visible
    faces = _faces(ui, [stop.button])
    assert len(faces) == 1 and all(_named(f, letter) and fits for f, letter, fits in faces), faces
    assert table.layout.controls.contains(stop.button.rect)
