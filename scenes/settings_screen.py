"""The settings screen: every setting of the game, applied at once and saved by the app (which
listens on `AppContext.settings_listeners`). Reachable from the title and the pause menu;
usable by mouse (click or wheel on a value) and keyboard (Tab or arrows to move, Left/Right or
Enter to change). The language switches at once, every screen on the stack with it."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _, p_

from . import ui
from .focus import FocusRing
from . import context as app_context
from .session.language import LANGUAGES, system_language
from .session.settings import ANIMATION_SPEEDS, COMPUTER_PACES, Settings
from .stack import Scene

#: The shown name of each animation speed and computer pace (the settings file keeps the key).
#: No animation is a speed's value of its own, not a switch's "Off" (Italian read "No" beside
#: "Lenta" and "Veloce").
SPEED_NAMES = {"slow": _("Slow"), "normal": p_("animation speed", "Normal"), "fast": _("Fast"),
               # i18n: the animation speed with no animation, among Slow, Normal and Fast
               "off": p_("animation speed", "Off")}
#: The pace's names in the row's own words ("slowest to fastest"): "Relaxed / Brisk" (German
#: "Gemütlich / Zügig") did not match "langsam bis schnell" beside them.
PACE_NAMES = {"relaxed": p_("computer pace", "Slow"), "normal": p_("computer pace", "Normal"),
              "brisk": p_("computer pace", "Fast"), "instant": _("Instant")}

#: Window sizes offered (the size the player dragged the window to is offered too).
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


def _nearest(volume: float) -> float:
    """The volume step (tenths) closest to a saved volume."""
    return round(max(0.0, min(1.0, float(volume))) * 10) / 10


def _volumes() -> list[tuple[float, str]]:
    return [(v / 10, f"{v * 10}%") for v in range(0, 11)]


def _languages() -> list[tuple[str | None, str]]:
    """The language choices: the system's (named, so the player sees what it is now), then each
    language in its own words (not translated: a reader looks for their language's own name),
    in the order of those names (Deutsch, English, Italiano, 繁體中文)."""
    system = LANGUAGES[system_language()]
    # i18n: the choice to speak the system's language, {language} is its name in its own words,
    # e.g. "Deutsch" or "繁體中文"; short, to fit the box every other choice has (the row's help
    # says the rest)
    return [(None, _("System ({language})").format(language=system))] + sorted(
        LANGUAGES.items(), key=lambda item: item[1].casefold())


WINDOW_HELP = _("The window's size when not fullscreen (or drag its edge).")


def window_help(ctx) -> str:
    """The Window size row's words. The row shows the size the player chose, which the
    settings keep; when this run's window has another size, they say why: a `--size` (for
    this run only), or a screen too small for the size chosen (kept for a larger one). The
    row showed the `--size` run's 1904 × 1000 while the title's notice said the settings
    were unchanged."""
    window = tuple(ctx.window.get_size())
    if ctx.settings.fullscreen or not ctx.windowed:
        return WINDOW_HELP
    if ctx.run_window_size is not None:
        # i18n: {width} × {height} is this run's window size in pixels; "--size" is the
        # command line's option, not translated
        return _("This run only: {width} \u00d7 {height} (--size). The size chosen here is "
                 "the one kept.").format(width=str(window[0]), height=str(window[1]))
    if window != tuple(ctx.settings.window_size):
        # i18n: {width} × {height} is the largest window this screen holds, in pixels
        return _("This screen holds {width} \u00d7 {height}: the window opens that large. "
                 "Your choice is kept for a larger screen.").format(width=str(window[0]),
                                                                    height=str(window[1]))
    return WINDOW_HELP


SOUND_HELP = _("Gavel, cards, coins and the round's bell.")


def sound_help(ctx) -> str:
    """The Sound row's words: what it plays, or that no sound device was found (the mixer
    could not start), so the game is silent whatever the row shows. The row keeps showing the
    player's choice, kept for a run with a device ("On" read as sound where there was none)."""
    audio = ctx.audio
    if audio is not None and not audio.available:
        # i18n: the Sound row's help when the sound mixer could not start; the row still
        # shows the player's On or Off, which is kept
        return _("No sound device found: the game is silent. Your choice is kept.")
    return SOUND_HELP


def _window_sizes(current: tuple[int, int]) -> list[tuple[tuple[int, int], str]]:
    sizes = sorted(set(WINDOW_SIZES) | {tuple(current)})
    return [(s, f"{s[0]} \u00d7 {s[1]}") for s in sizes]


