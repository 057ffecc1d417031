"""The card game's round end after an everyone-plays reveal (CARD_GAME.md §4, A9: every card
placed, then the end checks): a 5-player reveal took one artist from 5 to 8 face-up cards and
another to 6, and the log and the scoring overlay's subtitle named only one of them. Every
artist that reached the limit at that moment is named, in the log and on the overlay."""
from __future__ import annotations

from game.card.actions import ChooseSecretly, PlayCard, StopAdding
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT, artist_name
from game.card.engine import apply, legal_actions, view
from game.card.events import RoundEnded
from game.card.log import narrate
from game.card.position import position
from scenes.round_summary import summarise

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, config, events_of, step

PLAIN = NO_EFFECT


def revealed_to_two_limits():
    """5 players (the limit is 6): DENISE at 5 face-up cards, TEC at 5; seat 0's everyone-
    plays card (MARIANA) has three seats reveal a DENISE, one a TEC, one a NICOLAS."""
    picks = (DENISE, DENISE, TEC, DENISE, NICOLAS)
    hands = [[(MARIANA, EVERYONE_PLAYS), (picks[0], PLAIN)]] + \
        [[(a, PLAIN), (WAGNER, PLAIN)] for a in picks[1:]]
    s = position(config(5), hands, turn=0, influence=(DENISE, PLAIN),
                 displays=[[(DENISE, PLAIN)] * 2, [(DENISE, PLAIN)] * 2, [(TEC, PLAIN)] * 3,
                           [(TEC, PLAIN)] * 2, []])
    s = step(s, PlayCard(0, s.hands[0][0]))
    return step(s, *(ChooseSecretly(i, next(c for c in s.hands[i] if c.artist == picks[i]))
                     for i in range(5)))


def test_every_artist_reaching_the_limit_at_one_reveal_is_named_in_the_event_and_log():
    s = revealed_to_two_limits()
    ended = events_of(s, RoundEnded)[0]
    assert ended.reason == "threshold" and ended.artists == (DENISE, TEC)
    assert ended.card.artist == DENISE          # the first card in turn order that reached it
    theme = s.config.theme
    both = f"{artist_name(DENISE, theme)} and {artist_name(TEC, theme)}"
    assert ended.everyone and ended.seat == 0
    assert narrate(ended, s.config) == (f"Round 1 ends: {both} reach the limit in the "
                                        f"everyone-plays on {s.config.name(0)}'s turn.")


def test_one_artist_at_the_limit_reads_as_before():
    s = revealed_to_two_limits()
    ended = events_of(s, RoundEnded)[0]
    one = RoundEnded(0, "threshold", ended.card, None, (TEC,))
    assert narrate(one, s.config) == f"Round 1 ends: {artist_name(TEC, s.config.theme)} " \
                                     "reaches the limit."
    # An event made without the artists (as before they were recorded) names its card's.
    old = RoundEnded(0, "threshold", ended.card, None)
    assert narrate(old, s.config) == f"Round 1 ends: {artist_name(DENISE, s.config.theme)} " \
                                     "reaches the limit."


def test_the_scoring_overlay_names_every_artist_that_reached_the_limit():
    s = revealed_to_two_limits()
    while not s.results:                        # nobody adds: the round is scored
        s = apply(s, next(a for a in legal_actions(s, s.to_act[0]) if isinstance(a, StopAdding)))
    assert s.results[0].limit_artists == (DENISE, TEC)
    summary = summarise(0, s.events, view(s, 0))
    theme = s.config.theme
    assert f"{artist_name(DENISE, theme)} and {artist_name(TEC, theme)} reach the limit" \
        in str(summary.reason)
    # The next round starts with nobody at the limit.
    assert s.end_artists == ()


def revealed_to_one_limit():
    """3 players (the limit is 6): DENISE at 5 face-up cards; seat 0 plays an everyone-plays
    MARIANA, and seat 1's secretly chosen DENISE (not seat 0's card) makes the sixth."""
    hands = [[(MARIANA, EVERYONE_PLAYS), (WAGNER, PLAIN)], [(DENISE, PLAIN), (WAGNER, PLAIN)],
             [(TEC, PLAIN), (WAGNER, PLAIN)]]
    s = position(config(3), hands, turn=0, influence=(DENISE, PLAIN),
                 displays=[[(DENISE, PLAIN)] * 2, [(DENISE, PLAIN)] * 2, []])
    s = step(s, PlayCard(0, s.hands[0][0]))
    picks = (WAGNER, DENISE, TEC)
    return step(s, *(ChooseSecretly(i, next(c for c in s.hands[i] if c.artist == picks[i]))
                     for i in range(3)))


def test_a_round_ended_by_another_player_s_secret_card_says_whose_everyone_plays_it_was():
    """Ada's everyone-plays, Bea's secret Denise makes the sixth: the turn was Ada's (A2, the
    adding starts with her), but "Ada played the last card" contradicted what the table just
    watched; the log and the scoring overlay say it ended in the everyone-plays on Ada's
    turn."""
    s = revealed_to_one_limit()
    ended = events_of(s, RoundEnded)[0]
    assert ended.everyone and ended.seat == 0 and ended.card.artist == DENISE
    ada, denise = s.config.name(0), artist_name(DENISE, s.config.theme)
    words = f"Round 1 ends: {denise} reaches the limit in the everyone-plays on {ada}'s turn."
    assert narrate(ended, s.config) == words
    while not s.results:
        s = apply(s, next(a for a in legal_actions(s, s.to_act[0]) if isinstance(a, StopAdding)))
    assert s.results[0].everyone
    assert str(summarise(0, s.events, view(s, 0)).reason) == words
    assert not s.end_everyone


def test_an_ordinary_card_ending_the_round_still_names_who_played_it():
    """The words of the ordinary case stay: the card's player played the last card."""
    hands = [[(DENISE, PLAIN), (WAGNER, PLAIN)], [(WAGNER, PLAIN)], [(TEC, PLAIN)]]
    s = position(config(3), hands, turn=0, influence=(DENISE, PLAIN),
                 displays=[[(DENISE, PLAIN)] * 2, [(DENISE, PLAIN)] * 2, []])
    s = step(s, PlayCard(0, s.hands[0][0]))
    ended = events_of(s, RoundEnded)[0]
    assert not ended.everyone
    assert narrate(ended, s.config) == (f"Round 1 ends: {artist_name(DENISE, s.config.theme)} "
                                        f"reaches the limit ({s.config.name(0)} played the "
                                        "last card).")


def test_an_everyone_plays_that_empties_every_hand_says_so():
    hands = [[(MARIANA, EVERYONE_PLAYS), (WAGNER, PLAIN)], [(TEC, PLAIN)], [(NICOLAS, PLAIN)]]
    s = position(config(3), hands, turn=0, influence=(DENISE, PLAIN))
    s = step(s, PlayCard(0, s.hands[0][0]))
    s = step(s, *(ChooseSecretly(i, s.hands[i][0]) for i in range(3)))
    ended = events_of(s, RoundEnded)[0]
    assert ended.reason == "hands_empty" and ended.everyone
    assert narrate(ended, s.config) == ("Round 1 ends: no player holds a card after the "
                                        f"everyone-plays on {s.config.name(0)}'s turn.")
