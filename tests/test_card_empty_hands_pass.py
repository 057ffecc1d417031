"""At one screen a turn to add at scoring ends by itself only on what the whole table sees
(`Config.empty_hands_pass`, on for new games of two or more people): a seat with no card in
hand is passed over, as a seat whose display holds no leading artist, and one whose last card
was just added is done, as one that has added a card of each leading artist in its display.
A seat with cards in hand and a leading artist still without its added card is asked, whatever
its hand holds. Hand sizes are on every seat's row, so nothing of a hand leaks; before, a
person with an empty hand was handed the screen only to press "Done". A save without the field
goes on as it was played. Likewise a void second card face up is not offered to an empty
hand."""
from __future__ import annotations

import hashlib
import json
import re

import pytest

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.cards import NO_EFFECT, SECOND_FACE_UP
from game.card.config import Config, ConfigError, SeatConfig, at_one_screen, default_config
from game.card.events import AddingDone, EffectVoid
from game.card.position import position
from game.card.state import ADDING, EFFECT, PLAY
from game.save import record_of
from scenes.session.storage import CHECKSUM_KEY, GameStore, encode_save

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, config, events_of, random_playout, step

P = NO_EFFECT


def _round_end(passes: bool, ada_hand, bea_hand):
    """Ada (seat 0) plays the first card of `ada_hand`, a TEC that ends the round (four TEC in
    her display and the influence card); her display also holds a Denise, as Bea's does:
    Denise leads second. At one screen (every holder asked), with `passes` or without."""
    s = position(config(3, ask_every_holder=True, empty_hands_pass=passes, first_player=2),
                 hands=[list(ada_hand), list(bea_hand), [(MARIANA, P)] * 2],
                 displays=[[(TEC, P)] * 4 + [(DENISE, P)], [(DENISE, P)], []],
                 influence=(TEC, P), first_player=2, turn=0)
    return step(s, PlayCard(0, s.hands[0][0]))


def test_a_seat_with_an_empty_hand_is_passed_over_like_one_with_no_leading_artist():
    s = step(_round_end(True, [(TEC, P), (MARIANA, P)], []), StopAdding(0))
    assert [(e.seat, e.added) for e in events_of(s, AddingDone)] == [(0, 0), (1, 0), (2, 0)]
    assert s.phase != ADDING and s.round == 1


def test_without_the_field_an_empty_hand_is_asked_as_it_was():
    s = step(_round_end(False, [(TEC, P), (MARIANA, P)], []), StopAdding(0))
    assert s.phase == ADDING and s.to_act == (1,) and s.hands[1] == ()


def test_a_seat_with_cards_is_asked_whatever_its_hand_holds():
    s = step(_round_end(True, [(TEC, P), (MARIANA, P)], [(MARIANA, P)]), StopAdding(0))
    assert s.phase == ADDING and s.to_act == (1,)


def test_adding_the_last_card_of_ones_hand_ends_the_turn_by_itself():
    """Ada adds her last card, a TEC; the Denise in her display has none added, but her hand
    is empty: her turn ends, as everyone sees. Holding one more card, she is asked again."""
    s = _round_end(True, [(TEC, P), (TEC, P)], [(MARIANA, P)])
    assert s.to_act == (0,)
    done = step(s, AddCard(0, s.hands[0][0]))
    assert events_of(done, AddingDone) == [AddingDone(0, 1, empty_hand=True, ended="hand_empty")]
    assert done.to_act == (1,)
    before = _round_end(False, [(TEC, P), (TEC, P)], [(MARIANA, P)])
    assert step(before, AddCard(0, before.hands[0][0])).to_act == (0,)
    more = _round_end(True, [(TEC, P), (TEC, P), (MARIANA, P)], [(MARIANA, P)])
    assert step(more, AddCard(0, more.hands[0][0])).to_act == (0,)


def test_new_games_of_people_at_one_screen_have_it_and_a_file_without_it_does_not():
    people = at_one_screen(default_config(3, humans=2), 2)
    assert people.ask_every_holder and people.empty_hands_pass
    solo = at_one_screen(default_config(3, humans=1), 1)
    assert not solo.ask_every_holder and not solo.empty_hands_pass
    assert Config.from_json(json.loads(json.dumps(people.to_json()))) == people
    old = people.to_json()
    del old["empty_hands_pass"]
    assert Config.from_json(old) == default_config(3, humans=2, ask_every_holder=True)
    with pytest.raises(ConfigError, match="empty_hands_pass must be true or false"):
        Config.from_json({**people.to_json(), "empty_hands_pass": 1})


def _last_card_face_up(passes: bool, hand=((TEC, SECOND_FACE_UP),)):
    """Ada plays `hand`'s first card, a TEC whose effect is a second card face up; Bea and
    Cem still hold cards. At one screen, with `passes` or without."""
    s = position(config(3, ask_every_holder=True, empty_hands_pass=passes),
                 hands=[list(hand), [(DENISE, P)], [(DENISE, P)]], influence=(NICOLAS, P))
    return step(s, PlayCard(0, s.hands[0][0]))


def test_a_second_card_face_up_is_void_for_an_empty_hand():
    """Ada's last card asks for a second card face up: her hand is empty, as everyone sees,
    so the effect is void and the turn passes (before, she was asked only to decline). With
    a card left in hand, whatever it is, she is asked."""
    s = _last_card_face_up(True)
    assert events_of(s, EffectVoid) and s.phase == PLAY and s.to_act == (1,)
    assert _last_card_face_up(False).to_act == (0,)
    kept = _last_card_face_up(True, ((TEC, SECOND_FACE_UP), (MARIANA, P)))
    assert kept.phase == EFFECT and kept.to_act == (0,)


def test_a_save_written_before_the_field_still_loads(tmp_path):
    """A game at one screen saved before `empty_hands_pass` existed (its config without it,
    its checksum over the file as written then) loads, and goes on without it: the config is
    written again as it was read, for the checksum to hold."""
    seats = tuple(SeatConfig(n) for n in ("Ada", "Bea", "Cem"))
    conf = Config(seats=seats, first_player=0, ask_every_holder=True)
    states, actions = random_playout(seed=3, config_=conf, stop=lambda s: s.phase == ADDING)
    raw = encode_save(record_of(conf, 3, actions, game="card"), states[-1]).decode("utf-8")
    text = raw[:raw.rindex(f',"{CHECKSUM_KEY}"')] + "}}"
    old = re.sub(r',\s*"empty_hands_pass":\s*false', "", text)
    assert "empty_hands_pass" not in old
    path = tmp_path / "autosave.json"
    digest = hashlib.sha256(old.encode("utf-8")).hexdigest()
    path.write_text(old[:-2] + f',"{CHECKSUM_KEY}":"{digest}"}}}}', encoding="utf-8")
    loaded = GameStore(tmp_path, background=False)._load(path)
    assert loaded.state == states[-1] and not loaded.record.config.empty_hands_pass
