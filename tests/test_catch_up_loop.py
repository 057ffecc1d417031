"""The one catch-up loop both tables walk (scenes/table/catch_up_loop.py), with stand-ins for
a table: its stages in order, the moves told before the computers act, the frame's time spent
once, and a key moment held only at a shared screen."""
from collections import deque
from types import SimpleNamespace

from scenes.table.catch_up_loop import GO_ON, WAIT, catch_up, held_at_screen, play_for
from scenes.table.seated import FrameTime
from scenes.table.timeline import Beat, SealedReveal


class Table:
    """A stand-in table that notes what the loop asked of it."""

    def __init__(self, steps=(), computers=()):
        self.steps = deque(steps)
        self.skipping = True
        self.done: list = []
        self.computers = list(computers)     # what each `computers_act` answers, in turn

    def computers_act(self, frame):
        self.done.append(("computers", frame.spend()))
        return self.computers.pop(0) if self.computers else False


def told(scene, step):
    scene.done.append(("told", step))


def test_the_first_stage_with_something_to_do_acts_and_a_wait_ends_the_frame():
    table = Table(steps=["move"])
    asked = []
    stages = (lambda frame: asked.append("a"),
              lambda frame: (asked.append("b"), WAIT)[1],
              lambda frame: asked.append("c"))
    catch_up(table, table, FrameTime(0.1), stages, told, rounds=10)
    assert asked == ["a", "b"]          # "c" never asked: "b" waits for a later frame
    assert table.done == [] and table.skipping


def test_with_no_stage_to_act_the_moves_are_told_then_the_computers_act_and_skipping_ends():
    table = Table(steps=["one", "two"], computers=[True, False])
    catch_up(table, table, FrameTime(0.25), (lambda frame: None,), told, rounds=10)
    assert table.done == [("told", "one"), ("told", "two"), ("computers", 0.25),
                          ("computers", 0.0)]
    assert not table.skipping


def test_a_stage_that_goes_on_is_asked_again_until_the_rounds_run_out():
    table = Table(steps=["move"])
    rounds = []
    catch_up(table, table, FrameTime(0.1), (lambda frame: (rounds.append(1), GO_ON)[1],),
             told, rounds=7)
    assert len(rounds) == 7 and table.done == []


def test_a_beat_spends_the_frame_once_and_a_skipped_one_ends_leaving_it_unspent():
    beat = Beat(duration=1.0)
    frame = FrameTime(0.4)
    assert not play_for(beat, frame, 1.0, False)
    assert beat.t == 0.4 and frame.spend() == 0.0
    frame = FrameTime(0.4)
    assert play_for(beat, frame, 0.0, False)
    assert beat.t == 1.0 and frame.spend() == 0.4


def test_a_key_moment_is_held_at_a_shared_screen_once_under_one_band_and_not_once_pressed():
    named = []
    scene = SimpleNamespace(demo=False, match=SimpleNamespace(hot_seat=True),
                            privacy=SimpleNamespace(handover=None))

    def hold_for_press(seat):
        named.append(seat)
        scene.privacy.handover = "band"
    scene.hold_for_press = hold_for_press
    beat = SealedReveal(duration=1.0)
    assert held_at_screen(scene, beat, lambda: 2) and named == [2]
    assert held_at_screen(scene, beat, lambda: 3) and named == [2]   # the band is up already
    beat.pressed = True
    assert not held_at_screen(scene, beat, lambda: 2)
    scene.match.hot_seat, beat.pressed = False, False
    assert not held_at_screen(scene, beat, lambda: 2)
