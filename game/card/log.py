"""The card game's events in plain words: one line per event, for the log panel and replays."""
from __future__ import annotations

from typing import Callable

from ..i18n import Text, _, and_list, n_, sentences
from . import events as E
from .actions import ChooseSecretly, DeclineEffect, PlayCard, StopAdding
from .cards import (EFFECT_NAMES, EVERYONE_PLAYS, SECOND_FACE_DOWN, SECOND_FACE_UP, Card,
                    artist_name)
from .config import Config
from .scoring import over_words


class _Words:
    """Names, cards and artists as a player reads them in one game's theme."""

    def __init__(self, config: Config) -> None:
        self.name = config.name
        self.theme = config.theme

    def card(self, c: Card) -> Text | str:
        return c.label(self.theme)

    def artist(self, a: int) -> str:
        return artist_name(a, self.theme)


def _round_started(e: E.RoundStarted, w: _Words) -> Text:
    # The influence card's icon does nothing (CARD_GAME.md A3), so only its artist is named.
    card, rnd = w.artist(e.influence.artist), e.round + 1
    if e.dealt and e.starts is not None:
        # i18n: {round} is the round's number, {cards} the cards each player is dealt ("6
        # cards"), {card} the influence card's artist ("Yoko"), {name} a player's name
        line = _("Round {round}: {cards} dealt to each player; influence card {card}; "
                 "{name} starts.")
    elif e.dealt:
        # i18n: {round} is the round's number, {cards} the cards each player is dealt ("6
        # cards"), {card} the influence card's artist
        line = _("Round {round}: {cards} dealt to each player; influence card {card}; "
                 "nobody holds a card.")
    elif e.starts is not None:
        # i18n: {round} is the round's number, {card} the influence card's artist, {name} a
        # player's name
        line = _("Round {round}: influence card {card}; {name} starts.")
    else:
        # i18n: {round} is the round's number, {card} the influence card's artist
        line = _("Round {round}: influence card {card}; nobody holds a card.")
    return line.format(round=rnd, card=card, name="" if e.starts is None else w.name(e.starts),
                       cards=_cards(e.dealt))


def _cards(n: int) -> Text:
    return n_("{n} card", "{n} cards", n)


def _points(n: int) -> Text:
    return n_("{n} point", "{n} points", n)


def _effect_offered(e: E.EffectOffered, w: _Words) -> Text | None:
    if e.effect == EVERYONE_PLAYS:
        return _("Everyone plays: each player holding a card chooses one in secret.")
    # An optional effect's offer is not a line of its own: the next line says what the player
    # made of it (draws, adds, places an award, or does not use it), and the prompt panel
    # shows whose choice it is while the table waits.
    return None


def _whose(w: _Words, seat: int, card: Card) -> Text:
    """One player's card revealed (everyone plays, or face down until scoring): such a card
    never uses its effect, so only its artist is named, as for a card added face up."""
    # i18n: one player's card in a list: {name} is a player's name, {card} the card's artist
    return _("{name}'s {card}").format(name=w.name(seat), card=w.artist(card.artist))


def _everyone_played(e: E.EveryonePlayed, w: _Words) -> Text:
    shown = and_list(_whose(w, i, c) for i, c in enumerate(e.cards) if c is not None)
    # i18n: {cards} lists each player's card ("Ada's Yoko, Bea's Karl and Cem's Max")
    return _("Revealed together: {cards}.").format(cards=shown)


