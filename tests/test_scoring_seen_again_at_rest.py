"""A round's scoring seen again from the results shows finished at once: opened from a round
under the game-over chart it ran its animation again (the bars growing, the tokens sliding in,
"…" for every worth, the seats paid one after another), though the player had watched it at the
table. The first showing, at the table, keeps its animation."""
from __future__ import annotations

import pygame
import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import Driver, record_texts

from scenes import ui as ui_mod
from scenes.gameover import GameOverScene
from scenes.round_summary import past_scorings
from scenes.scoring import ScoringOverlay
from scenes.session.settings import Settings
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene

#: Animations as a player has them.
SHOWN = Settings(animation_speed="normal", computer_pace="instant")


def _results(game: str, size):
    ui = Driver(size, settings=SHOWN)
    record = card_playout(4, seed=5) if game == "card" else auction_record(4, 3)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    over = ui.ctx.stack.open("gameover", FinishedGame(record))
    ui.frame(ui_mod.ARM_SECONDS + 0.05)
    assert isinstance(ui.top, GameOverScene)
    return ui, over, record


def _finished(texts, overlay: ScoringOverlay) -> bool:
    """Whether the overlay drew every worth and every seat's amount (none while counting)."""
    said = [str(s) for s, _r in texts]
    worths = [str(v) for v in overlay.summary.values]
    amounts = [f"+{line.amount}" for line in overlay.summary.lines]
    return "…" not in said and all(w in said for w in worths) and \
        all(a in said for a in amounts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["card", "auction"])
def test_a_round_seen_again_shows_finished_at_once(game, size, monkeypatch):
    ui, over, _record = _results(game, size)
    for i, pill in enumerate(over.rounds):
        ui.click(pill.rect.center)
        overlay = ui.top
        assert isinstance(overlay, ScoringOverlay) and overlay.review and overlay.round == i
        texts = record_texts(monkeypatch)
        ui.frame(1 / 60)
        assert overlay.at_rest and _finished(texts, overlay), [str(s) for s, _r in texts]
        monkeypatch.undo()
        ui.key(pygame.K_RETURN)             # "Back to the results", at once
        assert ui.top is over


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_first_showing_still_counts_up(game, monkeypatch):
    """The same round opened as the table opens it (not seen again): the counting plays."""
    ui, over, record = _results(game, (1280, 720))
    events, view = past_scorings(record, 0)[1]
    overlay = ui.ctx.stack.open("scoring", 1, events, view)
    texts = record_texts(monkeypatch)
    ui.frame(1 / 60)
    assert not overlay.at_rest and not _finished(texts, overlay)
    ui.frame(overlay.total_time)
    assert overlay.at_rest
