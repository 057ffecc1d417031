"""During the everyone-plays reveal the table counts every hand without the card its player
chose, the last chooser's too. The held reveal at a shared screen showed "2 in hand" for Ada
and Bea and "3 in hand" for Cem, who chose last: the reveal draws the table's view from before
the move that turned the cards up, in which Cem had not chosen yet (`View.held` takes a card
out only once its seat has chosen)."""
from __future__ import annotations

from tests.test_card_watched_moments import _everyone_plays
from tests.test_watched_moment_press import _band, _start, _to_the_reveal
from tests.ui_driver import record_texts

from game.card.state import EVERYONE


def _counts_drawn(ui, monkeypatch) -> list[str]:
    texts = record_texts(monkeypatch)
    ui.frame(0.0)
    return [str(s) for s, _rect in texts if str(s).endswith(" in hand")]


def test_the_held_reveal_counts_the_last_chooser_s_hand_after_the_choice(monkeypatch):
    ui, match, table = _start(_everyone_plays, humans=3)
    _to_the_reveal(ui, match, table)
    assert _band(ui) and table.beat.kind == "reveal" and table.shown.phase == EVERYONE
    after = match.public_view().hand_sizes          # once the reveal has gone: 2, 2 and 2
    assert _counts_drawn(ui, monkeypatch) == [f"{n} in hand" for n in after]
    assert table.shown.hand_sizes != after          # (the view drawn is still the one before)


def test_alone_the_reveal_counts_the_hands_after_the_choices_too(monkeypatch):
    """Ada against two computers, who choose after her: the reveal plays its time, unheld,
    and the rows count the hands as after it from its first frame."""
    from tests.test_card_watched_moments import _first_choice
    from tests.ui_driver import drawn_card_seen
    ui, match, table = _start(_everyone_plays, humans=1)
    decide = _first_choice(match)
    for _ in range(400):
        if table.beat is not None and table.beat.kind == "reveal":
            break
        if table.human_turn():
            decide(table.shown)
        elif not drawn_card_seen(ui, table):
            ui.frame(0.02)
    else:
        raise AssertionError("the reveal never came")
    after = match.public_view().hand_sizes
    assert _counts_drawn(ui, monkeypatch) == [f"{n} in hand" for n in after]
