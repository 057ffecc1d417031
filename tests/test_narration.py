"""One narration of the game (game/log.py): every kind of event is told or deliberately silent,
the screens and the replay tool tell it in the same words, and the viewer is "you"; every line
(and every refusal of the engine) is one message to translate, its parts translated too."""
import dataclasses
import random

import pytest

from game import events as E
from game.actions import Bid, PlayCard
from game.bots import RandomBot
from game.cards import Method
from game.config import default_config
from game.engine import IllegalAction, apply, legal_actions, new_game
from game.log import AGAIN, GROWS, NO_BID, SILENT, Line, describe, narrate, why_round_ended
from game.log_retold import Retold
from game.registry import GAMES
from scenes.session import words


def every_event(players: int, variant: str, seed: int):
    """(config, event) for every event of a seeded random game."""
    config = dataclasses.replace(default_config(players), variant=variant)
    state = new_game(config, seed)
    rng, bot = random.Random(seed), RandomBot()
    yield from ((config, e) for e in state.events)
    while not state.is_over:
        seat = state.to_act[0]
        state = apply(state, bot.choose(None, legal_actions(state, seat), rng))
        yield from ((config, e) for e in state.events)


def test_the_event_list_holds_every_event_class():
    classes = {c for c in vars(E).values()
               if isinstance(c, type) and dataclasses.is_dataclass(c) and c is not E.Payment}
    assert set(E.EVENTS) == classes


def test_every_event_is_told_or_deliberately_silent():
    seen = set()
    games = [(4, "standard", s) for s in range(3)] + [(3, "three_with_dummy", s) for s in range(4)]
    games += [(2, "two_player", s) for s in range(3)] + [(5, "standard", 1)]
    for players, variant, seed in games:
        for config, e in every_event(players, variant, seed):
            seen.add(type(e))
            line = narrate(e, config)
            # A computer's chance at a double's second card: its "adds" line tells it.
            untold = isinstance(e, E.SecondCardOffered) and config.seats[e.seat].is_bot
            if type(e) in SILENT or untold:
                assert line is None
                continue
            assert isinstance(line, Line) and line.kind in ("round", "play", "sale", "score")
            assert line.text and line.text == describe(e, config)
            assert GAMES["auction"].narrate(e, config) == line.text
            assert words.describe(e, config, None) == line
    assert seen == set(E.EVENTS), f"never seen: {set(E.EVENTS) - seen}"
    assert SILENT < set(E.EVENTS)


def test_the_viewer_is_you_and_a_free_lot_is_free():
    config = default_config(4)
    card = next(c for c in new_game(config, 1).hands[0])
    taken = E.TakenFree(2, (card,))
    name = config.seats[2].name
    assert narrate(taken, config) == Line("sale", f"{name} takes {card.label(config.theme)} free.")
    label = card.label(config.theme)
    assert narrate(taken, config, you=2) == Line("sale", f"You take {label} free.")
    assert narrate(E.Passed(1), config, you=1).text == "You pass."
    assert narrate(E.GameEnded((80, 90), (1,)), config, you=1).text == "Game over: You win with 90."
    shared = narrate(E.GameEnded((90, 90, 90), (0, 1, 2)), config, you=1).text
    names = [s.name for s in config.seats]
    assert str(shared) == f"Game over: {names[0]}, {names[2]} and you share the win with 90."
    theirs = narrate(E.GameEnded((90, 90, 1), (0, 1)), config, you=2).text
    assert str(theirs) == f"Game over: {names[0]} and {names[1]} win with 90."
    assert narrate(object(), config) is None


def test_the_scoring_overlay_says_why_a_round_ended():
    config = default_config(3)
    yoko = next(c for c in new_game(config, 1).deck if c.artist == 1)
    fifth = E.RoundEnded(0, E.RoundEnd.FIFTH_CARD, yoko, 2)
    name = config.seats[2].name
    assert why_round_ended(fifth, config) == f"The fifth Yoko, played by {name}, ended the round."
    # A dummy card is turned up, not played (seen as "played by the dummy hand" in a
    # 2-player game, whose table shows two dummy decks).
    by_dummy = E.RoundEnded(1, E.RoundEnd.FIFTH_CARD, yoko, None)
    dummy = dataclasses.replace(config, variant="three_with_dummy")
    assert why_round_ended(by_dummy, dummy) == (
        "The fifth Yoko, turned up from the dummy hand, ended the round.")
    two = default_config(2)
    assert why_round_ended(by_dummy, two) == (
        "The fifth Yoko, turned up from a dummy deck, ended the round.")
    empty = E.RoundEnded(2, E.RoundEnd.HANDS_EMPTY, yoko, 0)
    assert why_round_ended(empty, config) == "Every hand was played out."
    stuck = E.RoundEnded(3, E.RoundEnd.NO_PLAYABLE_CARD, None, None)
    assert why_round_ended(stuck, config) == "Nobody could play a card."


