"""Easy and Normal for the card game: every legal move valued by the model of `model.py`.

Normal compares the standing (own expected points minus the opponents', hand for later rounds
included) after each move, and values a turn card together with the best use of its effect.
Easy counts only its own points, looks no further than the card, and plays with noise.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...card.actions import (Action, AddCard, ChooseSecretly, DrawCard, PlaceAward, PlayCard,
                             PlayFaceDown, PlayFaceUp)
from ...card.cards import (AWARD, DRAW, EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_DOWN,
                           SECOND_FACE_UP, Card)
from ...card.state import View
from ...i18n import _
from .model import ARTISTS, Outlook, Style, Table, standing, standing_with_award

#: Effects in the order a card is best spent when its effect does not matter (face down, the
#: second face-up card, everyone plays, adding): plain cards first, the award card last.
SPEND_ORDER = (NO_EFFECT, EVERYONE_PLAYS, SECOND_FACE_UP, SECOND_FACE_DOWN, DRAW, AWARD)


def _with_award(o: Outlook, t: Table, artist: int) -> float:
    return standing_with_award(o, t, artist)


def _everyone(o: Outlook, t: Table, mine: int) -> float:
    """Everyone plays, this seat choosing `mine`: each other seat holding a card adds one card
    spread over the artists by the unseen pool."""
    t = t.copy()
    t.hand[mine] -= 1
    t.play(o.seat, mine, o.threshold)
    for seat, size in enumerate(o.hand_sizes):
        if seat != o.seat and size:
            t.spread(seat, o.share, o.threshold)
    return standing(o, t)


def _face_down(o: Outlook, t: Table, artist: int) -> float:
    t = t.copy()
    t.hand[artist] -= 1
    t.my_down[artist] += 1
    return standing(o, t)


def _face_up(o: Outlook, t: Table, artist: int) -> float:
    t = t.copy()
    t.hand[artist] -= 1
    t.play(o.seat, artist, o.threshold)
    return standing(o, t)


def best_effect(o: Outlook, t: Table, effect: str, artist: int) -> float:
    """The standing after the best use of `effect` (the turn card's artist is `artist`)."""
    declined = standing(o, t)
    if effect == DRAW:
        return declined + o.style.draw_bonus + sum(o.share[a] * o.keep_value(a) for a in ARTISTS)
    if effect == SECOND_FACE_UP and t.hand[artist]:
        return max(declined, _face_up(o, t, artist))
    if effect == SECOND_FACE_DOWN:
        return max([declined] + [_face_down(o, t, a) for a in ARTISTS if t.hand[a]])
    if effect == AWARD:
        return max([declined] + [_with_award(o, t, a) for a in ARTISTS])
    if effect == EVERYONE_PLAYS:
        options = [_everyone(o, t, a) for a in ARTISTS if t.hand[a]]
        return max(options) if options else declined
    return declined


def play_value(o: Outlook, t: Table, card: Card) -> float:
    """The standing after playing `card` as the turn card (and its effect, with lookahead)."""
    t = t.copy()
    t.hand[card.artist] -= 1
    t.play(o.seat, card.artist, o.threshold)
    if t.ended or not sum(t.hand):
        return standing(o, t) - (o.style.wasted if card.effect != NO_EFFECT else 0.0)
    if not o.style.lookahead or card.effect == NO_EFFECT:
        return standing(o, t)
    return best_effect(o, t, card.effect, card.artist)


def action_value(o: Outlook, t: Table, action: Action) -> float:
    """The standing after `action`, for every kind of decision."""
    if isinstance(action, PlayCard):
        return play_value(o, t, action.card)
    if isinstance(action, PlayFaceUp):
        return _face_up(o, t, action.card.artist)
    if isinstance(action, PlayFaceDown):
        return _face_down(o, t, action.card.artist)
    if isinstance(action, PlaceAward):
        return _with_award(o, t, action.artist)
    if isinstance(action, DrawCard):
        return best_effect(o, t, DRAW, 0)
    if isinstance(action, ChooseSecretly):
        return _everyone(o, t, action.card.artist)
    if isinstance(action, AddCard):
        return _face_up(o, t, action.card.artist)
    return standing(o, t)         # DeclineEffect, StopAdding


def candidates(legal: Sequence[Action], hand: Sequence[Card]) -> list[Action]:
    """The legal moves worth telling apart: a turn card per artist and effect; for the other
    card moves one card per artist (the one whose effect is least worth keeping)."""
    spare: dict[tuple, tuple] = {}      # (kind, artist): the least worth keeping of its cards
    for action in legal:
        card = getattr(action, "card", None)
        if card is not None and not isinstance(action, PlayCard):
            key = (type(action), card.artist)
            rank = (SPEND_ORDER.index(card.effect), card.id)
            if key not in spare or rank < spare[key]:
                spare[key] = rank
    seen: dict[tuple, Action] = {}
    for action in legal:
        card = getattr(action, "card", None)
        if card is None:
            key: tuple = (type(action).__name__, getattr(action, "artist", None))
        elif isinstance(action, PlayCard):
            key = ("PlayCard", card.artist, card.effect)
        else:
            if spare[type(action), card.artist][1] != card.id:
                continue
            key = (type(action).__name__, card.artist)
        seen.setdefault(key, action)
    return list(seen.values())


class ModelBot:
    """Chooses the move with the best standing under the value model; `noise` blurs it."""

    name = "model"
    description = ""
    STYLE = Style()
    NOISE = 0.0              # standard deviation added to each move's value
    BLUNDER = 0.0            # chance of a uniformly random legal move

    def values(self, view: View, legal: Sequence[Action],
               known: tuple[dict, dict] | None = None) -> list[tuple[float, Action]]:
        """Each candidate move with its value, in legal order; with `known`, the rivals'
        face-down cards and hands per artist taken as known (`Outlook.knowing`)."""
        o, t = Outlook.of(view, self.STYLE), Table.of(view)
        if known is not None:
            o.knowing(*known)
        return [(action_value(o, t, a), a) for a in candidates(legal, view.hand or ())]

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move for this seat, from its view alone."""
        if len(legal) == 1:
            return legal[0]
        if self.BLUNDER and rng.random() < self.BLUNDER:
            return legal[rng.randrange(len(legal))]
        scored = self.values(view, legal)
        if self.NOISE:
            scored = [(v + rng.gauss(0.0, self.NOISE), a) for v, a in scored]
        return max(scored, key=lambda va: va[0])[1]


class EasyBot(ModelBot):
    name = "easy"
    description = _("Plays the artists that lead now and counts only its own points.")
    STYLE = Style(keep=2.5, relative=False, lookahead=False)
    NOISE = 0.5
    BLUNDER = 0.02


class NormalBot(ModelBot):
    name = "normal"
    description = _("Weighs each artist's chance of leading and its points against its rivals.")
    STYLE = Style(best_weight=0.5, opp_add=0.4)
