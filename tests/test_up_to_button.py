"""The open auction's "Up to" button names a limit the player chose, never the smallest raise."""
from __future__ import annotations

import pygame
import pytest

from game import Bid
from scenes.session.settings import Settings
from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import Driver, spy_texts


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_up_to_offers_no_limit_until_the_player_types_one(size):
    """"Up to" read "Up to 3" beside "Bid 3" until an amount was typed: up to the smallest
    raise is that raise alone. It now reads "Up to…" until the box holds more; pressed then
    (or U), it bids nothing and says what it wants; with a limit typed it names it and bids."""
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant"))
    texts = spy_texts(ui)
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(20)})
    low = table.shown.high_bid + 1
    assert table.amount.value == str(low)
    button = ui.button("Up to")
    assert button.label == "Up to… (U)" and f"Up to {low} (U)" not in [
        getattr(w, "label", None) for w in table.widgets]
    before = len(table.match.actions)
    ui.press("Up to")
    ui.key(pygame.K_u)
    assert len(table.match.actions) == before                  # nothing bid
    said = f"Up to: type your highest bid, above {low} (your bid now)."
    assert said in texts and table.error == said            # on one line above the box
    assert table.amount.focused and table.amount.select_all    # the next digits replace it
    ui.type("25")
    assert table.amount.value == "25" and table.error == ""   # answered: the word goes
    assert button.label == "Up to 25 (U)"
    table.amount.set(str(low))
    assert button.label == "Up to… (U)"
    table.amount.set("25")
    ui.press("Up to")
    assert table.match.actions[before] == Bid(0, low) and table.match.raising(0) == 25


@pytest.mark.parametrize("size", [(1200, 675), (1280, 720), (1920, 1080)])
def test_what_up_to_asks_for_takes_one_line_over_the_amount_box_in_every_language(size):
    """The stand's word grows downwards from above the amount row: a second line ran into the
    amount box and its buttons."""
    from game.i18n import _
    from scenes.paint import wrapped_height
    from scenes.session.language import LANGUAGES
    from scenes.table.layout import table_layout
    from scenes.table.lot import error_box
    for language in LANGUAGES:
        ui = Driver(size, settings=Settings(language=language))
        said = _("Up to: type your highest bid, above {low} (your bid now).").format(low=199)
        for players in (3, 5):
            layout = table_layout(ui.ctx.size, players, 0, False)
            one_line = wrapped_height(ui.ctx, "Up to", 14, layout.controls.w, "bold")
            assert error_box(ui.ctx, layout, said).h == one_line, (language, players)


#: What "Up to" says in each language: that it bids (German "Bis…" alone read as "until…").
UP_TO_WORDS = {"en": ("Up to… (U)", "Up to 45 (U)"),
               "de": ("Bieten bis… (L)", "Biete bis 45 (L)"),
               "it": ("Offri fino a… (I)", "Offri fino a 45 (I)"),
               "zh_TW": ("出價至…（U）", "出價至45（U）")}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", sorted(UP_TO_WORDS))
def test_up_to_says_it_bids_for_you_in_every_language_and_keeps_its_key(language, size):
    """A German player read "Bis… (B)" as a riddle: "until…"? The button now says that it
    bids ("Bieten bis… (L)", "Biete bis 45 (L)", beside "Biete 45"), Italian "Offri fino a…"
    beside "Offri", Chinese "出價至…" beside "出價"; each keeps its language's key, and its
    words stay in the button, at 11 px or more at 1280×720."""
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                        language=language))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(20)})
    button = ui.button("Up to")
    shown = ui.ctx.text.shown
    drawn = []
    for amount, words in zip((None, "45"), UP_TO_WORDS[language]):
        if amount is not None:
            table.amount.set(amount)
            ui.frame(0.0)
        assert str(shown(button.label)) == words
        room, size_px = button.rect.w - ui.ctx.px(8), ui.ctx.px(button.size)
        while ui.ctx.text.size(button.label, size_px, "bold")[0] > room:
            size_px -= 1
        drawn.append(size_px)
    assert min(drawn) >= ui.ctx.px(11), drawn
    before = len(table.match.actions)
    letter = UP_TO_WORDS[language][0][-2]
    ui.key(pygame.key.key_code(letter.lower()), letter.lower())
    assert table.match.actions[before] == Bid(0, table.shown.high_bid) or table.match.raising(0)
