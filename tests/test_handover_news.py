"""The hand-over tells the person it hands the screen to what happened since they last saw the
table (scenes/table/news.py), in the log's own lines (game/log_news.py `told_from`, the card
table's `log_lines`), oldest first: a tester handed the screen after a lot was sold and the
dummy's card turned up was told the card and not the sale, which had gone with the person who
sat down in between. Where more happened than the card holds, the latest lines stay and a first
line says how many came before ("3 earlier lines: see the log."). The lines are built once per
window size and language, not every frame. The card game's hand-overs tell its moves too, every
secret kept: a face-down card's artist, an everyone-plays choice before the reveal.
"""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER
from tests.test_card_adding_hot_seat import to_handover
from tests.test_card_table import click_action
from tests.test_handover_dummy_and_fixed import DECK_TOP, _handed, _price_set, _table
from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, LONG_NAMES, Driver, card_table_at, decide, frame_words, \
    press_handover, record_texts

from game import Pass, PlayCard
from game import events as E
from game.card.actions import ChooseSecretly, PlayCard as CardPlay, PlayFaceDown
from game.card.cards import artist_name as card_artist
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.card.position import position
from game.cards import DECK, OPEN, artist_name
from game.config import THREE_WITH_DUMMY, TWO_PLAYER
from game.log_news import told_from
from scenes.handover import PAST_LINES, HandoverScene
from scenes.table import TableScene
from scenes.table.handover_row import HandoverRow
from scenes.table.privacy import Moment
from scenes.ui import Button


def _said(top: HandoverScene) -> list[str]:
    return [str(w) for w in top.past_said()]


def test_the_card_that_starts_the_lot_is_told_to_the_next_person():
    ui, match, table = _table()
    bea = _price_set(ui, match, table)
    assert _said(bea) == ["Ada plays Lite Metal (fixed price).", "Ada sets the price at 5."]
    assert "Ada plays Lite Metal (fixed price)." in frame_words(ui)


def test_the_sale_before_the_dummy_card_is_told_to_the_one_who_did_not_see_it():
    """Ada sells at a fixed price; Beatrix passes on her hand-over, then Clemens, whose pass
    makes Ada buy; Ada turns up the dummy card on hers. Beatrix, next to auction, last saw the
    table at her pass: she is told Clemens's pass, the sale and the dummy card, oldest first
    (the sale went untold once Clemens had sat down). Clemens saw his own pass bring the
    gavel: he is told only what came after."""
    ui, match, table = _table()
    _price_set(ui, match, table)
    ui.key(pygame.K_p, "p")
    clemens = _handed(ui)
    assert _said(clemens) == ["Ada plays Lite Metal (fixed price).", "Ada sets the price at 5.",
                              "Beatrix declines to buy."]
    ui.key(pygame.K_p, "p")
    ada = _handed(ui)
    assert ada.seat == 0 and _said(ada) == [
        "Beatrix declines to buy.", "Clemens declines to buy.",
        "Sold to Ada for 5 (paid to the bank)."]
    ui.key(pygame.K_r, "r")
    bea = _handed(ui)
    told = ["Clemens declines to buy.", "Sold to Ada for 5 (paid to the bank).",
            "Ada turns up Yoko from the dummy hand."]
    assert bea.seat == 1 and _said(bea) == told
    words = frame_words(ui)
    assert all(line in words for line in told)
    assert words.index(told[0]) < words.index(told[1]) < words.index(told[2])
    # Beatrix sat down: she has seen the table as it is; Clemens has not seen the dummy card.
    press_handover(ui)
    ui.frame(0.05, n=2)
    news = table.news
    assert news.seen[1] == len(news.steps) and news.seen[2] < len(news.steps)
    assert _said_to(table, 2) == ["Ada turns up Yoko from the dummy hand."]


def _said_to(table, seat: int) -> list[str]:
    since, lines = table.news.since(seat, table.news_lines)
    assert since is None
    return [str(getattr(w, "text", w)) for w in lines]


