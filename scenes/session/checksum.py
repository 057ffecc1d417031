"""The checksum of a save file: a SHA-256 of the file's own text as written, kept as the last
key of its `meta`, so that a damaged or edited file is caught.

The text is checked as it stands in the file, not as the game would write the same record
today: a field added to a game's config since (the card game's `ask_every_holder`, written
always, and `empty_hands_pass`) changes how a record is written again, and a save made before
it must still load (checked against the engine's writing too, for files the engine wrote in
another layout)."""
from __future__ import annotations

import hashlib

from game.save import GameRecord, dumps

#: The key of the checksum in a save's meta.
CHECKSUM_KEY = "checksum"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sealed(text: str) -> bytes:
    """The file's bytes: the engine's `text` with its checksum as meta's last key. The checksum
    covers the file as it would be without it; since meta is the last field, adding it is a
    splice before the two closing braces (the tests check this equals the engine's own
    `dumps`), which spares a second serialisation."""
    assert text.endswith("}}")
    return (text[:-2] + f',"{CHECKSUM_KEY}":"{digest(text)}"}}}}').encode("utf-8")


def holds(data: bytes | str, record: GameRecord, expected: str) -> bool:
    """Whether `expected`, the checksum read from the file `data` (which gave `record`), is the
    file's own: over its text as written, or over the record as the engine writes it now."""
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    tail = f',"{CHECKSUM_KEY}":"{expected}"}}}}'
    if text.endswith(tail) and digest(text[:-len(tail)] + "}}") == expected:
        return True
    meta = {k: v for k, v in record.meta.items() if k != CHECKSUM_KEY}
    return digest(dumps(record.with_meta(meta))) == expected
