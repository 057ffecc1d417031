"""The tables' hover help: one tooltip at a time, always the current words of what lies under
the pointer (or holds the keyboard focus), never over the control it explains and never
through a screen opened over the table.
"""
from __future__ import annotations

import pygame

from game.card.cards import SECOND_FACE_DOWN, SECOND_FACE_UP
from game.card.state import ADDING, EFFECT
from game.i18n import _, join_text

from .. import ui
from ..card_art import card_tip, effect_tip
from ..paint import tooltip_place
from ..session.words import METHOD_TIPS
from .card_controls import (adding_words, card_choices, effect_ending_words, ending_words,
                            likely_words)
from .hand_help import hand_help_place
from .lot import lot_tip
from .lot_history import bid_chips, error_box


def keys_lead(scene) -> bool:
    """Whether the latest input moved a keyboard focus (the ring, or the card table's arrows
    along the hand): its help is the one shown, not the hovered thing's, until the pointer
    moves (both at once showed two helps)."""
    focus = scene.focus
    return not focus.pointed and (focus.shown or getattr(scene, "hand_focus", None) is not None)


def pointing(scene) -> bool:
    """Whether what lies under the pointer may show its help: the pointer moved since the
    screen last changed (after a hand-over it rests where the last player left it, over the
    next player's name) and since a key last moved the focus."""
    return not scene.ctx.stack.pointer_rests and not keys_lead(scene)


def pointer_tip(scene) -> tuple[str, pygame.Rect | None] | None:
    """The one help text to show now and the control it explains (kept clear), or None: a
    hand card's, a widget's, a button's, the lot's, the method's, or what the drawn layer
    shows there. Nothing while another screen lies over the table."""
    if scene.ctx.stack.top is not scene:
        return None
    return _under_pointer(scene) if pointing(scene) else _focused_tip(scene)


def said_on_stand(scene, card) -> bool:
    """Whether the stand, previewing the hand card `card`, already says why it cannot be
    played now (`LotInfo.refused`): its tooltip would say it a second time, over the log."""
    info = scene.lot_info
    return bool(getattr(info, "refused", "")) and getattr(info, "preview", None) == card


def _hand_tip(scene, mouse) -> tuple[str, pygame.Rect | None] | None:
    """The pointed hand card's help (`scene.hand_tip`), unless it waits for the pointer to
    move or the stand already says it."""
    if scene.hand_quiet:
        return None
    i = scene.hand.card_at(mouse)
    if i is not None and said_on_stand(scene, scene.hand.cards[i]):
        return None
    return scene.hand_tip, None if i is None else scene.hand.rects[i]


def _under_pointer(scene) -> tuple[str, pygame.Rect | None] | None:
    """`pointer_tip` while the pointer leads (it moved last)."""
    v, look, mouse = scene.shown, scene.look, scene.mouse
    if scene.hand_tip:
        return _hand_tip(scene, mouse)
    buttons = list(scene.widgets) if look.turn else []
    buttons += [scene.hide_button] if scene.hide_button_shown() else []
    buttons += [scene.tip_button] if scene.tip_panel is not None else []
    buttons += [scene.back_in.button] if scene.back_in_shown() else []
    buttons += [scene.take_back.button] if scene.take_back.shown() else []
    for w in buttons:
        if w.visible and w.tooltip and w.hover and w.contains(mouse):
            return w.tooltip, w.rect
    panel = scene.tip_panel
    if panel is not None and panel.whole and panel.box.collidepoint(mouse):
        return panel.whole, panel.box
    if not scene.lot_gone and v.lot and scene.layout.lot_card.collidepoint(mouse):
        return lot_tip(look), scene.layout.lot_card
    if scene.lot_info.method_rect.collidepoint(mouse) and v.method:
        return METHOD_TIPS.get(v.method), scene.lot_info.method_rect
    if not scene.timeline.beats and scene.hand.card_at(mouse) is None:
        found = next(((t, None) for r, t in scene.regions if r.collidepoint(mouse)), None)
        if found is not None:
            return found
    return _focused_tip(scene)


