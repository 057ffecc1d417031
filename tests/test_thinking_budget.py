"""The app's thinking budget for the levels that search (`game.ai.thinking`): with a deadline
the search stops once it passes and still plays a legal move (Normal's when it stopped too
soon to overrule it); without one it is the counted search, today's moves for a seed. Every
clock here is a fake one read by the search: nothing sleeps, no wall-clock time is asserted."""
from __future__ import annotations

import random

import pytest

from game import Config, SeatConfig
from game.ai.card.hard import CUT_DEALS, MIN_DEALS, HardBot as CardHard
from game.ai.card.levels import NormalBot as CardNormal
from game.ai.hard import MIN_WORLDS, HardBot
from game.ai.levels import NormalBot
from game.ai.thinking import THINKING_BUDGET, Deadline, passed
from game.card.actions import PlayCard, PlayFaceDown
from game.card.config import default_config
from game.card.engine import apply as card_apply, legal_actions as card_legal
from game.card.engine import new_game as card_game, view as card_view
from game.engine import apply, legal_actions, new_game, view
from game.state import GAME_OVER, PLAY, SEALED_BIDDING
from scenes.session.match import Match
from scenes.session.together import decide_all


class TickClock:
    """A fake clock: every reading is `step` seconds after the one before."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.readings = 0.0, step, 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


def frozen() -> float:
    """A clock that never moves: a deadline by it never passes."""
    return 0.0


def test_a_deadline_passes_by_its_clock_and_none_never_does():
    clock = TickClock(0.5)
    deadline = Deadline(1.0, clock)             # made at 0.5: passes at 1.5
    assert [deadline.passed() for _ in range(3)] == [False, True, True]
    assert not passed(None) and not passed(Deadline(1.0, frozen))
    assert THINKING_BUDGET == 1.5


# --- the card game ------------------------------------------------------------------------

def card_positions(seed: int, wanted: set[int]) -> dict:
    """Views and legal moves at the numbered decisions (with more than one legal move) of a
    game the Normal level plays."""
    rng, state, found, i = random.Random(seed), card_game(default_config(4), seed), {}, 0
    normal = CardNormal()
    while not state.is_over and len(found) < len(wanted):
        seat = state.to_act[0]
        legal, seen = card_legal(state, seat), card_view(state, seat)
        if len(legal) > 1:
            i += 1
            if i in wanted:
                found[i] = (seen, legal)
        state = card_apply(state, normal.choose(seen, legal, rng))
    return found


def counting_deals(bot: CardHard) -> list:
    """The deals `bot`'s search makes, noted as it makes them."""
    dealt: list = []
    deal = bot.deal
    bot.deal = lambda view_, rng: dealt.append(1) or deal(view_, rng)   # type: ignore
    return dealt


#: Seed 3's 26th and 48th decisions, where Hard's search overrules Normal, and its 16th and
#: 24th, where it does not: the moves today's Hard makes there (recorded with its budget of
#: 2,700 simulated moves and 10 deals at least; with 3,600 and 14 it overruled Normal at the
#: 16th, playing card 34).
CARD_MOVES = {16: (PlayCard, 0, 17), 24: (PlayCard, 1, 37), 26: (PlayCard, 2, 42),
              48: (PlayFaceDown, 1, 67)}


def test_card_hard_without_a_deadline_makes_todays_moves():
    positions = card_positions(3, set(CARD_MOVES))
    for i, (kind, seat, card) in CARD_MOVES.items():
        seen, legal = positions[i]
        move = CardHard().choose(seen, legal, random.Random(i))
        assert (type(move), move.seat, move.card.id) == (kind, seat, card)
        # a deadline that never passes changes nothing
        assert CardHard().choose(seen, legal, random.Random(i), Deadline(1.5, frozen)) == move
    normal = CardNormal().choose(*positions[26], random.Random(26))
    assert normal.card.id != 42                 # the search did overrule Normal there


