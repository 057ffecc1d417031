"""The final ranking of either game gives equal totals one place: "Ada and Clemens win!" was
ranked "1 Ada WINNER" and "2 Clemens WINNER". Players with equal money (or points) now share
the place, and the next player takes the place after them (1, 1, 3), as competition ranking
does."""
from __future__ import annotations

import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import Driver, spy_texts

from game.card.state import GameResult as CardResult
from game.state import GameResult as AuctionResult
from scenes.gameover import places
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


class TiedGame(FinishedGame):
    """A finished game whose result is made to tie: seats 2 and 0 share the win with 50,
    seats 1 and 3 share the third place with 40."""

    def result(self):
        scores, ranking, winners = (50, 40, 50, 40), (0, 2, 1, 3), (0, 2)
        if self.rules.name == "card":
            return CardResult(scores, ranking, winners)
        return AuctionResult(scores, ranking, winners)


def test_equal_scores_share_a_place_and_the_next_skips_as_many():
    assert places((50, 40, 50, 40), (0, 2, 1, 3)) == {0: 1, 2: 1, 1: 3, 3: 3}
    assert places((9, 7, 5), (0, 1, 2)) == {0: 1, 1: 2, 2: 3}
    assert places((5, 9, 9, 9, 1), (1, 2, 3, 0, 4)) == {1: 1, 2: 1, 3: 1, 0: 4, 4: 5}


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_final_ranking_shows_a_shared_win_as_two_firsts(game):
    ui = Driver()
    record = card_playout(4, seed=5) if game == "card" else auction_record(4, 3)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    screen = ui.ctx.stack.open("gameover", TiedGame(record))
    ui.frame(dt=2.0, n=2)
    texts = spy_texts(ui)
    ui.frame()
    shown = [str(t) for t in texts]
    seats = screen.view.config.seats
    rows = []
    for seat in (0, 2, 1, 3):
        name = seats[seat].name
        at = next(i for i, t in enumerate(shown) if t in (name, f"{name} (you)"))
        rows.append((shown[at - 1], name))        # the place is drawn just before the name
    assert [place for place, _name in rows] == ["1", "1", "3", "3"]
    assert shown.count("WINNER") == 2
    # The player at the screen (seat 0) is told the win is shared, and with whom.
    assert f"You share the win with {seats[2].name}!" in shown and "You win!" not in shown