def test_many_lines_keep_the_sale_and_say_how_many_are_left_out(monkeypatch):
    """Seven lines since the person last looked, in German with long names at 1280x720:
    the sale first, then the latest that fit the card's four lines stay, oldest first, under
    one line saying how many were left out; every line inside the card and over its button."""
    ui = Driver((1280, 720), settings=replace(FAST, language="de"))
    match = hot_match(3, 0, seed=2, deck=DECK_TOP, variant=THREE_WITH_DUMMY)
    names = ("Konstantinopel Eberhardt", "Bartholomew Fitzwilliams", "Maximiliane Oberhausen")
    seats = tuple(replace(s, name=n) for s, n in zip(match.config.seats, names))
    config = replace(match.config, seats=seats)
    public = replace(match.public_view(), config=config)
    a, b, c = DECK[:3]
    events = [E.CardPlayed(0, a), E.AuctionStarted(0, (a,), OPEN), E.BidMade(1, 5),
              E.BidMade(2, 6), E.Passed(0, OPEN),
              E.Sold(0, (a,), 2, 6, 0, (E.Payment(2, 0, 6),), OPEN),
              E.DummyRevealed(0, b, 2), E.CardPlayed(1, c), E.AuctionStarted(1, (c,), OPEN),
              E.BidMade(2, 3), E.Passed(0, OPEN)]
    news = told_from(events, config)
    assert [str(w.text) for w in news] == [
        "Konstantinopel Eberhardt plays Lite Metal (open auction).",
        "Bids: Bartholomew Fitzwilliams 5 · Maximiliane Oberhausen 6 · Konstantinopel "
        "Eberhardt passes.",
        "Sold to Maximiliane Oberhausen for 6, paid to Konstantinopel Eberhardt.",
        f"Maximiliane Oberhausen turns up {artist_name(b.artist, config.theme)} from the "
        "dummy hand.",
        f"Bartholomew Fitzwilliams plays {c.label(config.theme)}.",
        "Bids: Maximiliane Oberhausen 3 · Konstantinopel Eberhardt passes."]
    top, drawn, lines = _handed_with(ui, public, news, monkeypatch)
    shown = [str(ui.ctx.text.shown(line)) for line in lines]
    # The sale is kept before the plays and bids around it (game/log_news.py `Told`), so the
    # lines left out are not all older: the count says "other" lines.
    assert shown[0].endswith("weitere Zeilen: siehe Protokoll.") and int(shown[0][0]) >= 3
    assert "Für 6 an Maximiliane Oberhausen verkauft" in " ".join(shown)
    rects = [r for t, r in drawn if str(ui.ctx.text.shown(t)) in shown]
    assert len(rects) == len(lines)
    assert all(top.rect.contains(r) and r.bottom <= top.button.rect.y for r in rects), rects


def test_told_from_gathers_the_lot_s_bids_from_where_the_person_left():
    """The lot's bids since the person last looked make one line, as in the log; the bids
    they saw are not told again, and the lot's auction is read from before."""
    match = hot_match(3, 0, seed=2)
    a = DECK[0]
    events = [E.CardPlayed(0, a), E.AuctionStarted(0, (a,), OPEN), E.BidMade(1, 5),
              E.BidMade(2, 6), E.Passed(0, OPEN), E.BidMade(1, 7)]
    assert [t.text for t in told_from(events, match.config, 3)] == [
        "Bids: Clemens 6 · Ada passes · Beatrix 7."]
    assert told_from(events, match.config, len(events)) == []


#: The first line of Beatrix's hand-over in German (the log's own line there).
GERMAN = "Ada spielt Lite Metal (Festpreis-Versteigerung)."


def test_the_hand_over_s_lines_are_built_once_per_size_and_language():
    """A still overlay: the lines are made when it opens, kept while frames pass, and made
    again only after a resize or a change of language."""
    ui, match, table = _table()
    bea = _price_set(ui, match, table)
    built = bea.past_builds
    assert built >= 1
    for _ in range(30):
        ui.frame(0.05)
    assert bea.past_builds == built
    ui.screen = ui.ctx.screen = pygame.display.set_mode((1920, 1080))
    ui.ctx.resized((1920, 1080))
    ui.frame(0.05, n=5)
    assert bea.past_builds == built + 1
    ui.ctx.set_language("de")
    ui.frame(0.05, n=5)
    assert bea.past_builds == built + 2
    lines, _size = bea._past_lines(bea.rect.w - ui.ctx.px(40))
    assert lines[0] == GERMAN and GERMAN in frame_words(ui)


