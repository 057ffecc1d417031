"""The hand-over's row of seats holds five names of 24 letters, Latin or Chinese, at both
window sizes: each name stays in its own seat's column, clear of its neighbours and of the
counts under it, whole on two lines where two hold it, else with its middle cut (its start and
its end kept); the words under the row clear it. Names of 24 letters were cut at their end
("Maximiliane W…", "歐陽明月司馬…"), and two lines of a Chinese name ran into the counts."""
from __future__ import annotations

import pytest

from tests.long_names import BY_LANGUAGE, named
from tests.ui_driver import FAST, Driver, record_texts

from game import default_config
from game.i18n import _
from scenes.handover import HandoverScene
from scenes.handover_seats import seat_columns
from scenes.session.match import Match


def _handover(ui: Driver, names, next_seat: int = 1) -> HandoverScene:
    config = named(default_config(5, humans=5), names)
    match = Match(config, 3, thinking_seconds=0.0)
    scene = HandoverScene(ui.ctx, match.public_view(), next_seat, lambda seat: None)
    ui.ctx.stack.reset(scene)
    ui.frame(1.0)
    return scene


def _row(ui: Driver, scene: HandoverScene, monkeypatch):
    """The row's columns and what one frame draws: (text shown, rect)."""
    r, px = scene.rect, ui.ctx.px
    area = __import__("pygame").Rect(r.x + px(30), r.y + scene.places["facts"], r.w - px(60),
                                     px(110))
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    monkeypatch.undo()
    return seat_columns(area, 5), [(str(ui.ctx.text.shown(s)), rect) for s, rect in drawn]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, names", BY_LANGUAGE)
def test_five_names_of_24_letters_stand_apart_in_their_seats(size, language, names,
                                                             monkeypatch):
    ui = Driver(size, settings=FAST)
    ui.ctx.set_language(language)
    scene = _handover(ui, names)
    columns, drawn = _row(ui, scene, monkeypatch)
    counts = [rect for s, rect in drawn if s.endswith(("8 cards", "8張卡"))]
    assert len(counts) == 5
    shown = []
    for seat, (name, col) in enumerate(zip(names, columns)):
        lines = [(s, rect) for s, rect in drawn if col.contains(rect) and rect not in counts
                 and rect.bottom <= counts[seat].top + ui.ctx.px(1)
                 and rect.top > col.y + ui.ctx.px(30)]
        assert 1 <= len(lines) <= 2, (name, lines)
        text = "".join(s for s, _r in lines)
        if "…" in text:         # too wide for two lines: its start and its end kept
            assert language == "zh_TW", text
            assert text.startswith(name[:6]) and text.endswith(name[-2:]), text
        else:
            assert text.replace(" ", "") == name.replace(" ", ""), text
        for _s, rect in lines:
            assert rect.left >= col.left + ui.ctx.px(2) and rect.right <= col.right - ui.ctx.px(2)
        shown.extend(rect for _s, rect in lines)
    everything = shown + counts
    for i, a in enumerate(everything):
        assert not any(a.colliderect(b) for b in everything[i + 1:]), a
    assert min(r.top for r in counts) >= max(r.bottom for r in shown) - ui.ctx.px(1)


def test_the_next_persons_name_is_set_apart_and_short_names_keep_one_line(monkeypatch):
    ui = Driver((1280, 720), settings=FAST)
    scene = _handover(ui, ("Ada", "Bea", "Cem", "Dov", "Eli"), next_seat=2)
    columns, drawn = _row(ui, scene, monkeypatch)
    for name, col in zip(("Ada", "Bea", "Cem", "Dov", "Eli"), columns):
        assert [s for s, rect in drawn if col.contains(rect) and s == name] == [name]
    tops = {rect.top for s, rect in drawn if s in ("Ada", "Bea", "Cem", "Dov", "Eli")}
    assert tops == {scene.rect.y + scene.places["facts"] + ui.ctx.px(40)}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, names", BY_LANGUAGE)
def test_the_line_of_the_lot_and_its_high_bidder_stays_on_the_card(size, language, names,
                                                                   monkeypatch):
    """"第1／4回合 · 拍賣中：Krypto · 最高出價5，出價者" and a high bidder of 24 characters
    ran past the card's both edges; the line keeps the bidder's start and end."""
    from scenes.smoke import play_to_open_auction
    ui = Driver(size, settings=FAST)
    ui.ctx.set_language(language)
    match = Match(named(default_config(5, humans=5), names), 3, thinking_seconds=0.0)
    play_to_open_auction(match, 0)
    public = match.public_view()
    bidder = names[public.high_bidder]
    scene = HandoverScene(ui.ctx, public, 0, lambda seat: None)
    ui.ctx.stack.reset(scene)
    ui.frame(1.0)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    inner = scene.rect.inflate(-ui.ctx.px(40), 0)
    first = str(ui.ctx.text.shown(_("Round {round} of {rounds}").format(round=1, rounds=4)))
    facts = [(str(ui.ctx.text.shown(s)), r) for s, r in drawn
             if str(ui.ctx.text.shown(s)).startswith(first)]
    assert len(facts) == 1, drawn
    said, rect = facts[0]
    assert inner.contains(rect), (said, rect, inner)
    assert said.startswith(first) and bidder[:3] in said and bidder[-2:] in said, said
