"""The card game's log lines as the table tells them, and the hand-over's lines of what happened
since a person last looked (scenes/table/news.py), each ranked by how much it touches that
person (game/card/log_news.py `rank`), so that a hand-over with no room for every line keeps
first what a card player wants first: it ranked all the card game's lines alike, and kept only
the latest, a computer's draw over the person's own points."""
from __future__ import annotations

from game.card import events as E
from game.card.log_news import rank
from game.i18n import _
from game.log_news import Told

from .card_unasked import told


def told_lines(narrate, events, config) -> list[tuple[object, str, object]]:
    """Each line of `events` as the table's log tells it, with the event it tells and its
    style ("round": a round's heading, before the round's first line; "score"; "play")."""
    lines: list[tuple[object, str, object]] = []
    events, said, at = told(events)     # a move the game made for a person: its words
    for i, e in enumerate(events):
        line = said if said and i == at else narrate(e, config)
        if isinstance(e, E.RoundStarted):
            lines.append((e, "round", _("Round {round}").format(round=e.round + 1)))
        if line:
            style = "score" if isinstance(e, (E.Scored, E.TokensPlaced, E.GameEnded)) \
                else "play"
            lines.append((e, style, line))
    return lines


def log_lines(narrate, events, config) -> list[tuple[str, object]]:
    """The log's lines for `events`, as the table tells them (a round's heading first)."""
    return [(style, line) for _e, style, line in told_lines(narrate, events, config)]


def news_lines(narrate, steps: list, start: int, config, seat: int | None) -> list[Told]:
    """The log's lines of `steps[start:]` without the rounds' headings and what an effect
    offered asks (the hand-over's heading asks it), each ranked by how much it touches `seat`,
    the person told (`Told`)."""
    return [Told(line, rank(e, seat)) for step in steps[start:]
            for e, style, line in told_lines(
                narrate, [e for e in step if not isinstance(e, E.EffectOffered)], config)
            if style != "round"]
