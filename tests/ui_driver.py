"""Drive the real scene stack headless with real pygame events (mouse and keyboard), for the
scene and UI tests. Not a test module itself."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import (AddSecondCard, Bid, Buy, DeclineSecondCard, Pass, PlayCard,  # noqa: E402
                  RevealDummy, SealedBid, SetPrice)
from scenes.app import dispatch  # noqa: E402
from scenes.context import make_context  # noqa: E402
from scenes.handover import ARM_SECONDS, HandoverScene  # noqa: E402
from scenes.session.games import new_match  # noqa: E402
from scenes.session.settings import Settings  # noqa: E402
from scenes.table import TableScene  # noqa: E402

#: The goal tips ("How to win", before anything else in a first game) taken as met: most tests
#: start at a first lot or turn and its own tip (tests of the goal tips replace `tips_seen`).
GOALS_MET = ("card:goal", "goal")
FAST = Settings(animation_speed="off", computer_pace="instant", tips_seen=GOALS_MET)


def tips_met(settings: Settings) -> set[str]:
    """Every tip the settings say was met: by anyone's name, or before tips were kept by
    name (`tips_seen`, as FAST's goals)."""
    return set(settings.tips_seen).union(*settings.tips_met.values())


class Driver:
    """A headless app: a screen, the context, and helpers that post events and run frames."""

    def __init__(self, size=(1280, 720), settings: Settings = FAST, seed: int = 1) -> None:
        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size)
        self.ctx = make_context(self.screen, settings, seed=seed, windowed=False)

    @property
    def top(self):
        return self.ctx.stack.top

    def frame(self, dt: float = 1 / 30, n: int = 1) -> None:
        """Run n frames: queued events, update, draw."""
        for _ in range(n):
            for event in pygame.event.get():
                dispatch(self.ctx, event)
            self.ctx.stack.update(dt)
            self.ctx.stack.draw(self.ctx.screen)

    def post(self, type_: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(type_, **attrs))

    def click(self, pos, button: int = 1) -> None:
        """Move there, press and release, then run a frame."""
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frame(0.0)

    def key(self, key: int, unicode: str = "") -> None:
        """Press and release a key, then run a frame."""
        self.post(pygame.KEYDOWN, key=key, unicode=unicode, mod=0, scancode=0)
        self.post(pygame.KEYUP, key=key, unicode=unicode, mod=0, scancode=0)
        self.frame(0.0)

    def type(self, text: str) -> None:
        """Type digits or letters."""
        for ch in text:
            self.key(pygame.key.key_code(ch) if ch.isalnum() else 0, ch)

    def button(self, label: str, widgets=None):
        """The visible button whose label starts with `label` on the top scene."""
        scene = self.top
        widgets = widgets if widgets is not None else _widgets(scene)
        for w in widgets:
            if getattr(w, "label", None) is not None and isinstance(w.label, str) \
                    and w.label.startswith(label) and w.visible:
                return w
        raise LookupError(f"no button {label!r} on {scene.name}: "
                          f"{[getattr(w, 'label', None) for w in widgets]}")

    def press(self, label: str) -> None:
        """Click the button labelled `label`."""
        self.click(self.button(label).rect.center)

    def save(self, path: str) -> None:
        pygame.image.save(self.ctx.screen, path)


def at_title(d: Driver):
    """The title screen pushed on `d`'s stack and drawn once: the title scene."""
    from scenes.title import TitleScene
    title = TitleScene(d.ctx)
    d.ctx.stack.push(title)
    d.frame()
    return title


def spy_texts(ui: "Driver") -> list[str]:
    """Every string the text cache renders from now on."""
    texts: list[str] = []
    real = ui.ctx.text.render

    def spy(s, *a, **k):
        texts.append(s)
        return real(s, *a, **k)
    ui.ctx.text.render = spy
    return texts


def frame_words(ui: "Driver") -> list[str]:
    """The texts one frame draws, in the order drawn (as the player reads them)."""
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


def _widgets(scene):
    for attr in ("widgets", "buttons"):
        value = getattr(scene, attr, None)
        if callable(value):
            value = value()
        if value:
            return list(value)
    out = []
    for attr in ("start", "back", "button"):
        w = getattr(scene, attr, None)
        if w is not None:
            out.append(w)
    return out


def keys_not_named(buttons, shown=str) -> list[str]:
    """The words of the shown buttons whose letter key their help does not name: each button's
    help ends with its own key ("Pass (P)"), as the Rules screen's "Playing on screen" tells
    the player (a full-width bracket in Chinese); `shown` gives the help's words as drawn
    (a table's own keys are the language's, named as the help is drawn)."""
    missing = []
    for b in buttons:
        key = getattr(b, "hotkey", None)
        if not b.visible or key is None or not pygame.K_a <= key <= pygame.K_z:
            continue
        letter, tip = pygame.key.name(key).upper(), str(shown(b.tooltip or ""))
        if f"({letter})" not in tip and f"\uff08{letter}\uff09" not in tip:
            missing.append(str(b.label))
    return missing


