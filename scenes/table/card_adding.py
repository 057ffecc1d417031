"""The card game's adding step at scoring (CARD_GAME.md §6.3, A4), as the table tells it: what
one card of each leading artist is worth, every seat that added cards and what ("Doris adds
Karl Gitter."), every seat whose turn to add is over without a card ("Bea adds no
cards.", whether she could not or chose not to: hands are secret), and, to a
player at their own screen who may add nothing, why (the engine's `why_nothing_to_add`): on
the table while the others add, or on the round's scoring when nobody could add and the round
was scored at once."""
from __future__ import annotations


from game.card import events as E
from game.card.cards import artist_name
from game.card.scoring import adding_over, over_words, why_nothing_to_add
from game.card.state import ADDING
from game.i18n import _, and_list, n_, sentences

from .. import ui
from ..session.scoring_left import (continued_line, scoring_left_open, table_behind,
                                    told_later)
from .card_moments import ENDING, landed_view, leading_line


def adding_lines(v, latest_only: bool = False) -> list[tuple[str, tuple]]:
    """The status lines of view `v` while cards are added at scoring (none otherwise): the
    leading artists' worth, each seat's adding so far in the order it came (`adding_news`; the
    latest alone if `latest_only`), and the shown seat's own why."""
    lead = leading_line(v)
    if not lead:
        return []
    # Who added what and who added none, in one paragraph (the status has little room).
    told = adding_news(v)
    told = told[-1:] if latest_only else told
    lines = [(lead, ui.CLARET)] + ([(sentences(told), ui.INK_SOFT)] if told else [])
    why = own_reason(v)
    if why:     # one paragraph with why they are asked (five piled up in the panel)
        asked = v.config.ask_every_holder and v.seat in v.to_act
        lines.append((sentences([why, asked_why()]) if asked else why, ui.INK_SOFT))
    return lines


def adding_news(v) -> list[str]:
    """Each seat's adding at this scoring, a sentence each, in the order the seats added (from
    the round's last player round the table, as the engine asks them), the seat adding now
    last: "Cleo adds Krypto.", "Doris adds no cards." (whether she could not or chose not to:
    hands are secret), "Emil has no card in hand to add." (hand sizes are public); neighbours
    with no card are told together. Told in seat order, who added none after who added, the
    table's last words were "Doris adds no cards." after Ann had added a card."""
    n = len(v.displays)
    order = [((v.last_player or 0) + k) % n for k in range(n)]
    done = [i for i in order if i not in v.queue] + [i for i in v.queue[:1] if v.added[i]]
    runs: list[tuple[str, list[int]]] = []
    for i in done:
        kind = "added" if v.added[i] else "none" if v.hand_sizes[i] else "empty"
        if runs and kind != "added" and runs[-1][0] == kind:
            runs[-1][1].append(i)
        else:
            runs.append((kind, [i]))
    return [sentences((_said(v, kind, seats), *_over(v, kind, seats))) for kind, seats in runs]


def _over(v, kind: str, seats: list[int]) -> tuple:
    """After "Cleo adds Krypto.": why her turn to add is over, when it ended by itself (the
    engine's `adding_over`, `over_words`): to her own screen in her own words (that no card
    left in her hand can be added too, with one person at the screen), to the others only
    what everyone sees. A player saw the adding end by itself one time and ask for Done the
    next, and only the second said why."""
    if kind != "added":
        return ()
    seat = seats[0]
    own = seat == v.seat and v.hand is not None
    words = over_words(adding_over(v, seat), None if own else v.config.seats[seat].name)
    return (words,) if words else ()


def _said(v, kind: str, seats: list[int]) -> str:
    """One sentence of `adding_news`: what `seats` did, all alike (`kind`)."""
    names = and_list(v.config.seats[i].name for i in seats)
    if kind == "added":
        # i18n: at scoring, on the table beside "Bea adds no cards.": {name} is a player's name,
        # {card} the artist of the card(s) they added ("Yoko", "Yoko and Krypto"); keep it short
        return _("{name} adds {card}.").format(name=names, card=and_list(
            artist_name(a, v.config.theme) for a in v.added[seats[0]]))
    if kind == "none":
        # i18n: at scoring, the players whose turn to add cards is over without adding one
        # (whether they could not or chose not to: nobody is told which); {names} is one
        # player's name or a list of names
        return n_("{names} adds no cards.", "{names} add no cards.", len(seats)).format(
            names=names)
    # i18n: at scoring, the players whose hand is empty; {names} is one player's name or
    # a list of names
    return n_("{names} has no card in hand to add.",
              "{names} have no card in hand to add.", len(seats)).format(names=names)


