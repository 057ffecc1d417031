"""How the card table catches up with the match, frame by frame: a card the seat drew shown to
it, the beats played, a round's scoring overlay opened, the views after them shown and the
log told, each action's events turned into a beat and lines, then the computer seats act.

Functions taking the card table scene (card_scene.py `CardTableScene`), which keeps the
state they walk (`steps`, `beat`, `pending`, `ending`, `scoring`, `scoring_up`, `drew`) and
tells the log's lines (`log_lines`).
"""
from __future__ import annotations

from dataclasses import replace

from game.card import events as E
from game.card.scoring import asked_in_turn
from game.card.state import ADDING

from ..session.records import note_result
from ..session.scoring_left import scoring_closed
from .card_adding import adding_told, scoring_note, with_added
from .card_moments import ENDING, beat_for, still_scale
from .catch_up_loop import GO_ON, WAIT, catch_up, held_at_screen, play_for
from .log_panel import CARD_LOG_TITLE
from .seated import FrameTime


def ends_round(beat) -> bool:
    """Whether `beat`, or the beat after it, is a round's end."""
    return beat is not None and (beat.kind == "ended" or ends_round(beat.then))


def advance(scene, dt: float) -> None:
    """Play the beats, show the views after them, then let the computer seats act: the
    frame's time spent once (`FrameTime`), as at the auction table (catch_up_loop.py)."""
    catch_up(scene, scene, FrameTime(dt), (
        # The round's scoring overlay holds the table until it is closed.
        lambda frame: WAIT if scene.ctx.stack.top is not scene else None,
        lambda frame: drawn(scene, frame),
        lambda frame: play(scene, frame),
        lambda frame: open_scoring(scene) if scene.scoring is not None else None,
        lambda frame: show_pending(scene),
    ), process, rounds=400)


def drawn(scene, frame: FrameTime) -> bool | None:
    """A card the seat drew, or played face down, shown to it until seen (drawn_moment.py,
    face_down_moment.py): at one screen it goes down, then on."""
    if scene.drew is None:
        return None
    if not scene.drew.advance(frame.spend(), scene.ctx.settings.animation_scale,
                              scene.skipping):
        return WAIT
    scene.drew = None
    if scene.match.hot_seat:
        scene.show(scene.match.public_view(), scene.match.public_view())
    return GO_ON


def play(scene, frame: FrameTime) -> bool | None:
    """The beat played for the frame (its time spent even when skipped); once ended and not
    held, the beat after it (a reveal's round end) plays next."""
    if scene.beat is None:
        return None
    scale = 0.0 if scene.skipping else scene.ctx.settings.animation_scale
    if not scale and not scene.skipping and not scene.match.fast_forward:
        scale = still_scale(scene.beat)     # animations off: words to read stay up all the same
    ended = play_for(scene.beat, frame, scale, scene.match.fast_forward)
    frame.spend()
    if not ended or held(scene):
        return WAIT
    scene.beat = scene.beat.then
    log_round_end(scene)
    return GO_ON


def show_pending(scene) -> bool | None:
    """The views after the beat, with the log's lines of the move, once it has played (the
    scoring overlay closed first); at the game's end, the game-over screen."""
    if scene.pending is None:
        return None
    after, public, over, lines = scene.pending
    if scene.scoring_up is not None:     # the scoring overlay was closed
        scoring_closed(scene.ctx, scene.match)
    scene.pending = scene.scoring_up = None
    for line in lines:
        scene.log.add(line)
    scene.show(after, public)
    if over:
        game_over(scene)
        return WAIT
    return GO_ON


def held(scene) -> bool:
    """Whether the beat played to its end stays on the table (at a shared screen the key
    moments, the everyone-plays reveal and a round's end with its cards turned up, until a
    press: `SeatedTable.hold_for_press`). The press names the next person only when their
    decision comes right after it, nothing else shown between. A reveal that ends the round
    is not held on its own: the round's end after it holds (one press, not two in a row). A
    round's end that nobody at the screen adds to is not held either: the round's scoring
    window follows, showing the cards turned up, and holds for its own press (a press for
    each made two in a row, the first only to let computers add); nor one a computer adds
    to first (`computers_add_first`): the person's hand-over after their cards holds."""
    beat = scene.beat
    if not beat.key_moment or (beat.then is not None and beat.then.key_moment):
        return False
    if beat.kind == "ended" and scored_in_public(scene):
        return False
    if beat.kind == "ended" and computers_add_first(scene):
        scene.end_unheld = (scene.pending[1].round, beat)      # held after their cards
        return False
    return held_at_screen(scene, beat, lambda: next_named(scene))


def next_named(scene) -> int | None:
    """Whom the press on the held beat names: the next person at the screen when nothing
    else is shown before their decision, else nobody."""
    last = scene.beat.then is None and not scene.steps and scene.scoring is None
    return scene.next_at_screen() if last else None


