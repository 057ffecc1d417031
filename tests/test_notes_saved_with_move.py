"""What the table keeps of a game at a shared screen beside its moves (the match's notes) goes
with every save as the table stands at that moment, and comes back with a load:

- who left the screen when the whole table gathered for a moment (`News.left_by`): the next
  hand-over to them says "BACK TO ADA". After a load it said "PASS THE SCREEN", for only the
  running table knew it;
- the autosave was taken before the table had heard the move it saves (its listener ran
  first), so its notes were one move behind the table: after Continue, the first hand-over
  was headed as the table had stood a move before. It is taken after the listeners now
  (`Match.keepers`).

The moves are the engine's (seeded, random), the hand-overs pressed through with Enter, the
game continued through the title's Continue button."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_card_table import card_match
from tests.test_handover_heading_after_load import first_handover_after_load
from tests.test_hotseat import hot_match
from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import ARM_SECONDS, FAST

from game import AmountRange
from game.save import dumps, loads
from scenes.handover import HandoverScene


def _headed(top: HandoverScene) -> tuple[str, str, str]:
    """The hand-over's kicker ("PASS THE SCREEN", "BACK TO ADA"), title and "Before this"."""
    kicker, title, past, _away = top.headings()
    return str(kicker), str(title), str(past)


def _table(d: AppDriver, game: str, seed: int):
    """A game of two people and two computers at one screen, on the app's stack (autosaved)."""
    if game == "card":
        match, table, _over = card_match(d, 2, 2, seed)
        return match, table
    match = hot_match(2, 2, seed=seed, distinct=False)
    table = d.ctx.stack.make("table", match)
    d.ctx.stack.push(table)
    d.frame(0.0)
    return match, table


def _play_to(d: AppDriver, match, table, wanted, seed: int, on_handover=None):
    """Play the people's moves (random, seeded) and press Enter through the hand-overs until
    one whose scene `wanted` accepts; `on_handover(top)` is told of each one on the way."""
    rng = random.Random(seed)
    for _ in range(20000):
        top = d.top
        if isinstance(top, HandoverScene) and top.seat is not None:
            if on_handover is not None:
                on_handover(top)
            if wanted(top):
                return top
        if isinstance(top, HandoverScene) or top is not table \
                or getattr(table, "drew", None) is not None:
            d.frame(ARM_SECONDS + 0.05)     # (a round's scoring, a card drawn: OK)
            d.key(pygame.K_RETURN)
        elif table.human_turn():
            option = rng.choice(match.legal_for(table.shown.seat))
            if isinstance(option, AmountRange):
                option = option.make(rng.randint(option.lo, min(option.hi, option.lo + 8)))
            assert match.submit(option) is None
        assert not match.is_over, "the game ended first"
        d.frame(0.05)
    raise AssertionError("no such hand-over")


def _back_to_one_who_left(top: HandoverScene) -> bool:
    """A hand-over back to the one who had the screen when the table gathered (after a load
    the band held over the moment is a hand-over: the screen goes back to them alike)."""
    return top.again


def _first_after_load(d: AppDriver, table_name: str, saved: str, notes=None):
    """The headings of the first hand-over at the table of the game `saved`, loaded (its
    notes' news replaced by `notes` where given)."""
    return _headed(first_handover_after_load(d, table_name, saved, notes))


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_hand_over_back_to_the_one_who_left_the_screen_says_so_after_a_load(
        tmp_path, game):
    d = AppDriver(tmp_path, settings=FAST)
    match, table = _table(d, game, 7)
    top = _play_to(d, match, table, _back_to_one_who_left, 7)
    headed = _headed(top)
    name = match.config.seats[top.seat].name.upper()
    assert headed[0] == f"BACK TO {name}"
    saved = dumps(match.game_record())
    news = loads(saved)[0].meta["table"]["news"]
    assert top.seat in (news.get("left_by"), news.get("seated"))
    table_name = "card_table" if game == "card" else "table"
    later = AppDriver(tmp_path / "later", settings=FAST)
    assert _first_after_load(later, table_name, saved)[0] == headed[0]
    # An older save, whose notes say nothing of who had or left the screen, still loads: the
    # screen passes.
    older = {k: v for k, v in news.items() if k not in ("left_by", "seated")}
    assert _first_after_load(AppDriver(tmp_path / "older", settings=FAST), table_name, saved,
                             older)[0] == "PASS THE SCREEN"
    # Once that person sat down again, nobody has left: the notes say so.
    d.frame(ARM_SECONDS + 0.05)
    d.key(pygame.K_RETURN)
    assert "left_by" not in match.notes["news"]
    assert match.notes["news"]["seated"] == match.seated == top.seat


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_autosave_keeps_the_notes_of_the_table_as_it_stands(tmp_path, game):
    """At every hand-over on the way the autosave's notes are the table's; the game continued
    from the autosave (the title's Continue) opens on the same hand-over, headed alike."""
    d = AppDriver(tmp_path, settings=FAST)
    match, table = _table(d, game, 11)
    seen = []

    def same_notes(top) -> None:
        d.ctx.store.flush()
        kept = d.ctx.store.continue_game().game.record
        assert kept.actions == tuple(match.actions)
        assert kept.meta.get("table", {}) == match.notes
        seen.append(top)

    top = _play_to(d, match, table, lambda top: _back_to_one_who_left(top) and len(seen) > 3,
                   11, on_handover=same_notes)
    headed = _headed(top)
    later = AppDriver(tmp_path, settings=FAST)
    start_title(later)
    later.press("Continue")
    for _ in range(40):
        if isinstance(later.top, HandoverScene):
            break
        later.frame(0.05)
    assert isinstance(later.top, HandoverScene) and _headed(later.top) == headed
