"""The Records screen for both games: a card game finished against computers through the card
table is recorded (place by points, a shared win as the engine's winners say) and shows under
the card game's title; an old records file (entries without a game) still shows, as auction
games; the screen drawn at both window sizes."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pygame

from tests.test_card_table import card_match, click_action, run
from tests.ui_driver import Driver, spy_texts

from game.registry import GAMES
from scenes.records import COLUMNS, RecordsScene
from scenes.session.records import Finished, Records, finished_game
from scenes.session.storage import GameStore


def open_records(ui: Driver) -> RecordsScene:
    """From the title, as a player would: its Records button's key."""
    ui.ctx.stack.reset(ui.ctx.stack.make("title"))
    ui.frame()
    ui.key(pygame.K_e)
    scene = ui.top
    assert isinstance(scene, RecordsScene)
    return scene


def test_a_card_game_finished_against_computers_shows_on_the_records_screen(tmp_path):
    ui = Driver((1280, 720))
    ui.ctx.store = GameStore(tmp_path)
    match, table, over = card_match(ui, humans=1, bots=2, seed=7)
    rng = random.Random(7)

    def act(t) -> None:
        legal = match.legal_for(t.shown.seat)
        click_action(ui, t, legal[rng.randrange(len(legal))])

    run(ui, table, over, act)
    result = match.result()
    totals = result.totals
    place = 1 if 0 in result.winners else 1 + sum(p > totals[0] for p in totals)
    [game] = Records(tmp_path).games
    assert game.tallied() == Finished("random", 3, place, "card", "card:7", totals[0],
                                      ("random", "random"))
    # What the last games list says of it: its options, its computers, the winner's points.
    assert game.options == (("tokens_need_a_card", False),)
    assert game.names == ("Beatrix", "Clemens") and game.top == max(totals)
    assert game.winners == tuple(match.config.seats[w].name for w in result.winners if w)
    saved = json.loads((tmp_path / "records.json").read_text())
    assert saved["games"][0]["game"] == "card"
    # A second game, an auction one, recorded beside it: each under its own title.
    Records(tmp_path).add(Finished("normal", 4, 2))
    scene = open_records(ui)
    won = "1" if place == 1 else "0"
    assert scene.sections() == [
        ("Modern Art", [("Normal", "4 players", "1", "0", "2.0", "–")]),
        (GAMES["card"].title, [("Random", "3 players", "1", won, f"{place:.1f}",
                                str(totals[0]))])]
    ui.key(pygame.K_ESCAPE)
    assert ui.top.name == "title"


def test_an_old_records_file_without_games_named_still_shows_as_auction_games(tmp_path):
    old = {"format": "modern-art-records", "version": 1,
           "games": [{"level": "normal", "players": 4, "place": 1},
                     {"level": "normal", "players": 4, "place": 3}]}
    (tmp_path / "records.json").write_text(json.dumps(old))
    ui = Driver((1280, 720))
    ui.ctx.store = GameStore(tmp_path)
    scene = open_records(ui)
    assert scene.sections() == [("Modern Art", [("Normal", "4 players", "2", "1", "2.0", "–")])]
    assert not any(p.name.startswith("records.json.damaged") for p in tmp_path.iterdir())
    # Recording a card game keeps the old entries, now named.
    Records(tmp_path).add(Finished("easy", 3, 1, "card"))
    games = json.loads((tmp_path / "records.json").read_text())["games"]
    assert [g["game"] for g in games] == ["auction", "auction", "card"]


def test_a_shared_card_game_win_is_a_win_and_points_decide_the_other_places():
    rules = GAMES["card"]
    seats = [SimpleNamespace(is_bot=seat != 1, level="hard", name=f"S{seat}")
             for seat in range(4)]

    def match(totals, winners):
        result = SimpleNamespace(totals=totals, winners=winners)
        return SimpleNamespace(result=lambda: result, humans=[1], bots={0: 1, 2: 1, 3: 1},
                               config=SimpleNamespace(seats=seats), rules=rules, seed=5)

    hard = ("hard",) * 3
    shared = finished_game(match((9, 9, 4, 2), (0, 1)))
    assert shared.tallied() == Finished("hard", 4, 1, "card", "card:5", 9, hard)
    assert shared.winners == ("S0",) and shared.top == 9      # you beside S0
    lost = finished_game(match((9, 5, 7, 5), (0,)))
    assert lost.tallied() == Finished("hard", 4, 3, "card", "card:5", 5, hard)
    assert lost.won is False and lost.winners == ("S0",) and lost.top == 9


