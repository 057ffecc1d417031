"""Choosing the other game on the setup screen keeps the table: the same people, as many as
the other game allows, each at the screen or a computer of the same level where that game has
it (else its default), and the theme; the options of each game stay its own. Real clicks."""
from __future__ import annotations

import dataclasses

from game.card.config import Config as CardConfig
from game.config import SeatConfig
from game.registry import GAMES
from scenes.setup import SetupScene
from ui_driver import FAST, Driver

THREE_LEVELS = {"easy": ("Easy", ""), "normal": ("Normal", ""), "hard": ("Hard", "")}


def open_setup(d: Driver) -> SetupScene:
    setup = SetupScene(d.ctx, on_start=lambda config, seed: None)
    d.ctx.stack.push(setup)
    d.frame()
    return setup


def right(d: Driver, widget) -> None:
    d.click((widget.rect.right - 5, widget.rect.centery))


def left(d: Driver, widget) -> None:
    d.click((widget.rect.x + 5, widget.rect.centery))


def table(setup: SetupScene) -> list[tuple[str, str, str | None]]:
    """Each seat at the table as shown: name, kind, level (a computer's only)."""
    return [(r.name.value, r.kind.value, r.level.value if r.kind.value == "bot" else None)
            for r in setup.rows[:setup.players.value]]


def remembered_card_game() -> dict:
    """The settings of a player whose last card game was four: one person, three Easy."""
    seats = (SeatConfig("Ada", "human", None),) + tuple(
        SeatConfig(name, "bot", "easy") for name in ("Beatrix", "Clemens", "Doris"))
    card = GAMES["card"].config_to_json(CardConfig(seats=seats, tokens_need_a_card=True))
    return {"card": card}


def test_the_card_game_chosen_shows_the_table_set_for_the_auction_game():
    """Three at the table, Beatrix a Hard computer, Clemens a person at the screen: choosing
    the card game showed the card game's remembered table instead (four, every computer
    Easy), so the player set the seats up again. Now the table comes along, both ways, while
    each game keeps its own options."""
    d = Driver(settings=dataclasses.replace(FAST, last_setups=remembered_card_game()))
    setup = open_setup(d)
    left(d, setup.players)                                          # 3 players
    right(d, setup.rows[1].level)                                   # Normal -> Hard
    left(d, setup.rows[2].kind)                                     # Clemens plays here
    right(d, setup.theme)
    theme = setup.theme.value
    shown = [("Ada", "human", None), ("Beatrix", "bot", "hard"), ("Clemens", "human", None)]
    assert table(setup) == shown
    right(d, setup.game)
    assert setup.game.value == "card"
    assert table(setup) == shown and setup.theme.value == theme
    assert setup.tokens.value is True                               # the card game's own option
    assert setup.config is not None and setup.config.seats[1].level == "hard"
    left(d, setup.rows[1].level)                                    # Hard -> Normal
    right(d, setup.players)                                         # Doris joins
    assert table(setup)[1:] == [("Beatrix", "bot", "normal"), ("Clemens", "human", None),
                                ("Doris", "bot", "easy")]
    left(d, setup.game)
    assert setup.game.value == "auction" and setup.players.value == 4
    assert table(setup) == [("Ada", "human", None), ("Beatrix", "bot", "normal"),
                            ("Clemens", "human", None), ("Doris", "bot", "easy")]
    assert setup.config is not None and setup.config.players == 4


def test_a_level_the_other_game_lacks_shows_its_default_and_comes_back(monkeypatch):
    """A computer of a level one game has and the other lacks: the other game shows its
    default level (not the level its last game had there), and the level chosen is there
    again with the game that has it."""
    import scenes.setup as setup_module
    monkeypatch.setattr(setup_module, "game_levels", lambda game: THREE_LEVELS if game ==
                        "auction" else {"easy": ("Easy", ""), "normal": ("Normal", "")})
    d = Driver(settings=dataclasses.replace(FAST, last_setups=remembered_card_game()))
    setup = open_setup(d)
    right(d, setup.rows[1].level)                                   # Hard
    left(d, setup.rows[2].level)                                    # Easy
    right(d, setup.game)
    assert [lv for _n, _k, lv in table(setup)] == [None, "normal", "easy", "normal"]
    left(d, setup.game)
    assert [lv for _n, _k, lv in table(setup)] == [None, "hard", "easy", "normal"]


def test_a_player_count_the_other_game_lacks_keeps_that_games_own(monkeypatch):
    """Five at the auction game, the other game for at most four: it shows its own count, and
    never a table it cannot play; back, the five are there again."""
    import scenes.setup as setup_module
    card = dataclasses.replace(GAMES["card"], players=(2, 3, 4))
    monkeypatch.setattr(setup_module, "GAMES", {"auction": GAMES["auction"], "card": card})
    d = Driver()
    setup = open_setup(d)
    right(d, setup.players)
    assert setup.players.value == 5
    right(d, setup.game)
    assert setup.game.value == "card" and setup.players.value == 4       # the nearest
    assert [v for v, _ in setup.players.options] == [2, 3, 4]
    left(d, setup.game)
    assert setup.players.value == 5 and [s.name for s in setup.config.seats][4] == "Emil"
