"""The rules of Modern Art: The Card Game (CARD_GAME.md) as functions over an immutable State.

`new_game` deals, `legal_actions(state, seat)` says what one seat may do, `apply` is the one
gate that checks an action and returns the next state (with `state.events` saying what
happened), `view` strips what a seat may not know. Scoring and the next round live in
`scoring.py`. Section numbers refer to CARD_GAME.md.
"""
from __future__ import annotations

from typing import Sequence

from ..shared import deck_order, seeded_rng, whole
from .actions import (ACTION_TYPES, CARD_ACTIONS, Action, AddCard, ChooseSecretly, DeclineEffect,
                      DrawCard, PlaceAward, PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from .cards import (ARTIST_COUNT, AWARD, DECK, DECK_SIZE, DRAW, EFFECT_NAMES, EVERYONE_PLAYS,
                    NO_EFFECT, ROUNDS, SECOND_FACE_DOWN, SECOND_FACE_UP, Card, artist_name,
                    threshold)
from .config import Config
from .errors import CardNotPlayable, IllegalAction, NotAnAction, NotYourTurn, WrongPhase
from .events import (AwardPlaced, CardDrawn, CardPlayed, EffectDeclined, EffectOffered,
                     EffectVoid, EveryonePlayed, FaceDownPlayed, FaceUpAdded, SecretChosen)
from .scoring import (add_card, begin_round, can_add, deal_round, end_round, face_up_counts,
                      holding, label, stop_adding)
from .state import ADDING, EFFECT, EVERYONE, GAME_OVER, PLAY, State, View

__all__ = ["new_game", "legal_actions", "apply", "view", "IllegalAction", "NotAnAction",
           "NotYourTurn", "WrongPhase", "CardNotPlayable"]


# --- setting up ---------------------------------------------------------------------------

def new_game(config: Config, seed: int, deck: Sequence[Card | int] | None = None) -> State:
    """Deal a new game (§2). The deck is shuffled from `seed` only, unless `deck` gives the
    full order (top card first, Cards or ids): then that order is dealt as it stands. Hands
    are dealt in blocks (the first seat takes the top 13, and so on), then the influence card
    is revealed. A random first player (A7) is drawn from `seed` after the shuffle."""
    if not isinstance(config, Config):
        raise TypeError("new_game needs a card-game Config")
    rng = seeded_rng(seed)
    order = deck_order(DECK, rng, deck)
    n = config.players
    first = config.first_player if config.first_player is not None else rng.randrange(n)
    empty = ((),) * n
    s = State(config=config, deck=tuple(order), round=0, phase=PLAY, to_act=(), hands=empty,
              displays=empty, face_down=empty, influence=None, removed=(),
              board=((0,) * ARTIST_COUNT,) * ROUNDS, awards=(0,) * ARTIST_COUNT,
              first_player=first, turn=None, effect=None, secret=(), last_player=None,
              leading=(), values=(), added=(), queue=(), end_reason=None, end_card=None,
              results=(), events=())
    ev: list = []
    s = begin_round(deal_round(s, 0), ev)
    return s._replace(events=tuple(ev))


# --- small helpers --------------------------------------------------------------------------

def _name(s: State, seat: int) -> str:
    return s.config.seats[seat].name


def _remove(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card):
    hand = list(hands[seat])
    hand.remove(card)
    return hands[:seat] + (tuple(hand),) + hands[seat + 1:]


def _put(piles: tuple[tuple[Card, ...], ...], seat: int, cards: tuple[Card, ...]):
    return piles[:seat] + (piles[seat] + cards,) + piles[seat + 1:]


def _check_card(s: State, seat: int, card: object) -> Card:
    """The card, if it is one of the game's and in the seat's hand."""
    if not isinstance(card, Card) or not whole(card.id) or not 0 <= card.id < DECK_SIZE \
            or DECK[card.id] != card:
        raise CardNotPlayable(f"{card!r} is not a card of this game.")
    if card not in s.hands[seat]:
        raise CardNotPlayable(f"{label(s, card)} is not in {_name(s, seat)}'s hand.")
    return card


def _turn_card(s: State) -> Card:
    """The card whose effect is on offer: the last face-up card of the turn player."""
    return s.displays[s.turn][-1]


def _next_turn(s: State, after: int, ev: list) -> State:
    """The next player clockwise from `after` who holds a card takes the turn (§3.4)."""
    n = s.players
    for step in range(1, n + 1):
        seat = (after + step) % n
        if s.hands[seat]:
            return s._replace(phase=PLAY, to_act=(seat,), turn=seat, effect=None, secret=())
    return end_round(s, ev, "hands_empty", None)


def _end_check(s: State, cards: Sequence[Card], ev: list) -> State | None:
    """§3.1–2 for cards that just landed face up: the round ends at the threshold (the first
    of `cards` whose artist reached it is named), or when no hand holds a card."""
    counts = face_up_counts(s)
    limit = threshold(s.players)
    for card in cards:
        if counts[card.artist] >= limit:
            return end_round(s, ev, "threshold", card)
    if not holding(s):
        return end_round(s, ev, "hands_empty", cards[-1] if cards else None)
    return None


# --- the turn (§3) and the effects (§4) ---------------------------------------------------

def _play_card(s: State, a: PlayCard, ev: list) -> State:
    card = _check_card(s, a.seat, a.card)
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   displays=_put(s.displays, a.seat, (card,)), last_player=a.seat)
    ev.append(CardPlayed(a.seat, card))
    ended = _end_check(s, (card,), ev)
    return ended if ended is not None else _offer_effect(s, a.seat, card, ev)


