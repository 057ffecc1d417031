"""The hand-over back to the one who had the screen before a moment the whole table watched
said "EVERYONE HAS SEEN IT — Back to Beatrix" (a newcomer asked: seen what?) over "Everyone
else, please look away until Beatrix has chosen" (which contradicted it). In the auction game
too it now names the moment (the lot sold, the sealed bids revealed, the round scored) and
says why the others must look away again: that player's hand will show. The moment is said
as past, under a heading of what the player is handed the screen for now."""
from __future__ import annotations

import random

import pygame

from tests.ui_driver import Driver, auction_table, press_handover
from tests.test_hotseat import act, hot_match

from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay

def _hand_overs(seed: int, until) -> list:
    """A hot-seat auction game (Ada and Beatrix, a computer) played through the UI until
    `until(words)`: each hand-over's (seat, again, kicker, title, the moment before as past,
    line to the others)."""
    ui = Driver()
    match = hot_match(2, 1, seed)
    table = auction_table(ui, match, n=0)
    rng = random.Random(seed)
    words: list = []
    for _ in range(6000):
        if until(words) or match.is_over:
            return words
        top = ui.top
        if isinstance(top, ScoringOverlay):
            ui.key(pygame.K_SPACE)
            ui.key(pygame.K_SPACE)
        elif isinstance(top, HandoverScene):
            if top.seat is not None:    # (the band under sealed bids hands over to nobody)
                words.append((top.seat, top.again) + tuple(map(str, top.headings())))
            press_handover(ui)
        elif top is table and table.human_turn():
            act(ui, table, rng)
        else:
            ui.frame(0.05)
    raise AssertionError("the game did not go on")


def test_the_auction_s_hand_over_back_says_what_the_table_watched():
    """The hand-over back names what the table watched as past, under a heading that says
    what the player is handed the screen for now (tests/test_handover_heading.py)."""
    words = _hand_overs(4, lambda w: any(x[3].startswith("Round") for x in w))
    back = [x for x in words if x[1]]
    assert any(x[4].startswith("Before this: the previous lot went to ") for x in back), back
    # Round 3 is scored and round 4 begins with Ada, who made the round's last move.
    assert back[-1][2:5] == ("BACK TO ADA", "Round 4: Ada starts", "Round 3 was scored."), back
    name = {0: "Ada", 1: "Beatrix"}
    for seat, _, kicker, title, past, away in back:
        assert kicker == f"BACK TO {name[seat].upper()}" and past, back
        assert title.endswith((f", {name[seat]}", f": {name[seat]} starts",
                               f", {name[seat]}, so you bid first")) \
            or title.startswith(f"{name[seat]}: "), back
        assert away == f"{name[seat]}'s hand will show: everyone else, please look away."
    for seat, _, kicker, title, past, away in (x for x in words if not x[1]):
        assert kicker == "PASS THE SCREEN"
        assert name[seat] in title and not title.startswith("Pass to"), title
        assert away == f"Everyone else, please look away until {name[seat]} has chosen."


def test_a_hand_over_to_another_person_after_the_scoring_says_the_new_round_begins():
    """Round 1 was scored with Ada at the screen and round 2 begins with Beatrix: the hand-over
    to her read a bare "PASS THE SCREEN / Pass to Beatrix", no word of the new round (while
    one back to Ada said "ROUND 1 IS SCORED / Round 2: Ada starts"). It says it now, the
    scoring as past."""
    words = _hand_overs(2, lambda w: any(not x[1] and x[3].startswith("Round") for x in w))
    after = next(x for x in words if not x[1] and x[3].startswith("Round"))
    assert after == (1, False, "PASS THE SCREEN", "Round 2: Beatrix starts", "Round 1 was scored.",
                     "Everyone else, please look away until Beatrix has chosen.")
    ordinary = [x for x in words if not x[1] and x is not after]
    assert ordinary and all(x[2] == "PASS THE SCREEN" for x in ordinary)


def test_a_moment_the_table_has_moved_on_from_is_not_named_as_the_round_s_start():
    """After the scoring a computer moved first: the screen goes back to Ada with the round
    scored, but not "Round 2: Ada starts" (she does not): her decision now."""
    from game import Config, SeatConfig
    from scenes.session.match import Match
    from scenes.table.privacy import Moment
    ui = Driver()
    from dataclasses import replace
    seats = tuple(SeatConfig(n, "human") for n in ("Ada", "Bea", "Cem"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    public = replace(match.public_view(), round=1)
    fresh = HandoverScene(ui.ctx, public, 0, lambda seat: None, again=True,
                          seen=Moment("scored", 0))
    assert [str(w) for w in fresh.headings()[:3]] == ["BACK TO ADA", "Round 2: Ada starts",
                                                      "Round 1 was scored."]
    moved_on = HandoverScene(ui.ctx, public, 0, lambda seat: None, again=True,
                             seen=Moment("scored", 0, later=True))
    assert [str(w) for w in moved_on.headings()[:3]] == [
        "BACK TO ADA", "Ada: your turn to auction a painting", "Round 1 was scored."]
    plain = HandoverScene(ui.ctx, public, 0, lambda seat: None, again=True)
    assert str(plain.headings()[2]) == ""     # a caller naming nothing: no past line


def test_every_watched_moment_has_its_name():
    """The moments the hand-over names are exactly those that free the screen."""
    from scenes.table.privacy import _MOMENTS, WATCHED, moment_of
    assert {t for _kind, types in _MOMENTS for t in types} == set(WATCHED)
    assert moment_of((), 0) is None
