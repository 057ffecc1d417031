"""What a round's scoring showed, as one shape for both games of the box.

The scoring overlay draws a `RoundSummary`: the cards per artist, the leading artists and their
value tokens, each card's worth, and a line for every seat (the paintings that scored and what
they earned). The auction game earns money from the bank; the card game earns points and keeps
a running total. Every seat has a line, also a seat that scored nothing (issue 13, item 11).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.card import events as card_events
from game.card.cards import DEAL as CARD_DEAL, ROUNDS as CARD_ROUNDS, threshold
from game.card.cards import artist_name as card_artist_name
from game.card.config import TOKENS_WORDS
from game.card.state import View as CardView
from game.cards import CARDS_TO_END_ROUND, ROUNDS, TOKENS, artist_name
from game.events import Payout, RoundEnded, TokensPlaced
from game.rounds import DEAL as AUCTION_DEAL
from game.i18n import _, and_list, comma_list, join_text, n_
from game.log import why_round_ended
from game.market import ties_decided
from game.registry import GAMES


# i18n: a short row label (as on the market board): the award tokens on each artist
AWARDS = _("Awards")
# i18n: a short row label at a round's scoring: what one painting (or card) of each artist
# is worth
WORTH = _("Worth")


# i18n: the legend of the striped part of the bars at a round's scoring (the card
# game); the market board's Played row shows these cards as "+1"
BARS_TURNED = _("Face down, turned up at scoring: counts for the ranking, not toward the "
                "round's end")
# i18n: under the bars at a round's scoring (the card game), when a card was added
# from hand at scoring: why an artist's bar shows fewer cards than scored
BARS_ADDED = _("Cards added at scoring earn points but do not count for the ranking.")


def round_label(index: int) -> str:
    """The short label of the board's row of round `index` (from 0): "R1"."""
    return _("R{round}").format(round=index + 1)


@dataclass(frozen=True)
class SeatLine:
    """One seat's part of a round's scoring."""
    seat: int
    name: str
    cards: tuple            # the cards that scored (bought paintings; the card game's display)
    amount: int             # money from the bank, or points, this round
    total: int | None       # the card game's total after the round (auction cash stays hidden)
    #: The card game's cards this seat added from hand at scoring (among `cards`), () if none;
    #: None in the auction game, which has no adding.
    added: tuple | None = None
    added_points: int = 0   # what the added cards scored, within `amount` (the engine's figure)


