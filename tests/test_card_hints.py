"""The card game's value hint on the market board (Settings → Value hints, on by default):
the row of what one card of each artist would be worth if the round ended now, from the
engine's own arithmetic (`values_if_ended_now`), for a seat's own view and for the public one
(the hand-over, the screen down: the figures read only public cards and tokens); "Worth so far"
(the value and award tokens so far, added up) when hints are off."""
from __future__ import annotations

import dataclasses

from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver

from game.card.scoring import values_if_ended_now
from scenes.table.display import (WORTH_NOW_PUBLIC_TIP, WORTH_NOW_TIP,
                                  WORTH_SO_FAR_TIP)


def _board_texts(ui: Driver, table) -> list[str]:
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(text))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


def _figure(v, artist: int, value: int) -> str:
    """An artist's "Worth now" figure as the board writes it: "–" for nothing, marked when
    its artist has no card in play (the tie order gave it a token, "Always three"): the
    figure itself, the mark drawn beside it (scenes/no_card_mark.py)."""
    if not value:
        return "–"
    return str(value)


def _is_worth_now_tip(tip) -> bool:
    """The row's help, at a seat's own screen or on the public view."""
    return str(tip).startswith((str(WORTH_NOW_TIP), str(WORTH_NOW_PUBLIC_TIP)))


def _at_turn(ui: Driver, table) -> None:
    while not table.human_turn():
        ui.frame(0.05)


def test_the_board_says_what_each_artist_is_worth_if_the_round_ended_now():
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    _at_turn(ui, table)
    for _ in range(3):              # a few turns in, some artists lead and some do not
        table.match.submit(next(a for a in match.legal_for(0)))
        _at_turn(ui, table)
    v = table.shown
    now = values_if_ended_now(v)
    assert any(now) and 0 in now
    drawn = _board_texts(ui, table)
    assert "Worth now*" in drawn and "Tokens" not in drawn
    for a, value in enumerate(now):
        assert _figure(v, a, value) in drawn
    row = next(r for r, t in table.regions if _is_worth_now_tip(t))
    assert table.layout.board.contains(row)


def test_no_hint_with_hints_off_and_the_row_says_it_adds_the_awards():
    """Without hints the row adds each artist's value tokens and award tokens (2 each): it was
    named "Tokens" and read "Tokens 2" over one award token; it is "Worth so far", and its help
    says what it adds up."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, value_hints=False))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    _at_turn(ui, table)
    drawn = _board_texts(ui, table)
    assert "Worth so far" in drawn and "Tokens" not in drawn and "Worth now*" not in drawn
    assert not any(_is_worth_now_tip(t) for _r, t in table.regions)
    tip = WORTH_SO_FAR_TIP.format(value=2)
    assert any(t == tip for _r, t in table.regions) and "award tokens (2 each)" in tip
    v = table.shown
    for a in range(5):
        worth = sum(row[a] for row in v.board) + 2 * v.awards[a]
        assert str(worth) in drawn


def test_the_public_view_shows_the_same_estimate_as_the_seats_own():
    """Hot-seat, screen down (the hand-over, H held): the board read "Tokens" over other numbers
    than the seat's "Worth now*" a moment before, though those figures read only the public
    cards and tokens. The row stays "Worth now*", with the same figures."""
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=2, bots=1, seed=15)
    for _ in range(400):
        if table.shown.hand is None:
            break
        ui.frame(0.05)
    v = table.shown
    assert v.hand is None
    drawn = _board_texts(ui, table)
    assert "Worth now*" in drawn and "Tokens" not in drawn and "Worth so far" not in drawn
    for a, value in enumerate(values_if_ended_now(v)):
        assert _figure(v, a, value) in drawn
    assert any(_is_worth_now_tip(t) for _r, t in table.regions)


def test_a_hand_cards_help_says_what_its_artist_is_likely_worth():
    """With hints, hovering a hand card adds Normal's estimate of one card of its artist at the
    round's end, and what it would be worth if the round ended now; not with hints off."""
    import pygame
    from game.ai.card.estimate import card_estimates
    for hints in (True, False):
        ui = Driver((1280, 720), settings=dataclasses.replace(FAST, value_hints=hints))
        _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
        _at_turn(ui, table)
        card, rect = table.hand_rects()[-1]
        ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        tip = str(table.pointer_tip(True))
        v = table.shown
        likely = round(card_estimates(v)[card.artist].worth)
        now = values_if_ended_now(v)[card.artist]
        said = f"Your estimate: about {likely} at the round's end (your hand counted)." in tip
        assert said == hints, tip
        if hints:
            assert (f"If the round ended now: {now}" in tip if now
                    else "If the round ended now: nothing" in tip)


def test_the_estimate_reads_only_the_view():
    """Two games that differ only in what seat 0 cannot see (the others' hands, the deck's
    order) give seat 0 the same view, and the same estimate; every worth lies within what a
    card can be worth this round."""
    from game.ai.card.estimate import card_estimates
    from game.card.engine import view
    from game.card.position import position
    from tests.card_helpers import config
    hands = [[(0, "none"), (1, "none")], [(2, "none"), (3, "none")], [(4, "none"), (4, "none")]]
    swapped = [hands[0], hands[2], hands[1]]
    shown = [[(2, "none")], [(1, "none")], [(3, "none")]]
    a = view(position(config(3), hands=hands, displays=shown, influence=(2, "none")), 0)
    b = view(position(config(3), hands=swapped, displays=shown, influence=(2, "none")), 0)
    assert a == b
    assert card_estimates(a) == card_estimates(b)
    for e in card_estimates(a):
        assert 0.0 <= e.leads <= 1.0 and 0.0 <= e.worth <= 3.0


