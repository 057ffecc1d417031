"""Words a newcomer stumbled on playing in Italian and German (the card game's helps, its log,
the table's strings): a refused card's reason as its own sentence, the award's worth in natural
German, the log's tokens said in words, and Italian that reads right."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.engine import MUST_ADD_SECOND
from game.i18n import _
from scenes.session.language import words_for

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "de", "it", "zh_TW")


def _catalog(code: str):
    with open(ROOT / "assets" / "locale" / code / "LC_MESSAGES" / "modern_art.po", "rb") as f:
        return read_po(f)


def _said(code: str, msgid: str, context: str | None = None) -> str:
    """The translation of `msgid` in `code`'s catalog."""
    found = _catalog(code).get(msgid, context=context)
    assert found is not None and found.string, (code, msgid)
    return found.string


@pytest.mark.parametrize("code", LANGS)
def test_a_refused_cards_reason_is_its_own_sentence(code):
    """'Non ora: Nella variante …' put a capital after a colon: the rules' reason, a sentence
    that starts with a capital, now follows a full stop in every language."""
    reason = MUST_ADD_SECOND
    said = words_for(code).text(_("Not now. {reason}").format(reason=reason))
    shown = words_for(code).text(reason)
    assert said.endswith(shown) and shown[:1].isupper() or code == "zh_TW", said
    before = said[:-len(shown)].rstrip()
    assert before[-1] in ".。", said
    assert ":" not in before and "：" not in before, said