@dataclass(frozen=True)
class RoundSummary:
    """A round's scoring as the overlay shows it, for either game."""
    game: str
    round: int
    reason: str
    counts: tuple[int, ...]                 # cards per artist that counted
    bar_cards: int                          # cards that fill a bar (the count ending a round)
    tokens: tuple[tuple[int, int], ...]     # (artist, token) for the leading artists
    values: tuple[int, ...]                 # one card's worth per artist this round
    board: tuple[tuple[int, ...], ...]      # the market board after the round
    awards: tuple[int, ...] | None          # the card game's award tokens per artist
    lines: tuple[SeatLine, ...]             # every seat, in seat order
    artist: Callable[[int], str]            # an artist's name in the game's theme
    heading: str                            # over the seats' lines
    unit: str                               # "" (money) or "points"
    #: The card game's option A1 in its own words, when fewer than three artists were in play
    #: (the round its choice decided): why an artist with no card got a token, or none did.
    tokens_rule: str = ""
    #: Whether the next round starts with a deal (round 4 of the auction game deals nothing).
    deals_next: bool = True
    #: The card game's face-down cards turned up at scoring, per artist: among `counts` (they
    #: ranked the artists) but not toward the round's end, as the market board's "+1".
    turned: tuple[int, ...] = ()
    #: The card game's cards added from hand at scoring, per artist: they score but come
    #: after the ranking, so `counts` leaves them out (the round's result, counts less ranked).
    added: tuple[int, ...] = ()

    @property
    def ties(self) -> str:
        """Why equal counts placed as they did, for every tie that decided a place ("" if
        none did): in both games the artist further left on the board ranks higher (in the
        card game, in the Rules screen's words too, the one with fewer cards in the box). The
        engine has ranked them already; this only says why its tokens went where they did."""
        return tie_words(self.counts, {a for a, _token in self.tokens}, self.artist,
                         card=self.game == "card")

    @property
    def unranked(self) -> str:
        """Why an artist whose column holds tokens is worth 0 this round ("" if none is): it
        did not place. Its tokens are not lost; they count again whenever it places."""
        placed = {a for a, _token in self.tokens}
        held = [a for a in range(len(self.counts)) if a not in placed and (
            any(row[a] for row in self.board) or (self.awards and self.awards[a]))]
        if not held:
            return ""
        artists = and_list(self.artist(a) for a in held)
        if self.game == "card":
            # i18n: under a round's scoring, the card game; {artists} are one or more artists
            # that hold value or award tokens from earlier rounds but did not lead this round
            return _("{artists} did not lead this round: an artist that is not leading scores "
                     "0, whatever tokens it holds.").format(artists=artists)
        # i18n: under a round's scoring, the auction game; {artists} are one or more artists
        # with tokens on the board from earlier rounds that are not in this round's top three
        return _("{artists} did not rank this round: an artist out of the top three pays 0, "
                 "whatever tokens its column holds.").format(artists=artists)

    @property
    def no_card(self) -> tuple[int, ...]:
        """The card game's leading artists with no card in play this round (option A1,
        "Always three"): each took a value token and is worth its tokens, yet no card of it
        scored (their worth is drawn grey with the crossed-out card, `no_card_mark`, as
        `tokens_rule` says)."""
        if self.game != "card":
            return ()
        return tuple(a for a, _token in self.tokens if not self.counts[a])

    @property
    def short(self) -> str:
        """The auction game, when fewer than three artists had a painting this round: why
        fewer than three tokens went on the board ("" otherwise)."""
        if self.game != "auction" or len(self.tokens) >= len(TOKENS):
            return ""
        missing = TOKENS[len(self.tokens):]
        # i18n: under a round's scoring; {tokens} are the tokens nobody got ("10", or "20
        # and 10")
        return n_("Only artists with a painting this round rank, so nobody got the {tokens} "
                  "token.", "Only artists with a painting this round rank, so nobody got the "
                  "{tokens} tokens.", len(missing)).format(
            tokens=and_list(str(t) for t in missing))

    @property
    def notes(self) -> str:
        """What the overlay says under the worths: the ties, the artists that did not place
        although they hold tokens, a token nobody got, then the tokens' option."""
        said = [n for n in (self.ties, self.unranked, self.short, self.tokens_rule) if n]
        # Each note a paragraph of its own: run together they read as one dense block.
        return join_text("\n", said) if len(said) > 1 else (said[0] if said else "")

    def added_words(self, line: SeatLine) -> str:
        """What `line`'s seat added from hand at scoring, in the card game: how many cards, of
        which artists, and what they scored (the engine's figure), or, in a round where some
        seat added, that it added none; "" in the auction game, in a round where nobody added
        ("added no card" under every seat said nothing) and for a seat whose display scored
        nothing (it had nothing to add to)."""
        if line.added is None or not line.cards:
            return ""
        if not line.added:
            if not any(other.added for other in self.lines):
                return ""
            # i18n: in a seat's line at a round's scoring (the card game): the seat added no
            # card from hand at scoring
            return _("Added no card at scoring")
        # i18n: one artist among the cards a seat added at scoring, when it added several of
        # it; {artist} its name, {count} how many ("Yoko ×2")
        artists = comma_list([self.artist(a) if n == 1 else _("{artist} ×{count}").format(
            artist=self.artist(a), count=n) for a, n in by_artist(line.added)])
        # i18n: in a seat's line at a round's scoring (the card game): the cards it added from
        # hand at scoring; {n} how many, {artists} their artists ("Yoko, Lite Metal"),
        # {points} what they scored, already counted in the seat's points this round (a
        # tester read "+3" as 3 more)
        return n_("Added at scoring: {n} card ({artists}), worth {points} of these points",
                  "Added at scoring: {n} cards ({artists}), worth {points} of these points",
                  len(line.added)).format(
            artists=artists, points=line.added_points)

    @property
    def last(self) -> bool:
        """Whether this was the last round (the next screen is the final result)."""
        return self.round + 1 >= ROUNDS


