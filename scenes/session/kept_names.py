"""The names a kept unfinished game is saved under ("Unfinished auction game, 30 Nov 05:12"),
and how such a name is known again on a save kept before saves were marked parked.

The question on New game (or Load) names the game it keeps by its game and the time it was
asked, in the player's language. Saves it kept before the "parked" mark existed carry no mark,
so they stayed in Load after their game was finished. Such a save is known by its name: the
very name the question gave at the minute it was asked (in one of the game's languages, or the
words German used then), numbered or cut as `keeping.free_name` does it, asked within the hour
before the save was written. A save named on the Save screen is never taken for one: it is
written with the mark set to False, and a save from before carries a player's name, not the
question's name of the minute it was saved in.

The name is stored in the language it was kept in, but shown in the player's language of the
moment: keeping records the minute and the number, and the list makes the name from them
(`save_info.kept_label`); a save kept before that was recorded has them read back from its
name (`known_kept`)."""
from __future__ import annotations

import dataclasses
import re
from datetime import datetime, timedelta
from functools import lru_cache
from string import Formatter
from typing import Iterator

from game.i18n import Text

from .language import LANGUAGES, words_for
from .save_info import (KEPT_AUCTION, KEPT_CARD, KEPT_OTHER, MAX_NAME, MONTHS, SaveInfo,
                        date_words, kept_label)

#: The names a kept game is given, one for each game (`save_info.kept_label` makes them).
AUCTION, CARD, OTHER = KEPT_AUCTION, KEPT_CARD, KEPT_OTHER

#: The words before the date of the names German gave kept games before they were marked
#: parked (the names are the player's language's, so only these could be on a disk).
EARLIER = {"de": ("Unbeendet: Auktionsspiel, ", "Unbeendet: Kartenspiel, ",
                  "Unbeendete Partie, ")}
#: How long before its save was written the question may have named a kept game.
ASKED_WITHIN = timedelta(hours=1)
#: The number `keeping.free_name` puts after a name another save has.
NUMBERED = re.compile(r" \((\d+)\)$")
#: How `date_words` writes each part of a date but the month, read back.
_PARTS = {"day": r"(?P<day>\d{1,2})", "year": r"(?P<year>\d{1,4})",
          "time": r"(?P<hour>\d{1,2}):(?P<minute>\d{2})"}


def kept_name(game: str, at: datetime, words) -> str:
    """The name an unfinished game of `game` ("auction", "card") is kept under at `at`, in the
    player's language (`words`, the context's): its game and when it was kept, the way the save
    list dates a save, in the short form of its `date_words` ("Unfinished auction game, 30 Nov
    05:12"); the date alone, in its long form, if a language makes that longer than a save's
    name may be."""
    name = words.text(kept_label(game, at))
    if len(name) > MAX_NAME:
        name = words.text(date_words(at))
    return name[:MAX_NAME]


def _heads(code: str) -> tuple[str, ...]:
    """The words before the date in language `code`'s kept names, earlier ones too."""
    words = words_for(code)
    now = tuple(words.text(said.format(date="\0")).partition("\0")[0]
                for said in (AUCTION, CARD, OTHER))
    return now + EARLIER.get(code, ())


def _is_name_of(name: str, head: str, short: str, long: str) -> bool:
    """Whether `name` (its number taken off) is the kept name `head` + `short` (the date), cut
    before the date as `free_name` cuts it, or the `long` date alone where that name is too
    long for a save."""
    full = head + short
    if len(full) > MAX_NAME:
        return name == long[:MAX_NAME]
    if name == full:
        return True
    cut, mark, rest = name.partition("\u2026")
    return bool(mark and cut) and head.startswith(cut) and head.endswith(", ") \
        and rest == ", " + short