def _focused_tip(scene) -> tuple[str, pygame.Rect] | None:
    """The help of the decision's control the keyboard ring rests on (the amount box, a
    button), placed here as a hovered control's is: clear of the other controls (the ring's own
    placing put the amount box's help over "+" and the step buttons)."""
    focus = scene.focus
    # (Not for the ring the turn itself put on the amount box: until a key moves it.)
    current = focus.current if focus.shown and focus.explain and scene.look.turn else None
    if current is None or current not in scene.widgets or not current.visible \
            or not current.tooltip:
        return None
    return current.tooltip, current.rect


def draw_pointer_tip(surface: pygame.Surface, scene) -> pygame.Rect | None:
    """Draw the one tooltip, clear of the control it explains; where it went, if drawn."""
    found = pointer_tip(scene)
    if found is None or not found[0]:
        return None
    tip, avoid = found
    # A hand card's help keeps clear of the buttons too: the pointer rests on the hand while
    # the player reads the lot and chooses a bid.
    controls = [w.rect for w in scene.widgets if w.visible] if scene.look.turn else []
    clear = controls if scene.hand_tip else []
    # A control's help covers none of the others (the amount box's went over "+" and the
    # step buttons beside it while the player typed).
    if avoid in controls:
        clear = [r for r in controls if r != avoid]
    # A control's help keeps clear of the amount box, which the player types in while the
    # pointer still rests on the control ("Up to…" went beside itself, over the box).
    if scene.amount is not None and scene.amount.visible and avoid != scene.amount.rect \
            and avoid in controls:
        clear = clear + [scene.amount.rect]
    # ... and every help keeps clear of a refused move's words ("Type the amount in digits"),
    # which show just above the amount box the pointer often still rests on: a control's
    # help goes above both the control and those words.
    if scene.error and scene.look.turn:
        said = error_box(scene.ctx, scene.layout, scene.error)
        clear = clear + [said]
        if avoid in controls:
            avoid = avoid.union(said)
    # A control's help keeps clear of the first-time tip too ("One less (↓)" went over it),
    # and of the lot's bids so far, read while choosing a bid (the amount box's covered them).
    panel = scene.tip_panel
    if panel is not None and avoid in controls:
        clear = clear + [panel.box]
    if avoid in controls:
        clear = clear + bid_chips(scene.ctx, scene.look, scene.layout, scene.lot_info,
                                  scene.timeline.lot_history, scene.error)
    at = scene.mouse
    if avoid is not None and not avoid.collidepoint(at):
        at = (avoid.x - scene.ctx.px(14), avoid.y)  # the ring's control: its help starts there
    where = tooltip_place(scene.ctx, surface.get_size(), tip, at, avoid, clear)
    if scene.hand_tip and avoid is not None and avoid in scene.hand.rects:
        where = hand_help_place(scene, where, avoid, clear + [stand_words(scene)],
                                surface.get_size())
    elif avoid in controls:
        where = clear_of_the_stand(scene, where, avoid, clear + controls, surface.get_size())
    elif avoid is not None and avoid == _stand_button(scene):
        where = stand_button_place(scene, where, avoid, surface.get_size())
    elif panel is not None and avoid == scene.tip_button.rect:
        where, width = got_it_place(scene, tip, panel.box, surface.get_size())
        return ui.draw_tooltip(surface, scene.ctx, tip, at, where=where, width=width)
    return ui.draw_tooltip(surface, scene.ctx, tip, at, avoid=avoid, clear=clear,
                           where=_off_the_log(scene, where, avoid))


def stand_words(scene) -> pygame.Rect:
    """The stand's words over the decision: the method's head, the lot's status lines and
    the estimate, read while choosing a bid."""
    box, info = scene.layout.controls, scene.lot_info
    return pygame.Rect(box.x, box.y, box.w, max(0, info.tip_top - scene.ctx.px(4) - box.y))


