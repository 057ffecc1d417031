"""The hover help of an artist's column on the card game's market board: its cards this round
and its award tokens, and (the player's own view) its cards as a careful player counts them.

Both sentences count the same cards: the help once said "2 cards in play this round" and, in
the same breath, "3 played so far", the 3 counting the player's own face-down card; now the
first says "2 face up in play this round, and 1 of your cards face down", and the count says
which of the cards played so far lie face up this round, face down in the player's own
display, or went in earlier rounds.
"""
from __future__ import annotations

from game.card.cards import ARTIST_CARDS, ARTIST_COUNT
from game.i18n import _, join_text, n_, sentences

from ..session.levels import is_you
from .board import cards_counted
from .card_tie import column_ties


def unseen_counts(v) -> list[int] | None:
    """The cards of each artist the seat has not seen (the engine's count), for the player's
    own view; None for a spectator or a computer's seat in the demo."""
    if v.hand is None or not is_you(v, v.seat):
        return None
    unseen = [0] * ARTIST_COUNT
    for c in v.unseen():
        unseen[c.artist] += 1
    return unseen


def own_face_down(v, artist: int) -> int:
    """The seat's own face-down cards of `artist` (none in the public view, none once they are
    turned up at scoring)."""
    return sum(1 for c in v.my_face_down if c.artist == artist)


def _in_play(v, artist: int, name: str):
    """The column's first sentence: its face-up cards this round, the seat's own face-down
    ones of it beside them, and its award tokens."""
    cards = n_("{n} card", "{n} cards", v.counts[artist])
    awards = n_("{n} award token", "{n} award tokens", v.awards[artist])
    down = own_face_down(v, artist)
    if not down:
        # i18n: {artist} is an artist's name; {cards} "3 cards"; {awards} "1 award token"
        return _("{artist}: {cards} face up in play this round; {awards}.").format(
            artist=name, cards=cards, awards=awards)
    # i18n: as "{artist}: {cards} face up in play this round; {awards}." when the player has
    # {n} face-down cards of the artist in their own display (only they know their artist)
    return n_("{artist}: {cards} face up in play this round, and {n} of your cards face down; "
              "{awards}.",
              "{artist}: {cards} face up in play this round, and {n} of your cards face down; "
              "{awards}.", down).format(artist=name, cards=cards, awards=awards)


def counted(v, artist: int, name: str, unseen: int):
    """An artist's cards as a careful player counts them: the played ones split as the first
    sentence counts them (face up this round, the seat's own face down, earlier rounds)
    when any of them is not face up this round."""
    mine = sum(1 for c in v.hand if c.artist == artist)
    total = ARTIST_CARDS[artist]
    played = total - mine - unseen
    down = own_face_down(v, artist)
    earlier = max(0, played - v.counts[artist] - down)
    if not down and not earlier:
        return cards_counted(name, artist, total, v.hand, unseen)
    if not earlier:
        # i18n: hover help of an artist's column on the card game's market board, round 1 or
        # no card of it in earlier rounds; {face_up} and {face_down} (the player's own) add
        # up to {played}
        said = _("{artist} has {total} cards in the game: {played} played so far ({face_up} "
                 "face up this round, {face_down} of yours face down), {mine} in your hand, "
                 "{unseen} not seen yet.")
    elif not down:
        # i18n: hover help of an artist's column on the card game's market board; {face_up}
        # and {earlier} add up to {played}
        said = _("{artist} has {total} cards in the game: {played} played so far ({face_up} "
                 "face up this round, {earlier} in earlier rounds), {mine} in your hand, "
                 "{unseen} not seen yet.")
    else:
        # i18n: hover help of an artist's column on the card game's market board; {face_up},
        # {face_down} (the player's own) and {earlier} add up to {played}
        said = _("{artist} has {total} cards in the game: {played} played so far ({face_up} "
                 "face up this round, {face_down} of yours face down, {earlier} in earlier "
                 "rounds), {mine} in your hand, {unseen} not seen yet.")
    return said.format(artist=name, total=total, played=played, face_up=v.counts[artist],
                       face_down=down, earlier=earlier, mine=mine, unseen=unseen)


def column_tip(v, artist: int, name: str, unseen: list[int] | None, ranked: int):
    """An artist's column in words: its cards in play and award tokens, the face-down ones
    among them turned up at scoring, whether its face-up cards (`ranked`, those that ranked
    the artists, less the face-down ones turned up) reached the round's end, and (`unseen`,
    the player's own view) its cards as a careful player counts them."""
    said = _in_play(v, artist, name)
    turned = (v.turned_up or (0,) * ARTIST_COUNT)[artist]
    if turned:
        # i18n: after "Krypto: 7 cards face up in play this round; …" at scoring; the board's
        # Played row shows "6 · end +1"
        said = sentences([said, n_(
            "{n} of them was face down, turned up at scoring (“+{n}”): it counts for the "
            "ranking, not toward the round's end.",
            "{n} of them were face down, turned up at scoring (“+{n}”): they count for the "
            "ranking, not toward the round's end.", turned)])
        ranked -= turned
    if ranked >= v.threshold:
        # i18n: under "Krypto: 7 cards face up in play this round; …": the market board's
        # Played row shows "7 · end"; {n} is the face-up cards of one artist that end a round
        # (6, or 5)
        said = sentences([said, _("Its face-up cards reached the {n} that end the "
                                  "round.").format(n=v.threshold)])
    # A place a tie decided says so, as the board's "Worth now*" row does.
    ties = column_ties(v, artist)
    said = sentences([said, ties]) if ties else said
    if unseen is None:
        return said
    return join_text("\n", [said, counted(v, artist, name, unseen[artist])])