def _reader(template: str, months: dict[str, int]) -> re.Pattern | None:
    """A pattern reading back a date `date_words` wrote by `template` (its words for a date in
    one language: "{day}. {month} {time}"), `months` its month names; None if the template
    lacks a part or repeats one."""
    pieces = []
    for literal, part, _spec, _conversion in Formatter().parse(template):
        pieces.append(re.escape(literal))
        if part == "month":
            pieces.append("(?P<month>" + "|".join(
                re.escape(m) for m in sorted(months, key=len, reverse=True)) + ")")
        elif part is not None:
            if part not in _PARTS:
                return None
            pieces.append(_PARTS[part])
    try:
        reader = re.compile("".join(pieces))
    except re.error:
        return None
    return reader if {"day", "month", "hour", "minute"} <= set(reader.groupindex) else None


@lru_cache(maxsize=None)
def _readers(code: str) -> tuple[dict[str, int], tuple[re.Pattern, ...]]:
    """Language `code`'s month names (with their numbers) and the patterns that read back its
    short and long dates (`date_words`), made once from its words for a date."""
    words = words_for(code)
    months = {words.text(month): number for number, month in enumerate(MONTHS, 1)}
    readers = []
    for short in (True, False):
        said = date_words(datetime(2000, 1, 1), short)
        template = words.text(Text(said.msgid, said.plural, said.context))
        # A translation that does not read (the catalog check stops it) is written in English.
        reader = _reader(template, months) or _reader(said.msgid, months)
        if reader is not None:
            readers.append(reader)
    return months, tuple(readers)


def _times_named(date: str, code: str, minute: datetime) -> Iterator[datetime]:
    """The minutes within ASKED_WITHIN before `minute` that `date` may be language `code`'s
    words for: read back once, not written for each minute; a short date's year is the
    minute's or, across New Year, the one before."""
    months, readers = _readers(code)
    for reader in readers:
        found = reader.fullmatch(date)
        if found is None:
            continue
        parts = found.groupdict()
        years = [int(parts["year"])] if parts.get("year") else [minute.year, minute.year - 1]
        for year in years:
            try:
                at = datetime(year, months[parts["month"]], int(parts["day"]),
                              int(parts["hour"]), int(parts["minute"]))
            except ValueError:
                continue
            if minute - ASKED_WITHIN <= at <= minute:
                yield at


def _dates_in(name: str, heads: tuple[str, ...]) -> set[str]:
    """Where a kept name `name` may hold its date: after one of `heads`, after a cut head's
    "…, ", or the whole (a long date alone)."""
    dates = {name} | {name[len(head):] for head in heads if name.startswith(head)}
    _cut, mark, rest = name.partition("\u2026")
    if mark and rest.startswith(", "):
        dates.add(rest[2:])
    return dates


def read_kept_name(name: object, saved_at: datetime | None) -> tuple[datetime, int] | None:
    """The minute the keep question gave `name` at, within the hour before `saved_at` (the
    save's own time), in any of the game's languages, and the number after it (1: none); None
    when it is no such name. The date it holds, read in each language, named again at the
    minute it says must give the very name."""
    if not isinstance(name, str) or saved_at is None or not name:
        return None
    numbered = NUMBERED.search(name)
    number = int(numbered.group(1)) if numbered else 1
    name = NUMBERED.sub("", name)
    minute = saved_at.replace(second=0, microsecond=0, tzinfo=None)
    for code in LANGUAGES:
        heads = _heads(code)
        words = words_for(code)
        for date in _dates_in(name, heads):
            for at in _times_named(date, code, minute):
                short, long = words.text(date_words(at, short=True)), words.text(date_words(at))
                if any(_is_name_of(name, head, short, long) for head in heads):
                    return at, number
    return None


def named_as_kept(name: object, saved_at: datetime | None) -> bool:
    """Whether `name` is a name the keep question gave a game within the hour before
    `saved_at` (`read_kept_name`)."""
    return read_kept_name(name, saved_at) is not None


def known_kept(info: SaveInfo) -> SaveInfo:
    """`info`, and if it is a game kept before keeping recorded when it was asked about, that
    time and its number read back from its name (in the language it was kept in), so that its
    name too is made in the language it is read in; a name the player gave stays theirs."""
    if info.kept_at is not None or info.problem is not None or not info.parked:
        return info
    found = read_kept_name(info.name, info.saved_at)
    if found is None:
        return info
    return dataclasses.replace(info, kept_at=found[0], kept_number=found[1])
