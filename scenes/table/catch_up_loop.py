"""The one loop by which both tables catch up with the match, frame by frame, and the parts of
a beat's playing that are the same at both: its time spent, and its hold at a shared screen.

Each table brings its own stages (catch_up.py for the auction, card_catch_up.py for the card
game): the moments it plays and the views it shows, in its own order. What is the same comes
last at both: the next move not yet shown is told, and once every move is, the computer seats
act (`SeatedTable.computers_act`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from .seated import FrameTime
from .timeline import beat_scale

#: What a stage says it did: the table goes on at once (another stage, or the same again),
#: or waits for a later frame. A stage with nothing to do says None.
GO_ON, WAIT = True, False

#: One stage of a table's catch-up: given the frame's time, GO_ON, WAIT or None.
Stage = Callable[[FrameTime], "bool | None"]


def catch_up(scene, queue, frame: FrameTime, stages: Iterable[Stage], process,
             rounds: int) -> None:
    """Walk what the table has not shown yet, for this frame: each round the first of the
    `stages` that has something to do does it; when none has, the next move in `queue.steps`
    is told (`process(scene, step)`), and with none left the skipping ends
    (`queue.skipping`) and the computer seats act. `queue` holds the moves not yet shown: the
    auction's timeline, the card table itself. At most `rounds` rounds a frame: many
    zero-length beats may finish in one."""
    stages = tuple(stages)
    for _ in range(rounds):
        if not one_round(scene, queue, frame, stages, process):
            return


def one_round(scene, queue, frame: FrameTime, stages: tuple, process) -> bool:
    """One round of `catch_up`: whether the table goes on in this frame."""
    for stage in stages:
        went = stage(frame)
        if went is not None:
            return went
    if queue.steps:
        process(scene, queue.steps.popleft())
        return GO_ON
    queue.skipping = False
    return scene.computers_act(frame)


def play_for(beat, frame: FrameTime, scale: float, fast_forward: bool) -> bool:
    """Time passes for `beat`: the frame's time not yet spent, at the animation speed `scale`
    (`beat_scale`: a key moment stays readable, quick under fast-forward); at once, the
    frame's time left unspent, when `scale` is 0 (animation off, or skipped). Whether it has
    played to its end."""
    scale = beat_scale(beat, scale, fast_forward)
    if scale <= 0:
        beat.t = max(beat.t, beat.duration)
    else:
        beat.t += frame.spend() / scale
    return beat.t >= beat.duration


def held_at_screen(scene, beat, named: Callable[[], int | None]) -> bool:
    """Whether a key moment played to its end stays on the table: at a shared screen, until a
    press (`SeatedTable.hold_for_press`) whose band names `named()` (None: it only goes on).
    Never in the demo, with one person at the screen, or once pressed."""
    if beat.pressed or scene.demo or not scene.match.hot_seat:
        return False
    if scene.privacy.handover is None:
        scene.hold_for_press(named())
    return True
