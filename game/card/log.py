"""The card game's events in plain words: one line per event, for the log panel and replays."""
from __future__ import annotations

from typing import Callable

from . import events as E
from .cards import EFFECT_NAMES, EVERYONE_PLAYS, Card, artist_name
from .config import Config


class _Words:
    """Names, cards and artists as a player reads them in one game's theme."""

    def __init__(self, config: Config) -> None:
        self.name = config.name
        self.theme = config.theme

    def card(self, c: Card) -> str:
        return c.label(self.theme)

    def artist(self, a: int) -> str:
        return artist_name(a, self.theme)


def _round_started(e: E.RoundStarted, w: _Words) -> str:
    dealt = f"{e.dealt} cards dealt to each player; " if e.dealt else ""
    who = "nobody holds a card" if e.starts is None else f"{w.name(e.starts)} starts"
    return f"— Round {e.round + 1}: {dealt}influence card {w.card(e.influence)}; {who} —"


def _effect_offered(e: E.EffectOffered, w: _Words) -> str:
    if e.effect == EVERYONE_PLAYS:
        return "Everyone plays: each player holding a card chooses one in secret."
    return f"{w.name(e.seat)} may use the effect: {EFFECT_NAMES[e.effect]}."


def _everyone_played(e: E.EveryonePlayed, w: _Words) -> str:
    shown = ", ".join(f"{w.name(i)} {w.card(c)}" for i, c in enumerate(e.cards) if c is not None)
    return f"Revealed together: {shown}."


def _round_ended(e: E.RoundEnded, w: _Words) -> str:
    why = (f"{w.artist(e.card.artist)} reaches the limit" if e.reason == "threshold"
           else "no player holds a card")
    last = "" if e.seat is None else f" ({w.name(e.seat)} played the last card)"
    return f"Round {e.round + 1} ends: {why}{last}."


def _face_down_revealed(e: E.FaceDownRevealed, w: _Words) -> str:
    shown = "; ".join(f"{w.name(i)} {', '.join(w.card(c) for c in cards)}"
                      for i, cards in enumerate(e.cards) if cards)
    return f"Face-down cards turned up: {shown}."


def _tokens_placed(e: E.TokensPlaced, w: _Words) -> str:
    return "Leading artists: " + ", ".join(
        f"{w.artist(a)} +{tok} (worth {e.values[a]} a card)" for a, tok in e.tokens) + "."


def _adding_done(e: E.AddingDone, w: _Words) -> str:
    n = e.added
    return f"{w.name(e.seat)} adds {'no' if n == 0 else n} card{'' if n == 1 else 's'}."


def _game_ended(e: E.GameEnded, w: _Words) -> str:
    winners = " and ".join(w.name(i) for i in e.winners)
    verb = "wins" if len(e.winners) == 1 else "share the win"
    return f"Game over. {winners} {verb} with {max(e.totals)} points."


_LINES: dict[type, Callable] = {
    E.RoundStarted: _round_started,
    E.CardPlayed: lambda e, w: f"{w.name(e.seat)} plays {w.card(e.card)}.",
    E.EffectOffered: _effect_offered,
    E.EffectVoid: lambda e, w: f"{w.name(e.seat)} cannot use {EFFECT_NAMES[e.effect]}: "
                               f"{e.reason}.",
    E.EffectDeclined: lambda e, w: f"{w.name(e.seat)} does not use {EFFECT_NAMES[e.effect]}.",
    E.CardDrawn: lambda e, w: f"{w.name(e.seat)} draws a card.",
    E.FaceUpAdded: lambda e, w: f"{w.name(e.seat)} adds {w.card(e.card)} face up.",
    E.FaceDownPlayed: lambda e, w: f"{w.name(e.seat)} plays a card face down.",
    E.AwardPlaced: lambda e, w: f"{w.name(e.seat)} places an award on {w.artist(e.artist)}.",
    E.SecretChosen: lambda e, w: f"{w.name(e.seat)} has chosen a card.",
    E.EveryonePlayed: _everyone_played,
    E.RoundEnded: _round_ended,
    E.FaceDownRevealed: _face_down_revealed,
    E.TokensPlaced: _tokens_placed,
    E.CardAdded: lambda e, w: f"{w.name(e.seat)} adds {w.card(e.card)} at scoring.",
    E.AddingDone: _adding_done,
    E.Scored: lambda e, w: f"{w.name(e.seat)} scores {e.points} for round {e.round + 1}.",
    E.GameEnded: _game_ended,
}


def narrate(event: object, config: Config) -> str | None:
    """A sentence for an event, or None for an event of another game."""
    line = _LINES.get(type(event))
    return None if line is None else line(event, _Words(config))
