"""The card game's market board under its rounds: the row of what one card is worth now (value
hints) or of the tokens so far, and the footnote that says what the asterisk of "Worth now*"
means."""
from __future__ import annotations

import dataclasses

import pygame

from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver

from scenes import ui as ui_module
from scenes.table.board import PAYS_NOW_NOTE
from scenes.table.display import WORTH_NOW_PUBLIC_TIP


def _drawn(monkeypatch, draw) -> dict[str, tuple[int, int]]:
    """What `draw()` writes with `ui.text`, each text with where it went."""
    drawn: dict[str, tuple[int, int]] = {}
    real = ui_module.text

    def spy(surface, ctx, s, size, pos, *rest, **kw):
        drawn[s] = tuple(pos)
        return real(surface, ctx, s, size, pos, *rest, **kw)
    monkeypatch.setattr(ui_module, "text", spy)
    draw()
    monkeypatch.setattr(ui_module, "text", real)
    return drawn


def _at_turn(ui: Driver, table) -> None:
    while not table.human_turn():
        ui.frame(0.05)


def test_the_asterisk_of_worth_now_has_its_footnote_and_the_row_says_what_it_is(monkeypatch):
    """The hint row read "Worth now*" and nothing on the board said what the asterisk meant
    (the auction board says "* if the round ended now: an estimate"). Now the asterisk has the
    auction board's footnote, with the row's help over it, also with the screen down (H held,
    the public view: the figures read only public cards and tokens); without hints the row is
    "Worth so far" (value and award tokens added up: "Tokens" read "Tokens 2" over one award
    token), its name clear of the first column's figures; the rows stay put."""
    for size in ((1280, 720), (1920, 1080)):
        spots = {}
        for hints in (True, False):
            ui = Driver(size, settings=dataclasses.replace(FAST, value_hints=hints))
            _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
            _at_turn(ui, table)
            board = table.layout.board
            ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
            spots[hints] = _drawn(monkeypatch, lambda: ui.frame(0.0))
            assert table.shown.hand is None                # H held down covers the screen
            notes = [r for r, t in table.regions
                     if str(t).startswith(str(WORTH_NOW_PUBLIC_TIP))]
            if hints:
                assert "Worth now*" in spots[hints] and PAYS_NOW_NOTE in spots[hints]
                note = spots[hints][PAYS_NOW_NOTE]
                assert note[1] > spots[hints]["Played"][1] and board.collidepoint(note)
                width = ui.ctx.text.size(PAYS_NOW_NOTE, ui.ctx.px(10), "italic")[0]
                assert note[0] + width <= board.right
                assert any(r.collidepoint(note) for r in notes)
            else:
                assert "Worth so far" in spots[hints] and "Tokens" not in spots[hints]
                assert PAYS_NOW_NOTE not in spots[hints] and not notes
                # The name ends before the first column's figure begins.
                x, y = spots[hints]["Worth so far"]
                width = ui.ctx.text.size("Worth so far", ui.ctx.px(11), "bold")[0]
                figure = min(p[0] for s, p in spots[hints].items()
                             if p[1] == y and s != "Worth so far")
                assert x + width < figure - ui.ctx.text.size("00", ui.ctx.px(14), "black")[0] / 2
        assert spots[True]["Played"] == spots[False]["Played"], size
        assert spots[True]["Worth now*"] == spots[False]["Worth so far"], size


def test_a_count_that_reached_the_end_stands_on_a_stamp_never_as_7_of_6(monkeypatch):
    """After an everyone-plays in which several players turned up the same artist, the Played
    row read "7/6", a fraction that looks like a miscount. A count that reached the end now
    stands alone on an ink stamp that says so ("7 · end"), inside its column, in every
    language; below the end the fraction stays ("5/6", ringed: one more ends it)."""
    from scenes.table.display import draw_card_board
    for size in ((1280, 720), (1920, 1080)):
        for language, end in (("en", "end"), ("de", "Ende"), ("it", "fine"), ("zh_TW", "結束")):
            ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
            _match, table, _over = card_match(ui, humans=1, bots=3, seed=15)
            _at_turn(ui, table)
            v = dataclasses.replace(table.shown, counts=(7, 6, 5, 0, 1),
                                    added=((),) * table.shown.players)
            board = table.layout.board
            surf = pygame.Surface(ui.ctx.screen.get_size())
            drawn: list[tuple[str, tuple[int, int]]] = []
            real = ui_module.text

            def spy(surface, ctx, s, size_, pos, *rest, **kw):
                rect = real(surface, ctx, s, size_, pos, *rest, **kw)
                drawn.append((ctx.words.text(s), rect))
                return rect
            monkeypatch.setattr(ui_module, "text", spy)
            draw_card_board(surf, ui.ctx, table.cart, v, board, [])
            monkeypatch.setattr(ui_module, "text", real)
            said = dict(drawn)
            assert not [s for s in said if s in ("7/6", "6/6")], said
            assert "5/6" in said and "0/6" in said
            col_w = (board.w - ui.ctx.px(54) - ui.ctx.px(20)) // 5
            for n in (7, 6):
                rect = said[f"{n} · {end}"]
                assert rect.w < col_w, (language, size, rect)
                # On ink (red clashed with a red artist): the stamp shows beside the words,
                # inside their line.
                spot = (rect.x - ui.ctx.px(2), rect.centery)
                assert tuple(surf.get_at(spot))[:3] == ui_module.INK, (language, size)


def test_the_column_of_an_artist_that_reached_the_end_says_so():
    """Pointing at Krypto's column said "Krypto: 7 cards in play this round" beside a "7 · end"
    with no word of the end; it now says its face-up cards reached the 6 that end the round
    (only then: 5 of 6 does not)."""
    from scenes.table.display import draw_card_board
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=3, seed=15)
    _at_turn(ui, table)
    v = dataclasses.replace(table.shown, counts=(7, 5, 0, 0, 1), added=((),) * 4)
    board = table.layout.board
    tips: list = []
    draw_card_board(pygame.Surface(ui.ctx.screen.get_size()), ui.ctx, table.cart, v, board,
                    tips)
    said = [ui.ctx.words.text(t) for _r, t in tips]
    ended = "Its face-up cards reached the 6 that end the round."
    lite = next(t for t in said if t.startswith("Lite Metal: 7 cards face up in play"))
    yoko = next(t for t in said if t.startswith("Yoko: 5 cards face up in play"))
    assert ended in lite and ended not in yoko
