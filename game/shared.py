"""Small neutral helpers both games' engines use: dealing a chosen deck, stacking a deck for
scenario tests, ranking totals, reading JSON fields. No rule of either game lives here."""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from .i18n import _, message_of
from .text import brief


class RefusedAction(ValueError):
    """What both engines' IllegalAction share: a move the rules do not allow now, its message
    meant for the player (a game.i18n.Text, translated where it is shown). A message that names
    the seat that tried the move ("Beatrix does not hold …") comes with the same reason said to
    that seat, `to_you` ("You do not hold …"): the words for the screen of the one who tried."""

    def __init__(self, message: str, action: object = None, *, to_you: str | None = None) -> None:
        super().__init__(message)
        #: The words for the player.
        self.message = message
        self.action = action
        #: The same reason said to the seat that tried the move (None: it names no seat).
        self.to_you = to_you


def said_to_the_mover(error: BaseException) -> str:
    """The words of a refused move for the screen of the seat that tried it (a human's own
    move: the one at the screen): its reason said to "you" where the engine words one, else
    its message (`message_of`)."""
    to_you = getattr(error, "to_you", None)
    return to_you if to_you is not None else message_of(error)


def seeded_rng(seed: object) -> random.Random:
    """The game's one source of randomness; the seed must be a whole number."""
    if not whole(seed):
        raise ValueError(f"The seed must be a whole number, not {brief(seed)}.")
    return random.Random(seed)


def deck_order(deck: tuple, rng: random.Random, explicit: Sequence | None) -> tuple:
    """The deck to deal: `deck` shuffled by `rng`, or the `explicit` order (cards or ids, top
    first) checked to hold each card of `deck` exactly once (ValueError otherwise)."""
    if explicit is None:
        order = list(deck)
        rng.shuffle(order)
        return tuple(order)
    size, card_type = len(deck), type(deck[0])
    order = [deck[c] if whole(c) and 0 <= c < size else c for c in explicit]
    if (len(order) != size or not all(isinstance(c, card_type) for c in order)
            or sorted(c.id for c in order) != list(range(size))
            or any(deck[c.id] != c for c in order)):
        raise ValueError(f"An explicit deck must hold each of the {size} cards once.")
    return tuple(deck[c.id] for c in order)


def pick_card(deck: tuple, spec: Any, used: set[int], kind: str):
    """The card `spec` names: a card of `deck`, or (artist, kind value) meaning the first such
    card not in `used` (`kind` is the field: "method", "effect"); added to `used`. A card named
    twice, or none left, raises ValueError."""
    if isinstance(spec, type(deck[0])):
        card = deck[spec.id]
    else:
        artist, value = spec
        card = next((c for c in deck if c.artist == artist and getattr(c, kind) == value
                     and c.id not in used), None)
        if card is None:
            raise ValueError(f"no unused card of artist {artist} with {kind} {value!r} is left")
    if card.id in used:
        raise ValueError(f"card {card.id} is placed twice")
    used.add(card.id)
    return card


def stacked(deck: tuple, top: Sequence, kind: str) -> tuple:
    """A full deck whose top cards are `top` (see `pick_card`), then every other card in
    canonical order."""
    used: set[int] = set()
    order = [pick_card(deck, want, used, kind) for want in top]
    order.extend(c for c in deck if c.id not in used)
    return tuple(order)


def ranking_and_winners(scores: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seats best first (ties by seat order), and every seat with the best score."""
    best = max(scores)
    ranking = tuple(sorted(range(len(scores)), key=lambda i: (-scores[i], i)))
    return ranking, tuple(i for i, v in enumerate(scores) if v == best)


def ties_decided(counts: Sequence[int], placed: Sequence[int],
                 tie_break: Callable[[int], object]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each tie among the artists' `counts` that decided a place, most cards first: (the
    count, the tied artists in the order the game's `tie_break` ranks them, smaller first). A
    tie decides a place when one of its artists is among `placed` (a ranking, or the artists
    a scoring gave a token); a tie of artists that all miss the tokens decides nothing. Both
    games' boards say with it why a figure went to one artist."""
    ties = []
    for n in sorted(set(counts), reverse=True):
        group = tuple(sorted((a for a, c in enumerate(counts) if c == n), key=tie_break))
        if len(group) > 1 and set(placed) & set(group):
            ties.append((n, group))
    return tuple(ties)


def tied_and_placed(ties, placed: Sequence[int]) -> tuple[int, ...]:
    """The artists of `ties` (as `ties_decided` gives them) that are among `placed`: the
    figures worth something that a tie decided, which both games' boards mark. A tied artist
    left out of the tokens is worth nothing, and a tie mark beside its "–" read as a
    contradiction; the words on its tie still say why it was left out."""
    return tuple(a for _n, group in ties for a in group if a in placed)


def whole(value: object) -> bool:
    """A whole number that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def action_head(data: Any, kinds: dict[str, type]) -> tuple[type, int]:
    """The action type and seat of an action's JSON form; ValueError when either is wrong."""
    if not isinstance(data, dict):
        raise ValueError(_("an action is not an object"))
    name = data.get("type")
    kind = kinds.get(name) if isinstance(name, str) else None
    if kind is None:
        raise ValueError(_("unknown action type {action}").format(action=brief(name)))
    seat = data.get("seat")
    if not whole(seat):
        raise ValueError(_("an action's seat is not a whole number"))
    return kind, seat
