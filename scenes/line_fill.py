"""How wrapped text fills its lines (the text cache's `wrap`): as many break units (a CJK
character with its punctuation, a Latin word) as fit each line, each unit's width measured
once, and a word wider than the line cut into pieces that fit."""
from __future__ import annotations


def fill_cjk(units: list[str], f, width: int, widths: dict) -> list[str]:
    """CJK text's lines: as many units (a character with its closing punctuation, a Latin
    word with its space) as fit each line."""
    # Measuring the whole line at each character took the Chinese Rules screen over a second
    # to open (a click on "Rules" seemed lost): far from the edge a line's width is the sum of
    # its units' (a pixel of kerning aside, less than the one character kept in hand), and
    # only a line within a character of the edge is measured whole.
    lines, line, est = [], "", 0
    slack = unit_width(widths, f, "\u4e2d")
    for unit in pieces(units, f, width, widths):
        w = unit_width(widths, f, unit)
        if not line.strip() or est + w <= width - slack:
            line, est = line + unit, est + w
            continue
        trial = line + unit
        measured = f.size(trial.rstrip())[0]
        if measured <= width:
            line, est = trial, measured
        else:
            lines.append(line.rstrip())
            line = unit.lstrip()
            est = unit_width(widths, f, line)
    lines.append(line.rstrip())
    return lines


def fill_words(words: list[str], f, width: int, widths: dict) -> list[str]:
    """Latin text's lines: as many words as fit each line. As `fill_cjk`, a line is summed
    from its words' widths (and the spaces') until it nears the edge, then measured whole."""
    lines, line, est = [], "", 0
    space = unit_width(widths, f, " ")
    slack = unit_width(widths, f, "m")
    for word in words:
        w = unit_width(widths, f, word)
        if not line:
            line, est = word, w
            continue
        if est + space + w <= width - slack:
            line, est = f"{line} {word}", est + space + w
            continue
        trial = f"{line} {word}"
        measured = f.size(trial)[0]
        if measured <= width:
            line, est = trial, measured
        else:
            lines.append(line)
            line, est = word, w
    lines.append(line)
    return lines


def unit_width(widths: dict, f, unit: str) -> int:
    """`unit`'s width in face `f`, measured once: `widths` is the store (a TextCache's own,
    emptied when it grows past 20,000 units)."""
    key = (f, unit)
    w = widths.get(key)
    if w is None:
        if len(widths) > 20000:
            widths.clear()
        w = widths[key] = f.size(unit)[0]
    return w


def pieces(words: list[str], f, width: int, widths: dict) -> list[str]:
    """The words of a paragraph, a word wider than `width` cut into pieces that fit (a path, or
    a long name from a file, would otherwise run off the screen as one endless line)."""
    out = []
    for word in words:
        while len(word) > 1 and unit_width(widths, f, word) > width:
            cut = max(1, min(len(word) - 1, len(word) * max(1, width) // f.size(word)[0]))
            while cut > 1 and f.size(word[:cut])[0] > width:
                cut -= 1
            out.append(word[:cut])
            word = word[cut:]
        out.append(word)
    return out