class Brackets:
    """A make-believe language that wraps every message in ⟦ ⟧: a line translated whole shows
    as one bracketed message, with its parts (card labels, methods) bracketed inside it."""

    def gettext(self, message):
        return f"⟦{message}⟧"

    def ngettext(self, singular, plural, n):
        return f"⟦{singular if n == 1 else plural}⟧"

    def pgettext(self, context, message):
        return f"⟦{message}⟧"

    def number(self, value):
        return str(value)

    def join(self, items):
        return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def test_every_line_is_one_message_with_its_parts_translated_too():
    brackets = Brackets()
    games = [(4, "standard", 2), (3, "three_with_dummy", 1), (2, "two_player", 2)]
    for players, variant, seed in games:
        for config, e in every_event(players, variant, seed):
            for you in (None, 0):
                line = narrate(e, config, you)
                if line is None:
                    continue
                shown = line.text.translate(brackets)
                assert shown.startswith("⟦") and shown.endswith("⟧"), shown
                assert shown.replace("⟦", "").replace("⟧", "") == line.text
                for method in ("open auction", "once around", "sealed bid", "fixed price"):
                    assert f"({method})" not in shown, shown   # a card's method is translated


def test_the_engines_refusals_and_a_saves_problems_are_whole_messages():
    from game.i18n import Text, message_of
    from game.save import SaveError, loads
    brackets = Brackets()
    state = new_game(default_config(4), 3)
    seat = state.to_act[0]
    other = (seat + 1) % 4
    refusals = []
    for action in (PlayCard(other, state.hands[other][0]), Bid(seat, 5),
                   PlayCard(seat, state.hands[other][0])):
        with pytest.raises(IllegalAction) as refused:
            apply(state, action)
        refusals.append(message_of(refused.value))
    for text in (b"", b"{", b'{"format": "modern-art-save", "version": 99}'):
        with pytest.raises(SaveError) as refused:
            loads(text)
        refusals.append(message_of(refused.value))
    for words in refusals:
        assert isinstance(words, Text)
        shown = words.translate(brackets)
        assert shown.startswith("⟦") and shown.endswith("⟧"), shown
        assert shown.replace("⟦", "").replace("⟧", "") == words


def test_every_pass_is_told_but_the_game_s_passes_for_a_seat_out_of_the_lot_are_not():
    """After a raise every seat but the high bidder must pass again: a play-tester saw
    "Emil 16 · Anna passt." and then the sale, although Bernd had been asked again and passed.
    Each pass is told; only a seat that stepped out ("Out of this lot") has the game pass for
    it lap after lap, said once by the line under its pass, until it bids again."""
    passes = Retold()
    lot = [E.Passed(1), E.BidMade(2, 5), E.Passed(1), E.BidMade(0, 6), E.Passed(1),
           E.Passed(2), E.BidMade(1, 7), E.Passed(1)]
    assert [passes.tells(e) for e in lot] == [True] * len(lot)
    passes.news(3)                                  # Dee steps out with her next pass
    lot = [E.Passed(3), E.BidMade(0, 8), E.Passed(3), E.Passed(3), E.BidMade(3, 9),
           E.Passed(3)]
    assert [passes.tells(e) for e in lot] == [True, True, False, False, True, True]
    # A new lot forgets who is out.
    passes.news(2)
    assert passes.tells(E.Passed(2)) and not passes.tells(E.Passed(2))
    assert passes.tells(E.AuctionStarted(0, (), Method.OPEN)) and passes.tells(E.Passed(2))