def clear_of_the_stand(scene, where: pygame.Rect, avoid: pygame.Rect, clear: list,
                       size) -> pygame.Rect:
    """A control's help placed where it covers neither the stand's words nor the other
    controls (`clear`, with the lot's bids), the log's column (a first-time tip stands there)
    and the hand: where `tooltip_place` put it if that is clear (or there, moved left out of
    the log), else under the decision's controls, else beside the control, else just under
    the stand's words, slid left of the bids (`_under_the_words`). Below the controls, a
    help of two lines or more covered the top of the hand there. Where none of those is
    clear, it goes just above the decision's controls, over the stand's lowest words, but
    never over the hand, the bids, the words said or another control."""
    panel, gap, log = scene.tip_panel, scene.ctx.px(6), scene.layout.log
    tip = [panel.box] if panel is not None else []
    never = [r for r in clear if r != avoid and r not in tip] + [log] + list(scene.hand.rects)
    keep = never + [stand_words(scene)] + tip
    near = [r for r in clear if r.colliderect(scene.layout.controls)] + [avoid]
    lowest = max(r.bottom for r in near)
    # Above the controls it covers the first-time tip rather than the lot's high bid and
    # status ("Got it"'s help: the tip it closes, beside the button).
    highest = min((r.top for r in near if r.collidelist(tip) < 0), default=avoid.top)
    places = [where, _left_of(where, log, gap),
              pygame.Rect(where.x, lowest + gap, where.w, where.h),
              pygame.Rect(avoid.right + gap, avoid.y, where.w, where.h),
              pygame.Rect(avoid.x - where.w - gap, avoid.y, where.w, where.h)]
    places.append(_under_the_words(scene, where, never, gap))
    above = pygame.Rect(where.x, highest - gap - where.h, where.w, where.h)
    screen = pygame.Rect(0, 0, *size).inflate(-8, -8)

    def free(r: pygame.Rect, covers: list) -> bool:
        return screen.contains(r) and not r.colliderect(avoid) and r.collidelist(covers) < 0
    beside = above.copy()
    beside.right = avoid.left - gap
    # Above: clear of the stand's words if it can be (over the tip), else over the lowest of
    # them (the estimate, without a tip: the bids lie over the controls then), never the hand.
    tries = [(r, covers) for covers in (never + [stand_words(scene)], never)
             for r in (above, _left_of(above, log, gap), beside)]
    found = next((r for r in places if free(r, keep)), None)
    if found is None:
        found = next((r for r, covers in tries if free(r, covers)), where)
    return found


def _under_the_words(scene, where: pygame.Rect, never: list, gap: int) -> pygame.Rect:
    """`where` just under the stand's words, slid left of what it would cover there (the
    lot's bids, another control): over the lot's card rather than the words or the bids,
    where a help of three lines ("Up to…"'s) has no room between the words and the
    decision."""
    r = pygame.Rect(where.x, stand_words(scene).bottom + gap, where.w, where.h)
    for _ in range(len(never)):
        hit = next((h for h in never if r.colliderect(h)), None)
        if hit is None:
            break
        r.right = hit.left - gap
    return r


def _stand_button(scene) -> pygame.Rect | None:
    """The rectangle of "Stop bidding for me" (or "Back in this lot") where the stand shows
    it, in the decision's place while the game bids (or passes) for the seat; else None."""
    back_in = scene.back_in
    if scene.look.turn or not back_in.shown(scene.private.seat) or not back_in.button.visible:
        return None
    return back_in.button.rect


