"""The rules of Modern Art: The Card Game (CARD_GAME.md) as functions over an immutable State.

`new_game` deals, `legal_actions(state, seat)` says what one seat may do, `apply` is the one
gate that checks an action and returns the next state (with `state.events` saying what
happened), `view` strips what a seat may not know. Scoring and the next round live in
`scoring.py`. Section numbers refer to CARD_GAME.md.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from ..i18n import Text, _, and_list
from ..shared import deck_order, seeded_rng, whole
from .actions import (ACTION_TYPES, CARD_ACTIONS, Action, AddCard, ChooseSecretly, DeclineEffect,
                      DrawCard, PlaceAward, PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from .cards import (ARTIST_COUNT, AWARD, DECK, DECK_SIZE, DRAW, EFFECT_NAMES, EVERYONE_PLAYS,
                    NO_EFFECT, ROUNDS, SECOND_FACE_DOWN, SECOND_FACE_UP, Card, artist_name,
                    reaches_threshold, threshold)
from .config import Config
from .errors import CardNotPlayable, IllegalAction, NotAnAction, NotYourTurn, WrongPhase
from .events import (AwardPlaced, CardDrawn, CardPlayed, EffectDeclined, EffectOffered,
                     EffectVoid, EveryonePlayed, FaceDownPlayed, FaceUpAdded, SecretChosen)
from .scoring import (add_card, begin_round, can_add, deal_round, end_round, face_up_counts,
                      holding, label, stop_adding)
from .state import ADDING, EFFECT, EVERYONE, GAME_OVER, PLAY, State, View

__all__ = ["new_game", "legal_actions", "apply", "view", "play_ends_round", "reveal_ends_round",
           "RevealEnd", "unasked_move", "IllegalAction",
           "NotAnAction", "NotYourTurn", "WrongPhase", "CardNotPlayable"]


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
        raise CardNotPlayable(_not_a_card(card))
    if card not in s.hands[seat]:
        # i18n: {card} is a card ("Yoko (award)"), {name} a player's name
        raise CardNotPlayable(_("{card} is not in {name}'s hand.").format(
            card=label(s, card), name=_name(s, seat)),
            # i18n: {card} is a card ("Yoko (award)")
            to_you=_("{card} is not in your hand.").format(card=label(s, card)))
    return card


def _not_a_card(card: object) -> Text:
    # i18n: {card} is whatever was offered as a card, as the program writes it
    return _("{card} is not a card of this game.").format(card=repr(card))


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
    of `cards` whose artist reached it is the end's card, and every artist that reached it is
    named: after everyone plays, several may at once, A9), or when no hand holds a card."""
    counts = face_up_counts(s)
    reached = [card for card in cards if reaches_threshold(counts[card.artist], s.players)]
    if reached:
        return end_round(s, ev, "threshold", reached[0],
                         tuple(sorted({card.artist for card in reached})))
    if not holding(s):
        return end_round(s, ev, "hands_empty", cards[-1] if cards else None)
    return None


def play_ends_round(v: View, card: Card) -> str | None:
    """For the seat of view `v`: why `card` from its hand, landing face up now (played on its
    turn, or as a second card face up), would end the round at once (§3.1–2): "threshold" when
    its artist reaches the face-up cards that end a round, "hands_empty" when no hand would
    hold a card; None when the game goes on. The table says so before the card is played."""
    if reaches_threshold(v.counts[card.artist] + 1, v.players):
        return "threshold"
    return "hands_empty" if sum(v.hand_sizes) == 1 else None


class RevealEnd(NamedTuple):
    """What an everyone-plays reveal can do to the round, as one seat's view sees it."""
    cards: int                      # the cards it turns up together: one per holder
    counts: tuple[int, ...]         # face-up cards per artist before it
    artists: tuple[int, ...]        # the artists it can take to the threshold, board order
    certain: bool                   # it plays the last card of every hand: the round ends


