"""A save's line in the list says where its game stands, in words a player knows it by: the card
game's points so far beside each name, the auction's lots sold in the round it was saved in
(saves told apart only by their time: "round 1" and a date). Nothing hidden: no money (it may
be behind the screens), no hand. A long line fits its row at 1280x720 in every language, cut
in the names (with "…"), never in the round and the date."""
from __future__ import annotations

import random

import pytest

from tests.test_save_trouble import drawn_text
from tests.test_saves_ui import AppDriver, start_title

from game import AmountRange
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.config import Config, SeatConfig
from scenes.saves import SavesScene
from scenes.session.match import Match

LANGUAGES = ("en", "de", "it", "zh_TW")


def _play(match: Match, until, rng: random.Random) -> Match:
    """Play `match` (the human with a random option, at the lowest amount) until `until`."""
    for _ in range(5000):
        if until(match.state):
            return match
        bot = match.bot_to_act()
        if bot is not None:
            match.play_bot(bot)
            continue
        seat = match.to_act[0]
        legal = match.legal_for(seat)
        option = legal[rng.randrange(len(legal))]
        match.submit(option.make(option.lo) if isinstance(option, AmountRange) else option)
    raise AssertionError("the game never got there")


def card_game(names=("Ada", "Beatrix", "Clemens")) -> Match:
    """A card game of `names` (the first a human) saved in its second round (a move into
    it: saved on the first round's scoring, its line says "round 1 scored")."""
    seats = (CardSeat(names[0], "human"),) + tuple(CardSeat(n, "bot", "random")
                                                   for n in names[1:])
    match = Match(CardConfig(seats=seats, first_player=0), 7, thinking_seconds=0.0,
                  rng=random.Random(7))
    return _play(match, lambda s: s.round == 1 and s.totals != (0,) * len(names)
                 and match.rules.scored_round(s.events) is None, random.Random(7))


def auction_game() -> Match:
    """An auction game, money behind the screens, saved after two lots of round 1 sold."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 4, thinking_seconds=0.0,
                  rng=random.Random(4))
    return _play(match, lambda s: len(s.sales) == 2, random.Random(4))


def listed(tmp_path, match: Match, name: str = "Sunday"):
    d = AppDriver(tmp_path)
    d.ctx.store.save_named(name, match.game_record(), match.state)
    [info] = d.ctx.store.list_saves()
    return d, info


def test_a_card_games_line_gives_each_players_points_and_the_round(tmp_path):
    match = card_game()
    points = match.state.totals
    _d, info = listed(tmp_path, match)
    assert info.points == points and any(points)
    assert (f"Ada {points[0]}, Beatrix {points[1]}, Clemens {points[2]} points · round 2"
            in info.summary), info.summary


def test_an_auction_games_line_gives_the_lots_sold_this_round_and_no_money(tmp_path):
    match = auction_game()
    assert match.state.round == 0 and not match.state.config.open_money
    _d, info = listed(tmp_path, match)
    assert "Ada, Beatrix, Clemens · round 1, 2 lots sold · " in info.summary, info.summary
    record = match.game_record()
    assert set(record.meta) <= {"sold", "standing", "table", "final"}
    for cash in match.state.cash:
        assert str(cash) not in info.summary.replace(info.when, "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_line_fits_its_row_at_1280x720_cut_in_the_names(tmp_path, language):
    long = ("Maximiliane", "Bartholomäus", "Clementine", "Dorotheaaaa", "Emmanuelle")
    d = AppDriver(tmp_path, size=(1280, 720))
    match = card_game(long)
    d.ctx.store.save_named("Five at the table", match.game_record(), match.state)
    start_title(d)
    d.press("Load")
    d.ctx.set_language(language)            # the list's words change at once
    d.frame()
    screen = d.top
    assert isinstance(screen, SavesScene)
    [row] = screen.rows
    info = row.info
    drawn = drawn_text(d)
    line = next(s for s in drawn if s.endswith(d.ctx.text.shown(info.when)))
    width = d.ctx.text.size(line, d.ctx.px(13))[0]
    assert width <= row.rect.w - d.ctx.px(28), (line, width, row.rect.w)
    assert "…" in line                                   # the names are cut ...
    assert d.ctx.text.shown(info.progress_of("")).split(" · ")[-1] in line  # ... not the round
    assert row.tooltip and d.ctx.text.shown(info.summary) == d.ctx.text.shown(row.tooltip)
