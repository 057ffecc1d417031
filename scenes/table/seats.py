"""The seats: the other players' panels, the dummy hand, your own panel (or the screen that
covers it), the rings round the seats the game waits for and what the seats say. Pure
painters: they draw from the view and the look, and add their hover help to `regions`."""
from __future__ import annotations

import math

import pygame

from game.cards import artist_name
from game.config import DUMMY_REVEALER
from game.i18n import _, join_text, n_, sentences
from game.state import DUMMY_REVEAL, PLAY, SEALED_BIDDING

from .. import ui
from ..art import card_height
from ..name_fit import fitted_name
from ..session.levels import level_info, seat_tag
from .layout import own_name_room
from .look import Look
from .painting_row import (counted_rects, draw_counted, draw_counted_at, draw_row, row_order,
                           row_rects, side_by_side)
from .screen_down import draw_screen_down, screen_down_rect
from .seat_names import MONEY_ROW, draw_name, hand_row, name_room


def seat_label(ctx, look: Look, seat: int) -> str:
    """The small tag on a seat: you, human, or the computer's level (in lower case, in the
    player's language)."""
    return seat_tag(ctx, look.view, seat)


def seat_about(view, seat: int) -> str:
    """Who sits there, for a seat's hover help: a computer player and its level, or a human."""
    s = view.config.seats[seat]
    if s.is_bot:
        name, desc = level_info().get(s.level, (s.level, ""))
        # i18n: {level} is the computer's level (Easy, Normal…), {about} a line about it
        return _("{name}, a computer player ({level}): {about}").format(name=s.name, level=name,
                                                                       about=desc)
    return _("{name} plays at this screen.").format(name=s.name)


def draw_seat(surf: pygame.Surface, ctx, look: Look, seat: int, r: pygame.Rect,
              regions: list) -> None:
    """Another seat's panel: name, level, hand size, cash (or hidden), paintings bought."""
    v, px = look.view, ctx.px
    tip = seat_about(v, seat)
    if v.cash[seat] is None:
        tip = sentences([tip, _("Their money is private.")])
    regions.append((r, tip))
    ui.blit_panel(surf, ctx, r, fill=ui.NIGHT, alpha=215, radius=px(10), border=(70, 74, 84),
                  shadow=px(3))
    name = v.config.seats[seat].name
    y = hand_row(ctx, look, r)
    room, down, hand = name_room(ctx, look, seat, r)
    ui.text(surf, ctx, seat_label(ctx, look, seat), 11,
            (r.right - px(8), y + px(5) if down else r.y + px(12)), ui.BRASS_LIGHT, "bold",
            "topright")
    # A long name gets smaller (down to 12), then takes two lines, whole (`seat_names`): the
    # table is watched, and the hover that named a cut name whole is the mouse's only.
    draw_name(surf, ctx, name, room, r)
    back = ctx.art.card_back(px(18))
    surf.blit(back, (r.x + px(10), y))
    ui.text(surf, ctx, hand, 12, (r.x + px(34), y + px(4)), ui.PAPER_DIM)
    coin = ctx.art.coin(px(18))
    cash = v.cash[seat]
    cx = r.x + px(10)
    cy = r.y + px(MONEY_ROW)
    surf.blit(coin, (cx, cy))
    ui.text(surf, ctx, str(cash) if cash is not None else _("hidden"),
            13 if cash is not None else 12,
            (cx + px(24), cy + px(1)), ui.BRASS_LIGHT if cash is not None else ui.MUTED,
            "black" if cash is not None else "italic")
    if look.badge() == seat:
        _draw_auctioneer_tab(surf, ctx, badge_help(v.phase, name), r, regions)
    if v.phase == SEALED_BIDDING and v.sealed_done[seat]:
        # The envelope stays on the seat once its sealed bid is in (the amount stays secret),
        # above its paintings at the right, where "thinking…" stood while it chose: in the
        # hand's row it covered "8 in hand" on five panels at 1280x720, in the money's row the
        # seat's "Bid sealed" (two lines in Italian) covered it.
        icon = ctx.art.method_icon("sealed", px(22))
        spot = icon.get_rect(bottomright=turn_word_spot(px, r))
        surf.blit(icon, spot)
        regions.insert(0, (spot, _("{name} has sealed a bid; the amount stays secret until "
                                   "every bid is in.").format(name=name)))
    draw_bought(surf, ctx, v.bought[seat], bought_row(px, r))