def _void_reason(s: State, seat: int, card: Card) -> str | None:
    """Why the effect of `card` cannot be used now, or None when it can."""
    hand = s.hands[seat]
    if card.effect == DRAW and not s.deck:
        return "the deck is empty"
    if card.effect == SECOND_FACE_UP and not any(c.artist == card.artist for c in hand):
        return f"no {artist_name(card.artist, s.config.theme)} card in hand"
    if card.effect == SECOND_FACE_DOWN and not hand:
        return "no card in hand"
    return None


def _offer_effect(s: State, seat: int, card: Card, ev: list) -> State:
    """§3.3: the turn card's effect, at once; optional, except everyone plays."""
    if card.effect == NO_EFFECT:
        return _next_turn(s, seat, ev)
    if card.effect == EVERYONE_PLAYS:
        ev.append(EffectOffered(seat, card.effect))
        choosers = tuple(i for i in range(s.players) if s.hands[i])
        return s._replace(phase=EVERYONE, to_act=choosers, turn=seat, effect=card.effect,
                          secret=(None,) * s.players)
    reason = _void_reason(s, seat, card)
    if reason is not None:
        ev.append(EffectVoid(seat, card.effect, reason))
        return _next_turn(s, seat, ev)
    ev.append(EffectOffered(seat, card.effect))
    return s._replace(phase=EFFECT, to_act=(seat,), turn=seat, effect=card.effect)


def _need_effect(s: State, effect: str, doing: str) -> None:
    if s.effect != effect:
        raise WrongPhase(f"{_name(s, s.turn)} cannot {doing}: the card's effect is "
                         f"{EFFECT_NAMES[s.effect]}.")


def _draw(s: State, a: DrawCard, ev: list) -> State:
    _need_effect(s, DRAW, "draw a card")
    s = s._replace(deck=s.deck[1:], hands=_put(s.hands, a.seat, s.deck[:1]))
    ev.append(CardDrawn(a.seat))
    return _next_turn(s, a.seat, ev)


