"""The card table by the keyboard alone (an Italian play-tester's evening, 3 players at
1280x720): Tab reaches the hand, the keys of the buttons are named where a player looks, the
adding at scoring starts on a card that may be added, and a crowded hand keeps its names."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match
from tests.test_hotseat_keyboard import tab
from tests.ui_driver import Driver

from game.card.actions import PlayCard
from game.card.state import PLAY
from scenes.card_art import effect_tip
from scenes.table.card_controls import card_choices
from scenes.table.card_hand import drawn_at
from scenes.table.card_keys import HandCard
from scenes.table.hover import card_help


def play_turn(ui: Driver, seed: int = 4):
    """Ada (human) against two random computers, at her turn to play a card, the pointer on
    the felt away from every card and button."""
    match, table, _over = card_match(ui, humans=1, bots=2, seed=seed)
    while not (table.human_turn() and table.shown.phase == PLAY):
        ui.frame(0.05)
    away = (table.layout.hand.x, table.layout.hand.y - ui.ctx.px(4))
    ui.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    return match, table


def ringed_cards(ui: Driver, table, shift: bool = False) -> list:
    """Tab (or Shift+Tab) once round the table's ring: the hand cards it rests on, in order."""
    seen, cards = [], []
    tab(ui, shift)
    while table.focus.current not in seen:
        seen.append(table.focus.current)
        if isinstance(table.focus.current, HandCard):
            cards.append(table.focus.current.card)
        tab(ui, shift)
    return cards


def test_tab_reaches_every_card_that_may_be_played_and_enter_plays_the_ringed_one():
    """Tab rang only "Got it" and "Hide my screen": the hand was reached by Left / Right
    alone, and nothing on screen said so. The ring now goes along the cards that may be
    played, in the hand's order (Shift+Tab the other way), the ringed card is the hand's
    focus, explained by the card, and Enter plays it as a click does."""
    ui = Driver()
    match, table = play_turn(ui)
    hand = [c for c, _r in table.hand_rects()]
    assert ringed_cards(ui, table) == hand
    assert ringed_cards(ui, table, shift=True) == hand[::-1]
    for _ in range(40):
        if getattr(table.focus.current, "card", None) == hand[2]:
            break
        tab(ui)
    assert table.focus.shown and table.hand_focus == 2
    tip, about = card_help(table, True)
    # By the card as drawn: raised, at its place's left edge.
    assert about == drawn_at(table, hand[2], table.hand_rects()[2][1]) \
        and about.x == table.hand_rects()[2][1].x and effect_tip(hand[2].effect) in tip
    before = len(match.actions)
    ui.key(pygame.K_RETURN)
    assert match.actions[before] == PlayCard(0, hand[2])


def test_space_plays_the_ringed_card_and_the_arrows_go_on_from_it():
    ui = Driver()
    match, table = play_turn(ui)
    hand = [c for c, _r in table.hand_rects()]
    tab(ui)
    assert table.focus.current.card == hand[0] and table.hand_focus == 0
    ui.key(pygame.K_RIGHT)                  # the arrows take the ring's card one on
    assert table.hand_focus == 1 and not table.focus.shown
    tab(ui)                                  # ... and Tab shows the ring where they rest
    assert table.focus.shown and table.focus.current.card == hand[1]
    tab(ui)
    assert table.hand_focus == 2
    before = len(match.actions)
    ui.key(pygame.K_SPACE, " ")
    assert match.actions[before] == PlayCard(0, hand[2])


def test_the_ringed_card_is_lifted_as_a_card_under_the_pointer_is(monkeypatch):
    """The card the keys rest on was ringed in place, not lifted like the one under the
    pointer: the felt just above its ring (the help drawn nowhere) now shows the lifted card."""
    from scenes import ui as scene_ui
    monkeypatch.setattr(scene_ui, "draw_tooltip", lambda *args, **kwargs: None)
    ui = Driver()
    _match, table = play_turn(ui)
    card, rect = table.hand_rects()[3]
    px = ui.ctx.px
    # A card that may be played stands px(8) up; its ring lies px(2) around it.
    spot = (rect.x + px(6), rect.y - px(8) - px(2) - 2)
    ui.frame(0.0)
    felt = ui.screen.get_at(spot)
    for _ in range(40):
        if getattr(table.focus.current, "card", None) == card:
            break
        tab(ui)
    ui.frame(0.0)
    assert table.hand_focus == 3 and ui.screen.get_at(spot) != felt


