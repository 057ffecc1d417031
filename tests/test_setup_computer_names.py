"""A seat a person switches from Human to Computer does not keep a friend's name remembered
from the last table: "Marco Rossi passes" stood in the log for a computer (play-tester Q, a
hot-seat table turned into a solo game). It takes its own name, one no other seat has; a
computer's own name stays, and a seat shown from a remembered table keeps the name it was
remembered with. A name typed on the screen goes with the seat: a play-tester typed "Ben" and
"Cleo", made them computers, and found "Beatrix" and "Clemens" in their place."""
from __future__ import annotations

from tests.test_setup_after_a_game import CALM, launch, name_seat, new_game, quit_to_title


def _kind(d, setup, seat: int, to: str) -> None:
    """The seat's Human/Computer arrow towards `to` (left: Human, right: Computer)."""
    kind = setup.rows[seat].kind
    d.click((kind.rect.x + 5 if to == "human" else kind.rect.right - 5, kind.rect.centery))


def _remembered(tmp_path, names: dict[int, str]):
    """The setup after a hot-seat game of `names` (seat: name, each human), quit at once: the
    table remembered, its names shown, none typed on this screen."""
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    for seat, name in names.items():
        if setup.rows[seat].kind.value != "human":
            _kind(d, setup, seat, "human")
        name_seat(d, setup, seat, name)
    d.press("Start the game")
    quit_to_title(d)
    setup = new_game(d)
    assert [setup.rows[s].name.value for s in names] == list(names.values())
    return d, setup


def test_a_friends_seat_switched_to_computer_takes_a_computers_name(tmp_path):
    d, setup = _remembered(tmp_path, {1: "Marco Rossi", 2: "Beatrix"})  # its default elsewhere
    _kind(d, setup, 1, "bot")
    assert setup.rows[1].kind.value == "bot"
    names = [r.name.value for r in setup.rows[:setup.players.value]]
    assert names[1] not in ("Marco Rossi", "Beatrix") and len(set(names)) == len(names), names
    assert setup.rows[1].name.value in ("Ada", "Clemens", "Doris", "Emil")


def test_a_computer_keeps_its_name_through_human_and_back(tmp_path):
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    _kind(d, setup, 2, "human")
    assert setup.rows[2].kind.value == "human" and setup.rows[2].name.value == "Clemens"
    _kind(d, setup, 2, "bot")
    assert setup.rows[2].kind.value == "bot" and setup.rows[2].name.value == "Clemens"


def test_a_seat_switched_to_computer_and_back_gets_the_typed_name_again(tmp_path):
    """A play-tester typed "Björn", switched the seat to Computer (it became "Beatrix") and
    back to Human: "Beatrix" stayed and the typed name was gone. Back to Human, the name typed
    comes back; a computer's name changed meanwhile is kept instead."""
    d, setup = _remembered(tmp_path, {1: "Björn"})
    _kind(d, setup, 1, "bot")
    assert setup.rows[1].kind.value == "bot" and setup.rows[1].name.value != "Björn"
    _kind(d, setup, 1, "human")
    assert setup.rows[1].kind.value == "human" and setup.rows[1].name.value == "Björn"
    _kind(d, setup, 1, "bot")
    name_seat(d, setup, 1, "Robo")
    _kind(d, setup, 1, "human")
    assert setup.rows[1].name.value == "Robo"


def test_names_typed_here_stay_when_their_seats_become_computers(tmp_path):
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    for seat, name in ((1, "Ben"), (2, "Cleo")):
        _kind(d, setup, seat, "human")
        name_seat(d, setup, seat, name)
    for seat in (1, 2):
        _kind(d, setup, seat, "bot")
    assert [(r.name.value, r.kind.value) for r in setup.rows[1:3]] == [
        ("Ben", "bot"), ("Cleo", "bot")]
