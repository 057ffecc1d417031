"""The screen over your own panel while it is down: covered by its player, or public because
computers play or the screen passes between players (at a shared screen, "Every screen is
down"). Pure painters, drawn by the seats (`seats.draw_own`)."""
from __future__ import annotations

import pygame

from game.i18n import _

from .. import ui
from .keys import KeyLetter
from .layout import own_name_room
from .look import Look


def draw_screen_down(surf: pygame.Surface, ctx, look: Look, r: pygame.Rect) -> None:
    """The own panel while no seat's screen is open: covered by the player, or public
    because computers play or the screen passes between players. Under the band of a held
    moment (`Look.band`) the screen takes the panel's room above the band, its words with it
    (the panel's heading, which the screen's title says again, is left out); above a taller
    band (an open lap's moves), the room the band leaves at its left (`beside_band`)."""
    px = ctx.px
    words = screen_down_words(ctx, look, r)
    if words is None:
        ui.text(surf, ctx, _("Spectator"), 18, (r.x + px(14), r.y + px(12)), ui.PAPER, "bold")
        return
    heading, title, body = words
    band = look.band if look.band is not None and look.band.colliderect(r) else None
    screen = screen_down_rect(px, r, None if band is None else band.top)
    if band is None:
        ui.text(surf, ctx, heading, 20, (r.x + px(14), r.y + px(8)), ui.PAPER, "black")
    pad, top = (px(12), screen.y + px(10)) if band is None else (px(8), screen.y + px(6))
    box = pygame.Rect(screen.x + pad, screen.y + px(36), screen.w - 2 * pad, 0)
    size = 13
    if band is not None:
        box.y = top + ctx.text.size(title, px(16), "black")[1] + px(4)
        if ui.wrapped_height(ctx, body, size, box.w) > screen.bottom - box.y:
            size = 12       # the least size a player reads (German takes a fourth line at 13)
        if ui.wrapped_height(ctx, body, size, box.w) > screen.bottom - box.y:
            beside_band(surf, ctx, look, (title, body), r, band)
            return
    ui.blit_panel(surf, ctx, screen, fill=(60, 30, 34), radius=px(10), border=ui.BRASS_DARK)
    ui.text(surf, ctx, title, 16, (screen.x + pad, top), ui.BRASS_LIGHT, "black")
    box.h = screen.bottom - box.y
    ui.wrapped(surf, ctx, body, size, box, ui.PAPER_DIM)


def beside_band(surf, ctx, look: Look, words: tuple[str, str], r: pygame.Rect,
                band: pygame.Rect) -> None:
    """The screen over your own panel `r` in the room a tall band leaves at its left: its
    title and words wrapped there (the short words, `short_words`, where the whole do not
    fit); above the band alone the panel read its title only, squeezed by "Back to Mia" (an
    open lap's moves), and the table's words were lost. The title alone where the band
    leaves too narrow a room."""
    px = ctx.px
    title, body = words
    screen = pygame.Rect(r.x + px(6), r.y + px(6), band.x - px(6) - (r.x + px(6)), r.h - px(12))
    if screen.w < px(90):
        screen = screen_down_rect(px, r, band.top)
        ui.blit_panel(surf, ctx, screen, fill=(60, 30, 34), radius=px(10), border=ui.BRASS_DARK)
        ui.text(surf, ctx, title, 16, (screen.x + px(8), screen.y + px(6)), ui.BRASS_LIGHT,
                "black")
        return
    ui.blit_panel(surf, ctx, screen, fill=(60, 30, 34), radius=px(10), border=ui.BRASS_DARK)
    box = screen.inflate(-2 * px(8), -2 * px(6))
    size = 15
    while size > 12 and ui.wrapped_height(ctx, title, size, box.w, "black") > box.h // 2:
        size -= 1
    box.y += ui.wrapped(surf, ctx, title, size, box, ui.BRASS_LIGHT, "black") + px(4)
    box.h = screen.bottom - px(6) - box.y
    for said in (body, short_words(look)):
        for least in (13, 12):
            if ui.wrapped_height(ctx, said, least, box.w) <= box.h:
                ui.wrapped(surf, ctx, said, least, box, ui.PAPER_DIM)
                return


def screen_down_words(ctx, look: Look, r: pygame.Rect) -> tuple[str, str, str] | None:
    """The own panel's words while its screen is down: its heading (the covered seat's name,
    or the table's), the screen's title and what it says; None for a spectator."""
    v = look.view
    if look.anchor is not None:
        name = ui.clipped(ctx, v.config.seats[look.anchor].name, 20,
                          own_name_room(ctx, r, False), "black")
        return name, _("Your screen is down"), covered_words(v.config.open_money,
                                                             look.holding_key)
    if not look.hot_seat or look.demo:
        return None
    # With open money everyone's cash is on the table anyway: only the hands are covered.
    body = _("Hands stay private while computers play and while the screen passes on. "
             "Each player's screen opens on their turn.") if v.config.open_money else \
        _("Hands and money stay private while computers play and while the screen "
          "passes on. Each player's screen opens on their turn.")
    return _("The table"), _("Every screen is down"), body


def short_words(look: Look) -> str:
    """The screen's words in short, over a panel a tall band leaves little room: what it
    keeps private (your hand and money while you cover it; everyone's at a shared screen)."""
    v = look.view
    if look.anchor is not None:
        return _("Your hand is covered.") if v.config.open_money else \
            _("Your hand and money are covered.")
    # i18n: the table's panel at a shared screen, under "Every screen is down", when a band
    # leaves it room for one line
    return _("Hands stay private.") if v.config.open_money else \
        _("Hands and money stay private.")


def screen_down_rect(px, r: pygame.Rect, band_top: int | None = None) -> pygame.Rect:
    """The screen drawn over your own panel `r` while it is down (`draw_screen_down`); with a
    band standing at the window's foot from `band_top`, the panel's room above it."""
    if band_top is None:
        return pygame.Rect(r.x + px(14), r.y + px(44), r.w - px(28), r.h - px(58))
    return pygame.Rect(r.x + px(6), r.y + px(6), r.w - px(12),
                       min(r.bottom, band_top) - px(6) - (r.y + px(6)))


def covered_words(open_money: bool, holding_key: bool) -> str:
    """The own panel's words while its player keeps the screen covered: what is covered (the
    hand, and the money unless everyone's is open) and how to open it again."""
    key = KeyLetter("hide")
    if open_money:
        # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
        return (_("Your hand is covered. Let go of {key} to open it again.").format(key=key)
                if holding_key else
                # i18n: "Show my screen" is the button's words
                _("Your hand is covered. Press Show my screen to open it again."))
    # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
    return (_("Your hand and money are covered. Let go of {key} to open it again.").format(
        key=key) if holding_key else
            # i18n: "Show my screen" is the button's words
            _("Your hand and money are covered. Press Show my screen to open it again."))