def test_the_ring_stops_only_at_the_cards_the_engine_offers():
    """A decision on some cards only (a second card face up of the same artist, say): the
    ring goes along those cards, not the veiled ones."""
    from tests.test_card_table import to_decision_on_some_cards
    ui = Driver()
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    offered = to_decision_on_some_cards(ui, match, table)
    want = [c for c, _r in table.hand_rects() if c.id in offered]
    assert ringed_cards(ui, table) == want


def adding_with_a_veiled_card_first(ui: Driver):
    """Ada at a scoring, asked to add a card, the first card of her hand one she may not add."""
    from tests.test_card_table import to_scoring_choice
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    offered = to_scoring_choice(ui, match, table, lambda offered: any(
        c.id not in offered for c, _r in table.hand_rects()[:1]))
    return match, table, offered


def test_at_scoring_enter_adds_the_first_card_that_may_be_added_without_an_arrow():
    """At the adding the keys rested nowhere: Enter did nothing until an arrow was pressed,
    and the first arrow rested on a veiled card. The focus now starts on the first card that
    may be added, explained by the card, and Enter adds it."""
    from game.card.actions import AddCard
    ui = Driver()
    match, table, offered = adding_with_a_veiled_card_first(ui)
    first = next(i for i, (c, _r) in enumerate(table.hand_rects()) if c.id in offered)
    assert first > 0 and table.hand_focus == first
    card = table.hand_rects()[first][0]
    place = table.hand_rects()[first][1]
    assert card_help(table, True)[1] == drawn_at(table, card, place) \
        and card_help(table, True)[1].x == place.x
    before = len(match.actions)
    ui.key(pygame.K_RETURN)
    assert match.actions[before] == AddCard(0, card)


def test_at_scoring_the_arrows_skip_the_cards_that_may_not_be_added():
    ui = Driver()
    match, table, offered = adding_with_a_veiled_card_first(ui)
    rested = []
    for key in [pygame.K_RIGHT] * (len(offered) + 1) + [pygame.K_LEFT] * (len(offered) + 1):
        ui.key(key)
        rested.append(table.hand_rects()[table.hand_focus][0].id)
    assert set(rested) == set(offered)


def labels_keyed(buttons) -> list[str]:
    """The words of the shown buttons with a letter key that do not name it on their face."""
    missing = []
    for b in buttons:
        key = getattr(b, "hotkey", None)
        if b.visible and key is not None and pygame.K_a <= key <= pygame.K_z:
            letter = pygame.key.name(key).upper()
            if f"({letter})" not in b.label and f"\uff08{letter}\uff09" not in b.label:
                missing.append(b.label)
    return missing


def face_letter(label: str) -> str:
    """The key a button's face names: the letter in its last brackets, "(N)" or "（N）"."""
    return label.rstrip(")\uff09")[-1]


