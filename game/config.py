"""The configuration of a game as a value: seats, variant, options, theme."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import THEMES
from .i18n import _, join_text, p_
from .text import brief, name_problem, printable

STANDARD = "standard"
THREE_WITH_DUMMY = "three_with_dummy"
TWO_PLAYER = "two_player"
VARIANTS = (STANDARD, THREE_WITH_DUMMY, TWO_PLAYER)

VARIANT_NAMES = {
    STANDARD: p_("variant", "Standard"),
    THREE_WITH_DUMMY: _("3 players with the dummy hand"),
    TWO_PLAYER: _("2-player variant (Mark Mayer)"),
}

#: Players each variant allows.
VARIANT_PLAYERS = {STANDARD: (3, 4, 5), THREE_WITH_DUMMY: (3,), TWO_PLAYER: (2,)}
#: Players the game allows in some variant, fewest first.
PLAYER_COUNTS = tuple(sorted({n for counts in VARIANT_PLAYERS.values() for n in counts}))

DOUBLE_PROCEEDS = ("second_player", "split")
DUMMY_REVEAL_BY = ("winner", "auctioneer")
#: The options that can change a variant's play: a split price never applies in the 2-player
#: variant, whose double is always completed by its own player (§8), and only the dummy hand
#: has a dummy card to reveal (§7).
VARIANT_OPTIONS = {STANDARD: ("double_proceeds",),
                   THREE_WITH_DUMMY: ("double_proceeds", "dummy_reveal_by"),
                   TWO_PLAYER: ()}
#: The options a variant settles itself (none of its `VARIANT_OPTIONS`): the value it plays by
#: and why, said where the setup would offer the choice (at 2 players "Double auctions" was
#: gone without a word).
VARIANT_SETTLES = {
    TWO_PLAYER: {"double_proceeds": (
        "second_player",
        _("With two players a double is played only with a second card of your own (never the "
          "other player's), so its price is never shared."))},
}

# The variants and options in words, said once here for every screen that names them (the
# setup screen's choices and their help, the table's prompts).
#: What each variant is, a line each.
VARIANT_HELP = {
    STANDARD: _("Three to five players, the game as printed."),
    THREE_WITH_DUMMY: _("Three players; a fourth hand lies face down, and after each auction "
                        "one player may turn up its top card."),
    TWO_PLAYER: _("Two players and two face-down dummy decks: after each auction one deck "
                  "turns up its top card, the two decks taking turns."),
}
#: double_proceeds: (the choice's name, what it does).
DOUBLE_PROCEEDS_WORDS = {
    "second_player": (_("Second card's player"),
                      _("The player who adds the second card of a double runs its auction and "
                        "keeps the whole price.")),
    "split": (_("Split the price"),
              _("The two players of a double share its price; the second one takes the odd "
                "unit (Italian edition).")),
}
#: dummy_reveal_by: (the choice's name, what it does).
DUMMY_REVEAL_WORDS = {
    "winner": (_("The lot's winner"),
               _("After each auction the buyer may turn up the dummy hand's top card: it counts "
                 "for the ranking and can end the round (2017 edition).")),
    "auctioneer": (_("The auctioneer"),
                   _("After each auction its auctioneer may turn up the dummy hand's top card: "
                     "it counts for the ranking and can end the round (oldest rules).")),
}
#: open_money: (the choice's name, what it means).
OPEN_MONEY_WORDS = {
    False: (p_("money", "Hidden"), _("Hidden: you see only your own cash, as in the box.")),
    True: (p_("money", "Open"),
           _("Open: everyone's cash is shown (a house rule); hidden: only your own.")),
}
#: Each option a table may play with (a variant's `VARIANT_OPTIONS`, and open money at every
#: table): its name as the setup screen labels it, and its choices in words (above).
OPTION_WORDS = {
    "double_proceeds": (_("Double auctions"), DOUBLE_PROCEEDS_WORDS),
    "dummy_reveal_by": (_("Dummy card revealed by"), DUMMY_REVEAL_WORDS),
    "open_money": (_("Money"), OPEN_MONEY_WORDS),
}
#: dummy_reveal_by: who is asked to turn up the dummy card, as the table says it when asking
#: and as the dummy hand's hover help says it, so that nobody can misread it: "the lot's
#: auctioneer decides, whoever won the lot" was read as "the winner decides".
DUMMY_REVEALER = {
    "winner": _("At this table whoever gets each lot, buyer or auctioneer, decides whether to "
                "turn up the dummy hand's top card."),
    "auctioneer": _("At this table the auctioneer of each lot, not its buyer, decides whether "
                    "to turn up the dummy hand's top card."),
}

HUMAN = "human"
BOT = "bot"
#: Computer levels a seat may have. "random" is the test bot; the others are the AI levels.
LEVELS = ("easy", "normal", "hard", "random")

MAX_NAME = 24


class ConfigError(ValueError):
    """A configuration that cannot be played, with a message that says why."""


@dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: who sits there."""

    name: str
    kind: str = HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ConfigError(_("Every seat needs a name."))
        if len(self.name) > MAX_NAME:
            raise ConfigError(_("The name {name}… is longer than {n} letters.").format(
                name=printable(self.name[:MAX_NAME]), n=MAX_NAME))
        problem = name_problem(self.name, MAX_NAME, _("The name {name}").format(
            name=brief(printable(self.name))))
        if problem:
            raise ConfigError(problem)
        if self.kind not in (HUMAN, BOT):
            raise ConfigError(_("{name} must be a human or a computer player, not {kind}.")
                              .format(name=self.name, kind=brief(self.kind)))
        if self.kind == BOT and self.level not in LEVELS:
            raise ConfigError(_("{name} is a computer player and needs a level ({levels}), "
                                "not {level}.").format(name=self.name, levels=", ".join(LEVELS),
                                                       level=brief(self.level)))
        if self.kind == HUMAN and self.level is not None:
            raise ConfigError(_("{name} is a human player and has no computer level.").format(
                name=self.name))

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT


