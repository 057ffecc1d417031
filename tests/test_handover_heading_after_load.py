"""After a load, the first hand-over is headed as without the save: its "Before this" line (the
lot sold before, "Before this: the previous lot went to Ada for 27.") and, after a round's
scoring, its title ("Round 2: Beatrix starts"). The table kept the moment it last watched
only while it ran, so the first hand-over after a load had no such line and named the turn
alone. The moment is the latest step that showed one (the record's steps, replayed), let go
where the match's notes say another person sat down; an older save, whose notes say nothing
of it, heads the hand-over with its latest moment."""
from __future__ import annotations

import random

import pygame

from tests.test_card_table import card_match
from tests.test_hotseat import hot_match
from tests.ui_driver import ARM_SECONDS, Driver

from game import AmountRange
from game.save import dumps, loads
from scenes.handover import HandoverScene
from scenes.session.match import Match


def _headed(top: HandoverScene) -> tuple[str, str]:
    """The hand-over's title and its "Before this" line."""
    _kicker, title, past, _away = top.headings()
    return str(title), str(past)


def _first_headed(ui: Driver, match, table, wanted) -> tuple[str, tuple[str, str]]:
    """Play the people's moves (random, seeded) and press through the hand-overs until one
    whose headings `wanted` accepts: the save of that moment and those headings."""
    rng = random.Random(5)
    for _ in range(8000):
        top = ui.top
        if isinstance(top, HandoverScene):
            if top.seat is not None and wanted(_headed(top)):
                return dumps(match.game_record()), _headed(top)
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            option = rng.choice(match.legal_for(table.shown.seat))
            if isinstance(option, AmountRange):
                option = option.make(rng.randint(option.lo, min(option.hi, option.lo + 8)))
            assert match.submit(option) is None
        ui.frame(0.05)
    raise AssertionError("no such hand-over")


def first_handover_after_load(ui, scene: str, saved: str, notes=None) -> HandoverScene:
    """The first hand-over at the table `scene` of the game `saved`, loaded on `ui`'s stack
    (a `Driver` or the app's), its notes' news replaced by `notes` where given."""
    record, state = loads(saved)
    if notes is not None:
        record.meta["table"]["news"] = notes
    match = Match.resume(record, state, thinking_seconds=0.0, rng=random.Random(5))
    ui.ctx.stack.push(ui.ctx.stack.make(scene, match))
    for _ in range(40):
        if isinstance(ui.top, HandoverScene):
            return ui.top
        ui.frame(0.05)
    raise AssertionError("no hand-over after the load")


def _loaded_headed(saved: str, scene: str, notes=None) -> tuple[str, str]:
    """The headings of the first hand-over at the table of the game `saved`, loaded (its
    notes' news replaced by `notes` where given)."""
    return _headed(first_handover_after_load(Driver((1280, 720)), scene, saved, notes))


def test_the_auction_s_first_hand_over_after_a_load_says_the_lot_sold_before():
    ui = Driver((1280, 720))
    match = hot_match(2, 2, seed=7, distinct=False)
    table = ui.ctx.stack.make("table", match)
    ui.ctx.stack.push(table)
    saved, headed = _first_headed(ui, match, table,
                                  lambda h: h[1].startswith("Before this: the previous lot"))
    assert _loaded_headed(saved, "table") == headed
    # An older save (its notes keep how far each person had seen, not where the moment was
    # let go) loads, the latest moment heading its hand-over; a note that cannot be read too.
    seen = loads(saved)[0].meta["table"]["news"]["seen"]
    assert _loaded_headed(saved, "table", {"seen": seen}) == headed
    assert _loaded_headed(saved, "table", {"seen": seen, "let_go": "??"}) == headed
    # The person who sat down after it took the moment with them: a later hand-over says
    # nothing of it, after a load too.
    saved, headed = _first_headed(ui, match, table, lambda h: h[1] == "")
    assert _loaded_headed(saved, "table") == headed


def test_the_card_game_s_first_hand_over_after_a_load_names_the_round_it_starts():
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, 2, 1, 3)
    saved, headed = _first_headed(ui, match, table, lambda h: h[1] == "Round 1 was scored.")
    assert headed[0] == "Round 2: Beatrix starts"
    assert _loaded_headed(saved, "card_table") == headed
