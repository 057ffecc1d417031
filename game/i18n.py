"""The words a player reads, marked for translation: the game's one translation layer.

Every player-facing string is written once, in English, through one of the markers below, and
translated where it is shown: the front end hands each `Text` to its `Words` (the catalog of
the player's language, `scenes.session.language`) when it draws it. So the rules engines stay
pure and language-neutral (an illegal move's message, a log line, a save's problem are `Text`
values that know their English words and how to translate themselves), and a change of
language in the settings shows at once, everywhere, without a restart.

    _("Pass")                                  a phrase
    _("{name} plays {card}.").format(name=..., card=...)
                                               a sentence with parts: translated whole, so a
                                               language may order the parts its own way
    n_("{n} card", "{n} cards", n)             a phrase with plural forms (n is a parameter)
    p_("auction method", "Open")               a phrase with a context, for words that a
                                               language must translate differently by sense
    and_list(["Axel", "Bea", "Cem"])           "Axel, Bea and Cem" in the player's language

A `Text` *is* its English string (a `str` subclass), so code and tests that read English keep
working; anything that flattens it (`+`, an f-string, `join`) leaves English behind, which the
pseudo-language test catches on every screen. Never build a sentence from translated pieces:
give the whole sentence to one marker and pass the pieces as parameters.
"""
from __future__ import annotations

from typing import Any, Iterable, Protocol

__all__ = ["Text", "_", "n_", "p_", "and_list", "join_text", "sentences", "message_of", "english",
           "english_list", "Catalog"]


class Catalog(Protocol):
    """What translating needs: a language's catalog (scenes.session.language.Words)."""

    def gettext(self, message: str) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int) -> str: ...
    def pgettext(self, context: str, message: str) -> str: ...
    def number(self, value: int | float) -> str: ...
    def join(self, items: list[str]) -> str: ...


def english(value: Any) -> str:
    """A parameter's words in English (a number as Python writes it)."""
    return str(value)


def english_list(words: list[str]) -> str:
    """Words as an English list: "A, B and C" (no serial comma)."""
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


class _Unfilled(dict):
    """Parts given so far; a part not yet given stays "{name}" (`n_` fills {n} first, then
    `.format` the rest)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Text(str):
    """A player-facing text: its English words (the string itself) and what it takes to
    translate it (the English message, its plural and context, and its parameters)."""

    msgid: str
    plural: str | None
    context: str | None
    params: dict[str, Any]

    def __new__(cls, msgid: str, plural: str | None = None, context: str | None = None,
                params: dict[str, Any] | None = None) -> "Text":
        params = dict(params or {})
        template = msgid if plural is None or params.get("n") == 1 else plural
        words = template.format_map(_Unfilled({k: english(v) for k, v in params.items()})) if (
            params or plural is not None) else template
        self = super().__new__(cls, words)
        self.msgid, self.plural, self.context, self.params = msgid, plural, context, params
        return self

    def __getnewargs__(self):     # pickling (a message crossing to a worker process)
        return (self.msgid, self.plural, self.context, self.params)

    def format(self, *args: Any, **params: Any) -> "Text":  # type: ignore[override]
        """This text with its {named} parts filled in (positional parts are not allowed: a
        translation may reorder them)."""
        if args:
            raise TypeError("Text.format takes named parts only: a translation may reorder them")
        return Text(self.msgid, self.plural, self.context, {**self.params, **params})

    def translate(self, catalog: Catalog) -> str:
        """The words in `catalog`'s language, every part translated too."""
        if self.plural is not None:
            template = catalog.ngettext(self.msgid, self.plural, int(self.params.get("n", 0)))
        elif self.context is not None:
            template = catalog.pgettext(self.context, self.msgid)
        else:
            template = catalog.gettext(self.msgid)
        if not self.params and self.plural is None:
            return template
        parts = {k: translate(v, catalog) for k, v in self.params.items()}
        try:
            return template.format(**parts)
        except (KeyError, IndexError, ValueError):
            # A translation naming a part the English does not have (the catalog tests stop
            # this before a release): the English words, not a crash.
            return self.msgid.format(**parts) if self.plural is None else str(self)


