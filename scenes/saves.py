"""Saved games on screen: Continue (and what it says about a damaged autosave), the named
save/load screen (a row of its list: scenes/save_row.py), and the small confirmation overlay
they share.

The files themselves are `scenes.session.storage.GameStore`'s business; the store is `ctx.store`
(None in tests that do not give one: then there is nothing to continue and nothing to list).
"""
from __future__ import annotations

from datetime import datetime
from typing import Callable, Sequence

import pygame

from game.i18n import _, message_of, n_

from . import ui
from .focus import FocusRing
from .keep_question import ask_keep_or_load
from .session.games import game_in_progress, start_saved
from .session.parked import named
from .session.save_info import offered_names, where_it_stands
from .stack import Scene
from .session.storage import MAX_NAME, SaveInfo, StorageError, damaged_backup_words
from .session.words import name_cut_note, undrawable_message
from .save_row import SaveRow


# --- a question over the current screen ------------------------------------------------------

class ConfirmScene(ui.ButtonDialog):
    """A question over the screen below: a title, a sentence and a few answers. Esc cancels."""

    opaque = False
    name = "confirm"

    def __init__(self, ctx, title: str, message: str,
                 answers: Sequence[tuple[str, Callable[[], None], str]],
                 cancel_label: str | None = None, default: int | None = None) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.buttons = [ui.Button(label, self._answer(fn), style=style)
                        for label, fn, style in answers]
        self.buttons.append(ui.Button(cancel_label or _("Cancel"), self.cancel, style="quiet",
                                      hotkey=pygame.K_ESCAPE))
        # The first answer holds the focus from the start (Enter takes it, Esc cancels) unless
        # it destroys something: then Cancel does, and deleting takes a deliberate choice; or
        # the answer `default` (by its place) does, where the first one replaces something.
        self.focus = FocusRing(lambda: self.buttons, arrows="both", shown=True)
        if default is None:
            default = len(self.buttons) - 1 if self.buttons[0].style == "danger" else 0
        self.focus.focus(self.buttons[default])
        self.layout()

    def _answer(self, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            if self.ctx.stack.top is self:
                self.ctx.stack.pop()
            fn()
        return run

    def cancel(self) -> None:
        """Close the question, changing nothing."""
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def layout(self) -> None:
        """Centre the panel; the answers side by side under the sentence."""
        px = self.ctx.px
        w, h = self.ctx.size
        n = len(self.buttons)
        # Four answers need room for their words; so does a line of the message that fits whole
        # only in the wider panel (a save's line in the question on loading, its date cut off).
        wide = n >= 4 or self._fits_only_wide(px(640 - 60), px(780 - 60))
        pw = min(w - px(40), px(780 if wide else 640))
        text_h = ui.wrapped_height(self.ctx, self.message, 15, pw - px(60))
        self.rect = pygame.Rect(0, 0, pw, px(150) + text_h)
        self.rect.center = (w // 2, h // 2)
        gap = px(12)
        bw = min(px(220), (pw - px(60) - gap * (n - 1)) // n)
        ui.centre_row(self.buttons, self.rect.centerx, self.rect.bottom - px(66), bw, px(44), gap)
        for b in self.buttons:
            b.size = 15

    def _fits_only_wide(self, narrow: int, wide: int) -> bool:
        """Whether a line of the message needs `wide` pixels to stand whole (not `narrow`)."""
        size, text = self.ctx.px(15), self.ctx.text
        return any(len(text.wrap(line, size, narrow)) > 1 and len(text.wrap(line, size, wide)) == 1
                   for line in text.shown(self.message).split("\n"))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        r = self.rect
        ui.paper_dialog(surface, ctx, r, radius=14)
        ui.text(surface, ctx, self.title, 22, (r.centerx, r.y + px(18)), ui.INK, "black", "midtop")
        ui.wrapped(surface, ctx, self.message, 15,
                   pygame.Rect(r.x + px(30), r.y + px(60), r.w - px(60), r.h), ui.INK_SOFT)
        for b in self.buttons:
            b.draw(surface, ctx)
        self.focus.draw(surface, ctx)


# --- Continue found a damaged save -----------------------------------------------------------

class DamagedSaveScene(ui.ButtonDialog):
    """What Continue says when the autosave cannot be loaded: why (the engine's words), where
    the bad file was kept, and the backup when it is good."""

    name = "damaged_save"

    def __init__(self, ctx, resume) -> None:
        super().__init__(ctx)
        self.resume = resume
        self.buttons: list[ui.Button] = []
        if resume.backup is not None:
            self.buttons.append(ui.Button(_("Continue from the backup"), self.use_backup,
                                          style="green", size=17))
        #: Whether a game saved under a name can be loaded instead (see `load_save`).
        self.offers_saves = self._saves_to_load()
        if self.offers_saves:
            # The games saved under a name are a way on when the autosave is lost: the dialog
            # offered only the title, where Load is one more step the player had to know.
            self.buttons.append(ui.Button(
                _("Load a save"), self.load_save, style="quiet" if self.buttons else "primary",
                hotkey=pygame.K_l, size=17))
        self.buttons.append(ui.Button(_("Back to the title"), self.close, style="quiet",
                                      hotkey=pygame.K_ESCAPE, size=17))
        self.focus = FocusRing(lambda: self.buttons, arrows="both", shown=True)
        self.focus.focus(self.buttons[0])
        self.layout()

    @property
    def message(self) -> str:
        """The explanation shown (from `Resume.message`)."""
        return self.resume.message or _("There is no saved game to continue.")

    def use_backup(self) -> None:
        """Play on from the save before the damaged one."""
        start_saved(self.ctx, self.resume.backup)

    def _saves_to_load(self) -> bool:
        """Whether a game saved under a name can be loaded (one a damaged file is not)."""
        store = self.ctx.store
        return store is not None and any(i.problem is None for i in store.list_saves())

    def load_save(self) -> None:
        """The Load screen, over the title (its Back goes there, Continue as it now is)."""
        self.close()
        self.ctx.stack.open("saves")

    def close(self) -> None:
        """Back to the title (the Continue button reflects what is left)."""
        self.ctx.stack.reset(self.ctx.stack.make("title"))

    def layout(self) -> None:
        """The explanation in a panel, the choices under it."""
        px = self.ctx.px
        w, h = self.ctx.size
        # A line taller to say where a damaged backup was kept.
        tall = px(380) + (px(40) if self.resume.backup_kept is not None else 0)
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(760)), min(h - px(40), tall))
        self.rect.center = (w // 2, h // 2)
        gap = px(16)
        n = len(self.buttons)
        bw = min(px(280), (self.rect.w - px(60) - gap * (n - 1)) // n)
        ui.centre_row(self.buttons, self.rect.centerx, self.rect.bottom - px(76), bw, px(50), gap)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        r = self.rect
        ui.night_sheet(surface, ctx, r)
        ui.text(surface, ctx, _("Your saved game could not be loaded"), 26,
                (r.centerx, r.y + px(22)), ui.BRASS_LIGHT, "black", "midtop")
        body = pygame.Rect(r.x + px(40), r.y + px(80), r.w - px(80), r.h - px(180))
        problem = self.resume.problem or _("The saved game is gone.")
        y = body.y + ui.wrapped(surface, ctx, problem, 16, body, ui.PAPER, "bold") + px(12)
        if self.resume.kept_as is not None:
            y += ui.wrapped(surface, ctx, _("Nothing was deleted: the file was kept as"), 14,
                            pygame.Rect(body.x, y, body.w, 0), ui.PAPER_DIM)
            y += ui.wrapped(surface, ctx, str(self.resume.kept_as), 13,
                            pygame.Rect(body.x, y, body.w, 0), ui.BRASS_LIGHT) + px(12)
        if self.resume.backup is not None:
            # Not "one move earlier": when saves failed for a while, or from a game's start,
            # the backup is older, or another game; its summary says which and when.
            y += ui.wrapped(surface, ctx, _("The previous save is intact: {summary}.").format(
                summary=self.resume.backup.info.summary), 15,
                pygame.Rect(body.x, y, body.w, 0), (170, 225, 185)) + px(12)
        else:
            y += ui.wrapped(surface, ctx, _("There is no intact backup to continue from."), 15,
                            pygame.Rect(body.x, y, body.w, 0), (255, 190, 160)) + px(12)
        if self.resume.backup_kept is not None:
            y += ui.wrapped(surface, ctx, damaged_backup_words(self.resume.backup_kept), 14,
                            pygame.Rect(body.x, y, body.w, 0), ui.PAPER_DIM) + px(12)
        if self.offers_saves:
            ui.wrapped(surface, ctx, _("The games you saved under a name are untouched."), 15,
                       pygame.Rect(body.x, y, body.w, 0), (170, 225, 185))
        for b in self.buttons:
            b.draw(surface, ctx)
        self.focus.draw(surface, ctx)


# --- the save / load screen ------------------------------------------------------------------

class SavesScene(Scene):
    """Named saves: the list (date, players, round), load, delete, and — during a game —
    save under a name. From the title (Load) and the pause menu (Save / Load)."""

    #: Nothing here moves by itself (see `Scene.at_rest`).
    at_rest = True

    name = "saves"

    def __init__(self, ctx, match=None) -> None:
        super().__init__(ctx)
        #: The game that can be saved here (from the pause menu), or None (from the title).
        self.match = match if match is not None and not match.is_over else None
        self.message: str | None = None
        self.message_bad = False
        #: The message is a note on what the name field left out or cut (nothing stopped: the
        #: name kept saves), in the paper's colour, until the name changes again.
        self.message_note = False
        self.rows: list[SaveRow] = []
        self.selected: SaveRow | None = None
        self.scroll = 0
        self.name_field = ui.TextField("", max_len=MAX_NAME, on_enter=self.save,
                                       placeholder=_("Name this game"), size=16,
                                       on_refuse=self._undrawable, on_full=self._name_full,
                                       on_change=self._name_changed)
        self.save_button = ui.Button(_("Save"), self.save, style="green", size=16)
        self.load_button = ui.Button(_("Load"), self.load, size=16)
        self.delete_button = ui.Button(_("Delete"), self.delete, style="danger", size=16)
        self.back = ui.Button(_("Back"), self.close, style="quiet", hotkey=pygame.K_ESCAPE, size=16)
        for w in (self.name_field, self.save_button):
            w.visible = self.match is not None
        self.focus = FocusRing(self.widgets)
        if self.match is not None:
            # Opened to save: a name is offered, selected, so that Enter saves at once and
            # typing replaces it (the box stood empty, and a name had to be made up first);
            # the keys go to the field without a click on it.
            self.name_field.value = self.offered()
            self.focus.focus(self.name_field, show=False)
        self.mouse = (0, 0)
        self.refresh()

    def offered(self) -> str:
        """The name offered for the game in progress: its game, how far it got as the list
        will say it (where the save's line reads it, `where_it_stands`) and the time now, or
        without the time where that is too long (`offered_names`)."""
        store = self.ctx.store
        at = store.now() if store is not None else datetime.now()
        state = self.match.state
        scored = where_it_stands(state, self.match.rules).get("scored")
        names = [self.ctx.words.text(name) for name in offered_names(
            self.match.rules.name, state.round + 1, at, scored)]
        return next((name for name in names if len(name) <= MAX_NAME), names[-1][:MAX_NAME])

    # --- the list ---------------------------------------------------------------------------
    def refresh(self, select=None) -> None:
        """Read the saves folder again (on entering and after every change)."""
        infos = self.ctx.store.list_saves() if self.ctx.store is not None else []
        self.rows = [SaveRow(self, info) for info in infos]
        keep = select or (self.selected.info.path if self.selected else None)
        self.selected = next((r for r in self.rows if r.info.path == keep),
                             self.rows[0] if self.rows else None)
        self.layout()
        self._update_buttons()

    def widgets(self) -> list[ui.Widget]:
        """Everything the keyboard reaches, in reading order."""
        return [self.name_field, self.save_button, *self.rows,
                self.load_button, self.delete_button, self.back]

    def select(self, row: SaveRow) -> None:
        """Make `row` the chosen save (and scroll it into view)."""
        self.selected = row
        self._scroll_to(row)
        self._update_buttons()

    def _update_buttons(self) -> None:
        sel = self.selected
        self.load_button.enabled = sel is not None and sel.info.problem is None
        self.delete_button.enabled = sel is not None
        self.load_button.tooltip = (sel.info.problem if sel is not None and sel.info.problem
                                    else None)

    def _scroll_to(self, row: SaveRow) -> None:
        i = self.rows.index(row)
        visible = max(1, self.list_rect.h // self.row_h)
        if i < self.scroll:
            self.scroll = i
        elif i >= self.scroll + visible:
            self.scroll = i - visible + 1
        self.layout()

    # --- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        """Place the name field, the list and the buttons for the window's size."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(900)), min(h - px(40), px(640)))
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        top = r.y + px(80)
        if self.match is not None:
            self.name_field.rect = pygame.Rect(r.x + px(30), top, r.w - px(220), px(42))
            self.save_button.rect = pygame.Rect(r.right - px(180), top, px(150), px(42))
            top += px(62)
        self.row_h = px(62)          # two lines with room between them, also in Chinese
        bottom = r.bottom - px(120)
        self.list_rect = pygame.Rect(r.x + px(30), top, r.w - px(60),
                                     max(self.row_h, (bottom - top) // self.row_h * self.row_h))
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        for i, row in enumerate(self.rows):
            row.rect = pygame.Rect(self.list_rect.x, self.list_rect.y + (i - self.scroll) * self.row_h,
                                   self.list_rect.w, self.row_h - px(6))
        y = r.bottom - px(72)
        self.load_button.rect = pygame.Rect(r.x + px(30), y, px(160), px(46))
        self.delete_button.rect = pygame.Rect(self.load_button.rect.right + px(14), y, px(160), px(46))
        self.back.rect = pygame.Rect(r.right - px(190), y, px(160), px(46))

    @property
    def max_scroll(self) -> int:
        """How many rows the list can scroll by (0: they all fit)."""
        return max(0, len(self.rows) - self.list_rect.h // self.row_h)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track beside the list and its thumb (where the rows shown are among all of
        them), or None when every row fits."""
        if not self.max_scroll:
            return None
        px, lr = self.ctx.px, self.list_rect
        track = pygame.Rect(lr.right + px(10), lr.y, px(5), lr.h)
        shown = lr.h // self.row_h
        th = max(px(30), track.h * shown // len(self.rows))
        ty = track.y + (track.h - th) * self.scroll // self.max_scroll
        return track, pygame.Rect(track.x, ty, track.w, th)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.scrollbar()
        if bar is not None:
            radius = self.ctx.px(3)
            pygame.draw.rect(surface, (60, 64, 74), bar[0], border_radius=radius)
            pygame.draw.rect(surface, ui.BRASS, bar[1], border_radius=radius)

    def resize(self, size) -> None:
        self.layout()

    # --- acting -----------------------------------------------------------------------------
    def _undrawable(self, typed: str) -> None:
        """Characters no typeface draws, left out of the name: said why, calmly (the name kept
        saves)."""
        self.say(undrawable_message(typed), note=True)

    def _name_full(self) -> None:
        """A name typed or pasted past the longest a save's name may be: cut there, and said
        calmly in the setup's words (`name_cut_note`): the name kept saves. It stood in the
        error's red as "A save's name is at most 40 characters long." (play-testers)."""
        self.say(name_cut_note(MAX_NAME), note=True)

    def _name_changed(self, _value: str) -> None:
        """The name changed: a note on what the field left out before is old news."""
        if self.message_note:
            self.say(None)

    def say(self, message: str | None, bad: bool = False, note: bool = False) -> None:
        """A line for the player under the list: what went wrong (`bad`, in red), a `note` on
        what the name field did (in the paper's colour), else what was done (in green)."""
        self.message = message
        self.message_bad = bad
        self.message_note = note

    def save(self) -> None:
        """Save the game in progress under the typed name (asking before replacing one)."""
        if self.match is None or self.ctx.store is None:
            return
        name = " ".join(self.name_field.value.split())
        try:
            existing = self.ctx.store.find_save(name)
        except StorageError as e:
            self.say(message_of(e), bad=True)
            self.focus.focus(self.name_field, show=False)   # the name is what to mend
            return
        if existing is not None:
            self.ctx.stack.push(ConfirmScene(
                self.ctx, _("Replace that save?"),
                _("A saved game called \u201c{name}\u201d exists already. Replace it with the "
                  "game in progress?").format(name=existing.name or name),
                [(_("Replace it"), lambda: self._write(name), "danger")]))
            return
        self._write(name)

    def _write(self, name: str) -> None:
        try:
            info = self.ctx.store.save_named(name, named(self.match.game_record()),
                                             self.match.state)
        except StorageError as e:
            self.say(message_of(e), bad=True)
            return
        self.say(_("Saved as \u201c{name}\u201d.").format(name=info.name))
        self.name_field.value = ""
        self.refresh(select=info.path)

    def load(self) -> None:
        """Load the chosen save (asking first when it would replace a game in progress)."""
        sel = self.selected
        if sel is None or sel.info.problem is not None or self.ctx.store is None:
            if sel is not None and sel.info.problem:
                self.say(_("That save cannot be loaded: {problem}").format(
                    problem=sel.info.problem), bad=True)
            return
        if self.match is not None or game_in_progress(self.ctx):
            kept = self.kept_copy()
            if kept is not None and kept.path == sel.info.path:
                self._load(sel.info)        # the very game in progress: nothing to lose
                return
            if kept is None:
                # Kept under a name first, as on New game: the title cannot save it otherwise.
                ask_keep_or_load(self.ctx, sel.info, lambda: self._load(sel.info))
                return
            # i18n: {name} is the save chosen, {summary} its line in the list (game, players,
            # round, date), on a line of its own; {kept} is the name the game in progress was
            # just saved under
            ask = _("Load \u201c{name}\u201d?\n{summary}\nIt takes the place of your game in "
                    "progress, which is kept as \u201c{kept}\u201d.")
            self.ctx.stack.push(ConfirmScene(
                self.ctx, _("Load this game?"),
                ask.format(name=sel.info.label, summary=sel.info.summary, kept=kept.label),
                [(_("Load it"), lambda: self._load(sel.info), "primary")]))
            return
        self._load(sel.info)

    def kept_copy(self) -> SaveInfo | None:
        """The save holding the game in progress move for move, if one does (the question on
        loading then need not ask to save it, nor ask at all when that very save is chosen);
        the store's `named_copy`, as the title's question on a new game asks it."""
        game = self.match.game_record() if self.match is not None else None
        return self.ctx.store.named_copy(game)

    def _load(self, info: SaveInfo) -> None:
        try:
            saved = self.ctx.store.load_named(info)
        except StorageError as e:
            self.say(message_of(e), bad=True)
            self.refresh()
            return
        start_saved(self.ctx, saved)

    def delete(self) -> None:
        """Delete the chosen save, after asking."""
        sel = self.selected
        if sel is None:
            return
        label = sel.info.label
        self.ctx.stack.push(ConfirmScene(
            self.ctx, _("Delete this save?"),
            _("Delete \u201c{name}\u201d for good? This cannot be undone.").format(name=label),
            [(_("Delete it"), lambda: self._delete(sel.info), "danger")]))

    def _delete(self, info: SaveInfo) -> None:
        try:
            self.ctx.store.delete_save(info)
        except StorageError as e:
            self.say(message_of(e), bad=True)
            return
        self.say(_("Deleted \u201c{name}\u201d.").format(name=info.label))
        self.selected = None
        self.refresh()

    def close(self) -> None:
        """Back to the pause menu or the title."""
        self.ctx.stack.pop()

    # --- events and drawing -----------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.scroll -= event.y
            self.layout()
            return True
        if self.focus.handle_event(event):
            if isinstance(self.focus.current, SaveRow):
                self.select(self.focus.current)
            return True
        if (event.type == pygame.KEYDOWN and not self.name_field.focused
                and self.selected is not None):
            # The highlighted row is the one the keys act on, as the screen's line says, even
            # before Tab or an arrow shows the ring (or after a click chose the row).
            if event.key == pygame.K_DELETE:
                self.delete()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
                return True
        ui.widgets_event(self.widgets(), event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        r = self.rect
        ui.night_sheet(surface, ctx, r)
        ui.text(surface, ctx, _("Save or load") if self.match is not None else _("Saved games"), 28,
                (r.x + px(30), r.y + px(20)), ui.BRASS_LIGHT, "black")
        # The keys' line follows the keyboard: while it types the name (opened from the
        # pause menu), Enter saves, and "Enter loads" answered "Give the saved game a name".
        keys = (_("Enter saves the name \u00b7 Tab or \u2191\u2193 to move \u00b7 Esc stops typing")
                if self.name_field.focused and self.name_field.visible else
                _("Tab or \u2191\u2193 to move \u00b7 Enter loads \u00b7 Delete deletes \u00b7 "
                  "Esc back"))
        ui.text(surface, ctx, keys, 12, (r.right - px(30), r.y + px(34)), ui.MUTED, "regular",
                "topright")
        if self.match is not None:
            self.name_field.draw(surface, ctx)
            self.save_button.draw(surface, ctx)
        lr = self.list_rect
        ui.blit_panel(surface, ctx, lr.inflate(px(12), px(12)), fill=(30, 34, 42), alpha=255,
                      radius=px(10), border=(60, 64, 74))
        if not self.rows:
            # i18n: the Save screen's empty list during a game; the box above holds a name
            # offered already ("Save" is the button's word)
            ui.text(surface, ctx, _("No saved games yet. Save keeps this game under the name "
                                    "above.")
                    if self.match is not None else
                    _("No saved games yet. Save one from the pause menu (Esc) during a game."), 15,
                (lr.x + px(14), lr.y + px(14)), ui.PAPER_DIM, "italic")
        old_clip = surface.get_clip()
        surface.set_clip(lr.inflate(px(4), px(4)))
        for row in self.rows:
            if row.rect.bottom <= lr.y or row.rect.y >= lr.bottom:
                continue            # a row scrolled out: not even its edge under the list
            row.draw(surface, ctx, chosen=row is self.selected)
        surface.set_clip(old_clip)
        self._draw_scrollbar(surface)
        if self.scroll < self.max_scroll and not self.message:      # the message's room
            ui.text(surface, ctx, n_("{n} save \u00b7 scroll for more",
                                     "{n} saves \u00b7 scroll for more", len(self.rows)), 11,
                    (lr.right, lr.bottom + px(8)), ui.MUTED, "regular", "topright")
        for b in (self.load_button, self.delete_button, self.back):
            b.draw(surface, ctx)
        if self.message:
            ui.wrapped(surface, ctx, self.message, 13,
                       pygame.Rect(r.x + px(30), self.back.rect.y - px(36), r.w - px(60), px(30)),
                       (255, 170, 150) if self.message_bad else
                       ui.PAPER if self.message_note else (170, 225, 185))
        tip = ui.draw_widget_tip(surface, ctx, self.widgets(), self.mouse)
        self.focus.draw(surface, ctx, tooltip=not tip)