def tie_words(counts, placed, artist: Callable[[int], str], about: int | None = None,
              card: bool = False) -> str:
    """Why equal `counts` placed as they did, for every tie that decided a place (one of the
    tied artists is among `placed`; with `about`, only a tie of that artist), "" if none did:
    in both games the artist further left on the board ranks higher. Said the same by the
    scoring overlay and by the auction board's help during the round. The card game (`card`)
    says it as its Rules screen does, both facts in one: further left on the board, fewer
    cards in the box (one rule read as two, in two places)."""
    return said_ties([(n, group) for n, group in ties_decided(counts, tuple(placed))
                      if about is None or about in group], artist, card)


def said_ties(ties, artist: Callable[[int], str], card: bool = False) -> str:
    """`tie_words` for ties an engine found ((count, tied artists) as `ties_decided` gives
    them), "" for none: the card game's board reads its engine's own."""
    # i18n: artists with as many cards this round as each other ("Yoko and Krypto tied at 4")
    groups = [_("{artists} tied at {count}").format(artists=and_list(artist(a) for a in group),
                                                    count=n) for n, group in ties]
    if not groups:
        return ""
    if card:
        # i18n: the card game; {ties} is one or more "… tied at N", joined by semicolons. The
        # same rule as the Rules screen's: the board's order is the order of the cards' counts
        return _("{ties}: the artist further left on the board, the one with fewer cards in the "
                 "box, ranks higher.").format(ties=join_text("; ", groups))
    # i18n: {ties} is one or more "… tied at N", joined by semicolons
    return _("{ties}: the artist further left on the board ranks higher.").format(
        ties=join_text("; ", groups))


def past_scorings(record, seat: int | None) -> dict[int, tuple[tuple, Any]]:
    """Every round the game of `record` has scored, as its scoring overlay showed it: round ->
    (the scoring step's events, `seat`'s view after that step), replayed from the record."""
    rules = record.rules
    state, scorings = record.start(), {}
    for action in record.actions:
        state = rules.apply(state, action)
        scored = rules.scored_round(state.events)
        if scored is not None:
            scorings[scored] = (tuple(state.events), rules.view(state, seat))
    return scorings


def summarise(round_index: int, events, after: Any) -> RoundSummary:
    """The summary of the round `round_index`, scored by `events`, seen in the view `after`."""
    if isinstance(after, CardView):
        return card_summary(round_index, events, after)
    return auction_summary(round_index, events, after)


def auction_summary(round_index: int, events, after) -> RoundSummary:
    """The auction game: paintings sold to the bank; every seat listed, buyers or not."""
    result = after.results[round_index]
    ended = next((e for e in events if isinstance(e, RoundEnded)), None)
    placed = next((e for e in events if isinstance(e, TokensPlaced)), None)
    paid = {e.seat: e for e in events if isinstance(e, Payout)}
    seats = after.config.seats
    lines = tuple(SeatLine(i, seats[i].name, paid[i].cards if i in paid else (),
                           paid[i].amount if i in paid else result.payouts[i], None)
                  for i in range(len(seats)))
    theme = after.config.theme
    return RoundSummary(
        game="auction", round=round_index,
        reason="" if ended is None else why_round_ended(ended, after.config),
        counts=tuple(result.counts), bar_cards=CARDS_TO_END_ROUND,
        tokens=placed.tokens if placed else (), values=tuple(result.values),
        board=after.board, awards=None, lines=lines,
        artist=lambda a: artist_name(a, theme),
        heading=_("Paintings sold to the bank"), unit="",
        deals_next=_deals(AUCTION_DEAL[after.config.hands_dealt], round_index + 1))


def _deals(row: tuple[int, ...], rnd: int) -> bool:
    """Whether the game's deal table (`row`, cards a hand gets per round) deals round `rnd`."""
    return rnd < len(row) and row[rnd] > 0


