"""Every picture in the game, drawn by code: card faces, card backs, auction-method icons,
artist emblems, the gavel and its sound block, market tokens, coins and the table.

One `Art` is made per app and handed to scenes through the app context. Every method caches
its surface on the instance by its arguments, so a scene may ask for the same picture every
frame. Nothing here needs a display mode; surfaces are converted for fast blitting only when
a display surface exists.

Shapes are drawn supersampled (2x or 4x) and smoothscaled down, which gives antialiased edges
with plain `pygame.draw`. Per-card variety comes from a `random.Random` seeded by the card id,
so a card looks the same in every game and at every size.

The art is a package of rooms: `basics` (colours, themes, proportions), `brush` (drawing
helpers), `paintings`, `glyphs` (the auction methods' marks) and `studio` (`Art` itself).
Every public name is importable from `scenes.art` as before.
"""
from __future__ import annotations

from .basics import (  # noqa: F401
    ARTIST_COLOURS, CACHE_LIMITS, COLOUR_BLIND_COLOURS, COMPACT_WIDTH, Colour, INK, PAPER,
    THEME_STYLES, TOKEN_COLOURS, card_height,
)
from .brush import ink_like, luminance, text_on  # noqa: F401
from .studio import Art  # noqa: F401
