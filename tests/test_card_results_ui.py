"""The round-scoring overlay and the game-over screen of the card game, built from real states
of seeded random games, driven by real events; the auction game's round-4 overlay lists every
player, also one who sold nothing."""
from __future__ import annotations

import random

import pygame

from tests.card_helpers import random_playout
from tests.ui_driver import Driver

from game import apply, default_config, legal_actions, new_game, view
from game.bots import RandomBot
from game.card.engine import view as card_view
from game.events import Payout, RoundEnded
from scenes.gameover import GameOverScene, chart_series
from scenes.scoring import ScoringOverlay
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


def card_round(players: int, rnd: int, seed: int):
    """The state just after round `rnd` of a random card game was scored."""
    states, _ = random_playout(players, seed=seed, stop=lambda s: len(s.results) > rnd)
    return states[-1]


def open_overlay(ui: Driver, rnd: int, events, seen) -> ScoringOverlay:
    ui.ctx.stack.push(TitleScene(ui.ctx))
    overlay = ui.ctx.stack.open("scoring", rnd, events, seen)
    ui.frame()
    return overlay


def test_card_scoring_overlay_shows_points_totals_and_every_seat():
    ui = Driver()
    state = card_round(4, 1, seed=5)
    result = state.results[1]
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    sm = overlay.summary
    assert sm.game == "card" and sm.unit == "points" and sm.heading == "Points this round"
    assert [line.seat for line in sm.lines] == [0, 1, 2, 3]
    assert [line.amount for line in sm.lines] == list(result.points)
    assert [line.total for line in sm.lines] == list(result.totals)
    assert sm.counts == result.ranked and sm.values == result.values
    assert [a for a, _ in sm.tokens] == list(result.leading)
    assert sm.awards == tuple(state.awards)
    # each seat's line shows the cards that earned its points
    for line in sm.lines:
        assert sum(result.values[c.artist] for c in line.cards) == line.amount
    assert "Round 2 ends" in sm.reason
    # A click shows everything at once, then Enter deals the next round.
    ui.click(overlay.rect.center)
    assert overlay.t >= overlay.total_time
    assert overlay.button.label == "Deal round 3"
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, TitleScene)


def test_card_round_four_overlay_leads_to_the_final_result():
    ui = Driver()
    state = card_round(5, 3, seed=9)
    overlay = open_overlay(ui, 3, state.events, card_view(state, 2))
    assert overlay.button.label == "See the final result"
    assert len(overlay.summary.lines) == 5
    ui.frame(dt=5.0, n=3)
    ui.key(pygame.K_SPACE)
    assert isinstance(ui.top, TitleScene)


def auction_round_four(players: int, seed: int):
    """(events, view of seat 0) when round 4 of a random auction game is scored."""
    state = new_game(default_config(players, humans=0, level="random"), seed)
    bot, rng = RandomBot(), random.Random(seed)
    while True:
        state = apply(state, bot.choose(None, legal_actions(state, state.to_act[0]), rng))
        if any(isinstance(e, RoundEnded) and e.round == 3 for e in state.events):
            return state.events, view(state, 0)


def test_auction_round_four_lists_every_player_also_one_who_sold_nothing():
    for seed in range(1, 60):
        events, seen = auction_round_four(4, seed)
        sellers = {e.seat for e in events if isinstance(e, Payout)}
        if len(sellers) < 4:
            break
    else:
        raise AssertionError("no seeded game left a player without paintings in round 4")
    ui = Driver()
    overlay = open_overlay(ui, 3, events, seen)
    assert [line.seat for line in overlay.lines] == [0, 1, 2, 3]
    idle = [line for line in overlay.lines if line.seat not in sellers]
    assert idle and all(line.cards == () and line.amount == 0 for line in idle)
    ui.frame(dt=5.0, n=2)
    ui.press("See the final result")
    assert isinstance(ui.top, TitleScene)


