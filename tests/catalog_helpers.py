"""Reading a language's catalog in tests (not a test module itself)."""
from __future__ import annotations

from babel.messages.pofile import read_po

from scenes.session.language import catalog_path


def messages(code: str):
    """(msgid, msgstr) of every message of `code`'s catalog, a plural's forms joined by a
    space."""
    with open(catalog_path(code), "rb") as f:
        catalog = read_po(f)
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        yield " ".join(ids), " ".join(strings)
