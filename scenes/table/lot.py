"""The auction stand: the lot's cards, its method and auctioneer, the status beside it, the
bids and passes so far, and (on your turn to play) a preview of the card under the pointer.

`arrange_lot` works out what the stand shows and where (on the event and update path);
`draw_lot` only paints it. The row of bids and passes so far, and where it goes, is
lot_history.py's.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game import RoundEnd, play_ends_round, second_cards, second_ends_round
from game.cards import DOUBLE, ROUNDS, artist_name
from game.config import TWO_PLAYER
from game.events import RoundStarted, Sold, TakenFree
from game.i18n import _, and_list, n_, p_, sentences
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY)

from .. import ui
from ..session.words import METHOD_TIPS, method_name
from .hand import dimmed
from .look import Look
from .lot_history import draw_history, error_box, history_place
from .status import status
from .timeline import Banner, Beat, CardToStand, DummyTurnedUp, RoundOver, Said


#: The colour of a refusal on the stand: the engine's word why a move cannot be made.
REFUSED = (255, 140, 130)


@dataclass
class LotInfo:
    """What the stand shows now."""

    cards: tuple = ()                       # the lot's cards on the stand
    preview: object = None                  # the hand card under the pointer, as a preview
    ends: object = None                     # how playing the previewed card ends the round
    refused: str = ""                       # the engine's reason the previewed card cannot go
    head: str | None = None                 # "dummy", "method", "ended" or nothing
    method: str | None = None
    title: str = ""                         # "ended": what ended the round, over `sub`
    sub: str = ""                           # under the method: the auctioneer, or who played
    method_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    covered: bool = False                   # an animation speaks for the lot now
    status: str = ""
    detail: str = ""
    hint: str = ""                          # the value hint for the lot (an estimate)
    text_top: int = 0                       # where the status starts
    tip_top: int = 0                        # where the stand's words end (the estimate's foot)
    hint_top: int = 0                       # where the value hint starts
    by_keys: bool = False                   # the preview is the keyboard's card, not the pointer's
    asked: str = ""                         # the confirm-moves question about the preview
    #: What the bid history must not cover on the player's own turn: the decision's widgets
    #: (set by the table once they are placed).
    keep_clear: list = field(default_factory=list)
    #: Where the lot's bids went, with what they were placed for (`history_place`, asked by
    #: the stand's painter and the hover help in every frame).
    placed: tuple = ()


def arrange_lot(ctx, look: Look, layout, lot_gone: bool, beats, preview,
                offer=None, refused: str = "") -> LotInfo:
    """What the stand shows for `look`; `beats` the timeline's queue, `preview` the hand card
    under the pointer (or None), `offer(card, ends)` the value hint for auctioning a hand card
    or for ending the round with it (None: value hints off), `refused` the engine's reason
    that card cannot be played now."""
    v, px = look.view, ctx.px
    info = layout.controls
    first: Beat | None = beats[0] if beats else None
    lot = () if lot_gone else v.lot
    flying = isinstance(first, CardToStand) and first.started
    if flying:      # on its way (the view after it may be shown): it lands at the beat's end
        lot = tuple(c for c in lot if c != first.card)
    ended = not lot and isinstance(first, RoundOver) and first.card is not None
    if ended:
        lot = (first.card,)     # the card that ended the round, not the lot sold before it
    out = LotInfo(cards=lot)
    if not lot and v.phase == PLAY and look.turn and preview is not None:
        out.preview, out.refused = preview, refused
        out.ends = None if refused else play_ends_round(v, preview)
        if offer is not None:
            out.hint = offer(preview, out.ends is not None)
        return out
    # A dummy card turning up after a lot names itself ("Turned up from a dummy deck"), as a
    # banner over the stand does ("You cannot auction"): the sold lot's head ("Open auction ·
    # auctioneer: Axel") is not theirs.
    turning = not lot and (flying or isinstance(first, (DummyTurnedUp, Banner)))
    y = info.y + (0 if turning else _arrange_head(ctx, look, out, first if ended else None,
                                                  info))
    out.covered = bool(first is not None and first.started and first.covers_lot)
    out.text_top = y
    if out.covered:
        return out
    # The move closing the lot speaks on its seat and in the bids' row: the lines of the turn
    # it answered ("No bid yet", "Clemens to bid or pass") no longer hold.
    closing = isinstance(first, Said) and first.started
    out.status, out.detail = ("", "") if closing else status(look)
    if out.status:
        y += px(30)
    if out.detail:
        y += ui.wrapped_height(ctx, out.detail, 14, info.w) + px(4)
    out.hint_top = y + px(4)
    y += _arrange_hint(ctx, look, out, info.w)
    out.tip_top = y + px(4)
    return out


def _arrange_head(ctx, look: Look, out: LotInfo, ended: RoundOver | None,
                  info: pygame.Rect) -> int:
    """The stand's head in `out` (over the card that ended the round, `ended`; the dummy hand;
    the method), at the top of `info`; its height."""
    v, px = look.view, ctx.px
    if ended is not None:
        _arrange_round_end(look, out, ended)
    elif v.phase == DUMMY_REVEAL:
        out.head = "dummy"
    elif v.method or (out.cards and v.phase == DOUBLE_OFFER):
        _arrange_method(ctx, look, out, (info.x, info.y))
    else:
        return 0
    return px(58)


def _arrange_method(ctx, look: Look, out: LotInfo, corner: tuple[int, int]) -> None:
    """The method's head on the stand (its name, and the auctioneer or who played the double),
    its rectangle's top left at `corner`."""
    v, px = look.view, ctx.px
    method = v.method or DOUBLE
    out.head, out.method = "method", method
    out.sub = _("ask for a second card") if method == DOUBLE else ""
    if v.auctioneer is not None and method != DOUBLE:
        out.sub = auctioneer_line(look)
    elif v.phase == DOUBLE_OFFER and v.original is not None:
        out.sub = (_("played by you") if look.you(v.original) else
                   _("played by {name}").format(name=look.name(v.original)))
    title_w = ctx.text.render(method_name(method), px(22), ui.PAPER, "black").get_width()
    out.method_rect = pygame.Rect(*corner, max(px(54) + title_w, px(200)), px(46))


