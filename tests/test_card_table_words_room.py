"""Words of the card game's table in their room in every language: the round's limit beside the
influence card wraps inside the table's panel (German "6 offene Karten eines Künstlers beenden
die Runde" ran to the panel's edge at 1920×1080), and the market board's rows' labels keep off
the first artist's figures, German's awards' label the whole word ("Auszeichn." read as an odd
abbreviation)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.card_helpers import named
from tests.ui_driver import FAST, Driver, card_table_at, record_texts, through_handovers

from game.i18n import _, n_
from scenes.table.board import WORTH_NOW

LANGUAGES = ["de", "it", "en", "zh_TW"]
SIZES = [(1920, 1080), (1280, 720)]


def _table_drawn(monkeypatch, size, language):
    """A 4-seat card game at its first turn, at a person's own screen, drawn once: the
    driver, the table and every text drawn (in the player's words, with its rect)."""
    ui = Driver(size, settings=replace(FAST, language=language))
    _match, table = card_table_at(ui, named("Ada", "Beatrix", "Clemens", "Doris",
                                            first_player=2))
    assert through_handovers(ui, table)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    return ui, table, [(str(ui.ctx.text.shown(s)), r) for s, r in drawn]


def _lines_of(whole: str, texts) -> list:
    """The rects of the lines that spell `whole`, from its first line on."""
    start = next((i for i, (t, _r) in enumerate(texts) if t and whole.startswith(t)), None)
    assert start is not None, (whole, [t for t, _r in texts])
    said, rects = "", []
    for text, rect in texts[start:]:
        if said.replace(" ", "") == whole.replace(" ", ""):
            break
        said = f"{said} {text}".strip()
        rects.append(rect)
    assert said.replace(" ", "") == whole.replace(" ", ""), (said, whole)
    return rects


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_round_s_limit_wraps_inside_the_table_s_panel(monkeypatch, size, language):
    ui, table, texts = _table_drawn(monkeypatch, size, language)
    n = table.shown.threshold
    whole = str(ui.ctx.text.shown(n_("{n} face-up card of one artist ends the round",
                                     "{n} face-up cards of one artist end the round", n)))
    panel, influence = table.layout.centre, table.layout.influence
    for rect in _lines_of(whole.format(n=n), texts):
        assert rect.right <= panel.right - ui.ctx.px(14), (rect, panel)
        assert rect.bottom <= influence.bottom + ui.ctx.px(8), (rect, influence)  # the status


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_board_s_row_labels_keep_off_the_first_artist(monkeypatch, size, language):
    ui, _table, texts = _table_drawn(monkeypatch, size, language)
    said = ui.ctx.text.shown
    labels = [said(_("R{round}").format(round=r)) for r in range(1, 5)] + [
        said(_("Awards")), said(WORTH_NOW), said(_("Played"))]
    drawn = {t: r for t, r in texts if t in labels}
    assert set(drawn) == set(labels), (labels, list(drawn))
    at = [t for t, _r in texts].index(said(WORTH_NOW))
    first = texts[at + 1][1]                     # the first artist's worth, at its middle
    for text, rect in drawn.items():
        assert rect.right <= first.centerx - ui.ctx.px(12), (text, rect, first)
    if language == "de":
        assert said(_("Awards")) == "Auszeichnungen"