def card_summary(round_index: int, events, after: CardView) -> RoundSummary:
    """The card game: each seat's display scores points; totals run on across the rounds."""
    result = after.results[round_index]
    config = after.config
    scored = {e.seat: e.cards for e in events
              if isinstance(e, card_events.Scored) and e.round == round_index}
    placed = next((e for e in events if isinstance(e, card_events.TokensPlaced)
                   and e.round == round_index), None)
    # The round ended a few moves before its scoring was done: its result says how.
    ended = card_events.RoundEnded(round_index, result.reason, result.ended_by, result.last_player,
                                   result.limit_artists, result.everyone)
    reason = GAMES["card"].narrate(ended, config) or ""
    tokens = placed.tokens if placed else tuple(
        (a, after.board[round_index][a]) for a in result.leading)
    ranked = tuple(result.ranked or result.counts)      # what the places went by
    added = result.added or ((),) * config.players
    added_points = result.added_points or (0,) * config.players
    lines = tuple(SeatLine(i, config.seats[i].name, scored.get(i, ()), result.points[i],
                           result.totals[i], added[i], added_points[i])
                  for i in range(config.players))
    return RoundSummary(
        game="card", round=round_index, reason=reason, counts=ranked,
        bar_cards=max(threshold(config.players), max(ranked, default=0)),
        tokens=tokens, values=tuple(result.values), board=after.board,
        awards=tuple(after.awards), lines=lines,
        artist=lambda a: card_artist_name(a, config.theme),
        heading=_("Points this round"), unit="points",
        tokens_rule=_tokens_rule(config, ranked, tokens, lambda a: card_artist_name(
            a, config.theme), round_index + 1 >= CARD_ROUNDS),
        deals_next=_deals(CARD_DEAL[config.players], round_index + 1),
        turned=tuple(result.turned_up),
        added=tuple(c - r for c, r in zip(result.counts, result.ranked)))


def _tokens_rule(config, ranked: tuple[int, ...], tokens, artist: Callable[[int], str],
                 last: bool = False) -> str:
    """Option A1 for a round with fewer than three artists in play, the only rounds where its
    choices differ: at "Always three", which artists took a value token with no card in play,
    by name (the overlay showed their tokens and worth, and only "tied at 0" said why); at
    "Only artists in play", the option as the setup screen words it. After the `last` round
    no token waits for a later one (round 4 said its token stayed "for later rounds")."""
    if sum(1 for n in ranked if n) >= 3:
        return ""
    name, what = TOKENS_WORDS[config.tokens_need_a_card]
    if config.tokens_need_a_card:
        # i18n: the card game's value-token option at this table, under a round's scoring when
        # fewer than three artists were in play; {option} is its name ("Only artists in
        # play"), {what} what it does
        return _("Value tokens at this table: “{option}”. {what}").format(option=name,
                                                                         what=what)
    unplayed = [a for a, _token in tokens if not ranked[a]]
    if last:
        # i18n: under the last round's scoring (the card game); {artists} one or more artists
        # ("Yoko and Lite Metal") with no card in play that took a value token by the tie
        # order; {option} the value-token option's name ("Always three"). No round follows
        return n_(
            "{artists} had no card in play, yet took a value token: at this table three "
            "artists always take one (“{option}”). No card scored it, and this was the last "
            "round.",
            "{artists} had no card in play, yet took value tokens: at this table three "
            "artists always take one (“{option}”). No card scored them, and this was the last "
            "round.", len(unplayed)).format(artists=and_list(artist(a) for a in unplayed),
                                            option=name)
    # i18n: under a round's scoring (the card game); {artists} one or more artists ("Yoko and
    # Lite Metal") with no card in play that took a value token by the tie order; {option}
    # the value-token option's name ("Always three")
    return n_(
        "{artists} had no card in play, yet took a value token: at this table three artists "
        "always take one (“{option}”). No card scored it this round; its token stays on the "
        "board for later rounds.",
        "{artists} had no card in play, yet took value tokens: at this table three artists "
        "always take one (“{option}”). No card scored them this round; their tokens stay on "
        "the board for later rounds.", len(unplayed)).format(
        artists=and_list(artist(a) for a in unplayed), option=name)


def by_artist(cards) -> list[tuple[int, int]]:
    """(artist, how many) of some cards, in artist order."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[c.artist] = counts.get(c.artist, 0) + 1
    return sorted(counts.items())
