"""The round's scoring shows each seat's final figures as soon as its line is paid: they counted
up for about two seconds, a player who scored 25 reading "+4, total 4" meanwhile."""
from __future__ import annotations

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver, record_texts

from game.card.engine import view as card_view
from scenes.session.settings import Settings


def test_every_seats_points_and_total_show_final_from_their_first_frame(monkeypatch):
    ui = Driver(settings=Settings(animation_speed="normal"))
    state = card_round(4, 1, seed=5)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    lines = overlay.summary.lines
    assert any(line.amount >= 5 for line in lines)
    drawn = record_texts(monkeypatch)
    finals = {(f"+{line.amount}", f"total {line.total}") for line in lines}
    seen = set()
    frames = 0
    while overlay.t < overlay.total_time:
        drawn.clear()
        ui.frame(1 / 30)
        frames += 1
        said = [str(s) for s, _r in drawn]
        for i, s in enumerate(said):
            if s.startswith("total "):
                # the seat's points are drawn just after its total (under it, as tall as
                # the total is drawn): both final at once
                assert (said[i + 1], s) in finals, (frames, said[i + 1], s)
                seen.add((said[i + 1], s))
    assert frames > 30 and seen == finals