def _arrange_round_end(look: Look, out: LotInfo, over: RoundOver) -> None:
    """The head over the card that ended the round: turned up from a dummy deck (or the dummy
    hand), or played; the head of the lot sold before it ("Sealed bid · auctioneer: you")
    stayed over a dummy deck's fifth Krypto."""
    v, card = look.view, over.card
    artist = artist_name(card.artist, v.config.theme)
    out.head, out.sub = "ended", _("the fifth {artist} this round").format(artist=artist)
    if over.seat is None:
        # Named as the dummy panel names them: two dummy decks in the 2-player variant.
        out.title = (_("Turned up from a dummy deck") if v.config.variant == TWO_PLAYER
                     else _("Turned up from the dummy hand"))
        return
    out.method = card.method
    out.title = (_("Ends the round and the game") if over.round >= ROUNDS - 1
                 else _("Ends the round"))


def auctioneer_line(look: Look) -> str:
    """The stand's line under the method's name: who auctions the lot and, when a double's two
    paintings are on sale, that both go to the buyer as one lot (each is paid for at scoring:
    a newcomer took the pair's price for one painting's)."""
    v = look.view
    # i18n: the player themself after "auctioneer:", mid-line: a capital there read wrong
    # ("banditore: Tu", "Auktionator: Du")
    name = (p_("the viewer after a colon", "you") if look.you(v.auctioneer)
            else look.name(v.auctioneer))
    if len(v.lot) > 1:
        artist = artist_name(v.lot[0].artist, v.config.theme)
        # i18n: {name} is a player's name, or "you"; {artist} the painter of the double's two
        # cards, sold together
        return _("auctioneer: {name} · two {artist} as one lot").format(name=name, artist=artist)
    # i18n: {name} is a player's name, or "you"
    return _("auctioneer: {name}").format(name=name)


def _arrange_hint(ctx, look: Look, out: LotInfo, width: int) -> int:
    """The value hint for the lot on sale (value hints on): set in `out`; its height."""
    if not look.hints or not look.hint:
        return 0
    out.hint = look.hint
    return ui.wrapped_height(ctx, out.hint, 13, width) + ctx.px(4)


