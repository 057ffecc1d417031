"""A player's name of two words broke across lines ("Anna" at one line's end, "Maria" at the
next's start) on a seat plate's bubble, the log, the scoring overlay, the game-over and
hand-over screens, at both tables. As an artist's name already was (`whole_names`), the table's
players' names now stay whole on a line, in every language, wherever text is wrapped; a name
wider than its line alone still breaks at its space."""
from __future__ import annotations

import random

import pytest

from tests.ui_driver import FAST, Driver

from game import Config as AuctionConfig, SeatConfig as AuctionSeat
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from scenes.session.games import new_match, open_table
from scenes.table.log_panel import wrapped_lines

NAMES = ("Anna Maria", "Maximilian Ernst", "Bea", "Cy")


def _table(game: str, size=(1280, 720), language: str = "en"):
    import dataclasses
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    config, seat = (CardConfig, CardSeat) if game == "card" else (AuctionConfig, AuctionSeat)
    seats = (seat(NAMES[0], "human"),) + tuple(seat(n, "bot", "random") for n in NAMES[1:])
    match = new_match(ui.ctx, config(seats=seats), seed=7, rng=random.Random(7),
                      thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    for _ in range(400):                 # a few moves, Anna Maria's among them
        ui.frame(0.05)
        legal = match.legal_for(0) if ui.top is table else ()
        if legal:
            first = legal[0]
            first = first.make(first.lo) if hasattr(first, "make") else first   # an amount
            assert match.submit(first) is None
        if len(match.actions) > 12:
            break
    return ui, table


def _split(lines: list[str], name: str) -> bool:
    """Whether `name` is broken between two of `lines`."""
    first, last = name.split()
    return any(a.rstrip().endswith(first) and b.lstrip().startswith(last)
               for a, b in zip(lines, lines[1:]))


@pytest.mark.parametrize("game", ["auction", "card"])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_a_two_word_player_name_never_breaks_across_lines(game, language):
    ui, _table_ = _table(game, language=language)
    text = ui.ctx.text
    for name in NAMES[:2]:
        said = f"{name}: 12 points. {name} passes the screen to {name}, and {name} plays."
        whole = text.size(name, 20, "bold")[0]
        # Every width from the name's own (with its colon) up to the sentence's: the name
        # never splits.
        for width in range(text.size(name + ":", 20, "bold")[0], text.size(said, 20, "bold")[0],
                           3):
            lines = text.wrap(said, 20, width, "bold")
            assert not _split(lines, name), (name, width, lines)
            assert sum(line.count(name) for line in lines) == 4, (name, width, lines)
        # Alone wider than its line, it breaks at its space as before.
        assert _split(text.wrap(said, 20, whole - 2, "bold"), name)


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_log_keeps_the_players_names_whole(game):
    """The log panel's lines as the table wraps them, at a narrow width where a name once fell
    at a line's end."""
    ui, table = _table(game)
    lines = [str(ui.ctx.text.shown(t)) for _s, t in table.log.lines]
    named = [line for line in lines if "Anna Maria" in line or "Maximilian Ernst" in line]
    assert named, lines
    for width in range(ui.ctx.px(110), ui.ctx.px(260), 4):
        wrapped = [line for _s, line in wrapped_lines(ui.ctx, table.log, width)]
        assert not _split(wrapped, "Anna Maria") and not _split(wrapped, "Maximilian Ernst")
