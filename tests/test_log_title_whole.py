"""The auction table's log heading is never cut: German's "VERSTEIGERUNGSPROTOKOLL" showed as
"VERSTEIGERUNGSPROTO…" at every window size (a play-tester's finding); where the whole heading
does not fit beside the Menu button it says "LOG" in the language's own word ("PROTOKOLL")."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver, auction_table, record_texts, through_handovers

WHOLE = {"en": ("AUCTION LOG",), "de": ("VERSTEIGERUNGSPROTOKOLL", "PROTOKOLL"),
         "it": ("REGISTRO DELL'ASTA", "REGISTRO"), "zh_TW": ("拍賣紀錄", "紀錄")}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", sorted(WHOLE))
def test_the_log_heading_is_whole(language, size, monkeypatch):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = auction_table(ui, hot_match(1, 2, seed=2))
    assert through_handovers(ui, table)
    drawn = record_texts(monkeypatch)
    ui.ctx.surfaces.clear()
    table.built_from.clear()       # the table's drawn layer drawn again
    ui.frame(0.0)
    log = table.layout.log
    heads = [str(t) for t, r in drawn if r is not None and log.collidepoint(r.topleft)
             and r.top < log.y + ui.ctx.px(30)]
    assert any(h in WHOLE[language] for h in heads), heads
    assert not any("…" in h for h in heads), heads
