"""The setup screen's seats: each seat's name, human or computer, and level; and the table
that comes along when the other game is chosen. The people at the table are the same whichever
game they play: their names, how many they are (if the other game allows it), who plays at the
screen and each computer's level (the game's default where it has no such level) come along;
what the other game cannot play is never shown, and comes back with the game that can."""
from __future__ import annotations

from dataclasses import dataclass

from game.config import BOT, HUMAN, MAX_NAME, SeatConfig
from game.i18n import _

from . import ui
from .session.levels import default_of
from .session.setups import DEFAULT_NAMES

HUMAN_LABEL, BOT_LABEL = _("Human"), _("Computer")


class SeatRow:
    """The widgets of one seat: name, human or computer, level. `wanted` and `wanted_level`
    keep what the player chose while a game that lacks it is shown."""

    def __init__(self, scene, index: int) -> None:
        self.scene = scene
        self.index = index
        # Enter in a name moves on to the next field, as Tab does.
        self.name = ui.TextField(DEFAULT_NAMES[index], on_change=self._name_typed,
                                 max_len=MAX_NAME, size=16, on_refuse=scene.not_drawable,
                                 on_full=lambda: scene.name_full(index),
                                 on_enter=lambda: scene.focus.move(1, reveal_first=False))
        self.kind = ui.Cycle([(HUMAN, HUMAN_LABEL), (BOT, BOT_LABEL)],
                             HUMAN if index == 0 else BOT, self.kind_chosen, size=15)
        #: What the player chose here, kept while a game without computer players is shown.
        self.wanted = self.kind.value
        self.level = ui.Cycle([], None, lambda _: self.level_changed(), size=15)
        #: The level chosen, kept while a game without it is shown (which shows its default).
        self.wanted_level: str | None = None
        #: (the name the player typed, the computer's name given in its place) while the seat
        #: is a computer: back to Human, the typed name comes back.
        self.typed: tuple[str, str] | None = None
        #: The player typed (or pasted) in the name on this screen: a computer keeps it.
        self.name_is_typed = False

    def _name_typed(self, _value: str) -> None:
        """A key (or a paste) changed the name: the player's own, kept by a computer."""
        self.name_is_typed = True
        self.scene.validate()

    def offer_levels(self, levels: dict[str, tuple[str, str]]) -> None:
        """The computer levels of the game chosen (none: the seat can only be human)."""
        self.level.set_options([(lv, name) for lv, (name, _) in levels.items()])
        self.show_level(self.wanted_level, levels)
        self.kind.set_options([(HUMAN, HUMAN_LABEL)] + ([(BOT, BOT_LABEL)] if levels else []))
        self.kind.value = self.wanted if levels else HUMAN
        self.kind.tooltip = None if levels else _("This game has no computer players yet.")
        self.kind_changed(self.kind.value)

    def show_level(self, level: str | None, levels: dict | None = None) -> None:
        """Show `level` (kept as the player's choice; None: the one kept) if the game has it,
        else the game's default."""
        levels = self.scene.levels if levels is None else levels
        if level is not None:
            self.wanted_level = level
        if levels:
            self.level.value = (self.wanted_level if self.wanted_level in levels
                                else default_of(levels))
            # A seat nobody chose a level for yet plays at the one shown.
            self.wanted_level = self.wanted_level or self.level.value

    def show_kind(self, kind: str) -> None:
        """Show `kind` (kept as the player's choice) if the game offers it."""
        self.wanted = kind
        if any(v == kind for v, _ in self.kind.options):
            self.kind.value = kind
        self.kind_changed(self.kind.value)

    def kind_chosen(self, value) -> None:
        """The player switched this seat between human and computer. A name typed on this
        screen goes with the seat (a play-tester typed "Ben" and "Cleo", made them computers
        and found "Beatrix" and "Clemens" in their place, without a word). A remembered
        person's name does not go with the seat to a computer (a hot-seat table turned solo
        left "Marco Rossi passes" in the log for a computer): it takes its own name from
        `DEFAULT_NAMES`, one no other seat has. Switched back to Human, the seat gets that
        name again, unless the computer's name was changed meanwhile (a play-tester's "Björn"
        was gone for good: switched to Computer to look at the levels, the seat came back as
        "Beatrix")."""
        if value == BOT and not self.name_is_typed \
                and self.name.value.strip() not in DEFAULT_NAMES:
            taken = {r.name.value.strip().casefold() for r in self.scene.rows if r is not self}
            free = [n for n in (DEFAULT_NAMES[self.index], *DEFAULT_NAMES)
                    if n.casefold() not in taken]
            if free:
                self.typed = (self.name.value, free[0])
                self.name.value = free[0]
        elif value == HUMAN and self.typed is not None and self.name.value == self.typed[1]:
            self.name.value = self.typed[0]
        if value == HUMAN:
            self.typed = None
        self.kind_changed(value)

    def kind_changed(self, value) -> None:
        """Human or computer changed: the level applies to computers only."""
        if len(self.kind.options) > 1:
            self.wanted = value
        self.level.enabled = value == BOT
        self.scene.validate()

    def level_changed(self) -> None:
        """A level chosen. It has no tooltip: its words are in the legend under the seats,
        whose line lights while the level is pointed at (a tooltip repeated them)."""
        self.wanted_level = self.level.value
        self.scene.validate()

    def set_seat(self, seat: SeatConfig) -> None:
        """Show a remembered seat."""
        self.name.value = seat.name
        if seat.is_bot:
            self.show_level(seat.level)
        self.show_kind(BOT if seat.is_bot else HUMAN)

    @property
    def widgets(self) -> list[ui.Widget]:
        return [self.name, self.kind, self.level]

    def seat(self) -> SeatConfig:
        """This row as the engine's SeatConfig (may raise ConfigError)."""
        name = self.name.value.strip()
        if self.kind.value == HUMAN:
            return SeatConfig(name, HUMAN, None)
        return SeatConfig(name, BOT, self.level.value)


@dataclass(frozen=True)
class Table:
    """The people at the table as one game's setup shows them: how many, and each seat's
    name, kind and level as the player chose them; and the theme (one look for the box)."""
    players: int
    seats: tuple[tuple[str, str, str | None], ...]
    theme: str

    @classmethod
    def of(cls, scene) -> "Table":
        """The table `scene` shows, with as many as the player chose where the game shown
        does not allow that many."""
        n, wish = scene.players.value, scene.wanted_players
        n = wish if wish is not None and wish not in [v for v, _ in scene.players.options] else n
        return cls(n, tuple((r.name.value, r.wanted, r.wanted_level) for r in scene.rows[:n]),
                   scene.theme.value)

    def show(self, scene) -> None:
        """Show this table on `scene`, now set up for another game: the number of players if
        that game allows it, each seat's name (unless left empty), kind and level where the
        game has them; a seat beyond this table keeps the game's own."""
        scene.wanted_players = self.players
        if any(v == self.players for v, _ in scene.players.options):
            scene.players.value = self.players
        for row, (name, kind, level) in zip(scene.rows, self.seats):
            if name.strip():
                row.name.value = name
            row.show_level(level)
            row.show_kind(kind)
        scene.theme.value = self.theme
