"""Presses per round of the card game: seeded games played through the real scene stack
(headless), each person's decisions made in their place by a computer level from that person's
own view, counting every press a person makes, by what it was for:

  handover   a hand-over's press that names a person ("I am Bea: show my screen"), full
             screen or a band under a moment the table watched;
  band       a band's press that names nobody ("Continue": the table goes on);
  scoring    a round's scoring window closed (its band's press counted there, not here);
  drawn      a card drawn from the deck seen ("OK");
  decision   a decision with a choice (a card clicked, a button pressed);
  only       a decision whose only legal move was pressed (decline with no second card,
             Done with nothing to add, one's last card played or chosen): the presses that
             give nothing (at a shared screen some are kept: made at once they would tell
             the others what a hand lacks);

and the moves the game made for a person without asking (`Match.auto_moves`).

The tables: hot-seat (two people at one screen, computers in the other seats) and solo (one
person and computers), at five, four, three or two seats (`TABLES`).

    PYTHONPATH=. python tools/card_presses.py [--seeds 1 2 3 4 5] [--level easy]
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ai import decision_move, decision_rng  # noqa: E402
from game.card.config import Config, SeatConfig  # noqa: E402
from game.card.rules import RULES  # noqa: E402
from scenes.gameover import GameOverScene  # noqa: E402
from scenes.handover import ARM_SECONDS, HandoverScene  # noqa: E402
from scenes.scoring import ScoringOverlay  # noqa: E402
from scenes.table.card_controls import CARD_DECISIONS  # noqa: E402
from tests.ui_driver import Driver, card_table_at, click_card  # noqa: E402

KINDS = ("handover", "band", "scoring", "drawn", "decision", "only")
#: The tables played: (name, seats, how many of them are people, the first seats).
TABLES = (("hot-seat 5", 5, 2), ("hot-seat 4", 4, 2), ("hot-seat 3", 3, 2), ("solo 5", 5, 1),
          ("solo 4", 4, 1), ("solo 2", 2, 1))


def _press_button(ui: Driver, table, action) -> None:
    """Click the decision panel's button that makes `action`."""
    for button in table.buttons:
        if button.on_click.__defaults__ == (action,):
            ui.click(button.rect.center)
            return
    raise RuntimeError(f"no button for {action!r}")


def play(seed: int, level: str, players: int, people: int, frames: int = 60000) -> Counter:
    """One game of `seed` with `people` people and computers in the other seats of
    `players`; its presses by kind, and its rounds ("rounds")."""
    ui = Driver((1280, 720))
    names = ("Ada", "Bea", "Cem", "Dia", "Eli")[:players]
    seats = tuple(SeatConfig(n) if i < people else SeatConfig(n, "bot", level)
                  for i, n in enumerate(names))
    match, table = card_table_at(ui, Config(seats=seats, first_player=0), seed=seed)
    bot = RULES.make_bot(level)
    counts: Counter = Counter()
    for _ in range(frames):
        top = ui.top
        if isinstance(top, GameOverScene) or match.is_over and top is table and not table.busy:
            counts["rounds"] = len(match.state.results)
            counts["unasked"] = getattr(match, "auto_moves", 0)
            return counts
        if isinstance(top, HandoverScene):
            counts["handover" if top.seat is not None else "band"] += 1
            if top.seat is None:
                counts["band " + (table.beat.kind if table.beat else "-")] += 1
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif isinstance(top, ScoringOverlay):
            ui.frame(top.total_time + 0.1)
            if isinstance(ui.top, ScoringOverlay):
                counts["scoring"] += 1
                ui.key(pygame.K_RETURN)
        elif top is table and table.drew is not None and table.drew.confirm:
            counts["drawn"] += 1
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            seat = table.shown.seat
            legal = match.legal_for(seat)
            move = decision_move(match.rules, match.state, len(match.actions))
            action = bot.choose(match.view(seat), legal,
                                decision_rng(match.bot_seed, move, seat))
            counts["only" if len(legal) == 1 else "decision"] += 1
            if len(legal) == 1:
                counts["only " + type(action).__name__] += 1
            before = len(match.actions)
            if isinstance(action, CARD_DECISIONS):
                click_card(ui, table, action.card)
            else:
                _press_button(ui, table, action)
            if len(match.actions) == before and table.ask.pending is not None:
                ui.key(pygame.K_RETURN)         # the confirm-moves question, if asked
            if len(match.actions) == before:
                raise RuntimeError(f"seed {seed}: {action} did nothing: {table.error}")
        else:
            ui.frame(0.05)
    raise RuntimeError(f"seed {seed}: the game did not finish")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--level", default="easy")
    args = parser.parse_args(argv)
    for name, players, people in TABLES:
        total: Counter = Counter()
        for seed in args.seeds:
            counts = play(seed, args.level, players, people)
            total.update(counts)
            print(f"{name} seed {seed}: " + ", ".join(f"{k} {counts[k]}" for k in KINDS)
                  + f" over {counts['rounds']} rounds")
        rounds = max(1, total["rounds"])
        presses = sum(total[k] for k in KINDS)
        print(f"{name}: {presses / rounds:.2f} presses per round ({presses} over {rounds}): "
              + ", ".join(f"{k} {total[k] / rounds:.2f}" for k in KINDS)
              + f"; {total['unasked']} moves made unasked")
        for kind in ("only", "band"):
            which = sorted(k for k in total if k.startswith(kind + " "))
            print(f"{name}: {kind} presses: "
                  + (", ".join(f"{k[len(kind) + 1:]} {total[k]}" for k in which) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
