"""Value hints for a newcomer (on by default, a setting turns them off): what one painting of
each artist would pay if the round ended now, and an estimate of what the lot on the stand is
worth to its buyer. Read from the seat's view only, through the market board's arithmetic
(game/market.py); always said to be an estimate, for the round is not over.

The public view (the hand-over, the screen down, a table of hot-seat players between turns)
shows them too, from what everyone sees: "Worth now" and what the lot would pay now read only the
market board and the paintings played this round; what a lot or a card is likely worth at the
round's end reads the seat's hand (the AI's estimate), so the public view leaves it out.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from game.ai.estimate import estimate
from game.cards import artist_name
from game.actions import AddSecondCard
from game.engine import payouts_if_played, play_ends_round
from game.i18n import _, and_list, join_text, sentences
from game.log import listed
from game.market import column_base, ranking, ties_decided, token_row
from game.shared import tied_and_placed
from game.state import (DOUBLE_OFFER, FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING,
                        SEALED_BIDDING, SET_PRICE, View)

from ..round_summary import tie_words

#: The phases in which a lot is for sale (the value hint shows beside it).
SELLING = (OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING, SET_PRICE, FIXED_OFFER,
           DOUBLE_OFFER)

#: The board's help for the hint row.
PAYS_NOW_TIP = _("Estimate: what one painting of each artist would pay if the round ended now "
                 "(the artists ranked by the cards played so far). The round is not over: the "
                 "ranking can still change, and an artist out of the top three pays nothing.")


def pays_now(v: View) -> tuple[int, ...]:
    """What one painting of each artist would pay if the round ended now."""
    base = column_base(v.board, min(v.round, len(v.board) - 1))
    row = token_row(ranking(v.counts), len(base))
    return tuple(base[a] + row[a] if row[a] else 0 for a in range(len(base)))


def ranked_by(v: View, ended=None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The counts that rank the artists and the artists they place: the cards played so far
    and the market board's ranking of them; while a round's end is told (`ended`, the
    engine's RoundResult), the engine's own scoring of it, the ending card counted (the
    view shown then is the one before that card)."""
    if ended is not None:
        return tuple(ended.counts), tuple(ended.ranking)
    return tuple(v.counts), tuple(ranking(v.counts))


def ties_now(v: View, about: int | None = None, ended=None) -> str:
    """The scoring overlay's words for the ties that decide a place in the ranking by the
    cards played so far ("Karl Gitter and Krypto tied at 2: the artist further left on the
    board ranks higher."; with `about`, only a tie of that artist), "" if none does: a second
    Karl Gitter dropped Krypto from 30 to 20 on "Worth now", and nothing said why. While a
    round's end is told (`ended`), the ties of its scoring (`ranked_by`): the help explained
    them from the counts before the ending card."""
    counts, placed = ranked_by(v, ended)
    return tie_words(counts, placed, lambda a: artist_name(a, v.config.theme), about)


#: The market board's words under its figures for a tie that decided a place (`tie_note`).
# i18n: under the market board, beside the mark drawn by the figures a tie decided; {first}
# and {others} are artists ("Krypto", "Yoko and Krypto"): the board's order breaks the tie
TIE_NOTE = _("Tie at {count}: {first} ranks above {others} (further left on the board).")


def tie_note(v: View, ended=None) -> tuple[tuple[int, ...], str]:
    """The artists whose "Worth now" figure a tie decided and is worth something (the board
    marks them: `tied_and_placed`) and the board's words for why, under its figures ((), ""
    if no tie decided a place): a second Karl Gitter dropped Krypto from 30 to 20, and only
    the row's help said why. The ties and their order are the market board's own
    (game/market.py); while a round's end is told (`ended`), its scoring's (`ranked_by`)."""
    counts, placed = ranked_by(v, ended)
    ties = ties_decided(counts, placed)
    return tied_and_placed(ties, placed), tie_sentences(
        ties, lambda a: artist_name(a, v.config.theme))


def tie_sentences(ties, name: Callable[[int], str]) -> str:
    """`TIE_NOTE` for each of `ties` ((count, tied artists in the order they rank), as
    `ties_decided` gives them), one after another; "" for none. Both games' boards say it."""
    said = [TIE_NOTE.format(count=n, first=name(group[0]),
                            others=and_list(name(a) for a in group[1:])) for n, group in ties]
    return sentences(said) if said else ""


def lot_estimate(v: View) -> int | None:
    """What the lot on the stand would pay its buyer if the round ended now (None: no lot)."""
    if not v.lot:
        return None
    now = pays_now(v)
    return sum(now[c.artist] for c in v.lot)


