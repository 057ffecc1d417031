"""Rounds of the card game: dealing (§2, §7), the end of a round (§5), scoring with the adding
step (§6) and the end of the game (§8)."""
from __future__ import annotations

from ..i18n import Text, _, comma_list
from ..shared import ranking_and_winners, ties_decided
from .cards import (ARTIST_COUNT, AWARD_VALUE, DEAL, ROUNDS, TOKENS, Card, artist_name)
from .errors import CardNotPlayable
from .events import (AddingDone, CardAdded, FaceDownRevealed, GameEnded, RoundEnded,
                     RoundStarted, Scored, TokensPlaced)
from .state import ADDING, EVERYONE, GAME_OVER, PLAY, GameResult, RoundResult, State


def label(s: State, card: Card) -> Text | str:
    return card.label(s.config.theme)


def holding(s: State) -> bool:
    """Does any player hold a card?"""
    return any(s.hands)


def face_up_counts(s: State) -> tuple[int, ...]:
    """Face-up cards per artist: every display plus the influence card (§5)."""
    counts = [0] * ARTIST_COUNT
    for display in s.displays:
        for c in display:
            counts[c.artist] += 1
    if s.influence is not None:
        counts[s.influence.artist] += 1
    return tuple(counts)


def _take(deck: tuple[Card, ...], k: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    if len(deck) < k:
        raise RuntimeError(f"the deck ran out: {k} cards needed, {len(deck)} left")
    return deck[:k], deck[k:]


def deal_round(s: State, rnd: int) -> State:
    """Round 1: 13 cards to each player, then the influence card from the rest (§2). Later
    rounds: the influence card first, then the deal table (§7). Blocks, seat by seat."""
    n = s.players
    k = DEAL[n][rnd]
    deck = s.deck
    influence = None
    if rnd > 0:
        (influence,), deck = _take(deck, 1)
    hands = list(s.hands)
    for seat in range(n):
        cards, deck = _take(deck, k)
        hands[seat] = hands[seat] + cards
    if rnd == 0:
        (influence,), deck = _take(deck, 1)
    return s._replace(deck=deck, round=rnd, hands=tuple(hands), influence=influence)


def begin_round(s: State, ev: list) -> State:
    """The first-player token goes to round 1's first player plus `round` seats left (§7);
    they play first, or the next player clockwise holding a card (A10). With no card in any
    hand the round ends at once (§5)."""
    n = s.players
    holder = (s.first_player + s.round) % n
    starts = next(((holder + k) % n for k in range(n) if s.hands[(holder + k) % n]), None)
    ev.append(RoundStarted(s.round, DEAL[n][s.round], s.influence, holder, starts))
    s = s._replace(turn=starts, effect=None, secret=(), last_player=None, leading=(),
                   values=(), added=(), queue=())
    if starts is None:
        return end_round(s._replace(last_player=holder), ev, "hands_empty", None)
    return s._replace(phase=PLAY, to_act=(starts,))


def tie_order(artist: int) -> int:
    """§6.2's tie-break: of artists with as many cards, the lower number (further left on the
    board, fewer cards in the box) ranks higher; smaller sorts first."""
    return artist


def leading_artists(counts: tuple[int, ...], tokens_need_a_card: bool) -> tuple[int, ...]:
    """The round's leading artists, 1st to 3rd: more cards first, the lower number wins a tie
    (§6.2); always three (A1), or only artists with a card in play under the option."""
    ranked = sorted(range(ARTIST_COUNT), key=lambda a: (-counts[a], tie_order(a)))
    if tokens_need_a_card:
        ranked = [a for a in ranked if counts[a] > 0]
    return tuple(ranked[:len(TOKENS)])


def artist_values(board: tuple[tuple[int, ...], ...], awards: tuple[int, ...],
                  leading: tuple[int, ...]) -> tuple[int, ...]:
    """Worth of one card per artist (§6.4): a leading artist's value and award tokens from
    every round so far; 0 for the others."""
    return tuple(sum(row[a] for row in board) + AWARD_VALUE * awards[a] if a in leading else 0
                 for a in range(ARTIST_COUNT))


def with_tokens(board: tuple[tuple[int, ...], ...], rnd: int,
                leading: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The board with round `rnd`'s value tokens on its leading artists, 3, 2 and 1 (§6.2)."""
    row = [0] * ARTIST_COUNT
    for artist, token in zip(leading, TOKENS):
        row[artist] = token
    return board[:rnd] + (tuple(row),) + board[rnd + 1:]


def round_scoring(board: tuple[tuple[int, ...], ...], rnd: int, counts: tuple[int, ...],
                  awards: tuple[int, ...], tokens_need_a_card: bool) -> tuple[tuple, tuple, tuple]:
    """Round `rnd` scored with these `counts` (§6.2, §6.4): its leading artists, the board with
    its value tokens placed, and one card's worth per artist."""
    leading = leading_artists(counts, tokens_need_a_card)
    placed = with_tokens(board, rnd, leading)
    return leading, placed, artist_values(placed, awards, leading)


def counts_if_ended_now(v) -> tuple[int, ...]:
    """The cards of each artist that would rank the artists if the round ended now, as the
    view `v` knows them: the face-up cards in play and the seat's own face-down cards (it knows
    their artists; `end_round` turns them up then). The others' face-down cards, which count
    too, are not seen: the view does not have them."""
    counts = list(v.counts)
    for down in v.my_face_down:
        counts[down.artist] += 1
    return tuple(counts)


def values_if_ended_now(v) -> tuple[int, ...]:
    """What one card of each artist would be worth if the round ended now (§6.2, §6.4), from
    what the view `v` knows (`counts_if_ended_now`): the face-up cards in play and the seat's
    own face-down cards rank the artists, as `values_if_ending_with` counts them (the others'
    face-down cards, which count too when the round ends, are not seen). While cards are
    added at scoring, the round's own values."""
    if v.leading:
        return v.values
    return round_scoring(v.board, v.round, counts_if_ended_now(v), v.awards,
                         v.config.tokens_need_a_card)[2]


def ties_if_ended_now(v) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each tie that decides a place among the leading artists `values_if_ended_now` ranks,
    most cards first: (the count, the tied artists in tie order), as `ties_decided` (the
    auction board's too) finds them with the card game's `tie_order`. The counts are the ones
    that rank the artists: the face-up cards in play and the seat's own face-down cards while
    the round is played; at its scoring the round's own, less the cards added from hand."""
    counts = ranking_counts(counts_if_ended_now(v), v.added)
    leading = v.leading or leading_artists(counts, v.config.tokens_need_a_card)
    return ties_decided(counts, leading, tie_order)


def changed_by_own_face_down(v) -> tuple[int, ...]:
    """The artists whose worth if the round ended now (`values_if_ended_now`) the seat's own
    face-down cards change, against the face-up cards alone (what the public view ranks by):
    a face-down card lifts its artist past another of the same count, or pushes one out of
    the top three. None while cards are added at scoring (the round's own values then), nor
    for a view without face-down cards of its own (a spectator's, the public one)."""
    if v.leading or not v.my_face_down:
        return ()
    mine = values_if_ended_now(v)
    return tuple(a for a, (m, p) in enumerate(zip(mine, values_by_face_up(v))) if m != p)


def values_by_face_up(v) -> tuple[int, ...]:
    """What one card of each artist would be worth if the round ended now by the face-up cards
    in play alone, as the public view ranks them (no face-down card counted)."""
    return round_scoring(v.board, v.round, v.counts, v.awards, v.config.tokens_need_a_card)[2]


def values_if_ending_with(v, card: Card) -> tuple[int, ...]:
    """What one card of each artist would be worth if `card`, landing face up now, ended the
    round (`engine.play_ends_round`): the cards `values_if_ended_now` counts (the face-up ones
    the view `v` shows and the seat's own face-down cards, turned up then as `end_round` turns
    them; the others' face-down cards are not seen), and `card`."""
    counts = tuple(c + (a == card.artist) for a, c in enumerate(counts_if_ended_now(v)))
    return round_scoring(v.board, v.round, counts, v.awards, v.config.tokens_need_a_card)[2]


def points_if_ending_with(v, card: Card) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the seat of view `v` and a hand card whose landing face up now would end the round
    (`engine.play_ends_round`): what each seat's display would score as the view shows it
    (§6.4, at `values_if_ending_with`), `card` in the seat's own display with its own
    face-down cards (it knows their artists); and per seat, how many of its face-down cards
    are left out, their artists unseen (the others'). Cards added at scoring are not
    counted: nobody has chosen them yet."""
    values = values_if_ending_with(v, card)
    own = (card,) + tuple(v.my_face_down)
    points = tuple(sum(values[c.artist] for c in tuple(display) + (own if i == v.seat else ()))
                   for i, display in enumerate(v.displays))
    unseen = tuple(0 if i == v.seat else n for i, n in enumerate(v.face_down_counts))
    return points, unseen


def end_round(s: State, ev: list, reason: str, card: Card | None,
              artists: tuple[int, ...] = ()) -> State:
    """§5 then §6.1–2: turn face-down cards up, place the value tokens, start the adding step
    from the player who played the last card (A2, A4). `artists`: every artist that reached
    the limit at this moment (the threshold's end)."""
    n = s.players
    last = s.last_player if s.last_player is not None else s.turn
    everyone = s.phase == EVERYONE         # the end checks after the reveal (A9)
    ev.append(RoundEnded(s.round, reason, card, last, artists, everyone))
    displays = tuple(d + f for d, f in zip(s.displays, s.face_down))
    if any(s.face_down):
        ev.append(FaceDownRevealed(s.face_down))
    turned_up = [0] * ARTIST_COUNT
    for c in (c for f in s.face_down for c in f):
        turned_up[c.artist] += 1
    s = s._replace(displays=displays, face_down=((),) * n, last_player=last,
                   end_reason=reason, end_card=card, end_artists=artists,
                   end_everyone=everyone, turned_up=tuple(turned_up))
    counts = face_up_counts(s)
    leading, board, values = round_scoring(s.board, s.round, counts, s.awards,
                                           s.config.tokens_need_a_card)
    ev.append(TokensPlaced(s.round, counts, tuple(zip(leading, TOKENS)), values))
    s = s._replace(phase=ADDING, board=board, leading=leading, values=values, turn=None,
                   effect=None, secret=(), added=((),) * n,
                   queue=tuple((last + k) % n for k in range(n)))
    return _next_adder(s, ev)


def can_add(s: State, seat: int, card: Card) -> bool:
    """May `seat` add `card` at scoring (§6.3)? (`_why_not_add` says why not, in words.)"""
    return _may_add(s.leading, s.displays[seat], s.added[seat], card)


def _may_add(leading, display, added, card: Card) -> bool:
    """`can_add` for a seat's `display` and the artists it has `added`."""
    artist = card.artist
    return artist in leading and artist not in added and any(c.artist == artist for c in display)


def either(names: list) -> Text | str:
    """Names as a choice: "A", or "A, B or C"."""
    if len(names) == 1:
        return names[0]
    # i18n: a choice between artists: {some} is a list of names ("A, B"), {last} the last one
    return _("{some} or {last}").format(some=comma_list(names[:-1]), last=names[-1])


def why_nothing_to_add(leading: tuple[int, ...], display, hand, theme: str,
                       added: tuple[int, ...] = ()) -> Text | None:
    """Why a seat may add no (more) card at this scoring (§6.3: one card of each leading
    artist already in its display, `added` the artists it has added), in words to that
    seat's own player only (they say what the hand lacks), or None when it may add one
    (`can_add`), or has added one of each such artist."""
    shown = [a for a in leading if a not in added and any(c.artist == a for c in display)]
    if any(c.artist in shown for c in hand):
        return None
    if not shown:
        return None if added else _("None of the leading artists is in your display: you "
                                    "have no card to add.")
    artists = either([artist_name(a, theme) for a in shown])
    if any(c.artist in leading and c.artist not in added for c in hand):
        # i18n: at scoring, to a player whose hand holds a leading artist that is not in
        # their display (so it may not be added); {artists} as in the line above
        return _("You have no card of {artists} in hand to add; a leading artist that is not "
                 "in your display gets no card.").format(artists=artists)
    # i18n: at scoring, to the player who may add nothing; {artists} is one leading artist's
    # name or a choice of names ("TEC, Nicolás or Mariana")
    return _("You have no card of {artists} in hand to add.").format(artists=artists)


def _why_not_add(s: State, seat: int, card: Card) -> tuple[Text, Text] | None:
    """Why `seat` may not add `card`, for the table and said to the seat itself ("you"), or
    None when it may (`can_add`)."""
    if can_add(s, seat, card):
        return None
    artist, name = artist_name(card.artist, s.config.theme), s.config.name(seat)
    if card.artist not in s.leading:
        # i18n: at scoring; {artist} is an artist's name
        why = _("{artist} is not a leading artist this round.").format(artist=artist)
        return why, why
    if card.artist in s.added[seat]:
        # i18n: at scoring; {name} is a player's name, {artist} an artist's name
        return (_("{name} has already added a {artist} card.").format(name=name, artist=artist),
                # i18n: at scoring, to the player; {artist} is an artist's name
                _("You have already added a {artist} card.").format(artist=artist))
    # i18n: at scoring; {name} is a player's name, {artist} an artist's name
    return (_("{name} has no {artist} card in their display.").format(name=name, artist=artist),
            # i18n: at scoring, to the player; {artist} is an artist's name
            _("You have no {artist} card in your display.").format(artist=artist))


def _still_asked(s: State, seat: int) -> bool:
    """Whether `seat` decides (again) at this scoring: it can add a card, or, asking every
    holder (`Config.ask_every_holder`), its display holds a leading artist it has not added,
    whatever its hand holds (public: the table cannot tell a lack from a choice), unless its
    hand is empty (`Config.empty_hands_pass`: public too). So at one screen a turn to add
    ends by itself only on what the whole table sees."""
    return _asked(s.config, s.leading, s.displays[seat], s.added[seat], s.hands[seat])


def _asked(config, leading, display, added, hand) -> bool:
    """`_still_asked` for a seat's `display`, the artists it has `added` and its `hand`."""
    return any(_may_add(leading, display, added, c) for c in hand) or \
        _asked_as_holder(config, leading, display, added, len(hand))


def _asked_as_holder(config, leading, display, added, held: int) -> bool:
    """Whether a seat holding `held` cards is asked for what its display holds, whatever its
    hand: every holder of a leading artist it has not added (`Config.ask_every_holder`),
    but for an empty hand (`Config.empty_hands_pass`). Public: a display and a hand's size."""
    if config.empty_hands_pass and not held:
        return False
    return config.ask_every_holder and any(
        c.artist in leading and c.artist not in added for c in display)


def asked_in_turn(v) -> tuple[int, ...] | None:
    """The seats this scoring's adding step will still ask, in turn, as the table viewing `v`
    can tell them; None when it cannot (a seat is asked for its hand's cards, which only it
    sees: `Config.ask_every_holder` off); () outside the adding step. With every holder
    asked (at one screen) the seat asked for its hand is asked for its display anyway."""
    if v.phase != ADDING:
        return ()
    if not v.config.ask_every_holder:
        return None
    return tuple(seat for seat in v.queue
                 if _asked_as_holder(v.config, v.leading, v.displays[seat], v.added[seat],
                                     v.held(seat)))


def after_adding(v, card: Card) -> str:
    """What follows when the seat whose own view `v` is adds `card` at this scoring: "ends"
    (its turn to add ends by itself: `_still_asked` no more), "more" (it is asked on and may
    add another card) or "done" (it is asked on with nothing more to add: at one screen,
    `ask_every_holder`, so nobody learns what its hand lacks; it ends its turn itself)."""
    seat = v.seat
    hand = list(v.hand)
    hand.remove(card)
    before = v.added[seat] if v.added else ()
    display, added = v.displays[seat] + (card,), before + (card.artist,)
    if not _asked(v.config, v.leading, display, added, hand):
        return "ends"
    return "more" if any(_may_add(v.leading, display, added, c) for c in hand) else "done"


#: Why a seat's turn to add at scoring is over: it pressed Done ("stopped"), or it ended by
#: itself: a card added of each leading artist in its display ("all_added"), none of them in
#: its display ("no_leading"), its hand empty ("hand_empty"), all public; or no card left in
#: its hand that it could add ("none_left", only when not every holder is asked: at one
#: screen a turn never ends by itself on what a hand holds, `_still_asked`), its owner's alone.
OVER_WHY = ("stopped", "all_added", "no_leading", "hand_empty", "none_left")


def _over_why(leading, display, added, held: int) -> str:
    """Why a seat that is asked no more at this scoring (`_still_asked`) ends by itself, from
    its `display`, the artists it has `added` and how many cards it `held` (`OVER_WHY`)."""
    if not any(a not in added and any(c.artist == a for c in display) for a in leading):
        return "all_added" if added else "no_leading"
    return "none_left" if held else "hand_empty"


def adding_over(v, seat: int) -> str | None:
    """Why `seat`'s turn to add at this scoring is over, as the view `v` can tell it
    (`OVER_WHY`): a public reason for any seat; for the view's own seat also "none_left",
    and "stopped" when it could have gone on; for another seat "stopped" only when every
    holder is asked (then it was still asked); None while it may still add, outside the
    adding step, or when the view cannot tell (Done, or nothing left: hands are secret)."""
    if v.phase != ADDING or seat in v.queue:
        return None
    added, display = v.added[seat], v.displays[seat]
    why = _over_why(v.leading, display, added, v.held(seat))
    if why != "none_left":
        return why
    if seat == v.seat and v.hand is not None:
        asked = _asked(v.config, v.leading, display, added, v.hand)
        return "stopped" if asked else why
    return "stopped" if v.config.ask_every_holder else None


def over_words(why: str | None, name: str | None) -> Text | None:
    """A seat's turn to add is over, and why (`OVER_WHY`), in words: said of `name`, or to
    the seat itself when `name` is None; None for a reason that needs none ("stopped": it
    chose so; "no_leading": it was never asked) or is its owner's alone ("none_left", said
    of another seat)."""
    if why == "all_added" and name is None:
        # i18n: at scoring, to the player whose turn to add cards ended by itself
        return _("Your turn to add is over: you have added a card of each leading artist "
                 "in your display.")
    if why == "all_added":
        # i18n: at scoring; {name} is a player's name, whose turn to add ended by itself
        return _("{name}'s turn to add is over: a card of each leading artist in their "
                 "display is added.").format(name=name)
    if why == "hand_empty" and name is None:
        # i18n: at scoring, to the player whose turn to add ended by itself
        return _("Your turn to add is over: your hand is empty.")
    if why == "hand_empty":
        # i18n: at scoring; {name} is a player's name, whose turn to add ended by itself
        return _("{name}'s turn to add is over: their hand is empty.").format(name=name)
    if why == "none_left" and name is None:
        # i18n: at scoring, to the player whose turn to add ended by itself (said to them
        # alone: it tells what their hand holds)
        return _("Your turn to add is over: no card left in your hand can be added.")
    return None


def _next_adder(s: State, ev: list) -> State:
    """The first seat of the queue still asked (`_still_asked`) decides; the others are
    passed over, each in its turn with the same `AddingDone` (0 added) as a seat that adds
    nothing by choice, so the table hears of every seat; when none is left the round is
    scored."""
    queue = s.queue
    while queue and not _still_asked(s, queue[0]):
        seat = queue[0]
        ev.append(AddingDone(seat, 0, not s.hands[seat], _over_why(
            s.leading, s.displays[seat], s.added[seat], len(s.hands[seat]))))
        queue = queue[1:]
    if not queue:
        return _score_round(s._replace(queue=()), ev)
    return s._replace(queue=queue, to_act=(queue[0],))


def add_card(s: State, seat: int, card: Card, ev: list) -> State:
    """Add one card of a leading artist from hand, face up, effect void."""
    why = _why_not_add(s, seat, card)
    if why is not None:
        raise CardNotPlayable(why[0], to_you=why[1])
    hand = list(s.hands[seat])
    hand.remove(card)
    s = s._replace(
        hands=s.hands[:seat] + (tuple(hand),) + s.hands[seat + 1:],
        displays=s.displays[:seat] + (s.displays[seat] + (card,),) + s.displays[seat + 1:],
        added=s.added[:seat] + (s.added[seat] + (card.artist,),) + s.added[seat + 1:])
    ev.append(CardAdded(seat, card))
    if _still_asked(s, seat):
        return s
    return stop_adding(s, seat, ev, _over_why(s.leading, s.displays[seat], s.added[seat],
                                              len(s.hands[seat])))


def stop_adding(s: State, seat: int, ev: list, why: str = "stopped") -> State:
    """`seat`'s turn to add is over (`why`, `OVER_WHY`); the next seat asked decides."""
    ev.append(AddingDone(seat, len(s.added[seat]), not s.hands[seat], why))
    return _next_adder(s._replace(queue=s.queue[1:]), ev)


def ranking_counts(counts, added) -> tuple[int, ...]:
    """Each artist's face-up cards that ranked the artists: `counts` (every face-up card this
    round) less the cards added at scoring (`added`, each seat's artists), which come after
    the ranking and never change it."""
    ranked = list(counts)
    for artist in (a for seat_added in added for a in seat_added):
        ranked[artist] -= 1
    return tuple(ranked)


def _score_round(s: State, ev: list) -> State:
    """§6.5: every display scores, recorded from the last card's player clockwise; then the
    next round (§7) or the end of the game (§8)."""
    n = s.players
    last = s.last_player
    points = tuple(sum(s.values[c.artist] for c in d) for d in s.displays)
    # A seat's added cards are the last of its display: `add_card` puts them there.
    added = tuple(d[len(d) - len(a):] if a else () for d, a in zip(s.displays, s.added))
    for seat in ((last + k) % n for k in range(n)):
        ev.append(Scored(s.round, seat, points[seat], s.displays[seat]))
    totals = tuple(t + p for t, p in zip(s.totals, points))
    counts = face_up_counts(s)
    result = RoundResult(s.round, counts, s.leading, s.values, points, totals,
                         s.end_card, last, s.end_reason, ranking_counts(counts, s.added),
                         s.end_artists, s.end_everyone, s.turned_up, added,
                         tuple(sum(s.values[c.artist] for c in cards) for cards in added))
    s = s._replace(results=s.results + (result,), to_act=())
    if is_last_round(s.round):
        ev.append(GameEnded(totals, game_result(s._replace(phase=GAME_OVER)).winners))
        return s._replace(phase=GAME_OVER, turn=None)
    removed = s.removed + tuple(c for d in s.displays for c in d) + (s.influence,)
    s = s._replace(removed=removed, displays=((),) * n, influence=None, added=(), queue=(),
                   leading=(), values=(), end_reason=None, end_card=None, end_artists=(),
                   end_everyone=False, turned_up=())
    return begin_round(deal_round(s, s.round + 1), ev)


def is_last_round(round_: int) -> bool:
    """§8: the game ends after the scoring of this (0-based) round; a card still in hand then
    scores nothing."""
    return round_ == ROUNDS - 1


def game_result(s: State) -> GameResult | None:
    """The outcome once the game is over, else None. Equal highest totals share the win (A8)."""
    if s.phase != GAME_OVER:
        return None
    return GameResult(s.totals, *ranking_and_winners(s.totals))
