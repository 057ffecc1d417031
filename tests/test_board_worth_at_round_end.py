"""The market board's "Worth now" while the end of a round is told. A play-tester saw it out of
date right after the round-ending card: after the fifth Karl Gitter it still ranked Lite Metal
first, after the fifth Krypto it read 30/60/30 where the scoring then said 30/50/40. The view
shown then is the one before the ending card (the engine has already scored the round and dealt
the next); the ending card counts for the ranking (RULES §3.2), so the board reads the engine's
scoring of the round, its counts and values, until the scoring overlay, and says so: "Worth
now" with no asterisk over "the round is over: what one painting pays", not an estimate."""
from __future__ import annotations

from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game.cards import ARTIST_COUNT, artist_name
from game.i18n import sentences
from game.market import ties_decided
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, board
from scenes.table.timeline import RoundOver
from scenes.round_summary import tie_words
from scenes.table.worth import PAYS_NOW_TIP, pays_now, ties_now


def _board_drawn(ui: Driver, table, monkeypatch) -> list[str]:
    """The words the board draws again now."""
    with monkeypatch.context() as m:
        drawn = record_texts(m)
        table._static = None
        table.built_from.pop("static", None)
        ui.frame(0.0)
    return [str(s) for s, _rect in drawn]


def _worth_drawn(words: list[str]) -> list[str]:
    """The figures of the board's "Worth now" row among the board's `words`: while a round's
    end is told it says no asterisk, and its footnote no estimate (they are the round's own
    figures)."""
    at = words.index(str(board.WORTH_SCORED))
    assert str(board.WORTH_NOW) not in words and str(board.PAYS_NOW_NOTE) not in words, words
    assert str(board.ENDED_NOTE) in words, words
    return [w for w in words[at + 1:] if w.isdigit() or w == "–"][:ARTIST_COUNT]


def _marks_drawn(ui: Driver, table, monkeypatch) -> list:
    """The marks "one more ends the round" the board draws again now (dots and legend)."""
    marks: list = []
    real = board.draw_last_mark

    def mark(surf, ctx, centre):
        marks.append(centre)
        return real(surf, ctx, centre)
    with monkeypatch.context() as m:
        m.setattr(board, "draw_last_mark", mark)
        table._static = None
        table.built_from.pop("static", None)
        ui.frame(0.0)
    return marks


def test_worth_now_counts_the_round_ending_card(monkeypatch):
    ui = Driver((1920, 1080), settings=Settings(animation_speed="fast", computer_pace="instant"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in ("Ada", "Bea", "Cy")))
    table = TableScene(ui.ctx, Match(config, 1, thinking_seconds=0.0, spectator_seat=0))
    ui.ctx.stack.push(table)
    told, stale = [], 0
    for _ in range(8000):
        ui.frame(0.05)
        beats = table.timeline.beats
        first = beats[0] if beats else None
        if isinstance(first, RoundOver) and first.started and first.card is not None \
                and first.round not in told:
            told.append(first.round)
            result = first.result
            assert result is not None and result.round == first.round
            # The board before this change read the shown view: stale by the ending card.
            stale += pays_now(table.shown) != tuple(result.values)
            expected = [str(v) if v else "–" for v in result.values]
            assert _worth_drawn(_board_drawn(ui, table, monkeypatch)) == expected, \
                (first.round, result)
            assert list(board.played_counts(table.look)) == list(result.counts)
            # No artist's dot is ringed "one more ends the round" once it has ended.
            assert not _marks_drawn(ui, table, monkeypatch)
            break
    assert told, "no round ended by a fifth card"
    assert stale, "no round whose ending card changed the ranking: the test would not fail"


def _random_table():
    """A three-seat auction of random computers, watched from seat 0, at 1280×720."""
    ui = Driver((1280, 720), settings=Settings(animation_speed="fast", computer_pace="instant"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in ("Ada", "Bea", "Cy")))
    table = TableScene(ui.ctx, Match(config, 1, thinking_seconds=0.0, spectator_seat=0))
    ui.ctx.stack.push(table)
    return ui, config, table