def reveal_ends_round(v: View, card: Card | None = None) -> RevealEnd | None:
    """For the seat of view `v`: whether the everyone-plays reveal can end the round (§4,
    §3.1–2): now, in everyone plays, or once the seat has played `card` (an everyone-plays
    card of its hand) on its turn, if playing it does not end the round itself
    (`play_ends_round`). Each holder turns up one card: an artist can reach the threshold if
    all the cards that may be of it do, the seat's own only if its hand (or its secret
    choice) holds one; another holder's always may (hands are secret). None if it cannot."""
    counts, sizes, hand = list(v.counts), list(v.hand_sizes), list(v.hand or ())
    if card is not None:
        if play_ends_round(v, card) is not None:
            return None
        counts[card.artist] += 1
        sizes[v.seat] -= 1
        hand = [c for c in hand if c.id != card.id]
    holders = [i for i, n in enumerate(sizes) if n]
    if not holders:
        return None
    own = v.hand is not None and v.seat in holders
    chosen = v.my_secret if card is None else None
    mine = [c.artist for c in ((chosen,) if chosen is not None else hand)] if own else []
    others = len(holders) - own
    artists = tuple(a for a in range(ARTIST_COUNT)
                    if reaches_threshold(counts[a] + others + (a in mine), v.players))
    certain = all(sizes[i] == 1 for i in holders)
    if not artists and not certain:
        return None
    return RevealEnd(len(holders), tuple(counts), artists, certain)


# --- the turn (§3) and the effects (§4) ---------------------------------------------------

def _play_card(s: State, a: PlayCard, ev: list) -> State:
    card = _check_card(s, a.seat, a.card)
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   displays=_put(s.displays, a.seat, (card,)), last_player=a.seat)
    ev.append(CardPlayed(a.seat, card))
    ended = _end_check(s, (card,), ev)
    return ended if ended is not None else _offer_effect(s, a.seat, card, ev)


def _void_reason(s: State, seat: int, card: Card) -> Text | None:
    """Why the effect of `card` cannot be used now, or None when it can."""
    hand = s.hands[seat]
    if card.effect == DRAW and not s.deck:
        # i18n: why an effect cannot be used ("Ada cannot use the effect (draw a card): the
        # deck is empty.")
        return _("the deck is empty")
    if card.effect == SECOND_FACE_UP and not any(c.artist == card.artist for c in hand):
        # i18n: why an effect cannot be used; {artist} is an artist's name
        return _("no {artist} card in hand").format(
            artist=artist_name(card.artist, s.config.theme))
    if card.effect == SECOND_FACE_DOWN and not hand:
        # i18n: why an effect cannot be used
        return _("no card in hand")
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
    # Asking every holder, a second card face up is offered though the hand holds no other
    # card of its artist (only declining is legal then): the table cannot tell the hand's
    # lack from a choice. An empty deck or hand is public: those stay void (an empty hand
    # under `empty_hands_pass`: a save without it goes on as it was played).
    offered = card.effect == SECOND_FACE_UP and s.config.ask_every_holder and not (
        s.config.empty_hands_pass and not s.hands[seat])
    if reason is not None and not offered:
        ev.append(EffectVoid(seat, card.effect, reason))
        return _next_turn(s, seat, ev)
    ev.append(EffectOffered(seat, card.effect))
    return s._replace(phase=EFFECT, to_act=(seat,), turn=seat, effect=card.effect)


def _need_effect(s: State, effect: str, refusal: Text, to_you: Text) -> None:
    """`refusal` ({name} cannot …: the card's effect is {effect}.), and the same said to the
    turn's player, `to_you` (You cannot …), unless `effect` is on offer."""
    if s.effect != effect:
        raise WrongPhase(refusal.format(name=_name(s, s.turn), effect=EFFECT_NAMES[s.effect]),
                         to_you=to_you.format(effect=EFFECT_NAMES[s.effect]))


def _draw(s: State, a: DrawCard, ev: list) -> State:
    # i18n: {name} is a player's name, {effect} the effect of the card just played
    _need_effect(s, DRAW, _("{name} cannot draw a card: the card's effect is {effect}."),
                 # i18n: {effect} is the effect of the card just played
                 _("You cannot draw a card: the card's effect is {effect}."))
    s = s._replace(deck=s.deck[1:], hands=_put(s.hands, a.seat, s.deck[:1]))
    ev.append(CardDrawn(a.seat))
    return _next_turn(s, a.seat, ev)


