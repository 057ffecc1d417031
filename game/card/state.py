"""The card game's state (immutable data), what one seat may see of it, and the outcomes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import DECK, Card
from .config import Config

# Phases: what the game waits for.
PLAY = "play"                     # the turn player must play a card
EFFECT = "effect"                 # the turn player may use the card's effect (state.effect)
EVERYONE = "everyone_plays"       # every seat holding a card chooses one, secretly, at once
ADDING = "adding"                 # scoring: one seat at a time may add cards (A4)
GAME_OVER = "game_over"
PHASES = (PLAY, EFFECT, EVERYONE, ADDING, GAME_OVER)


class RoundResult(NamedTuple):
    """How a round was scored."""
    round: int
    counts: tuple[int, ...]            # cards in play per artist (face-down and influence incl.)
    leading: tuple[int, ...]           # the leading artists, 1st to 3rd
    values: tuple[int, ...]            # worth of one card per artist (0 unless leading)
    points: tuple[int, ...]            # per seat
    totals: tuple[int, ...]            # per seat, after this round
    ended_by: Card | None
    last_player: int                   # who played the last card (A2); scoring starts here
    reason: str                        # "threshold" or "hands_empty"
    #: The counts the artists were ranked by (§6.2), before cards were added at scoring.
    ranked: tuple[int, ...] = ()
    #: Every artist that reached the limit when the round ended (several at once after
    #: everyone plays, A9); () when no hand held a card.
    limit_artists: tuple[int, ...] = ()
    #: It ended at an everyone-plays reveal on `last_player`'s turn.
    everyone: bool = False
    #: The face-down cards turned up at its scoring, per artist (§6.1): among `ranked`, not
    #: among the face-up cards that reached the threshold (§4, §5).
    turned_up: tuple[int, ...] = ()
    #: The cards each seat added from hand at scoring (§6.3), per seat, in the order added:
    #: in its display that scored.
    added: tuple[tuple[Card, ...], ...] = ()
    #: What those added cards scored, per seat: part of `points`.
    added_points: tuple[int, ...] = ()


class GameResult(NamedTuple):
    """The end of the game: totals and the winners (equal highest totals share, A8)."""
    totals: tuple[int, ...]
    ranking: tuple[int, ...]           # seats, best first (ties by seat order)
    winners: tuple[int, ...]


class State(NamedTuple):
    """The whole game at one moment. Immutable: `apply` returns a new one.

    Only `view(state, seat)` may be shown to a seat; the state itself holds every secret.
    """
    config: Config
    deck: tuple[Card, ...]                 # top first
    round: int                             # 0-based
    phase: str
    to_act: tuple[int, ...]                # seats the game waits for
    hands: tuple[tuple[Card, ...], ...]
    displays: tuple[tuple[Card, ...], ...]   # face-up cards per seat, in the order played
    face_down: tuple[tuple[Card, ...], ...]  # face-down cards per seat (secret until scoring)
    influence: Card | None
    removed: tuple[Card, ...]              # displays and influence cards of earlier rounds
    board: tuple[tuple[int, ...], ...]     # board[round][artist]: value token 0, 3, 2 or 1
    awards: tuple[int, ...]                # award tokens per artist, all rounds
    first_player: int                      # round 1's first player (A7)
    turn: int | None                       # whose turn it is (the card's player in EFFECT and
                                           # EVERYONE); None in ADDING and GAME_OVER
    effect: str | None                     # the effect on offer in EFFECT
    secret: tuple[Card | None, ...]        # everyone-plays choices so far (secret)
    last_player: int | None                # who played the last card of the round (A2)
    leading: tuple[int, ...]               # ADDING: the round's leading artists
    values: tuple[int, ...]                # ADDING: worth of one card per artist
    added: tuple[tuple[int, ...], ...]     # ADDING: artists each seat has added
    queue: tuple[int, ...]                 # ADDING: seats still to decide, the current first
    end_reason: str | None                 # ADDING: "threshold" or "hands_empty"
    end_card: Card | None                  # ADDING: the card that ended the round, if any
    results: tuple[RoundResult, ...]
    events: tuple                          # what the last apply did (public)
    #: ADDING: every artist that reached the limit when the round ended (A9: several at once)
    end_artists: tuple[int, ...] = ()
    #: ADDING: the round ended at an everyone-plays reveal
    end_everyone: bool = False
    #: ADDING: the face-down cards turned up at the round's end, per artist (§6.1): in the
    #: counts now, but not among the face-up cards that reached the threshold
    turned_up: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def is_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def totals(self) -> tuple[int, ...]:
        return self.results[-1].totals if self.results else (0,) * self.players


@dataclass(frozen=True)
class View:
    """What one seat (or, with seat None, a spectator or the hand-over screen) may know."""
    seat: int | None
    config: Config
    round: int
    phase: str
    to_act: tuple[int, ...]
    turn: int | None
    effect: str | None
    hand: tuple[Card, ...] | None          # own hand; None for a spectator
    hand_sizes: tuple[int, ...]
    displays: tuple[tuple[Card, ...], ...]   # face-up cards
    face_down_counts: tuple[int, ...]
    my_face_down: tuple[Card, ...]         # own face-down cards (empty for a spectator)
    influence: Card | None
    counts: tuple[int, ...]                # face-up cards per artist, influence included
    threshold: int                         # face-up cards of one artist that end the round
    board: tuple[tuple[int, ...], ...]
    awards: tuple[int, ...]
    deck_size: int
    removed: tuple[Card, ...]
    first_player: int
    round_starter: int                     # holder of the first-player token this round
    secret_done: tuple[bool, ...]          # who has chosen in everyone plays
    my_secret: Card | None                 # own everyone-plays choice, once made
    last_player: int | None
    leading: tuple[int, ...]
    values: tuple[int, ...]
    added: tuple[tuple[int, ...], ...]
    queue: tuple[int, ...]
    totals: tuple[int, ...]
    results: tuple[RoundResult, ...]
    events: tuple
    #: At scoring, the face-down cards turned up per artist (in `counts`); () before.
    turned_up: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    def held(self, seat: int) -> int:
        """How many cards `seat` holds as the table sees it (§10: hand sizes are public): in
        everyone plays, less the card it has chosen in secret, which leaves its hand at the
        choice (that it has chosen is public, the card is not). `hand_sizes` keeps the card
        in the hand until all are turned up, and a hand-over showed the count before the
        choice."""
        return self.hand_sizes[seat] - (self.phase == EVERYONE and self.secret_done[seat])

    def unseen(self) -> list[Card]:
        """Every card this seat cannot see, in the deck's order: the other hands, the others'
        face-down cards and the deck (for a spectator, every hand and face-down card)."""
        seen = {c.id for c in self.hand or ()}
        seen.update(c.id for d in self.displays for c in d)
        seen.update(c.id for c in self.removed)
        seen.update(c.id for c in self.my_face_down)
        if self.influence is not None:
            seen.add(self.influence.id)
        return [c for c in DECK if c.id not in seen]