# --- playing one decision at the table ---------------------------------------------------------

#: The table's button for each decision that is neither a card nor an amount: (hotkey, label).
DECISION_BUTTONS = {
    Pass: (pygame.K_p, "Pass"),
    Buy: (pygame.K_b, "Buy"),
    DeclineSecondCard: (None, "Add nothing"),
}


def click_card(ui: Driver, table, card) -> None:
    """Click a card of the open hand on its left strip (visible even where the hand overlaps),
    where it is drawn (the card table's hand may be closing up)."""
    drawn = getattr(table, "drawn_pairs", table.hand_rects)
    rects = dict((c.id, r) for c, r in drawn())
    r = rects[card.id]
    ui.click((r.x + ui.ctx.px(10), r.y + r.h // 2))


def drawn_card_seen(ui: Driver, table) -> bool:
    """At one screen a card drawn from the deck holds its drawer's view until they press OK
    (scenes/table/drawn_moment.py): press it (Enter); whether it was waiting."""
    drew = getattr(table, "drew", None)
    if ui.top is not table or drew is None or not drew.confirm:
        return False
    ui.key(pygame.K_RETURN)
    return True


def auction_table(ui: Driver, match, dt: float = 0.05, n: int = 3) -> TableScene:
    """The auction table of `match` pushed on the stack, then `n` frames of `dt` seconds."""
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(dt, n=n)
    return table


def lap_button(lap, out: bool):
    """A button of the person's own moves on a hand-over (`scenes/table/handover_row.py`):
    "Out of this lot" when `out` and the hand-over offers it (an open lap), else its Pass (a
    once-around turn, a fixed price), else the dummy hand's "Reveal it" ("Keep it hidden" with
    `out`)."""
    out_button = getattr(lap, "out_button", None)
    if out and out_button is not None:
        return out_button
    passes = next((b for b in lap.widgets if isinstance(lap.actions.get(id(b)), Pass)), None)
    return passes if passes is not None else lap.widgets[-1 if out else 0]


def press_handover(ui: Driver) -> None:
    """The hand-over on top confirmed: Enter, once its button arms."""
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)


def card_table_at(ui: Driver, config, state=None, seed: int = 0, thinking: float | None = 0.0,
                  **table_options):
    """A card game of `config` at a chosen position, its table on the stack (reset), as a save
    resumes: `state` a position for `config` (it takes the options the match gives a new game)
    or a function making one for the match's config; None, the game as dealt. Returns the match
    and the table (`table_options` for the table, e.g. `on_game_over`)."""
    match = new_match(ui.ctx, config, seed=seed, rng=random.Random(seed),
                      thinking_seconds=thinking)
    if state is not None:
        match._state = match._before = state(match.config) if callable(state) \
            else state._replace(config=match.config)
    table = ui.ctx.stack.make("card_table", match, **table_options)
    ui.ctx.stack.reset(table)
    return match, table


def esc_to_pause(ui: Driver) -> None:
    """Esc from a table to the pause menu: twice while the bid box has the keyboard, whose
    first Esc only stops the typing there (text_field.py; test_esc_stops_typing.py)."""
    box = getattr(ui.top, "amount", None)
    if box is not None and box.focused:
        ui.key(pygame.K_ESCAPE, "\x1b")
        assert not box.focused, "the first Esc did not stop the typing in the bid box"
    ui.key(pygame.K_ESCAPE, "\x1b")


def frames_until(ui: Driver, done, frames: int = 400, dt: float = 0.05) -> bool:
    """Frames of `dt` seconds until `done()` holds after one, at most `frames`; whether it
    came to that."""
    for _ in range(frames):
        ui.frame(dt)
        if done():
            return True
    return False


def through_handovers(ui: Driver, table, frames: int = 200, seat: int | None = None) -> bool:
    """Frames until `table` waits for a human (`seat`, if given), every hand-over on the way
    confirmed once its button arms (and a drawn card seen); whether it came to that within
    `frames`."""
    for _ in range(frames):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        drawn_card_seen(ui, table)
        ui.frame(0.05)
        if table.human_turn() and (seat is None or table.shown.seat == seat):
            return True
    return False


def type_amount(ui: Driver, amount: int) -> None:
    """Type an amount and press Enter."""
    ui.type(str(amount))
    ui.key(pygame.K_RETURN)


def decide(ui: Driver, table, action, keys: bool = False) -> None:
    """Play `action`, a decision of the seat whose screen is open, through the table as a
    player would: click the card, type the amount and press Enter, or press the decision's
    button (its hotkey instead with `keys`). Fails when the match did not move on."""
    before = len(table.match.actions)
    if isinstance(action, (PlayCard, AddSecondCard)):
        click_card(ui, table, action.card)
    elif isinstance(action, (Bid, SealedBid, SetPrice)):
        type_amount(ui, action.amount)
    else:
        if isinstance(action, RevealDummy):
            key, label = (pygame.K_r, "Reveal") if action.reveal else (pygame.K_k, "Keep")
        else:
            key, label = DECISION_BUTTONS[type(action)]
        if keys and key is not None:
            key = ui.button(label).hotkey       # its key in the player's language
            ui.key(key, chr(key))
        else:
            ui.press(label)
    assert len(table.match.actions) > before, \
        f"{action} did nothing in {table.shown.phase}: {table.error}"


#: Five names of the most letters a seat may have (24) or nearly, for the tests that check a
#: long name stays inside its panel.
LONG_NAMES = ("Konstantinopel Eberhardt", "Bartholomew Fitzwilliams", "Wolfgangwolfgangwolfgang",
              "Maximiliane Oberhausen", "Friederike Schwanenberg")


def words_drawn(monkeypatch, drawer: str = "text") -> list[str]:
    """Every text drawn through `scenes.ui.<drawer>` from now on (`text`, or `draw_tooltip`
    for the helps), in the player's language, in drawing order."""
    from scenes import ui
    said: list[str] = []
    real = getattr(ui, drawer)

    def spy(surface, ctx, s, *args, **kwargs):
        said.append(str(ctx.text.shown(s)))
        return real(surface, ctx, s, *args, **kwargs)

    monkeypatch.setattr(ui, drawer, spy)
    return said


def record_texts(monkeypatch, drawer: str = "text", *more: str) -> list:
    """Every text drawn through `ui.text` (or another of `ui`'s drawers called as
    (surface, ctx, text, ...), `draw_tooltip`; and the `more` drawers named after it) from now
    on, as (text, rect), in drawing order."""
    from scenes import ui
    drawn: list = []

    def spy(real):
        def text(surface, ctx, s, *args, **kwargs):
            rect = real(surface, ctx, s, *args, **kwargs)
            drawn.append((s, rect))
            return rect
        return text

    for name in (drawer, *more):
        monkeypatch.setattr(ui, name, spy(getattr(ui, name)))
    return drawn


def record_panels(monkeypatch, on: pygame.Surface | None = None) -> list:
    """Every panel `ui.blit_panel` draws from now on (on the surface `on` alone, if given), as
    its rect (appended as drawn)."""
    from scenes import ui as ui_module
    panels: list = []
    real = ui_module.blit_panel

    def spy(surface, ctx, rect, **kw):
        if on is None or surface is on:
            panels.append(pygame.Rect(rect))
        return real(surface, ctx, rect, **kw)
    monkeypatch.setattr(ui_module, "blit_panel", spy)
    return panels


def record_bubbles(monkeypatch, ui) -> list:
    """Every line of words the auction table's seat bubbles render from now on, as (text, size
    in pixels), in drawing order."""
    from scenes.table import scene as scene_module
    drawn: list = []
    real_draw, real_render = scene_module.draw_bubbles, ui.ctx.text.render
    saying = [False]

    def bubbles(*a, **k):
        saying[0] = True
        try:
            return real_draw(*a, **k)
        finally:
            saying[0] = False

    def render(text, size, *a, **k):
        if saying[0]:
            drawn.append((str(text), size))
        return real_render(text, size, *a, **k)

    monkeypatch.setattr(scene_module, "draw_bubbles", bubbles)
    monkeypatch.setattr(ui.ctx.text, "render", render)
    return drawn


def no_card_marks(monkeypatch) -> list:
    """Every no-card mark (a crossed-out card: scenes/no_card_mark.py) drawn from now on, as
    its rect, in drawing order; with each figure drawn beside it, as (figure, rect) in
    `marks.figures` (the list's attribute)."""
    from scenes import no_card_mark

    class Marks(list):
        figures: list

    marks = Marks()
    marks.figures = []
    real_mark, real_figure = no_card_mark.draw_mark, no_card_mark.draw_marked_figure

    def mark(*a, **k):
        rect = real_mark(*a, **k)
        marks.append(rect)
        return rect

    def figure(surf, ctx, text, *a, **k):
        rect = real_figure(surf, ctx, text, *a, **k)
        marks.figures.append((str(text), rect))
        return rect

    monkeypatch.setattr(no_card_mark, "draw_mark", mark)
    monkeypatch.setattr(no_card_mark, "draw_marked_figure", figure)
    return marks