def searched(bot: CardHard) -> list:
    """Each search `bot` makes: the scores per candidate it returned, noted as it returns."""
    found: list = []
    search = bot.search

    def noting(*args, **kwargs):
        scores, alive = search(*args, **kwargs)
        found.append([len(scores[k]) for k in alive])
        return scores, alive
    bot.search = noting                                                 # type: ignore
    return found


def hurried_by(passing_at: int) -> tuple[CardHard, list, list, TickClock]:
    """Hard, its deals and searches noted, and a clock by which a deadline of the app's budget,
    made at the clock's first reading, passes at reading `passing_at`."""
    bot, clock = CardHard(), TickClock(THINKING_BUDGET / (passing_at - 1.5))
    return bot, counting_deals(bot), searched(bot), clock


def test_card_hard_stops_once_the_deadline_passes_and_plays_a_legal_move():
    seen, legal = card_positions(3, {26})[26]
    whole = CardHard()
    everything = counting_deals(whole)
    unhurried = whole.choose(seen, legal, random.Random(26))
    assert len(everything) >= MIN_DEALS and len(whole.options(seen, legal)) == 4
    normal = CardNormal().choose(seen, legal, random.Random(26))
    assert normal != unhurried
    # Four candidates: deal d reads the clock before each, at readings 4d-2 .. 4d+1 (the
    # deadline's making is the first). Passing at the 30th, the check before the 8th deal:
    # 7 whole deals (from CUT_DEALS on they may overrule Normal), then it stops.
    hurried, dealt, searches, clock = hurried_by(30)
    move = hurried.choose(seen, legal, random.Random(26), Deadline(THINKING_BUDGET, clock))
    assert len(dealt) == 7 < len(everything) and clock.readings == 30
    assert searches == [[7, 7, 7, 7]] and move in legal
    # Passing at the 31st, before the 8th deal's second candidate: that deal is dropped and
    # every candidate keeps the same 7, one reading later (the search stops within a deal).
    hurried, dealt, searches, clock = hurried_by(31)
    move = hurried.choose(seen, legal, random.Random(26), Deadline(THINKING_BUDGET, clock))
    assert len(dealt) == 8 and clock.readings == 31 and searches == [[7, 7, 7, 7]]
    assert move in legal
    # Passing within the 6th deal: 6 dealt, 5 whole, too few to overrule Normal: Normal's move.
    rushed, dealt, searches, clock = hurried_by(23)
    move = rushed.choose(seen, legal, random.Random(26), Deadline(THINKING_BUDGET, clock))
    assert len(dealt) == 6 == CUT_DEALS and searches == [[5, 5, 5, 5]]
    assert move == normal
    # a deadline already passed: no deal at all, still Normal's move
    late = CardHard()
    dealt = counting_deals(late)
    assert late.choose(seen, legal, random.Random(26), Deadline(0.0, frozen)) in legal
    assert dealt == []


# --- the auction game ----------------------------------------------------------------------

def auction_positions(seed: int, wanted: set[int]) -> dict:
    """Views and legal moves at the numbered card plays of a 4-player game Normal plays."""
    seats = tuple(SeatConfig(f"S{i}", "bot", "normal") for i in range(4))
    state, bots = new_game(Config(seats=seats), seed), [NormalBot() for _ in range(4)]
    rng, found, i = random.Random(seed), {}, 0
    while state.phase != GAME_OVER and len(found) < len(wanted):
        seat = state.to_act[0]
        legal, seen = legal_actions(state, seat), view(state, seat)
        if state.phase == PLAY:
            i += 1
            if i in wanted:
                found[i] = (seen, legal)
        state = apply(state, bots[seat].choose(seen, legal, rng))
    return found


def counting_worlds(bot: HardBot) -> list:
    worlds: list = []
    world = bot.world
    bot.world = lambda *args: worlds.append(1) or world(*args)   # type: ignore
    return worlds


#: Seed 3's 9th and 12th card plays, where Hard's search overrules its rules: today's cards
#: (recorded at main's c3998a6f).
AUCTION_MOVES = {9: 22, 12: 41}


