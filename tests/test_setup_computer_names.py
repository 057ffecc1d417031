"""A seat a person switches from Human to Computer does not keep a friend's name: "Marco Rossi
passes" stood in the log for a computer (play-tester Q, a hot-seat table turned into a solo
game). It takes its own name, one no other seat has; a computer's own name stays, and a seat
shown from a remembered table keeps the name it was remembered with."""
from __future__ import annotations

from tests.test_setup_after_a_game import CALM, launch, name_seat, new_game


def _kind(d, setup, seat: int, to: str) -> None:
    """The seat's Human/Computer arrow towards `to` (left: Human, right: Computer)."""
    kind = setup.rows[seat].kind
    d.click((kind.rect.x + 5 if to == "human" else kind.rect.right - 5, kind.rect.centery))


def test_a_friends_seat_switched_to_computer_takes_a_computers_name(tmp_path):
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    _kind(d, setup, 1, "human")
    assert setup.rows[1].kind.value == "human"
    name_seat(d, setup, 1, "Marco Rossi")
    name_seat(d, setup, 2, "Beatrix")           # the seat's own default is taken elsewhere
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
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    _kind(d, setup, 1, "human")
    name_seat(d, setup, 1, "Björn")
    _kind(d, setup, 1, "bot")
    assert setup.rows[1].kind.value == "bot" and setup.rows[1].name.value != "Björn"
    _kind(d, setup, 1, "human")
    assert setup.rows[1].kind.value == "human" and setup.rows[1].name.value == "Björn"
    _kind(d, setup, 1, "bot")
    name_seat(d, setup, 1, "Robo")
    _kind(d, setup, 1, "human")
    assert setup.rows[1].name.value == "Robo"