def auctioneer_tab(surf, ctx, r: pygame.Rect) -> pygame.Rect:
    """A claret tab on the seat's top edge: who is selling the lot (drawn again over the ring
    of a seat whose turn it is, which would otherwise cross out its word)."""
    px = ctx.px
    label = ctx.text.render(_("AUCTIONEER"), px(10), ui.PAPER, "black")
    tab = label.get_rect(center=(r.centerx, r.y)).inflate(px(14), px(6))
    ui.blit_panel(surf, ctx, tab, fill=ui.CLARET, radius=tab.h // 2, border=(90, 20, 26))
    surf.blit(label, label.get_rect(center=tab.center))
    return tab


def _draw_auctioneer_tab(surf, ctx, help_: str, r: pygame.Rect, regions: list) -> None:
    regions.insert(0, (auctioneer_tab(surf, ctx, r), help_))


def badge_help(phase: str, name: str) -> str:
    """The auctioneer's badge's help on seat `name` in `phase`: choosing the lot, through the
    dummy card's decision after the sale, or selling the lot on offer."""
    if phase == PLAY:
        return _("The auctioneer: {name} chooses a painting from their hand to put up for "
                 "auction.").format(name=name)
    if phase == DUMMY_REVEAL:
        return _("The auctioneer: {name} has sold this turn's lot; the next auctioneer's turn "
                 "comes once the dummy card is turned up or kept hidden.").format(name=name)
    return _("The auctioneer: {name} sells this lot and is paid by the buyer (or pays the "
             "bank if buying it).").format(name=name)


def draw_dummy(surf: pygame.Surface, ctx, look: Look, r: pygame.Rect, regions: list) -> None:
    """The face-down dummy hand(s) and the cards turned up from them this round."""
    v, px = look.view, ctx.px
    if len(v.dummy_sizes) > 1:
        # The 2-player variant (RULES.md §8): one deck turns up a card after each auction.
        help_ = _("Nobody plays the dummy decks: after each auction one of them turns up its "
                  "top card, the two taking turns. Each card turned up counts for this round's "
                  "ranking and can be the fifth card that ends it.")
    else:
        # Who turns up the card at this table, in the words the reveal prompt uses.
        help_ = sentences([_("Nobody plays the dummy cards: each one turned up counts for this "
                             "round's ranking and can be the fifth card that ends it."),
                           DUMMY_REVEALER[v.config.dummy_reveal_by]])
    regions.append((r, help_))
    ui.blit_panel(surf, ctx, r, fill=(30, 34, 44), alpha=200, radius=px(10),
                  border=(70, 74, 84), shadow=px(3))
    title, size, tag = dummy_heading(ctx, r, len(v.dummy_sizes))
    ui.text(surf, ctx, title, size, (r.x + px(10), r.y + px(8)), ui.PAPER_DIM, "bold")
    if tag:
        ui.text(surf, ctx, tag, 11, (r.right - px(8), r.y + px(12)), ui.MUTED, "italic",
                "topright")
    x = r.x + px(10)
    y = r.y + px(34)
    count = pygame.Rect(x, y, 0, 0)
    for size in v.dummy_sizes:
        back = ctx.art.card_back(px(18))
        if size:
            surf.blit(back, (x, y))
        count = ui.text(surf, ctx, f"{size}", 12, (x + px(24), y + px(4)), ui.PAPER_DIM)
        x += px(56)
    # "face down" in the decks' row, after the last count: the row under it is the caption
    # of the cards turned up. Over them, just above the cards' row, the caption stood behind
    # the cards' tops in the CJK typeface (本回合翻開) and read "turned up" in German.
    left = count.right + px(8)
    ui.text(surf, ctx, ui.clipped(ctx, _("face down"), 11, r.right - px(8) - left, "italic"),
            11, (left, count.centery), ui.MUTED, "italic", "midleft")
    if v.revealed:
        ui.text(surf, ctx, ui.clipped(ctx, _("turned up this round"), 11, r.w - px(18),
                                      "italic"),
                11, (r.x + px(10), y + px(30)), ui.MUTED, "italic")
    draw_bought(surf, ctx, v.revealed, bought_row(px, r), empty="", counted=False)


def dummy_heading(ctx, r: pygame.Rect, hands: int) -> tuple[str, float, str]:
    """The dummy panel's heading, its design size and the "no player" tag beside it: the
    heading shrinks to the room the tag leaves ("Mazzi misteriosi" ran into "nessun
    giocatore"), and where even the smallest size does not fit, the tag gives way."""
    px = ctx.px
    title = _("Dummy decks") if hands > 1 else _("Dummy hand")
    tag = _("no player")
    room = r.w - px(10) - px(8) - px(8) - ctx.text.size(tag, px(11), "italic")[0]
    dropped, title, size = ui.first_fitting(ctx, ((title, room, 12), (title, r.w - px(18), 10)),
                                            16, "bold")
    return title, size, "" if dropped else tag


def draw_bought(surf, ctx, cards, r: pygame.Rect, empty: str | None = None,
                counted: bool = True) -> None:
    """Paintings bought this round, face up, small; `empty` said when there are none (by
    default "no paintings yet"); `counted`: one face an artist with its count once they no
    longer stand side by side (`draw_counted`), else stacked by artist."""
    px = ctx.px
    if empty is None:
        empty = _("no paintings yet")
    if not cards:
        if empty:
            ui.text(surf, ctx, empty, 11, (r.x + px(2), r.centery), ui.MUTED, "italic",
                    "midleft")
        return
    cards = row_order(cards)
    if counted and not side_by_side(len(cards), r, ctx.px(28), ctx.px(3)):
        draw_counted(surf, ctx, cards, r, ctx.px(28), ctx.px(3))
        return
    draw_row(surf, ctx, cards, painting_rects(ctx, len(cards), r, [c.artist for c in cards]))


#: A painting's width in a seat panel's row (design pixels).
PAINTING_W = 28


def bought_row(px, panel: pygame.Rect) -> pygame.Rect:
    """Where a seat panel shows its paintings: along its bottom edge."""
    return pygame.Rect(panel.x + px(8), panel.bottom - px(46), panel.w - px(16), px(40))


def painting_rects(ctx, count: int, row: pygame.Rect,
                   artists: list[int] | None = None) -> list[pygame.Rect]:
    """The small faces of `count` paintings (of `artists`, in the row's order) in `row`:
    side by side while they fit, else stacked by artist (`painting_row.row_rects`)."""
    return row_rects(artists if artists is not None else list(range(count)), row,
                     ctx.px(PAINTING_W), ctx.px(3))


def turn_word_spot(px, panel: pygame.Rect) -> tuple[int, int]:
    """The bottom right of "thinking…" on a seat panel (`px` scales design pixels): above its
    paintings, with a gap."""
    row = bought_row(px, panel)
    return panel.right - px(8), row.bottom - card_height(px(28)) - px(5)


def draw_own(surf: pygame.Surface, ctx, look: Look, r: pygame.Rect, regions: list) -> None:
    """Your own panel: name, money, hand size, your sealed bid and what you bought."""
    v, px = look.view, ctx.px
    ui.blit_panel(surf, ctx, r, fill=ui.NIGHT, alpha=225, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(4))
    seat = v.seat
    if seat is None:
        draw_screen_down(surf, ctx, look, r)
        return
    _draw_own_name(surf, ctx, look, r, regions)
    coin = ctx.art.coin(px(30))
    y = r.y + px(40)
    surf.blit(coin, (r.x + px(14), y + px(2)))
    cash = v.cash[seat]
    t = ui.text(surf, ctx, str(cash) if cash is not None else "?", 30, (r.x + px(52), y - px(4)),
                ui.BRASS_LIGHT, "black")
    regions.append((pygame.Rect(r.x + px(10), y - px(4), t.right - r.x, px(40)),
                    _("Your money. Bids and prices are paid from it; at this table everyone's "
                      "money is open, yours too.") if v.config.open_money else
                    _("Your money. Bids and prices are paid from it; the others cannot see "
                      "it.")))
    ui.text(surf, ctx, _("private") if not v.config.open_money else _("open money"), 11,
            (t.right + px(8), y + px(14)), ui.MUTED, "italic")
    ui.text(surf, ctx, n_("{n} card in hand", "{n} cards in hand", len(v.hand or ())), 13,
            (r.right - px(14), y + px(6)),
            ui.PAPER_DIM, "regular", "topright")
    if v.my_sealed is not None and v.phase == SEALED_BIDDING:
        ui.text(surf, ctx, _("sealed bid: {amount}").format(amount=v.my_sealed), 13,
                (r.right - px(14), y + px(24)),
                ui.BRASS_LIGHT, "bold", "topright")
    y2 = own_bought_top(px, r)
    ui.text(surf, ctx, _("Bought this round"), 12, (r.x + px(14), y2), ui.PAPER_DIM, "bold")
    cards = row_order(v.bought[seat])
    area = own_bought_area(px, r)
    if not cards:
        ui.text(surf, ctx, _("nothing yet"), 12, (area.x, y2 + px(22)), ui.MUTED, "italic")
    else:
        theme = v.config.theme
        rects = own_painting_rects(ctx, cards, area)
        if len(rects) == len(cards):
            draw_row(surf, ctx, cards, rects, lambda a: artist_name(a, theme))
        else:
            draw_counted_at(surf, ctx, cards, rects)


def own_bought_area(px, r: pygame.Rect) -> pygame.Rect:
    """Where your paintings bought this round stand in your own panel `r`: its whole width,
    below "Bought this round" and "Take back" at its right (`takeback.TakeBack.place`)."""
    top = own_bought_top(px, r) + px(24)
    return pygame.Rect(r.x + px(14), top, r.w - px(28), r.bottom - px(8) - top)


def own_painting_rects(ctx, cards, area: pygame.Rect) -> list[pygame.Rect]:
    """The faces of `cards` (your paintings bought, in the row's order) in your panel's `area`:
    side by side across its width while they fit, else one face an artist (`counted_rects`,
    with how many on a badge), as the other seats' panels show theirs: stacked by artist, ten
    and more lay card over card, slivers in view."""
    px = ctx.px
    cw = min(px(54), int(area.h / 1.4))
    row = pygame.Rect(area.x, area.y, area.w, card_height(cw))
    if side_by_side(len(cards), row, cw, px(4)):
        return row_rects([c.artist for c in cards], row, cw, px(4))
    return [r for r, _n in counted_rects(cards, row, cw, px(4))]


#: Your own name's design size in your panel, and the least it shrinks to before it is cut.
OWN_NAME_SIZE, OWN_NAME_LEAST = 20, 15


def own_tag(ctx, look: Look, r: pygame.Rect) -> tuple[str, bool]:
    """The tag after your own name in your panel `r`, and whether the auctioneer's tab stands
    on the panel's top edge, as on the others' panels: "you · AUCTIONEER" beside the name while
    the name fits whole with it; else the tab says AUCTIONEER and "you" stays beside the name
    if the name still fits whole, else the name stands alone ("Anna…" stood before "you ·
    AUCTIONEER" at 1280x720, a name that fits its place alone). A name is cut only when it is
    wider than its place alone, and then with "you" after it (and the tab while it auctions).
    A name that fits none of these at `OWN_NAME_SIZE` gets them at its smallest,
    `OWN_NAME_LEAST`, before it is cut."""
    v, px = look.view, ctx.px
    name = v.config.seats[v.seat].name
    own = _("watching") if look.demo else _("you")
    if look.badge() != v.seat:
        options = [(own, False), ("", False)]
    elif look.demo:
        options = [(_("AUCTIONEER"), False), ("", True)]
    else:
        options = [(join_text(" · ", [_("you"), _("AUCTIONEER")]), False), (own, True),
                   ("", True)]
    room = own_name_room(ctx, r, look.demo)
    for size in (OWN_NAME_SIZE, OWN_NAME_LEAST):       # at full size, else a little smaller
        wide = ctx.text.size(name, px(size), "black")[0]
        for tag, tab in options:
            beside = ctx.text.size(tag, px(12), "black")[0] + px(10) if tag else 0
            if wide <= room - beside:
                return tag, tab
    # Cut whatever stands beside it: the tag keeps its words, the tab gives the name room.
    return options[1] if len(options) > 2 else options[0]


def _draw_own_name(surf, ctx, look: Look, r: pygame.Rect, regions: list) -> None:
    """The name and its tag (watching, you, auctioneer: `own_tag`)."""
    v, px = look.view, ctx.px
    seat = v.seat
    selling = look.badge() == seat
    tag, tab = own_tag(ctx, look, r)
    if tab:
        _draw_auctioneer_tab(surf, ctx, badge_help(v.phase, v.config.seats[seat].name), r,
                             regions)
    # A name wider than its place gets smaller, then is cut with "…" before the "hide my
    # screen" button ("Bartholomäus…" stood there, smaller type would have held it whole).
    room = own_name_room(ctx, r, look.demo)
    if tag:
        room -= ctx.text.size(tag, px(12), "black")[0] + px(10)
    # Cut in its middle, its start and its end kept (cut at its end, two long Chinese names of
    # one start read alike).
    shown, size = fitted_name(ctx, v.config.seats[seat].name, OWN_NAME_SIZE, room, "black",
                              OWN_NAME_LEAST)
    t = ui.text(surf, ctx, shown, size,
                (r.x + px(14), r.y + px(8) + px(OWN_NAME_SIZE - size) // 2), ui.PAPER, "black")
    if not tag:
        return
    colour = ui.CLARET_LIGHT if selling and not tab else ui.BRASS_LIGHT
    if look.demo:
        ui.text(surf, ctx, tag, 12, (r.right - px(14), r.y + px(14)), colour, "black", "topright")
    else:
        # The top-right corner holds the "hide my screen" button: the tag follows the name.
        ui.text(surf, ctx, tag, 12, (t.right + px(10), r.y + px(14)), colour, "black")


def draw_turns(surface: pygame.Surface, ctx, look: Look, layout, time: float) -> None:
    """A pulsing brass ring around every seat whose decision the game waits for."""
    v, px = look.view, ctx.px
    glow = 0.5 + 0.5 * math.sin(time * 4)
    colour = tuple(int(a + (b - a) * glow) for a, b in zip(ui.BRASS_DARK, ui.BRASS_LIGHT))
    for seat in look.waited_for():
        r = layout.seat_rect(seat).inflate(px(6), px(6))
        pygame.draw.rect(surface, colour, r, max(2, px(3)), border_radius=px(12))
        # The ring goes round the seat's panel among the seats (yours too, at one screen of
        # several players: it crossed out its AUCTIONEER), else round your own panel, whose
        # tab stands only when your name needs the room (`own_tag`).
        if look.badge() == seat and (seat in layout.seats or seat == v.seat
                                     and own_tag(ctx, look, layout.own)[1]):
            auctioneer_tab(surface, ctx, layout.seat_rect(seat))
        if seat in layout.seats and seat != v.seat:
            dots = "." * (1 + int(time * 3) % 3)
            inner = layout.seat_rect(seat)
            # A human waits for their turn at the screen; a computer thinks.
            word = join_text("", [_("thinking"), dots]) if seat in look.bots else _("their turn")
            ui.text(surface, ctx, word, 11, turn_word_spot(px, inner), ui.BRASS_LIGHT,
                    "italic", "bottomright")


def draw_bubbles(surface: pygame.Surface, ctx, layout, bubbles: dict, view=None,
                 take_back: pygame.Rect | None = None, marked: tuple = ()) -> None:
    """What the seats just said, in brass bubbles where they cover nothing a player reads:
    another seat's inside its panel (`seat_bubble`, from `view`, clear of the turn word of a
    seat in `marked`, the seats `draw_turns` marks); your own gives way to "Take back"
    (`take_back`, while it stands), which names your move where the bubble would."""
    px = ctx.px
    for seat, bubble in bubbles.items():
        if take_back is not None and seat not in layout.seats:
            continue
        if seat in layout.seats and view is not None:
            # A sealed bid's words on one line: "Bid" over "sealed" read as two things said.
            # The turn word's room only where it stands: never on your own panel among the
            # seats (at one screen), where "Bietet 18" was cut to "Biet…" for a word not drawn.
            lines, size, box = seat_bubble(ctx, view, seat, layout.seat_rect(seat), bubble.text,
                                           seat in marked and seat != view.seat,
                                           one_line=bubble.sealed)
            if bubble.sealed and not whole_words(ctx.text.shown(bubble.text), lines):
                continue    # "Gebot abg…": the seat's envelope says it, as every seat's does
        else:
            lines, size, box = [ctx.text.shown(bubble.text)], 15, None
        with ui.tight_below(ctx, px(size)):
            surfs = [ctx.text.render(line, px(size), ui.INK, "black") for line in lines]
        text = (max(s.get_width() for s in surfs), sum(s.get_height() for s in surfs))
        if box is None:
            box = bubble_rect(px, layout, seat, text, view is not None and view.seat is None)
        ui.blit_panel(surface, ctx, box, fill=ui.BRASS_LIGHT, radius=min(box.h // 2, px(12)),
                      border=ui.BRASS_DARK, shadow=px(2))
        y = box.centery - text[1] // 2
        for s in surfs:
            surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
            y += s.get_height()


def seat_bubble(ctx, view, seat: int, panel: pygame.Rect, text: str,
                marked: bool = False, one_line: bool = False) -> tuple[list[str], float,
                                                                        pygame.Rect]:
    """Another seat's bubble on its `panel`: its lines (one), their design size and its box,
    always in one place: on one line across the strip under the seat's money, above its
    paintings, left of what stands in that strip's corner (the sealed bid's envelope,
    "thinking…"; the turn word's room is kept only while the seat is `marked` as to act). The
    bubble went right of "8 in hand" where its words fitted there and under the coin where
    they did not, so "Bids 2" and "Bids 13" sat in two places on one table. Words on
    `one_line` (a sealed bid's) are never smaller than `ONE_LINE_LEAST` (they are cut there,
    and the caller leaves them out)."""
    px = ctx.px
    strip = bubble_strip(ctx, view, seat, panel, marked)
    room = strip.w - px(12)
    shown, least = ctx.text.shown(text), ONE_LINE_LEAST if one_line else 10
    words, size = ui.fitted(ctx, shown, 13, room, "black", ui.READ_LEAST)
    if words != shown:      # no room at the least a player reads (a seat of five): smaller
        with ctx.text.tight():
            words, size = ui.fitted(ctx, shown, ui.READ_LEAST, room, "black", least)
    with ui.tight_below(ctx, px(size)):
        w, h = ctx.text.size(words, px(size), "black")
    box = pygame.Rect(0, 0, w + px(12), min(strip.h, h + px(6)))
    box.midleft = strip.midleft
    return [words], size, box


def money_gap(px, panel: pygame.Rect) -> pygame.Rect:
    """The band of another seat's `panel` across its width, from under its money's words to
    its paintings' top: the room of what the seat says (`bubble_strip`) and of the number a
    sale's coins bring or take (over the money, "+10" crossed its "hidden")."""
    top = panel.y + px(MONEY_ROW + 18)               # under the money's coin
    bottom = bought_row(px, panel).bottom - card_height(px(28))     # the paintings' top
    return pygame.Rect(panel.x + px(8), top, panel.w - px(16), bottom - top)


def own_money_gap(px, panel: pygame.Rect) -> pygame.Rect:
    """The band of your own `panel` under its hand count, at its right, above "Bought this
    round": where a sale's "+10" to you stands (at the panel's middle it crossed "Bought this
    round" and "Take back" beside it; "sealed bid: 10" stands there only while the bids are
    sealed)."""
    top = panel.y + px(40 + 22)
    return pygame.Rect(panel.centerx, top, panel.right - px(14) - panel.centerx,
                       own_bought_top(px, panel) - px(4) - top)


def bubble_strip(ctx, view, seat: int, panel: pygame.Rect, marked: bool = False) -> pygame.Rect:
    """The strip of a seat's `panel` between its money and its paintings, short of its right
    corner while the sealed bid's envelope or the seat's turn word ("thinking…", "their
    turn": only while the seat is `marked` as to act, not for every seat the game waits for,
    nor once its turn has passed) stands there."""
    px = ctx.px
    gap = money_gap(px, panel)
    top, bottom = gap.top, gap.bottom
    right = panel.right - px(8)
    if view.phase == SEALED_BIDDING and view.sealed_done[seat]:
        right -= px(22 + 6)
    if marked:
        right -= max(ctx.text.size(w, px(11), "italic")[0]
                     for w in (join_text("", [_("thinking"), "..."]), _("their turn"))) + px(6)
    return pygame.Rect(panel.x + px(8), top + px(1), right - panel.x - px(8), bottom - top - px(2))


def whole_words(shown: str, lines: list[str]) -> bool:
    """Whether `lines` hold `shown`'s words whole: broken only at its spaces, or between two
    Chinese characters."""
    if [w for line in lines for w in line.split()] == shown.split():
        return True
    if "".join(lines).replace(" ", "") != shown.replace(" ", ""):
        return False        # cut short
    breaks = zip(lines, lines[1:])
    return all(a and b and _cjk(a.rstrip()[-1]) and _cjk(b.lstrip()[0]) for a, b in breaks)


def _cjk(ch: str) -> bool:
    """Whether `ch` is a Chinese character (or CJK punctuation), where a line may break."""
    return ord(ch) >= 0x2E80


#: The smallest design size of a sealed bid's words in its bubble.
ONE_LINE_LEAST = 11


def inside_bubble(px, panel: pygame.Rect, text: tuple[int, int]) -> pygame.Rect:
    """The bubble for words `text` (w, h) big on another seat's panel: at its right edge,
    between its hand count and its money (hung from the panel's bottom edge it sat over the
    panel's border and the stand's)."""
    box = pygame.Rect(0, 0, text[0] + px(12), text[1] + px(6))
    box.midright = (panel.right - px(8), panel.y + px(58))
    return box


def bubble_rect(px, layout, seat: int, text: tuple[int, int],
                screen_down: bool = False) -> pygame.Rect:
    """Where `seat`'s bubble goes for words `text` (w, h) big: another seat's inside its
    panel (`inside_bubble`; over the panel's paintings it hid them: five "Bid sealed" at once);
    your own sits at the right of "Bought this round", between your sealed bid and your
    paintings, and while your screen is down (`screen_down`) in the foot's right corner of
    the screen, under its words ("Bid 10" stood over "press Show my screen to open it")."""
    w, h = text
    r = layout.seat_rect(seat)
    if seat in layout.seats:
        return inside_bubble(px, r, text)
    box = pygame.Rect(0, 0, w + px(18), h + px(2))
    if screen_down:
        screen = screen_down_rect(px, r)
        box.bottomright = (screen.right - px(10), screen.bottom - px(8))
    else:
        box.midright = (r.right - px(14), own_bought_top(px, r) + px(7))
    return box


def own_bought_top(px, r: pygame.Rect) -> int:
    """The top of "Bought this round" in your own panel `r` (its paintings follow below)."""
    return r.y + px(84)
