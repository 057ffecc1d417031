"""The card game over many seeded random games: invariants after every step, every offered
action applies, no leak through `view`, determinism with the global `random` stirred, JSON
round trips, narration of every event, and config validation."""
import dataclasses
import inspect
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.card import events as card_events
from game.card.actions import (ACTION_TYPES, CARD_ACTIONS, PlaceAward, action_from_json,
                               action_to_json)
from game.card.bots import RandomBot, make_bot
from game.card.cards import DEAL, DECK, EVERYONE_PLAYS
from game.card.config import Config, ConfigError, SeatConfig, default_config
from game.card.engine import IllegalAction, apply, legal_actions, new_game, view
from game.card.invariants import check_state, check_step
from game.card.log import narrate
from game.card.scoring import game_result
from game.registry import GAMES


def random_game(config, seed):
    """Yield (before, action, after) for a whole random game, choosing among waiting seats."""
    s = new_game(config, seed)
    rng = random.Random(seed ^ 0x5EED)
    bot = RandomBot()
    while not s.is_over:
        seat = s.to_act[rng.randrange(len(s.to_act))]
        action = bot.choose(None, legal_actions(s, seat), rng)
        after = apply(s, action)
        yield s, action, after
        s = after


def hidden_variant(s, seat, rng):
    """The same position as `seat` sees it: other hands, other face-down cards, other secret
    choices and the deck order changed in ways the seat cannot tell apart."""
    others = [i for i in range(s.players) if i != seat]
    pool = [c for i in others for c in s.hands[i] + s.face_down[i]] + list(s.deck)
    rng.shuffle(pool)
    hands, down = list(s.hands), list(s.face_down)
    for i in others:
        hands[i], pool = tuple(pool[:len(s.hands[i])]), pool[len(s.hands[i]):]
        down[i], pool = tuple(pool[:len(s.face_down[i])]), pool[len(s.face_down[i]):]
    secret = tuple(c if i == seat or c is None else hands[i][-1] for i, c in enumerate(s.secret))
    return s._replace(hands=tuple(hands), face_down=tuple(down), deck=tuple(pool), secret=secret)


games = st.tuples(st.integers(2, 5), st.booleans(), st.one_of(st.none(), st.integers(0, 4)),
                  st.integers(0, 2**32 - 1), st.booleans())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_offered_action_applies_and_views_hide_what_they_should(game):
    players, tokens_need_a_card, first, seed, ask_every_holder = game
    config = default_config(players, tokens_need_a_card=tokens_need_a_card,
                            first_player=None if first is None else first % players,
                            ask_every_holder=ask_every_holder)
    rng = random.Random(seed)
    for before, action, after in random_game(config, seed):
        assert check_step(before, after) == []
        if rng.random() < 0.2:
            for seat in before.to_act:
                for option in legal_actions(before, seat):
                    apply(before, option)
        if rng.random() < 0.2:
            seat = rng.randrange(players)
            variant = hidden_variant(before, seat, rng)
            assert check_state(variant) == []
            assert view(before, seat) == view(variant, seat)
            assert view(before, None) == view(variant, None)
    assert after.is_over and len(after.results) == 4


