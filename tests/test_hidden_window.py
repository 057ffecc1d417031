"""A minimized or hidden window is not flipped: nothing of it shows, and a system that holds a
hidden window's flip until it shows again kept a quit asked meanwhile (from the taskbar)
waiting, the window gone and the process alive in `pygame.display.flip()`. The loop goes on
reading events (the quit ends it at once) and flips again the frame the window shows."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver

from scenes import app


class _Clock:
    def tick(self, fps: int = 0) -> int:
        return 100


def _watched_loop(monkeypatch):
    """A driver on the title whose frames are counted (`frames[0]`), with the frames it was
    flipped at (`flips`) and what the window's own flags say (`shown[0]`: the dummy driver
    never hides)."""
    ui = Driver()
    ui.ctx.stack.open("title")
    ui.ctx.clock = _Clock()
    flips: list[int] = []
    frames = [0]
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(frames[0]))
    shown = [True]
    monkeypatch.setattr(pygame.display, "get_active", lambda: shown[0])
    return ui, flips, frames, shown


def test_the_main_loop_never_flips_a_minimized_window_and_still_quits(monkeypatch):
    ui, flips, frames, shown = _watched_loop(monkeypatch)

    def after(_dt: float) -> None:
        frames[0] += 1
        if frames[0] in (3, 12):
            shown[0] = False
            pygame.event.post(pygame.event.Event(
                pygame.WINDOWMINIMIZED if frames[0] == 3 else pygame.WINDOWHIDDEN))
        if frames[0] == 8:
            shown[0] = True
            pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
        if frames[0] == 15:
            pygame.event.post(pygame.event.Event(pygame.QUIT))    # closed from the taskbar
        assert frames[0] < 30, "the quit did not end the loop"

    pygame.event.clear()
    app.run_loop(ui.ctx, on_frame=after)
    assert frames[0] == 16                   # the quit read the frame after it was asked
    assert flips == [0, 1, 2, 8, 9, 10, 11]  # never while minimized or hidden


def test_a_window_shown_again_is_flipped_even_when_no_event_said_so(monkeypatch):
    # A restore some system tells by no event of the ones the loop reads: the window's own
    # flags say it shows, so it is drawn (a window left unflipped would look frozen).
    ui, flips, frames, shown = _watched_loop(monkeypatch)

    def after(_dt: float) -> None:
        frames[0] += 1
        if frames[0] == 2:
            shown[0] = False
            pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
        if frames[0] == 5:
            shown[0] = True                  # restored, without a word
        if frames[0] == 7:
            ui.ctx.quit()

    pygame.event.clear()
    app.run_loop(ui.ctx, on_frame=after)
    assert flips == [0, 1, 5, 6]
