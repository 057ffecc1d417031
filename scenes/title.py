"""The title screen: New game, Continue, Load, Rules, Settings, Quit."""
from __future__ import annotations

import math
import os

import pygame

from game.cards import DECK
from game.config import PLAYER_COUNTS
from game.i18n import _, join_text

from . import ui
from .focus import FocusRing
from .art import card_height
from .stack import Scene
from .title_fan import banner_in_view, named_face
from .title_notice import draw_notice, fan_drop, notice_rect

#: Continue with the game it resumes, a whole label for each game (their full titles are in
#: the tooltip): a language words the name after the colon its own way ("Continua: il gioco di
#: carte", where the name alone, on the Rules screen's tab, is "Il gioco di carte").
CONTINUE_LABELS = {"auction": _("Continue: Modern Art"),
                   "card": _("Continue: The Card Game")}

# i18n: the game's name on the title screen, in capitals
TITLE = _("MODERN ART")
SUBTITLE = _("the auction game and the card game by Reiner Knizia")

#: Seconds between the title's looks at the autosave's files while it shows (a stat of two
#: files): an autosave put back by hand (a damaged one renamed back, a copy) lights Continue.
RECHECK_EVERY = 2.0
#: The window coming back to the player: the title looks again at once (the player may have
#: been in a file manager, putting an autosave back).
_BACK_IN_VIEW = frozenset({pygame.WINDOWFOCUSGAINED, pygame.WINDOWSHOWN,
                           pygame.WINDOWRESTORED, pygame.WINDOWENTER})

#: One card of each artist, each with a different auction method, for the title's fan.
TITLE_CARDS = (DECK[0], DECK[15], DECK[30], DECK[46], DECK[66])
#: Each painting lands DEAL_TIME seconds after it starts, one DEAL_STAGGER after another.
DEAL_TIME, DEAL_STAGGER = 0.45, 0.05
#: Seconds until the last painting has landed.
DEALT = DEAL_STAGGER * (len(TITLE_CARDS) - 1) + DEAL_TIME


def fan_place(i: int, t: float, centre, px) -> tuple[tuple[int, int], float]:
    """Where the fan's painting `i` lies once dealt, `t` seconds in: its centre and its turn
    in degrees (anticlockwise), swaying very gently."""
    angle = (2 - i) * 11 + math.sin(t * 0.8 + i) * 0.8
    return (centre[0] + (i - 2) * px(70), centre[1] + abs(i - 2) * px(16)), int(angle * 2) / 2


