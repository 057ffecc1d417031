"""Presses per open-auction lot and per whole game at one screen: seeded games played through
the real scene stack (headless), each person's decisions made in their place by a computer level
from that person's own view, counting every press a person makes while an open auction is on
offer: a hand-over's, a band's, a decision's (a typed amount and its Enter count as one); and
every press of the whole game beside them, by kind: the hand-overs naming a person (a move made
on one among them), the bands naming nobody (under sealed bids turned over with a computer
next), the round's scoring windows and the decisions.

The table (`--variant`): standard, two people and two computers; dummy, three people with the
dummy hand (RULES.md §7), its card turned up by the lot's buyer.

A person makes each move one of three ways, and the same seed plays the same game the first two
ways:
  screen     shows their screen ("I am Bea: show my screen"), then decides at the table (the
             only way before the hand-over offered moves of its own);
  handover   makes the move right on the hand-over when it offers it: an open or once-around
             lap's Pass (scenes/table/lap_choices.py), the dummy hand's "Reveal it" and "Keep
             it hidden", a fixed price's Pass (scenes/table/handover_choices.py);
  out        as handover, but steps out of an open lot when not raising: the game passes for
             them on the lot's later laps (a different game: they never bid on it again).

The tool reads only the hand-over's row of moves, so it measures an earlier version of the game
as well (before a hand-over offered a move, the screen way is the only one it takes there).

    PYTHONPATH=. python tools/hot_seat_presses.py [--seeds 1 2 3 4 5] [--level easy]
                                                  [--variant standard|dummy] [--ways handover]
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import Config, Pass, SeatConfig  # noqa: E402
from game.ai import decision_move, decision_rng  # noqa: E402
from game.cards import OPEN  # noqa: E402
from game.config import STANDARD, THREE_WITH_DUMMY  # noqa: E402
from game.events import AuctionStarted  # noqa: E402
from game.state import OPEN_BIDDING  # noqa: E402
from scenes.gameover import GameOverScene  # noqa: E402
from scenes.handover import ARM_SECONDS, HandoverScene  # noqa: E402
from scenes.scoring import ScoringOverlay  # noqa: E402
from scenes.session.levels import make_bot  # noqa: E402
from scenes.session.match import Match  # noqa: E402
from scenes.table import TableScene  # noqa: E402
from tests.ui_driver import Driver, decide, drawn_card_seen  # noqa: E402


#: The ways a person takes a lap (the module's words).
WAYS = ("screen", "handover", "out")
#: What a game counts: over its open lots, then over the whole game (`game_`, by kind).
COUNTS = ("lots", "presses", "handovers", "passes_there", "game_handovers", "game_bands",
          "game_scorings", "game_decisions", "moves_there")
#: The tables measured: the seats (name, human?) and the variant.
TABLES = {
    "standard": (STANDARD, (("Ada", True), ("Bea", True), ("Cy", False), ("Dee", False))),
    "dummy": (THREE_WITH_DUMMY, (("Ada", True), ("Bea", True), ("Cy", True))),
}


class Person:
    """The decisions of one person at the screen, made by a computer level from their view,
    each worked out once (asked on the hand-over and again at the table, the same answer)."""

    def __init__(self, level: str) -> None:
        self.bot = make_bot(level)
        self.made: dict = {}

    def choose(self, match, seat: int):
        """The seat's decision now."""
        key = (len(match.actions), seat)
        if key not in self.made:
            move = decision_move(match.rules, match.state, len(match.actions))
            self.made[key] = self.bot.choose(match.view(seat), match.legal_for(seat),
                                             decision_rng(match.bot_seed, move, seat))
        return self.made[key]


def offered(offers, move, way: str):
    """The hand-over's button for the person's `move`, if its row offers it and the person
    takes it there (`way`); None: they show their screen."""
    if way == "screen" or offers is None:
        return None
    out = getattr(offers, "out_button", None)
    if way == "out" and isinstance(move, Pass) and out is not None:
        return out
    find = getattr(offers, "button_for", None)
    if find is not None:
        return find(move)
    return offers.pass_button if isinstance(move, Pass) else None     # (a row before button_for)


