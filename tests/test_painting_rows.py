"""The rows of small paintings on the table (your paintings bought this round, another seat's,
the cards the dummy decks turned up): side by side across their panel while they fit, stacked
by artist only when they no longer do, and clear of "Take back" (a play-tester's 1920x1080
Italian game: four paintings overlapped at the left of "Comprati in questo round", names cut
to "Lite M", "Yok", "Krypt", the panel empty to their right)."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_first_evening import SpreadBot
from tests.ui_driver import Driver, record_texts

from game import AmountRange, Config, Pass, PlayCard, SeatConfig
from game.config import STANDARD, TWO_PLAYER
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, seats
from scenes.table import scene as scene_module
from scenes.table import painting_row
from scenes.table.painting_row import draw_row, row_order, row_rects
from scenes.table.timeline import Bubble

SIZES = [(1280, 720), (1920, 1080)]


def buying_match(players: int, bought: int, revealed: int = 0, seed: int = 5,
                 mine: bool = True) -> Match:
    """Ada (human) buys every lot against SpreadBots (who pass or bid least) until she holds
    `bought` paintings this round (and the dummy decks turned up `revealed`), at her turn to
    auction (not `mine`: anyone's); she auctions the artist with the fewest cards out, so her
    paintings are mixed."""
    names = ("Ada", "Beatrix", "Clemens", "Dora", "Emil")[:players]
    config = Config(seats=(SeatConfig("Ada", "human"),
                           *(SeatConfig(n, "bot", "random") for n in names[1:])),
                    first_auctioneer=0, variant=TWO_PLAYER if players == 2 else STANDARD)
    match = Match(config, seed, thinking_seconds=0.0, rng=random.Random(seed),
                  bots={i: SpreadBot() for i in range(1, players)})
    for _ in range(5000):
        s = match.state
        if (0 in s.to_act or not mine) and s.phase == "play" and len(s.bought[0]) >= bought \
                and len(s.revealed) >= revealed:
            return match
        if 0 not in s.to_act:
            match.update(0.05)
            continue
        legal = match.legal_for(0)
        plays = [o for o in legal if isinstance(o, PlayCard)]
        amounts = [o for o in legal if isinstance(o, AmountRange)]
        if plays:
            match.submit(min(plays, key=lambda o: (s.counts[o.card.artist], o.card.id)))
        elif amounts:
            match.submit(amounts[0].make(min(max(1, amounts[0].lo), amounts[0].hi)))
        else:
            match.submit(next((o for o in legal if not isinstance(o, Pass)), legal[0]))
    raise AssertionError("the round ended before Ada bought enough")


def drawn_rows(monkeypatch, table, ui) -> dict:
    """The painting rects each row drew in one frame of `table`: "own" (your panel) and the
    seat panels' and the dummy's, by the panel they lie in."""
    rows: dict = {"own": [], "panels": []}
    real_own, real_rects = seats.own_painting_rects, seats.painting_rects

    def own(*a, **k):
        spots = real_own(*a, **k)
        rows["own"] = spots
        return spots

    def panel(*a, **k):
        spots = real_rects(*a, **k)
        rows["panels"].append(spots)
        return spots
    monkeypatch.setattr(seats, "own_painting_rects", own)
    monkeypatch.setattr(seats, "painting_rects", panel)
    table.invalidate()
    ui.frame(0.0)
    return rows


@pytest.mark.parametrize("size", SIZES)
def test_your_paintings_bought_stand_side_by_side_across_your_panel(monkeypatch, size):
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                        language="it"))
    match = buying_match(3, 4, mine=False)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    cards = match.state.bought[0]
    assert 4 <= len(cards) <= 5 and len({c.artist for c in cards}) >= 3   # five fit
    spots = drawn_rows(monkeypatch, table, ui)["own"]
    own = table.layout.own
    assert len(spots) == len(cards)
    assert all(own.contains(s) for s in spots)
    assert all(a.right <= b.x for a, b in zip(spots, spots[1:])), spots
    # the row goes on past where "Take back" kept it (its corner is free now)
    assert spots[-1].right > own.right - ui.ctx.px(168)


def test_a_row_too_long_for_its_panel_stacks_each_artists_cards():
    """Cards of one artist close up; another artist's card never lies on them, so each
    artist's last card shows whole (its name with it)."""
    row = pygame.Rect(0, 0, 174, 40)
    artists = [0, 0, 1, 2, 2, 2, 4, 4]
    spots = row_rects(artists, row, 28, 3)
    assert all(row.contains(s) for s in spots)
    for i in range(len(spots) - 1):
        if artists[i] != artists[i + 1]:
            assert spots[i].right <= spots[i + 1].x, (i, spots)
        else:
            assert spots[i + 1].x - spots[i].x >= 28 * painting_row.LEAST_SHOWN
    # a row that fits stands side by side, `gap` apart
    spots = row_rects([0, 1, 1], row, 28, 3)
    assert [s.x for s in spots] == [0, 31, 62]


@pytest.mark.parametrize("size", SIZES)
def test_a_crowded_row_names_each_artists_last_card_where_the_next_covers_it(monkeypatch,
                                                                              size):
    """Too many cards for stacks (each would show a sliver): they overlap evenly, and each
    artist's last card, its name cut by the next card, carries the name where it shows."""
    from game.cards import OPEN, Card
    ui = Driver(size)
    px = ui.ctx.px
    cards = row_order([Card(i, i % 5, OPEN) for i in range(14)])
    row = pygame.Rect(px(10), px(10), px(324), px(76))
    rects = row_rects([c.artist for c in cards], row, px(54), px(4))
    steps = {b.x - a.x for a, b in zip(rects, rects[1:])}
    assert max(steps) - min(steps) <= 1 and max(steps) < px(54)      # one even overlap
    named: list = []
    for helper in ("foot_named", "edge_named"):
        real = getattr(painting_row, helper)

        def spy(ctx, face, name, *a, real=real, **k):
            named.append(name)
            return real(ctx, face, name, *a, **k)
        monkeypatch.setattr(painting_row, helper, spy)
    draw_row(ui.ctx.screen, ui.ctx, cards, rects, lambda a: f"Artist {a}")
    assert sorted(set(named)) == [f"Artist {a}" for a in range(4)]   # the fifth is not covered


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_the_dummy_decks_turned_up_stack_by_artist(monkeypatch, size):
    """The two-player variant's strip of cards turned up ("girate in questo round") overlapped
    evenly, every card over another artist's; now an artist's cards stack and no other
    artist's card lies on them."""
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant"))
    match = buying_match(2, 0, revealed=8)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    revealed = match.state.revealed
    assert len(revealed) >= 8 and len({c.artist for c in revealed}) <= 5
    dummy = table.layout.dummy
    strips = [s for s in drawn_rows(monkeypatch, table, ui)["panels"]
              if s and dummy.contains(s[0])]
    assert len(strips) == 1 and len(strips[0]) == len(revealed)
    artists = sorted(c.artist for c in revealed)
    spots = strips[0]
    assert all(dummy.contains(s) for s in spots)
    for i in range(len(spots) - 1):
        if artists[i] != artists[i + 1]:
            assert spots[i].right <= spots[i + 1].x, (i, artists, spots)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_take_back_stands_beside_bought_this_round_clear_of_every_word(monkeypatch, size,
                                                                       language):
    """"Take back" stood in your panel's bottom right corner, so your paintings kept clear
    of it and overlapped; it now stands at the right of "Bought this round", clear of that
    heading, of your money's row and of your paintings, and your bubble gives way to it (the
    button names your move)."""
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                        language=language))
    match = buying_match(3, 5)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    assert table.take_back.shown()          # Ada's purchase, nobody has acted since
    words = record_texts(monkeypatch)
    bubbles: list = []
    real_bubbles = seats.draw_bubbles

    def spy(surface, ctx, layout, said, view=None, take_back=None, marked=()):
        bubbles.extend(s for s in said if take_back is None or s in layout.seats)
        return real_bubbles(surface, ctx, layout, said, view, take_back, marked)
    monkeypatch.setattr(scene_module, "draw_bubbles", spy)
    table.timeline.bubbles[0] = Bubble("Bids 12", 1.0)
    spots = drawn_rows(monkeypatch, table, ui)["own"]
    button = table.take_back.button.rect
    own = table.layout.own
    assert own.contains(button) and not button.colliderect(table.hide_button.rect)
    assert spots and not any(s.colliderect(button) for s in spots), (button, spots)
    in_panel = [r for _, r in words if r.colliderect(own) and r.w and r.h]
    assert in_panel and not any(r.colliderect(button) for r in in_panel), button
    assert 0 not in bubbles             # your "Bids 12" is not drawn under the button