def test_an_open_lots_bids_and_passes_make_one_growing_line():
    config = default_config(4)
    log = Retold()
    lot = [E.AuctionStarted(0, (), Method.OPEN), E.BidMade(1, 5), E.Passed(2), E.BidMade(3, 8),
           E.Passed(2), E.BidMade(1, 10), E.Passed(3)]
    lines = [log.line(e, config, you=2) for e in lot]
    assert lines[0] is None                       # the lot shows on its stand
    assert [line.kind if line else None for line in lines[1:]] == [
        GROWS, AGAIN, AGAIN, AGAIN, AGAIN, AGAIN]   # your second pass too
    names = [s.name for s in config.seats]
    assert str(lines[-1].text) == (f"Bids: {names[1]} 5 · You pass · {names[3]} 8 · "
                                   f"You pass · {names[1]} 10 · {names[3]} passes.")
    # The sale is its own line, and the next lot's bids start a new one.
    assert log.line(E.Sold(0, (), 1, 10, 0, (), Method.OPEN), config).kind == "sale"
    log.line(E.AuctionStarted(1, (), Method.ONCE_AROUND), config)
    first = log.line(E.BidMade(2, 3), config)
    assert first.kind == GROWS and str(first.text) == f"Bids: {names[2]} 3."


def _open_lots(players: int, seed: int):
    """The events of each open lot of a seeded random game, from its start to its sale."""
    lot = None
    for config, e in every_event(players, "standard", seed):
        if isinstance(e, E.AuctionStarted):
            lot = [e] if e.method == Method.OPEN else None
        elif lot is not None:
            lot.append(e)
            if isinstance(e, (E.Sold, E.TakenFree)):
                yield config, lot
                lot = None


def test_a_seeded_games_open_lots_tell_every_pass_in_order_in_english_and_german():
    """The line of bids of each open lot of a seeded five-player game names every pass made,
    in order: passes in a row by other seats as one ("Bea, Cy and Dee pass"), so the line
    stays short. Read back from the line, the seats that passed after the last raise are
    every seat but its buyer (each was asked again)."""
    from scenes.session.language import words_for
    de = words_for("de")
    asked_again = 0
    for seed in range(3):
        for config, lot in _open_lots(5, seed):
            log = Retold()
            lines = [log.line(e, config) for e in lot]
            told = [line for line in lines if line and line.kind in (GROWS, AGAIN)][-1].text
            names = [s.name for s in config.seats]
            bids = [e for e in lot if isinstance(e, (E.BidMade, E.Passed))]
            last_raise = max((k for k, e in enumerate(bids) if isinstance(e, E.BidMade)),
                             default=-1)
            after = [names[e.seat] for e in bids[last_raise + 1:]]
            if len(after) == 1:
                tail = f"{after[0]} passes."
            else:
                tail = ", ".join(after[:-1]) + f" and {after[-1]} pass."
            assert str(told).endswith(tail), (told, after)
            if last_raise >= 0 and len(set(after)) > 1 and any(
                    isinstance(e, E.Passed) and names[e.seat] in after
                    for e in bids[:last_raise]):
                asked_again += 1
            # German: the run of passes after the last raise as one ("… und Dee passen.")
            if len(after) > 1:
                assert de.text(told).endswith(
                    ", ".join(after[:-1]) + f" und {after[-1]} passen."), de.text(told)
    assert asked_again >= 3         # seats that passed before and were asked again


def test_a_sealed_lot_gathers_who_has_sealed_and_a_fixed_price_is_told_by_sentences():
    config = default_config(3)
    names = [s.name for s in config.seats]
    log = Retold()
    log.line(E.AuctionStarted(0, (), Method.SEALED), config)
    lines = [log.line(E.SealedBidPlaced(seat), config, you=1) for seat in (1, 2, 0)]
    assert [line.kind for line in lines] == [GROWS, AGAIN, AGAIN]
    assert str(lines[-1].text) == f"Sealed bids from you, {names[2]} and {names[0]}."
    other = Retold()
    other.line(E.AuctionStarted(0, (), Method.SEALED), config)
    last = [other.line(E.SealedBidPlaced(seat), config, you=0) for seat in (1, 2, 0)][-1]
    assert str(last.text) == f"Sealed bids from {names[1]}, {names[2]} and you."
    revealed = E.SealedBidsRevealed((4, 5, 6))
    assert log.line(revealed, config) == narrate(revealed, config)
    log.line(E.AuctionStarted(0, (), Method.FIXED_PRICE), config)
    assert log.line(E.Passed(1), config) == narrate(E.Passed(1), config)