def play(seed: int, level: str, way: str, variant: str = "standard",
         frames: int = 60000) -> dict:
    """One game of `seed` at the `variant`'s table, the people making their moves the `way`
    given; its counts."""
    ui = Driver((1280, 720))
    kind, table_seats = TABLES[variant]
    seats = tuple(SeatConfig(name, "human") if human else SeatConfig(name, "bot", level)
                  for name, human in table_seats)
    match = Match(Config(seats=seats, first_auctioneer=0, variant=kind), seed,
                  thinking_seconds=0.0)
    people = {seat: Person(level) for seat, (_n, human) in enumerate(table_seats) if human}
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    counts = dict.fromkeys(COUNTS, 0)
    match.listeners.append(lambda m, a, events: counts.__setitem__("lots", counts["lots"] + sum(
        isinstance(e, AuctionStarted) and e.method == OPEN for e in events)))
    for _ in range(frames):
        top = ui.top
        if isinstance(top, GameOverScene) or match.is_over and top is table and not table.busy:
            return counts
        open_lap = match.phase == OPEN_BIDDING
        if isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            counts["presses"] += open_lap
            counts["handovers"] += open_lap and top.seat is not None
            counts["game_handovers" if top.seat is not None else "game_bands"] += 1
            move = people[top.seat].choose(match, top.seat) if top.seat is not None else None
            button = offered(getattr(top, "offers", None), move, way)
            if button is not None:
                counts["passes_there"] += open_lap
                counts["moves_there"] += 1
                ui.key(button.hotkey)
            else:
                ui.key(pygame.K_RETURN)
        elif isinstance(top, ScoringOverlay):
            ui.frame(top.total_time + 0.1)
            if ui.top is top:       # (else its band came under it: the band's press is next)
                counts["game_scorings"] += 1
                ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            seat = table.shown.seat
            counts["presses"] += open_lap
            counts["game_decisions"] += 1
            decide(ui, table, people[seat].choose(match, seat), keys=True)
        elif not drawn_card_seen(ui, table):
            ui.frame(0.05)
    raise RuntimeError(f"seed {seed}: the game did not finish")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--level", default="easy")
    parser.add_argument("--variant", choices=sorted(TABLES), default="standard",
                        help="standard: 2 people and 2 computers; dummy: 3 people, dummy hand")
    parser.add_argument("--ways", choices=WAYS, nargs="+", default=list(WAYS))
    args = parser.parse_args(argv)
    totals = {way: dict.fromkeys(COUNTS, 0) for way in args.ways}
    print(f"{args.variant} table, computers and people's choices at level {args.level}")
    for seed in args.seeds:
        row = []
        for way in args.ways:
            counts = play(seed, args.level, way, args.variant)
            for k, v in counts.items():
                totals[way][k] += v
            whole = sum(counts[k] for k in COUNTS if k.startswith("game_"))
            row.append(f"{way}: {whole} presses in the game ({counts['moves_there']} moves on "
                       f"the hand-over), {counts['presses']} over {counts['lots']} open lots")
        print(f"seed {seed}: " + "; ".join(row))
    for way, t in totals.items():
        print(f"{way:9s} {t['presses'] / max(1, t['lots']):.2f} presses per open lot "
              f"({t['presses']} over {t['lots']} lots, {t['handovers']} hand-overs, "
              f"{t['passes_there']} moves made on the hand-over)")
    for way, t in totals.items():
        whole = sum(t[k] for k in COUNTS if k.startswith("game_"))
        print(f"{way:9s} {whole / len(args.seeds):.1f} presses per whole game: "
              f"{t['game_handovers']} hand-overs, {t['game_bands']} bands naming nobody, "
              f"{t['game_scorings']} scoring windows, {t['game_decisions']} decisions "
              f"over {len(args.seeds)} games ({t['moves_there']} moves on the hand-over)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