def _face_up(s: State, a: PlayFaceUp, ev: list) -> State:
    _need_effect(s, SECOND_FACE_UP, "play a second card face up")
    card = _check_card(s, a.seat, a.card)
    artist = _turn_card(s).artist
    if card.artist != artist:
        raise CardNotPlayable(f"The second face-up card must be by "
                              f"{artist_name(artist, s.config.theme)}, not {label(s, card)}.")
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   displays=_put(s.displays, a.seat, (card,)), last_player=a.seat)
    ev.append(FaceUpAdded(a.seat, card))
    ended = _end_check(s, (card,), ev)
    return ended if ended is not None else _next_turn(s, a.seat, ev)


def _face_down(s: State, a: PlayFaceDown, ev: list) -> State:
    _need_effect(s, SECOND_FACE_DOWN, "play a card face down")
    card = _check_card(s, a.seat, a.card)
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   face_down=_put(s.face_down, a.seat, (card,)), last_player=a.seat)
    ev.append(FaceDownPlayed(a.seat))
    ended = _end_check(s, (), ev)   # face-down cards never count toward the threshold
    return ended if ended is not None else _next_turn(s, a.seat, ev)


def _award(s: State, a: PlaceAward, ev: list) -> State:
    _need_effect(s, AWARD, "place an award")
    artist = a.artist
    if not whole(artist) or not 0 <= artist < ARTIST_COUNT:
        raise IllegalAction(f"There is no artist {artist!r}; the artists are 0 to "
                            f"{ARTIST_COUNT - 1}.", a)
    awards = s.awards[:artist] + (s.awards[artist] + 1,) + s.awards[artist + 1:]
    ev.append(AwardPlaced(a.seat, artist))
    return _next_turn(s._replace(awards=awards), a.seat, ev)


def _decline(s: State, a: DeclineEffect, ev: list) -> State:
    ev.append(EffectDeclined(a.seat, s.effect))
    return _next_turn(s, a.seat, ev)


def _choose(s: State, a: ChooseSecretly, ev: list) -> State:
    """Everyone plays: a secret choice; when the last is in, all are revealed together, then
    the end checks run over all of them (A9) and the turn passes to the card's player's left."""
    card = _check_card(s, a.seat, a.card)
    secret = s.secret[:a.seat] + (card,) + s.secret[a.seat + 1:]
    ev.append(SecretChosen(a.seat))
    waiting = tuple(i for i in s.to_act if i != a.seat)
    if waiting:
        return s._replace(secret=secret, to_act=waiting)
    hands, displays = s.hands, s.displays
    n = s.players
    order = [(s.turn + k) % n for k in range(n)]
    for seat in order:
        if secret[seat] is not None:
            hands = _remove(hands, seat, secret[seat])
            displays = _put(displays, seat, (secret[seat],))
    s = s._replace(hands=hands, displays=displays, secret=(), to_act=(), last_player=s.turn)
    ev.append(EveryonePlayed(s.turn, secret))
    ended = _end_check(s, [secret[i] for i in order if secret[i] is not None], ev)
    return ended if ended is not None else _next_turn(s, s.turn, ev)


_HANDLERS = {
    (PLAY, PlayCard): _play_card,
    (EFFECT, DrawCard): _draw,
    (EFFECT, PlayFaceUp): _face_up,
    (EFFECT, PlayFaceDown): _face_down,
    (EFFECT, PlaceAward): _award,
    (EFFECT, DeclineEffect): _decline,
    (EVERYONE, ChooseSecretly): _choose,
    (ADDING, AddCard): lambda s, a, ev: add_card(s, a.seat, _check_card(s, a.seat, a.card), ev),
    (ADDING, StopAdding): lambda s, a, ev: stop_adding(s, a.seat, ev),
}


# --- what may be done -------------------------------------------------------------------------

