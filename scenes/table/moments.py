"""The moments the table animates: a card flying to the stand, the deal, banners, the sealed
bids turning over, the gavel, the lot flying to its buyer and a dummy card turned up. Pure
painters: each draws one beat at its progress."""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.log import NO_BID

from .. import ui
from ..art import card_height
from ..name_fit import NAME_SIZE
from .look import Look
from .seats import PAINTING_W, bought_row, money_gap, own_bought_area, own_money_gap
from .timeline import (Banner, Beat, CardToStand, Deal, DummyTurnedUp, GavelFalls, LotFlies,
                       RoundOver, SealedReveal)


def ease(t: float) -> float:
    """Ease in and out (smoothstep)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    """The point a fraction t of the way from a to b."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def draw_beat(surface: pygame.Surface, ctx, look: Look, layout, beat: Beat) -> None:
    """The beat on screen now, at its progress."""
    painter = _PAINTERS.get(type(beat))
    if painter is None:
        for beat_type, fn in _PAINTERS.items():
            if isinstance(beat, beat_type):
                painter = fn
                break
    if painter is not None:
        painter(surface, ctx, look, layout, beat)


def _card_to_stand(surface, ctx, look: Look, layout, beat: CardToStand) -> None:
    px, cr, p = ctx.px, layout.lot_card, beat.progress
    start = layout.seat_rect(beat.seat).center
    end = cr.move(px(34), px(10)).center if beat.second else cr.center
    pos = lerp(start, end, ease(p))
    w = int(cr.w * (0.45 + 0.55 * ease(p)))
    face = face_in_flight(ctx, layout, beat.card, w)
    surface.blit(face, face.get_rect(center=(int(pos[0]), int(pos[1]))))


def _banner_beat(surface, ctx, look: Look, layout, beat: Banner) -> None:
    p = beat.progress
    # The round's last card stays on the stand under its head: the band beside it.
    beside = isinstance(beat, RoundOver) and beat.card is not None
    banner(surface, ctx, layout, beat.text, beat.sub, min(1.0, p * 5, (1 - p) * 5),
           beside=beside)