def draw_lot(surface: pygame.Surface, ctx, look: Look, layout, info: LotInfo, hand: list,
             history: list, error: str) -> None:
    """The stand as `info` says; `hand` the sorted hand (for the preview), `history` the
    lot's bids and passes, `error` the engine's last word to the player."""
    v, px = look.view, ctx.px
    area, cr, box = layout.lot, layout.lot_card, layout.controls
    ui.blit_panel(surface, ctx, area, fill=(16, 40, 30), alpha=120, radius=px(18),
                  border=(90, 130, 100), border_width=px(1))
    if info.cards:
        for i, card in enumerate(info.cards):
            face = ctx.art.card_face(card, cr.w)
            surface.blit(face, cr.move(i * px(34), i * px(10)))
    elif info.preview is not None:
        _draw_preview(surface, ctx, look, layout, info, hand)
        return
    else:
        _draw_empty_stand(surface, ctx, look, layout)
    _draw_head(surface, ctx, look, info, box)
    if info.covered:
        return      # the animation speaks for the lot now
    if info.cards:
        _draw_last_note(surface, ctx, look, layout, info)
    x, y = box.x, info.text_top
    if info.status:     # it may hold a long name: it shrinks to the stand's width, then is cut
        status, size = ui.fitted(ctx, info.status, 20 if not look.turn else 22, box.w, "black",
                                 13)
        ui.text(surface, ctx, status, size, (x, y), ui.BRASS_LIGHT, "black")
        y += px(30)
    if info.detail:
        ui.wrapped(surface, ctx, info.detail, 14, pygame.Rect(x, y, box.w, px(60)), ui.PAPER_DIM)
    if info.hint:
        hy = info.tip_top - px(4) - ui.wrapped_height(ctx, info.hint, 13, box.w) - px(4)
        ui.wrapped(surface, ctx, info.hint, 13, pygame.Rect(x, hy, box.w, px(40)),
                   (170, 215, 185), "italic")
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING, FIXED_OFFER):
        row, chips = history_place(ctx, look, layout, info, history, error)
        if row is not None:
            draw_history(surface, ctx, look, history, row, chips)
    if error:       # on the player's turn; else a click's refusal on the hand (the table)
        ui.wrapped(surface, ctx, error, 14, error_box(ctx, layout, error), REFUSED, "bold")


def _draw_head(surface, ctx, look: Look, info: LotInfo, box: pygame.Rect) -> None:
    """The dummy hand's back, or the method's icon and name with the auctioneer."""
    v, px = look.view, ctx.px
    x, y = box.x, box.y
    if info.head == "dummy":
        surface.blit(ctx.art.card_back(px(40)), (x, y))
        ui.text(surface, ctx, _("The dummy hand"), 22, (x + px(54), y + px(2)), ui.PAPER,
                "black")
        left = v.dummy_sizes[0] if v.dummy_sizes else 0
        ui.text(surface, ctx, n_("{n} card face down", "{n} cards face down", left), 14,
                (x + px(54), y + px(30)), ui.PAPER_DIM)
    elif info.head == "ended":
        room = box.right - x - px(54)
        if info.method is None:
            surface.blit(ctx.art.card_back(px(40)), (x, y))
        else:
            surface.blit(ctx.art.method_icon(info.method, px(44)), (x, y))
        ui.text(surface, ctx, info.title, ui.shrunk(ctx, info.title, 22, room, "black"),
                (x + px(54), y + px(2)), ui.BRASS_LIGHT, "black")
        sub, size = ui.fitted(ctx, info.sub, 14, room, least=10)
        ui.text(surface, ctx, sub, size, (x + px(54), y + px(30)), ui.PAPER_DIM)
    elif info.head == "method":
        surface.blit(ctx.art.method_icon(info.method, px(44)), (x, y))
        ui.text(surface, ctx, method_name(info.method), 22, (x + px(54), y + px(2)), ui.PAPER,
                "black")
        sub, size = ui.fitted(ctx, info.sub, 14, box.right - x - px(54), least=10)
        ui.text(surface, ctx, sub, size, (x + px(54), y + px(30)), ui.PAPER_DIM)


