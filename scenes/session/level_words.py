"""The lines that say how a computer level plays, as a player reads them. The bots themselves
(game.ai, game.ai.card) keep their English descriptions for the tools; the screens show these
instead, matched by the English words, so a description the engine changes is still shown (in
English, which the pseudo-language test then points out) rather than lost."""
from __future__ import annotations

from game.i18n import Text, _

#: The bots' English descriptions, marked: {English: Text}.
DESCRIPTIONS: dict[str, Text] = {str(t): t for t in (
    _("Imagines the hidden hands many times over and plays out the round to find the move "
      "that keeps it ahead."),
    _("Plays the artists that lead now and counts only its own points."),
    _("Weighs each artist's chance of leading and its points against its rivals."),
    _("Imagines the hidden hands many times and how the others answer each move."),
)}


def described(description):
    """A level's description in words a catalog translates (as it is when it is marked
    already, or not one of the bots' known lines)."""
    if isinstance(description, Text):
        return description
    return DESCRIPTIONS.get(str(description), description)
