"""The menus' words are whole messages: a save's listing, a damaged save's explanation and the
hand-over's sentence are translated as wholes, with their parts (names, numbers, the month)
filled in in the player's language, never English pieces glued together."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from game.config import Config, SeatConfig
from game.i18n import Text
from game.registry import GAMES
from scenes.handover import your_turn
from scenes.session.storage import GameStore, Resume, SaveInfo, StorageError


class Shouting:
    """A stand-in language: every message in capitals between brackets, numbers after a "#",
    lists joined by "+" (so any English left over shows)."""

    def gettext(self, message: str) -> str:
        return self._loud(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._loud(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self._loud(message)

    def number(self, value) -> str:
        return f"#{value}"

    def join(self, items: list[str]) -> str:
        return "+".join(items)

    @staticmethod
    def _loud(message: str) -> str:
        # Capitals outside the {fields} only, so that the parts still fill in.
        out, depth = [], 0
        for ch in message:
            depth += ch == "{"
            out.append(ch if depth else ch.upper())
            depth -= ch == "}"
        return "[" + "".join(out) + "]"


LOUD = Shouting()


def test_a_saves_listing_is_translated_part_by_part_with_its_month():
    info = SaveInfo(path=Path("x.json"), name="Friday", saved_at=datetime(2026, 11, 22, 14, 5),
                    players=("Ada", "Bea"), round=3, variant="", moves=40, finished=False)
    assert info.summary == "Modern Art · Ada, Bea · round 3 · 22 Nov 2026 14:05"
    shown = info.summary.translate(LOUD)
    # the list's comma is the language's too (Chinese "、")
    assert "[ROUND #3]" in shown and "[NOV]" in shown and "Ada[, ]Bea" in shown
    assert "[22 [NOV] 2026 14:05]" in shown       # the year is no number to group
    assert "round" not in shown


def test_a_damaged_saves_explanation_is_whole_sentences():
    resume = Resume(problem=Text("The save file is damaged."), kept_as=Path("/d/a.json.bad"))
    shown = resume.message.translate(LOUD)
    assert shown.startswith("[YOUR SAVED GAME COULD NOT BE LOADED. [THE SAVE FILE IS DAMAGED.]]")
    assert "[THE FILE WAS KEPT AS /d/a.json.bad.]" in shown


def test_a_storage_error_keeps_its_words_translatable(tmp_path):
    store = GameStore(tmp_path, background=False)
    try:
        store.path_for("   ")
    except StorageError as e:
        assert isinstance(e.args[0], Text)
        assert e.args[0].translate(LOUD) == "[GIVE THE SAVED GAME A NAME.]"
    else:
        raise AssertionError("an empty name must be refused")


def test_the_hand_over_says_each_decision_as_one_sentence():
    rules = GAMES["auction"]
    config = Config(seats=(SeatConfig("Ada", "human"), SeatConfig("Bea", "human"),
                           SeatConfig("Cem", "human")))
    state = rules.new_game(config, 3)
    seat = rules.to_act(state)
    seat = seat[0] if isinstance(seat, (list, tuple)) else seat
    sentence = your_turn(rules.view(state, None), seat)
    name = config.seats[seat].name
    assert sentence == f"{name}: your turn to auction a painting"
    assert sentence.translate(LOUD) == f"[{name}: YOUR TURN TO AUCTION A PAINTING]"