def _pass_lines(method: Method, seats, you: int | None = None) -> list:
    """The log's lines for a lot of `method` on which `seats` pass in turn, as the engine
    tells each pass (with the lot's auction)."""
    config = default_config(4)
    log = Retold()
    log.line(E.AuctionStarted(0, (), method), config)
    return [log.line(E.Passed(seat, method), config, you) for seat in seats]


def test_each_auction_tells_a_pass_in_its_own_words_in_english_and_german():
    """One act, one word (RULES.md §4): a turn passed without a bid is "passes" in an open
    auction and once around alike (once around said "makes no bid", the words of a sealed
    bid of 0), declining a fixed price "declines to buy", a sealed bid of 0 "no bid"."""
    from scenes.session.language import words_for
    names = [s.name for s in default_config(4).seats]
    de = words_for("de")
    opened = _pass_lines(Method.OPEN, (1, 2), you=1)[-1].text
    assert str(opened) == f"Bids: You pass · {names[2]} passes."
    assert de.text(opened) == f"Gebote: Du passt · {names[2]} passt."
    once = _pass_lines(Method.ONCE_AROUND, (2, 1), you=1)[-1].text
    assert str(once) == f"Bids: {names[2]} passes · You pass."
    assert de.text(once) == f"Gebote: {names[2]} passt · Du passt."
    for language in ("de", "it", "zh_TW"):      # the same words as an open auction's pass
        words = words_for(language)
        opened_pass = _pass_lines(Method.OPEN, (2,), you=1)[-1].text
        once_pass = _pass_lines(Method.ONCE_AROUND, (2,), you=1)[-1].text
        assert words.text(once_pass) == words.text(opened_pass), language
        # ... and not a sealed bid of 0's words, another act (a bid, revealed with the rest).
        assert words.text(NO_BID) not in words.text(once_pass), language
    fixed = _pass_lines(Method.FIXED_PRICE, (1, 2), you=1)
    assert [str(line.text) for line in fixed] == ["You decline to buy.",
                                                  f"{names[2]} declines to buy."]
    assert [de.text(line.text) for line in fixed] == ["Du kaufst nicht.",
                                                      f"{names[2]} kauft nicht."]
    # A sealed bid of 0 is no pass: the reveal says "no bid" ("kein Gebot").
    revealed = narrate(E.SealedBidsRevealed((0, 5, 0, 0), 1), default_config(4), you=0).text
    assert f"you (no bid), {names[1]} 5" in str(revealed)
    assert "du (kein Gebot)" in de.text(revealed)


def test_the_engine_tells_which_auction_a_pass_was_in():
    """Each auction's pass carries its lot's method, so the log can word it."""
    seen = {}
    for players, variant, seed in [(4, "standard", s) for s in range(3)]:
        for _config, e in every_event(players, variant, seed):
            if isinstance(e, E.AuctionStarted):
                method = e.method
            elif isinstance(e, E.Passed):
                assert e.method == method
                seen[method] = True
    assert set(seen) == {Method.OPEN, Method.ONCE_AROUND, Method.FIXED_PRICE}


def test_the_log_grows_a_line_of_bids_but_never_another_line():
    from scenes.table.log_panel import GameLog
    log = GameLog()
    log.add(("play", "Ada plays Krypto (open auction)."))
    log.add((GROWS, "Bids: Bea 5."))
    log.add((AGAIN, "Bids: Bea 5 · Cy 6."))
    assert log.lines == [("play", "Ada plays Krypto (open auction)."),
                         ("play", "Bids: Bea 5 · Cy 6.")]
    log.add(("play", "You took your last move back."))
    log.add((AGAIN, "Bids: Bea 5 · Cy 6 · Dee 7."))    # not the taken-back line: a new one
    assert log.lines[-2:] == [("play", "You took your last move back."),
                              ("play", "Bids: Bea 5 · Cy 6 · Dee 7.")]


def test_a_double_offered_to_its_player_is_not_retold_but_the_next_offer_is():
    from game.cards import DECK
    double = next(c for c in DECK if c.method == Method.DOUBLE)
    log = Retold()
    steps = [E.CardPlayed(1, double), E.SecondCardOffered(1), E.SecondCardDeclined(1),
             E.SecondCardOffered(2)]
    assert [log.tells(e) for e in steps] == [True, False, True, True]


