"""The 2-player variant's lone doubles (RULES.md §8 with §4: a double needs a second card of its
artist from one's own hand, and that card may not be a double). A play-tester's hand held only
doubles; the engine passed it over as auctioneer and the other player auctioned lot after lot
without a word, so the turn order looked broken. The engine now says so (an AuctioneerSkipped
event, and a RoundEnded that says only lone doubles were left), the log tells it to the seat
and by name, and a lone double's refusal names what is missing: a second card that is not a
double (it said "a second card of the same artist", and the tester held a second Yoko double).
"""
from __future__ import annotations

import pytest

from game import CardNotPlayable, PlayCard, apply, legal_actions
from game import events as E
from game.log import narrate, why_round_ended
from game.log_retold import Retold
from game.shared import said_to_the_mover
from game.state import PLAY
from rules_helpers import (CP, DOUBLE, KG, KRYPTO, LM, ONCE_AROUND, OPEN, SEALED, YOKO, card_in,
                           cfg, deal, dealt_deck)

A, B = 0, 1
#: Beatrix's nine cards: doubles only, two of each artist but Krypto (Karl Gitter three).
DOUBLES = [(YOKO, DOUBLE), (YOKO, DOUBLE), (CP, DOUBLE), (CP, DOUBLE), (LM, DOUBLE),
           (LM, DOUBLE), (KG, DOUBLE), (KG, DOUBLE), (KG, DOUBLE)]
#: Axel's nine open cards and the dummy decks' first cards: no artist reaches five in round 1.
AXEL = [(LM, OPEN)] * 3 + [(YOKO, OPEN)] * 2 + [(CP, OPEN)] * 2 + [(KRYPTO, OPEN)] * 2
DUMMIES = [[(YOKO, ONCE_AROUND), (CP, ONCE_AROUND), (YOKO, ONCE_AROUND), (CP, ONCE_AROUND),
            (KRYPTO, ONCE_AROUND)],
           [(KG, OPEN), (KG, OPEN), (KG, OPEN), (LM, SEALED)]]


def lone_doubles_table(first: int = A):
    """A 2-player game dealt from a stacked deck: Axel holds open cards, Beatrix only doubles."""
    return deal(cfg(2, first_auctioneer=first), [AXEL, DOUBLES], DUMMIES)


def auction_nobody_wants(s):
    """Axel auctions his first open card and both pass: he takes it free, a dummy card turns
    up; returns the state and every event on the way."""
    seen = []
    card = s.hands[A][0]
    for action in (PlayCard(A, card), *(None for _ in range(2))):
        if action is None:
            action = next(o for o in legal_actions(s, s.to_act[0])
                          if type(o).__name__ == "Pass")
        s = apply(s, action)
        seen += s.events
    return s, seen


def test_a_hand_of_lone_doubles_is_passed_over_and_the_event_says_so():
    s = lone_doubles_table()
    assert legal_actions(s, B) == ()
    s, seen = auction_nobody_wants(s)
    assert s.phase == PLAY and s.to_act == (A,)        # Axel auctions again
    skipped = [e for e in seen if isinstance(e, E.AuctioneerSkipped)]
    assert skipped == [E.AuctioneerSkipped(B, A)]
    # After the lot and its dummy card, before nothing else: the news of the next turn.
    assert seen[-1] == skipped[0]
    assert isinstance(seen[-2], E.DummyRevealed)


def test_a_hand_of_lone_doubles_first_to_auction_is_passed_over_at_the_deal():
    s = lone_doubles_table(first=B)
    assert s.to_act == (A,)
    assert [type(e) for e in s.events] == [E.RoundStarted, E.AuctioneerSkipped]
    assert s.events[1] == E.AuctioneerSkipped(B, A)


def test_an_empty_hand_is_passed_over_without_a_word():
    s = lone_doubles_table()
    for _ in range(8):
        s, _seen = auction_nobody_wants(s)
    assert len(s.hands[A]) == 1 and s.round == 0
    s, seen = auction_nobody_wants(s)       # Axel's last card: only Beatrix's doubles are left
    assert not any(isinstance(e, E.AuctioneerSkipped) for e in seen)
    ended = next(e for e in seen if isinstance(e, E.RoundEnded))
    assert ended == E.RoundEnded(0, E.RoundEnd.NO_PLAYABLE_CARD, None, None, True)
    assert s.results[0].reason == E.RoundEnd.NO_PLAYABLE_CARD and s.round == 1


def test_the_log_tells_the_skip_to_the_seat_and_by_name():
    s = lone_doubles_table()
    config = s.config
    s, seen = auction_nobody_wants(s)
    event = next(e for e in seen if isinstance(e, E.AuctioneerSkipped))
    mine, theirs = narrate(event, config, you=B), narrate(event, config, you=A)
    assert mine.kind == "play" and str(mine.text) == (
        "You are passed over as auctioneer: no card in your hand can be auctioned.")
    assert str(theirs.text) == (
        "Beatrix is passed over as auctioneer: no card in their hand can be auctioned.")
    assert narrate(event, config).text == theirs.text
    # The table's log tells each one (the next turn's news, not a retelling).
    retold = Retold()
    assert [retold.line(e, config, B) for e in seen][-1] == mine


