"""The card game's events in plain words: one line per event, for the log panel and replays."""
from __future__ import annotations

from . import events as E
from .cards import EFFECT_NAMES, artist_name
from .config import Config


def narrate(event: object, config: Config) -> str | None:
    """A sentence for an event, or None for an event of another game."""
    name, theme = config.name, config.theme

    def card(c) -> str:
        return c.label(theme)

    def artist(a: int) -> str:
        return artist_name(a, theme)

    t = type(event)
    if t is E.RoundStarted:
        dealt = f"{event.dealt} cards dealt to each player; " if event.dealt else ""
        who = "nobody holds a card" if event.starts is None else f"{name(event.starts)} starts"
        return (f"— Round {event.round + 1}: {dealt}influence card {card(event.influence)}; "
                f"{who} —")
    if t is E.CardPlayed:
        return f"{name(event.seat)} plays {card(event.card)}."
    if t is E.EffectOffered:
        if event.effect == "everyone_plays":
            return "Everyone plays: each player holding a card chooses one in secret."
        return f"{name(event.seat)} may use the effect: {EFFECT_NAMES[event.effect]}."
    if t is E.EffectVoid:
        return f"{name(event.seat)} cannot use {EFFECT_NAMES[event.effect]}: {event.reason}."
    if t is E.EffectDeclined:
        return f"{name(event.seat)} does not use {EFFECT_NAMES[event.effect]}."
    if t is E.CardDrawn:
        return f"{name(event.seat)} draws a card."
    if t is E.FaceUpAdded:
        return f"{name(event.seat)} adds {card(event.card)} face up."
    if t is E.FaceDownPlayed:
        return f"{name(event.seat)} plays a card face down."
    if t is E.AwardPlaced:
        return f"{name(event.seat)} places an award on {artist(event.artist)}."
    if t is E.SecretChosen:
        return f"{name(event.seat)} has chosen a card."
    if t is E.EveryonePlayed:
        shown = ", ".join(f"{name(i)} {card(c)}" for i, c in enumerate(event.cards)
                          if c is not None)
        return f"Revealed together: {shown}."
    if t is E.RoundEnded:
        why = (f"{card(event.card)} brings {artist(event.card.artist)} to the limit"
               if event.reason == "threshold" else "no player holds a card")
        return f"Round {event.round + 1} ends: {why}."
    if t is E.FaceDownRevealed:
        shown = "; ".join(f"{name(i)} {', '.join(card(c) for c in cards)}"
                          for i, cards in enumerate(event.cards) if cards)
        return f"Face-down cards turned up: {shown}."
    if t is E.TokensPlaced:
        return "Leading artists: " + ", ".join(
            f"{artist(a)} +{tok} (worth {event.values[a]} a card)" for a, tok in event.tokens) + "."
    if t is E.CardAdded:
        return f"{name(event.seat)} adds {card(event.card)} at scoring."
    if t is E.AddingDone:
        n = event.added
        return f"{name(event.seat)} adds {'no' if n == 0 else n} card{'' if n == 1 else 's'}."
    if t is E.Scored:
        return f"{name(event.seat)} scores {event.points} for round {event.round + 1}."
    if t is E.GameEnded:
        winners = " and ".join(name(w) for w in event.winners)
        verb = "wins" if len(event.winners) == 1 else "share the win"
        return f"Game over. {winners} {verb} with {max(event.totals)} points."
    return None