def test_a_sealed_tie_says_who_wins_it_and_why_and_a_clear_winner_needs_no_word():
    """Equal highest sealed bids are common among computer players: the log names the seat the
    engine gave the lot and the tie rule, in the viewer's own words when it is the viewer."""
    config = default_config(4)
    names = [s.name for s in config.seats]
    tied = E.SealedBidsRevealed((20, 11, 20, 20), 2)
    told = str(narrate(tied, config).text)
    assert told.startswith("Sealed bids revealed:")
    assert (f"A tie at 20 goes to {names[2]}: the auctioneer wins a tie they are in, else the "
            "next tied bidder clockwise.") in told
    mine = str(narrate(tied, config, you=2).text)
    assert mine.startswith(f"Sealed bids revealed: {names[0]} 20, {names[1]} 11, you 20 and ")
    assert "A tie at 20 goes to you: the auctioneer wins a tie they are in" in mine
    for clear in (E.SealedBidsRevealed((20, 11, 19, 3), 0), E.SealedBidsRevealed((0, 0, 0, 0))):
        assert "tie" not in str(narrate(clear, config).text)


def test_two_seats_raising_each_other_by_one_keep_their_ends_and_say_how_many_between():
    """"Up to" against a computer can trade dozens of raises by one; the log keeps the first
    two and the last two and counts the rest, and shorter runs stay whole."""
    config = default_config(3)
    names = [s.name for s in config.seats]
    log = Retold()
    log.line(E.AuctionStarted(1, (), Method.OPEN), config)
    duel = [E.BidMade(0, 1), E.Passed(1)] + [E.BidMade(2 if k % 2 == 0 else 0, k)
                                             for k in range(2, 48)]
    lines = [log.line(e, config, you=0) for e in duel]
    assert str(lines[-1].text) == (f"Bids: You 1 · {names[1]} passes · {names[2]} 2 · "
                                   f"43 more raises by one · {names[2]} 46 · You 47.")
    assert str(lines[5].text) == (f"Bids: You 1 · {names[1]} passes · {names[2]} 2 · You 3 · "
                                  f"{names[2]} 4 · You 5.")                    # five: whole
    assert f"{names[2]} 2 · 2 more raises by one · " in str(lines[6].text)      # six
    # A third seat's bid, a jump or a pass ends a run; what follows is told whole.
    log.line(E.BidMade(1, 50), config, you=0)
    tail = str(log.line(E.BidMade(2, 52), config, you=0).text)
    assert tail.endswith(f"You 47 · {names[1]} 50 · {names[2]} 52.")


def test_a_duel_between_two_seats_counts_the_others_passes_between_its_ends():
    """At a five-seat table the three others pass again after each raise: the duel still
    keeps its ends, and says the others passed between them."""
    config = default_config(5)
    names = [s.name for s in config.seats]
    log = Retold()
    log.line(E.AuctionStarted(4, (), Method.OPEN), config)
    events = [E.BidMade(0, 1)]
    for amount in range(2, 12):
        bidder = 1 if amount % 2 == 0 else 0
        events.append(E.BidMade(bidder, amount))
        if bidder == 1:
            events += [E.Passed(2), E.Passed(3), E.Passed(4)]
    events += [E.Passed(1), E.Passed(2), E.Passed(3), E.Passed(4)]
    told = str([log.line(e, config) for e in events][-1].text)
    others = f"{names[2]}, {names[3]} and {names[4]} pass"
    assert told == (f"Bids: {names[0]} 1 · {names[1]} 2 · "
                    "7 more raises by one, the others passing · "
                    f"{names[1]} 10 · {others} · {names[0]} 11 · "
                    f"{names[1]}, {names[2]}, {names[3]} and {names[4]} pass.")