def same_name_seats(names) -> frozenset[int]:
    """The seats (their indices) whose name another seat has too, case and outer spaces
    aside, as `check_seats` compares them; an empty name is no clash (it has its own error)."""
    keys = [str(n).strip().casefold() for n in names]
    return frozenset(i for i, k in enumerate(keys) if k and keys.count(k) > 1)


def check_seats(seats: tuple) -> None:
    """Every seat a SeatConfig, and no two with the same name (either game)."""
    if not all(isinstance(s, SeatConfig) for s in seats):
        raise ConfigError(_("Every seat must be a SeatConfig."))
    if same_name_seats(s.name for s in seats):
        raise ConfigError(_("Two seats have the same name; give every player their own."))


def seats_to_json(seats: tuple[SeatConfig, ...]) -> list[dict[str, Any]]:
    return [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats]


def seats_from_json(data: Any, known: set[str]) -> tuple[SeatConfig, ...]:
    """The seats of a configuration's JSON form, after checking it is an object with only
    `known` fields (either game); any defect raises ConfigError."""
    if not isinstance(data, dict):
        raise ConfigError(_("the configuration is not an object"))
    extra = set(data) - known
    if extra:
        raise ConfigError(_("unknown configuration fields: {fields}").format(
            fields=brief(", ".join(sorted(map(str, extra))))))
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise ConfigError(_("the seats are missing"))
    built = []
    for s in seats:
        if not isinstance(s, dict) or set(s) - {"name", "kind", "level"}:
            raise ConfigError(_("a seat is malformed"))
        built.append(SeatConfig(s.get("name"), s.get("kind", HUMAN), s.get("level")))
    return tuple(built)


