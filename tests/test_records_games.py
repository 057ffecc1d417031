"""The Records screen names a mixed table's computers ("Mixed (Easy, Random ×2)") and lists
your last games, newest first, with the date, the options, the table by name and level, your
place and the winner's; the file keeps the details of the newest games only; an old file still
loads; everything fits inside the sheet, clear of Back, in every language at both sizes."""
from __future__ import annotations

import dataclasses
import json
import random
from datetime import datetime

import pygame
import pytest

from tests.test_first_evening import play_out
from tests.test_records import open_records
from tests.ui_driver import FAST, Driver

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.session.records import DETAILED, Finished, Records, finished_game, note_result
from scenes.session.storage import GameStore

MIXED = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "easy"),
         SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))


def finish(ui: Driver, seed: int, seats=MIXED, **options) -> Match:
    """A game of `seats` played to its end and recorded, as the table does at game over."""
    match = Match(Config(seats=seats, **options), seed, thinking_seconds=0.0)
    play_out(match, random.Random(seed))
    note_result(ui.ctx, match)
    return match


def test_a_mixed_table_is_recorded_with_its_levels_and_named_by_its_mix(tmp_path):
    """After a game against Easy, Random and Random the tally's line said only "Mixed"; it
    now says which levels, strongest first, each mix a line of its own; an entry recorded
    before the mix was kept stays "Mixed"."""
    ui = Driver()
    ui.ctx.store = GameStore(tmp_path)
    finish(ui, 1)
    finish(ui, 2)
    records = Records(tmp_path)
    assert [g.levels for g in records.games] == [("easy", "random", "random")] * 2
    assert set(records.tally("auction")) == {("mixed:easy,random,random", 4)}
    records.add(Finished("mixed", 4, 2))                    # as recorded before
    records.add(Finished("mixed", 4, 3, levels=("hard", "hard", "normal")))
    scene = open_records(ui)
    assert [row[:3] for row in scene.rows("auction")] == [
        ("Mixed", "4 players", "1"), ("Mixed (Easy, Random ×2)", "4 players", "2"),
        ("Mixed (Hard ×2, Normal)", "4 players", "1")]


def test_the_last_games_list_newest_first_with_date_options_table_and_results(tmp_path):
    ui = Driver()
    ui.ctx.store = GameStore(tmp_path)
    first = finish(ui, 3)
    second = finish(ui, 4, double_proceeds="split")
    records = Records(tmp_path)
    newest = records.games[-1]
    assert newest.options == (("variant", "standard"), ("double_proceeds", "split"),
                              ("dummy_reveal_by", "winner"), ("open_money", False))
    assert newest.names == ("Beatrix", "Clemens", "Doris")
    assert abs(datetime.fromisoformat(newest.when) - datetime.now()).total_seconds() < 3600
    scene = open_records(ui)
    lines = scene.last_games()
    assert len(lines) == 2
    at = datetime.fromisoformat(newest.when)
    for (when, about, table, you, winner), match, options in (
            (lines[0], second, " · Double auctions: Split the price"),
            (lines[1], first, "")):     # the setup screen's defaults go unsaid, as in Load
        cash, winners = match.result().cash, match.result().winners
        assert about == f"Modern Art · Standard{options}"
        assert table == "Beatrix (Easy), Clemens (Random), Doris (Random)"
        place = 1 if 0 in winners else 1 + sum(c > cash[0] for c in cash)
        assert you == f"You: place {place} of 4 · {cash[0]}"
        others = [MIXED[w].name for w in winners if w]
        if place == 1:
            assert winner == ("Winner: you" if not others else
                              f"Shared win with {', '.join(others)}")
        else:
            assert winner == f"Winner{'s' if len(others) > 1 else ''}: " \
                f"{', '.join(others)} · {max(cash)}"
    assert lines[0][0] == f"{at.day:02d} {at:%b} {at.year} {at:%H:%M}"


def test_the_list_shows_ten_and_the_file_keeps_the_details_of_the_newest_only(tmp_path):
    ui = Driver()
    ui.ctx.store = GameStore(tmp_path)
    records = Records(tmp_path)
    for i in range(DETAILED + 5):
        records.add(Finished("hard", 3, 1 + i % 3, "card", f"card:{i}", i, ("hard", "hard"),
                             f"2026-11-{1 + i % 28:02d}T10:00", (("tokens_need_a_card", True),),
                             ("Beatrix", "Clemens"), ("Beatrix",), 90))
    games = json.loads((tmp_path / "records.json").read_text())["games"]
    assert len(games) == DETAILED + 5                       # the tally counts them all
    assert ["when" in g for g in games] == [False] * 5 + [True] * DETAILED
    assert all(g["levels"] == ["hard", "hard"] for g in games)
    assert Records(tmp_path).tally("card")[("hard", 3)].games == DETAILED + 5
    scene = open_records(ui)
    lines = scene.last_games()
    assert len(lines) == 10
    assert [line[3] for line in lines[:2]] == ["You: place 1 of 3 · 54 points",
                                               "You: place 3 of 3 · 53 points"]
    assert lines[0][1] == "Modern Art: The Card Game · Value tokens: Only artists in play"
    assert lines[0][4] == "Shared win with Beatrix" and lines[1][4] == \
        "Winner: Beatrix · 90 points"
    assert lines[-1][3] == "You: place 1 of 3 · 45 points"


