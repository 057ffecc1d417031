"""The stand's head over the card that ended a round: a play-tester (2-player variant) saw a
sealed lot sold, then a dummy deck turn up the fifth Krypto and end round 3; the banner "The
fifth Krypto! Round 3 is over" showed beside the turned-up Krypto under the sold lot's head,
"Sealed bid · auctioneer: you". The head now says where the card came from (a dummy deck, the
3-player dummy hand) or that playing it ends the round, and that it is the fifth."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game.cards import artist_name
from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.timeline import RoundOver

NAMES = ("Ada", "Beatrix", "Clemens")


def _round_over(variant: str, played: bool, monkeypatch):
    """Computers play (`variant`) until a round ends by a fifth card played (`played`) or
    turned up from a dummy deck or hand; the table as that banner shows, and the texts it
    drew."""
    names = NAMES[:2] if variant == TWO_PLAYER else NAMES
    ui = Driver(settings=Settings(animation_speed="fast", computer_pace="instant"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names), variant=variant)
    for seed in range(1, 40):
        table = TableScene(ui.ctx, Match(config, seed, thinking_seconds=0.0, spectator_seat=0))
        ui.ctx.stack.push(table)
        drawn = record_texts(monkeypatch)
        for _ in range(6000):
            ui.frame(0.05)
            beats = table.timeline.beats
            first = beats[0] if beats else None
            if isinstance(first, RoundOver) and first.started:
                if first.card is not None and (first.seat is not None) == played:
                    drawn.clear()
                    ui.frame(0.0)
                    return table, first, [str(s) for s, _r in drawn]
                while table.timeline.beats and table.timeline.beats[0] is first:
                    ui.frame(0.05)
            if table.match.is_over:
                break
        ui.ctx.stack.pop()
    raise AssertionError("no such round end")


@pytest.mark.parametrize("variant, title", [
    (TWO_PLAYER, "Turned up from a dummy deck"),
    (THREE_WITH_DUMMY, "Turned up from the dummy hand")])
def test_a_dummy_card_that_ends_the_round_is_headed_as_turned_up(monkeypatch, variant, title):
    table, over, texts = _round_over(variant, False, monkeypatch)
    info = table.lot_info
    artist = artist_name(over.card.artist, table.shown.config.theme)
    assert info.cards == (over.card,) and info.head == "ended"
    assert title in texts and f"the fifth {artist} this round" in texts
    assert not any(t.startswith("auctioneer:") for t in texts), texts
    assert not any(t in texts for t in ("Sealed bid", "Open auction", "Once around",
                                        "Fixed price", "Double auction"))


def test_a_played_fifth_card_is_headed_as_ending_the_round(monkeypatch):
    table, over, texts = _round_over(STANDARD, True, monkeypatch)
    artist = artist_name(over.card.artist, table.shown.config.theme)
    assert table.lot_info.head == "ended"
    assert ("Ends the round" in texts or "Ends the round and the game" in texts), texts
    assert f"the fifth {artist} this round" in texts
    assert not any(t.startswith("auctioneer:") for t in texts), texts
