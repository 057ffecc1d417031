"""The Rules screen's first section while a game is in progress: the variant and options this
table plays, each in the words the setup screen offered it with (game/config.py and
game/card/config.py say them once), so that a newcomer who opens the rules mid-game finds
which of the variants and options below are in force."""
from __future__ import annotations

from typing import Any

from game.card.config import (TOKENS_LABEL, TOKENS_WORDS, TWO_PLAYERS_LABEL, TWO_PLAYERS_WORDS,
                              Config as CardConfig)
from game.config import OPTION_WORDS, VARIANT_HELP, VARIANT_NAMES, VARIANT_OPTIONS, Config
from game.i18n import Text, _

#: The section's title.
TABLE_TITLE = _("At this table")


def _choice(option: Text, choice: Text, what: Text) -> Text:
    # i18n: a line of the Rules screen's "At this table": an option's name as the setup screen
    # shows it, the choice made there and what it does ("Double auctions — Split the price:
    # The two players of a double share its price; …")
    return _("{option} — {choice}: {what}").format(option=option, choice=choice, what=what)


def table_section(config: Any) -> tuple[Text, None, tuple[Text, ...]] | None:
    """(title, no icon, paragraphs) for the game at the table, or None for no game."""
    if isinstance(config, CardConfig):
        name, what = TOKENS_WORDS[config.tokens_need_a_card]
        lines = [_choice(TOKENS_LABEL, name, what)]
        if config.players == 2:
            lines.insert(0, _choice(TWO_PLAYERS_LABEL, *TWO_PLAYERS_WORDS))
    elif isinstance(config, Config):
        lines = [_choice(_("Variant"), VARIANT_NAMES[config.variant],
                         VARIANT_HELP[config.variant])]
        for option in VARIANT_OPTIONS[config.variant]:
            label, words = OPTION_WORDS[option]
            lines.append(_choice(label, *words[getattr(config, option)]))
        label, words = OPTION_WORDS["open_money"]
        # i18n: the Rules screen's "At this table" line for the money option; {what} says
        # it ("Hidden: you see only your own cash, as in the box.")
        lines.append(_("{option} — {what}").format(
            option=label, what=words[config.open_money][1]))
    else:
        return None
    # i18n: the first line of the Rules screen's "At this table" section
    intro = _("The game in progress is played with these choices from the setup screen; the "
              "sections below tell every rule.")
    return TABLE_TITLE, None, (intro, *lines)