def _double_words(v, card, hand: list, artist: str) -> str:
    """What a double under the pointer says of its second card: whether the seat holds one,
    and, when a second card would be the fifth of its artist or the last card in anyone's hand
    (`second_ends_round`, the engine's word), that adding it would end the round unsold; which
    cards could be added is the engine's word too (`second_cards`)."""
    partners = second_cards(hand, card)
    ends = second_ends_round(v, card)
    # Another card of its artist in hand that is not a partner is a double (§4: never the second)
    doubles = not partners and any(c != card and c.artist == card.artist for c in hand)
    if ends is None:
        if doubles:
            return _("Your other {artist} is a double, and a double cannot be the second card: "
                     "the others may add one.").format(artist=artist)
        return (_("You hold a second one to add.") if partners else
                _("You hold no second card of this artist: the others may add one."))
    if ends == RoundEnd.FIFTH_CARD:
        # i18n: {artist} is an artist's name; the double would be the fourth of its artist
        why = _("a second {artist} would be the fifth").format(artist=artist)
    else:
        why = _("a second card would be the last in anyone's hand")
    if partners:
        # i18n: {why} is "a second Lite Metal would be the fifth" or "... the last in anyone's
        # hand"
        return _("You hold a second one, but {why}: adding it would end the round at once and "
                 "neither card be sold.").format(why=why)
    if doubles:
        # i18n: {artist} is an artist's name; {why} as above
        return _("Your other {artist} is a double, which cannot be the second card, and {why}: "
                 "if another player adds one, the round ends at once and neither card is sold."
                 ).format(artist=artist, why=why)
    return _("You hold no second card of this artist, and {why}: if another player adds "
             "one, the round ends at once and neither card is sold.").format(why=why)


def _draw_preview(surface, ctx, look: Look, layout, info: LotInfo, hand: list) -> None:
    """The hand card under the pointer (`info.preview`) on the stand, with what auctioning it
    means and its hint (what a painting of its artist is likely worth), or, when playing it
    would end the round (`info.ends`, the engine's word), that it would; a card the engine
    would refuse is dimmed, as in the hand, and says its reason (`info.refused`) as a refused
    move does, in place of the method's help and the invitation to play (the reason names the
    rule: with the help it ran to 7 lines in German). A card that may be played shows in its
    colours inside a dashed outline: not played yet (dimmed, it read as one that cannot be)."""
    card, hint, ends = info.preview, info.hint, info.ends
    px, cr, box = ctx.px, layout.lot_card, layout.controls
    face = ctx.art.card_face(card, cr.w)
    if info.refused:
        pygame.draw.rect(surface, (90, 130, 100), cr, max(1, px(2)), border_radius=px(8))
        surface.blit(dimmed(ctx, face, card.id, cr.w, 90), cr)
    else:
        surface.blit(face, cr)
        dashed_outline(surface, ui.BRASS_LIGHT, cr.inflate(px(12), px(12)), max(1, px(2)),
                       px(10))
    x, y = box.x, box.y
    artist = artist_name(card.artist, look.view.config.theme)
    if ends is None:
        title = method_name(card.method)
        sub = _("if you auction this {artist}").format(artist=artist)
        tip = METHOD_TIPS[card.method]
        if info.refused:    # the reason alone, as a click's refusal says it (it names the rule)
            tip = info.refused
        elif card.method == DOUBLE:
            tip = sentences([tip, _double_words(look.view, card, hand, artist)])
        action = "" if info.refused else (_("Press Enter to auction it") if info.by_keys
                                          else _("Click to auction it"))
        action = info.asked or action       # the question, above its confirm and cancel
    else:
        # In the last round the round's end is the game's too.
        title = (_("Ends the round and the game") if look.view.round >= ROUNDS - 1
                 else _("Ends the round"))
        if ends == RoundEnd.FIFTH_CARD:
            sub = _("the fifth {artist} this round").format(artist=artist)
            tip = _("Playing it ends the round at once: it is not auctioned and belongs to "
                    "nobody. It counts for the ranking: {artist} places first.").format(
                        artist=artist)
        else:
            sub = _("the last card in anyone's hand")
            tip = _("Playing it ends the round at once: it is not auctioned and belongs to "
                    "nobody, but counts for the ranking.")
        action = _("Press Enter to end the round") if info.by_keys else _("Click to end the round")
        if info.asked:
            # i18n: the confirm-moves setting asks before a card that ends the round is played
            action = _("Play it and end the round?")
    surface.blit(ctx.art.method_icon(card.method, px(44)), (x, y))
    ui.text(surface, ctx, title, ui.shrunk(ctx, title, 22, box.right - x - px(54), "black"),
            (x + px(54), y + px(2)),
            ui.PAPER if ends is None else ui.BRASS_LIGHT, "black")
    ui.text(surface, ctx, sub, ui.shrunk(ctx, sub, 14, box.right - x - px(54), least=10),
            (x + px(54), y + px(30)), ui.PAPER_DIM)
    size, colour, weight = (14, REFUSED, "bold") if info.refused else (15, ui.PAPER_DIM, "regular")
    ui.wrapped(surface, ctx, tip, size, pygame.Rect(x, y + px(62), box.w, px(120)), colour,
               weight)
    if hint:
        hy = y + px(62) + ui.wrapped_height(ctx, tip, size, box.w, weight) + px(6)
        ui.wrapped(surface, ctx, hint, 13, pygame.Rect(x, hy, box.w, px(40)), (170, 215, 185),
                   "italic")
    if action:      # the question may hold a long name and method: it shrinks to the stand
        action, size = ui.fitted(ctx, action, 20, box.w, "black", 13)
        ui.text(surface, ctx, action, size, (x, box.bottom - px(74 if info.asked else 30)),
                ui.BRASS_LIGHT, "black")


