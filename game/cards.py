"""The 70 painting cards, the artists in board order, the auction methods and the themes."""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple, Union

from . import shared
from .i18n import Text, _


class Term(str, Enum):
    """A word of the game's vocabulary (a phase, a method, a reason) that is also the plain
    string older saves and code use: `Method.OPEN == "open"`, and it prints as "open"."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Method(Term):
    """An auction method, as printed on a card (§4)."""
    OPEN = "open"
    ONCE_AROUND = "once_around"
    SEALED = "sealed"
    FIXED_PRICE = "fixed_price"
    DOUBLE = "double"


OPEN, ONCE_AROUND, SEALED, FIXED_PRICE, DOUBLE = Method

#: Auction methods in the order of the RULES.md §1 table.
METHODS = (OPEN, ONCE_AROUND, SEALED, FIXED_PRICE, DOUBLE)

METHOD_NAMES = {
    OPEN: _("Open auction"),
    ONCE_AROUND: _("Once around"),
    SEALED: _("Sealed bid"),
    FIXED_PRICE: _("Fixed price"),
    DOUBLE: _("Double auction"),
}

#: The method as a card's label names it, inside a sentence: "Yoko (sealed bid)".
METHOD_WORDS = {
    OPEN: _("open auction"),
    ONCE_AROUND: _("once around"),
    SEALED: _("sealed bid"),
    FIXED_PRICE: _("fixed price"),
    DOUBLE: _("double auction"),
}

ARTIST_COUNT = 5

#: Cards per artist (rows, board order) and auction method (columns, METHODS order).
#: Another edition's mix is a change to this table only.
CARD_MIX: tuple[tuple[int, ...], ...] = (
    (3, 2, 3, 2, 2),  # 0: 12 cards
    (3, 3, 2, 3, 2),  # 1: 13 cards
    (3, 3, 3, 3, 2),  # 2: 14 cards
    (3, 3, 3, 3, 3),  # 3: 15 cards
    (4, 3, 3, 3, 3),  # 4: 16 cards
)

#: What each artist's paintings look like (scenes/art.py paints them so): every theme names
#: painters whose work fits, so a grid is never labelled "Munch".
ARTIST_STYLES = ("rings", "colour fields", "dots", "grid", "shards")

THEMES: dict[str, tuple[str, ...]] = {
    "classic": ("Lite Metal", "Yoko", "Christin P", "Karl Gitter", "Krypto"),
    # Rings (Delaunay's circular forms), colour fields (Rothko), dots (Seurat), the grid
    # (Mondrian), shards (Braque's cubism).
    "masters": ("Delaunay", "Rothko", "Seurat", "Mondrian", "Braque"),
    # Kept under its old key (saves name it), shown as "Pioneers": Kupka's discs, Newman's
    # fields, Signac's dots, van Doesburg's grids, Gris's facets.
    "renaissance": ("Kupka", "Newman", "Signac", "van Doesburg", "Gris"),
}

#: Token values placed for first, second and third place in a round.
TOKENS = (30, 20, 10)
ROUNDS = 4
CARDS_TO_END_ROUND = 5
STARTING_CASH = 100


class Card(NamedTuple):
    """One painting card: a stable id (0–69), its artist (board column) and auction method."""

    id: int
    artist: int
    method: Method

    def label(self, theme: str = "classic") -> Text:
        """The card as a player would name it, e.g. "Yoko (sealed bid)"."""
        # i18n: a painting card: {artist} is the painter's name, {method} its auction method
        return _("{artist} ({method})").format(artist=THEMES[theme][self.artist],
                                              method=METHOD_WORDS[self.method])


def _build_deck() -> tuple[Card, ...]:
    cards = []
    for artist, row in enumerate(CARD_MIX):
        for method, count in zip(METHODS, row):
            for _ in range(count):
                cards.append(Card(len(cards), artist, method))
    return tuple(cards)


#: Every card, in canonical order (artist by artist, method by method). DECK[i].id == i.
DECK: tuple[Card, ...] = _build_deck()
DECK_SIZE = len(DECK)


def artist_name(artist: int, theme: str = "classic") -> str:
    """The name of an artist (board column) in a theme."""
    return THEMES[theme][artist]


CardSpec = Union[Card, tuple[int, str]]


def pick_card(spec: CardSpec, used: set[int]) -> Card:
    """The card `spec` names (a Card, or (artist, method) meaning the first such card not in
    `used`), added to `used`. A card named twice, or none left, raises ValueError."""
    return shared.pick_card(DECK, spec, used, "method")


def stacked_deck(*top: CardSpec) -> tuple[Card, ...]:
    """A full deck whose top cards are `top` (Cards, or (artist, method) pairs meaning any
    unused such card), followed by every other card in canonical order.

    For scenario tests, puzzles and bug reports: `new_game(config, seed, deck=stacked_deck(...))`.
    """
    return shared.stacked(DECK, top, "method")