def _round_ended(e: E.RoundEnded, w: _Words) -> Text:
    rnd = e.round + 1
    if e.everyone and e.seat is not None:
        return _ended_in_everyone_plays(e, w, rnd)
    if e.reason == "threshold" and len(e.artists) > 1:
        # After everyone plays, several artists can reach the limit at once (A9): all named.
        artists = and_list(w.artist(a) for a in e.artists)
        if e.seat is None:
            # i18n: {round} is the round's number, {artists} two or more artists' names
            # ("Lite Metal and Karl Gitter"), all reaching the limit at once
            return _("Round {round} ends: {artists} reach the limit.").format(
                round=rnd, artists=artists)
        # i18n: {round} is the round's number, {artists} two or more artists' names, {name}
        # a player's name (whose everyone-plays card revealed them)
        return _("Round {round} ends: {artists} reach the limit ({name} played the last "
                 "card).").format(round=rnd, artists=artists, name=w.name(e.seat))
    if e.reason == "threshold":
        artist = w.artist(e.artists[0] if e.artists else e.card.artist)
        if e.seat is None:
            # i18n: {round} is the round's number, {artist} an artist's name
            return _("Round {round} ends: {artist} reaches the limit.").format(
                round=rnd, artist=artist)
        # i18n: {round} is the round's number, {artist} an artist's name, {name} a player's
        return _("Round {round} ends: {artist} reaches the limit ({name} played the last "
                 "card).").format(round=rnd, artist=artist, name=w.name(e.seat))
    if e.seat is None:
        # i18n: {round} is the round's number
        return _("Round {round} ends: no player holds a card.").format(round=rnd)
    # i18n: {round} is the round's number, {name} a player's name
    return _("Round {round} ends: no player holds a card ({name} played the last card).") \
        .format(round=rnd, name=w.name(e.seat))


def _ended_in_everyone_plays(e: E.RoundEnded, w: _Words, rnd: int) -> Text:
    """The round ended when the everyone-plays cards were turned up: the card that ended it
    may be anyone's, so the words name whose turn it was (its player, who counts as the last
    player, A2), not who "played the last card"."""
    name = w.name(e.seat)
    if e.reason != "threshold":
        # i18n: {round} is the round's number, {name} the player whose everyone-plays card it
        # was (their turn); every card in hand was played at its reveal
        return _("Round {round} ends: no player holds a card after the everyone-plays on "
                 "{name}'s turn.").format(round=rnd, name=name)
    artists = e.artists or (e.card.artist,)
    if len(artists) > 1:
        # i18n: {round} is the round's number, {artists} two or more artists' names
        # ("Lite Metal and Karl Gitter"), {name} the player whose everyone-plays card it was
        return _("Round {round} ends: {artists} reach the limit in the everyone-plays on "
                 "{name}'s turn.").format(round=rnd, artists=and_list(
                     w.artist(a) for a in artists), name=name)
    # i18n: {round} is the round's number, {artist} an artist's name, {name} the player whose
    # everyone-plays card it was (their turn); the card that reached the limit may be anyone's
    return _("Round {round} ends: {artist} reaches the limit in the everyone-plays on "
             "{name}'s turn.").format(round=rnd, artist=w.artist(artists[0]), name=name)


def _face_down_revealed(e: E.FaceDownRevealed, w: _Words) -> Text:
    shown = and_list(_whose(w, i, c) for i, cards in enumerate(e.cards) for c in cards)
    # i18n: {cards} lists each player's card ("Ada's Yoko, Bea's Karl and Cem's Max")
    return _("Face-down cards turned up: {cards}.").format(cards=shown)


def _tokens_placed(e: E.TokensPlaced, w: _Words) -> Text:
    # One sentence per leading artist: "Karl Gitter +2 (worth 4 a card)" set two bare numbers
    # side by side, which a newcomer could not tell apart.
    # i18n: a leading artist's value token at scoring: {artist} an artist's name, {token} the
    # token it takes (3, 2 or 1), {points} what one card of the artist scores this round, all
    # its value and award tokens counted ("5 points")
    return sentences([_("{artist} takes the {token} token: {points} a card.").format(
        artist=w.artist(a), token=tok, points=_points(e.values[a])) for a, tok in e.tokens])


def _adding_done(e: E.AddingDone, w: _Words) -> Text | None:
    if e.added == 0 and e.empty_hand:
        # i18n: at scoring; {name} is a player's name, whose hand is empty
        return _("{name} has no card in hand to add.").format(name=w.name(e.seat))
    if e.added == 0:
        # i18n: at scoring; {name} is a player's name
        return _("{name} adds no cards.").format(name=w.name(e.seat))
    # Each added card had its own line ("Ada adds Yoko at scoring."); a turn that ended by
    # itself says why, when it is public (`scoring.over_words`).
    return over_words(e.ended, w.name(e.seat))


