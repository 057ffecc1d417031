"""The art's fixed facts: the artists' and tokens' colours, the card themes, a card's
proportions and how many pictures the cache keeps."""
from __future__ import annotations


Colour = tuple[int, int, int]

#: Board-column accents: gold, green, red, blue, violet.
ARTIST_COLOURS: tuple[Colour, ...] = (
    (222, 170, 44), (46, 152, 88), (204, 58, 66), (44, 98, 196), (140, 76, 178))

#: Accents that stay apart for deuteranopia and protanopia: Okabe–Ito hues, tuned so every
#: pair stays over 30 CIELAB units apart under a simulated protan or deutan eye (see
#: tests/test_art.py), since lightness differs as well as hue.
COLOUR_BLIND_COLOURS: tuple[Colour, ...] = (
    (240, 228, 66), (0, 140, 100), (213, 94, 0), (0, 90, 181), (240, 180, 220))

#: Market token colours by value: ebony, walnut and bone, the same for the auction's 30, 20, 10
#: and the card game's 3, 2, 1. Neutral woods, so that no value token reads as an artist's piece
#: (the artists are the hues; red 30s and 3s read as Christin P's) nor as the silver award; and
#: their lightness falls with the value, so they read apart in any vision
#: (tests/test_value_token_colours.py).
TOKEN_COLOURS: dict[int, Colour] = {30: (46, 40, 38), 20: (142, 94, 58), 10: (226, 214, 184),
                                    3: (46, 40, 38), 2: (142, 94, 58), 1: (226, 214, 184)}

INK: Colour = (38, 34, 34)
PAPER: Colour = (248, 243, 230)

#: Per theme: card stock, frame, frame highlight, card-back ground, card-back trim.
THEME_STYLES: dict[str, dict[str, Colour]] = {
    "classic": {"stock": (247, 244, 236), "frame": (34, 34, 38), "frame_hi": (96, 96, 104),
                "back": (26, 40, 78), "trim": (214, 180, 96), "table": (30, 92, 60)},
    "masters": {"stock": (244, 236, 218), "frame": (168, 128, 52), "frame_hi": (236, 206, 128),
                "back": (92, 26, 38), "trim": (226, 190, 110), "table": (30, 92, 60)},
    "renaissance": {"stock": (238, 228, 204), "frame": (84, 52, 30), "frame_hi": (150, 104, 62),
                    "back": (24, 62, 50), "trim": (210, 176, 104), "table": (30, 92, 60)},
}


#: Most recently used surfaces kept per kind; the table background is full-window sized.
CACHE_LIMITS = {"face": 1500, "painting": 1500, "table": 3}

#: Below this width a card face drops its frame and name for a thumbnail layout.
COMPACT_WIDTH = 64


def card_height(width: int) -> int:
    """The height of a card drawn `width` pixels wide (cards are 5:7)."""
    return round(width * 1.4)