class SettingsScene(Scene):
    """Settings, reachable from the title and the pause menu."""

    #: Nothing here moves by itself (see `Scene.at_rest`).
    at_rest = True

    name = "settings"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        s = ctx.settings
        #: Every first-time tip once more, to every player whatever their name (the tips
        #: are kept by name: a newcomer with a new name meets them anyway).
        self.tips_again = ui.Button(_("Show them again"), self.show_tips_again, size=15)
        #: Each control with how it reads its setting (`follow_settings`): F11, a window
        #: dragged or another screen may change a setting while this screen shows.
        self.follow: list[tuple[ui.Cycle, Callable[[Settings], object], Callable | None]] = []
        #: The settings the controls last showed.
        self.followed: Settings | None = None
        on_off = [(False, _("Off")), (True, _("On"))]
        #: The effects' and the music's volumes (greyed while the sound is off).
        self.volumes = volumes = [
            self._control(_volumes(), "sound_volume", lambda s: _nearest(s.sound_volume)),
            self._control(_volumes(), "music_volume", lambda s: _nearest(s.music_volume))]
        #: Where the pointer is (the help of the control under it shows there).
        self.mouse = (0, 0)
        self.rows: list[tuple[str, str, ui.Widget]] = [
            (_("Animation speed"), _("How fast cards fly and the gavel falls, slowest to fastest."),
             self._control([(a, SPEED_NAMES[a]) for a in ANIMATION_SPEEDS], "animation_speed")),
            (_("Computer pace"), _("How long computer players think, slowest to fastest."),
             self._control([(p, PACE_NAMES[p]) for p in COMPUTER_PACES], "computer_pace")),
            (_("Colour-blind palette"), _("Artist colours that stay apart in every kind of vision."),
             self._control(on_off, "colour_blind")),
            (_("Fullscreen"), _("Also F11, anywhere in the game."),
             self._control([(False, _("Window")), (True, _("Fullscreen"))], "fullscreen")),
            (_("Window size"), WINDOW_HELP,
             self._control(lambda s: _window_sizes(s.window_size), "window_size",
                           lambda s: tuple(s.window_size))),
            (_("Sound"), SOUND_HELP,
             self._control([(True, _("On")), (False, _("Off"))], "sound_on")),
            (_("Effects volume"), _("How loud the sound effects play."), volumes[0]),
            (_("Music volume"), _("How loud the music plays."), volumes[1]),
            (_("Confirm my moves"), _("Ask before bidding or playing a card."),
             self._control(on_off, "confirm_bids")),
            # Two rows, two things: the switch for the first-time tips, and the button
            # bringing back the ones already seen ("Tips" and "First-time tips" read as two
            # switches for one thing)
            (_("First-time tips"), _("Short tips the first time each auction or card game choice "
                                     "comes up; turned back on, they come again."),
             self._control(on_off, "show_tips", changed=self._switch_tips)),
            (_("Tips already seen"), _("Forget the tips every player has seen, so that "
                                       "everyone meets them again."),
             self.tips_again),
            (_("Value hints"), _("One card's worth per artist if the round ended now, and an "
                                 "estimate of a lot's or a hand card's worth to you."),
             self._control(on_off, "value_hints")),
            (_("Language"), _("The game's words; the system's language unless you choose."),
             self._control(_languages(), "language")),
        ]
        self.follow_settings()
        self.back = ui.Button(_("Back"), self.close, hotkey=pygame.K_ESCAPE)
        #: A note for the player, e.g. that the settings could not be saved.
        self.message: str | None = None
        self.focus = FocusRing(lambda: [w for *_words, w in self.rows] + [self.back])
        self.focus.start_on(self.back)          # the gold Back: Enter presses it
        self.layout()

    def _control(self, options, name: str, read: Callable[[Settings], object] | None = None,
                 changed: Callable[[object], None] | None = None) -> ui.Cycle:
        """The choice of the setting `name` among `options` (or those a function of the
        settings offers: the window sizes, the one dragged to among them), read by `read` (else
        as it is); a choice changes the setting (or calls `changed`)."""
        read = read or (lambda s: getattr(s, name))
        offer = options if callable(options) else None
        widget = ui.Cycle(offer(self.ctx.settings) if offer else options,
                          read(self.ctx.settings), changed or (lambda v: self.change(**{name: v})))
        self.follow.append((widget, read, offer))
        return widget

    def follow_settings(self) -> None:
        """Every control shows its setting as it is now: pressing F11 here left "Window"
        showing in a fullscreen game. "Tips already seen" says when there is nothing to show
        again, tips on (after it was pressed: every tip will show again); greyed, the focus
        ring passes it by."""
        s = self.ctx.settings
        if s is self.followed:
            return
        self.followed = s
        for widget, read, offer in self.follow:
            if offer is not None:
                widget.set_options(offer(s))
            widget.value = read(s)
        # With the sound off the volumes change nothing: greyed, their help says why.
        for widget in self.volumes:
            widget.enabled = s.sound_on
            widget.tooltip = None if s.sound_on else _("The sound is off: switch Sound on to "
                                                       "set this volume.")
        again = self.tips_again
        again.enabled = bool(s.tips_known)
        again.tooltip = None if again.enabled else _("No tip seen yet: each tip shows the first "
                                                     "time its moment comes.")
        # i18n: the "Tips already seen" button once pressed (greyed): nothing left to bring back
        again.label = _("Tips will show again") if s.show_tips and not s.tips_known \
            else _("Show them again")

    def update(self, dt: float) -> None:
        self.follow_settings()

    def _switch_tips(self, on: bool) -> None:
        """Tips switched on again come once more (so nothing is left to show again)."""
        s = self.ctx.settings
        self.change(show_tips=on, tips_seen=() if on else s.tips_seen,
                    tips_met={} if on else s.tips_met)

    def show_tips_again(self) -> None:
        """Forget the tips every player has seen, tips on: each comes once more at its
        moment."""
        self.change(show_tips=True, tips_seen=(), tips_met={})

    def change(self, **changes) -> None:
        """Apply a setting at once."""
        self.ctx.change_settings(**changes)
        if "colour_blind" in changes or "theme" in changes:
            from .art import Art
            s = self.ctx.settings
            self.ctx.art = Art(s.theme, s.colour_blind)
            self.ctx.surfaces.clear()
        self.follow_settings()

    def layout(self) -> None:
        """Place the rows in two columns for the window's size."""
        px = self.ctx.px
        w, h = self.ctx.size
        step = px(64)
        per_column = (len(self.rows) + 1) // 2
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(1180)), px(190) + step * per_column)
        self.rect.center = (w // 2, h // 2)
        col_w = (self.rect.w - px(34) * 3) // 2
        self.columns = []
        # One width for every choice of a column, the widest any needs: the boxes line up.
        widths = [max(self._choice_width(w, col_w) for *_words, w in
                      self.rows[col * per_column:(col + 1) * per_column]) for col in (0, 1)]
        for i, (_label, _help, widget) in enumerate(self.rows):
            col, row = divmod(i, per_column)
            x = self.rect.x + px(34) + col * (col_w + px(34))
            width = widths[col]
            widget.rect = pygame.Rect(x + col_w - width, self.rect.y + px(84) + row * step,
                                      width, px(38))
            self.columns.append(x)
        self.back.rect = pygame.Rect(0, 0, px(200), px(46))
        self.back.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(20))

    def _choice_width(self, widget: ui.Cycle, col_w: int) -> int:
        """A choice's width: px(210), or wider where its longest name would not fit between the
        arrows at its size (a long name was drawn smaller than the others),
        leaving the row's name and words px(220)."""
        px = self.ctx.px
        if not isinstance(widget, ui.Cycle):
            return px(210)
        # Measured in every language, the one spoken included: the box keeps its size, and
        # its arrows their places under the pointer, when the language changes.
        texts = [self.ctx.text] + [app_context.TextCache(words=app_context.words_for(code))
                                   for code in LANGUAGES]
        widest = max(text.size(name, px(widget.size), "bold")[0]
                     for text in texts for _value, name in widget.options)
        return max(px(210), min(widest + 2 * px(38) + px(4), col_w - px(220)))

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        """Back to where the settings were opened."""
        self.ctx.stack.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if not self.focus.handle_event(event):
            ui.widgets_event([w for *_words, w in self.rows] + [self.back], event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        r = self.rect
        ui.night_sheet(surface, ctx, r, alpha=235)
        ui.text(surface, ctx, _("Settings"), 30, (r.centerx, r.y + px(18)), ui.BRASS_LIGHT, "black", "midtop")
        for (label, help_text, widget), x in zip(self.rows, self.columns):
            if help_text is WINDOW_HELP:
                help_text = window_help(ctx)
            elif help_text is SOUND_HELP:
                help_text = sound_help(ctx)
            ui.text(surface, ctx, label, 17, (x, widget.rect.y - px(2)), ui.PAPER, "bold")
            ui.wrapped(surface, ctx, help_text, 12,
                       pygame.Rect(x, widget.rect.y + px(20), widget.rect.x - x - px(14), px(40)),
                       ui.HELP)
            widget.draw(surface, ctx)
        self.back.draw(surface, ctx)
        widgets = [w for *_words, w in self.rows] + [self.back]
        tip = not self.focus.leads and ui.draw_widget_tip(surface, ctx, widgets,
                                                           self.mouse)
        self.focus.draw(surface, ctx, tooltip=not tip)
        if self.message:
            ui.wrapped(surface, ctx, self.message, 13,
                       pygame.Rect(r.x + px(34), self.back.rect.y - px(34), r.w - px(68), px(30)),
                       (255, 190, 160))