def fits(ui: Driver, buttons) -> list[str]:
    """The words of the buttons that their face cannot hold at their size (shrunk to fit)."""
    return [b.label for b in buttons
            if ui.ctx.text.size(b.label, ui.ctx.px(b.size), "bold")[0] > b.rect.w - ui.ctx.px(8)]


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_buttons_with_a_key_name_it_on_their_face_and_fit(language):
    """D draws and N declines or adds no more, but only the buttons' helps said so ("(D)"),
    and the footer named Esc, F and Space: a newcomer never met them. Each such button now
    names its key on its face, whole at 1280x720 in every language (not shrunk to fit), and
    the key does what the face says."""
    from dataclasses import replace
    from game.card.actions import DeclineEffect, DrawCard, StopAdding
    from scenes.table.card_controls import build_buttons
    from tests.ui_driver import FAST
    ui = Driver(settings=replace(FAST, language=language))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    seen: set = set()
    for _ in range(20000):
        ui.frame(0.05)
        if not table.human_turn():
            continue
        legal = match.legal_for(0)
        kinds = {type(a) for a in legal} & {DeclineEffect, StopAdding}
        if kinds - seen:
            seen |= kinds
            assert table.buttons and not labels_keyed(table.buttons)
            assert not fits(ui, table.buttons)
            before = len(match.actions)
            letter = face_letter(next(b for b in table.buttons if b.style == "quiet"
                                      or len(table.buttons) == 1).label)
            ui.key(pygame.key.key_code(letter.lower()), letter.lower())   # the face's key
            assert isinstance(match.actions[before], (DeclineEffect, StopAdding))
        elif not match.is_over:
            assert match.submit(list(legal)[-1]) is None
        if seen == {DeclineEffect, StopAdding} or match.is_over:
            break
    assert seen == {DeclineEffect, StopAdding}
    # Draw's button, as the table builds it for a draw card's effect.
    draw = build_buttons((DrawCard(0), DeclineEffect(0)), "classic", table.layout.controls,
                         ui.ctx.px, lambda action: None, ui.ctx.text.shown)
    assert not labels_keyed(draw) and not fits(ui, draw)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_covered_hand_card_shows_no_name_cut_short_at_its_foot(size):
    """Thirteen cards at 1280x720: each covered card's foot band showed its artist's name cut
    by the next card ("Chris", "Karl Gitte", "Yo"). The name reads whole down the card's
    visible edge; the foot band of a covered card is now its artist's colour alone, but for
    the effect's badge in its left corner, where every hand card has it."""
    ui = Driver(size)
    _match, table = play_turn(ui)
    from scenes.card_art import name_band
    from scenes.table.card_hand import BADGE_MOST
    pairs = table.hand_rects()
    assert len(pairs) == 13
    for i, (card, rect) in enumerate(pairs[:-1]):
        strip = pairs[i + 1][1].x - rect.x
        face = table.hand_face(card, rect.w, strip)
        margin, band = name_band(rect.w)
        colour = ui.ctx.art.artist_colour(card.artist)
        y = face.get_height() - margin - band // 2
        # An effect's badge stands in the band's left corner (`card_hand.covered_face`):
        # past it, and on a card without one all along, the band is its colour alone.
        start = margin + 1 if card.effect == "none" else ui.ctx.px(4 + BADGE_MOST) + 1
        row = {tuple(face.get_at((x, y))[:3]) for x in range(start, strip)}
        assert row == {tuple(colour[:3])}, (i, card)


def key_rings(monkeypatch, table) -> list:
    """The keyboard's rings drawn around hand cards from now on (rects), as a spy records them."""
    from scenes import ui as scene_ui
    rings: list = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if colour == scene_ui.CLARET_LIGHT and table.layout.hand.colliderect(rect):
            rings.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    return rings


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_keyboard_s_ring_on_a_hand_card_shows_only_once_the_keys_move_in_the_hand(
        monkeypatch, size):
    """A player of the mouse saw a red ring on one card of the hand at scoring and could not
    say what it meant: the keyboard's, on the first card that may be added (where Enter adds).
    It shows once the arrows move in the hand, and goes when the mouse is on the hand again;
    Enter still adds the card the keys rest on."""
    from game.card.actions import AddCard
    ui = Driver(size)
    match, table, offered = adding_with_a_veiled_card_first(ui)
    rings = key_rings(monkeypatch, table)
    pairs = table.hand_rects()
    first = next(i for i, (c, _r) in enumerate(pairs) if c.id in offered)
    ui.post(pygame.MOUSEMOTION, pos=(pairs[0][1].x + 4, pairs[0][1].centery), rel=(0, 0),
            buttons=(0, 0, 0))
    ui.post(pygame.MOUSEMOTION, pos=(table.layout.hand.x, table.layout.hand.y - ui.ctx.px(4)),
            rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05, n=3)
    assert table.hand_focus == first and rings == []       # the mouse alone: no ring
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_LEFT)
    rings.clear()
    ui.frame(0.0)
    card, rect = table.hand_rects()[table.hand_focus]
    assert table.hand_focus == first and rings and rings[-1].centerx == rect.centerx
    # The mouse back on the hand: the ring goes, Enter still adds the card the keys chose.
    ui.post(pygame.MOUSEMOTION, pos=(pairs[-1][1].right - 4, pairs[-1][1].centery),
            rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    rings.clear()
    ui.frame(0.0)
    assert rings == []
    before = len(match.actions)
    ui.key(pygame.K_RETURN)
    assert match.actions[before] == AddCard(0, card)


def test_a_player_of_the_keys_keeps_the_ring_into_the_next_decision(monkeypatch):
    """A player who walked the hand by the arrows at the turn to play finds the ring at the
    adding at scoring on the first card that may be added, as before."""
    from tests.test_card_table import to_scoring_choice
    ui = Driver()
    match, table = play_turn(ui)
    ui.key(pygame.K_RIGHT)
    to_scoring_choice(ui, match, table, lambda offered: True)
    rings = key_rings(monkeypatch, table)
    ui.frame(0.0)
    rect = table.hand_rects()[table.hand_focus][1]
    assert rings and rings[-1].centerx == rect.centerx
