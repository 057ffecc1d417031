"""The card game's option `ask_every_holder` (on for a game at one screen with two or more
people): the engine itself gives every seat whose display holds a leading artist its turn to
add at scoring, and offers a second card face up whose effect is void, though the hand holds
nothing to add or play; only "add no more" or "decline" is legal then, and any other answer is
refused in words saying why. Off (the default), seats that cannot add are passed over and a
void effect is skipped, exactly as before: saves, replays and the computers' games are the
same."""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.card.actions import (AddCard, DeclineEffect, PlayCard, PlayFaceUp, StopAdding,
                               action_to_json)
from game.card.cards import NO_EFFECT, SECOND_FACE_UP, artist_name
from game.card.config import Config, ConfigError, default_config
from game.card.engine import CardNotPlayable, apply, legal_actions
from game.card.events import (AddingDone, CardAdded, EffectDeclined, EffectOffered, EffectVoid,
                              Scored)
from game.card.log import narrate
from game.card.position import position
from game.card.scoring import why_nothing_to_add
from game.card.state import ADDING, EFFECT, PLAY
from game.save import GameRecord, loads, to_json
from game.sim import main as sim_main, make_bot, play_game

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, config, events_of, step

P = NO_EFFECT


def _name(artist: int) -> str:
    return str(artist_name(artist, "classic"))


def _round_end(ask: bool, bea_hand=((MARIANA, P), (MARIANA, P))):
    """Ada (seat 0) plays the TEC that ends the round (four TEC in her display and the
    influence card); Bea's display holds a Denise, which leads (second); Cem's display is
    empty. Neither Ada (no other TEC) nor Bea (unless `bea_hand` says) can add."""
    s = position(config(3, ask_every_holder=ask, first_player=2),
                 hands=[[(TEC, P), (MARIANA, P)], list(bea_hand), [(MARIANA, P)] * 2],
                 displays=[[(TEC, P)] * 4, [(DENISE, P)], []], influence=(TEC, P),
                 first_player=2, turn=0)
    return step(s, PlayCard(0, s.hands[0][0]))


def test_off_a_seat_that_cannot_add_is_passed_over_in_the_same_move():
    s = _round_end(ask=False)
    assert [(e.seat, e.added) for e in events_of(s, AddingDone)] == [(0, 0), (1, 0), (2, 0)]
    assert events_of(s, Scored) and s.phase == PLAY and s.round == 1


def test_on_each_seat_holding_a_leading_artist_gets_its_turn_and_may_only_stop():
    s = _round_end(ask=True)
    assert s.phase == ADDING and s.to_act == (0,) and not events_of(s, AddingDone)
    assert legal_actions(s, 0) == (StopAdding(0),)
    with pytest.raises(CardNotPlayable) as refused:
        apply(s, AddCard(0, s.hands[0][0]))            # her Mariana
    assert str(refused.value) == f"{_name(MARIANA)} is not a leading artist this round."
    # Her own screen says why she may add nothing (the engine's words for her).
    assert why_nothing_to_add(s.leading, s.displays[0], s.hands[0], "classic") == \
        f"You have no card of {_name(TEC)} in hand to add."
    s = step(s, StopAdding(0))
    assert [(e.seat, e.added) for e in s.events if isinstance(e, AddingDone)] == [(0, 0)]
    assert s.to_act == (1,) and legal_actions(s, 1) == (StopAdding(1),)
    with pytest.raises(CardNotPlayable) as refused:
        apply(s, AddCard(1, s.hands[1][0]))
    assert str(refused.value) == f"{_name(MARIANA)} is not a leading artist this round."
    s = step(s, StopAdding(1))
    # Cem's display holds no leading artist (public): passed over, in his turn, as before.
    done = [(e.seat, e.added) for e in events_of(s, AddingDone)]
    assert done == [(1, 0), (2, 0)] and events_of(s, Scored) and s.round == 1
    assert str(narrate(events_of(s, AddingDone)[0], s.config)) == \
        f"{s.config.name(1)} adds no cards."