def test_the_round_nobody_can_auction_in_says_only_doubles_were_left():
    s = lone_doubles_table()
    for _ in range(9):
        s, seen = auction_nobody_wants(s)
    ended = next(e for e in seen if isinstance(e, E.RoundEnded))
    line = narrate(ended, s.config, you=B)
    assert line.kind == "score" and str(line.text) == (
        "Nobody can auction a card: only double cards are left in hand, none with a second "
        "card of its artist that is not a double. Round 1 ends.")
    assert "only double cards were left" in str(why_round_ended(ended, s.config)).lower()
    # Every hand played out before the deal of a round that brings no card says it as before.
    plain = E.RoundEnded(3, E.RoundEnd.NO_PLAYABLE_CARD, None, None)
    assert str(narrate(plain, s.config).text) == "Nobody can play a card: round 4 ends."


@pytest.mark.parametrize("to_you", [True, False])
def test_a_lone_doubles_refusal_names_the_second_card_that_is_not_a_double(to_you):
    s = lone_doubles_table(first=B)
    s = s._replace(to_act=(B,))         # as if Beatrix were asked: the gate still refuses
    yoko = card_in(s, B, YOKO, DOUBLE)
    assert sum(c.artist == YOKO for c in s.hands[B]) == 2   # a second Yoko, itself a double
    with pytest.raises(CardNotPlayable) as refused:
        apply(s, PlayCard(B, yoko))
    words = str(said_to_the_mover(refused.value) if to_you else refused.value.message)
    assert "that is not a double" in words
    if to_you:
        assert words.endswith("you hold no such Yoko.")
    else:
        assert words.endswith("Beatrix holds no such Yoko.")



# --- the table ---------------------------------------------------------------------------------

def _table(size, first: int, language: str = "en", animations: str = "off"):
    """Beatrix at the screen with only doubles, Axel a computer, from the same stacked deck."""
    from dataclasses import replace
    from game import Config, SeatConfig
    from scenes.session.match import Match
    from scenes.table import TableScene
    from tests.ui_driver import FAST, Driver
    seats = (SeatConfig("Axel", "bot", "random"), SeatConfig("Beatrix"))
    config = Config(seats=seats, variant="two_player", first_auctioneer=first)
    deck = dealt_deck(config, [AXEL, DOUBLES], DUMMIES)
    # Axel thinks a while before each move: the table can be read while he is to auction.
    match = Match(config, 3, deck=deck, thinking_seconds=3.0)
    ui = Driver(size, settings=replace(FAST, language=language, animation_speed=animations))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    return ui, table, match


SKIPPED_TO_YOU = "You are passed over as auctioneer: no card in your hand can be auctioned."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_says_why_you_are_passed_over_while_axel_auctions(size):
    """Passed over at the deal and again after Axel's lot: the log says why each time, and the
    line beside the lot says it while Axel auctions."""
    import pygame
    from scenes.table.status import status
    ui, table, match = _table(size, first=B)
    told = [str(text) for _kind, text in table.log.lines]
    assert told.count(SKIPPED_TO_YOU) == 1, told
    head, detail = status(table.look)
    assert "Axel" in str(head) and str(detail).startswith("You cannot auction this round")
    for _ in range(400):                       # Axel plays; Beatrix passes when asked
        if table.human_turn():
            ui.key(pygame.K_p, "p")
        ui.frame(0.25)
        if len(match.state.hands[A]) == 8 and match.state.phase == PLAY and \
                not table.timeline.busy:
            break
    assert match.state.to_act == (A,) and match.state.round == 0
    told = [str(text) for _kind, text in table.log.lines]
    assert told.count(SKIPPED_TO_YOU) >= 2, told
    head, detail = status(table.look)
    assert "Axel" in str(head)
    assert str(detail).startswith("You cannot auction this round: your hand holds only double "
                                  "cards"), detail


def test_the_stand_headlines_a_seat_passed_over_and_a_round_nobody_can_auction_in():
    """Beside the log line, a headline across the stand while the other player goes on: the
    banner a new round has. A round that ends with only doubles left said "Every hand is
    played", though Beatrix held nine cards."""
    from game import view
    from scenes.table.timeline import Banner, RoundOver, Step, beats_for
    s = lone_doubles_table()
    config = s.config

    def headlines(event, seat):
        step = Step((event,), view(s, seat), view(s, None))
        return [(type(b), str(b.text)) for b in beats_for(event, step, lambda i: "Name")
                if isinstance(b, Banner)]
    skipped = E.AuctioneerSkipped(B, A)
    assert headlines(skipped, B) == [(Banner, "You cannot auction")]
    assert headlines(skipped, A) == [(Banner, "Name cannot auction")]
    ended = E.RoundEnded(0, E.RoundEnd.NO_PLAYABLE_CARD, None, None, True)
    assert headlines(ended, B) == [(RoundOver, "Nobody can auction")]
    empty = E.RoundEnded(3, E.RoundEnd.NO_PLAYABLE_CARD, None, None)
    assert headlines(empty, B) == [(RoundOver, "Every hand is played")]


