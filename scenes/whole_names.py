"""An artist's name, and a player's, stays whole on one line when text is wrapped ("Lite Metal",
not "Lite" at one line's end and "Metal." alone at the next's start; "Anna Maria", not "Anna"
and "Maria"). Every theme's names are kept whole, in every language: a name is the same in each
(no catalog declines it), a theme's names never stand in another theme's text, and the setup
screen names every theme's artists. The players' names are the table's (`player_names`), which
the text cache is given as a game comes to the screen."""
from __future__ import annotations

import re

from game.cards import THEMES


def _name_words(name: str) -> tuple[re.Pattern, ...]:
    """How each word of a name may stand in text: the first after an opening mark or an
    elision ("(Karl", "„Karl", "dell'Karl"), the last before a closing mark or a possessive
    ("Gitter.", "Gitter)", "P's"), the ones between bare. In CJK text a Latin run keeps the
    space after it ("Lite ", "Metal"), so the same words match stripped."""
    words = name.split()
    first = re.compile(f"(?:.*\\W)?{re.escape(words[0])}")
    middle = tuple(re.compile(re.escape(w)) for w in words[1:-1])
    last = re.compile(f"{re.escape(words[-1])}(?!\\w).*")
    return (first, *middle, last)


#: The names of more than one word, of every theme, longest first.
_NAMES: tuple[tuple[re.Pattern, ...], ...] = tuple(
    _name_words(name) for name in sorted(sorted({n for names in THEMES.values() for n in names
                                                 if len(n.split()) > 1}),
                                          key=lambda n: -len(n.split())))


def player_names(names) -> tuple[tuple[re.Pattern, ...], ...]:
    """The names `whole_names` keeps whole at a table: the artists' and its players' names of
    more than one word (a table's seats), longest first, merged once here rather than at every
    word wrapped; () if no player's name has two words (the artists' alone then)."""
    many = sorted({" ".join(str(n).split()) for n in names if len(str(n).split()) > 1})
    players = tuple(_name_words(name) for name in sorted(many, key=lambda n: -len(n.split())))
    return tuple(sorted(_NAMES + players, key=len, reverse=True)) if players else ()


def _name_at(items: list[str], i: int, names: tuple = ()) -> int:
    """How many of `items` from `i` on spell one of `names` (`player_names`: the artists' and
    a table's players'), or of the artists' names if none are given (0: none)."""
    for words in names or _NAMES:
        run = items[i:i + len(words)]
        if len(run) == len(words) and all(w.fullmatch(item.strip())
                                           for w, item in zip(words, run)):
            return len(words)
    return 0


def whole_names(items: list[str], f, width: int, joiner: str = " ",
                names: tuple = ()) -> list[str]:
    """`items` (a paragraph's words, split at its spaces, with `joiner` " "; or CJK break
    units that keep their spaces, with "") with each artist's name, or each of `names` (the
    artists' and the players', `player_names`), joined into one, so a line never breaks inside it; a name wider
    than `width` in face `f` stays apart, to break at its spaces as before."""
    out: list[str] = []
    i = 0
    while i < len(items):
        n = _name_at(items, i, names)
        if n:
            name = joiner.join(items[i:i + n])
            if f.size(name.strip())[0] <= width:
                out.append(name)
                i += n
                continue
        out.append(items[i])
        i += 1
    return out
