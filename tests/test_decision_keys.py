"""Every decision key follows the language: German "Karte ziehen (D)" and Italian "Offri fino
a… (U)" named the English words' letters. Each translation now names each button's letter
(keys.py, in the catalogs); the buttons a decision shows together, as the real tables build
them, never share a key nor take the table's own (its language's keys for hiding the screen,
fast-forward and "Got it", Ctrl+Z, Ctrl+Q, Esc, Enter, Space, the digits of an amount), in every
language; the face shows the key that answers; the Rules
list the language's keys."""
from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from tests.test_card_table import card_match
from tests.test_dummy_reveal_words import reveal_prompt
from tests.test_first_evening import RaiseBot, open_turn
from tests.test_forced_pass_ui import BidsOnce, _PriceBot, ada_table
from tests.ui_driver import FAST, Driver

from game import AmountRange, Bid, Buy, DeclineSecondCard, Pass, RevealDummy
from game.card.actions import (AddCard, DeclineEffect, DrawCard, PlaceAward, PlayCard,
                               StopAdding)
from game.card.cards import DECK, DRAW
from game.cards import FIXED_PRICE
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING)
from scenes.card_rules_text import card_sections
from scenes.rules_text import SECTIONS
from scenes.table.card_controls import build_buttons
from scenes.table.controls import BackIn, Controls
from scenes.table.keys import (GROUPS, KEY_NAMES, TABLE_KEY_NAMES, group_keys, table_keys,
                               table_letters)

LANGUAGES = ["en", "de", "it", "zh_TW"]

#: The keys every table answers to beside a decision's buttons, its own letters aside (the
#: language's, `global_keys`): the keys of the focus ring and the amount box, and the digits
#: typed into it.
FIXED_KEYS = ({pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                  pygame.K_TAB, pygame.K_F11, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
                  pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END,
                  pygame.K_BACKSPACE, pygame.K_DELETE}
               | set(range(pygame.K_0, pygame.K_9 + 1))
               | set(range(pygame.K_KP0, pygame.K_KP9 + 1)))

#: The auction's decisions with keyed buttons, as Controls builds them from legal options.
AUCTION = {
    OPEN_BIDDING: (AmountRange(Bid, 0, 3, 100), Pass(0)),
    ONCE_AROUND_BIDDING: (AmountRange(Bid, 0, 3, 100), Pass(0)),
    FIXED_OFFER: (Buy(0), Pass(0)),
    DOUBLE_OFFER: (DeclineSecondCard(0),),
    DUMMY_REVEAL: (RevealDummy(0, True), RevealDummy(0, False)),
}

#: The card game's decisions with buttons, as build_buttons builds them from legal options.
CARDS = (
    (DrawCard(0), DeclineEffect(0)),
    tuple(PlaceAward(0, a) for a in range(5)) + (DeclineEffect(0),),
    (DeclineEffect(0),),
    (StopAdding(0),),
)


def _hotkeys(buttons) -> list[int]:
    return [b.hotkey for b in buttons if getattr(b, "hotkey", None) is not None and b.visible]


def _shown_groups(ui: Driver) -> list[list[int]]:
    """The hotkeys of each group of buttons a decision shows together, as built."""
    area = pygame.Rect(ui.ctx.px(380), ui.ctx.px(420), ui.ctx.px(600), ui.ctx.px(110))
    groups = []
    for phase, legal in AUCTION.items():
        controls = Controls(lambda a: None, lambda s: None, lambda: False,
                            step_out=lambda seat: None, up_to=lambda seat, most: None)
        view = SimpleNamespace(phase=phase, lot=(), high_bid=0, price=60, seat=0)
        controls.build(ui.ctx, view, legal, area)
        groups.append(_hotkeys(controls.widgets))
    groups.append([BackIn(SimpleNamespace(raising=lambda s: None, is_out=lambda s: True),
                          ui.ctx).button.hotkey])
    for legal in CARDS:
        groups.append(_hotkeys(build_buttons(legal, "classic", area, ui.ctx.px,
                                             lambda a: None, ui.ctx.text.shown)))
    adding = build_buttons((AddCard(0, DECK[0]), StopAdding(0)), "classic", area, ui.ctx.px,
                           lambda a: None, ui.ctx.text.shown)
    groups.append(_hotkeys(adding))
    return groups


