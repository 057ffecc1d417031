"""The card game's configuration as a value: seats, first player (A7), option A1, theme, and
whether every holder is asked (a game at one screen, not a rule variant).

Seats are the auction game's `SeatConfig` (a seat is a seat in either game) and every defect
is the same `ConfigError`, with a message a player can read.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..cards import THEMES
from ..i18n import _, and_list
from ..config import (BOT, HUMAN, ConfigError, SeatConfig, check_seats, default_seats,
                      seats_from_json, seats_to_json)
from .cards import DEAL, threshold

__all__ = ["Config", "ConfigError", "SeatConfig", "default_config", "at_one_screen", "HUMAN",
           "BOT"]

_FIELDS = {"seats", "first_player", "tokens_need_a_card", "theme", "ask_every_holder",
           "empty_hands_pass"}

#: Option A1, tokens_need_a_card: its name as the setup screen labels it, and (the choice's
#: name, what it does) for each choice, for every screen naming it.
TOKENS_LABEL = _("Value tokens")
TOKENS_WORDS = {
    False: (_("Always three"),
            # i18n: the rulebook is silent on an artist with no card in play: always three
            # tokens is its text read literally, not something it prints
            _("Three value tokens every round, even to an artist with no card in play (the "
              "rules taken literally).")),
    True: (_("Only artists in play"),
           _("An artist with no card in play gets no value token (this matters only when fewer "
             "than three artists are in play).")),
}

#: How a table of two plays (§9; no variant: the rulebook's own two-player rules): its name
#: as the setup screen and the Rules screen head it, and (the rules' name, what differs) with
#: the engine's numbers, for every screen naming it.
TWO_PLAYERS_LABEL = _("Two players")
TWO_PLAYERS_WORDS = (
    # i18n: the card game's two-player rules, shown greyed on the setup screen at 2 players:
    # the rulebook's own rules for two, not a variant
    _("As printed"),
    # i18n: {limit_two} and {limit} are the face-up cards of one artist that end a round
    # with two players (5) and more (6); {deals} the cards dealt before rounds 2, 3 and 4
    # with two players ("6, 6 and 3")
    _("A round ends when one artist has {limit_two} face-up cards in play, not {limit} (the "
      "influence card counts); before rounds 2, 3 and 4 each of you is dealt {deals} "
      "cards.").format(limit_two=threshold(2), limit=threshold(3),
                       deals=and_list(DEAL[2][1:])),
)

#: The computer levels a card-game seat may name, weakest first (game.ai.card builds them).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Config:
    """Everything chosen on the setup screen for the card game."""

    seats: tuple[SeatConfig, ...]
    #: Seat that starts round 1, or None for a random seat drawn from the game's seed (A7).
    first_player: int | None = None
    #: A1 option: only artists with at least one card in play receive value tokens.
    tokens_need_a_card: bool = False
    theme: str = "classic"
    #: Not a rule: every seat whose display holds a leading artist gets its turn to add at
    #: scoring, and a second card face up is offered even when it is void, though the hand
    #: holds nothing to add or play (then only "add no more" or "decline" is legal). With two
    #: or more people at one screen a turn skipped would tell the table what a hand lacks;
    #: the match turns it on for such a game, and a save keeps it (absent in old files).
    ask_every_holder: bool = False
    #: Not a rule either: asking every holder, a seat with no card in hand (which everyone
    #: sees) is passed over at scoring, and its turn to add ends by itself once its hand is
    #: empty, as a seat that has added a card of each leading artist in its display: the
    #: turn ends by itself only on what the table sees, never on what a hand holds; nor is a
    #: void second card face up offered to an empty hand (only "decline" to say). New games
    #: at one screen have it; a save without it goes on as it was played (such seats were
    #: asked, and answered "add no more" or "decline").
    empty_hands_pass: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        n = len(self.seats)
        if not 2 <= n <= 5:
            # i18n: {players} is the number of players asked for
            raise ConfigError(_("Modern Art: The Card Game is for 2 to 5 players, not "
                                "{players}.").format(players=n))
        check_seats(self.seats)
        first = self.first_player
        if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                                  or not 0 <= first < n):
            # i18n: {last} is the highest seat number
            raise ConfigError(_("The first player must be a seat from 0 to {last}.").format(
                last=n - 1))
        if not isinstance(self.tokens_need_a_card, bool):
            # i18n: tokens_need_a_card is a setting's name in a file: keep it as it is
            raise ConfigError(_("tokens_need_a_card must be true or false."))
        if not isinstance(self.ask_every_holder, bool):
            # i18n: ask_every_holder is a setting's name in a file: keep it as it is
            raise ConfigError(_("ask_every_holder must be true or false."))
        if not isinstance(self.empty_hands_pass, bool):
            # i18n: empty_hands_pass is a setting's name in a file: keep it as it is
            raise ConfigError(_("empty_hands_pass must be true or false."))
        if self.theme not in THEMES:
            # i18n: {theme} is the theme asked for; {themes} the themes' names in files
            raise ConfigError(_("Unknown theme {theme}; choose one of {themes}.").format(
                theme=repr(self.theme), themes=", ".join(THEMES)))

    @property
    def players(self) -> int:
        return len(self.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_json(self) -> dict[str, Any]:
        data = {
            "seats": seats_to_json(self.seats),
            "first_player": self.first_player,
            "tokens_need_a_card": self.tokens_need_a_card,
            "theme": self.theme,
            "ask_every_holder": self.ask_every_holder,
        }
        # Written only when on, so a record from before the field is written again as it was
        # (a save's checksum is checked against its own text first, scenes/session/checksum.py,
        # and against the engine's writing after, which this keeps true for old saves too).
        if self.empty_hands_pass:
            data["empty_hands_pass"] = True
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Config":
        """Build a Config from its JSON form; any defect raises ConfigError."""
        built = seats_from_json(data, _FIELDS)
        kwargs = {k: data[k] for k in _FIELDS - {"seats"} if k in data}
        if "theme" in kwargs and not isinstance(kwargs["theme"], str):
            # i18n: theme is a setting's name in a file: keep it as it is
            raise ConfigError(_("theme must be text"))
        return cls(seats=tuple(built), **kwargs)


def default_config(players: int = 4, humans: int = 0, level: str = "random",
                   **options: Any) -> Config:
    """A quick configuration: `humans` human seats first, computer seats of `level` after."""
    return Config(seats=default_seats(players, humans, level), **options)


def at_one_screen(config: Config, people: int) -> Config:
    """A new game's `config` as its `people` (human seats) sit at one screen: with two or
    more, every holder is asked (`ask_every_holder`), save a seat with no card in hand
    (`empty_hands_pass`), else not."""
    return replace(config, ask_every_holder=people > 1, empty_hands_pass=people > 1)