def _face_up(s: State, a: PlayFaceUp, ev: list) -> State:
    # i18n: {name} is a player's name, {effect} the effect of the card just played
    _need_effect(s, SECOND_FACE_UP, _("{name} cannot play a second card face up: the card's "
                                      "effect is {effect}."),
                 # i18n: {effect} is the effect of the card just played
                 _("You cannot play a second card face up: the card's effect is {effect}."))
    card = _check_card(s, a.seat, a.card)
    artist = _turn_card(s).artist
    if card.artist != artist:
        # i18n: {artist} is an artist's name, {card} a card ("Yoko (award)")
        raise CardNotPlayable(_("The second face-up card must be by {artist}, not {card}.")
                              .format(artist=artist_name(artist, s.config.theme),
                                      card=label(s, card)))
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   displays=_put(s.displays, a.seat, (card,)), last_player=a.seat)
    ev.append(FaceUpAdded(a.seat, card))
    ended = _end_check(s, (card,), ev)
    return ended if ended is not None else _next_turn(s, a.seat, ev)


def _face_down(s: State, a: PlayFaceDown, ev: list) -> State:
    # i18n: {name} is a player's name, {effect} the effect of the card just played
    _need_effect(s, SECOND_FACE_DOWN, _("{name} cannot play a card face down: the card's "
                                        "effect is {effect}."),
                 # i18n: {effect} is the effect of the card just played
                 _("You cannot play a card face down: the card's effect is {effect}."))
    card = _check_card(s, a.seat, a.card)
    s = s._replace(hands=_remove(s.hands, a.seat, card),
                   face_down=_put(s.face_down, a.seat, (card,)), last_player=a.seat)
    ev.append(FaceDownPlayed(a.seat))
    ended = _end_check(s, (), ev)   # face-down cards never count toward the threshold
    return ended if ended is not None else _next_turn(s, a.seat, ev)


def _award(s: State, a: PlaceAward, ev: list) -> State:
    # i18n: {name} is a player's name, {effect} the effect of the card just played
    _need_effect(s, AWARD, _("{name} cannot place an award: the card's effect is {effect}."),
                 # i18n: {effect} is the effect of the card just played
                 _("You cannot place an award: the card's effect is {effect}."))
    artist = a.artist
    if not whole(artist) or not 0 <= artist < ARTIST_COUNT:
        # i18n: {artist} is what was given as an artist's number; {last} the highest number
        raise IllegalAction(_("There is no artist {artist}; the artists are 0 to {last}.")
                            .format(artist=repr(artist), last=ARTIST_COUNT - 1), a)
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


def unasked_move(s: State, seat: int, shared: bool) -> Action | None:
    """`seat`'s one legal move when asking for it is a press that decides nothing: the seat
    has no other (`legal_actions`: its last card to play or to choose for everyone plays,
    "decline" with no second card face up, "add no more" with nothing to add) and, at a
    screen several people share (`shared`), the table sees that it has none
    (`_seen_as_only`). Made at once there it would tell the others what a hand lacks: a
    person asked may hold the card and decline all the same. None when the seat has a
    choice, or only it can know that it has none."""
    legal = legal_actions(s, seat)
    if len(legal) != 1 or (shared and not _seen_as_only(s, seat, legal[0])):
        return None
    return legal[0]


def _seen_as_only(s: State, seat: int, action: Action) -> bool:
    """Whether everyone sees that `action` is `seat`'s only move: the card of a hand of one
    (hand sizes are public), or any move of an empty hand; "decline" (a second card face
    up) or "add no more" when no card of the artists the seat could play or add is out of
    sight: all face up in the displays, out of the game or the influence card."""
    if isinstance(action, CARD_ACTIONS) or not s.hands[seat]:
        return True
    if isinstance(action, DeclineEffect) and s.effect == SECOND_FACE_UP:
        artists = {_turn_card(s).artist}
    elif isinstance(action, StopAdding):
        artists = {a for a in s.leading if a not in s.added[seat]
                   and any(c.artist == a for c in s.displays[seat])}
    else:
        return False
    return not any(c.artist in artists for c in view(s, None).unseen())