def test_on_a_seat_that_can_add_is_asked_as_before():
    s = step(_round_end(ask=True, bea_hand=[(DENISE, P), (MARIANA, P)]), StopAdding(0))
    assert s.to_act == (1,)
    assert legal_actions(s, 1) == (AddCard(1, s.hands[1][0]), StopAdding(1))
    s = step(s, AddCard(1, s.hands[1][0]))
    assert [type(e) for e in s.events][:2] == [CardAdded, AddingDone]


def test_on_the_turn_goes_on_after_a_card_while_another_leading_artist_is_shown():
    """Ada shows TEC and Denise, both leading, and holds a TEC but no Denise: after her TEC
    her turn goes on (off, it ended at once and told the table she held no Denise)."""
    def after_her_tec(ask):
        s = position(config(3, ask_every_holder=ask, first_player=2),
                     hands=[[(TEC, P), (TEC, P), (MARIANA, P)], [(MARIANA, P)] * 2,
                            [(MARIANA, P)] * 2],
                     displays=[[(TEC, P)] * 4 + [(DENISE, P)], [], []], influence=(TEC, P),
                     first_player=2, turn=0)
        s = step(s, PlayCard(0, s.hands[0][0]))
        assert s.to_act == (0,)
        return step(s, AddCard(0, s.hands[0][0]))
    off = after_her_tec(False)
    assert events_of(off, AddingDone)[0] == AddingDone(0, 1, ended="none_left")
    on = after_her_tec(True)
    assert on.phase == ADDING and on.to_act == (0,) and not events_of(on, AddingDone)
    assert legal_actions(on, 0) == (StopAdding(0),)
    with pytest.raises(CardNotPlayable) as refused:
        apply(on, AddCard(0, on.hands[0][0]))
    assert str(refused.value) == f"{_name(MARIANA)} is not a leading artist this round."
    assert why_nothing_to_add(on.leading, on.displays[0], on.hands[0], "classic",
                              on.added[0]) == f"You have no card of {_name(DENISE)} in hand to add."
    assert events_of(step(on, StopAdding(0)), AddingDone)[0] == AddingDone(0, 1,
                                                                           ended="stopped")


def _face_up(ask: bool, other=(MARIANA, P)):
    s = position(config(3, ask_every_holder=ask),
                 hands=[[(TEC, SECOND_FACE_UP), other], [(DENISE, P)], [(DENISE, P)]],
                 influence=(NICOLAS, P))
    return step(s, PlayCard(0, s.hands[0][0]))


def test_a_void_second_card_face_up_is_skipped_off_and_offered_on():
    off = _face_up(ask=False)
    assert events_of(off, EffectVoid) and off.phase == PLAY and off.to_act == (1,)
    on = _face_up(ask=True)
    assert on.phase == EFFECT and on.to_act == (0,) and events_of(on, EffectOffered)
    assert not events_of(on, EffectVoid)
    assert legal_actions(on, 0) == (DeclineEffect(0),)
    with pytest.raises(CardNotPlayable) as refused:
        apply(on, PlayFaceUp(0, on.hands[0][0]))
    assert str(refused.value) == \
        f"The second face-up card must be by {_name(TEC)}, not {_name(MARIANA)}."
    on = step(on, DeclineEffect(0))
    assert events_of(on, EffectDeclined) and on.to_act == (1,)
    # The log reads as for a player who held one and kept it.
    held = step(_face_up(ask=True, other=(TEC, P)), DeclineEffect(0))
    assert [str(narrate(e, on.config)) for e in on.events] == \
        [str(narrate(e, held.config)) for e in held.events]


def test_the_option_is_validated_and_saved_and_absent_in_old_files_is_off():
    with pytest.raises(ConfigError, match="ask_every_holder must be true or false"):
        default_config(3, ask_every_holder="yes")
    on = default_config(3, ask_every_holder=True)
    assert Config.from_json(json.loads(json.dumps(on.to_json()))) == on
    old = on.to_json()
    del old["ask_every_holder"]
    assert Config.from_json(old) == default_config(3)
    with pytest.raises(ConfigError):
        Config.from_json({**on.to_json(), "ask_every_holder": 1})


