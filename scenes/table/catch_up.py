"""How the auction table catches up with the match, frame by frame: it plays the timeline's
beats (the gavel's knocks and its "Sold!" among them), shows the views after them, turns each
action's events into log lines, bubbles and beats, and then lets the computer seats act.

Functions taking the table scene (scene.py `TableScene`); what a beat does as it starts stays
the scene's own `start_beat`, as its `show` and `describe` do. The loop itself, and what a beat
does the same at both tables, is catch_up_loop.py's.
"""
from __future__ import annotations

from .catch_up_loop import GO_ON, WAIT, catch_up, held_at_screen, play_for
from .sealed_kept import keep_bids
from .seated import FrameTime
from .timeline import Beat, GavelFalls, LotFlies, Said, SealedReveal, Step


def advance(scene, dt: float) -> None:
    """Play the beats, show the views after them, then let the computer seats act."""
    tl = scene.timeline
    scale = 0.0 if tl.skipping else scene.ctx.settings.animation_scale
    sold = False        # whether the gavel said "Sold!" in this frame

    def beats(frame: FrameTime) -> bool | None:
        nonlocal sold
        if not tl.beats:
            return None
        outcome, said = play_beat(scene, tl.beats[0], scale, frame)
        sold = sold or said
        return GO_ON if outcome == "ended" else WAIT

    catch_up(scene, tl, FrameTime(dt), (
        lambda frame: WAIT if scene.awaiting_scoring else None,
        beats,
        lambda frame: show_pending(scene),
        # One sale per frame, even with animation off: each gets seen.
        lambda frame: WAIT if sold else None,
    ), process, rounds=500)


def show_pending(scene) -> bool | None:
    """The views after the beats played, shown once they have."""
    tl = scene.timeline
    if tl.pending is None:
        return None
    after, public = tl.pending
    tl.pending = None
    scene.show(after, public)
    return GO_ON


def play_beat(scene, beat: Beat, scale: float, frame: FrameTime) -> tuple[str, bool]:
    """Run the first beat for the frame: "ended", "waits" (an overlay took over) or
    "runs"; and whether the gavel said "Sold!"."""
    if not beat.started:
        beat.started = True
        scene.start_beat(beat)
        if scene.awaiting_scoring:
            return "waits", False
    ended = play_for(beat, frame, scale, scene.match.fast_forward)
    sold = isinstance(beat, GavelFalls) and gavel_sounds(scene, beat)
    if ended and held(scene, beat):
        return "waits", sold
    if ended:
        end_beat(scene, scene.timeline.beats.popleft())
        return "ended", sold
    return "runs", sold


def held(scene, beat: Beat) -> bool:
    """Whether the beat played to its end stays on the table: the sealed bids turned over, at
    a shared screen, until a press (`SeatedTable.hold_for_press`), as the card game's reveal.
    The press names the person who decides right after the sale (`named_after_sale`); the
    sale is settled behind the bids as they stand (`settle_sale`)."""
    if not isinstance(beat, SealedReveal):
        return False
    holding = scene.privacy.handover is not None
    if not held_at_screen(scene, beat, lambda: named_after_sale(scene)):
        return False
    if not holding:
        settle_sale(scene)
    return True


def settle_sale(scene) -> None:
    """The sale the sealed bids made, settled on the table behind them as the band stands:
    the buyer's painting in its row, the money paid (where it shows), the log's lines, the
    coins heard, when only that sale follows the bids (its gavel and the lot's flight, played
    at once); the table then shows the game after it. Testers at one screen read the bids over
    a table as it was before them: the lot still on the stand, the buyer's money and paintings
    unchanged, until the band was gone. Anything more to show after the sale (a round's end)
    plays after the press, as ever."""
    tl = scene.timeline
    after = list(tl.beats)[1:]
    if not after or not all(isinstance(b, (Said, GavelFalls, LotFlies)) for b in after):
        return
    reveal = tl.beats[0]
    end_beat(scene, reveal)         # the bids' own line first, as they have turned over
    reveal.log = []
    for beat in after:
        tl.beats.remove(beat)
        if isinstance(beat, GavelFalls):
            scene.ctx.play("gavel")
        scene.start_beat(beat)
        end_beat(scene, beat)
    show_pending(scene)


def named_after_sale(scene) -> int | None:
    """Whom the press on the sealed bids turned over names: the person the game waits for
    when only the sale of the same move follows (its gavel and flight, played at once on the
    press: scene.py `_moment_pressed`), so that the press opens their screen; nobody when
    anything else is still to be shown, or a computer plays first (it only goes on, and the
    person who decides after the computers is handed the screen then). A "Continue" and then
    "Back to Bea" came in a row, two presses for one moment."""
    tl = scene.timeline
    sale = (SealedReveal, Said, GavelFalls, LotFlies)
    if tl.steps or not all(isinstance(b, sale) for b in tl.beats):
        return None
    return scene.next_at_screen()


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
    lines, outs = [], []
    for e in step.events:       # which passes are a seat's out of the lot, before it is told
        if scene.retold.steps_out(e):
            outs.append(e)
        lines.append(scene.describe(e, config, you))
    if step.note:           # the table's line after them: the lot's next bids go under it
        scene.retold.cut()
    for line in scene.timeline.plan(step, lines, scene.look_name, tuple(outs)):
        scene.log.add(line)


def end_beat(scene, beat: Beat) -> None:
    """Tell the beat's own log lines, as it ends (and keep the sealed bids it turned over)."""
    keep_bids(scene.timeline, beat)
    for line in beat.log:
        scene.log.add(line)