class ListText(Text):
    """Items read as a list: "Axel, Bea and Cem" (each item translated, the list's own words
    and commas in the player's language)."""

    items: tuple[Any, ...]

    def __new__(cls, items: Iterable[Any]) -> "ListText":
        items = tuple(items)
        words = [english(i) for i in items]
        joined = english_list(words)
        self = str.__new__(cls, joined)
        self.msgid, self.plural, self.context, self.params = joined, None, None, {}
        self.items = items
        return self

    def __getnewargs__(self):
        return (self.items,)

    def translate(self, catalog: Catalog) -> str:
        return catalog.join([translate(i, catalog) for i in self.items])


class JoinedText(Text):
    """Shown values one after another with a separator that is not a word (" · ", "\\n",
    " / "): each value translated, the separator kept."""

    separator: str
    items: tuple[Any, ...]

    def __new__(cls, separator: str, items: Iterable[Any]) -> "JoinedText":
        items = tuple(items)
        joined = separator.join(english(i) for i in items)
        self = str.__new__(cls, joined)
        self.msgid, self.plural, self.context, self.params = joined, None, None, {}
        self.separator, self.items = separator, items
        return self

    def __getnewargs__(self):
        return (self.separator, self.items)

    def translate(self, catalog: Catalog) -> str:
        return translate(self.separator, catalog).join(translate(i, catalog) for i in self.items)


class SentencesText(JoinedText):
    """Sentences one after another, each translated: a space between them, none after a
    sentence that ends in a full-width character in a language written without spaces
    (Chinese, Japanese: "無效果。打出它", not "無效果。 打出它")."""

    def __new__(cls, items: Iterable[Any]) -> "SentencesText":
        return super().__new__(cls, " ", items)       # type: ignore[return-value]

    def __getnewargs__(self):
        return (self.items,)

    def translate(self, catalog: Catalog) -> str:
        unspaced = getattr(catalog, "script", "latin") == "cjk"
        out = ""
        for item in self.items:
            words = translate(item, catalog)
            if out and words:
                out += "" if unspaced and _full_width(out[-1]) else " "
            out += words
        return out


def _full_width(ch: str) -> bool:
    """A character of a script written without spaces, or full-width punctuation ("。", "）")."""
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"


def translate(value: Any, catalog: Catalog) -> str:
    """Any shown value in `catalog`'s language: a Text translated, a number formatted the
    language's way, anything else (a player's name, an artist's) as it is."""
    if isinstance(value, Text):
        return value.translate(catalog)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return catalog.number(value)
    return str(value)


def _(message: str) -> Text:
    """A phrase to translate."""
    return Text(message)


def n_(singular: str, plural: str, n: int) -> Text:
    """A phrase with plural forms; `n` chooses the form and fills {n}."""
    return Text(singular, plural, None, {"n": n})


def p_(context: str, message: str) -> Text:
    """A phrase to translate in a context (the same English word, different senses)."""
    return Text(message, None, context)


def and_list(items: Iterable[Any]) -> ListText:
    """Items as a list in the player's language ("A, B and C")."""
    return ListText(items)


def join_text(separator: str, items: Iterable[Any]) -> JoinedText:
    """Shown values joined by a separator that is no word (" · ", "\\n"); each translated."""
    return JoinedText(separator, items)


def sentences(items: Iterable[Any]) -> SentencesText:
    """Whole sentences joined as the language joins them: with a space, or (Chinese,
    Japanese) none after a full stop "。"."""
    return SentencesText(items)


def comma_list(items: Iterable[Any]) -> JoinedText:
    """Items one after another with the language's list comma ("Ada 20, Beatrix 16"; Chinese
    "Ada 20、Beatrix 16"), with no "and" before the last."""
    # i18n: the separator between the items of a list ("Ada 20, Beatrix 16"); Chinese "、"
    return JoinedText(p_("list separator", ", "), items)


def message_of(error: BaseException) -> Text | str:
    """The words of an error meant for the player: its Text (translated where it is shown),
    or its English text when it was raised with a plain string."""
    first = error.args[0] if error.args else ""
    return first if isinstance(first, Text) else str(error)