# --- the words that explain pairing, a pass, and the dummy card ---------------------------------

LANGUAGES = ["en", "de", "it", "zh_TW"]
#: "that is not a double" in each language, as the new words say it.
NOT_A_DOUBLE = {"en": "not a double", "de": "keine Doppelkarte", "it": "non sia una doppia",
                "zh_TW": "不是雙重卡"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_double_tip_and_the_two_player_rules_say_the_second_card_is_not_a_double(language):
    """The double's tip (also a double card's help in the hand) and the Rules' 2-player
    variant said "a second card of the same artist" / "of your own"; a second double of it
    is no such card."""
    from game.cards import Method
    from scenes.rules_text import SECTIONS
    from scenes.session.language import words_for
    from scenes.session.words import METHOD_TIPS
    words = words_for(language)
    assert NOT_A_DOUBLE[language] in words.text(METHOD_TIPS[Method.DOUBLE])
    two = next(paragraphs for title, _icon, paragraphs in SECTIONS
               if "Mark Mayer" in str(title))
    assert NOT_A_DOUBLE[language] in words.text(two[0])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_open_auction_tip_says_a_pass_is_not_final_and_names_out_of_this_lot(language):
    """A tester pressed Pass, was asked again on the next lap, and learned of "Out of this lot"
    only from the Rules screen: the open auction's first-time tip now says both, naming the
    button as it reads."""
    from game.cards import Method
    from game.i18n import _
    from scenes.session.language import words_for
    from scenes.table.tips import TIPS
    words = words_for(language)
    tip = words.text(TIPS[Method.OPEN])
    assert words.text(_("Out of this lot")) in tip, tip
    again = {"en": "A pass lets you bid again", "de": "Pass darfst du wieder bieten",
             "it": "Dopo un passo puoi rilanciare", "zh_TW": "放棄後仍可再出價"}
    assert again[language] in tip, tip


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dummy_cards_setup_help_says_why_one_would_reveal_it(language):
    """The setup's help of "Dummy card revealed by" said only who may turn it up; the in-game
    tip said why one would (it counts for the ranking and can end the round)."""
    from game.config import DUMMY_REVEAL_WORDS
    from scenes.session.language import words_for
    words = words_for(language)
    said = {"en": ("ranking", "end the round"), "de": ("Wertung", "Runde beenden"),
            "it": ("classifica", "chiudere il round"), "zh_TW": ("排名", "結束回合")}
    for _name, help_text in DUMMY_REVEAL_WORDS.values():
        shown = words.text(help_text)
        assert all(part in shown for part in said[language]), shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_passed_over_headline_fits_across_the_stand_at_1280(language):
    """The headline across the stand does not wrap: its words fit the band in every language
    at the smallest designed window."""
    from game.i18n import _
    from scenes.session.language import words_for
    ui, table, _match = _table((1280, 720), first=B, language=language)
    words = words_for(language)
    px = ui.ctx.px
    room = table.layout.lot.w - px(24)
    sub = words.text(_("Only double cards in hand, none with a second card that is not a "
                       "double"))
    assert ui.ctx.text.size(sub, px(15), "bold")[0] <= room, sub
    for title in (_("You cannot auction"), _("{name} cannot auction").format(name="Beatrix"),
                  _("Nobody can auction")):
        assert ui.ctx.text.size(words.text(title), px(36), "black")[0] <= room, title


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_dummy_card_turning_up_is_not_headed_as_the_lot_sold_before_it(size):
    """After Axel's lot, a dummy deck's card grew on the stand, captioned "Turned up from a
    dummy deck", under the sold lot's head "Open auction · auctioneer: Axel", and the banner
    "You cannot auction" after it too (seen in a real window at 1280x720): while they show,
    the stand heads no auction."""
    import pygame
    from scenes.table.timeline import Banner, DummyTurnedUp
    ui, table, match = _table(size, first=A, animations="normal")
    seen: set = set()
    for _ in range(600):
        if table.human_turn():
            ui.key(pygame.K_p, "p")
        ui.frame(0.05)
        first = table.timeline.beats[0] if table.timeline.beats else None
        if isinstance(first, (DummyTurnedUp, Banner)) and first.started:
            assert table.lot_info.head is None, (first, table.lot_info.head)
            seen |= {type(first)}
            if len(seen) == 2:
                break
    assert seen == {DummyTurnedUp, Banner}