#: Random-bot games of seed 2026 + players, recorded before the option existed: the number
#: of moves, the final totals and the first 16 hex digits of the sha256 of the moves' JSON.
RECORDED = {2: (65, (74, 71), "9a1764cce5d2c69f"), 3: (81, (78, 77, 90), "4877ab824c9e3942"),
            4: (98, (70, 70, 82, 44), "4f2614ae4df7fcef"),
            5: (100, (67, 45, 49, 46, 62), "0acaa9bdfa361fc9")}


def _recorded_game(players: int, ask: bool):
    conf = default_config(players, ask_every_holder=ask)
    moves: list = []
    end, _n, violations, illegal = play_game(
        conf, 2026 + players, [make_bot("random", "card")] * players, check=True, game="card",
        on_action=lambda seat, action: moves.append(action))
    assert violations == illegal == 0
    digest = hashlib.sha256(json.dumps([action_to_json(a) for a in moves]).encode())
    return conf, moves, end, (len(moves), end.totals, digest.hexdigest()[:16])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_off_a_seeded_game_is_move_for_move_the_one_recorded_before_the_option(players):
    """The option's default changes nothing: a seeded game's moves and end are those
    recorded before it existed, and a save without the field loads off and replays them."""
    conf, moves, end, figures = _recorded_game(players, ask=False)
    assert figures == RECORDED[players]
    data = to_json(GameRecord(conf, 2026 + players, None, tuple(moves), game="card"))
    del data["config"]["ask_every_holder"]          # a save from before the option
    record, replayed = loads(json.dumps(data))
    assert record.config == conf and not record.config.ask_every_holder
    assert replayed == end


def test_on_the_same_seeds_ask_more_turns():
    """With the option on, the same seeds ask turns the engine skipped before."""
    longer = [_recorded_game(players, ask=True)[3][0] > RECORDED[players][0]
              for players in (2, 3, 4, 5)]
    assert any(longer)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_on_seeded_computer_games_answer_every_asked_turn(players):
    """Every level answers a turn with only "add no more" or "decline", legally."""
    conf = config(players, first_player=None, ask_every_holder=True)
    asked = []

    def seen(before, after):
        for seat in before.to_act:
            if legal_actions(before, seat) in ((StopAdding(seat),), (DeclineEffect(seat),)):
                asked.append(seat)
    for seed in range(3):
        levels = random.Random(seed).choices(["easy", "normal", "hard", "random"], k=players)
        end, _moves, violations, illegal = play_game(
            conf, seed, [make_bot(level, "card") for level in levels], check=True,
            on_step=seen, game="card")
        assert end.is_over and violations == illegal == 0
    assert asked


def test_the_simulator_plays_with_the_option_on(capsys):
    assert sim_main(["--game", "card", "--players", "3", "--games", "2",
                     "--ask-every-holder", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["violations"] == 0


def test_a_leading_artist_in_hand_but_not_in_the_display_is_told_as_the_reason():
    """Bea holds a TEC, which leads, but her display holds only a Denise (leading too): she
    may add nothing, and her words say why the TEC may not go in, not only that she lacks a
    Denise (a play-tester holding leading artists read only about the one they lacked)."""
    s = step(_round_end(ask=True, bea_hand=((TEC, P), (MARIANA, P))), StopAdding(0))
    assert s.to_act == (1,) and legal_actions(s, 1) == (StopAdding(1),)
    assert why_nothing_to_add(s.leading, s.displays[1], s.hands[1], "classic") == (
        f"You have no card of {_name(DENISE)} in hand to add; a leading artist that is not "
        "in your display gets no card.")
    plain = step(_round_end(ask=True), StopAdding(0))
    assert why_nothing_to_add(plain.leading, plain.displays[1], plain.hands[1], "classic") == \
        f"You have no card of {_name(DENISE)} in hand to add."