def scored_in_public(scene) -> bool:
    """Whether the round whose end the table shows is scored with no person at the screen
    deciding first (computers add, or nobody): the public view after the move says whom the
    adding step asks (`asked_in_turn`; every holder is asked at one screen)."""
    if scene.pending is None:
        return False
    asked = asked_in_turn(scene.pending[1])
    return asked is not None and not set(asked) & set(scene.match.humans)


def computers_add_first(scene) -> bool:
    """Whether the adding step of the round whose end the table shows asks a computer first
    (`asked_in_turn`, from the public view after the move), a person after: held, the
    round's end would wait for a press naming nobody (the computers' cards come before the
    person's screen may open), then their hand-over would ask for another. It plays its
    time, the computers add, and it is held again over the band that hands the person the
    screen (`hold_end_again`): one press."""
    if scene.pending is None:
        return False
    asked = asked_in_turn(scene.pending[1])
    return bool(asked) and asked[0] not in scene.match.humans


def hold_end_again(scene, seat: int) -> bool:
    """The hand-over to `seat` due now, the first of an adding step whose round's end was let
    go for computers to add first (`computers_add_first`): that round's end comes back on
    the table, whole (the computers' cards added under it), held over the band that names
    `seat` (`SeatedTable.hold_for_press`), whose one press opens their screen. Whether it
    did; once only: a later person of the same step is handed the screen as ever."""
    unheld, scene.end_unheld = scene.end_unheld, None
    public = scene.match.public_view()
    if unheld is None or public.phase != ADDING or public.round != unheld[0]:
        return False
    beat = unheld[1]
    scene.beat = replace(beat, t=beat.duration, pressed=False, then=None)
    scene.hold_for_press(seat)
    return True


def process(scene, step) -> None:
    """One action's events into log lines and a beat; the lines and the views follow
    after the beat, so the log never runs ahead of what is shown."""
    events, after, public = step
    config = after.config
    scene.unasked.heard(events, scene.shown.round)
    scene.beat = beat_for(events, config)
    # A round's end: the move and the end are told with its panel, what follows after it.
    ends = [i + 1 for i, e in enumerate(events) if isinstance(e, ENDING)] \
        if ends_round(scene.beat) else [0]
    scene.ending = scene.log_lines(events[:ends[-1]], config)
    over = any(isinstance(e, E.GameEnded) for e in events)
    scene.pending = (after, public, over, scene.log_lines(events[ends[-1]:], config))
    log_round_end(scene)
    scored = scene.match.rules.scored_round(events)
    if scored is not None:     # the round's scoring overlay (in public with several humans)
        hot = scene.match.hot_seat       # (at one's own screen: why one could add nothing)
        scene.scoring = (scored, events, public if hot else after,
                         "" if hot else scoring_note(scene.private, events))


def log_round_end(scene) -> None:
    """A round's end on its panel: the lines of the move that ended it, up to the end and
    its leading artists, go to the log now, as the board and the hand show that move (they
    came only once the panel had gone); a seat that then adds nothing, after it."""
    if scene.beat is not None and scene.beat.kind == "ended":
        for line in scene.ending:
            scene.log.add(line)
        scene.ending = []


def open_scoring(scene) -> bool:
    """The round's scoring overlay over the table, which waits for it to close; at a shared
    screen, when a person decides next, the one press of the hand-over band under it closes it
    and opens their screen (`scoring_hand_over`). The table goes on: the overlay on top holds
    it."""
    round_index, events, shown, note = scene.scoring
    scene.scoring, scene.scoring_up = None, round_index
    tell_adding(scene, events)
    scene.choose_view()
    scene.ctx.stack.open("scoring", round_index, events, shown, auto=scene.demo, note=note,
                         hand_over=scene.scoring_hand_over(), menu=scene.menu_spots)
    return GO_ON


def tell_adding(scene, events) -> None:
    """As the round's scoring opens, what the move that scored it added (a last card added
    at scoring, or Done): its lines to the log, and the table behind the scoring with those
    cards in place (`with_added`); the rest of the move (the next round) once it closes. A
    round's end told with its panel tells its own lines (nothing here)."""
    if scene.pending is None:
        return
    after, public, over, lines = scene.pending
    told = scene.log_lines(events[:adding_told(events)], after.config)
    if not told or [str(t) for _s, t in lines[:len(told)]] != [str(t) for _s, t in told]:
        return
    for line in told:
        scene.log.add(line)
    scene.pending = (after, public, over, lines[len(told):])
    adds = [e for e in events if isinstance(e, E.CardAdded)]
    if adds:
        scene.show(with_added(scene.privacy.private, adds),
                   with_added(scene.privacy.public, adds))


def game_over(scene) -> None:
    """The game has ended: its result noted for the Records, then the game-over screen."""
    note_result(scene.ctx, scene.match)       # the Records screen's tally (vs computers)
    scene.end_game(CARD_LOG_TITLE)