def legal_actions(s: State, seat: int) -> tuple[Action, ...]:
    """Every legal move of `seat` now; nothing when the game is not waiting for it."""
    if seat not in s.to_act:
        return ()
    hand = s.hands[seat]
    if s.phase == PLAY:
        return tuple(PlayCard(seat, c) for c in hand)
    if s.phase == EVERYONE:
        return tuple(ChooseSecretly(seat, c) for c in hand)
    if s.phase == ADDING:
        return tuple(AddCard(seat, c) for c in hand if can_add(s, seat, c)) + (StopAdding(seat),)
    if s.effect == DRAW:
        uses: tuple = (DrawCard(seat),)
    elif s.effect == SECOND_FACE_UP:
        artist = _turn_card(s).artist
        uses = tuple(PlayFaceUp(seat, c) for c in hand if c.artist == artist)
    elif s.effect == SECOND_FACE_DOWN:
        uses = tuple(PlayFaceDown(seat, c) for c in hand)
    else:
        uses = tuple(PlaceAward(seat, artist) for artist in range(ARTIST_COUNT))
    return uses + (DeclineEffect(seat),)


def describe_wait(s: State) -> str:
    """What the game waits for, in words (for "why not" messages)."""
    names = " and ".join(_name(s, i) for i in s.to_act)
    return {PLAY: f"{names} to play a card",
            EFFECT: f"{names} to use or decline the effect "
                    f"({EFFECT_NAMES.get(s.effect, '')})",
            EVERYONE: f"{names} to choose a card for everyone plays",
            ADDING: f"{names} to add cards at scoring or stop",
            }.get(s.phase, "nobody: the game is over")


def apply(s: State, action: Action) -> State:
    """The one gate: the state after `action`, or IllegalAction (state unchanged)."""
    if type(action) not in ACTION_TYPES:
        raise NotAnAction(f"{action!r} is not a move of Modern Art: The Card Game.", action)
    seat = action.seat
    if not whole(seat) or not 0 <= seat < s.players:
        raise NotYourTurn(f"There is no seat {seat!r} at this table.", action)
    if s.phase == GAME_OVER:
        raise WrongPhase("The game is over; no more moves.", action)
    if seat not in s.to_act:
        raise NotYourTurn(f"It is not {_name(s, seat)}'s move: the game waits for "
                          f"{describe_wait(s)}.", action)
    handler = _HANDLERS.get((s.phase, type(action)))
    if handler is None:
        raise WrongPhase(f"{_name(s, seat)} cannot do that now: the game waits for "
                         f"{describe_wait(s)}.", action)
    if isinstance(action, CARD_ACTIONS) and not isinstance(action.card, Card):
        raise CardNotPlayable(f"{action.card!r} is not a card of this game.", action)
    ev: list = []
    try:
        after = handler(s, action, ev)
    except IllegalAction as error:
        if error.action is None:
            error.action = action
        raise
    return after._replace(events=tuple(ev))


# --- hidden information ----------------------------------------------------------------------

def view(s: State, seat: int | None) -> View:
    """What `seat` may know (§10); seat None is a spectator or the hand-over screen."""
    n = s.players
    if seat is not None and (not whole(seat) or not 0 <= seat < n):
        raise ValueError(f"There is no seat {seat!r} at this table.")
    secret = s.secret or (None,) * n
    return View(
        seat=seat, config=s.config, round=s.round, phase=s.phase, to_act=s.to_act, turn=s.turn,
        effect=s.effect, hand=None if seat is None else s.hands[seat],
        hand_sizes=tuple(len(h) for h in s.hands), displays=s.displays,
        face_down_counts=tuple(len(f) for f in s.face_down),
        my_face_down=() if seat is None else s.face_down[seat], influence=s.influence,
        counts=face_up_counts(s), threshold=threshold(n), board=s.board, awards=s.awards,
        deck_size=len(s.deck), removed=s.removed, first_player=s.first_player,
        round_starter=(s.first_player + s.round) % n,
        secret_done=tuple(c is not None for c in secret),
        my_secret=None if seat is None else secret[seat], last_player=s.last_player,
        leading=s.leading, values=s.values, added=s.added, queue=s.queue,
        totals=s.totals, results=s.results, events=s.events)
