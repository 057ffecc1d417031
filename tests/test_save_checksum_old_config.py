"""A card-game save made before the config gained `ask_every_holder` (which the config writes
always) failed its checksum and was set aside as "altered or damaged": the checksum was checked
against the record written again today, which has the new field. It is checked against the
file's own text now, so a save from before any such field loads, and an edited one still
does not."""
from __future__ import annotations

import json

import pytest

from game.card.config import default_config
from game.save import GameRecord, SaveError, dumps
from scenes.session.checksum import sealed
from scenes.session.storage import decode_save, encode_save


def _record(moves: int = 0) -> GameRecord:
    from game.card.engine import apply, legal_actions, new_game
    config = default_config(3)
    state, actions = new_game(config, 5), []
    for _ in range(moves):
        action = legal_actions(state, state.to_act[0])[0]
        state = apply(state, action)
        actions.append(action)
    return GameRecord(config, 5, actions=tuple(actions), game="card")


def _as_an_older_game_wrote_it(field: str) -> bytes:
    """The save's bytes as a game without the config's `field` wrote them: its text without
    the field, the checksum over that text."""
    text = dumps(_record(moves=4).with_meta({"saved_at": "2026-11-20T10:00:00+00:00"}))
    data = json.loads(text)
    assert field in data["config"]
    older = text.replace(f',"{field}":{json.dumps(data["config"][field])}', "")
    assert older != text and field not in older
    return sealed(older)


def test_a_card_save_from_before_ask_every_holder_loads():
    record, state = decode_save(_as_an_older_game_wrote_it("ask_every_holder"))
    assert len(record.actions) == 4 and not record.config.ask_every_holder
    assert state == decode_save(encode_save(_record(moves=4)))[1]


def test_an_edited_save_still_fails_its_checksum():
    data = _as_an_older_game_wrote_it("ask_every_holder").decode("utf-8")
    edited = data.replace('"seed":5', '"seed":6')
    assert edited != data
    with pytest.raises(SaveError, match="altered or damaged"):
        decode_save(edited.encode("utf-8"))