def test_an_entry_it_cannot_read_is_left_out_and_written_back_as_it_was(tmp_path):
    """One bad entry no longer costs every game: an entry that is not a game, has a field this
    version does not know or a value of the wrong kind is not counted, the others are, and
    the file keeps it as it was when the next game is recorded (a newer version's entry
    survives)."""
    good = {"game": "card", "level": "easy", "players": 3, "place": 1}
    bad = ["nonsense", {**good, "colour": "red"}, {**good, "players": "3"},
           {**good, "place": True}, {**good, "place": 4}, {**good, "names": "Beatrix"},
           {**good, "options": {"variant": ["standard"]}}, {**good, "score": 1.5},
           {"level": "easy", "players": 3}, {**good, "levels": ["easy"] * 9}]
    (tmp_path / "records.json").write_text(json.dumps(
        {"format": "modern-art-records", "version": 5, "games": [good, *bad]}))
    records = Records(tmp_path)
    assert records.games == [Finished("easy", 3, 1, "card")]
    assert not any(p.name.startswith("records.json.damaged") for p in tmp_path.iterdir())
    records.add(Finished("hard", 4, 2, "auction", "auction:3", 120))
    games = json.loads((tmp_path / "records.json").read_text())["games"]
    assert games[1:-1] == bad and games[-1]["deal"] == "auction:3"
    assert len(Records(tmp_path).games) == 2


def test_a_records_file_too_big_or_not_a_list_of_games_is_kept_aside(tmp_path):
    from scenes.session.records import MAX_RECORDS_BYTES
    for text in ("x" * (MAX_RECORDS_BYTES + 1),
                 json.dumps({"format": "modern-art-records", "games": {"a": 1}})):
        folder = tmp_path / str(len(text))
        folder.mkdir()
        (folder / "records.json").write_text(text)
        assert Records(folder).games == []
        assert [p.name.startswith("records.json.damaged") for p in folder.iterdir()] == [True]