def _round_ends_told(ui: Driver, table, monkeypatch, by_a_card: bool = False):
    """Each round's end as the table starts telling it (its `RoundOver` beat, the board drawn
    then), once a round; `by_a_card`: only the rounds a played card ended."""
    told: set = set()
    for _ in range(8000):
        ui.frame(0.05)
        beats = table.timeline.beats
        first = beats[0] if beats else None
        if not (isinstance(first, RoundOver) and first.started and first.result is not None
                and (first.card is not None or not by_a_card) and first.round not in told):
            continue
        told.add(first.round)
        _board_drawn(ui, table, monkeypatch)
        yield first


def _row_helps(table) -> list[str]:
    """The hover help of the board's "Worth now" row and of its footnote (each as wide as the
    board's inside or the whole board, under the rounds), as the table lays them out now."""
    r = table.layout.board
    return [str(t) for rect, t in table.regions
            if r.contains(rect) and rect.w >= r.w - table.ctx.px(24) and
            (str(t).startswith(str(board.ENDED_TIP)) or str(t).startswith(str(PAYS_NOW_TIP)))]


def test_the_worth_rows_help_says_the_rounds_scoring_and_its_ties_while_its_end_is_told(
        monkeypatch):
    """The row and its footnote read the round's scoring; their help said "Estimate: ... if
    the round ended now" over them, and explained the ties from the counts before the ending
    card. It says what the figures are, and the ties of the engine's scoring (its counts and
    ranking, the ending card counted), as each tied artist's column does."""
    ui, config, table = _random_table()
    told: list = []
    for first in _round_ends_told(ui, table, monkeypatch):
        told.append(first.round)
        result = first.result
        name = lambda a: artist_name(a, config.theme)       # noqa: E731
        ties = tie_words(result.counts, result.ranking, name)
        helps = _row_helps(table)
        assert helps and all(h == str(sentences([board.ENDED_TIP, ties]) if ties
                                      else board.ENDED_TIP) for h in helps), (helps, result)
        for _n, group in ties_decided(result.counts, result.ranking):
            for a in group:
                column = next(str(t) for _r, t in table.regions
                              if str(t).startswith(f"{name(a)}: "))
                assert str(tie_words(result.counts, result.ranking, name, a)) in column
        # The counts before the ending card tied Lite Metal and Christin P at 4; the fifth
        # Christin P broke the tie, and the help explained one that decided nothing.
        assert ties_now(table.shown) != ties
        break
    assert told, "no round's end told"


def _column_help(table, artist: int) -> str:
    """The hover help of `artist`'s column on the board, as the table lays it out now."""
    name = artist_name(artist, table.shown.config.theme)
    return next(str(t) for _r, t in table.regions if str(t).startswith(f"{name}: "))


def test_each_columns_help_counts_the_round_ending_card(monkeypatch):
    """Each artist's column said "4 played this round. One more ends the round." under the
    fifth Krypto while the round's end was told, and counted the ending card as still in a
    hand (the view shown then is the one before it): it counts the round as the engine
    scored it, the ending card played."""
    ui, _config, table = _random_table()
    told: list = []
    for first in _round_ends_told(ui, table, monkeypatch, by_a_card=True):
        told.append(first.round)
        result, shown = first.result, table.shown
        ender, counted = first.card.artist, []
        # The view shown counts one card fewer of the ending artist: the test could fail.
        assert shown.counts[ender] == result.counts[ender] - 1
        played_before = [sum(r.counts[a] for r in shown.results) for a in range(ARTIST_COUNT)]
        for a in range(ARTIST_COUNT):
            words = _column_help(table, a)
            assert f": {result.counts[a]} played this round." in words, (a, words)
            assert "One more ends the round" not in words, words
            if "cards in the game" in words:        # the seat's own count of the cards
                played = played_before[a] + result.counts[a]
                assert f"{played} played so far" in words, (a, played, words)
                counted.append(a)
        break
    assert told, "no round ended by a fifth card"
    assert counted, "no column said the seat's own count: the test would not read it"
