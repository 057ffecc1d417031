"""Italian writes a lower case after a colon, unless a proper name follows (a player's, an
artist's, the game's, a key's). The words put together from parts said it wrong: "Continua: Il
gioco di carte" (see test_card_saves_ui), "Prima volta: Asta aperta" over a first tip, and on
the Rules screen's "At this table" an option's sentence after its choice and a colon."""
from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from tests.ui_driver import Driver

from game import default_config
from game.i18n import _
from scenes.rules_table import table_section
from scenes.table.tips import TIP_TITLES
from tools.catalogs import po_path

#: Words that may follow a colon with a capital: names (the examples' players and the
#: artists), keys and the game's own name. (A label quoted, «Continua», keeps its capital.)
NAMES = {"Axel", "Beatrix", "Clemens", "Doris", "Jason", "Max", "Esc", "Lite", "Modern"}
AFTER_COLON = re.compile(r":\s+([A-ZÀ-Ý][\w’']*)")


@pytest.fixture(scope="module")
def italian():
    ui = Driver()
    ui.ctx.set_language("it")
    yield ui.ctx.text.shown
    ui.ctx.set_language("en")


def capitals_after_colons(text: str) -> list[str]:
    return [w for w in AFTER_COLON.findall(text) if w not in NAMES]


def test_no_italian_message_capitalises_after_a_colon():
    with open(po_path("it"), "rb") as f:
        catalog = read_po(f, locale="it")
    wrong = [m.string for m in catalog if m.id and isinstance(m.string, str)
             and capitals_after_colons(m.string)]
    assert wrong == []


def test_a_first_tips_heading_and_the_rules_options_are_not_capitalised_after_a_colon(italian):
    for title in TIP_TITLES.values():
        heading = italian(_("First time: {title}").format(title=title))
        assert capitals_after_colons(heading) == [], heading
    assert italian(_("First time: {title}").format(title=TIP_TITLES["open"])) == \
        "Asta aperta: la prima volta"
    _title, _icon, paragraphs = table_section(default_config())
    for para in paragraphs:
        assert capitals_after_colons(italian(para)) == [], italian(para)