def global_keys(shown) -> set[int]:
    """Every key a table answers to beside a decision's buttons in the language `shown`."""
    return {getattr(pygame, f"K_{c.lower()}") for c in table_letters(shown)} | FIXED_KEYS


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_keys_a_decision_shows_together_never_clash(language):
    ui = Driver(settings=replace(FAST, language=language))
    groups = _shown_groups(ui)
    assert [len(g) for g in groups] == [3, 1, 2, 1, 2, 1, 2, 1, 1, 1, 1]
    own = global_keys(ui.ctx.text.shown)
    for keys in groups:
        assert len(set(keys)) == len(keys), (language, keys)
        assert not set(keys) & own, (language, [pygame.key.name(k) for k in keys])
        assert all(pygame.K_a <= k <= pygame.K_z for k in keys)


def test_the_tables_own_letters_are_the_ones_kept_from_the_decisions():
    """The tip's "Got it" answers to T, and the table's H and F are its own, in English: the
    table's letters, with Ctrl's Z and Q."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.tip_button.hotkey == pygame.K_t == table.own_keys()["tip"][0]
    assert table_letters(ui.ctx.text.shown) == {"H", "F", "T", "Z", "Q"}


@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_each_translators_letter_stands_in_every_group(language):
    """The catalogs' letters are all used as given: none falls back for a clash (Chinese,
    with no letters of its own, names the English ones), the table's own keys' neither."""
    ui = Driver(settings=replace(FAST, language=language))
    own = table_keys(ui.ctx.text.shown)
    for name, (word, english) in TABLE_KEY_NAMES.items():
        given = str(ui.ctx.text.shown(word))
        assert own[name][1] == given, (language, name)
        assert given not in "ZQ" and (given == english or language != "zh_TW")
    assert len({letter for _k, letter in own.values()}) == len(own)
    for group, names in GROUPS.items():
        keys = group_keys(ui.ctx.text.shown, group)
        for name in names:
            word, english = KEY_NAMES[name]
            given = str(ui.ctx.text.shown(word))
            assert keys[name][1] == given, (language, group, name)
            if language == "zh_TW":
                assert given == english


def test_letters_that_clash_fall_back_to_letters_still_free():
    """A catalog giving every key the same letter, or the table's own, still yields keys that
    never clash in any group: the English letter, else the first letter free."""
    for said in ("A", "H", "ß", "P"):
        for group in GROUPS:
            letters = [letter for _k, letter in group_keys(lambda w: said, group).values()]
            assert len(set(letters)) == len(letters)
            assert not set(letters) & table_letters(lambda w: said)
    keys = group_keys(lambda w: "O" if str(w) in ("P", "O") else str(w), "open")
    assert [letter for _k, letter in keys.values()] == ["O", "A", "U"]


GERMAN_FACES = {FIXED_OFFER: ["Für 60 kaufen (K)", "Passen (P)"],
                DUMMY_REVEAL: ["Aufdecken (A)", "Verdeckt lassen (L)"],
                DOUBLE_OFFER: ["Nichts dazulegen (N)"],
                OPEN_BIDDING: ["Bieten bis… (L)", "Passen (P)", "Aussteigen (A)"]}


def test_german_faces_name_german_letters():
    ui = Driver(settings=replace(FAST, language="de"))
    area = pygame.Rect(ui.ctx.px(380), ui.ctx.px(420), ui.ctx.px(600), ui.ctx.px(110))
    for phase, faces in GERMAN_FACES.items():
        controls = Controls(lambda a: None, lambda s: None, lambda: False,
                            step_out=lambda seat: None, up_to=lambda seat, most: None)
        view = SimpleNamespace(phase=phase, lot=(), high_bid=0, price=60, seat=0)
        controls.build(ui.ctx, view, AUCTION[phase], area)
        shown = [str(ui.ctx.text.shown(w.label)) for w in controls.widgets
                 if getattr(w, "hotkey", None) is not None]
        assert shown == faces, shown
    cards = build_buttons(CARDS[0], "classic", area, ui.ctx.px, lambda a: None,
                          ui.ctx.text.shown)
    assert [str(ui.ctx.text.shown(b.label)) for b in cards] == [
        "Karte ziehen (K)", "Effekt ablehnen (A)"]
    assert str(ui.ctx.text.shown(cards[0].tooltip)).endswith("(K)")


def _german() -> Driver:
    return Driver(settings=replace(FAST, language="de"))


def test_german_buys_at_a_fixed_price_with_k_not_b():
    ui = _german()
    table = ada_table(ui, FIXED_PRICE, (100, 100, 100), {1: _PriceBot(30), 2: BidsOnce(0)},
                      first=1)
    ui.frame(0.05, n=40)
    assert table.human_turn() and table.shown.phase == FIXED_OFFER
    buy = ui.button("Buy for")
    assert str(ui.ctx.text.shown(buy.label)) == "Für 30 kaufen (K)"
    assert str(ui.ctx.text.shown(buy.tooltip)).endswith("(K)")
    before = len(table.match.actions)
    ui.key(pygame.K_b, "b")                       # the English letter does nothing
    assert len(table.match.actions) == before
    ui.key(pygame.K_k, "k")
    assert table.match.actions[before] == Buy(0)


def test_german_keeps_the_dummy_card_hidden_with_l():
    """Verdeckt lassen answers to L: its V is the table's Vorspulen (fast-forward)."""
    ui = _german()
    table = reveal_prompt(ui, "auctioneer")
    keep = ui.button("Keep it hidden")
    assert str(ui.ctx.text.shown(keep.label)) == "Verdeckt lassen (L)"
    before = len(table.match.actions)
    ui.key(pygame.K_k, "k")                       # English K: nothing
    assert len(table.match.actions) == before
    ui.key(pygame.K_l, "l")
    assert table.match.actions[before] == RevealDummy(0, False)