def lot_hint(v: View) -> str:
    """The stand's line for the lot, said to be an estimate ("" when there is none): what it
    would pay if the round ended now, and (for a seat's own view) what the AI's public
    estimate expects it to pay at the round's end, read from that view only."""
    worth = lot_estimate(v)
    if worth is None:
        return ""
    if v.seat is None or v.hand is None:
        if worth:
            return _("Estimate: if the round ended now it would pay its buyer "
                     "{worth}.").format(worth=worth)
        return _("Estimate: if the round ended now it would pay nothing (its artist is not in "
                 "the top three).")
    likely = round(estimate(v).lot_value or 0)
    # Two numbers in one line read as one muddle ("likely about 21; if the round ended now
    # ... 30"), and the same lot showed 21 to Anna and 17 to Bernd with nothing saying why:
    # each number in its own sentence, and the estimate said to be the player's own, from
    # the cards in their hand ("(your hand counts)" read as a count of the hand).
    if worth:
        # i18n: {likely} counts the player's own hand, so each player sees their own number
        return _("Your estimate, counting the cards in your hand: about {likely} to its buyer "
                 "at the round's end. If the round ended now: {worth} to its buyer.").format(
            likely=likely, worth=worth)
    return _("Your estimate, counting the cards in your hand: about {likely} to its buyer at "
             "the round's end. If the round ended now: nothing (its artist is not in the top "
             "three).").format(likely=likely)


def offer_hint(v: View, card) -> str:
    """The preview's line for a hand card the seat may auction: what one painting of its
    artist is likely to pay at the round's end once a card of that artist is on the stand
    (the estimate for the seat's view with the artist's first card, by id, moved from the
    hand to the stand), "" for a spectator. One figure for all the artist's cards in hand:
    staged with each card itself, the estimate's play-outs dealt differently, and two Lite
    Metals in hand said "likely worth about 17" and "about 18"."""
    if v.seat is None or v.hand is None:
        return ""
    card = min((c for c in v.hand if c.artist == card.artist), key=lambda c: c.id,
               default=card)
    counts = list(v.counts)
    counts[card.artist] += 1
    sizes = list(v.hand_sizes)
    sizes[v.seat] -= 1
    staged = replace(v, hand=tuple(c for c in v.hand if c.id != card.id),
                     hand_sizes=tuple(sizes), counts=tuple(counts), lot=(card,),
                     auctioneer=v.seat)
    likely = round(estimate(staged).artists[card.artist].value)
    # i18n: the preview of a card one may auction; {artist} its painter
    return _("Your estimate, counting the cards in your hand: a {artist} painting likely pays "
             "its buyer about {likely} at the round's end.").format(
                 artist=artist_name(card.artist, v.config.theme), likely=likely)


#: An artist's place in the round's ranking, first place first.
PLACES = (_("{artist} first"), _("{artist} second"), _("{artist} third"))


#: The line for a double's second card that would end the round (`ending_hint`).
SECOND_ENDS = _("If you add a second {artist}: the round would score {places}; the bank would "
                "pay {payouts}.")


def ending_hint(v: View, card, template=None) -> str:
    """The preview's line for a hand card whose play would end the round (or, `template`
    SECOND_ENDS, a double's second card that would): how the artists would rank and what the
    bank would pay each seat (the engine's scoring, not an estimate: every card that counts is
    on the table), "" for a spectator."""
    if v.seat is None or v.hand is None:
        return ""
    ranked, payouts = payouts_if_played(v, card)
    places = and_list(PLACES[i].format(artist=artist_name(a, v.config.theme))
                      for i, a in enumerate(ranked))
    paid = and_list(join_text(" ", [listed(v.config, i, v.seat), str(p)])
                    for i, p in enumerate(payouts))
    # i18n: before a player ends the round; {places} "Yoko first, Krypto second and Lite Metal
    # third", {payouts} "you 60, Bea 30 and Cem 0"
    template = template or _("The round would score {places}; the bank would pay {payouts}.")
    return template.format(places=places, payouts=paid,
                           artist=artist_name(card.artist, v.config.theme))


class LotHints:
    """The lot's hint for the view on show, worked out once per view (the table refreshes
    every frame; the estimate plays the round out a few hundred times), and the preview's
    for each hand card looked at in that view."""

    def __init__(self) -> None:
        self._view: tuple | None = None        # (the view, whether it may add a second card)
        self._text = ""
        self._offers_view: View | None = None
        self._offers: dict[tuple, str] = {}

    def hint(self, v: View, legal=()) -> str:
        """`lot_hint` for the view on show; when the seat may add a second card to a double
        (`legal`, its options for that view) and that card would end the round, what the
        round would then pay too."""
        adds = any(isinstance(o, AddSecondCard) for o in legal)
        seen = self._view
        if seen is None or seen[0] is not v or seen[1] != adds:  # options come once asked
            self._view = (v, adds)
            self._text = lot_hint(v) if v.lot and v.phase in SELLING else ""
            if adds and play_ends_round(v, v.lot[0]) is not None:
                self._text = sentences([self._text, ending_hint(v, v.lot[0], SECOND_ENDS)])
        return self._text

    def offer(self, v: View, card, ends: bool = False) -> str:
        """`offer_hint` for `card` in `v`, or `ending_hint` if playing it would end the round
        (`ends`, the engine's word), worked out once per view and artist (the estimate) or
        card (the ending's scoring)."""
        if v is not self._offers_view:
            self._offers_view, self._offers = v, {}
        key = ("card", card.id) if ends else ("artist", card.artist)
        if key not in self._offers:
            self._offers[key] = (ending_hint if ends else offer_hint)(v, card)
        return self._offers[key]