def test_a_card_that_would_end_the_round_is_estimated_with_itself_counted():
    """Hovering a card whose play ends the round, the hint tells what a card of its artist is
    worth then, the card counted (here it lifts its artist from second to first): not what it
    is likely worth at a round's end that its play makes now, nor the value before it."""
    from game.card.engine import play_ends_round, view
    from game.card.position import position
    from scenes.table.card_controls import likely_words
    from tests.card_helpers import DENISE, NICOLAS, config
    state = position(config(3), hands=[[(NICOLAS, "none"), (DENISE, "none")], [(1, "none")],
                                       [(2, "none")]],
                     influence=(DENISE, "none"),
                     displays=[[], [(DENISE, "none")] * 4, [(NICOLAS, "none")] * 5])
    v = view(state, 0)
    card = next(c for c in v.hand if c.artist == NICOLAS)
    assert play_ends_round(v, card) == "threshold"
    assert values_if_ended_now(v)[NICOLAS] == 2          # second behind Denise's five
    ending = likely_words(v, card, ends=True)
    assert "a card of its artist is worth 3" in ending and "likely" not in ending
    assert "If the round ended now: 2." in likely_words(v, card)


def test_an_artists_column_counts_the_cards_not_seen_yet():
    """As in the auction game, each artist's column says how many of its cards are in the
    game, played so far, in your hand and not seen yet: the last is where they are (the
    others' hands and face-down cards, and the deck)."""
    from game.card.cards import ARTIST_CARDS
    ui = Driver((1920, 1080))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    _at_turn(ui, table)
    for _ in range(4):
        table.match.submit(next(a for a in match.legal_for(0)))
        _at_turn(ui, table)
    ui.frame(0.0)
    s = match.state
    hidden = [c for i in (1, 2) for c in s.hands[i]] + [c for i in (1, 2)
                                                        for c in s.face_down[i]] + list(s.deck)
    names = ("Lite Metal", "Yoko", "Christin P", "Karl Gitter", "Krypto")
    tips = [str(t) for _r, t in table.regions]
    for a, name in enumerate(names):
        unseen = sum(1 for c in hidden if c.artist == a)
        mine = sum(1 for c in s.hands[0] if c.artist == a)
        said = (f"{name} has {ARTIST_CARDS[a]} cards in the game: "
                f"{ARTIST_CARDS[a] - mine - unseen} played so far")
        end = f", {mine} in your hand, {unseen} not seen yet."
        assert any(t.startswith(f"{name}: ") and said in t and t.endswith(end)
                   for t in tips), (said, tips)


def test_a_card_of_an_artist_that_would_not_lead_says_so_at_either_tokens_option():
    """The hint said "its artist is not among the three leading": with "Only artists in play"
    and fewer than three artists in play, fewer than three lead, so it says "not a leading
    artist", true at both tables."""
    from game.card.engine import view
    from game.card.position import position
    from scenes.table.card_controls import likely_words
    from tests.card_helpers import DENISE, MARIANA, TEC, config

    def hint(need_a_card: bool, artist: int) -> str:
        table = dataclasses.replace(config(3), tokens_need_a_card=need_a_card)
        state = position(table, hands=[[(TEC, "none"), (MARIANA, "none")], [(1, "none")],
                                       [(2, "none")]],
                         influence=(DENISE, "none"), displays=[[], [(DENISE, "none")], []])
        v = view(state, 0)
        return likely_words(v, next(c for c in v.hand if c.artist == artist))
    # Only Denise is in play: with "Only artists in play" she alone leads, and TEC does not.
    assert hint(True, TEC).endswith("nothing (its artist is not a leading artist).")
    # "Always three": TEC takes third place by the tie-break; Mariana, last in it, does not.
    assert hint(False, TEC).endswith("If the round ended now: 1 (no card in play, yet a value "
                                     "token: “Always three”).")
    assert hint(False, MARIANA).endswith("nothing (its artist is not a leading artist).")


def test_the_estimate_counts_the_cards_the_seat_holds():
    """Two views alike but for the seat's own hand: six cards of Christin P in it make a card of
    Christin P likely worth more than with none (Normal's play weights leave the hand out of an
    artist's strength; a learner's forecast must not)."""
    from game.ai.card.estimate import card_estimates
    from game.card.engine import view
    from game.card.position import position
    from tests.card_helpers import config
    shown = [[(0, "none")], [(1, "none")], [(3, "none")]]
    rest = [[(4, "none")] * 6, [(1, "none")] * 6]
    many = view(position(config(3), hands=[[(2, "none")] * 6] + rest, displays=shown,
                         influence=(4, "none")), 0)
    none = view(position(config(3), hands=[[(4, "none")] * 6] + rest, displays=shown,
                         influence=(4, "none")), 0)
    assert card_estimates(many)[2].worth > card_estimates(none)[2].worth + 0.5