def _lot_flies(surface, ctx, look: Look, layout, beat: LotFlies) -> None:
    px, cr = ctx.px, layout.lot_card
    e = ease(beat.progress)
    spot = painting_spot(ctx, layout, beat.buyer)
    for i, card in enumerate(beat.lot):
        pos = lerp(cr.move(i * px(34), i * px(10)).center, spot.center, e)
        w = max(16, int(cr.w + (spot.w - cr.w) * e))
        face = face_in_flight(ctx, layout, card, w)
        surface.blit(face, face.get_rect(center=(int(pos[0]), int(pos[1]))))
    for pay in beat.payments:
        route = layout.coin_route(pay.payer, pay.payee)
        coin = ctx.art.coin(px(22))         # the gutters' width: clear of the panels' words
        for k in range(min(6, 1 + pay.amount // 8)):
            t = max(0.0, min(1.0, e * 1.3 - k * 0.06))
            pos = along(route, t)
            surface.blit(coin, coin.get_rect(center=(int(pos[0]), int(pos[1]))))
        if e > 0.7:
            _payment_words(surface, ctx, layout, pay)
    # i18n: {name} is the buyer's name, or "You"
    title = (_("Sold: {name} · {price}").format(name=beat.buyer_name, price=beat.price)
             if beat.payments else _("Taken free: {name}").format(name=beat.buyer_name))
    banner(surface, ctx, layout, title, "", min(1.0, (1 - beat.progress) * 4), small=True)


def along(route: list, t: float) -> tuple[float, float]:
    """The point a fraction `t` (0 to 1) of the way along the polyline `route`."""
    legs = list(zip(route, route[1:]))
    lengths = [math.dist(p, q) for p, q in legs]
    left = t * sum(lengths)
    for (p, q), n in zip(legs, lengths):
        if left <= n and n > 0:
            return lerp(p, q, left / n)
        left -= n
    return route[-1]


def payment_labels(pay) -> list[tuple[int | None, str, bool]]:
    """How a payment is told where it happens: (seat or None for the bank, words, a gain):
    "−12" by the payer, "+12" by a paid seat, "12 to the bank" by the bank."""
    out: list[tuple[int | None, str, bool]] = [(pay.payer, f"\u2212{pay.amount}", False)]
    if pay.payee is None:
        out.append((None, _("{amount} to the bank").format(amount=pay.amount), False))
    else:
        out.append((pay.payee, f"+{pay.amount}", True))
    return out


def _payment_words(surface, ctx, layout, pay) -> None:
    """The amount lands with the coins, in the room a seat panel keeps free of words
    (`payment_place`); the bank's by the bank."""
    for seat, words, gain in payment_labels(pay):
        colour = ui.BRASS_LIGHT if gain else (255, 150, 140)
        if seat is None:
            who = layout.seat_rect(seat)
            ui.text(surface, ctx, words, 18, (who.centerx, who.centery - ctx.px(10)), colour,
                    "black", "center")
            continue
        size, at, anchor = payment_place(ctx, layout, seat, words, gain)
        ui.ink_text(surface, ctx, words, size, at, colour, "black", anchor)


#: The design size of a payment's number where it has room, and the least it shrinks to: never
#: under a seat's name on its panel (`NAME_SIZE`), the largest words of the band it lands in.
PAY_SIZE, PAY_LEAST = 22, NAME_SIZE


def ink_rect(ctx, words: str, size: float) -> pygame.Rect:
    """The rect of the ink of `words` drawn at design `size` within their drawn line (the
    line stands taller than its figures: most in Chinese, where it made "+10" shrink to fit
    the band between a seat's money and its paintings)."""
    return ctx.text.render(words, ctx.px(size), ui.INK, "black").get_bounding_rect()


def payment_place(ctx, layout, seat: int, words: str, gain: bool) -> tuple[float, tuple, str]:
    """Where a payment's number stands at `seat` (design size, point, anchor): paid out by the
    payer, received by the payee, never over a panel's words (at the panel's middle "+10"
    crossed the German "geheim", a seat's hidden money, and "8 in hand"). Another seat's in
    the band between its money and its paintings, where its bids are said, above the place
    the lot it bought lands (`painting_spot`; the card flew over the number); your own "+10"
    under your hand count, your "−10" left of where your lot lands."""
    px = ctx.px
    if seat in layout.seats:
        band = money_gap(px, layout.seat_rect(seat))
        return _fit_height(ctx, words, band.h - px(4)), band.center, "center"
    if gain:
        band = own_money_gap(px, layout.seat_rect(seat))
        return _fit_height(ctx, words, band.h - px(4)), band.midright, "midright"
    spot = painting_spot(ctx, layout, seat)
    return PAY_SIZE, (spot.left - px(8), spot.centery), "midright"


def _fit_height(ctx, words: str, room: int) -> float:
    """The largest design size up to `PAY_SIZE` at which the ink of `words` stands within
    `room` pixels' height (`PAY_LEAST` if none)."""
    size = PAY_SIZE
    while size > PAY_LEAST and ink_rect(ctx, words, size).h > room:
        size -= 1
    return size


def painting_spot(ctx, layout, seat: int) -> pygame.Rect:
    """Where a lot flown to `seat` lands, as big as a painting there: in the row of paintings
    along a seat panel's foot, or under "Bought this round" in your own panel."""
    px, r = ctx.px, layout.seat_rect(seat)
    if seat in layout.seats:
        row = bought_row(px, r)
        w = px(PAINTING_W)
    else:
        row = own_bought_area(px, r)
        w = min(px(54), int(row.h / 1.4))       # (as `own_painting_rects` draws them)
    spot = pygame.Rect(0, 0, w, card_height(w))
    spot.midbottom = (r.centerx, row.bottom)
    return spot


def _deal(surface, ctx, look: Look, layout, beat: Deal) -> None:
    """Card backs fly from the stand to every seat, the dummy hands and your hand."""
    px, p = ctx.px, beat.progress
    start = layout.lot_card.center
    back = ctx.art.card_back(px(40))
    targets = []
    for seat, k in enumerate(beat.dealt):
        end = ((layout.hand_mid, layout.hand.centery) if seat == look.view.seat
               else layout.seat_rect(seat).center)
        targets += [end] * min(k, 4)
    if layout.dummy is not None:
        targets += [layout.dummy.center] * min(4, sum(beat.dummy))
    for i, end in enumerate(targets):
        t = (p * 1.6 - i * (0.6 / max(1, len(targets))))
        if 0 < t < 1:
            pos = lerp(start, end, ease(t))
            surface.blit(back, back.get_rect(center=(int(pos[0]), int(pos[1]))))


def _dummy_turned_up(surface, ctx, look: Look, layout, beat: DummyTurnedUp) -> None:
    px, cr, area = ctx.px, layout.lot_card, layout.lot
    grow = ease(min(1.0, beat.progress * 2.5))
    w = max(20, int(cr.w * (0.3 + 0.7 * grow)))
    face = face_in_flight(ctx, layout, beat.card, w)
    home = (area.centerx + px(40), area.centery)
    start = layout.dummy.center if layout.dummy is not None else home
    centre = lerp(start, home, grow)
    centre = (int(centre[0]), int(centre[1]))
    surface.blit(face, face.get_rect(center=centre))
    # Named as the dummy panel names them: two dummy decks in the 2-player variant.
    said = (_("Turned up from a dummy deck") if len(look.view.dummy_sizes) > 1
            else _("Turned up from the dummy hand"))
    ui.text(surface, ctx, said, 18,
            (centre[0], centre[1] + card_height(cr.w) // 2 + px(8)),
            ui.BRASS_LIGHT, "black", "midtop")


def face_in_flight(ctx, layout, card, w: int) -> pygame.Surface:
    """A card face at any width while it flies: the stand-size face scaled (cheap), rather
    than a new face drawn at every size it passes through."""
    full = layout.lot_card.w
    face = ctx.art.card_face(card, full)
    w = max(16, min(full, int(w)))
    if w == full:
        return face
    return pygame.transform.smoothscale(face, (w, card_height(w)))


#: The room a banner's words keep from either end of its band (design pixels).
BANNER_MARGIN = 20


def banner_band(ctx, layout, small: bool = False, beside: bool = False) -> pygame.Rect:
    """Where a headline band goes: across the stand (small: low on it); `beside` the lot's
    card, right of it, level with it, under the stand's head (across the stand, the band of
    the round's end, "The fifth Krypto!", lay over the very card that ended the round)."""
    px, area = ctx.px, layout.lot
    h = px(56 if small else 96)
    band = pygame.Rect(area.x, area.centery - h // 2, area.w, h)
    if small:
        band.y = area.bottom - h - px(8)
    elif beside:
        card = layout.lot_card
        band.x, band.w = card.right + px(16), area.right - px(8) - card.right - px(16)
        band.centery = card.centery
    return band


def banner(surface, ctx, layout, title: str, sub: str, alpha: float, small: bool = False,
           beside: bool = False) -> None:
    """A headline band across the stand (small: low on the stand; `beside`: beside the lot's
    card, `banner_band`)."""
    px = ctx.px
    band = banner_band(ctx, layout, small, beside)
    ui.blit_panel(surface, ctx, band, fill=ui.NIGHT, alpha=int(215 * alpha), radius=px(12),
                  border=ui.BRASS_DARK if alpha > 0.5 else None)
    # Every word inside the band, in every language: the headline shrinks, then a long name
    # in it is cut ("Der fünfte van Doesburg!", "… kann nicht versteigern" with a name of 24
    # wide letters ran past the stand).
    room = band.w - px(2 * BANNER_MARGIN)
    title, size = ui.fitted(ctx, title, 24 if small else 36, room, "black", 18 if small else 22)
    ui.text(surface, ctx, title, size,
            (band.centerx, band.centery - (0 if small or not sub else px(12))),
            ui.BRASS_LIGHT, "black", "center")
    if sub and not small:
        sub, size = ui.fitted(ctx, sub, 15, room, "bold", 11)
        ui.text(surface, ctx, sub, size, (band.centerx, band.centery + px(24)), ui.PAPER_DIM,
                "bold", "center")


def sealed_places(ctx, layout, n: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the `n` sealed bids turn over: their panel and each bid's box, beside the lot's
    cards on the stand (room kept for a double's second card), over the information beside
    them, under the lot's head. (Centred on that information, a reveal of four or five bids
    lay over the lot's cards: the bids and the lot are read together.) The boxes narrow to
    fit that room."""
    px, area, info = ctx.px, layout.lot, layout.controls
    cards = layout.lot_card.union(layout.lot_card.move(px(34), px(10)))
    left, right = cards.right + px(12), area.right - px(6)
    pad, gap = px(16), px(10 if n < 5 else 8)
    w = max(1, min(px(100), (right - left - 2 * pad - gap * (n - 1)) // max(1, n)))
    total = n * w + (n - 1) * gap
    panel = pygame.Rect(0, 0, total + 2 * pad, px(150))
    panel.x = max(left, min(info.centerx - panel.w // 2, right - panel.w))
    panel.y = info.y + px(50)
    y = panel.y + px(46)
    boxes = [pygame.Rect(panel.x + pad + i * (w + gap), y, w, px(86)) for i in range(n)]
    return panel, boxes


def _sealed_reveal(surface, ctx, look: Look, layout, beat: SealedReveal) -> None:
    """Every sealed bid turns over in turn; the highest lights up."""
    px = ctx.px
    bids = beat.bids
    n = len(bids)
    best = max(bids)
    panel, boxes = sealed_places(ctx, layout, n)
    names = [_name_lines(ctx, look.name(i), boxes[0].w - px(10)) for i in range(n)]
    if any(len(lines) > 1 for lines in names):      # the boxes and the panel a line taller
        panel.h += px(NAME_LINE)
        for r in boxes:
            r.h += px(NAME_LINE)
    ui.blit_panel(surface, ctx, panel, fill=ui.NIGHT, alpha=225, radius=px(14),
                  border=ui.BRASS_DARK)
    title, size = ui.fitted(ctx, _("Sealed bids revealed"), 18, panel.w - px(16), "black")
    ui.text(surface, ctx, title, size, (panel.centerx, panel.y + px(10)), ui.BRASS_LIGHT,
            "black", "midtop")
    p = beat.progress
    # Each bid turns over quickly, one after another, every box at its full width before the
    # highest lights (at 0.7): a box turning slowly with its words drawn whole looked like a
    # box narrower than the others.
    stagger = min(0.12, 0.4 / max(1, n - 1))
    for i, (bid, r) in enumerate(zip(bids, boxes)):
        flip = max(0.0, min(1.0, (p - i * stagger) / 0.22))
        scale = abs(math.cos(flip * math.pi))
        shown = flip >= 0.5
        rr = r.inflate(-int(r.w * (1 - scale)), 0)
        winner = shown and bid == best and best > 0 and p > 0.7
        if shown:
            face = _bid_face(ctx, r.size, bid, names[i], winner)
            if rr.w < r.w:      # turning: the whole face narrows, words and all
                face = pygame.transform.smoothscale(face, (max(1, rr.w), r.h))
            surface.blit(face, rr.topleft)
        else:
            ui.blit_panel(surface, ctx, rr, fill=ui.CLARET, radius=px(8), border=(90, 20, 26))
            if scale > 0.4:
                pygame.draw.circle(surface, ui.BRASS, r.center, px(12))


#: The design height of a line of a seat's name on a revealed sealed bid's box.
NAME_LINE = 16


def _name_lines(ctx, name: str, width: int) -> list[str]:
    """A seat's name on a revealed sealed bid's box `width` wide: whole on one line, else
    broken at its spaces onto two, a line still too wide (and the words a third line would
    hold) cut with "…" at its end, so the name reads from its start. Drawn centred in one
    line, "Massimiliano Giovannetti" lost both its ends ("similiano Giovann")."""
    size = ctx.px(13)
    if ctx.text.size(name, size, "bold")[0] <= width:
        return [name]
    words = ctx.text.shown(name).split()
    if ctx.text.size(words[0], size, "bold")[0] > width:      # its first word cut: one line
        return [ui.clipped(ctx, name, 13, width, "bold")]
    first = 1
    while first < len(words) and ctx.text.size(" ".join(words[:first + 1]), size,
                                                "bold")[0] <= width:
        first += 1
    lines = [" ".join(words[:first]), " ".join(words[first:])]
    return [ui.clipped(ctx, line, 13, width, "bold") for line in lines if line]


def _bid_face(ctx, size, bid: int, name: list[str], winner: bool) -> pygame.Surface:
    """A revealed sealed bid's box `size` big: the amount (or "no bid") and the seat's name
    in its lines (`_name_lines`), each within the box ("no bid" on two lines where one is
    too narrow, "nessuna offerta")."""
    px = ctx.px
    face = pygame.Surface(size, pygame.SRCALPHA)
    r = face.get_rect()
    ui.blit_panel(face, ctx, r, fill=ui.BRASS_LIGHT if winner else ui.PAPER, radius=px(8),
                  border=ui.BRASS_DARK)
    room = r.w - px(10)
    said = str(bid) if bid else str(ctx.text.shown(NO_BID))        # as the log says it
    lines, pt = _bid_words(ctx, said, bool(bid), room)
    step = ctx.text.size("Ag", px(pt), "black")[1]
    for k, line in enumerate(lines):
        at = (r.centerx, r.y + px(30) + (k - (len(lines) - 1) / 2) * step)
        ui.text(face, ctx, line, pt, at, ui.INK, "black", "center")
    for k, line in enumerate(name):
        below = len(name) - 1 - k      # the lines under this one
        ui.text(face, ctx, line, 13, (r.centerx, r.bottom - px(16 + NAME_LINE * below)),
                ui.INK_SOFT, "bold", "center")
    return face


def _bid_words(ctx, said: str, amount: bool, room: int) -> tuple[list[str], float]:
    """A bid's words in its box `room` wide, and their design size: an amount large; "no bid"
    on one line at the largest size that fits, else on two."""
    fits = (lambda s, pt: ctx.text.size(s, ctx.px(pt), "black")[0] <= room)
    if amount:
        return [said], ui.shrunk(ctx, said, 30, room, "black", ui.READ_LEAST)
    for pt in (18, 15, 13, ui.READ_LEAST):
        if fits(said, pt):
            return [said], pt
    words = said.split(" ")
    if len(words) > 1:
        cut = max(range(1, len(words)), key=lambda k: -abs(len(" ".join(words[:k]))
                                                           - len(" ".join(words[k:]))))
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        for pt in (15, 13, ui.READ_LEAST):
            if all(fits(line, pt) for line in lines):
                return lines, pt
    return [ui.clipped(ctx, said, ui.READ_LEAST, room, "black")], ui.READ_LEAST


def _gavel(surface, ctx, look: Look, layout, beat: GavelFalls) -> None:
    """The gavel swings onto its block at each knock; the auctioneer's words beside it."""
    px, area, info = ctx.px, layout.lot, layout.controls
    sold, p = beat.sold, beat.progress
    size = px(150)
    block = ctx.art.sound_block(px(112))
    base = (area.right - px(190), min(area.bottom - px(96), info.bottom - px(70)))
    surface.blit(block, block.get_rect(center=base))
    knocks = beat.knocks
    words = (_("Going once…"), _("Going twice…"), _("Sold!")) if beat.open else (_("Sold!"),)
    k = sum(1 for s in knocks if p >= s) - 1
    local = (p - knocks[k]) / ((knocks[k + 1] if k + 1 < len(knocks) else 1.0) - knocks[k])
    # Angle 0 is the gavel raised (handle at 45°); at STRIKE degrees the head lies on the block.
    strike_deg = 40
    strike = 0.35
    if local < strike:
        angle = strike_deg * (local / strike) ** 2
    elif local < strike + 0.12:
        angle = strike_deg
    else:
        angle = strike_deg * (1 - ease((local - strike - 0.12) / (1 - strike - 0.12)))
    angle = int(angle / 2) * 2
    img = _rotated_gavel(ctx, size, angle)
    # The pivot (the image's bottom-right corner) sits right of the block so that the
    # head, swung down by strike_deg, lands on the block's top face.
    pivot = (base[0] + int(size * 0.944), base[1] - int(size * 0.02))
    rect = img.get_rect()
    vx = vy = size / 2
    rad = math.radians(angle)
    rvx = vx * math.cos(rad) + vy * math.sin(rad)
    rvy = -vx * math.sin(rad) + vy * math.cos(rad)
    rect.center = (int(pivot[0] - rvx), int(pivot[1] - rvy))
    surface.blit(img, rect)
    if local >= strike:
        a = max(0.0, 1 - (local - strike) * 3)
        if a > 0:
            ring = int(px(20) + (1 - a) * px(50))
            pygame.draw.circle(surface, ui.BRASS_LIGHT, (base[0], base[1] - px(8)), ring,
                               max(1, px(3)))
    word = words[k]
    big = k == len(knocks) - 1
    ui.text(surface, ctx, word, 44 if big else 34, (info.x, info.y + px(58)),
            ui.BRASS_LIGHT if big else ui.PAPER, "black")
    you, name = look.you(sold.buyer), look.name(sold.buyer)
    if big:
        line = (_("to you for {price}").format(price=sold.price) if you else
                _("to {name} for {price}").format(name=name, price=sold.price))
    else:
        line = (_("{price} by you").format(price=sold.price) if you else
                _("{price} by {name}").format(price=sold.price, name=name))
    ui.text(surface, ctx, line, 20, (info.x, info.y + px(114)), ui.PAPER, "bold")


def _rotated_gavel(ctx, size: int, angle: int) -> pygame.Surface:
    key = ("gavel", size, angle, id(ctx.art))
    surf = ctx.surfaces.get(key)
    if surf is None:
        surf = pygame.transform.rotate(ctx.art.gavel(size), angle)
        ctx.surfaces[key] = surf
    return surf


#: One painter per kind of beat (a subclass finds its base's).
_PAINTERS = {CardToStand: _card_to_stand, Banner: _banner_beat, SealedReveal: _sealed_reveal,
             GavelFalls: _gavel, LotFlies: _lot_flies, Deal: _deal,
             DummyTurnedUp: _dummy_turned_up}