def test_card_game_over_ranks_by_points_with_the_per_round_chart():
    from tests.ui_driver import spy_texts
    ui = Driver()
    game = FinishedGame(card_playout(4, seed=5))
    final = game.state
    assert final.is_over
    ui.ctx.stack.push(TitleScene(ui.ctx))
    texts = spy_texts(ui)
    screen = ui.ctx.stack.open("gameover", game)
    ui.frame(dt=2.0, n=2)
    # Each computer's row names its level, as its seat panel did; the human's row does not.
    texts.clear()
    ui.frame()
    assert texts.count("random") == 3 and "human" not in texts and "you" not in texts
    assert isinstance(screen, GameOverScene)
    assert screen.result.totals == final.results[-1].totals
    title, first, series = chart_series(screen.view)
    assert title == "Points after each round" and first == "start"      # as the money chart's
    assert [s[-1] for s in series] == list(final.results[-1].totals)
    assert all(len(s) == 5 and s == sorted(s) for s in series)     # points only grow
    ui.press("Title screen")
    assert isinstance(ui.top, TitleScene)


def test_smoke_renders_the_card_game_screens(tmp_path):
    from scenes.smoke import render_card_smoke
    done = render_card_smoke((1280, 720), tmp_path)
    assert done[:4] == ["card-setup", "card-rules", "card-scoring", "card-gameover"]
    assert sorted(p.name for p in tmp_path.glob("smoke-card-*.png")) == sorted(
        f"smoke-{name}.png" for name in done)


def test_card_scoring_overlay_shows_what_the_awards_add_to_a_card():
    from tests.ui_driver import spy_texts
    from game.card.cards import AWARD_VALUE
    for seed in range(1, 40):
        state = card_round(3, 0, seed=seed)
        if any(state.awards):
            break
    assert any(state.awards)
    ui = Driver()
    texts = spy_texts(ui)
    overlay = open_overlay(ui, 0, state.events, card_view(state, 0))
    ui.click(overlay.rect.center)
    ui.frame()
    for n in state.awards:
        if n:
            assert f"+{n * AWARD_VALUE}" in texts


def test_the_overlay_says_why_tied_artists_placed_as_they_did_in_both_games():
    """Two artists on 4 cards took 2nd and 3rd: the overlay names the tie and the board's
    order that broke it; a tie among artists that placed nowhere goes unmentioned."""
    from dataclasses import replace
    from tests.ui_driver import spy_texts
    ui = Driver()
    events, seen = auction_round_four(4, seed=3)
    overlay = open_overlay(ui, 3, events, seen)
    names = [overlay.summary.artist(a) for a in range(5)]
    tied = replace(overlay.summary, counts=(4, 0, 0, 5, 4), tokens=((3, 30), (0, 20), (4, 10)))
    assert tied.ties == (f"{names[0]} and {names[4]} tied at 4: the artist further left on "
                         "the board ranks higher.")
    assert replace(tied, counts=(4, 0, 0, 5, 3)).ties == ""          # no tie
    assert replace(tied, counts=(4, 1, 1, 5, 3)).ties == ""          # a tie for no place
    overlay.summary = tied
    texts = spy_texts(ui)
    ui.click(overlay.rect.center)                                    # everything shown
    ui.frame()
    assert any(f"{names[0]} and {names[4]} tied at 4" in t for t in texts)
    state = card_round(4, 1, seed=5)
    card = open_overlay(ui, 1, state.events, card_view(state, 0)).summary
    assert replace(card, counts=(6, 2, 2, 2, 0), tokens=((0, 3), (1, 2), (2, 1))).ties.startswith(
        f"{card.artist(1)}, {card.artist(2)} and {card.artist(3)} tied at 2")


def one_artist_round(tokens_need_a_card: bool):
    """A 2-player card game whose round 1 ends with cards of one artist only in play (each
    seat plays the artist with the most face-up cards, declining every effect): the state
    just after its scoring."""
    from game.card.actions import ChooseSecretly, DeclineEffect, PlayCard, StopAdding
    from game.card.config import Config as CardConfig
    from game.card.engine import apply as card_apply, legal_actions as card_legal, new_game as deal
    from game.card.scoring import face_up_counts
    from game.config import SeatConfig
    config = CardConfig((SeatConfig("Ada"), SeatConfig("Bea")),
                        tokens_need_a_card=tokens_need_a_card)
    for seed in range(1, 200):
        s = deal(config, seed)
        while not s.results:
            options = card_legal(s, s.to_act[0])
            counts = face_up_counts(s)
            plays = [o for o in options if isinstance(o, (PlayCard, ChooseSecretly))]
            rest = [o for o in options if isinstance(o, (DeclineEffect, StopAdding))]
            s = card_apply(s, max(plays, key=lambda o: (counts[o.card.artist], -o.card.id))
                           if plays else rest[0])
        if sum(1 for n in s.results[0].ranked if n) < 3:
            return s
    raise AssertionError("no such round")