def asked_why() -> str:
    """Why a person at one screen with nothing to add is asked all the same: the rule the
    engine asks by (`scoring._still_asked`), read from public cards only, so that a turn
    ending by itself (one card added of each leading artist in one's display, or the hand
    empty) or by Done tells nobody what a hand holds."""
    # i18n: at scoring, in a game of several people at one screen, to a player asked to add
    # though they have no card to add (after the engine's words why they have none)
    return _("At one screen everyone is asked, so nobody can tell what your hand holds.")


def own_reason(v) -> str:
    """To the seat whose own view `v` is, while cards are added: why it may add no (more)
    card, when it has added none, or when it is asked to add more (at one screen the engine
    asks every holder of a leading artist, `ask_every_holder`: then "Done" is all it
    may answer); "" otherwise, and in a public view."""
    seat = v.seat
    if v.phase != ADDING or v.hand is None or seat is None:
        return ""
    if v.added[seat] and seat not in v.to_act:
        return ""
    return why_nothing_to_add(v.leading, v.displays[seat], v.hand, v.config.theme,
                              v.added[seat]) or ""


def with_added(v, adds):
    """The view `v` with the cards of `adds` (`CardAdded` events: public, each added card is
    shown) in place (`landed_view`): each in its seat's display, among its added artists and
    counted face up, and out of its hand (the hand's size; the seat's own hand too). Behind
    the round's scoring, opened by the move that added a last card, the table showed the view
    before that move: the adder's hand count from before the card (in the last round, "2 in
    hand" under "Added at scoring: 1 card")."""
    return landed_view(v, [(e.seat, e.card) for e in adds], added=True)


def adding_told(events) -> int:
    """How many of a scoring move's events tell its adding (up to its last `CardAdded` or
    `AddingDone`): told with the round's scoring as it opens, the rest once it closes."""
    return max((i + 1 for i, e in enumerate(events) if isinstance(e, (E.CardAdded,
                                                                      E.AddingDone))),
               default=0)


def scoring_note(before, events) -> str:
    """For the round's scoring overlay at the screen of the seat whose own view `before` is
    (the table's view before the move that scored the round): why that seat added no card,
    when it could add none, or why its turn to add ended by itself with the card it added in
    this move (`over_words`) ("" otherwise, and for a public view). A round ended and scored in
    one move had nobody able to add: the seat's hand then was its hand before that move, less
    the cards that went to its display."""
    seat = before.seat
    if before.hand is None or seat is None:
        return ""
    done = next((e for e in events if isinstance(e, E.AddingDone) and e.seat == seat), None)
    if done is not None and done.added:     # its turn ended with its card: why, if by itself
        return over_words(done.ended, None) or ""
    if before.phase == ADDING:
        # A seat that added a card, or holds one it could have added, was asked.
        if before.added[seat]:
            return ""
        leading, display, hand = before.leading, before.displays[seat], before.hand
    else:
        placed = next((e for e in events if isinstance(e, E.TokensPlaced)), None)
        scored = next((e for e in events if isinstance(e, E.Scored) and e.seat == seat), None)
        if placed is None or scored is None:
            return ""
        leading, display = tuple(a for a, _token in placed.tokens), scored.cards
        shown = {c.id for c in display}
        hand = [c for c in before.hand if c.id not in shown]
    return why_nothing_to_add(leading, display, hand, before.config.theme) or ""


def scoring_again(match, steps, privacy, lines) -> tuple[tuple | None, tuple | None, list]:
    """A card game loaded (`steps`, its moves replayed; `privacy`, the table's views of it;
    `lines`, the log's lines of events): the table's `scoring` and `pending`, and the log's
    lines of the game so far. Loaded on a round's scoring (`session.scoring_left`), they are
    as that move left them, so that the overlay opens before anything moves, over the table as
    it stood before that move (`table_behind`, as in live play), and the next round shows once
    it is closed (in hot-seat it is scored in public, as it was); what came after the round's
    end (`told_later`) goes to the log then too, with the line saying the game continues.
    Loaded anywhere else: (None, None, every line and that one)."""
    told = lines(match.past_events(steps), match.config)
    left = scoring_left_open(match)
    if left is None:
        return None, None, told + [continued_line()]
    round_index, events = left
    private, public = privacy.private, privacy.public
    hot, before = match.hot_seat, match.rules.view(steps[-2][1], private.seat)
    note = "" if hot else scoring_note(before, events)
    table_behind(match, privacy, steps)
    later = lines(events[len(events) - told_later(left, ENDING):], match.config)
    return ((round_index, events, public if hot else private, note),
            (private, public, False, later + [continued_line()]), told[:len(told) - len(later)])
