"""The 95 artwork cards as data (§1): artist in tie order, effect, serial; and the numbers."""
from __future__ import annotations

from typing import NamedTuple, Union

from .. import shared
from ..cards import THEMES, artist_name  # noqa: F401  (themes name both games' artists)
from ..i18n import _

DRAW = "draw"
SECOND_FACE_UP = "second_face_up"
SECOND_FACE_DOWN = "second_face_down"
EVERYONE_PLAYS = "everyone_plays"
AWARD = "award"
NO_EFFECT = "none"

#: The effects in the order of the §1 table.
EFFECTS = (DRAW, SECOND_FACE_UP, SECOND_FACE_DOWN, EVERYONE_PLAYS, AWARD, NO_EFFECT)

#: The effects as players name them, in lower case (they stand inside sentences).
EFFECT_NAMES = {
    DRAW: _("draw a card"),
    SECOND_FACE_UP: _("second card face up"),
    SECOND_FACE_DOWN: _("second card face down"),
    EVERYONE_PLAYS: _("everyone plays"),
    # i18n: the card game's effect: an award token placed on an artist
    AWARD: _("award"),
    NO_EFFECT: _("no effect"),
}

ARTIST_COUNT = 5
#: Cards per artist, in tie order (artist 0 wins every tie): its printed number 17–21.
ARTIST_CARDS = (17, 18, 19, 20, 21)
#: Cards of each artist carrying each effect but the last (§1: "1 card" / "2 cards from each").
EFFECT_MIX = {DRAW: 1, SECOND_FACE_UP: 1, SECOND_FACE_DOWN: 2, EVERYONE_PLAYS: 1, AWARD: 1}

TOKENS = (3, 2, 1)          # value tokens for the 1st, 2nd and 3rd artist of a round
AWARD_VALUE = 2             # A6
AWARD_TOKENS = 5
ROUNDS = 4
#: Cards dealt to each player before each round (§7), by player count.
DEAL = {2: (13, 6, 6, 3), 3: (13, 6, 6, 0), 4: (13, 4, 4, 0), 5: (13, 2, 2, 0)}


def no_deal_before(players: int, round_index: int) -> bool:
    """Whether no cards are dealt before round `round_index` (from 0) at a table of `players`:
    the cards left in hand decide how long each player plays it."""
    return round_index > 0 and DEAL[players][round_index] == 0


def threshold(players: int) -> int:
    """Face-up cards of one artist that end a round (§5): 6, or 5 with two players."""
    return 5 if players == 2 else 6


def reaches_threshold(count: int, players: int) -> bool:
    """Whether an artist with `count` face-up cards (the influence card included) ends the
    round (§3.1, §5)."""
    return count >= threshold(players)


class Card(NamedTuple):
    """One artwork card: a stable id (0–94), its artist (tie order), effect and serial
    (0-based, within its artist)."""

    id: int
    artist: int
    effect: str
    serial: int

    def label(self, theme: str = "classic") -> str:
        """The card as a player names it, e.g. "Yoko (award)"; a card without effect is
        just its artist."""
        name = THEMES[theme][self.artist]
        if self.effect == NO_EFFECT:
            return name
        # i18n: a card: its artist's name and its effect, e.g. "Yoko (award)"
        return _("{artist} ({effect})").format(artist=name, effect=EFFECT_NAMES[self.effect])


def _build_deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for artist, total in enumerate(ARTIST_CARDS):
        effects = [e for e, k in EFFECT_MIX.items() for _ in range(k)]
        effects += [NO_EFFECT] * (total - len(effects))
        for serial, effect in enumerate(effects):
            cards.append(Card(len(cards), artist, effect, serial))
    return tuple(cards)


#: Every card in canonical order (artist by artist, effects in table order). DECK[i].id == i.
DECK: tuple[Card, ...] = _build_deck()
DECK_SIZE = len(DECK)


CardSpec = Union[Card, tuple[int, str]]


def pick_card(spec: CardSpec, used: set[int]) -> Card:
    """The card `spec` names (a Card, or (artist, effect): the first such card not in
    `used`), added to `used`. A card named twice, or none left, raises ValueError."""
    return shared.pick_card(DECK, spec, used, "effect")


def stacked_deck(*top: CardSpec) -> tuple[Card, ...]:
    """A full deck whose top cards are `top`, then every other card in canonical order:
    `new_game(config, seed, deck=stacked_deck(...))` for scenario tests and bug reports."""
    return shared.stacked(DECK, top, "effect")
