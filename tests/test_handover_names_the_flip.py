"""The hand-over after a card turned face up names that card (scenes/handover_words.py
`flip_words`): a play-tester handed the screen after the dummy card turned up met "Beatrix:
your turn to auction a painting" and nothing of the Yoko now counting; one handed it for a lot
was not told who had put it up. Under the table's facts, after what the table watched (the
last sale), the hand-over now says each card turned up since, in the past: "Ada played Lite
Metal (fixed price).", "Ada turned up Yoko from the dummy hand.", "A dummy deck turned up
Yoko."
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.test_handover_dummy_and_fixed import DECK_TOP, _handed, _price_set, _table
from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver, frame_words, record_texts

from game import Pass
from game.cards import DECK, OPEN, artist_name
from game.events import CardPlayed, DummyRevealed, Sold
from game.config import THREE_WITH_DUMMY, TWO_PLAYER
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.privacy import FLIPS_NAMED, Flip, Moment, flips_since


def test_the_card_that_starts_the_lot_is_named_to_the_next_person():
    ui, match, table = _table()
    bea = _price_set(ui, match, table)
    assert [str(w) for w in bea.past_said()] == ["Ada played Lite Metal (fixed price)."]
    assert "Ada played Lite Metal (fixed price)." in frame_words(ui)


def test_the_dummy_card_turned_up_is_named_to_the_next_auctioneer():
    """Ada, made to buy her own lot, is told the sale on her hand-over (the card that started
    the lot is that sale's: not named again); she turns up the dummy card there; Beatrix,
    next to auction, is told the card."""
    ui, match, table = _table()
    _price_set(ui, match, table)
    for _ in range(2):
        ui.key(pygame.K_p, "p")
        ada = _handed(ui)
    assert [str(w) for w in ada.past_said()] == [
        "Before this: the previous lot went to Ada for 5."]
    ui.key(pygame.K_r, "r")
    bea = _handed(ui)
    said = "Ada turned up Yoko from the dummy hand."
    assert bea.seat == 1 and [str(w) for w in bea.past_said()] == [said]
    assert said in frame_words(ui)
    # Beatrix sat down: the next person is told only what comes after.
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.flips == () and table.seen is None


def test_the_sale_and_two_cards_turned_up_fit_the_card_above_its_button(monkeypatch):
    """A sale and two cards turned up since (computers played them) in German, with long
    names: each sentence from its own line, the card grown for them, every line inside it and
    above the button."""
    ui = Driver((1280, 720), settings=replace(FAST, language="de"))
    match = hot_match(3, 0, seed=2, deck=DECK_TOP, variant=THREE_WITH_DUMMY)
    names = ("Konstantinopel Eberhardt", "Bartholomew Fitzwilliams", "Maximiliane Oberhausen")
    seats = tuple(replace(s, name=n) for s, n in zip(match.config.seats, names))
    public = replace(match.public_view(), config=replace(match.config, seats=seats))
    a, b = DECK[:2]
    seen = Moment("sold", 0, buyer=2, price=35)
    flips = (Flip("dummy", 2, a), Flip("played", 0, b))
    plain = ui.ctx.stack.make("handover", public, 1, lambda seat: None, seen=seen)
    top = ui.ctx.stack.make("handover", public, 1, lambda seat: None, seen=seen, flips=flips)
    ui.ctx.stack.push(top)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    lines, _size = top._past_lines(top.rect.w - ui.ctx.px(40))
    assert 3 <= len(lines) <= 4 and top.rect.h > plain.rect.h
    said = {str(line) for line in lines}
    rects = [r for t, r in drawn if str(t) in said]
    assert len(rects) == len(lines)
    assert all(top.rect.contains(r) and r.bottom <= top.button.rect.y for r in rects), rects


def test_a_dummy_deck_s_card_is_named_on_the_band_with_the_sale():
    """Two people, the 2-player variant: Ada sells at a fixed price, Beatrix passes on her
    hand-over, Ada must buy; a dummy deck turns up its card. Beatrix auctions next: the band
    back to her (everyone watched her pass) says the sale and the card, on one line."""
    ui = Driver((1280, 720), settings=replace(FAST))
    match = hot_match(2, 0, seed=2, deck=DECK_TOP, variant=TWO_PLAYER)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    _price_set(ui, match, table)
    ui.key(pygame.K_p, "p")
    assert match.actions[-1] == Pass(1)
    band = _handed(ui)
    assert isinstance(band, HandoverScene) and (band.seat, band.over) == (1, True)
    artist = artist_name(match.state.revealed[-1].artist, match.config.theme)
    said = ["Before this: the previous lot went to Ada for 5.",
            f"A dummy deck turned up {artist}."]
    assert [str(w) for w in band.past_said()] == said
    assert " ".join(said) in frame_words(ui)


def test_more_flips_than_the_hand_over_names_keep_the_latest_and_a_sale_starts_them_again():
    a, b, c = DECK[:3]
    flips = flips_since((), [CardPlayed(0, a), DummyRevealed(0, b, 1), CardPlayed(2, c)])
    assert len(flips) == FLIPS_NAMED == 2
    assert flips == (Flip("dummy", 1, b), Flip("played", 2, c))
    sold = Sold(round=0, lot=(c,), buyer=1, price=5, auctioneer=2, payments=(), method=OPEN)
    assert flips_since(flips, [sold]) == ()
