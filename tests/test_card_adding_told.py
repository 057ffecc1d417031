"""The card table's words while cards are added at scoring tell every seat's adding: who added
what, and who added none. A play-tester (5 players, 1280×720) read "Clemens and Emil add no
cards." while Doris had added a Karl Gitter (the log said so): the table named only the seats
done without a card. Checked on seeded random games stopped while cards are being added."""
from __future__ import annotations

from tests.card_helpers import random_playout

from game.card.cards import artist_name
from game.card.engine import view
from game.card.state import ADDING
from scenes.table.card_adding import adding_lines


def _adding_with_a_card_added(seed: int):
    def stop(s):
        return s.phase == ADDING and any(s.added) and any(
            i not in s.queue and not s.added[i] and s.hands[i] for i in range(s.players))
    states, _actions = random_playout(players=5, seed=seed, stop=stop)
    return states[-1] if stop(states[-1]) else None


def test_the_table_names_every_seat_that_added_and_what():
    found = 0
    for seed in range(60):
        state = _adding_with_a_card_added(seed)
        if state is None:
            continue
        found += 1
        v = view(state, None)
        words = " ".join(str(text) for text, _colour in adding_lines(v))
        theme = v.config.theme
        for seat, artists in enumerate(v.added):
            name = v.config.seats[seat].name
            if artists:
                assert f"{name} adds" in words, words
                for a in artists:
                    assert artist_name(a, theme) in words, words
        assert "add no cards" in words or "adds no cards" in words, words
        if found >= 5:
            break
    assert found >= 3, "too few seeded games reached an adding with a card added"


def test_the_table_s_status_says_it_and_the_first_time_tip_keeps_its_room():
    """At the table (Ada to add, computers done): the status names who added what once the
    first-time tip is not on show; while the tip shows, it keeps the room it needs."""
    import dataclasses

    from tests.ui_driver import FAST, Driver, card_table_at

    from game.card.config import Config, SeatConfig
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(n, "bot", "random") for n in names[1:]), first_player=0)

    def stop(s):
        return s.phase == ADDING and 0 in s.to_act and any(s.added)
    state = next(s for seed in range(100)
                 for s in [random_playout(5, seed, stop, config_=config)[0][-1]] if stop(s))
    adder = next(i for i, a in enumerate(state.added) if a)
    for tips in (False, True):
        ui = Driver((1280, 720), settings=dataclasses.replace(FAST, show_tips=tips))
        match, table = card_table_at(ui, config, state)
        ui.frame(0.05, n=3)
        words = " ".join(str(text) for text, _colour in table.status)
        # While the tip shows, the latest news alone (the tip keeps its room).
        latest = _order_done(state)[-1] == adder
        assert (f"{names[adder]} adds" in words) == (latest or not table.tip_shown()), words
        assert table.tip_shown() == tips


def _order_done(s) -> list[int]:
    """The seats done adding in state `s`, in the order they added."""
    order = [(s.last_player + k) % s.players for k in range(s.players)]
    return [i for i in order if i not in s.queue]


def test_the_news_is_the_latest_in_the_order_the_seats_added():
    """A play-tester at one screen read "Doris adds no cards." as the last words of Ben's
    adding prompt though Ann had added a card after Doris: the table told who added in seat
    order, then who added none. It tells each seat's adding in the order it came, the latest
    last, and while the first-time tip shows, the latest alone."""
    import dataclasses

    from tests.ui_driver import FAST, Driver, card_table_at

    from game.card.config import Config, SeatConfig
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(n, "bot", "random") for n in names[1:]), first_player=0)

    def stop(s):
        done = _order_done(s) if s.phase == ADDING else []
        return 0 in s.to_act and len(done) >= 2 and bool(s.added[done[-1]]) and any(
            not s.added[i] and s.hands[i] for i in done[:-1])
    state = next(s for seed in range(200)
                 for s in [random_playout(5, seed, stop, config_=config)[0][-1]] if stop(s))
    last = _order_done(state)[-1]
    added = f"{names[last]} adds "
    for tips in (False, True):
        ui = Driver((1280, 720), settings=dataclasses.replace(FAST, show_tips=tips))
        _match, table = card_table_at(ui, config, state)
        ui.frame(0.05, n=3)
        assert table.tip_shown() == tips
        news = next(str(text) for text, _colour in table.status if added in str(text))
        assert news.rfind("no card") < news.rindex(added), news
        assert ("no card" in news) != tips, news
