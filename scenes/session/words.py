"""Auction methods in plain words for tooltips and banners, and the game's own narration of
events (game/log.py) for the log panel."""
from __future__ import annotations

import unicodedata

from game.cards import METHOD_NAMES, Method
from game.i18n import _
from game.log import narrate

#: The themes of the card art as the settings and setup screens name them.
THEME_NAMES = {"classic": _("Classic"), "masters": _("Masters"), "renaissance": _("Pioneers")}

#: One line per auction method, for tooltips and the lot's help line.
METHOD_TIPS = {
    # A pass is not final in the digital open auction (RULES.md §4): a tester passed, was asked
    # again next lap and learned of "Out of this lot" only from the Rules screen.
    # Short: two lines beside one's own lot at 1280x720 (where the stand says more), so the
    # estimate keeps its place above it.
    Method.OPEN: _("Open auction: from the auctioneer's left, raise or pass, lap after lap, "
                   "until all but the high bidder pass. A pass lets you bid again; Out of this "
                   "lot passes every lap."),
    Method.ONCE_AROUND: _("Once around: each player once, from the auctioneer's left, may bid "
                          "higher or pass. The auctioneer acts last."),
    # The auctioneer wins a tie they are in, else the next tied bidder clockwise (nearest the
    # auctioneer's left): "the first tied bidder from the auctioneer" did not say the
    # auctioneer wins a tie they are in, "Ties go to the auctioneer" read as if they won every
    # tie, bid or not, and "a tie goes to the auctioneer if tied" said "tie" twice.
    Method.SEALED: _("Sealed bid: everyone secretly chooses one bid (0 = none); all are "
                     "revealed together. A tie goes to the auctioneer if they are in it, else to "
                     "the next tied bidder clockwise."),
    Method.FIXED_PRICE: _("Fixed price: the auctioneer names a price; from their left each "
                          "player may buy at it or pass. If all pass, the auctioneer must buy "
                          "it."),
    Method.DOUBLE: _("Double auction: add a second card of the same artist that is not a "
                     "double; both are sold as one lot by the second card's method."),
}


def method_name(method: str | None) -> str:
    """The method's name as a player reads it."""
    return METHOD_NAMES.get(method or "", "")


#: The game's log line for an event, (kind, text), or None: the one narration, in game/log.py.
describe = narrate


#: What a name field says of a character it left out because no typeface of the game draws it
#: (an emoji): not the character itself, which would be drawn as a box.
UNDRAWABLE = _("A character the game cannot draw (an emoji, say) was left out of the name.")
#: ... of Hebrew or Arabic letters: the game's typefaces have none, and it writes left to right.
RIGHT_TO_LEFT = _("Right-to-left writing (Hebrew, Arabic) cannot be shown by the game's "
                  "typefaces, so it was left out of the name.")
#: ... of letters of another script the typefaces lack (Korean, Thai, a rare Chinese character).
FOREIGN_LETTERS = _("The game's typefaces have no such letters (Korean, Thai or Hindi, say, or "
                    "a rare Chinese character), so they were left out of the name.")


def name_cut_note(n: int, seat: int | None = None, name: str = ""):
    """What a name field says, calmly, of a name typed or pasted past the longest it may be
    (`n` characters): the rest left out, the name kept (a save's name); at the setup, which
    `seat` (numbered from 1) and the `name` it kept, said while it stays cut."""
    if seat is not None:
        # i18n: the setup's seats; said while a seat's name stays cut to the longest a name may
        # be; {n}: its most characters, {seat}: the seat's number, {name}: the name it keeps
        return _("Names are at most {n} characters long: seat {seat} keeps \u201c{name}\u201d."
                 ).format(n=n, seat=seat, name=name)
    # i18n: said calmly where a name is typed (a seat's, a save's); {n}: its most characters
    return _("Names are at most {n} characters long: this one keeps its first {n}.").format(n=n)


#: The blocks of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …), whose marks
#: and digits count as theirs too.
_RTL_BLOCKS = ((0x0590, 0x08FF), (0xFB1D, 0xFDFF), (0xFE70, 0xFEFF), (0x10800, 0x10FFF),
               (0x1E800, 0x1EFFF))


def undrawable_message(refused: str):
    """What a name field says of the characters `refused` it left out (no typeface of the
    game draws them): right-to-left writing, another script's letters, or a sign (an
    emoji), said in that order when a pasted text held several."""
    def rtl(ch: str) -> bool:
        return (unicodedata.bidirectional(ch) in ("R", "AL")
                or any(low <= ord(ch) <= high for low, high in _RTL_BLOCKS))
    if any(rtl(ch) for ch in refused):
        return RIGHT_TO_LEFT
    if any(unicodedata.category(ch)[0] in "LMN" for ch in refused):
        return FOREIGN_LETTERS
    return UNDRAWABLE