def test_a_split_doubles_sale_says_where_each_share_went():
    """With double_proceeds = split the log said only "Sold to Clemens for 43." while the
    viewer's cash rose by 22: the line now says the double's price was split, and to whom."""
    from game.actions import AddSecondCard, Buy, DeclineSecondCard, Pass, SetPrice
    from rules_helpers import DOUBLE, FIXED_PRICE, YOKO, card_in, cfg, deal, run
    config = cfg(4, double_proceeds="split")
    s = deal(config, [[(YOKO, DOUBLE)], [(YOKO, FIXED_PRICE)], [], []])
    s, ev = run(s, PlayCard(0, card_in(s, 0, YOKO, DOUBLE)), DeclineSecondCard(0),
                AddSecondCard(1, card_in(s, 1, YOKO, FIXED_PRICE)), SetPrice(1, 25), Buy(2))
    sale = next(e for e in ev if isinstance(e, E.Sold))
    assert narrate(sale, config, you=1).text == (
        "Sold to Clemens for 25, the double's price split: 12 to Axel and 13 to you.")
    # The double's own player buys it: his share goes to the bank.
    s = deal(config, [[(YOKO, DOUBLE)], [(YOKO, FIXED_PRICE)], [], []])
    s, ev = run(s, PlayCard(0, card_in(s, 0, YOKO, DOUBLE)), DeclineSecondCard(0),
                AddSecondCard(1, card_in(s, 1, YOKO, FIXED_PRICE)), SetPrice(1, 9), Pass(2),
                Pass(3), Buy(0))
    sale = next(e for e in ev if isinstance(e, E.Sold))
    assert narrate(sale, config, you=0).text == (
        "Sold to you for 9, the double's price split: 4 to the bank and 5 to Beatrix.")
    # Without the option the whole price goes to one seat, named as every sale names it.
    plain = dataclasses.replace(sale, payments=(sale.payments[1],))
    assert narrate(plain, config, you=2).text == "Sold to Axel for 9, paid to Beatrix."


def test_a_sale_says_who_was_paid_as_the_rules_examples_do():
    """A first game: the log said "Sold to Beatrix for 49." and the newcomer had to work out
    that Doris, the auctioneer, got the 49 (the Rules' example says "Sold to Beatrix for 18,
    paid to Axel"). Every sale now names who was paid: the auctioneer, you, or the bank."""
    from game.actions import Buy, Pass, SetPrice
    from rules_helpers import FIXED_PRICE, YOKO, card_in, cfg, deal, run
    config = cfg(4)
    names = [s.name for s in config.seats]
    s = deal(config, [[(YOKO, FIXED_PRICE)], [], [], []])
    s, ev = run(s, PlayCard(0, card_in(s, 0, YOKO, FIXED_PRICE)), SetPrice(0, 20), Buy(1))
    sale = next(e for e in ev if isinstance(e, E.Sold))
    assert narrate(sale, config, you=2).text == f"Sold to {names[1]} for 20, paid to {names[0]}."
    assert narrate(sale, config, you=1).text == f"Sold to you for 20, paid to {names[0]}."
    assert narrate(sale, config, you=0).text == f"Sold to {names[1]} for 20, paid to you."
    assert narrate(sale, config, you=None).text == (
        f"Sold to {names[1]} for 20, paid to {names[0]}.")
    # The auctioneer who buys pays the bank, as before.
    s = deal(config, [[(YOKO, FIXED_PRICE)], [], [], []])
    s, ev = run(s, PlayCard(0, card_in(s, 0, YOKO, FIXED_PRICE)), SetPrice(0, 20), Pass(1),
                Pass(2), Pass(3))
    sale = next(e for e in ev if isinstance(e, E.Sold))
    assert narrate(sale, config, you=2).text == f"Sold to {names[0]} for 20 (paid to the bank)."


def test_the_sealed_bids_help_gives_a_tie_to_the_tied_bidder_not_to_the_auctioneer():
    """The Rules' example: Beatrix auctions, Axel and Clemens bid 12, Beatrix 0; Clemens, first
    of the tied from Beatrix clockwise, wins. The help on every sealed lot, hand card and
    first-time tip said "Ties go to the auctioneer, then clockwise", which reads as if
    Beatrix won that tie; it now says what the log says of a tie: the auctioneer if tied, else
    the next tied bidder clockwise."""
    from game.actions import SealedBid
    from rules_helpers import CP, SEALED, card_in, cfg, deal, run
    config = cfg(3, first_auctioneer=1)
    s = deal(config, [[], [(CP, SEALED)], []])
    s, ev = run(s, PlayCard(1, card_in(s, 1, CP, SEALED)), SealedBid(0, 12), SealedBid(1, 0),
                SealedBid(2, 12))
    sale = next(e for e in ev if isinstance(e, E.Sold))
    assert sale.buyer == 2 and sale.auctioneer == 1
    tip = str(words.METHOD_TIPS[Method.SEALED])
    assert "Ties go to the auctioneer" not in tip
    assert ("A tie goes to the auctioneer if they are in it, else to the next tied bidder "
            "clockwise." in tip)
