"""Every move that can be taken back names itself on the take-back: a play-tester's Max added
nothing to a Karl Gitter double ("Add nothing (N)") and Zoë's hand-over offered "Max…: take back
your pass" ("Passen zurück"), a move he never made. Each kind of action a take-back may undo,
in both games, has its own label; only the moves that are the same kind share one (a card
played, face up, face down or added is "your card")."""
from __future__ import annotations

import pygame
import pytest

from tests.test_handover_add_nothing import _offered_on
from tests.test_handover_lap import _handed
from tests.ui_driver import Driver

from game import actions as auction
from game.card import actions as card_game
from game.card.cards import DECK as CARD_DECK
from game.cards import DECK
from game.i18n import _
from scenes import context as app_context
from scenes.table import takeback_words
from scenes.table.takeback_words import handover_words, take_back_words

CARD, PAINTING = CARD_DECK[0], DECK[0]
#: One of every action a take-back may undo, with the words its label must say.
AUCTION_MOVES = {
    auction.PlayCard(0, PAINTING): "Take back your card",
    auction.AddSecondCard(0, PAINTING): "Take back your card",
    auction.DeclineSecondCard(0): "Take back “Add nothing”",
    auction.Bid(0, 12): "Take back your bid",
    auction.SealedBid(0, 12): "Take back your bid",
    auction.Pass(0): "Take back your pass",
    auction.SetPrice(0, 12): "Take back your price",
    auction.Buy(0): "Take back your purchase",
    auction.RevealDummy(0, False): "Take back: kept hidden",
}
CARD_MOVES = {
    card_game.PlayCard(0, CARD): "Take back your card",
    card_game.PlayFaceUp(0, CARD): "Take back your card",
    card_game.PlayFaceDown(0, CARD): "Take back your card",
    card_game.AddCard(0, CARD): "Take back your card",
    card_game.ChooseSecretly(0, CARD): "Take back your choice",
    card_game.PlaceAward(0, 2): "Take back your award",
    card_game.DeclineEffect(0): "Take back: no effect",
    card_game.StopAdding(0): "Take back “Done”",
}
#: The moves no take-back undoes: each reveals something (a card drawn, the dummy's card).
REVEALING = {card_game.DrawCard, auction.RevealDummy}


def test_every_kind_of_move_that_can_be_taken_back_is_named_in_both_games():
    kinds = {type(a) for a in AUCTION_MOVES} | {type(a) for a in CARD_MOVES}
    every = set(card_game.ACTION_TYPES) | set(auction.Action.__args__)
    assert every - kinds <= REVEALING
    for moves in (AUCTION_MOVES, CARD_MOVES):
        for action, label in moves.items():
            said, _help = take_back_words(action, "classic")
            assert said == label, (action, said)
            named, _help = handover_words([action], "classic", "Max")
            assert named.startswith("Max: take back") and named != "Max: take back your move"
    # An "Out of this lot" is its own too; the words of a pass belong to a pass alone.
    assert take_back_words(auction.Pass(0), "classic", out=True)[0] == \
        "Take back: out of this lot"
    passes = [a for m in (AUCTION_MOVES, CARD_MOVES) for a, label in m.items()
              if "pass" in label]
    assert passes == [auction.Pass(0)]
    for label in (*AUCTION_MOVES.values(), "Take back: out of this lot"):
        assert label in takeback_words.LABELS
    assert set(CARD_MOVES.values()) <= set(takeback_words.CARD_LABELS)


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_adding_nothing_to_a_double_is_taken_back_as_add_nothing(language):
    """Ada plays a double and adds nothing (her turn, taken back whole); Beatrix presses "Add
    nothing (N)" on her hand-over: Clemens's hand-over names that, not a pass."""
    ui, match, table = _offered_on(language)
    bea = _handed(ui)
    shown = ui.ctx.text.shown
    assert shown(bea.take_back.label) != shown(_("{name}: take back your pass").format(
        name="Ada"))
    ui.key(pygame.K_n, "n")
    assert match.actions[-1] == auction.DeclineSecondCard(1)
    clemens = _handed(ui)
    assert clemens.seat == 2
    label = shown(clemens.take_back.label)
    assert label == shown(_("{name}: take back “Add nothing”").format(name="Beatrix"))
    assert label != shown(_("{name}: take back your pass").format(name="Beatrix"))
    assert "Passen" not in label and "pass" not in label
    ui.post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    ui.frame(0.05, n=2)
    assert match.actions[-1] != auction.DeclineSecondCard(1)      # Beatrix asked again


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_named_take_backs_fit_the_hand_over(language, size):
    """Each new name, with a long person's name, holds on the hand-over's card."""
    ui = Driver(size)
    text = app_context.TextCache(words=app_context.words_for(language))
    room = min(ui.ctx.size[0] - ui.ctx.px(40), ui.ctx.px(640)) - ui.ctx.px(60)
    for action in (auction.DeclineSecondCard(0), auction.RevealDummy(0, False),
                   card_game.DeclineEffect(0), card_game.StopAdding(0)):
        label, _help = handover_words([action], "classic", "Maximilian-Alexander von")
        shown = text.shown(label)
        assert text.size(shown, ui.ctx.px(13), "bold")[0] + ui.ctx.px(28) <= room, shown
