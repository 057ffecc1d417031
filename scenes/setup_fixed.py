"""The setup's options with nothing to choose, read as facts: the variant of a table that has
only one (Mark Mayer's at 2 players, the standard game at 4 or 5), the card game's rules for two
and an option a variant settles itself (the double's price at 2 players). They stood as greyed
boxes without arrows, read as broken controls, and nothing said why; and "Double auctions" was
gone at 2 players without a word. Now the value is plain print and its line says why, from the
game's own option table (`VARIANT_PLAYERS`, `VARIANT_SETTLES`), not a second copy of a rule."""
from __future__ import annotations

import pygame

from game.config import (OPTION_WORDS, STANDARD, VARIANT_HELP, VARIANT_PLAYERS,
                         VARIANT_SETTLES)
from game.i18n import and_list, n_, sentences

from . import ui


class Choice(ui.Cycle):
    """A setup choice: with two or more options the usual ‹ value ›; with one, its value in
    plain print (no box, no arrows), which the keyboard's ring passes by."""

    @property
    def fixed(self) -> bool:
        """Whether there is nothing to choose."""
        return len(self.options) == 1

    @property
    def focusable(self) -> bool:
        return not self.fixed and super().focusable

    def draw(self, surface: pygame.Surface, ctx) -> None:
        if not self.fixed:
            super().draw(surface, ctx)
            return
        if not self.visible:
            return
        size = ui.shrunk(ctx, self.label(), self.size + 1, self.rect.w, "bold", 9)
        label = ctx.text.render(self.label(), ctx.px(size), ui.PAPER, "bold")
        surface.blit(label, label.get_rect(center=self.rect.center))


def only_variant(n: int):
    """Why a table of `n` players has one variant, from the variants' tables: "The only
    variant for 4 players: the others are for 2 and 3 players." (the standard game), or the
    reason before what the variant is (Mark Mayer's)."""
    variant = next(v for v, counts in VARIANT_PLAYERS.items() if n in counts)
    if variant != STANDARD:
        return sentences([n_("The only variant for {n} player.",
                             "The only variant for {n} players.", n), VARIANT_HELP[variant]])
    others = sorted({c for v, counts in VARIANT_PLAYERS.items() if v != STANDARD
                     for c in counts})
    # i18n: {counts} are the other tables' player counts, e.g. "2 and 3"
    return n_("The only variant for {n} player: the others are for {counts} players.",
              "The only variant for {n} players: the others are for {counts} players.",
              n).format(counts=and_list(others))


def settled_choices(size: float) -> dict[tuple[str, str], Choice]:
    """A fact for each option a variant settles: (variant, option): its value."""
    return {(variant, option): Choice([(value, OPTION_WORDS[option][1][value][0])], value,
                                      lambda _: None, size=size)
            for variant, options in VARIANT_SETTLES.items()
            for option, (value, _why) in options.items()}


def settled_why(variant: str, option: str):
    """Why `variant` settles `option` (its line under the option's name)."""
    return VARIANT_SETTLES[variant][option][1]
