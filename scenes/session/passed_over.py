"""The card game at one screen: a person the engine passes over is asked all the same.

At a round's end each seat in turn may add a card of each leading artist in its display
(CARD_GAME.md §6.3, A4). The engine asks only a seat that can add one and passes over the
others in the same move (an `AddingDone` with 0 added): its legal moves, and so every save and
replay, stay as they are. Whose display holds a leading artist is public, but whose hand holds
a card of it is not: with two or more people at the screen, a person skipped without a
hand-over would tell the table their hand lacks that artist.

So the match asks them anyway, in the front end only: for each such person passed over it
keeps the moment as the engine had it when their turn came (`turn_state`), the table hands the
screen over and shows that moment, where they read why they may add nothing and answer "Add
no more" (a `StopAdding` never sent to the engine); then the rest of the move's events play
on. Computers and a lone player are passed over as before: nobody learns more from that than
they could guess.

The same holds for a second card face up (§4): its effect is void when the player holds no
other card of the artist, and the engine moves on at once, where a player holding one is asked
whether to use it. At one screen the player is asked all the same, and may only decline.
"""
from __future__ import annotations

from collections import deque

from game.card import events as E
from game.card.actions import AddCard, DeclineEffect, StopAdding
from game.card.cards import SECOND_FACE_UP
from game.card.state import ADDING, EFFECT


class PassedOver:
    """The turns a match still owes the people it passed over, in the engine's order: each
    (seat, the card game's state at that seat's turn, the events that follow it, the one
    answer it takes)."""

    def __init__(self) -> None:
        self.turns: deque = deque()

    @property
    def state(self):
        """The moment the table shows while a passed-over person's turn is owed, else None."""
        return self.turns[0][1] if self.turns else None

    def asks(self, action) -> bool:
        """Whether `action` is the owed person's answer ("Add no more", or declining the
        effect): answered here, never applied."""
        return bool(self.turns) and action == self.turns[0][3]

    def hear(self, match, before, action, new) -> tuple:
        """A move applied: the events to tell now (all of them, unless some people at the
        screen were passed over: then those before the first such turn)."""
        events = tuple(new.events)
        if match.rules.name != "card" or not match.hot_seat:
            return events
        turns = [(i, e.seat, turn_state(before, new, events, i), StopAdding(e.seat))
                 for i, e in enumerate(events)
                 if isinstance(e, E.AddingDone) and owed(match, e, action)]
        turns = [t for t in turns if leads(t[2], t[1])] + [
            (i, e.seat, effect_state(before, e.seat, events[:i]), DeclineEffect(e.seat))
            for i, e in enumerate(events) if isinstance(e, E.EffectVoid)
            and e.effect == SECOND_FACE_UP and e.seat in match.humans]
        turns.sort(key=lambda t: t[0])
        if not turns:
            return events
        ends = [t[0] for t in turns[1:]] + [len(events)]
        for (cut, seat, state, answer), end in zip(turns, ends):
            self.turns.append((seat, state, events[cut:end], answer))
        return events[:turns[0][0]]

    def answered(self, match) -> tuple:
        """The owed person said "Add no more": their turn is over; the events that follow it."""
        _seat, state, events, _answer = self.turns.popleft()
        match._before = state       # the table drops the screen from that moment's public view
        return events


def owed(match, done: E.AddingDone, action) -> bool:
    """Whether the seat of `done` (0 added) is a person the engine passed over: not one whose
    own "Add no more" (or last card added) ended their turn."""
    own = isinstance(action, (StopAdding, AddCard)) and action.seat == done.seat
    return done.added == 0 and done.seat in match.humans and not own


def leads(state, seat: int) -> bool:
    """Whether `seat`'s display holds a leading artist (public: then it is asked to add)."""
    return any(c.artist in state.leading for c in state.displays[seat])


def effect_state(before, seat: int, events):
    """The card game's state when `seat`'s card with a second card face up landed (the last
    `CardPlayed` of `events`): its effect on offer, as to a player holding another of its
    artist."""
    card = next(e.card for e in reversed(events) if isinstance(e, E.CardPlayed))
    hands = list(before.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    displays = list(before.displays)
    displays[seat] = displays[seat] + (card,)
    return before._replace(phase=EFFECT, to_act=(seat,), turn=seat, effect=SECOND_FACE_UP,
                           hands=tuple(hands), displays=tuple(displays), last_player=seat,
                           events=())


def turn_state(before, new, events, cut: int):
    """The card game's state when the turn of the seat of `events[cut]` (an `AddingDone` of
    a seat passed over) came, rebuilt from the state `before` the move, the state `new` after
    it and the move's events: nothing changes while seats are passed over."""
    queue = tuple(e.seat for e in events[cut:] if isinstance(e, E.AddingDone)) + new.queue
    seat = events[cut].seat
    scored = {e.seat: e.cards for e in events if isinstance(e, E.Scored)}
    if not scored:          # the round is still being scored: the engine's state is that moment
        return new._replace(queue=queue, to_act=(seat,), events=())
    n = before.players
    placed = next((e for e in events if isinstance(e, E.TokensPlaced)), None)
    leading = tuple(a for a, _t in placed.tokens) if placed else before.leading
    values = placed.values if placed else before.values
    added = [list(a) for a in (before.added if before.phase == ADDING else ((),) * n)]
    for e in events[:cut]:
        if isinstance(e, E.CardAdded):
            added[e.seat].append(e.card.artist)
    displays = tuple(tuple(scored[i]) for i in range(n))
    hands = tuple(tuple(c for c in before.hands[i] if c not in displays[i]) for i in range(n))
    return before._replace(
        phase=ADDING, to_act=(seat,), queue=queue, hands=hands, displays=displays,
        face_down=((),) * n, board=new.board, awards=new.awards, leading=leading, values=values,
        added=tuple(tuple(a) for a in added), turn=None, effect=None, secret=(),
        last_player=new.results[-1].last_player, events=())