@pytest.mark.parametrize("ask_every_holder", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_playouts_keep_every_invariant(players, ask_every_holder):
    """Also with every holder asked (a game at one screen): then turns with only "add no
    more" or "decline" legal come up, and are played like any other."""
    least_deck = {2: 30, 3: 11, 4: 2, 5: 1}[players]
    for seed in range(60):
        config = default_config(players, tokens_need_a_card=seed % 2 == 1,
                                ask_every_holder=ask_every_holder)
        rounds = set()
        for before, action, after in random_game(config, seed):
            assert check_step(before, after) == [], (seed, action)
            rounds.add(after.round)
        assert rounds == {0, 1, 2, 3} and len(after.results) == 4
        assert len(after.deck) >= least_deck
        received = 13 + sum(DEAL[players][1:])
        assert sum(len(h) for h in after.hands) <= players * received + 5
        result = game_result(after)
        assert result.totals == after.results[-1].totals
        assert set(result.winners) == {i for i, t in enumerate(result.totals)
                                       if t == max(result.totals)}


def _play_stirred(config, seed):
    actions = []
    s = new_game(config, seed)
    rng = random.Random(seed)
    step = 0
    while not s.is_over:
        random.seed(step * 7919)              # stir the global generator between moves
        random.random()
        step += 1
        seat = s.to_act[rng.randrange(len(s.to_act))]
        action = RandomBot().choose(None, legal_actions(s, seat), rng)
        actions.append(action)
        s = apply(s, action)
    return actions, s


def test_a_game_is_its_config_seed_and_actions_whatever_the_global_random_does():
    config = default_config(4, first_player=None)
    actions, end = _play_stirred(config, 2026)
    again, end_again = _play_stirred(config, 2026)
    assert actions == again and end == end_again
    replayed = new_game(config, 2026)
    for action in actions:
        replayed = apply(replayed, action)
    assert replayed == end


def test_config_and_actions_round_trip_through_json():
    for config in (default_config(2), default_config(5, humans=2, first_player=3,
                                                      tokens_need_a_card=True, theme="masters")):
        assert Config.from_json(config.to_json()) == config
    for before, action, after in random_game(default_config(3), 5):
        assert action_from_json(action_to_json(action)) == action
    for bad in (None, {"type": "Steal", "seat": 0}, {"type": "PlayCard", "seat": 0},
                {"type": "PlayCard", "seat": 0, "card": 95},
                {"type": "PlaceAward", "seat": 0, "artist": 5},
                {"type": "StopAdding", "seat": True},
                {"type": "StopAdding", "seat": 0, "card": 3}):
        with pytest.raises(ValueError):
            action_from_json(bad)


@pytest.mark.parametrize("make, words", [
    (lambda: default_config(1), "2 to 5 players"),
    (lambda: default_config(6), "2 to 5 players"),
    (lambda: default_config(3, first_player=3), "first player"),
    (lambda: default_config(3, theme="pop"), "Unknown theme"),
    (lambda: default_config(3, tokens_need_a_card="yes"), "true or false"),
    (lambda: Config(seats=(SeatConfig("Ann"), SeatConfig("ann"))), "same name"),
    (lambda: Config.from_json({"seats": [], "variant": "x"}), "unknown configuration"),
    (lambda: Config.from_json([]), "not an object"),
])
def test_config_errors_say_what_is_wrong(make, words):
    with pytest.raises(ConfigError, match=words):
        make()


def test_every_event_type_has_narration():
    kinds = {cls for _, cls in inspect.getmembers(card_events, inspect.isclass)
             if dataclasses.is_dataclass(cls) and cls.__module__ == card_events.__name__}
    seen = {}
    for seed in range(40):
        for before, action, after in random_game(default_config(2 + seed % 4), seed):
            for event in after.events:
                seen.setdefault(type(event), (event, after.config))
    assert kinds - set(seen) == set(), "some events never happened in 40 games"
    for event, config in seen.values():
        line = narrate(event, config)
        if not _told_by_neighbours(event):
            assert isinstance(line, str) and line.strip()


def _told_by_neighbours(event) -> bool:
    """The two events the log leaves out: an optional effect's offer (the next line says what
    the player made of it) and the count of cards added at scoring (each had its line), unless
    the turn to add ended by itself for a public reason (the line says why)."""
    return ((type(event) is card_events.EffectOffered and event.effect != EVERYONE_PLAYS)
            or (type(event) is card_events.AddingDone and event.added > 0
                and event.ended not in ("all_added", "hand_empty")))


OUTCOMES = (card_events.CardDrawn, card_events.FaceUpAdded, card_events.FaceDownPlayed,
            card_events.AwardPlaced, card_events.EffectDeclined, card_events.EffectVoid)


def test_the_log_leaves_out_only_what_its_neighbours_tell():
    """An offered effect's outcome has its own line, and a seat's "adds N cards" is told by N
    lines of cards added, so leaving both out loses nothing a reader needs."""
    silent = 0
    for seed in range(30):
        config = default_config(2 + seed % 4)
        stream = [e for _, _, after in random_game(config, seed) for e in after.events]
        for i, event in enumerate(stream):
            if not _told_by_neighbours(event):
                assert narrate(event, config), event
                continue
            silent += 1
            assert narrate(event, config) is None
            if type(event) is card_events.EffectOffered:
                outcome = next(e for e in stream[i + 1:] if isinstance(e, OUTCOMES))
                assert outcome.seat == event.seat and narrate(outcome, config)
            else:
                start = max(j for j in range(i) if type(stream[j]) is card_events.TokensPlaced)
                added = [e for e in stream[start:i] if type(e) is card_events.CardAdded
                         and e.seat == event.seat]
                assert len(added) == event.added and all(narrate(e, config) for e in added)
    assert silent > 50


def test_the_registry_entry_and_its_bots():
    rules = GAMES["card"]
    assert rules.name == "card" and rules.players == (2, 3, 4, 5)
    assert isinstance(make_bot("random"), RandomBot)
    assert rules.levels == ("easy", "normal", "hard")
    assert all(hasattr(rules.make_bot(level), "choose") for level in rules.levels)
    with pytest.raises(ValueError, match="no computer level"):
        rules.make_bot("grandmaster")
    assert rules.narrate(object(), default_config(3)) is None


def test_the_invariants_catch_a_broken_state():
    s = new_game(default_config(3), 4)
    assert check_state(s) == []
    hands = (s.hands[0] + s.hands[1][:1],) + s.hands[1:]
    assert any("accounted" in p for p in check_state(s._replace(hands=hands)))
    assert any("run out" in p for p in check_state(s._replace(deck=s.deck[:10])))
    board = ((3, 0, 0, 0, 0),) + s.board[1:]
    assert any("before it was scored" in p for p in check_state(s._replace(board=board)))
    assert any("nobody may act" in p for p in check_state(s._replace(to_act=())))
    for _, _, after in random_game(default_config(3), 4):
        if after.results:
            break
    lower = after.results[0]._replace(totals=tuple(t - 1 for t in after.results[0].totals))
    assert any("went down" in p for p in check_step(after, after._replace(results=(lower,))))


def _candidates(s, rng):
    """Actions of every type for every seat: the seat's own cards, others' cards, any artist."""
    for seat in range(s.players):
        cards = list(s.hands[seat]) + rng.sample(DECK, 3)
        for kind in ACTION_TYPES:
            if kind in CARD_ACTIONS:
                yield from (kind(seat, c) for c in cards)
            elif kind is PlaceAward:
                yield from (kind(seat, a) for a in (0, 4, 5))
            else:
                yield kind(seat)


@pytest.mark.parametrize("ask_every_holder", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_apply_accepts_exactly_the_legal_actions(players, ask_every_holder):
    rng = random.Random(players)
    for seed in range(6):
        config = default_config(players, ask_every_holder=ask_every_holder)
        for before, _, _ in random_game(config, seed):
            if rng.random() > 0.15:
                continue
            for action in _candidates(before, rng):
                legal = action in legal_actions(before, action.seat)
                try:
                    apply(before, action)
                    accepted = True
                except IllegalAction as error:
                    accepted = False
                    assert str(error)
                assert accepted == legal, (before.phase, action)


def test_a_card_added_face_up_or_at_scoring_is_told_by_its_artist_alone():
    """Its effect does not apply, so the log does not name it ("adds Krypto face up", not
    "adds Krypto (second card face down) face up")."""
    from game.card.cards import EFFECT_NAMES, NO_EFFECT, artist_name
    told = 0
    for seed in range(20):
        config = default_config(2 + seed % 4)
        for _, _, after in random_game(config, seed):
            for e in after.events:
                if type(e) in (card_events.FaceUpAdded, card_events.CardAdded):
                    line = str(narrate(e, config))
                    assert artist_name(e.card.artist, config.theme) in line
                    if e.card.effect != NO_EFFECT:
                        told += 1
                        assert EFFECT_NAMES[e.card.effect] not in line and "(" not in line
    assert told > 20


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_cards_a_seat_has_not_seen_are_where_they_are(game):
    """`View.unseen` (the board's count of each artist's cards not seen yet, and the computers'
    deals of the hidden cards) is exactly the other hands, the others' face-down cards and
    secret choices, and the deck, at every step, for every seat; its own secret choice, made
    and waiting for the others', is seen."""
    players, tokens_need_a_card, first, seed, ask_every_holder = game
    config = default_config(players, tokens_need_a_card=tokens_need_a_card,
                            first_player=None if first is None else first % players,
                            ask_every_holder=ask_every_holder)
    for _before, _action, s in random_game(config, seed):
        for seat in range(s.players):
            others = [i for i in range(s.players) if i != seat]
            hidden = [c for i in others for c in s.hands[i] + s.face_down[i]]
            assert sorted(c.id for c in view(s, seat).unseen()) == sorted(
                c.id for c in hidden + list(s.deck))
