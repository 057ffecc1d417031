"""The card game's hand-over, with no room for every line of what happened since the person last
looked, keeps first what a card player wants first (game/card/log_news.py): the round's end and
a scoring that gave the person points, then what happened to their own seat, then what changes
the ranking or an artist's worth (plays, awards), and a draw or a secret choice last. It ranked
all its lines alike and kept the latest: "Dan draws a card." over "Dan plays Krypto", and a
round's scoring dropped for the next round's first plays. Every line stays the log's own,
public: a face-down card is never named."""
from __future__ import annotations

import pytest

from tests.card_helpers import named, random_playout
from tests.ui_driver import Driver, card_table_at

from game.card import events as E
from game.card.log import narrate
from game.card.log_news import BOARD, DETAIL, OWN, RESULT, rank
from scenes.handover import PAST_LINES

CONFIG = named("Ada", "Bea", "Cem", "Dan", "Eva")


def _game():
    """A five-player game of random moves (seed 1): each step's events and its mover."""
    states, actions = random_playout(5, 1, config_=CONFIG)
    return [tuple(s.events) for s in states[1:]], [a.seat for a in actions]


def _shown(size, steps, seat: int = 0):
    """The hand-over to `seat` telling `steps` (through the card table's own lines), as
    drawn: its lines, and the lines it was given with their ranks."""
    ui = Driver(size)
    match, table = card_table_at(ui, CONFIG)
    news = table.news_lines(steps, 0, seat)
    top = ui.ctx.stack.make("handover", match.public_view(), seat, lambda s: None, news=news)
    ui.ctx.stack.push(top)
    ui.frame(0.05)
    lines, _size = top._past_lines(top.rect.w - ui.ctx.px(40))
    return [str(ui.ctx.text.shown(line)) for line in lines], news


def test_the_ranks_of_the_card_games_lines():
    ended = E.RoundEnded(0, "threshold", None, 2)
    assert rank(ended, 0) == RESULT and rank(E.GameEnded((3, 4), (1,)), 0) == RESULT
    assert rank(E.Scored(0, 0, 7, ()), 0) == RESULT          # points to the person
    assert rank(E.Scored(0, 0, 0, ()), 0) == OWN             # their scoring of nothing
    assert rank(E.Scored(0, 1, 7, ()), 0) == BOARD           # another's points
    assert rank(E.CardDrawn(0), 0) == OWN and rank(E.CardDrawn(1), 0) == DETAIL
    assert rank(E.FaceDownPlayed(1), 0) == BOARD and rank(E.SecretChosen(1), 0) == DETAIL
    assert rank(E.AwardPlaced(2, 4), 0) == BOARD and rank(E.AwardPlaced(0, 4), 0) == OWN
    assert rank(E.CardDrawn(1), None) == DETAIL


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_over_with_too_many_lines_keeps_the_plays_over_a_draw(size):
    """Between two of Ada's moves the four others play: six lines, three kept under the
    count. "Dan draws a card." was kept (among the latest) where "Dan plays Krypto" was
    not; the plays and the award now stay, the draw is counted."""
    steps, movers = _game()
    first, then = [i for i, m in enumerate(movers) if m == 0][:2]
    shown, news = _shown(size, steps[first + 1:then])
    assert len(news) > PAST_LINES and len(shown) == PAST_LINES, shown
    assert shown[0].endswith("other line: see the log.") or \
        shown[0].endswith("other lines: see the log."), shown
    assert "Dan draws a card." not in shown
    assert shown[1:] == ["Dan plays Krypto (draw a card).", "Eva plays Yoko (award).",
                         "Eva places an award on Lite Metal."], shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_over_keeps_the_round_end_and_the_persons_points(size):
    """From a few moves before the first round's end to a few after its scoring: the next
    round's first plays were kept, the round's value tokens and Ada's points dropped."""
    steps, _movers = _game()
    end = next(i for i, s in enumerate(steps) if any(isinstance(e, E.RoundEnded) for e in s))
    scored = next(i for i, s in enumerate(steps) if any(isinstance(e, E.Scored) for e in s))
    window = steps[end - 3:scored + 4]
    shown, news = _shown(size, window)
    assert len(news) > PAST_LINES and len(shown) == PAST_LINES, shown
    events = [e for s in window for e in s]
    ada = next(e for e in events if isinstance(e, E.Scored) and e.seat == 0)
    assert ada.points                                   # (this game: Ada scored)
    said = {str(narrate(e, CONFIG)): e for e in events if narrate(e, CONFIG)}
    # Each row kept is (a sentence of) the line of an event that settled points or the round:
    # Ada's points, and the round's value tokens (a sentence a row).
    kept = [next(e for line, e in said.items() if row in line) for row in shown[1:]]
    assert all(rank(e, 0) == RESULT for e in kept), shown
    assert ada in kept and any(isinstance(e, E.TokensPlaced) for e in kept), shown
    # Nothing the person may not know: each line is the log's own, and a face-down card is
    # "a card face down" (its artist named only once the table turns it up).
    assert all(not isinstance(e, E.FaceDownPlayed) or "face down" in line
               for line, e in said.items())