def test_auction_hard_without_a_deadline_makes_todays_moves():
    positions = auction_positions(3, set(AUCTION_MOVES))
    for i, card in AUCTION_MOVES.items():
        seen, legal = positions[i]
        move = HardBot().choose(seen, legal, random.Random(i))
        assert move.card.id == card
        assert HardBot().choose(seen, legal, random.Random(i), Deadline(1.5, frozen)) == move
        assert HardBot(kinds=frozenset()).choose(seen, legal, random.Random(i)) != move


@pytest.mark.parametrize("step,worlds,searched", [(0.125, 11, True), (0.25, 5, False)])
def test_auction_hard_stops_once_the_deadline_passes_and_plays_a_legal_move(step, worlds,
                                                                            searched):
    """1/8 s a reading: 11 worlds, decided on them; 1/4 s: 5, fewer than MIN_WORLDS, so Hard's
    own rules decide (its move without the search)."""
    seen, legal = auction_positions(3, {9})[9]
    bot, clock = HardBot(), TickClock(step)
    played = counting_worlds(bot)
    deadline = Deadline(THINKING_BUDGET, clock)
    move = bot.choose(seen, legal, random.Random(9), deadline)
    assert len(played) == worlds and move in legal
    assert (worlds >= MIN_WORLDS) is searched
    rules = HardBot(kinds=frozenset()).choose(seen, legal, random.Random(9))
    assert (move == rules) is not searched
    assert deadline.passed()


# --- the app: the match gives the budget, shared by seats choosing together ------------------

class Spy:
    """A computer seat that notes (in the match's shared `log`) the seconds its deadline gave
    it, and spends 0.25 s of the fake clock `now` deciding."""

    def __init__(self, now: list, log: list, searches: bool = True) -> None:
        self.now, self.log, self.searches = now, log, searches
        self.normal = NormalBot()

    def choose(self, seen, legal, rng, deadline=None):
        self.log.append(None if deadline is None else deadline.left())
        self.now[0] += 0.25
        return self.normal.choose(seen, legal, rng)


def sealed_match(threaded: bool) -> tuple[Match, list, list]:
    """A 4-computer match at its first sealed auction, every seat a `Spy`, the fake clock at
    0 and the log empty."""
    seats = tuple(SeatConfig(f"S{i}", "bot", "normal") for i in range(4))
    now, log = [0.0], []
    match = Match(Config(seats=seats), 8, thinking_seconds=0.0, threaded=threaded,
                  bots={i: Spy(now, log) for i in range(4)})
    match.threaded = False      # decided in this thread here; the budget stays the app's
    match.clock = lambda: now[0]
    while match.phase != SEALED_BIDDING:
        assert match.update(1.0)
    now[0] = 0.0
    log.clear()
    return match, now, log


def test_the_app_gives_computer_seats_the_budget_and_tests_and_tools_do_not():
    assert sealed_match(threaded=True)[0].thinking_budget == THINKING_BUDGET
    quiet, _, log = sealed_match(threaded=False)
    assert quiet.thinking_budget is None
    assert len(decide_all(quiet, quiet.state, len(quiet.actions))) == 4
    assert log == [None] * 4


def test_seats_sealing_bids_together_share_one_budget_fairly():
    match, now, log = sealed_match(threaded=True)
    assert len(decide_all(match, match.state, len(match.actions))) == 4
    # 1.5 s for the four: each a fair share of what is left, 0.25 s spent by each one
    assert log == [pytest.approx(1.5 / 4), pytest.approx(1.25 / 3), pytest.approx(1.0 / 2),
                   pytest.approx(0.75)]
    assert now[0] == 1.0
    # a bot that does not search is given no deadline; the others still share the budget
    match, now, log = sealed_match(threaded=True)
    for bot in match.bots.values():
        bot.searches = False
    decide_all(match, match.state, len(match.actions))
    assert log == [None] * 4