def dashed_outline(surface, colour, r: pygame.Rect, width: int, dash: int) -> None:
    """A dashed rectangle `r`: dashes of `dash` pixels with gaps as long, `width` thick."""
    sides = (((r.left, r.top), (r.right, r.top)), ((r.right, r.top), (r.right, r.bottom)),
             ((r.right, r.bottom), (r.left, r.bottom)), ((r.left, r.bottom), (r.left, r.top)))
    for (x0, y0), (x1, y1) in sides:
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(start + dash, length)
            a = (x0 + (x1 - x0) * start // length, y0 + (y1 - y0) * start // length)
            b = (x0 + (x1 - x0) * end // length, y0 + (y1 - y0) * end // length)
            pygame.draw.line(surface, colour, a, b, width)


def last_lot(events) -> tuple | None:
    """(round, Sold or TakenFree) of the last lot among `events` (a resumed game's past)."""
    found, rnd = None, 0
    for e in events:
        if isinstance(e, RoundStarted):
            rnd = e.round
        elif isinstance(e, (Sold, TakenFree)):
            found = (rnd, e)
    return found


def _draw_empty_stand(surface, ctx, look: Look, layout) -> None:
    """No lot: its outline, and the round's last lot as a reminder of what paintings fetch:
    who sold it and for how much, or that nobody bid and it went free; while the dummy hand's
    top card may be turned up, that card's back."""
    v, px, cr, box = look.view, ctx.px, layout.lot_card, layout.controls
    if v.phase == DUMMY_REVEAL:
        # The dummy hand's top card, face down, is what may be turned up.
        back = ctx.art.card_back(cr.w)
        surface.blit(back, back.get_rect(center=cr.center))
        return
    pygame.draw.rect(surface, (90, 130, 100), cr, max(1, px(2)), border_radius=px(8))
    ui.text(surface, ctx, _("the lot"), 13, cr.center, (120, 160, 130), "italic", "center")
    rnd, last = look.last_lot or (None, None)
    if last is None or rnd != v.round or v.phase != PLAY:
        return
    ly = box.bottom - px(74)
    ui.text(surface, ctx, _("LAST LOT"), 11, (box.x, ly), (150, 190, 160), "black")
    x = box.x
    for c in last.lot:
        surface.blit(ctx.art.card_face(c, px(34)), (x, ly + px(18)))
        x += px(38)
    by, sold = last_lot_words(look, last)
    room = box.right - x - px(6)
    ui.text(surface, ctx, by, ui.shrunk(ctx, by, 14, room, least=10), (x + px(6), ly + px(20)),
            ui.PAPER_DIM)
    ui.text(surface, ctx, sold, ui.shrunk(ctx, sold, 16, room, "bold", 10),
            (x + px(6), ly + px(40)), ui.PAPER, "bold")


def last_lot_words(look: Look, last) -> tuple[str, str]:
    """The last lot (a Sold or TakenFree) in two lines: its auction and who sold it, and who
    bought it for how much (or that it went free)."""
    free = isinstance(last, TakenFree)
    seller = last.seat if free else last.auctioneer
    method = method_name(last.lot[-1].method if free else last.method)
    by = (_("{method} by you").format(method=method) if look.you(seller) else
          _("{method} by {name}").format(method=method, name=look.name(seller)))
    if free and last.lot[-1].method == DOUBLE:
        # i18n: the last lot on the empty stand: a double nobody added a card to, kept by
        # its own player (no auction was held, so nobody could bid)
        sold = (_("no card added: you take it free") if look.you(seller) else
                _("no card added: {name} takes it free").format(name=look.name(seller)))
    elif free:
        # i18n: the last lot on the empty stand: nobody bid, its own player kept it
        sold = (_("no bids: you take it free") if look.you(seller) else
                _("no bids: {name} takes it free").format(name=look.name(seller)))
    else:
        sold = (_("sold to you for {price}").format(price=last.price) if look.you(last.buyer)
                else _("sold to {name} for {price}").format(name=look.name(last.buyer),
                                                            price=last.price))
    return by, sold


def _draw_last_note(surface, ctx, look: Look, layout, info: LotInfo) -> None:
    """Above the lot on offer, the round's lot before it: who bought it for how much. At the
    computers' fast pace their next lot was on the stand before the last sale could be read
    (the empty stand's "LAST LOT" showed only at a person's own turn to auction); it stays
    here until this lot is sold, above the card, clear of the bids that go under it at a
    person's turn. Public words only (a sale is told to every seat)."""
    rnd, last = look.last_lot or (None, None)
    if last is None or rnd != look.view.round or tuple(last.lot) == tuple(info.cards):
        return
    px, cr, area = ctx.px, layout.lot_card, layout.lot
    room = pygame.Rect(cr.x, area.y + px(12), layout.controls.x - cr.x - px(12),
                       cr.y - area.y - px(20))
    sold = last_lot_words(look, last)[1]
    w = px(24)
    face_h = ctx.art.card_face(last.lot[0], w).get_height()
    text = pygame.Rect(room.x + len(last.lot) * px(27) + px(4), room.y + px(16), 0, 0)
    text.w = room.right - text.x
    need = px(16) + max(face_h, ui.wrapped_height(ctx, sold, 13, text.w, "bold", 1.15))
    if text.w < px(90) or need > room.h:
        return
    ui.text(surface, ctx, _("LAST LOT"), 11, room.topleft, (150, 190, 160), "black")
    for i, c in enumerate(last.lot):
        surface.blit(ctx.art.card_face(c, w), (room.x + i * px(27), text.y))
    text.h = room.bottom - text.y
    ui.wrapped(surface, ctx, sold, 13, text, ui.PAPER, "bold", line_gap=1.15)


def lot_tip(look: Look) -> str:
    """What the lot on the stand is, for the pointer over its card."""
    v = look.view
    theme = v.config.theme
    # i18n: a card of the lot: an artist's name and the card's auction method
    cards = and_list([_("{artist} ({method})").format(artist=artist_name(c.artist, theme),
                                                      method=method_name(c.method))
                      for c in v.lot])
    seller = look.selling()
    if seller is None:
        return _("The lot: {cards}.").format(cards=cards)
    if look.you(seller):
        return _("The lot: {cards}, sold by you.").format(cards=cards)
    return _("The lot: {cards}, sold by {name}.").format(cards=cards, name=look.name(seller))