def _game_ended(e: E.GameEnded, w: _Words) -> Text:
    best = max(e.totals)
    if len(e.winners) == 1:
        # i18n: {name} is the winner's name, {points} their points ("20 points")
        return _("Game over. {name} wins with {points}.").format(
            name=w.name(e.winners[0]), points=_points(best))
    # i18n: {names} lists the winners' names, {points} their points ("20 points")
    return _("Game over. {names} share the win with {points}.").format(
        names=and_list(w.name(i) for i in e.winners), points=_points(best))


def _no_second_face_up(seat: int, w: _Words) -> Text:
    """A second card face up not played: the same words whether the player held none of the
    artist or kept theirs, since the table cannot tell the two apart (hands are secret, §10);
    the player knows which."""
    # i18n: {name} is a player's name; said whether they had no card of the artist or chose
    # to keep it, so it must not say which
    return _("{name} plays no second card face up.").format(name=w.name(seat))


def _card_played(e: E.CardPlayed, w: _Words) -> Text:
    """A card played on a turn. The face-down effect's card says what it lets its player do:
    "Ada plays Karl Gitter (second card face down)." read as if Karl Gitter were the card
    face down. Said of the card, not of this turn (a card that ends the round uses no
    effect, and the line after says the round ends)."""
    if e.card.effect == SECOND_FACE_DOWN:
        # i18n: {name} is a player's name, {artist} the artist of the card played face up
        # on their turn, whose effect lets them add one more card face down (any artist)
        return _("{name} plays {artist}, a card that lets its player add a second card face "
                 "down.").format(name=w.name(e.seat), artist=w.artist(e.card.artist))
    # i18n: {name} is a player's name, {card} a card ("Yoko (award)")
    return _("{name} plays {card}.").format(name=w.name(e.seat), card=w.card(e.card))


def _effect_void(e: E.EffectVoid, w: _Words) -> Text:
    if e.effect == SECOND_FACE_UP:
        return _no_second_face_up(e.seat, w)
    # The other voids say what everyone sees: an empty deck, an empty hand.
    # i18n: {name} is a player's name, {effect} an effect ("draw a card"), {reason} why not
    # ("the deck is empty")
    return _("{name} cannot use the effect ({effect}): {reason}.").format(
        name=w.name(e.seat), effect=EFFECT_NAMES[e.effect], reason=e.reason)


def _effect_declined(e: E.EffectDeclined, w: _Words) -> Text:
    if e.effect == SECOND_FACE_UP:
        return _no_second_face_up(e.seat, w)
    # i18n: {name} is a player's name, {effect} an effect ("draw a card")
    return _("{name} declines the effect ({effect}).").format(
        name=w.name(e.seat), effect=EFFECT_NAMES[e.effect])

_LINES: dict[type, Callable] = {
    E.RoundStarted: _round_started,
    E.CardPlayed: _card_played,
    E.EffectOffered: _effect_offered,
    E.EffectVoid: _effect_void,
    E.EffectDeclined: _effect_declined,
    # i18n: {name} is a player's name
    E.CardDrawn: lambda e, w: _("{name} draws a card.").format(name=w.name(e.seat)),
    # i18n: {name} is a player's name, {card} the added card's artist ("Yoko"): its effect
    # does not apply, so it is not named
    E.FaceUpAdded: lambda e, w: _("{name} adds {card} face up.").format(
        name=w.name(e.seat), card=w.artist(e.card.artist)),
    # i18n: {name} is a player's name; the card their turn card let them add face down
    # (after "Ada plays Karl Gitter, a card that lets its player add a second card face
    # down."), its artist secret until scoring
    E.FaceDownPlayed: lambda e, w: _("{name} adds a second card face down.").format(
        name=w.name(e.seat)),
    # i18n: {name} is a player's name, {artist} an artist's name
    E.AwardPlaced: lambda e, w: _("{name} places an award on {artist}.").format(
        name=w.name(e.seat), artist=w.artist(e.artist)),
    # i18n: {name} is a player's name (everyone plays: a secret choice)
    E.SecretChosen: lambda e, w: _("{name} has chosen a card.").format(name=w.name(e.seat)),
    E.EveryonePlayed: _everyone_played,
    E.RoundEnded: _round_ended,
    E.FaceDownRevealed: _face_down_revealed,
    E.TokensPlaced: _tokens_placed,
    # i18n: {name} is a player's name, {card} the added card's artist ("Yoko"): its effect
    # does not apply, so it is not named
    E.CardAdded: lambda e, w: _("{name} adds {card} at scoring.").format(
        name=w.name(e.seat), card=w.artist(e.card.artist)),
    E.AddingDone: _adding_done,
    # i18n: {name} is a player's name, {points} the points ("5 points"), {round} the round's
    # number
    E.Scored: lambda e, w: _("{name} scores {points} for round {round}.").format(
        name=w.name(e.seat), points=_points(e.points), round=e.round + 1),
    E.GameEnded: _game_ended,
}