class TitleScene(Scene):
    """The first screen."""

    name = "title"

    def __init__(self, ctx, continue_game=None, message: str | None = None) -> None:
        super().__init__(ctx)
        #: A note for the player (e.g. settings that could not be read), shown under the menu;
        #: else a settings save's failure no screen could say yet.
        self.message = message or ctx.settings_unsaid
        ctx.settings_unsaid = None
        #: The window's size when the notice was said: a notice of the window's size ("the
        #: window is 1904 × 1000") was wrong once the player changed it (F11, a drag).
        self._said_at = ctx.size
        self.t = 0.0
        self.frames = 0
        #: What Continue does; by default the autosave in `ctx.store`, when there is one.
        self.continue_game = continue_game
        self._own_continue = continue_game is None
        #: The autosave's files as Continue last saw them (`autosave_stamp`), and the seconds
        #: since it last looked.
        self._stamp: tuple | None = None
        self._since_look = 0.0
        #: The autosave (its stamp) the player answered "A game is in progress" about by going
        #: on to the setup: Back from the setup, New game goes there again without asking
        #: about the same game twice. A game played on since, or another title, asks again.
        self._answered: tuple | None = None
        self.buttons = [
            ui.Button(_("New game"), self.new_game, hotkey=pygame.K_n, size=20),
            ui.Button(_("Continue"), self.resume_game, style="quiet", hotkey=pygame.K_c, size=20),
            ui.Button(_("Load"), self.load, style="quiet", hotkey=pygame.K_l, size=20,
                      tooltip=_("Games you saved under a name.")),
            ui.Button(_("Rules"), self.rules, style="quiet", hotkey=pygame.K_r, size=20),
            ui.Button(_("Settings"), self.settings, style="quiet", hotkey=pygame.K_s, size=20),
            ui.Button(_("Records"), lambda: self.ctx.stack.open("records"), style="quiet",
                      hotkey=pygame.K_e, size=20),
            ui.Button(_("Quit"), self.ctx.quit, style="dark", hotkey=pygame.K_q, size=20),
        ]
        self.check_continue()
        self.focus = FocusRing(lambda: self.buttons)
        self.focus.start_on(self.first_choice())    # what Enter presses
        self.mouse = (0, 0)
        self.layout()

    def layout(self) -> None:
        """Place the menu for the window's size."""
        px = self.ctx.px
        w, h = self.ctx.size
        x = int(w * 0.62)
        # Six buttons and a note under them fit a 720-pixel window.
        y = int(h * 0.33)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x, y + i * px(60), px(300), px(48))

    def resize(self, size) -> None:
        if tuple(size) != tuple(self._said_at):
            self.message = None     # the player has sized the window since: said and seen
        self.layout()

    def check_continue(self) -> None:
        """Enable Continue when there is a game to continue (a stat of two files, no reading:
        the title's first frame stays quick)."""
        if self._own_continue:
            self._stamp = self.autosave_stamp()
            self.continue_game = self._continue_autosave if self.ctx.has_autosave() else None
        button = self.buttons[1]
        button.enabled = self.continue_game is not None
        button.label = _("Continue")
        button.tooltip = (_("Play on from where your last game stopped.") if button.enabled else
                          _("No game in progress: start a new one, or load a saved game."))
        self.buttons[2].enabled = self.ctx.store is not None
        # The gold fill marks the default, Enter's button, as on every other screen: Continue
        # while a game can be continued (New game stayed gold beside Continue's ring).
        self.buttons[0].style = "quiet" if button.enabled else "primary"
        button.style = "primary" if button.enabled else "quiet"
        focus = getattr(self, "focus", None)        # (not yet while the title is made)
        if focus is not None and focus.current in self.buttons[:2] and not focus.explain:
            focus.start_on(self.first_choice())     # still where the title put it
        if self.frames and button.enabled:
            self.name_the_game()

    def first_choice(self):
        """Where the title puts the keyboard's focus: on Continue while there is a game to
        continue (Enter on New game walked into "A game is in progress"), else on the gold
        New game."""
        return self.buttons[1] if self.buttons[1].enabled else self.buttons[0]

    def autosave_stamp(self) -> tuple | None:
        """What the autosave and its backup are on disk now (kind, size and time of each; a
        stat, nothing read): a change means Continue must look again."""
        store = self.ctx.store
        if store is None:
            return None
        stamp = []
        for path in (store.autosave_path, store.backup_path):
            try:
                st = os.stat(path)
            except OSError:
                stamp.append(None)
                continue
            stamp.append((st.st_mode, st.st_size, st.st_mtime_ns, st.st_ino))
        return tuple(stamp)

    def look_again(self) -> None:
        """Continue as the files now are, when they changed since it last looked (an autosave
        put back, or taken away, while the title shows): it stayed greyed until a restart or
        another screen, though the game was there to continue."""
        self._since_look = 0.0
        if self._own_continue and self.autosave_stamp() != self._stamp:
            self.check_continue()

    def name_the_game(self) -> None:
        """Say on Continue which game it resumes, read from the autosave's listing (after the
        first frame, which stays quick)."""
        if not self._own_continue or self.ctx.store is None:
            return
        info = self.ctx.store.autosave_info()
        if info is None:
            return
        button = self.buttons[1]
        button.label = CONTINUE_LABELS.get(info.game) or _("Continue: {game}").format(
            game=info.game_title)
        said = _("Play on from where your last game stopped: {game}, {progress}.").format(
            game=info.game_title, progress=info.progress)
        # The options it is played with, a line each, as the Load screen's rows name them.
        button.tooltip = join_text("\n", [said, *info.options])

    def _continue_autosave(self) -> None:
        from .session.games import continue_from_autosave     # not before the first frame
        continue_from_autosave(self.ctx)

    def resume(self) -> None:
        # The notice is said once: back from another screen (the Settings, where the window
        # size shows) the title no longer repeats it (it stayed up for the whole run).
        self.message = None
        self.check_continue()

    def new_game(self) -> None:
        """Open the game setup (asking first when a game is in progress, once a visit: a player
        who answered and came back from the setup is not asked again about the same game)."""
        answered = self._answered is not None and self._answered == self.autosave_stamp()
        if self.continue_game is not None and self._own_continue and not answered:
            kept = self.ctx.store.named_copy() if self.ctx.store is not None else None
            if kept is None:
                # Keep it as a save first, replace it, or play it on.
                from .keep_question import ask_keep_or_replace
                ask_keep_or_replace(self.ctx, self.resume_game, self.answered_and_set_up)
                return
            # i18n: {name} is the name the unfinished game was saved under
            ask = _("Your last game is not finished; it is saved as \u201c{name}\u201d, so Load "
                    "brings it back. Start a new game?").format(name=kept.label)
            # Enter continues the game in progress: a New game pressed twice by Enter threw it
            # away.
            self.ctx.stack.open(
                "confirm", _("A game is in progress"), ask,
                [(_("New game"), self.answered_and_set_up, "primary"),
                 (_("Continue it"), self.resume_game, "green")], default=1)
            return
        self.ctx.stack.open("setup")

    def answered_and_set_up(self) -> None:
        """The player chose a new game over the one in progress: open the setup, and remember
        the answer for this autosave."""
        self._answered = self.autosave_stamp()
        self.ctx.stack.open("setup")

    def resume_game(self) -> None:
        """Continue the game in progress from its autosave."""
        if self.continue_game is not None:
            self.continue_game()

    def load(self) -> None:
        """The named saves."""
        self.ctx.stack.open("saves")

    def rules(self) -> None:
        """Read the rules."""
        self.ctx.stack.open("rules")

    def settings(self) -> None:
        """Change the settings."""
        self.ctx.stack.open("settings")

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type in _BACK_IN_VIEW:
            self.look_again()
        if self.focus.handle_event(event):
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and not self.focus.shown):
            # Enter presses the title's default, as the other screens' Enter presses their gold
            # button: a click on the background took the ring down, and Enter then did nothing.
            self.first_choice().click()
            return True
        return ui.widgets_event(self.buttons, event)

    @property
    def at_rest(self) -> bool:
        """Once the cards are dealt: their sway is slow enough for the resting frame rate (an
        idle title at 60 frames kept most of a core busy at 1920×1080)."""
        return self.t >= DEALT

    def update(self, dt: float) -> None:
        self.t += dt
        self.frames += 1
        self._since_look += dt
        if self._since_look >= RECHECK_EVERY:
            self.look_again()
        if self.frames == 1 and self.buttons[1].enabled:
            self.name_the_game()

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        w, h = ctx.size
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        self._draw_heading(surface)
        notice, cy = self.notice_layout()
        self._draw_fan(surface, cy)
        if notice is not None:
            draw_notice(surface, ctx, self.message, notice)
        # The auctioneer's gavel resting on its block, above the menu.
        bx = self.buttons[0].rect.centerx
        block = ctx.art.sound_block(px(110))
        surface.blit(block, block.get_rect(center=(bx - px(30), px(150))))
        gavel = ctx.art.gavel(px(120))
        surface.blit(gavel, gavel.get_rect(bottomright=(bx + px(80), px(170))))
        ui.text(surface, ctx, _("{fewest} to {most} players · solo against the computer or "
                                "around one screen").format(fewest=PLAYER_COUNTS[0],
                                                            most=PLAYER_COUNTS[-1]),
                13, (self.buttons[0].rect.x, self.buttons[0].rect.y - px(30)), ui.PAPER_DIM)
        for b in self.buttons:
            b.draw(surface, ctx)
        tip = not self.focus.leads and ui.draw_widget_tip(surface, ctx, self.buttons, self.mouse)
        self.focus.draw(surface, ctx, tooltip=not tip)
        ui.text(surface, ctx, _("F11 fullscreen"), 11, (w - px(12), h - px(8)), ui.PAPER_DIM, "regular", "bottomright")

    def heading_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the game's name and its subtitle stand, over the left column."""
        ctx, px = self.ctx, self.ctx.px
        centre = int(ctx.size[0] * 0.3)
        # Measured as drawn (its rendering is cached): the typeface's own height may differ.
        tw, th = ctx.text.render(TITLE, px(76), ui.BRASS_LIGHT, "black").get_size()
        title = pygame.Rect(centre - tw // 2, px(58), tw, th)
        # Below the title however tall its typeface draws it (the Chinese one runs deeper).
        sw, sh = ctx.text.size(SUBTITLE, px(20), "italic")
        sub = pygame.Rect(centre - sw // 2, max(px(150), title.bottom + px(6)), sw, sh)
        return title, sub

    def notice_layout(self) -> tuple[pygame.Rect | None, int]:
        """Where the title's note stands (None without one) and the middle height of the fan
        of paintings: a note the player must not miss stands under the subtitle, on paper,
        and the fan moves down to make room for it."""
        px, h = self.ctx.px, self.ctx.size[1]
        ch = card_height(px(150))
        cy = int(h * 0.62)
        if not self.message:
            return None, cy
        sub = self.heading_rects()[1]
        notice = notice_rect(self.ctx, self.message, sub.bottom + px(16),
                             int(self.ctx.size[0] * 0.3))
        return notice, cy + fan_drop(self.ctx, notice, cy - ch // 2 - px(4),
                                     cy + ch // 2 + px(40))

    def _draw_heading(self, surface: pygame.Surface) -> None:
        """The game's name and its subtitle over the left column."""
        ctx, px = self.ctx, self.ctx.px
        title, sub = self.heading_rects()
        ui.text(surface, ctx, TITLE, 76, (title.centerx + px(3), title.y + px(4)), (0, 0, 0),
                "black", "midtop")
        ui.text(surface, ctx, TITLE, 76, title.midtop, ui.BRASS_LIGHT, "black", "midtop")
        ui.text(surface, ctx, SUBTITLE, 20, sub.midtop, ui.PAPER, "italic", "midtop")

    def _draw_fan(self, surface: pygame.Surface, cy: int) -> None:
        """A fan of five paintings, one per artist, swaying very gently, centred on `cy`."""
        ctx, px = self.ctx, self.ctx.px
        h = ctx.size[1]
        cw = px(150)
        ch = card_height(cw)
        cx = int(ctx.size[0] * 0.3)
        # The paintings are dealt onto the table just after the first frame, which keeps the
        # game's start-up quick (their faces are drawn by code the first time).
        places = [fan_place(i, self.t, (cx, cy), px) for i in range(len(TITLE_CARDS))]
        for i, card in enumerate(TITLE_CARDS if self.frames else ()):
            deal = min(1.0, max(0.0, (self.t - DEAL_STAGGER * i) / DEAL_TIME))
            deal = 1 - (1 - deal) ** 3
            centre, angle = places[i]
            # The part of its banner the next painting leaves in view carries its name.
            shown = cw if i + 1 == len(places) else banner_in_view(
                cw, ctx.art.banner_rect(cw), centre, angle, *places[i + 1])
            key = ("title_card", card.id, cw, int(angle * 2), shown, id(ctx.art))
            img = ctx.surfaces.get(key)
            if img is None:
                if len([k for k in ctx.surfaces if k[0] == "title_card"]) > 400:
                    for k in [k for k in ctx.surfaces if k[0] == "title_card"]:
                        del ctx.surfaces[k]
                img = pygame.transform.rotozoom(named_face(ctx, card, cw, shown),
                                                int(angle * 2) / 2, 1)
                ctx.surfaces[key] = img
            oy = int((1 - deal) * (h - cy + ch))
            surface.blit(img, img.get_rect(center=(centre[0], centre[1] + oy)))