def got_it_place(scene, tip: str, box: pygame.Rect, size) -> tuple[pygame.Rect, int]:
    """Where the help of a tip's "Got it" goes, and its lines' width: in the log's column,
    as wide as the tip it closes (`box`, at the column's foot) at the most, over it under the
    button, or above it where it is longer than the tip's lines. Placed as any help, beside a
    tip at the column's foot it ran left over the stand's words and controls."""
    ctx = scene.ctx
    width = box.w - ctx.px(16)
    w, h = ui.tip_size(ctx, tip, width)
    at = pygame.Rect(0, 0, w, h)
    at.topright = (box.right, scene.tip_button.rect.bottom + ctx.px(4))
    if at.bottom > box.bottom:
        at.bottom = box.top - ctx.px(4)
    return at.clamp(pygame.Rect(0, 0, *size).inflate(-8, -8)), width


def stand_button_place(scene, where: pygame.Rect, avoid: pygame.Rect, size) -> pygame.Rect:
    """Where the help of the stand's "Stop bidding for me" / "Back in this lot" (`avoid`) goes:
    as placed (`where`) if that is clear, else just above the button, over the first-time tip
    (read before) and moved left of what it would cover, clear of the log, the tip's "Got
    it", the lot's card and bids, the market board, the hand and the stand's words (else over
    the stand's lowest words). Placed as any help, it ran right past the stand over the log's
    newest lines and, two lines or more, over "Got it" (German "Nicht mehr für mich bieten")."""
    ctx, layout, gap = scene.ctx, scene.layout, scene.ctx.px(6)
    never = [layout.log, layout.lot_card, layout.board, avoid] + list(scene.hand.rects)
    never += bid_chips(ctx, scene.look, layout, scene.lot_info, scene.timeline.lot_history,
                       scene.error)
    if scene.tip_panel is not None:
        never.append(scene.tip_button.rect)
    above = pygame.Rect(avoid.x, avoid.top - gap - where.h, where.w, where.h)
    places = [where, above]
    for hit in never + [stand_words(scene)]:
        if above.colliderect(hit):
            slid = above.copy()
            slid.right = hit.left - gap
            places.append(slid)
    screen = pygame.Rect(0, 0, *size).inflate(-8, -8)
    for covers in (never + [stand_words(scene)], never):
        found = next((r for r in places
                      if screen.contains(r) and r.collidelist(covers) < 0), None)
        if found is not None:
            return found
    return where


def _left_of(where: pygame.Rect, log: pygame.Rect, gap: int) -> pygame.Rect:
    """`where` moved left out of the log's lines (as it was if it ends before them)."""
    left = where.copy()
    left.right = min(where.right, log.left - gap)
    return left


def _off_the_log(scene, where: pygame.Rect, avoid: pygame.Rect | None) -> pygame.Rect:
    """`where`, moved left out of the log when the pointer is not over the log (the dummy
    decks' help ran over its lines): at the same height, or else above the pointer, whichever
    first covers neither the stand's words nor the control it explains; else as it was."""
    log, stand = scene.layout.log, scene.layout.lot
    if not where.colliderect(log) or log.collidepoint(scene.mouse):
        return where
    gap = scene.ctx.px(6)
    moved = where.copy()
    moved.right = log.left - gap
    above = moved.copy()
    above.y = max(4, scene.mouse[1] - gap - above.h)
    for place in (moved, above):
        if place.left >= 4 and not place.colliderect(stand) \
                and (avoid is None or not place.colliderect(avoid)):
            return place
    return where


def _card_button_tip(scene, turn: bool) -> str | None:
    """The card table's help of the button under the pointer (or of a tip cut short)."""
    shown = [(scene.buttons, turn), ([scene.hide_button], scene.hide_button_shown()),
             ([scene.take_back.button], scene.take_back.shown()),
             ([scene.tip_button], scene.tip_shown() and scene.tip_panel is not None)]
    tip = ui.hovered_tooltip([b for buttons, on in shown if on for b in buttons])
    panel = scene.tip_panel if scene.tip_shown() else None
    if tip is None and panel is not None and panel.whole and panel.box.collidepoint(scene.mouse):
        tip = panel.whole
    return tip


