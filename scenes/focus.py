"""Keyboard focus over a screen's widgets (`FocusRing`): Tab and the arrow keys move a visible
ring, Enter or Space use the focused widget. Every screen with buttons keeps one."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from .paint import BRASS_LIGHT, INK, draw_tooltip, tooltip_place
from .ui import TextField, Widget

if TYPE_CHECKING:
    from .context import AppContext

#: Keys a FocusRing answers to.
_NEXT_KEYS = {pygame.K_TAB}
_ACTIVATE_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}


#: How far the focus ring stands out around its widget (design pixels), its outline one pixel
#: more: what is laid out near a widget ringed from the first frame keeps clear of it.
RING_PAD = 4


class FocusRing:
    """Keyboard focus over a screen's widgets: Tab / Shift-Tab (and the arrow keys, as chosen)
    move a visible ring, Enter or Space activates the focused widget, Left / Right step a
    focused Cycle or Toggle. A focused widget shows its tooltip as if hovered.

    The ring shows itself at the first navigation key (a mouse player never sees it) and hides
    when the mouse clicks; Enter and Space go to the focused widget only while the ring shows,
    so a screen's own hotkeys (Enter = Start, say) still work for mouse players.

        self.focus = FocusRing(lambda: self.buttons)      # widgets in reading order
        def handle_event(self, event):
            if self.focus.handle_event(event): return True
            return ui.widgets_event(self.buttons, event)
        def draw(self, surface):
            ...; self.focus.draw(surface, self.ctx)          # after the widgets

    `arrows`: "vertical" (Up/Down move, Left/Right adjust), "both" (all four move unless the
    focused widget uses Left/Right), or "none" (the screen keeps its arrows, e.g. a scroll).
    """

    def __init__(self, widgets: Callable[[], Sequence[Widget]] | Sequence[Widget],
                 arrows: str = "vertical", wrap: bool = True, shown: bool = False,
                 activate_keys: Sequence[int] = tuple(_ACTIVATE_KEYS)) -> None:
        self._source = widgets
        self.arrows = arrows
        #: Keys that use the focused widget (a scrolling screen keeps Space for paging).
        self.activate_keys = set(activate_keys)
        self.wrap = wrap
        #: Whether the ring is drawn (and Enter/Space go to it): after keyboard navigation.
        self.shown = shown
        self.current: Widget | None = None
        #: Whether the focused widget shows its help: not while the screen itself put the ring
        #: there (its default, where the keys go when a turn comes), until the first key moves it.
        self.explain = True
        #: The pointer moved since the ring last moved: the latest input was the mouse's, so
        #: the hovered control's help shows and not the ring's (one help at a time, the one of
        #: the latest input; a key moving the ring hides the hover's).
        self.pointed = False
        #: The focused widget's help as last placed: (what it depends on, where it went).
        self._placed: tuple | None = None
        #: The ring was taken down by a click: the next key moves on from where the focus is
        #: (only showing the ring there, the first Down on the title seemed to do nothing).
        self._clicked = False

    @property
    def leads(self) -> bool:
        """Whether the ring, shown, moved after the pointer last did: its help is the one on
        screen, and a hovered control's waits until the pointer moves."""
        return self.shown and not self.pointed

    def widgets(self) -> list[Widget]:
        """The widgets the focus can rest on now, in order."""
        source = self._source() if callable(self._source) else self._source
        return [w for w in source if w.focusable]

    def focus(self, widget: Widget | None, show: bool = True, explain: bool = True) -> None:
        """Put the focus on `widget` (None: nowhere); `explain`: its help shows beside it."""
        self.explain = explain
        if self.current is not None and self.current is not widget:
            self.current.focused = False
        self.current = widget
        if widget is not None:
            widget.focused = True
            if isinstance(widget, TextField):
                widget.select_all = True
        self.shown = show and widget is not None
        self._clicked = False
        if self.shown and explain:      # a key moved it (the screen's own start leaves the
            self.pointed = False        # pointer's help to the pointer)

    def start_on(self, widget: Widget | None) -> None:
        """Show the ring on `widget`, a screen's default (the one Enter presses), from its
        first frame, without its help: a keyboard player sees where the keys go (the ring
        showed only at the first arrow or Tab, and Enter did nothing until then)."""
        self.focus(widget, explain=False)

    def come_back(self) -> None:
        """The screen is on top again (the one it opened closed): the ring shows where it was,
        on the widget that opened the other screen, without its help, so Enter and Tab go on
        from there (after a click had opened it, no ring showed, Enter did nothing and the
        first Tab skipped to the next button). A text field keeps its own cursor instead."""
        cur = self._valid()
        if cur is None or isinstance(cur, TextField):
            return
        self.focus(cur, explain=False)

    def _valid(self) -> Widget | None:
        """The focused widget if it can still hold the focus (it may have vanished)."""
        if self.current is not None and self.current in self.widgets():
            return self.current
        if self.current is not None:
            self.current.focused = False
            self.current = None
        return None

    def move(self, delta: int, reveal_first: bool = True) -> None:
        """Move the focus forward (+1) or back (-1). The first step of a hidden ring only shows
        where the focus is, unless `reveal_first` is False or a click took the ring down."""
        ws = self.widgets()
        if not ws:
            self.focus(None)
            return
        cur = self._valid()
        if cur is None:
            target = ws[0] if delta > 0 else ws[-1]
        elif not self.shown and reveal_first and not self._clicked:
            target = cur                     # the first key only reveals where the focus is
        else:
            i = ws.index(cur) + delta
            if not self.wrap:
                i = max(0, min(len(ws) - 1, i))
            target = ws[i % len(ws)]
        self.focus(target)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Navigation keys move or use the focus; True when consumed. Clicks hide the ring;
        the pointer moving hides the ring's help (`pointed`)."""
        self._note_pointer(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed(event.pos)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        mods = getattr(event, "mod", 0)
        if key == pygame.K_ESCAPE:
            return self._stop_typing(event)
        cur = self._valid()
        typing = isinstance(cur, TextField) and cur.focused
        if key in _NEXT_KEYS:
            # From a field the player is typing in (its cursor shows where the focus is), Tab
            # moves on at once: only revealing the ring there selected the field's text, and
            # the next name typed replaced it ("Bea", Tab, "Cleo" left seat 2 "Cleo").
            self.move(-1 if mods & pygame.KMOD_SHIFT else 1, reveal_first=not typing)
            return True
        if self.arrows != "none" and key in (pygame.K_UP, pygame.K_DOWN):
            self.move(-1 if key == pygame.K_UP else 1)
            return True
        if self.arrows != "none" and key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if key == pygame.K_LEFT else 1
            if cur is not None and self.shown and not typing and cur.adjust(delta):
                return True
            if self.arrows == "both" and not typing:
                self.move(delta)
                return True
            return False
        if key in self.activate_keys and cur is not None and self.shown:
            if typing and key == pygame.K_SPACE:
                return False                 # a space typed into the name
            if typing:
                return False                 # the field's own Enter (on_enter) answers
            cur.activate()
            return True
        return False

    def _pressed(self, pos) -> None:
        """A click focuses what it hit (quietly), so Tab continues from there; the ring
        hides."""
        hit = next((w for w in self.widgets() if w.contains(pos)), None)
        if hit is not None and hit is not self.current:
            self.focus(hit, show=False)
        self.shown = False
        self._clicked = True

    def _stop_typing(self, event: pygame.event.Event) -> bool:
        """Esc while a field has the keyboard stops the typing there, on every screen alike
        (text_field.py); True when it did, and the next Esc is the screen's (Back, the pause
        menu). At the table it opened the menu over a bid being typed, where the Save screen
        says "Esc stops typing". The field need not be the ring's: the amount box keeps the
        keys while the ring rests on a button."""
        field = next((w for w in self.widgets() if isinstance(w, TextField) and w.focused), None)
        if field is None or not field.handle_event(event):
            return False
        if field is self.current:
            # The ring goes with the keyboard (around the box it still read as typing there);
            # the next Tab moves on from the field, as after a click.
            self.shown, self._clicked = False, True
        return True

    def _note_pointer(self, event: pygame.event.Event) -> None:
        """The pointer moved: its help, not the ring's, is the latest input's."""
        if event.type == pygame.MOUSEMOTION:
            self.pointed = True

    def draw(self, surface: pygame.Surface, ctx: "AppContext", tooltip: bool = True) -> None:
        """Draw the ring around the focused widget and, unless the pointer moved since the
        ring did (`pointed`: the hovered control's help shows instead), its tooltip (a widget
        with `own_ring`, as the card table's hand cards, its screen draws itself)."""
        cur = self._valid()
        if cur is None or not self.shown or getattr(cur, "own_ring", False):
            return          # (a hand card the table lifts and explains itself)
        pad = ctx.px(RING_PAD)
        r = cur.rect.inflate(2 * pad, 2 * pad)
        pygame.draw.rect(surface, BRASS_LIGHT, r, max(2, ctx.px(2.5)), border_radius=ctx.px(10))
        pygame.draw.rect(surface, INK, r.inflate(2, 2), 1, border_radius=ctx.px(11))
        if tooltip and self.explain and cur.tooltip and not self.pointed:
            at = (r.right - ctx.px(4), cur.rect.centery - ctx.px(30))
            others = [w.rect for w in self.widgets() if w is not cur]
            where = self._tip_place(ctx, surface.get_size(), cur.tooltip, at, r, others)
            draw_tooltip(surface, ctx, cur.tooltip, at, where=where)

    def _tip_place(self, ctx: "AppContext", size, tip: str, at, ring: pygame.Rect,
                   others: list[pygame.Rect]) -> pygame.Rect:
        """Where the focused widget's help goes: beside the widget, not under it (in a column
        of buttons the next one stays seen); where that covers another (the right column of
        the card game's award buttons), above or below it, clear of the others where it can
        be. Placed once, and again only when what it depends on changes: not in every frame,
        and not once more by `draw_tooltip`."""
        key = (str(tip), ctx.settings.language, tuple(ctx.size), tuple(size), tuple(at),
               tuple(ring), tuple(tuple(o) for o in others))
        if self._placed is None or self._placed[0] != key:
            where = tooltip_place(ctx, size, tip, at)
            if where.collidelist(others) >= 0:
                where = tooltip_place(ctx, size, tip, at, avoid=ring, clear=others)
            self._placed = (key, where)
        return self._placed[1]
