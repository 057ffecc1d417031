"""Text that comes from outside (names, keys typed, values read from a file) made safe to use.

Names are checked where a configuration or a save is built (`name_problem`); anything drawn is
cleaned once more where it is drawn (`printable`), since a file may hold what no check let in;
a message that quotes a value from a file quotes at most a few dozen characters (`brief`); and
a number field takes only what `int` can read (`typed_char`, `whole_number`).
"""
from __future__ import annotations

import unicodedata

from .i18n import Text, _

#: A message never quotes more of an outside value than this many characters.
QUOTE_LIMIT = 40


def name_problem(name: object, max_len: int, what: Text | str | None = None) -> Text | None:
    """Why `name` cannot name a seat or a save, or None when it can. `what` is the sentence's
    subject ("A save's name", marked for translation); a name by default.

    A name is text with something besides spaces in it, at most `max_len` characters, all of
    them printable (no control characters such as NUL or newlines, no lone surrogates).
    """
    # i18n: {what} is the subject, e.g. "A name", "A save's name", "The name 'Axel'"
    what = _("A name") if what is None else what
    if not isinstance(name, str) or not name.strip():
        # i18n: {what} is the subject, e.g. "A name" or "A save's name"
        return _("{what} cannot be empty.").format(what=what)
    if len(name) > max_len:
        # i18n: {what} is the subject, e.g. "A name" or "A save's name"
        return _("{what} can be at most {n} letters long.").format(what=what, n=max_len)
    if not name.isprintable():
        # i18n: {what} is the subject, e.g. "A name" or "A save's name"
        return _("{what} holds a character that cannot be shown; use letters, digits, signs "
                 "and spaces.").format(what=what)
    return None


def printable(text: str) -> str:
    """`text` without the characters a screen cannot show (control characters, NUL, lone
    surrogates); ordinary text comes back as it is."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ("" if ch != "\t" else " ") for ch in text)


def brief(value: object, limit: int = QUOTE_LIMIT) -> str:
    """The `repr` of a value from outside, cut to `limit` characters for a message."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails (an int of 5,000 digits)
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def typed_char(ch: object, numeric: bool = False) -> str:
    """What a key's text adds to a text field: itself when printable, or "" for nothing.

    A number field takes the ten digits only; a decimal digit of another script (Arabic-Indic
    ٣, full-width ３) counts as the digit it is, while characters Python merely calls digits
    ("²", "①") are refused, since `int()` cannot read them.
    """
    if not isinstance(ch, str) or not ch.isprintable():
        return ""
    if not numeric:
        return ch
    digits = [unicodedata.decimal(c, None) for c in ch]
    return "" if None in digits else "".join(map(str, digits))


def whole_number(text: str) -> int | None:
    """The number a number field holds, or None when it holds none that can be used."""
    text = text.strip()
    if not text or not text.isascii() or not text.isdigit():
        return None
    return int(text)
