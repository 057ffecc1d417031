"""Words a play-tester stumbled over (English, and the Italian she read), each said plainly:
- the dummy hand's prompt in Italian began "Qui decide chi ottiene ogni lotto, ..." ("Qui"
  read as "Chi", and the sentence was hard to parse mid-game): it names the player who decides;
- the Rules said "Back in this lot" is what "the stand shows" ("banco" in Italian, read as the
  bank): they say where it appears, beside the lot where the bid buttons were;
- Settings, "Tips already seen": "Every tip comes once more, ... for someone new at this
  screen" says what the button does, plainly;
- the card game's tip said "The raised cards in your hand" while the card under the pointer
  rises too: it names the mark those cards carry, a green frame (`TIP_RING`)."""
from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from game.config import DUMMY_REVEALER
from scenes.rules_text import SECTIONS
from scenes.table.tips import HAND_LEAD, TIP_RING

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"


def _it(msgid: str) -> str:
    with open(LOCALE / "it" / "LC_MESSAGES" / "modern_art.po", "rb") as f:
        return read_po(f, locale="it").get(msgid).string


def test_the_italian_dummy_prompt_names_the_player_who_decides():
    said = _it(str(DUMMY_REVEALER["winner"]))
    assert said.startswith("A questo tavolo il giocatore che ottiene il lotto"), said
    assert not said.startswith("Qui")


def test_the_rules_say_where_back_in_this_lot_appears():
    words = " ".join(str(p) for p in SECTIONS[-1][2])
    assert "which the stand shows" not in words
    assert "\u201cBack in this lot\u201d, which appears beside the lot, where the bid " \
           "buttons were" in words
    source = next(str(p) for p in SECTIONS[-1][2] if "Back in this lot" in str(p))
    assert "banco" not in _it(source) and "accanto al lotto" in _it(source)


def test_the_settings_say_plainly_what_tips_again_does():
    text = (Path(__file__).resolve().parent.parent / "scenes" / "settings_screen.py").read_text()
    # Tips are kept per name now: the words say every player's tips are forgotten
    # (tests/test_tips_again_words.py), not that it helps someone new.
    assert "Forget the tips every player has seen" in text and "someone new" not in text
    assert "Every tip comes once more" not in text


def test_the_hand_lead_names_the_green_frame_the_cards_carry():
    assert str(HAND_LEAD) == "The cards framed in green in your hand have this effect."
    r, g, b = TIP_RING
    assert g > r and g > b          # the ring drawn round those cards is green
