"""RULES.md §1–2 and the configuration: the cards, the deal, the first auctioneer, bad configs."""
import random
from collections import Counter

import pytest

from game import Config, ConfigError, SeatConfig, new_game, stacked_deck
from game.cards import CARD_MIX, DECK, METHODS
from rules_helpers import cfg


def test_deck_is_the_rulebook_table():
    assert len(DECK) == 70
    per_artist = Counter(c.artist for c in DECK)
    assert [per_artist[a] for a in range(5)] == [12, 13, 14, 15, 16]
    for artist, row in enumerate(CARD_MIX):
        mix = Counter(c.method for c in DECK if c.artist == artist)
        assert tuple(mix[m] for m in METHODS) == row
    assert [c.id for c in DECK] == list(range(70))


@pytest.mark.parametrize("players,variant,sizes,dummy_sizes", [
    (3, "standard", (10, 6, 6, 0), None),
    (4, "standard", (9, 4, 4, 0), None),
    (5, "standard", (8, 3, 3, 0), None),
    (3, "three_with_dummy", (9, 4, 4, 0), 1),
    (2, "two_player", (9, 4, 4, 0), 2),
])
def test_deal_by_player_count(players, variant, sizes, dummy_sizes):
    s = new_game(cfg(players, variant), seed=3)
    assert [len(h) for h in s.hands] == [sizes[0]] * players
    assert len(s.dummies) == (dummy_sizes or 0)
    assert all(len(d) == sizes[0] for d in s.dummies)
    from game.engine import DEAL
    assert DEAL[s.config.hands_dealt] == sizes


def test_shuffle_comes_from_the_seed_only():
    config = cfg(4)
    random.seed(1)
    a = new_game(config, 42)
    random.seed(999)
    random.random()
    b = new_game(config, 42)
    assert a == b
    assert new_game(config, 43).hands != a.hands


def test_explicit_deck_is_dealt_in_blocks_top_first():
    deck = list(reversed(DECK))
    s = new_game(cfg(4), 0, deck)
    assert s.hands[0] == tuple(deck[:9])
    assert s.hands[1] == tuple(deck[9:18])
    assert s.deck == tuple(deck[36:])
    ids = new_game(cfg(4), 0, [c.id for c in deck])
    assert ids.hands == s.hands


@pytest.mark.parametrize("bad", [DECK[:69], DECK[:69] + (DECK[0],), ["x"] * 70])
def test_explicit_deck_must_be_the_seventy_cards(bad):
    with pytest.raises(ValueError, match="70 cards"):
        new_game(cfg(4), 0, bad)


def test_stacked_deck_puts_cards_on_top():
    deck = stacked_deck((4, "open"), DECK[3])
    assert deck[0].artist == 4 and deck[0].method == "open" and deck[1] is DECK[3]
    assert sorted(c.id for c in deck) == list(range(70))


def test_first_auctioneer_is_chosen_or_seeded():
    assert new_game(cfg(4, first_auctioneer=2), 1).to_act == (2,)
    config = cfg(5, first_auctioneer=None)
    firsts = {new_game(config, seed).to_act[0] for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}
    assert new_game(config, 7).to_act == new_game(config, 7).to_act


def seats(n):
    return tuple(SeatConfig(f"P{i}", "bot", "random") for i in range(n))


@pytest.mark.parametrize("kwargs,message", [
    (dict(seats=seats(6)), "2 to 5 players, not 6"),
    (dict(seats=seats(1)), "2 to 5 players, not 1"),
    (dict(seats=seats(2)), "2-player variant"),
    (dict(seats=seats(4), variant="three_with_dummy"), "for 3 players, not 4"),
    (dict(seats=seats(3), variant="two_player"), "for 2 players, not 3"),
    (dict(seats=seats(4), variant="chess"), "Unknown variant"),
    (dict(seats=seats(4), double_proceeds="half"), "double_proceeds"),
    (dict(seats=seats(3), variant="three_with_dummy", dummy_reveal_by="bank"), "dummy_reveal_by"),
    (dict(seats=seats(4), first_auctioneer=4), "first auctioneer must be a seat from 0 to 3"),
    (dict(seats=seats(4), theme="cubism"), "Unknown theme"),
    (dict(seats=seats(4), open_money="yes"), "open_money"),
    (dict(seats=(SeatConfig("Ann"), SeatConfig("ann"), SeatConfig("Bo"))), "same name"),
])
def test_invalid_configurations_are_refused_with_a_reason(kwargs, message):
    with pytest.raises(ConfigError, match=message):
        Config(**kwargs)


@pytest.mark.parametrize("args,message", [
    (("",), "needs a name"),
    (("Ann", "robot"), "human or a computer"),
    (("Ann", "bot", "genius"), "needs a level"),
    (("Ann", "human", "easy"), "no computer level"),
])
def test_invalid_seats_are_refused(args, message):
    with pytest.raises(ConfigError, match=message):
        SeatConfig(*args)


def test_config_round_trips_through_json():
    config = cfg(3, "three_with_dummy", dummy_reveal_by="auctioneer", open_money=True,
                 theme="masters", double_proceeds="split")
    assert Config.from_json(config.to_json()) == config


def test_themes_only_rename_artists():
    from game import PlayCard, apply, new_game
    from game.cards import THEMES
    from game.engine import CardNotPlayable
    classic = new_game(cfg(4), 5)
    masters = new_game(cfg(4, theme="masters"), 5)
    assert classic.hands == masters.hands and classic.to_act == masters.to_act
    seat = masters.to_act[0]
    stranger = masters.hands[(seat + 1) % 4][0]
    with pytest.raises(CardNotPlayable, match=THEMES["masters"][stranger.artist]):
        apply(masters, PlayCard(seat, stranger))
