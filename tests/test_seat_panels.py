"""The seat panels keep "thinking…" clear of the paintings bought (issue 13 item 12), at both
window sizes the settings offer and for every player count."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import LONG_NAMES, Driver, record_texts

from game import Config, SeatConfig
from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER
from scenes import ui as paint
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, seats
from scenes.table import scene as scene_module
from scenes.table.painting_row import row_order

NAMES = ("Ada", "Beatrix", "Clemens", "Dora", "Emil")


def watch_panels(monkeypatch, frame_log: list) -> None:
    """Record, per frame, the rect of every "thinking…" and of every painting on a panel."""
    real_text, real_bought = paint.text, seats.draw_bought

    def text(surface, ctx, s, *a, **k):
        rect = real_text(surface, ctx, s, *a, **k)
        if s.startswith("thinking"):
            frame_log[-1]["words"].append(rect)
        return rect

    def bought(surf, ctx, cards, r, *a, **k):
        artists = [c.artist for c in row_order(cards)]
        frame_log[-1]["paintings"] += seats.painting_rects(ctx, len(cards), r, artists)
        return real_bought(surf, ctx, cards, r, *a, **k)

    monkeypatch.setattr(paint, "text", text)
    monkeypatch.setattr(seats, "draw_bought", bought)


def watched_table(size, names, seed: int, first: int = 0, variant=STANDARD):
    """Random computer seats named `names` at a table watched from seat 0 (no human)."""
    ui = Driver(size=size, settings=Settings(animation_speed="off", computer_pace="brisk"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names),
                    first_auctioneer=first, variant=variant)
    table = TableScene(ui.ctx, Match(config, seed, thinking_seconds=0.35, spectator_seat=0))
    ui.ctx.stack.push(table)
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_thinking_never_touches_the_paintings_bought(monkeypatch, size, players):
    ui, _ = watched_table(size, NAMES[:players], 11,
                          variant=TWO_PLAYER if players == 2 else STANDARD)
    frames: list = []
    watch_panels(monkeypatch, frames)
    checked = 0
    for _ in range(3000):
        frames.append({"words": [], "paintings": []})
        ui.frame(0.05)
        gap = ui.ctx.px(3)
        for word in frames[-1]["words"]:
            near = [p for p in frames[-1]["paintings"] if p.inflate(0, 2 * gap).colliderect(word)]
            assert not near, (word, near)
            # Paintings under the word, on the same panel.
            checked += any(abs(p.centerx - word.centerx) < ui.ctx.px(150) and
                           0 < p.centery - word.centery < ui.ctx.px(60)
                           for p in frames[-1]["paintings"])
        if checked >= 5:
            break
    assert checked >= 5     # "thinking…" was seen above paintings, not only on empty panels


LONG = LONG_NAMES


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5])
def test_a_long_name_stays_clear_of_its_tag_and_the_hide_button(monkeypatch, size, players):
    """A 24-letter name (the most a seat may have) stands whole on three panels, its level
    tag moved down to the hand's row, and on five on two lines, clear of the tag (it was cut
    with "…" in its middle, where the watching table could not read it); one's own, of two
    words, stands whole in smaller type before the "hide my screen" button (it was cut,
    "Konstantinopel…", where smaller type held it whole); the seat panel's hover still names
    it whole."""
    ui = Driver(size=size, settings=Settings(animation_speed="off", computer_pace="brisk"))
    config = Config(seats=(SeatConfig(LONG[0], "human"),) + tuple(
        SeatConfig(n, "bot", "normal") for n in LONG[1:players]), first_auctioneer=1)
    match = Match(config, 5, thinking_seconds=0.0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    layout = table.layout
    assert layout.hide_button.colliderect(layout.own)
    for seat, name in enumerate(LONG[:players]):
        shown = [(s, r) for s, r in drawn if s.startswith(name[:4])]
        assert shown, name
        text, rect = shown[-1]
        if seat == 0:
            assert text == name and layout.own.contains(rect), text
            assert rect.right <= layout.hide_button.x, (rect, layout.hide_button)
        else:
            panel = layout.seats[seat]
            tag = next(r for s, r in drawn if s == "normal" and panel.contains(r))
            # Whole on three panels, the tag down on the hand's row (`seat_names.name_room`);
            # on five whole on two lines (broken at its space, else between letters), each
            # clear of the tag.
            lines = [(s, r) for s, r in drawn if panel.contains(r) and s and s in name]
            for _s, rect in lines:
                assert not rect.colliderect(tag), (rect, tag)
            assert name in (" ".join(s for s, _r in lines), "".join(s for s, _r in lines))
            assert len(lines) == (1 if players == 3 else 2), lines
            assert any(name in tip for r, tip in table.regions if r == panel), name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lot_stand_keeps_long_names_inside_it(monkeypatch, size):
    """Whatever the lot's stand says of a seat with a 24-letter name (its double, its bid, the
    last sale) stays inside the stand: the line shrinks rather than running past its edge."""
    ui, table = watched_table(size, LONG[:4], 8)
    drawn = record_texts(monkeypatch)
    named = 0
    for _ in range(1500):
        drawn.clear()
        ui.frame(0.05)
        lot = table.layout.lot
        for text, rect in drawn:
            if rect.colliderect(lot) and any(n in text for n in LONG):
                named += 1
                assert lot.contains(rect), (text, rect, lot)
        if table.match.state.round > 0:
            break
    assert named >= 10, named


def test_the_empty_stand_recalls_a_lot_taken_free_not_the_sale_before_it(monkeypatch):
    """Nobody bid, so the auctioneer took the lot free: the empty stand says so, rather than
    recalling the last sale, which came before it (a free take is no sale in the view); a
    game resumed from its record recalls the same lot."""
    from game.events import Sold, TakenFree
    from scenes.table.lot import last_lot
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="brisk"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in NAMES[:3]))
    match = Match(config, 3, thinking_seconds=0.35, spectator_seat=0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    drawn = record_texts(monkeypatch)
    seen = []
    for _ in range(3000):
        drawn.clear()
        ui.frame(0.05)
        rnd, last = table.last_lot or (None, None)
        v = table.look.view
        sold_before = any(s.round == v.round for s in v.sales)
        caught_up = (match.state.round == v.round and match.state.phase == v.phase
                     and not match.state.lot)       # the match is where the table shows it
        if isinstance(last, TakenFree) and rnd == v.round and sold_before and caught_up \
                and "LAST LOT" in [text for text, _ in drawn] \
                and last_lot(match.past_events()) == (rnd, last):
            seen = [text for text, _ in drawn]
            break
    else:
        pytest.fail("no lot taken free after a sale in the same round")
    name = NAMES[last.seat]
    from game.cards import DOUBLE
    # a double nobody added a card to was never auctioned: nobody could bid
    free = f"no card added: {name}" if last.lot[-1].method == DOUBLE else f"no bids: {name}"
    assert f"{free} takes it free" in seen
    assert not any(t.startswith("sold to") for t in seen)
    # Continued from its save, the table recalls the same lot on its stand.
    again = TableScene(ui.ctx, Match.resume(match.game_record(), thinking_seconds=30.0,
                                            spectator_seat=0))
    ui.ctx.stack.push(again)
    assert again.last_lot == (rnd, last)
    drawn.clear()
    ui.frame(0.0)
    assert f"{free} takes it free" in [text for text, _ in drawn]
    assert isinstance(last_lot([*match.past_events(), Sold(rnd, last.lot, 1, 5, 0, (), "open")])[1],
                      Sold)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_auctioneer_tab_stays_above_the_turn_ring(size):
    """When the auctioneer is the seat the game waits for (naming a fixed price, the last
    word once around), the pulsing ring round its panel runs through the tab's line: the tab
    is drawn over it, so the ring never crosses out the word AUCTIONEER."""
    ui, table = watched_table(size, NAMES[:4], 11, first=1)
    px, seen = ui.ctx.px, 0
    for _ in range(3000):
        ui.frame(0.05)
        look = table.look
        seat = look.selling()
        if table.busy or seat is None or seat == look.view.seat or seat not in look.view.to_act:
            continue
        panel = table.layout.seat_rect(seat)
        label = ui.ctx.text.render("AUCTIONEER", px(10), paint.PAPER, "black")
        tab = label.get_rect(center=(panel.centerx, panel.y)).inflate(px(14), px(6))
        # The ring's top line (the panel inflated by 3, 3 wide) inside the tab's left end.
        for y in range(panel.y - px(3), panel.y):
            r, g, b, *_ = ui.screen.get_at((tab.x + px(5), y))
            assert r > 2 * g, (seat, y, (r, g, b))      # claret, not the ring's brass
        seen += 1
        if seen >= 3:
            break
    assert seen >= 3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("variant", [TWO_PLAYER, THREE_WITH_DUMMY])
def test_the_dummy_panels_heading_and_its_tag_keep_apart(monkeypatch, size, language, variant):
    """In Italian "Mazzi misteriosi" ran into "nessun giocatore" at 1280×720."""
    from dataclasses import replace
    ui = Driver(size=size, settings=replace(Settings(animation_speed="off"), language=language))
    names = NAMES[:2] if variant == TWO_PLAYER else NAMES[:3]
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names),
                    variant=variant)
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.35, spectator_seat=0))
    ui.ctx.stack.push(table)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    panel = table.layout.dummy
    title, _, tag = seats.dummy_heading(ui.ctx, panel, 2 if variant == TWO_PLAYER else 1)
    heads = [r for s, r in drawn if s == title]
    tags = [r for s, r in drawn if tag and s == tag]
    assert len(heads) == 1 and panel.contains(heads[0])
    assert len(tags) == (1 if tag else 0)
    for r in tags:
        assert panel.contains(r) and heads[0].right + ui.ctx.px(6) <= r.left, (title, tag)
    if language == "it" and variant == TWO_PLAYER:     # the long one gave way
        full = ui.ctx.text.size(title, ui.ctx.px(16), "bold")[0]
        assert not tag or heads[0].w < full


@pytest.mark.parametrize("variant, said", [(TWO_PLAYER, "Turned up from a dummy deck"),
                                           (THREE_WITH_DUMMY, "Turned up from the dummy hand")])
def test_a_dummy_card_turning_up_is_named_as_its_panel_names_the_dummy(monkeypatch, variant,
                                                                       said):
    """In a 2-player game the panel says "Dummy decks" and the log "A dummy deck turns up …",
    but the card growing on the stand said "Turned up from the dummy hand"."""
    names = NAMES[:2] if variant == TWO_PLAYER else NAMES[:3]
    ui = Driver(settings=Settings(animation_speed="fast", computer_pace="instant"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names),
                    variant=variant)
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.0, spectator_seat=0))
    ui.ctx.stack.push(table)
    drawn = record_texts(monkeypatch)
    captions = set()
    for _ in range(3000):
        ui.frame(0.05)
        captions |= {s for s, _r in drawn if str(s).startswith("Turned up from")}
        drawn.clear()
        if captions:
            break
    assert captions == {said}


def watch_bubbles(monkeypatch, boxes_of) -> None:
    """Each seat's bubble drawn from now on, as its panel's rectangle, appended to the list
    `boxes_of()` gives at that moment."""
    real_bubbles, real_panel = scene_module.draw_bubbles, paint.blit_panel
    saying = [False]

    def bubbles(*a, **k):
        saying[0] = True
        try:
            real_bubbles(*a, **k)
        finally:
            saying[0] = False

    def panel(surface, ctx, rect, *a, **k):
        if saying[0]:
            boxes_of().append(pygame.Rect(rect))
        return real_panel(surface, ctx, rect, *a, **k)
    monkeypatch.setattr(scene_module, "draw_bubbles", bubbles)
    monkeypatch.setattr(paint, "blit_panel", panel)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5])
def test_what_the_seats_say_covers_no_painting_and_none_of_the_stands_words(monkeypatch, size,
                                                                           players):
    """"Bid sealed", "Bids 12", "Pass": a seat's bubble hung over its panel's paintings (five
    "Bid sealed" at once hid every seat's); now it covers no painting, on a panel or your own,
    nor the stand's words and controls, and stays in the window."""
    ui, table = watched_table(size, NAMES[:players], 11)
    frames: list = []
    watch_panels(monkeypatch, frames)
    real_own = seats.own_painting_rects

    def own(ctx, cards, area):
        spots = real_own(ctx, cards, area)
        frames[-1]["paintings"] += spots
        return spots

    real_text = paint.text

    def text(surface, ctx, words, *a, **k):
        rect = real_text(surface, ctx, words, *a, **k)
        if ui.top is table and (rect.colliderect(table.layout.own)
                                or rect.colliderect(table.layout.opp)):
            frames[-1]["words"].append(rect)        # a seat's words: its name, money, ...
        return rect

    monkeypatch.setattr(paint, "text", text)
    monkeypatch.setattr(seats, "own_painting_rects", own)
    watch_bubbles(monkeypatch, lambda: frames[-1]["bubbles"])
    near_paintings = 0
    for _ in range(4000):
        frames.append({"words": [], "paintings": [], "bubbles": []})
        ui.frame(0.05)
        window = pygame.Rect((0, 0), size)
        for box in frames[-1]["bubbles"]:
            assert window.contains(box), box
            assert not any(p.colliderect(box) for p in frames[-1]["paintings"]), box
            assert not any(w.colliderect(box) for w in frames[-1]["words"]), box
            assert not box.colliderect(table.layout.controls), (box, table.layout.controls)
            near_paintings += any(abs(p.centerx - box.centerx) < ui.ctx.px(150) and
                                  abs(p.centery - box.centery) < ui.ctx.px(80)
                                  for p in frames[-1]["paintings"])
        if near_paintings >= 20:
            break
    assert near_paintings >= 20     # bubbles were seen beside paintings, not only empty panels


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("language", ["en", "it"])
def test_a_seats_bid_sealed_leaves_its_envelope_in_view(monkeypatch, size, players, language):
    """Beatrix's "Offerta nascosta data" (two lines) covered the envelope that says her sealed
    bid is in: the envelope now stands above her paintings, where "thinking…" stood while she
    chose, and both read."""
    from game import stacked_deck
    from game.state import SEALED_BIDDING
    from game.cards import SEALED
    from tests.test_hotseat_keyboard import play_card
    from tests.test_ui_game import TameBot
    import random
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                        language=language))
    seats_ = (SeatConfig("Ada", "human"),
              *(SeatConfig(n, "bot", "random") for n in NAMES[1:players]))
    match = Match(Config(seats=seats_, first_auctioneer=0), 1, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=0.0, rng=random.Random(1),
                  bots={i: TameBot() for i in range(1, players)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    play_card(ui, table, SEALED)
    boxes: list = []
    watch_bubbles(monkeypatch, lambda: boxes)
    table.invalidate()
    ui.frame(0.0)
    assert table.shown.phase == SEALED_BIDDING and not table.shown.sealed_done[0]
    sealed = [s for s in range(1, players) if table.shown.sealed_done[s]]
    assert len(sealed) == players - 1 and set(table.timeline.bubbles) >= set(sealed)
    envelopes = [r for r, tip in table.regions if "has sealed a bid" in str(tip)]
    assert len(envelopes) == len(sealed)
    # "Bid sealed" shows whole or not at all ("Offerta nascosta" on five panels: the
    # envelope alone, test_seat_bubble_words.py)
    assert len(boxes) >= len(sealed) or language != "en"
    for envelope in envelopes:
        assert not any(envelope.colliderect(b) for b in boxes), (envelope, boxes)
        assert any(table.layout.seats[s].contains(envelope) for s in sealed)