def test_a_records_file_of_the_old_format_loads_and_keeps_its_games(tmp_path):
    old = {"format": "modern-art-records", "version": 4,
           "games": [{"game": "auction", "level": "mixed", "players": 4, "place": 4,
                      "deal": "auction:9", "score": 345},
                     {"game": "card", "level": "hard", "players": 3, "place": 1,
                      "deal": "card:2", "score": 70}]}
    (tmp_path / "records.json").write_text(json.dumps(old))
    ui = Driver()
    ui.ctx.store = GameStore(tmp_path)
    scene = open_records(ui)
    assert [r[:2] for _title, rows in scene.sections() for r in rows] == [
        ("Mixed", "4 players"), ("Hard", "3 players")]
    assert scene.last_games() == []             # no dates nor tables were kept then
    finish(ui, 5)
    games = json.loads((tmp_path / "records.json").read_text())["games"]
    assert games[:2] == [{**g} for g in old["games"]] and games[2]["names"] == \
        ["Beatrix", "Clemens", "Doris"]


def test_the_demo_and_a_table_of_two_people_are_not_recorded_with_details():
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bo", "human"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats), 6, thinking_seconds=0.0)
    play_out(match, random.Random(6))
    assert finished_game(match) is None


def _texts_drawn(ui: Driver, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    import scenes.ui
    drawn: list[tuple[str, pygame.Rect]] = []
    real = scenes.ui.text

    def text(surface, ctx, s, size, pos, *args, **kw):
        rect = real(surface, ctx, s, size, pos, *args, **kw)
        seen = rect.clip(surface.get_clip())        # the part not cut off by the lines' room
        if seen.w and seen.h:
            drawn.append((ctx.text.shown(s), seen))
        return rect
    monkeypatch.setattr(scenes.ui, "text", text)
    return drawn


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_screen_fits_in_every_language_at_both_sizes(tmp_path, monkeypatch, language):
    """Long names, long options and a mixed table of four levels: every word drawn lies
    inside the sheet, the scrolled ones inside their room, none on another, none on Back,
    at the top and scrolled to the end."""
    records = Records(tmp_path)
    wide = "W" * 24
    for i in range(12):
        game = ("auction", "card")[i % 2]
        options = ((("variant", "three_with_dummy"), ("double_proceeds", "second_player"),
                    ("dummy_reveal_by", "auctioneer"), ("open_money", True)) if game ==
                   "auction" else (("tokens_need_a_card", True),))
        records.add(Finished("mixed", 5, 1 + i % 5, game, f"{game}:{i}", 1234, ("hard", "normal",
                             "easy", "random"), "2026-12-30T23:59", options,
                             (wide, "Beatrix", wide, "Clemens"), (wide, wide), 4321))
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
        ui.ctx.store = GameStore(tmp_path)
        scene = open_records(ui)
        for key in (None, pygame.K_END):
            drawn = _texts_drawn(ui, monkeypatch)
            if key is None:
                ui.frame()
            else:
                ui.key(key)
            r, body, back = scene.rect, scene.body, scene.back.rect
            assert len(drawn) > 20 and scene.max_scroll > 0
            for s, rect in drawn:
                assert r.contains(rect), (language, size, s, rect)
                assert rect.right <= body.right, (language, size, s)
                if s != ui.ctx.text.shown("Back"):
                    assert not rect.colliderect(back), (language, size, s)
            for i, (s, a) in enumerate(drawn):
                for t, b in drawn[i + 1:]:
                    assert not a.colliderect(b), (language, size, s, t)
            assert body.bottom <= back.top


def test_a_last_game_cut_with_an_ellipsis_shows_its_whole_words_when_pointed_at(tmp_path):
    """The dummy hand's options do not fit their line: it ends with "…", and pointing at the
    game shows all its words, clear of Back; a line that fits shows no such help."""
    from tests.ui_driver import spy_texts
    records = Records(tmp_path)
    dummy = (("variant", "three_with_dummy"), ("double_proceeds", "split"),
             ("dummy_reveal_by", "auctioneer"), ("open_money", True))
    records.add(Finished("easy", 3, 1, "auction", "auction:1", 410, ("easy", "easy"),
                         "2026-11-30T09:15", dummy, ("Beatrix", "Clemens"), (), 410))
    records.add(Finished("easy", 3, 1, "auction", "auction:2", 400, ("easy", "easy"),
                         "2026-11-30T10:15", (("variant", "standard"),), ("Beatrix", "Clemens"),
                         (), 400))
    ui = Driver((1280, 720))
    ui.ctx.store = GameStore(tmp_path)
    scene = open_records(ui)
    games = [(y, h) for kind, y, h, _g in scene.items if kind == "game"]
    assert len(games) == 2
    for (y, h), cut in zip(games, (False, True)):
        pos = (scene.rect.x + ui.ctx.px(300), scene.body.y + y + h // 2)
        ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        drawn = spy_texts(ui)
        ui.frame()
        assert any(t.startswith("Modern Art · 3 players") and t.endswith("…") for t in drawn)
        # The help's lines (wrapped): only they name who turns up the dummy card.
        assert any("revealed by" in t for t in drawn) == cut, drawn