#: What each phase waits for, as a clause for "why not" messages: said of the seats it waits
#: for ({name}, or {names} for everyone plays; {effect} the effect on offer), and said to one
#: of them ("you", the words for their own screen).
_WAITING = {
    # i18n: {name} is a player's name; this ends "It is not Bea's move: …"
    PLAY: (_("the game waits for {name} to play a card"),
           # i18n: said to the player it waits for; this ends "You cannot do that now: …"
           _("the game waits for you to play a card")),
    # i18n: {name} is a player's name, {effect} the effect of the card just played
    EFFECT: (_("the game waits for {name} to use or decline the effect ({effect})"),
             # i18n: said to the player it waits for; {effect} the effect of the card just
             # played
             _("the game waits for you to use or decline the effect ({effect})")),
    # i18n: {names} is one player's name or a list of several: phrase it so that both read well
    EVERYONE: (_("the game waits for {names} to choose a card for everyone plays"),
               # i18n: said to a player it waits for (others may choose at the same time)
               _("the game waits for you to choose a card for everyone plays")),
    # i18n: {name} is a player's name
    ADDING: (_("the game waits for {name} to add cards at scoring or stop"),
             # i18n: said to the player it waits for
             _("the game waits for you to add cards at scoring or stop")),
}


def describe_wait(s: State) -> Text:
    """What the game waits for, as a clause ("the game waits for Ada to play a card"), for
    "why not" messages."""
    return _waiting(s, 0)


def wait_for_you(s: State) -> Text:
    """What the game waits for from a seat it waits for, said to that seat ("the game waits
    for you to play a card")."""
    return _waiting(s, 1)


def _waiting(s: State, form: int) -> Text:
    if s.phase not in _WAITING:
        return _("the game waits for nobody: the game is over")
    parts = {}
    if form == 0:
        parts["names" if s.phase == EVERYONE else "name"] = and_list(
            _name(s, i) for i in s.to_act)
    if s.phase == EFFECT:
        parts["effect"] = EFFECT_NAMES.get(s.effect, "")
    return _WAITING[s.phase][form].format(**parts)


def apply(s: State, action: Action) -> State:
    """The one gate: the state after `action`, or IllegalAction (state unchanged)."""
    if type(action) not in ACTION_TYPES:
        # i18n: {action} is what was offered as a move, as the program writes it
        raise NotAnAction(_("{action} is not a move of Modern Art: The Card Game.").format(
            action=repr(action)), action)
    seat = action.seat
    if not whole(seat) or not 0 <= seat < s.players:
        # i18n: {seat} is what was given as a seat's number
        raise NotYourTurn(_("There is no seat {seat} at this table.").format(seat=repr(seat)),
                          action)
    if s.phase == GAME_OVER:
        raise WrongPhase(_("The game is over; no more moves."), action)
    if seat not in s.to_act:
        # i18n: {name} is a player's name; {waiting} says whom the game waits for, e.g. "the
        # game waits for Ada to play a card"
        raise NotYourTurn(_("It is not {name}'s move: {waiting}.").format(
            name=_name(s, seat), waiting=describe_wait(s)), action,
            # i18n: {waiting} says whom the game waits for, e.g. "the game waits for Ada to
            # play a card"
            to_you=_("It is not your move: {waiting}.").format(waiting=describe_wait(s)))
    handler = _HANDLERS.get((s.phase, type(action)))
    if handler is None:
        # i18n: {name} is a player's name; {waiting} says whom the game waits for, e.g. "the
        # game waits for Ada to play a card"
        raise WrongPhase(_("{name} cannot do that now: {waiting}.").format(
            name=_name(s, seat), waiting=describe_wait(s)), action,
            # i18n: to the player the game waits for, who tried a move of another kind;
            # {waiting} says what it waits for, e.g. "the game waits for you to play a card"
            to_you=_("You cannot do that now: {waiting}.").format(waiting=wait_for_you(s)))
    if isinstance(action, CARD_ACTIONS) and not isinstance(action.card, Card):
        raise CardNotPlayable(_not_a_card(action.card), action)
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
        totals=s.totals, results=s.results, events=s.events, turned_up=s.turned_up)