def test_a_dummy_deck_s_card_is_told_to_the_one_who_was_away():
    """Two people, the 2-player variant: Ada sells at a fixed price, Beatrix passes on her
    hand-over, Ada must buy; a dummy deck turns up its card. Beatrix saw her pass bring both:
    the band back to her (everyone watched her pass) tells nothing again. She auctions the
    next lot; Ada, handed the screen for it, is told the pass, the sale, the dummy deck's card
    and Beatrix's card, oldest first."""
    ui = Driver((1280, 720), settings=replace(FAST))
    match = hot_match(2, 0, seed=2, deck=DECK_TOP, variant=TWO_PLAYER)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    _price_set(ui, match, table)
    ui.key(pygame.K_p, "p")
    assert match.actions[-1] == Pass(1)
    band = _handed(ui)
    assert isinstance(band, HandoverScene) and (band.seat, band.over) == (1, True)
    assert _said(band) == []
    artist = artist_name(match.state.revealed[-1].artist, match.config.theme)
    press_handover(ui)
    ui.frame(0.05, n=3)
    card = next(c for c in match.state.hands[1] if c.method == OPEN)
    decide(ui, table, PlayCard(1, card))
    ada = _handed(ui)
    said = ["Beatrix declines to buy.", "Sold to Ada for 5 (paid to the bank).",
            f"A dummy deck turns up {artist}.",
            f"Beatrix plays {card.label(match.config.theme)}."]
    assert ada.seat == 0 and _said(ada) == said
    assert all(line in frame_words(ui) for line in said)


NAMES = ("Ada", "Bea", "Cem")


def _card_table():
    """Three people at one screen, the card game: Ada holds a Krypto that plays a second card
    face down, a Christin P and a Yoko; Bea a Lite Metal that makes everyone play."""
    ui = Driver((1280, 720))
    config = CardConfig(seats=tuple(CardSeat(n, "human") for n in NAMES), first_player=0)
    state = position(config, hands=[[(MARIANA, "second_face_down"), (DENISE, "none"),
                                     (NICOLAS, "none")],
                                    [(WAGNER, "everyone_plays"), (MARIANA, "none"),
                                     (TEC, "none")],
                                    [(WAGNER, "none"), (DENISE, "none"), (TEC, "none")]],
                     influence=(TEC, "none"), turn=0, first_player=0)
    match, table = card_table_at(ui, config, state)
    return ui, match, table


def _handed_with(ui, public, news, monkeypatch, offers=None):
    """Seat 1's hand-over after a round's scoring, telling `news` (with `offers`), drawn once:
    it, the texts drawn, and its lines of news, as many as it holds."""
    top = ui.ctx.stack.make("handover", public, 1, lambda seat: None, offers=offers,
                            since=Moment("scored", 0), news=news)
    ui.ctx.stack.push(top)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    lines, _size = top._past_lines(top.rect.w - ui.ctx.px(40))
    assert len(lines) == PAST_LINES
    return top, drawn, lines


def _hand_card(match, seat: int, artist: int):
    return next(c for c in match.view(seat).hand if c.artist == artist)