def test_german_open_auction_keys_and_ctrl_a_in_the_amount_box():
    """Aussteigen answers to A, yet Ctrl+A in the amount box selects the amount (the box
    hears it first) and the digits typed go into the box, never to a button."""
    ui = _german()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    before = len(table.match.actions)
    ui.post(pygame.KEYDOWN, key=pygame.K_a, unicode="\x01", mod=pygame.KMOD_CTRL, scancode=0)
    ui.frame(0.0)
    assert not table.match.is_out(0) and table.amount.select_all
    ui.type("42")
    assert table.amount.value == "42" and len(table.match.actions) == before
    ui.key(pygame.K_a, "a")
    assert table.match.is_out(0)


def test_german_draws_a_card_with_k_at_the_card_table():
    import random
    from game.card.cards import NO_EFFECT, stacked_deck
    from game.card.config import Config as CardConfig, SeatConfig as CardSeat
    from scenes.session.match import Match
    ui = _german()
    seats = (CardSeat("Ada", "human"), CardSeat("Beatrix", "bot", "random"),
             CardSeat("Clemens", "bot", "random"))
    match = Match(CardConfig(seats=seats, first_player=0), 3,
                  deck=stacked_deck((0, DRAW), (1, NO_EFFECT)), thinking_seconds=0.0,
                  rng=random.Random(3))
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_: None)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    draw_card = next(c for c in match.state.hands[0] if c.effect == DRAW)
    assert match.submit(PlayCard(0, draw_card)) is None
    ui.frame(0.05, n=40)
    assert table.human_turn() and any(isinstance(a, DrawCard) for a in match.legal_for(0))
    faces = [str(ui.ctx.text.shown(b.label)) for b in table.buttons]
    assert faces == ["Karte ziehen (K)", "Effekt ablehnen (A)"], faces
    before = len(match.actions)
    ui.key(pygame.K_d, "d")                       # the English D does nothing
    assert len(match.actions) == before
    ui.key(pygame.K_k, "k")
    assert isinstance(match.actions[before], DrawCard)


def _paragraph(ui: Driver, sections, start: str) -> str:
    shown = [str(ui.ctx.text.shown(p)) for _t, _i, paras in sections for p in paras]
    return next(p for p in shown if p.startswith(start))


@pytest.mark.parametrize("language, auction, cards", [
    ("en", "The decisions' buttons answer to their keys too: Pass (P), Out of this lot (O), "
           "Up to… (U), Back in this lot (O), Buy (B), Add nothing (N), Reveal it (R) and Keep "
           "it hidden (K).",
     "The decisions' buttons answer to their keys too: Draw a card (D), Decline the effect "
     "(N) and Done (N)."),
    ("de", "Auch die Knöpfe der Entscheidungen haben ihre Tasten: Passen (P), Aussteigen (A), "
           "Bieten bis… (L), Wieder mitbieten (A), Kaufen (K), Nichts dazulegen (N), Aufdecken "
           "(A) und Verdeckt lassen (L).",
     "Auch die Knöpfe der Entscheidungen haben ihre Tasten: Karte ziehen (K), Effekt ablehnen "
     "(A) und Fertig (E)."),
    ("it", "Anche i pulsanti delle decisioni hanno il loro tasto: Passa (P), Esci dal lotto (E), "
           "Offri fino a… (I), Rientra nel lotto (E), Compra (C), Non aggiungere (N), Girala (G) "
           "e Tienila coperta (C).",
     "Anche i pulsanti delle decisioni hanno il loro tasto: Pesca una carta (P), Rinuncia "
     "all'effetto (R) e Fatto (A)."),
])
def test_the_rules_list_the_languages_keys(language, auction, cards):
    ui = Driver(settings=replace(FAST, language=language))
    assert _paragraph(ui, SECTIONS, auction[:20]) == auction
    assert _paragraph(ui, card_sections("classic"), cards[:20]) == cards