#: A hand card's help in its effect's place while a second card is chosen: the card's icon
#: promised an effect that playing it now does not bring (a player added an award card as a
#: second card face up and looked for the award).
SECOND_CARD_WORDS = _("Played as a second card, its effect does not apply: only your turn's "
                      "card has one.")


def second_card_words(v, turn: bool):
    """`SECOND_CARD_WORDS` when the shown seat is asked for a second card (face up or face
    down), else None (the card's own effect)."""
    if turn and v.phase == EFFECT and v.effect in (SECOND_FACE_UP, SECOND_FACE_DOWN):
        return SECOND_CARD_WORDS
    return None


def hand_effect_words(v, card, turn: bool):
    """What a hand card's help says of its effect: `second_card_words`, else the effect's
    words alone (its corner's symbol told by a played card's help, not in the hand's)."""
    return second_card_words(v, turn) or effect_tip(card.effect)


def card_pointer_tip(scene, turn: bool) -> str | None:
    """The card table's one help text now (`card_help`)."""
    return card_help(scene, turn)[0]


def card_help(scene, turn: bool) -> tuple[str | None, pygame.Rect | None]:
    """The card table's one help text now and the hand card it is about (its rectangle, None
    when it is not about one): a button's, a hand card's under the pointer or, else, the one
    the arrow keys rest on (with why it cannot be chosen now, or what playing it would end,
    and its likely worth with value hints on), or what the drawn layer shows there. `turn`:
    the shown seat is asked."""
    point = pointing(scene)
    tip = _card_button_tip(scene, turn) if point else None
    helped = scene.helped_card(point) if tip is None else None
    card, about = helped if helped is not None else (None, None)
    if card is not None:
        # In the hand the effect alone, in one short line (what its corner's symbol is, the
        # played card's help says): the hints and why-nots follow, each a line of its own.
        tip = card_tip(card, scene.shown.config.theme, hand_effect_words(scene.shown, card, turn))
        choices = card_choices(scene.legal) if turn else {}
        # Why not this card, when some other card may be chosen, or every card is veiled (at
        # scoring with none to add, where "No effect" read as the reason; when no card may be
        # chosen otherwise, the prompt says what the game waits for), or what playing it would
        # end; with hints, its likely worth. Worked out once per card and view, not per frame.
        veiled = turn and not choices and scene.only_words()
        key = (card.id, id(scene.shown), scene.hints(), bool(choices), veiled)
        if scene.hover_tip is None or scene.hover_tip[0] != key:
            offered = card.id in choices
            # And when its everyone-plays can end the round, which playing it does not: said,
            # but its worth is not told as the worth of a round it ended.
            ending, effect_ends = (ending_words(scene.shown, card), effect_ending_words(
                scene.shown, card)) if offered else ("", "")
            asked = (choices or veiled) and not offered
            scene.hover_tip = (key, scene.why_not(card) if asked else "",
                                ending or effect_ends,
                                likely_words(scene.shown, card, bool(ending)) if key[2] else "")
        _key, why_not, ending, likely = scene.hover_tip
        if scene.shown.phase == ADDING and (why_not or card.id in choices):
            # At scoring a card's effect does not count: its artist, and what adding it
            # scores, or why it cannot be added.
            words = (_("Not now. {reason}").format(reason=why_not) if why_not
                     else adding_words(scene.shown, card))
            tip = card_tip(card, scene.shown.config.theme, words)
        elif why_not:
            # i18n: {reason} is the rules' word why the card cannot be chosen now
            tip = join_text("\n", (tip, _("Not now. {reason}").format(reason=why_not)))
        elif ending:
            tip = join_text("\n", (tip, ending))
        tip = join_text("\n", (tip, likely)) if likely else tip
    if tip is None and scene.beat is None and point:
        tip = next((t for r, t in scene.regions if r.collidepoint(scene.mouse)), None)
    return tip, about
