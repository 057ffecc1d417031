"""The names a kept unfinished game is saved under ("Unfinished auction game, 30 Nov 05:12"):
the question on New game (or Load) names the game it keeps by its game and the time it was
asked, in the player's language."""
from __future__ import annotations

from datetime import datetime

from game.i18n import Text, _

from .save_info import MAX_NAME, date_words

# i18n: the name of a save that keeps an unfinished auction game (at most 40 characters with the
# date), e.g. "Unfinished auction game, 30 Nov 05:12"
AUCTION = _("Unfinished auction game, {date}")
# i18n: the name of a save that keeps an unfinished card game (at most 40 characters with the
# date), e.g. "Unfinished card game, 30 Nov 05:12"
CARD = _("Unfinished card game, {date}")
# i18n: the name of a save that keeps an unfinished game (at most 40 characters with the date),
# e.g. "Unfinished game, 30 Nov 05:12"
OTHER = _("Unfinished game, {date}")


def kept_name(game: str, at: datetime, words) -> str:
    """The name an unfinished game of `game` ("auction", "card") is kept under at `at`, in the
    player's language (`words`, the context's): its game and when it was kept, the way the save
    list dates a save, in the short form of its `date_words` ("Unfinished auction game, 30 Nov
    05:12"); the date alone, in its long form, if a language makes that longer than a save's
    name may be."""
    said: Text = {"auction": AUCTION, "card": CARD}.get(game, OTHER)
    name = words.text(said.format(date=date_words(at, short=True)))
    if len(name) > MAX_NAME:
        name = words.text(date_words(at))
    return name[:MAX_NAME]
