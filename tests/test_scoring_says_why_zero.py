"""A first evening's questions at a round's scoring, answered where they came up: why an
artist whose column holds tokens from earlier rounds is worth 0 this round (it did not place;
its tokens stay and count whenever it places again), why only two tokens went on the board
(only artists with a painting rank), and what a token on the board adds (in every later round
the artist ranks, not only while it keeps ranking)."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver, spy_texts

from game import apply, default_config, legal_actions, new_game, view
from game.bots import RandomBot
from game.card.engine import view as card_view
from game.events import RoundEnded
from scenes.scoring import ScoringOverlay
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.hover import pointer_tip


def auction_scored(seed: int, rnd: int):
    """(events, view of seat 0) just after round `rnd` of a random 4-player auction game."""
    state = new_game(default_config(4, humans=0, level="random"), seed)
    bot, rng = RandomBot(), random.Random(seed)
    while True:
        state = apply(state, bot.choose(None, legal_actions(state, state.to_act[0]), rng))
        if any(isinstance(e, RoundEnded) and e.round == rnd for e in state.events):
            return state.events, view(state, 0)


def shown_notes(ui: Driver, overlay) -> str:
    """Every line the overlay draws once everything is shown, as one text."""
    texts = spy_texts(ui)
    ui.click(overlay.rect.center)                                    # everything shown
    ui.frame()
    return " ".join(map(str, texts))


def test_an_auction_artist_with_tokens_out_of_the_top_three_is_named_with_why_it_pays_0():
    """Round 2: Yoko held a 30 from round 1, placed nowhere, and its worth read 0 with no word
    of why; the overlay now names it and says an artist out of the top three pays 0 whatever
    its column holds."""
    for seed in range(1, 80):
        events, seen = auction_scored(seed, 1)
        placed = {a for e in events if hasattr(e, "tokens") for a, _t in e.tokens}
        held = [a for a in range(5) if a not in placed and seen.board[0][a]]
        if held:
            break
    else:
        raise AssertionError("no seeded game had an artist drop out of the top three")
    ui = Driver()
    overlay = open_overlay(ui, 1, events, seen)
    sm = overlay.summary
    assert all(sm.values[a] == 0 for a in held)
    names = [sm.artist(a) for a in held]
    assert sm.unranked.startswith(names[0]) and all(n in sm.unranked for n in names)
    assert "did not rank this round" in sm.unranked and "pays 0" in sm.unranked
    assert "did not rank this round" in shown_notes(ui, overlay)
    # An artist that placed, or that never held a token, is not named.
    others = [sm.artist(a) for a in range(5) if a not in held]
    assert not any(n in sm.unranked for n in others)


def test_a_round_where_only_two_artists_had_paintings_says_why_nobody_got_the_10():
    """Round 1 ended with paintings of two artists only: two tokens went on the board and the
    overlay did not say why there was no 10. It now says only artists with a painting rank."""
    ui = Driver()
    events, seen = auction_scored(3, 0)
    overlay = open_overlay(ui, 0, events, seen)
    two = replace(overlay.summary, counts=(0, 5, 0, 0, 3), tokens=((1, 30), (4, 20)))
    assert two.short == ("Only artists with a painting this round rank, so nobody got the 10 "
                         "token.")
    one = replace(two, counts=(0, 5, 0, 0, 0), tokens=((1, 30),))
    assert one.short.endswith("nobody got the 20 and 10 tokens.")
    assert overlay.summary.short == "" or len(overlay.summary.tokens) < 3
    overlay.summary = two
    assert "nobody got the 10 token" in shown_notes(ui, overlay)


def test_a_card_game_artist_with_tokens_that_does_not_lead_is_named_with_why_it_scores_0():
    """The card game's round 4: Yoko held 1 and 3 from earlier rounds, did not lead, and its
    worth read 0; the overlay now says a non-leading artist scores 0 whatever tokens it has."""
    for seed in range(1, 80):
        state = card_round(3, 1, seed=seed)
        result = state.results[1]
        held = [a for a in range(5) if a not in result.leading
                and (state.board[0][a] or state.awards[a])]
        if held:
            break
    else:
        raise AssertionError("no seeded card game had a token holder stop leading")
    ui = Driver()
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    sm = overlay.summary
    assert all(sm.values[a] == 0 for a in held)
    assert all(sm.artist(a) in sm.unranked for a in held)
    assert "did not lead this round" in sm.unranked and "scores 0" in sm.unranked
    assert "did not lead this round" in shown_notes(ui, overlay)


def test_a_token_on_the_board_says_it_counts_in_every_later_round_the_artist_ranks():
    """The board's token said it adds to later paintings "while the artist keeps ranking in
    the top three": a player read that a round out of the top three loses it for good. It
    now says it counts in every later round in which the artist ranks."""
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="brisk"))
    config = default_config(4, humans=0, level="random")
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=0.0, spectator_seat=0))
    ui.ctx.stack.push(table)
    for _ in range(4000):
        ui.frame(0.05)
        if isinstance(ui.top, ScoringOverlay):
            ui.click(ui.top.rect.center)                             # everything shown
            ui.key(pygame.K_RETURN)                                  # deal round 2
        elif table.shown.round >= 1 and ui.top is table and not table.timeline.beats:
            break
    assert table.shown.round >= 1 and any(table.shown.board[0])
    ui.frame(0.05)
    token_tips = [(r, t) for r, t in table.regions if str(t).startswith("A ")
                  and " token: " in str(t)]
    assert token_tips
    rect, _tip = token_tips[0]
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05)
    tip = str(pointer_tip(table)[0])
    assert "In every later round in which" in tip and "ranks in the top three" in tip
    assert "keeps ranking" not in tip


def test_the_notes_under_a_scoring_are_read_whole_at_the_smaller_window():
    """A card-game round with only one artist in play, its ties, the table's token option and
    two artists holding awards that did not lead: four sentences, and the board's column had
    room for three lines of them at 1280x720, so the why of the 0s was cut off. With up to four
    seats the notes now run under the seats' lines too and every word shows; with five the
    seats' lines reach down there and the notes keep to the column."""
    from tests.test_card_results_ui import one_artist_round
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size=size)
        state = one_artist_round(False)
        overlay = open_overlay(ui, 0, state.events, card_view(state, 0))
        overlay.summary = replace(overlay.summary, awards=(0, 0, 0, 1, 1))
        sm = overlay.summary
        assert sm.ties and sm.unranked and sm.tokens_rule
        drawn = shown_notes(ui, overlay)
        assert " ".join(str(sm.notes).split()) in " ".join(drawn.split()), size
        assert overlay.lines_end <= overlay.button.rect.top


def test_the_boards_rows_of_sums_and_of_paintings_played_say_what_they_count():
    """With value hints off the row under the rounds read "Value" with no help, and showed
    Yoko's 30 in a round Yoko would not rank (where its paintings pay 0); the card game's
    board names the same row "Worth so far" and says what it adds up. The auction board now
    does too, and its Played row says the fifth of an artist ends the round; with hints on the
    row is the estimate "Worth now*"."""
    from tests.test_first_evening import RaiseBot, hover, open_turn
    from scenes.table.board import PLAYED_TIP, TOTAL_TIP
    from scenes.table.worth import PAYS_NOW_TIP
    for hints in (False, True):
        ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant",
                                      value_hints=hints))
        texts = spy_texts(ui)
        table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
        table._static = None                                         # draw the board again
        ui.frame(0.0)
        label, tip = ("Worth now*", PAYS_NOW_TIP) if hints else ("Worth so far", TOTAL_TIP)
        assert label in texts and "Value" not in texts
        for want in (tip, PLAYED_TIP):
            row = next(r for r, t in table.regions if t == want)
            hover(ui, row.center)
            assert pointer_tip(table)[0] == want
    assert "pays nothing" in TOTAL_TIP and "fifth" in PLAYED_TIP
