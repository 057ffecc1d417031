"""The scene stack: one contract for every screen, overlays drawn over the scene below.

A scene gets `enter` when pushed, `pause` when another scene is pushed over it, `resume` when
that one is popped, and `exit` when it leaves. Events go to the top scene only; a scene that
does not consume one lets it fall through when it is an overlay with `passthrough`. The stack
draws from the topmost opaque scene upward, so pause, scoring and game-over overlays sit over
the table. Only the top scene is updated: scenes below are paused.

Screens open each other by name through the stack (`ctx.stack.open("rules")`, Tuxemon's
`StateManager.push_state`), never by importing one another: the stack holds the registry of
screens by name (`scenes/screens.py`) and imports a screen's module the first time it opens.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Callable, Mapping, Union

import pygame

if TYPE_CHECKING:
    from .context import AppContext


class Scene:
    """The contract every screen follows. `draw` changes nothing."""

    #: An opaque scene hides everything below it; an overlay (False) is drawn over the scene below.
    opaque = True
    #: Events an overlay does not consume fall through to the scene below.
    passthrough = False
    #: A short name for screenshots and the log ("title", "table", "scoring", …).
    name = "scene"
    #: Back on top, the scene's focus ring (`self.focus`) shows where it was (see `pop`); the
    #: tables, whose ring follows the turn, say False.
    ring_comes_back = True

    def __init__(self, ctx: "AppContext") -> None:
        self.ctx = ctx

    @property
    def at_rest(self) -> bool:
        """Whether nothing on this screen moves until the player acts (the main loop may then
        draw fewer frames once the player has been still a while)."""
        return False

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again (every scene on the stack is told)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change the game or the scene's logic state."""


#: Where a screen comes from: its class, or "package.module:Class" imported when first opened.
ScreenSource = Union[type, str]


#: The events that say where the pointer is.
_POINTED = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self, ctx: "AppContext | None" = None,
                 screens: Mapping[str, ScreenSource] | None = None) -> None:
        self.scenes: list[Scene] = []
        #: Called with the new top scene after every push, pop or replace (screenshots, tests).
        self.listeners: list[Callable[[Scene | None], None]] = []
        #: The context every screen opened by name receives.
        self.ctx = ctx
        #: The screens by name (see `open`).
        self.screens: dict[str, ScreenSource] = dict(screens or {})
        #: Where the pointer was last seen by any scene (None before it moved): a scene that
        #: resumes learns where it went while another scene was over it.
        self.pointer: tuple[int, int] | None = None
        #: The pointer has not moved since the screen on top changed (a push, pop or replace)
        #: or the window was resized: nobody pointed at what now lies under it, so no hover
        #: help shows until it moves (after a hand-over the last player's pointer stayed on the
        #: board, and its help covered the next player's name and panel).
        self.pointer_rests = True
        #: The scene on top when the last key was pressed, until its text (TEXTINPUT, which
        #: comes between a key's press and its release) or its release came.
        self.keyed_on: Scene | None = None

    # --- screens by name ---------------------------------------------------------------------
    def screen(self, name: str) -> type:
        """The class of the screen called `name` (its module imported the first time)."""
        try:
            source = self.screens[name]
        except KeyError:
            raise LookupError(f"no screen called {name!r}; the stack knows "
                              f"{', '.join(sorted(self.screens)) or 'none'}") from None
        if isinstance(source, str):
            module, _, attr = source.partition(":")
            source = getattr(importlib.import_module(module), attr)
            self.screens[name] = source
        return source

    def make(self, name: str, *args, **kwargs) -> Scene:
        """A new screen called `name`, given the context and these arguments (not pushed)."""
        return self.screen(name)(self.ctx, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> Scene:
        """Push a new screen called `name` over the current one; returns it."""
        scene = self.make(name, *args, **kwargs)
        self.push(scene)
        return scene

    @property
    def top(self) -> Scene | None:
        """The active scene, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def _changed(self) -> None:
        self.pointer_rests = True
        for listener in list(self.listeners):
            listener(self.top)

    def push(self, scene: Scene) -> None:
        """Put `scene` on top; the one below is paused."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            below = self.scenes[-1]
            below.resume()
            ring = getattr(below, "focus", None)
            if below.ring_comes_back and hasattr(ring, "come_back"):
                ring.come_back()     # its ring where it was: Enter and Tab go on from there
        self._changed()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take `scene` out wherever it is (the top resumes only if it was the one removed)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._changed()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again with `scene` (quit to title, play again)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._changed()

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window's new size; the hover help waits for the pointer to
        move (a card's help stayed up over the new layout)."""
        self.pointer_rests = True
        for scene in self.scenes:
            scene.resize(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer the event to the top scene, falling through pass-through overlays."""
        if event.type in _POINTED:
            self.pointer = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.pointer_rests = False
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            pressed_on = self.keyed_on
            self.keyed_on = self.top if event.type == pygame.KEYDOWN else None
            if event.type == pygame.TEXTINPUT and pressed_on not in (None, self.top):
                # The text of the key whose press opened (or closed) the screen on top: Space
                # on the pause menu's "Save / Load" put a space in the name it opened to type.
                return True
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if not (scene.passthrough and not scene.opaque):
                return False
        return False

    def update(self, dt: float) -> None:
        """Advance the top scene."""
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
