"""How the auction table catches up with the match, frame by frame: it plays the timeline's
beats (the gavel's knocks and its "Sold!" among them), shows the views after them, turns each
action's events into log lines, bubbles and beats, and then lets the computer seats act.

Functions taking the table scene (scene.py `TableScene`); what a beat does as it starts stays
the scene's own `start_beat`, as its `show` and `describe` do.
"""
from __future__ import annotations

from .seated import FrameTime
from .timeline import Beat, GavelFalls, SealedReveal, Step, beat_scale


def advance(scene, dt: float) -> None:
    """Play the beats, show the views after them, then let the computer seats act."""
    scale = scene.ctx.settings.animation_scale
    if scene.timeline.skipping:
        scale = 0.0
    frame = FrameTime(dt)
    sold_this_frame = False
    tl = scene.timeline
    for _ in range(500):      # many zero-length beats may finish in one frame
        if scene.awaiting_scoring:
            return
        if tl.beats:
            outcome, sold = play_beat(scene, tl.beats[0], scale, frame)
            sold_this_frame = sold_this_frame or sold
            if outcome == "ended":
                continue
            return
        if tl.pending is not None:
            after, public = tl.pending
            tl.pending = None
            scene.show(after, public)
            continue
        if sold_this_frame:
            return      # one sale per frame, even with animation off: each gets seen
        if tl.steps:
            process(scene, tl.steps.popleft())
            continue
        tl.skipping = False
        if not scene.computers_act(frame):
            return


def play_beat(scene, beat: Beat, scale: float, frame: FrameTime) -> tuple[str, bool]:
    """Run the first beat for the frame: "ended", "waits" (an overlay took over) or
    "runs"; and whether the gavel said "Sold!"."""
    if not beat.started:
        beat.started = True
        scene.start_beat(beat)
        if scene.awaiting_scoring:
            return "waits", False
    scale = beat_scale(beat, scale, scene.match.fast_forward)
    if scale <= 0:
        beat.t = beat.duration
    else:
        beat.t += frame.spend() / scale
    sold = isinstance(beat, GavelFalls) and gavel_sounds(scene, beat)
    if beat.t >= beat.duration and held(scene, beat):
        return "waits", sold
    if beat.t >= beat.duration:
        end_beat(scene, scene.timeline.beats.popleft())
        return "ended", sold
    return "runs", sold


def held(scene, beat: Beat) -> bool:
    """Whether the beat played to its end stays on the table: the sealed bids turned over, at
    a shared screen, until a press (`SeatedTable.hold_for_press`), as the card game's reveal.
    The sale follows in the same move, in public, so the press names nobody: it only goes on,
    and whoever decides next is handed the screen after the sale."""
    if not isinstance(beat, SealedReveal) or beat.pressed or scene.demo \
            or not scene.match.hot_seat:
        return False
    if scene.privacy.handover is None:
        scene.hold_for_press(None)
    return True


def gavel_sounds(scene, beat: GavelFalls) -> bool:
    """One knock each time the gavel's head meets the block; True when "Sold!" is said."""
    if beat.knock_due():
        scene.ctx.play("gavel")
    if not beat.sold_due():
        return False
    # The "Sold!" knock: a screenshot moment.
    scene.ctx.moment("sale", f"{scene.look_name(beat.sold.buyer)} {beat.sold.price}")
    return True


def process(scene, step: Step) -> None:
    """Turn one action's events into log lines, bubbles and beats."""
    config = step.after.config
    # With several humans at one screen the log names everyone: "you" would be whoever
    # happened to sit there.
    you = step.after.seat if not scene.demo and not scene.match.hot_seat else None
    lines = [scene.describe(e, config, you) for e in step.events]
    if step.note:           # the table's line after them: the lot's next bids go under it
        scene.retold.cut()
    for line in scene.timeline.plan(step, lines, scene.look_name):
        scene.log.add(line)


def end_beat(scene, beat: Beat) -> None:
    """Tell the beat's own log lines, as it ends."""
    for line in beat.log:
        scene.log.add(line)