def test_the_card_game_s_hand_overs_tell_the_moves_and_keep_the_secrets():
    """Ada plays her Krypto face up and a Christin P face down: Bea is told both, the face-down
    card without its artist. Bea plays Lite Metal, everyone plays: Ada's last card is chosen for
    her, Bea chooses her Karl Gitter; Cem is told the moves and that they chose, never which
    card, and the band after the reveal says the cards were turned up."""
    ui, match, table = _card_table()
    theme = match.config.theme
    secret = {card_artist(a, theme) for a in (DENISE, NICOLAS, TEC)}
    assert to_handover(ui, table).seat == 0
    press_handover(ui)
    ui.frame(0.05, n=3)
    click_action(ui, table, CardPlay(0, _hand_card(match, 0, MARIANA)))
    ui.frame(0.05, n=20)
    click_action(ui, table, PlayFaceDown(0, _hand_card(match, 0, DENISE)))
    bea = to_handover(ui, table)
    krypto = card_artist(MARIANA, theme)
    assert bea.seat == 1 and _said(bea) == [
        f"Ada plays {krypto}, a card that lets its player add a second card face down.",
        "Ada adds a second card face down."]
    assert "Ada adds a second card face down." in frame_words(ui)
    press_handover(ui)
    ui.frame(0.05, n=3)
    click_action(ui, table, CardPlay(1, _hand_card(match, 1, WAGNER)))
    ui.frame(0.05, n=40)        # Ada's last card chosen for her: its moment's 1.8 s, even still
    click_action(ui, table, ChooseSecretly(1, _hand_card(match, 1, TEC)))
    cem = to_handover(ui, table)
    said = _said(cem)
    lite = card_artist(WAGNER, theme)
    assert cem.seat == 2 and said == [      # (Cem has not sat down yet: all of it)
        f"Ada plays {krypto}, a card that lets its player add a second card face down.",
        "Ada adds a second card face down.",
        f"Bea plays {lite} (everyone plays).",      # (what everyone plays asks: the heading)
        "Ada's last card was chosen for them for everyone plays.", "Bea has chosen a card."]
    lines, _size = cem._past_lines(cem.rect.w - ui.ctx.px(40))
    # The plays kept, the two secret choices counted (they change no ranking: a card player's
    # hand-over keeps first what does, game/card/log_news.py).
    assert len(lines) <= PAST_LINES and lines[1:] == said[:3], lines
    assert all(line in frame_words(ui) for line in lines)
    told = " ".join(said + lines)
    assert not any(name in told for name in secret), told
    press_handover(ui)
    ui.frame(0.05, n=5)
    click_action(ui, table, ChooseSecretly(2, _hand_card(match, 2, DENISE)))
    band = to_handover(ui, table)
    assert band.over and _said(band) == ["The everyone-plays cards were turned up."]


@pytest.mark.parametrize("language", ["de", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_five_long_names_and_many_lines_fit_the_card(size, language, monkeypatch):
    """Five seats of long names, a row of offers under the button and more lines than the
    card holds, in German and Chinese: the card stays inside the window, and each line of what
    the person has not seen inside the card, under the seats' row and over the button."""
    ui = Driver(size, settings=replace(FAST, language=language))
    match = hot_match(5, 0, seed=2)
    seats = tuple(replace(s, name=n) for s, n in zip(match.config.seats, LONG_NAMES))
    config = replace(match.config, seats=seats)
    public = replace(match.public_view(), config=config)
    a, b = DECK[:2]
    events = [E.CardPlayed(0, a), E.AuctionStarted(0, (a,), OPEN)]
    events += [E.BidMade(seat, 10 + seat) for seat in range(1, 5)] + [E.Passed(0, OPEN)]
    events += [E.Sold(0, (a,), 4, 14, 0, (E.Payment(4, 0, 14),), OPEN), E.CardPlayed(1, b),
               E.AuctionStarted(1, (b,), OPEN), E.BidMade(2, 3), E.Passed(3, OPEN),
               E.Passed(4, OPEN), E.Passed(0, OPEN)]
    news = told_from(events, config)
    offers = HandoverRow(ui.ctx, 1, "Not bidding? No need to show your screen:", [
        (Button("Pass (P)", lambda: None), lambda: None, None),
        (Button("Out of this lot (O)", lambda: None), lambda: None, None)])
    top, drawn, lines = _handed_with(ui, public, news, monkeypatch, offers)
    assert pygame.Rect((0, 0), size).contains(top.rect)
    rects = [r for t, r in drawn if str(t) in set(lines)]
    assert len(rects) == len(lines)
    names = [r for t, r in drawn if any(str(t) in n for n in LONG_NAMES)]
    assert all(top.rect.contains(r) and r.bottom <= top.button.rect.y for r in rects), rects
    assert min(r.top for r in rects) >= max(r.bottom for r in names)