def narrate(event: object, config: Config) -> Text | None:
    """A sentence for an event, or None for an event of another game and for the two events
    whose news the neighbouring lines already tell (an optional effect offered, cards added
    at scoring)."""
    line = _LINES.get(type(event))
    return None if line is None else line(event, _Words(config))


def unasked_words(action, v, own: bool) -> Text | None:
    """What the game says when it makes `action` for a person who had no other move
    (`engine.unasked_move`: a hand's last card to play or to choose for everyone plays, no
    second card face up to play, nothing to add at scoring), from the view `v` just before
    it. `own`: to the person, at their own screen (the card named); else to the whole table
    at one screen, every secret kept (an everyone-plays choice stays unnamed until the
    reveal). None for any other action."""
    w, seat = _Words(v.config), action.seat
    name = w.name(seat)
    if isinstance(action, PlayCard):
        if own:
            # i18n: said to the player; {card} is a card as a player names it ("Yoko (award)")
            return _("Your last card, {card}, was played for you.").format(
                card=w.card(action.card))
        # i18n: at a screen several people share; {name} is a player's name, {card} a card
        return _("{name}'s last card, {card}, was played for them.").format(
            name=name, card=w.card(action.card))
    if isinstance(action, ChooseSecretly):
        if own:
            # i18n: said to the player; {card} is a card as a player names it ("Yoko (award)")
            return _("Your last card, {card}, was chosen for you for everyone plays.").format(
                card=w.card(action.card))
        # i18n: at a screen several people share; {name} is a player's name (the card stays
        # secret until all are turned up)
        return _("{name}'s last card was chosen for them for everyone plays.").format(
            name=name)
    if isinstance(action, DeclineEffect):
        artist = w.artist(v.displays[seat][-1].artist)
        if own:
            # i18n: said to the player who played a "second card face up" card; {artist} is
            # its artist
            return _("You hold no other {artist} card: no second card face up.").format(
                artist=artist)
        # i18n: at a screen several people share; {name} is a player's name, {artist} the
        # artist of the card they played (every other card of it is in sight, none in a hand)
        return _("No other {artist} card is left for {name}: no second card face up.").format(
            name=name, artist=artist)
    if isinstance(action, StopAdding):
        if own:
            # i18n: said to the player at scoring
            return _("You have no card to add: your turn at scoring ends.")
        # i18n: at a screen several people share; {name} is a player's name (everyone can
        # see that they hold no card they could add)
        return _("{name} has no card to add: their turn at scoring ends.").format(name=name)
    return None


def void_words(events, seat: int, config: Config) -> Text | None:
    """What the game says to the person at `seat`, at their own screen, when the effect of
    the card they just played cannot be used (an `EffectVoid` among the step's `events`): a
    second card face up with no other card of its artist in hand, said as the decline made
    for them is; any other effect, with the engine's reason. None when no effect of theirs
    was voided."""
    void = next((e for e in events if isinstance(e, E.EffectVoid) and e.seat == seat), None)
    if void is None:
        return None
    w = _Words(config)
    played = next((e.card for e in events if isinstance(e, E.CardPlayed) and e.seat == seat),
                  None)
    if void.effect == SECOND_FACE_UP and played is not None:
        return _("You hold no other {artist} card: no second card face up.").format(
            artist=w.artist(played.artist))
    # i18n: said to the player whose card's effect cannot be used; {effect} the effect ("draw
    # a card"), {reason} why not ("the deck is empty")
    return _("You cannot use the effect ({effect}): {reason}.").format(
        effect=EFFECT_NAMES[void.effect], reason=void.reason)
