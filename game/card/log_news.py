"""What happened since a person last looked, in the card game: each line of the hand-over
ranked by what a card player wants first, as the auction's lines are (game/log_news.py), so
that a hand-over with no room for every line keeps those (scenes/handover.py `chosen`; the
kept lines stand in the order they happened, the rest counted: "3 other lines: see the log.").

What a card player wants first, coming back to the screen:

1. `RESULT`: what settled points and the round. The round's end (why it ended, the leading
   artists' value tokens), the game's end, and a scoring that gave the person points: the
   score is what the game is about, and a round's end changes every card's worth at once.
2. `OWN`: what happened to the person's own seat while they were away: a move the game made
   for them (a hand's last card played, no second card face up), their draw, their award,
   their cards added at scoring, their scoring of nothing.
3. `BOARD`: what changes the ranking or an artist's worth: another player's card played (face
   up, face down, added at scoring, revealed in an everyone-plays), an award placed, the
   face-down cards turned up at a round's end, another player's score.
4. `DETAIL`: what changes neither: another player's draw, secret choice, effect declined or
   voided, and the end of their adding.

Every line is the log's own (game/card/log.py `narrate`), public: a face-down card is "a card
face down" and a secret choice "has chosen a card" until the table turns them up; the ranking
only chooses which of those lines a hand-over keeps, never what they say.
"""
from __future__ import annotations

from . import events as E

#: The ranks of the card game's lines, first kept first (the numbers of game/log_news.py's
#: ranks, which the hand-over sorts by).
RESULT, OWN, BOARD, DETAIL = range(4)

#: The events that settle the round or the game, whoever's they are.
_SETTLED = (E.RoundEnded, E.TokensPlaced, E.GameEnded)
#: Another player's events that change the ranking or an artist's worth.
_BOARD = (E.CardPlayed, E.FaceUpAdded, E.FaceDownPlayed, E.EveryonePlayed, E.AwardPlaced,
          E.CardAdded, E.FaceDownRevealed, E.Scored)


def rank(event: object, seat: int | None) -> int:
    """How much the line `event` made touches `seat`, the person told (None: nobody's)."""
    if isinstance(event, _SETTLED):
        return RESULT
    mine = seat is not None and getattr(event, "seat", None) == seat
    if isinstance(event, E.Scored) and mine and event.points:
        return RESULT
    if mine:
        return OWN
    return BOARD if isinstance(event, _BOARD) else DETAIL
