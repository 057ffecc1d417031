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
    assert narrate(ended, s.config) == (f"Round 1 ends: {both} reach the limit "
                                        f"({s.config.name(0)} played the last card).")


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