def test_the_records_screen_says_when_a_damaged_records_file_was_kept_aside(tmp_path):
    """A records file that cannot be read is renamed aside, never deleted, and the Records
    screen says so and names it (else the player would only see their games gone), at both
    sizes, above the Back button; with no such file it says nothing of the kind."""
    (tmp_path / "records.json").write_text("{not json")
    Records(tmp_path).add(Finished("hard", 4, 1, "auction"))     # a game finished since
    kept = [p.name for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged-")]
    assert len(kept) == 1
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        ui.ctx.store = GameStore(tmp_path)
        scene = open_records(ui)
        assert scene.kept == kept[0] and [r[0] for _, rows in scene.sections() for r in rows] \
            == ["Hard"]
        drawn = spy_texts(ui)
        ui.frame()
        note = " ".join(t for t in drawn if "records file" in t or "damaged" in t or
                        "counted" in t)
        assert "could not be read" in note and "counted" in note, drawn
    fresh = tmp_path / "fresh"
    Records(fresh).add(Finished("easy", 3, 2, "card"))
    ui = Driver()
    ui.ctx.store = GameStore(fresh)
    scene = open_records(ui)
    drawn = spy_texts(ui)
    ui.frame()
    assert scene.kept is None and not [t for t in drawn if "could not be read" in t]


def test_the_records_screen_draws_both_games_at_both_window_sizes(tmp_path):
    records = Records(tmp_path)
    for game, level, players, place in (("auction", "normal", 4, 1), ("auction", "hard", 3, 2),
                                        ("card", "easy", 3, 1), ("card", "normal", 5, 4)):
        records.add(Finished(level, players, place, game))
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        ui.ctx.store = GameStore(tmp_path)
        scene = open_records(ui)
        # Weakest computers first, in each game.
        assert [[row[0] for row in rows] for _, rows in scene.sections()] == \
            [["Normal", "Hard"], ["Easy", "Normal"]]
        drawn = spy_texts(ui)
        ui.frame()
        # Both titles, every line of both games, and the Back button below the last line.
        assert {"Modern Art", GAMES["card"].title, "Easy", "Hard", "5 players"} <= set(drawn)
        # Each game's last column says what its best counts: money, or points.
        assert drawn.count("Avg. place") == 2 and "Best" not in drawn
        assert drawn.count("Best money") == 1 and drawn.count("Best points") == 1
        assert scene.back.rect.bottom <= scene.rect.bottom <= size[1]


def test_lines_that_do_not_fit_scroll_by_wheel_arrows_and_pages_clear_of_back(tmp_path):
    """Thirty tally lines and ten last games do not fit: the lines scroll (the wheel, the
    arrows, Page Up / Page Down, Home and End), the last reachable, and never reach Back."""
    records = Records(tmp_path)
    for players in range(3, 6):
        for level in ("easy", "normal", "hard", "mixed", "random"):
            for game in ("auction", "card"):
                records.add(Finished(level, players, 2, game, f"{game}:{level}{players}", 9,
                                     ("easy", "hard"), "2026-11-30T05:12",
                                     (("variant", "standard"),), ("Bea", "Cy"), ("Cy",), 20))
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        ui.ctx.store = GameStore(tmp_path)
        scene = open_records(ui)
        assert len(scene.last_games()) == 10 and scene.max_scroll > 0
        assert scene.body.bottom <= scene.back.rect.top and scene.scroll == 0
        ui.key(pygame.K_DOWN)
        assert scene.scroll == ui.ctx.px(28)
        ui.key(pygame.K_PAGEDOWN)
        paged = scene.scroll
        assert paged > ui.ctx.px(28) * 5
        ui.key(pygame.K_PAGEUP)
        ui.key(pygame.K_UP)
        assert scene.scroll == 0
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        ui.frame()
        assert scene.scroll > 0
        ui.key(pygame.K_END)
        assert scene.scroll == scene.max_scroll
        kind, y, h, _game = scene.items[-1]
        assert kind == "game" and scene.body.y + y + h - scene.scroll <= scene.body.bottom
        ui.key(pygame.K_HOME)
        assert scene.scroll == 0 and ui.top is scene
        ui.key(pygame.K_RETURN)             # Enter still presses Back
        assert ui.top.name == "title"


def test_the_best_money_or_points_at_each_table_is_kept_and_shown(tmp_path):
    """Each finished game keeps your final money or points; a line shows the best of its
    games ("–" for old entries that kept none), and the file keeps them across starts."""
    old = {"format": "modern-art-records", "version": 3,
           "games": [{"game": "card", "level": "hard", "players": 4, "place": 2,
                      "deal": "card:1"}]}
    (tmp_path / "records.json").write_text(json.dumps(old))
    records = Records(tmp_path)
    assert records.tally("card")[("hard", 4)].best is None
    records.add(Finished("hard", 4, 1, "card", "card:2", 104))
    records.add(Finished("hard", 4, 3, "card", "card:3", 88))
    records.add(Finished("normal", 4, 1, "auction", "auction:4", 512))
    again = Records(tmp_path)
    assert [g.score for g in again.games] == [None, 104, 88, 512]
    assert again.tally("card")[("hard", 4)].best == 104
    ui = Driver((1280, 720))
    ui.ctx.store = GameStore(tmp_path)
    scene = open_records(ui)
    assert scene.sections() == [
        ("Modern Art", [("Normal", "4 players", "1", "1", "1.0", "512")]),
        (GAMES["card"].title, [("Hard", "4 players", "3", "1", "2.0", "104")])]


def test_the_records_columns_stay_apart_in_every_language_at_both_sizes(tmp_path):
    import dataclasses
    from tests.ui_driver import FAST
    Records(tmp_path).add(Finished("normal", 5, 2, "auction", "auction:1", 1234))
    Records(tmp_path).add(Finished("normal", 3, 1, "card", "card:1", 82))
    for language in ("en", "de", "it", "zh_TW"):
        for size in ((1280, 720), (1920, 1080)):
            ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
            ui.ctx.store = GameStore(tmp_path)
            scene = open_records(ui)
            heads: list = []
            real = ui.ctx.text.render

            def render(s, size_, colour=(0, 0, 0), weight="regular", heads=heads, real=real):
                surf = real(s, size_, colour, weight)
                heads.append((s, surf.get_width()))
                return surf
            ui.ctx.text.render = render
            ui.frame()
            words = ui.ctx.words
            widths = {s: w for s, w in heads}
            px, r = ui.ctx.px, scene.rect
            starts = [px(x) for x in COLUMNS]
            for best in ("Best money", "Best points"):
                names = [words.text(w) for w in ("Computers", "Table", "Games", "Wins",
                                                  "Avg. place", best)]
                for i, name in enumerate(names):
                    end = starts[i] + widths[name]
                    limit = starts[i + 1] - px(8) if i + 1 < len(names) else r.w - px(20)
                    assert end <= limit, (language, size, name)


def test_with_no_games_the_screen_says_a_game_of_several_people_is_not_recorded(tmp_path):
    """I finished a game with a friend and three computers at one screen and found "No games
    yet. Finish a game against computer players and it is recorded here": such a game is not
    anyone's record (`finished_game`), and the empty screen now says so, inside its sheet at
    both sizes."""
    rules = GAMES["auction"]
    seats = [SimpleNamespace(is_bot=seat > 1, level="easy") for seat in range(5)]
    result = SimpleNamespace(cash=(300, 250, 200, 150, 100), winners=(0,))
    shared = SimpleNamespace(result=lambda: result, humans=[0, 1], bots={2: 1, 3: 1, 4: 1},
                             config=SimpleNamespace(seats=seats), rules=rules, seed=5)
    assert finished_game(shared) is None
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        ui.ctx.store = GameStore(tmp_path)
        scene = open_records(ui)
        assert scene.sections() == []
        drawn = spy_texts(ui)
        ui.frame()
        said = " ".join(drawn)
        assert "Finish a game alone against computer players" in said, drawn
        assert "two or more people at one screen is not recorded" in said, drawn


def test_a_folder_put_where_the_records_go_while_playing_is_moved_aside_and_the_game_recorded(
        tmp_path):
    """A folder named records.json made while the game ran made every record after it fail
    without a word (the game went unrecorded); it is now moved aside, never deleted, as the
    autosave's place is cleared, and the game is recorded."""
    records = Records(tmp_path)
    (tmp_path / "records.json").mkdir()
    (tmp_path / "records.json" / "mine.txt").write_text("keep me")
    records.add(Finished("hard", 4, 1, "auction", "auction:7", 120))
    assert (tmp_path / "records.json").is_file()
    assert [g.deal for g in Records(tmp_path).games] == ["auction:7"]
    moved = list(tmp_path.glob("records.json.moved-*"))
    assert len(moved) == 1 and (moved[0] / "mine.txt").read_text() == "keep me"