@dataclass(frozen=True)
class Config:
    """Everything chosen on the setup screen. Invalid combinations raise ConfigError."""

    seats: tuple[SeatConfig, ...]
    variant: str = STANDARD
    double_proceeds: str = "second_player"
    dummy_reveal_by: str = "winner"
    open_money: bool = False
    #: Seat of the first auctioneer, or None for a random seat drawn from the game's seed.
    first_auctioneer: int | None = None
    theme: str = "classic"

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        n = len(self.seats)
        if self.variant not in VARIANTS:
            raise ConfigError(_("Unknown variant {variant}; choose one of {variants}.").format(
                variant=brief(self.variant), variants=", ".join(VARIANTS)))
        if n not in PLAYER_COUNTS:
            raise ConfigError(_("Modern Art is for {least} to {most} players, not {n}.").format(
                least=PLAYER_COUNTS[0], most=PLAYER_COUNTS[-1], n=n))
        allowed = VARIANT_PLAYERS[self.variant]
        if n not in allowed:
            if self.variant == STANDARD:
                raise ConfigError(_("Two players play the 2-player variant; the standard game "
                                    "is for 3 to 5 players."))
            # i18n: {variant} is a variant's name, e.g. "3 players with the dummy hand"
            raise ConfigError(_("{variant}: for {counts} players, not {n}.").format(
                variant=VARIANT_NAMES[self.variant], counts=join_text(" / ", allowed), n=n))
        check_seats(self.seats)
        if self.double_proceeds not in DOUBLE_PROCEEDS:
            raise ConfigError(_("double_proceeds must be one of {values}.").format(
                values=", ".join(DOUBLE_PROCEEDS)))
        if self.dummy_reveal_by not in DUMMY_REVEAL_BY:
            raise ConfigError(_("dummy_reveal_by must be one of {values}.").format(
                values=", ".join(DUMMY_REVEAL_BY)))
        if not isinstance(self.open_money, bool):
            raise ConfigError(_("open_money must be true or false."))
        if self.first_auctioneer is not None and (
                not isinstance(self.first_auctioneer, int) or isinstance(self.first_auctioneer, bool)
                or not 0 <= self.first_auctioneer < n):
            raise ConfigError(_("The first auctioneer must be a seat from 0 to {last}.").format(
                last=n - 1))
        if self.theme not in THEMES:
            raise ConfigError(_("Unknown theme {theme}; choose one of {themes}.").format(
                theme=brief(self.theme), themes=", ".join(THEMES)))

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def hands_dealt(self) -> int:
        """Hands dealt each round: players plus dummy hands."""
        return {STANDARD: self.players, THREE_WITH_DUMMY: 4, TWO_PLAYER: 4}[self.variant]

    @property
    def dummy_hands(self) -> int:
        return self.hands_dealt - self.players

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": seats_to_json(self.seats),
            "variant": self.variant,
            "double_proceeds": self.double_proceeds,
            "dummy_reveal_by": self.dummy_reveal_by,
            "open_money": self.open_money,
            "first_auctioneer": self.first_auctioneer,
            "theme": self.theme,
        }

    @classmethod
    def from_json(cls, data: Any) -> "Config":
        """Build a Config from its JSON form; any defect raises ConfigError."""
        known = {"seats", "variant", "double_proceeds", "dummy_reveal_by", "open_money",
                 "first_auctioneer", "theme"}
        built = seats_from_json(data, known)
        kwargs = {k: data[k] for k in known - {"seats"} if k in data}
        for key in ("variant", "double_proceeds", "dummy_reveal_by", "theme"):
            if key in kwargs and not isinstance(kwargs[key], str):
                raise ConfigError(_("{field} must be text").format(field=key))
        return cls(seats=tuple(built), **kwargs)


def default_seats(players: int, humans: int, level: str) -> tuple[SeatConfig, ...]:
    """`humans` human seats first, computer seats of `level` after (either game)."""
    names = ("Axel", "Beatrix", "Clemens", "Doris", "Emil")
    return tuple(SeatConfig(names[i] if i < len(names) else f"Seat {i + 1}",
                            HUMAN if i < humans else BOT, None if i < humans else level)
                 for i in range(players))


def default_config(players: int = 4, variant: str | None = None, humans: int = 0,
                   level: str = "random", **options: Any) -> Config:
    """A quick configuration: `humans` human seats first, computer seats of `level` after."""
    if variant is None:
        variant = TWO_PLAYER if players == 2 else STANDARD
    seats = default_seats(players, humans, level)
    return Config(seats=seats, variant=variant, **options)
