"""At a screen several people share, the word a seat is owed at its next decision that the bids
went past its "Up to" ("Your Up to 28 was passed: ...") survives a quit and Continue: a tester
saw it lost when the game was continued from the autosave before that seat's next turn. The
save keeps it (its meta's "standing" "news", nothing another seat sees); a save from before
the word was kept loads as ever, without it."""
from __future__ import annotations

from dataclasses import replace

from tests.test_first_evening import hot_seat_table, seat_at_screen
from tests.test_saves_ui import AppDriver, start_title
from tests.test_standing_privacy import decide_anything, to_screen
from tests.ui_driver import FAST, spy_texts

from game.state import PLAY
from scenes.session.storage import decode_save, encode_save
from scenes.table import TableScene
from scenes.table.status import status

WORD = "was passed: the game passed for you on that lot."
#: Its first words, as any line of its wrap on the screen begins them.
DRAWN = "was passed"


def _passed_and_quit(tmp_path) -> int:
    """Bea asks "Up to" on Ada's open lot; Ada bids all her money, past it and past Bea's
    own (the game passes for Bea, who could not bid on, and Ada buys); the app quits at the
    hand-over to Bea's own auction. Bea's most, returned. (Had Bea money to bid on, she would
    be asked at once: test_up_to_shared.)"""
    ui, match, table = hot_seat_table(0, AppDriver(tmp_path, settings=FAST))
    most = table.shown.high_bid + 3
    table.amount.set(str(most))
    ui.press("Up to")
    to_screen(ui, table, 0)
    table.amount.set(str(match.legal_for(0)[0].hi))
    ui.press("Bid")
    assert match.limit_reached.get(1, (None, 0))[1] == most
    ui.frame(0.05)
    assert match.phase == PLAY and match.to_act == (1,)     # Bea's turn, not at the screen
    ui.ctx.store.close()
    return most


def _continued(tmp_path) -> tuple[AppDriver, TableScene, list[str]]:
    """A new run of the app on the same folders, Continue pressed; every text drawn since."""
    ui = AppDriver(tmp_path, settings=FAST, seed=2)
    start_title(ui)
    texts = spy_texts(ui)
    ui.press("Continue")
    table = next(s for s in ui.ctx.stack.scenes if isinstance(s, TableScene))
    assert table.match.resumed
    return ui, table, texts


def _said(table) -> int:
    return " ".join(str(line) for line in status(table.look)).count(WORD)


def test_the_word_of_a_passed_up_to_survives_quit_and_continue(tmp_path):
    most = _passed_and_quit(tmp_path)
    ui, table, texts = _continued(tmp_path)
    seat_at_screen(ui, table)
    assert table.shown.seat == 1 and table.shown.phase == PLAY
    assert status(table.look)[1].startswith(f"Your Up to {most} {WORD}")
    assert _said(table) == 1
    assert not any(WORD in str(line) for line in table.log.lines)
    decide_anything(ui, table)          # Bea puts up a lot: told, and the save forgets it
    ui.frame(0.05)
    assert "news" not in table.match.game_record().meta.get("standing", {})
    ui.ctx.store.close()
    # Continued again: nobody's stand says it any more (told once)
    ui, table, texts = _continued(tmp_path)
    seats = []
    for _ in range(4):
        seat_at_screen(ui, table, frames=400)
        assert table.human_turn() and _said(table) == 0
        seats.append(table.shown.seat)
        decide_anything(ui, table)
    assert {0, 1} <= set(seats) and not any(DRAWN in t for t in texts)


def test_only_its_owner_sees_it_after_continue(tmp_path):
    """Bea's stand draws it; nothing drawn at the screen after her move says it (the
    hand-over, the table in public view, Ada's screen)."""
    _passed_and_quit(tmp_path)
    ui, table, texts = _continued(tmp_path)
    to_screen(ui, table, 1)
    assert _said(table) == 1
    before = [t for t in texts if DRAWN in t]
    decide_anything(ui, table)
    texts.clear()
    for _ in range(6):                  # Bea's own moves on her lot, until Ada decides
        seat_at_screen(ui, table, frames=400)
        if table.shown.seat == 0:
            break
        decide_anything(ui, table)
    ui.frame(0.05)
    assert table.shown.seat == 0 and table.human_turn()
    assert _said(table) == 0 and not any(DRAWN in t for t in texts)
    assert before, "the word was drawn on Bea's stand"


def test_a_save_without_the_word_still_loads(tmp_path):
    """A save written before the word was kept (no "news" in its meta) continues as ever:
    the game goes on, and Bea's turn simply has no word."""
    _passed_and_quit(tmp_path)
    path = tmp_path / "data" / "autosave.json"
    record, state = decode_save(path.read_bytes())
    assert "news" in record.meta["standing"] and "1" in record.meta["standing"]["news"]
    meta = {k: v for k, v in record.meta.items() if k != "standing"}
    path.write_bytes(encode_save(replace(record, meta=meta), state))
    ui, table, _texts = _continued(tmp_path)
    seat_at_screen(ui, table)
    assert table.shown.seat == 1 and _said(table) == 0
    decide_anything(ui, table)
    ui.frame(0.05)
    assert table.match.actions[-1].seat == 1