def test_a_round_with_fewer_than_three_artists_says_how_this_table_places_value_tokens():
    """A card-game round ended with only Yoko in play: by default three tokens went out,
    two of them to artists with no card in play, and with the option only one did, and the
    overlay said nothing of why (only that artists tied at 0): it now says the table's option
    in the setup screen's own words and, by default, names in words the artists that took a
    token with no card in play (a newcomer saw them score with no card of them out)."""
    from game.card.config import TOKENS_WORDS
    from tests.ui_driver import spy_texts
    ui = Driver()
    for option in (False, True):
        state = one_artist_round(option)
        overlay = open_overlay(ui, 0, state.events, card_view(state, 0))
        summary = overlay.summary
        in_play = sum(1 for n in summary.counts if n)
        assert len(summary.tokens) == (in_play if option else 3)
        name, what = TOKENS_WORDS[option]
        unplayed = [summary.artist(a) for a, _t in summary.tokens if not summary.counts[a]]
        if option:
            assert not unplayed
            assert summary.tokens_rule == f"Value tokens at this table: “{name}”. {what}"
            said = "Value tokens at this table"
        else:
            assert len(unplayed) == 3 - in_play >= 1
            tokens = "a value token" if len(unplayed) == 1 else "value tokens"
            # (their worths marked: test_card_scoring_no_card_worth.py)
            said = f"{' and '.join(unplayed)} had no card in play, yet took {tokens}:"
            assert summary.tokens_rule.startswith(said), summary.tokens_rule
            assert f"three artists always take one (“{name}”)" in summary.tokens_rule
            assert "stay on the board for later rounds" in summary.tokens_rule
        assert summary.notes.endswith(summary.tokens_rule)
        texts = spy_texts(ui)
        ui.click(overlay.rect.center)                                # everything shown
        ui.frame()
        assert said in " ".join(map(str, texts))                     # wrapped lines
        ui.ctx.stack.pop()
    # A round with three artists or more in play says nothing of the option.
    state = card_round(3, 0, seed=1)
    assert open_overlay(ui, 0, state.events, card_view(state, 0)).summary.tokens_rule == ""


def test_the_button_before_a_round_that_deals_nothing_does_not_say_deal():
    """After round 3 the button read "Deal round 4", and no card came: round 4 of the auction
    game (and of the card game with 3 to 5 players) deals nothing. It now says "Start round 4"
    then, from the game's own deal table; the card game with 2 players still deals round 4."""
    ui = Driver()
    state = new_game(default_config(4, humans=0, level="random"), 2)
    bot, rng = RandomBot(), random.Random(2)
    labels = {}
    while len(labels) < 3:
        state = apply(state, bot.choose(None, legal_actions(state, state.to_act[0]), rng))
        ended = [e.round for e in state.events if isinstance(e, RoundEnded)]
        if ended and ended[0] < 3:
            overlay = open_overlay(ui, ended[0], state.events, view(state, 0))
            labels[ended[0]] = str(overlay.button.label)
            ui.ctx.stack.pop()
    assert labels == {0: "Deal round 2", 1: "Deal round 3", 2: "Start round 4"}
    for players, said in ((2, "Deal round 4"), (3, "Start round 4")):
        state = card_round(players, 2, seed=3)
        assert str(open_overlay(ui, 2, state.events, card_view(state, 0)).button.label) == said
        ui.ctx.stack.pop()


def test_esc_over_a_rounds_scoring_opens_the_menu_and_the_round_stays():
    """Esc on "Round 2 is scored" dealt round 3, as the button does: a key meant to pause
    skipped the round's review. Esc finishes the counting, then opens the menu over the
    scores; Resume comes back to them, and only the button (Enter) deals on."""
    from scenes.pause import PauseScene
    ui = Driver()
    state = card_round(4, 1, seed=5)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    ui.frame(overlay.total_time + 0.1)      # the counting done
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene) and overlay in ui.ctx.stack.scenes
    ui.key(pygame.K_ESCAPE)                 # Resume
    assert ui.top is overlay
    ui.key(pygame.K_RETURN)
    assert ui.top is not overlay and overlay not in ui.ctx.stack.scenes
