"""What the "Take back" button undoes, in words: its label names the kind of move ("Take back
your bid"), its help the move itself ("Take back your bid of 10 (Ctrl+Z) ..."), built from the
move it would take back, in both games (a bare "Take back", in Italian "Annulla", read as
Cancel beside "Stop bidding for me")."""
from __future__ import annotations

from game import actions as auction
from game.card import actions as card_game
from game.cards import artist_name
from game.i18n import Text, _, and_list, n_

#: The label for each kind of move.
_BID, _PASS, _CARD = _("Take back your bid"), _("Take back your pass"), _("Take back your card")
_PRICE, _PURCHASE = _("Take back your price"), _("Take back your purchase")
_CHOICE, _AWARD, _MOVE = _("Take back your choice"), _("Take back your award"), _("Take back")
# i18n: the take-back after the open auction's "Out of this lot": the player is asked again
_OUT = _("Take back: out of this lot")
# i18n: the take-back after "Add nothing" at a double: the player is asked again for a second card
_NO_SECOND = _("Take back “Add nothing”")
# i18n: the take-back after "Keep it hidden" for the dummy hand's top card
_HIDDEN = _("Take back: kept hidden")
# i18n: the take-back after "Decline the effect" in the card game
_NO_EFFECT = _("Take back: no effect")
# i18n: the take-back after "Done" at a round's scoring in the card game (no more cards added)
_DONE = _("Take back “Done”")
#: Every label the button may show (each must fit it, in every language).
LABELS = (_BID, _PASS, _CARD, _PRICE, _PURCHASE, _CHOICE, _AWARD, _MOVE, _OUT, _NO_SECOND,
          _HIDDEN)
#: Those the card game's button may show.
CARD_LABELS = (_CARD, _CHOICE, _AWARD, _NO_EFFECT, _DONE, _MOVE)
#: Each label as the hand-over at a shared screen says it, naming the person who moved (`name`).
# i18n: a take-back on the hand-over at a shared screen: {name} is the person who just moved
_NAMED = {_BID: _("{name}: take back your bid"), _PASS: _("{name}: take back your pass"),
          _CARD: _("{name}: take back your card"), _PRICE: _("{name}: take back your price"),
          _PURCHASE: _("{name}: take back your purchase"),
          _CHOICE: _("{name}: take back your choice"), _AWARD: _("{name}: take back your award"),
          _MOVE: _("{name}: take back your move"),
          # i18n: a take-back on the hand-over, after "Out of this lot": {name} who pressed it
          _OUT: _("{name}: take back “Out of this lot”"),
          # i18n: a take-back on the hand-over, after "Add nothing" at a double
          _NO_SECOND: _("{name}: take back “Add nothing”"),
          # i18n: a take-back on the hand-over, after "Keep it hidden" (the dummy hand's card)
          _HIDDEN: _("{name}: take back “kept hidden”"),
          # i18n: a take-back on the hand-over, after "Decline the effect" (card game)
          _NO_EFFECT: _("{name}: take back “no effect”"),
          # i18n: a take-back on the hand-over, after "Done" at a round's scoring (card game)
          _DONE: _("{name}: take back “Done”")}
#: The hand-over's label for a turn of several moves taken back together (a card and the
#: second card its effect let the person play).
# i18n: a take-back on the hand-over at a shared screen, of the person's whole turn (a card
# and the second card it let them play): {name} is the person who just moved
_TURN = _("{name}: take back your turn")


def _auction_words(action, theme: str, up_to: int | None,
                   out: bool = False) -> tuple[Text, Text] | None:
    """The label and the move's words for an auction game's move, or None (`out`: the move
    was the pass of "Out of this lot")."""
    amount = getattr(action, "amount", None)
    card = getattr(action, "card", None)
    if isinstance(action, auction.PlayCard):
        return _CARD, _("your auction of {artist}").format(
            artist=artist_name(card.artist, theme))
    if isinstance(action, auction.AddSecondCard):
        return _CARD, _("adding {artist} to the double").format(
            artist=artist_name(card.artist, theme))
    if isinstance(action, auction.DeclineSecondCard):
        return _NO_SECOND, _("adding nothing to the double")
    if isinstance(action, auction.Bid) and up_to is not None:
        # i18n: the move a take-back undoes: a bid made with "Up to", which it stops too
        return _BID, _("your bid of {amount} and the game's bidding for you up to {most}"
                       ).format(amount=amount, most=up_to)
    if isinstance(action, auction.Bid):
        return _BID, _("your bid of {amount}").format(amount=amount)
    if isinstance(action, auction.SealedBid):
        return _BID, _("your sealed bid of {amount}").format(amount=amount)
    if isinstance(action, auction.Pass) and out:
        # i18n: the move a take-back undoes: "Out of this lot" (a pass now, and the game's
        # passes on the lot's later laps)
        return _OUT, _("stepping out of this lot")
    if isinstance(action, auction.Pass):
        return _PASS, _("your pass")
    if isinstance(action, auction.SetPrice):
        return _PRICE, _("your price of {amount}").format(amount=amount)
    if isinstance(action, auction.Buy):
        return _PURCHASE, _("buying the lot at its price")
    if isinstance(action, auction.RevealDummy) and not action.reveal:
        # i18n: the move a take-back undoes: "Keep it hidden" for the dummy hand's top card
        return _HIDDEN, _("keeping the dummy hand's card hidden")
    return None


def _card_words(action, theme: str) -> tuple[Text, Text] | None:
    """The label and the move's words for a card game's move, or None."""
    card = getattr(action, "card", None)
    named = card.label(theme) if card is not None else ""
    if isinstance(action, card_game.PlayCard):
        return _CARD, _("playing {card}").format(card=named)
    if isinstance(action, card_game.PlayFaceUp):
        return _CARD, _("playing {card} face up as a second card").format(card=named)
    if isinstance(action, card_game.PlayFaceDown):
        return _CARD, _("playing {card} face down").format(card=named)
    if isinstance(action, card_game.AddCard):
        return _CARD, _("adding {card} at scoring").format(card=named)
    if isinstance(action, card_game.ChooseSecretly):
        return _CHOICE, _("your secret choice of {card}").format(card=named)
    if isinstance(action, card_game.PlaceAward):
        return _AWARD, _("your award on {artist}").format(
            artist=artist_name(action.artist, theme))
    if isinstance(action, card_game.DeclineEffect):
        return _NO_EFFECT, _("declining the card's effect")
    if isinstance(action, card_game.StopAdding):
        return _DONE, _("adding no more cards")
    return None


def take_back_words(action, theme: str, up_to: int | None = None, out: bool = False,
                    wait: float = 0.0) -> tuple[Text, Text]:
    """The button's label and help for taking back `action` (`up_to`: the most an "Up to"
    made with this bid would have bid for the player; `out`: the pass was "Out of this
    lot"; `wait`: the seconds the first computer to answer waits for it, scenes/session/
    take_back.py `answer_wait`). The help said "Possible until a computer answers it", and
    the computer waits for it now."""
    label, move = _label_and_move(action, theme, up_to, out)
    if wait <= 0:
        # i18n: {move} is the move a take-back undoes, e.g. "your auction of Krypto"
        return label, _("Take back {move} (Ctrl+Z). Possible while nobody else has moved and "
                        "it has revealed nothing.").format(move=move)
    seconds = max(1, round(wait))
    # i18n: {move} is the move a take-back undoes, e.g. "your auction of Krypto"; {n} the
    # seconds the first computer to answer the move waits for the take-back (about 2)
    return label, n_("Take back {move} (Ctrl+Z). Possible while nobody else has moved and it "
                     "has revealed nothing: the first computer to answer waits about {n} "
                     "second.",
                     "Take back {move} (Ctrl+Z). Possible while nobody else has moved and it "
                     "has revealed nothing: the first computer to answer waits about {n} "
                     "seconds.", seconds).format(move=move, n=seconds)


def handover_words(actions, theme: str, name: str, up_to: int | None = None,
                   out: bool = False) -> tuple[Text, Text]:
    """The hand-over's take-back at a shared screen, of `actions`, the moves of the person who
    just moved (their turn: a card and the second card its effect let them play): its label,
    naming `name` ("Ada: take back your card", "Ada: take back your turn"), and its help, as
    `take_back_words`, every move in words, none of them secret: the next person may be
    looking (a card played face down, a secret choice or a sealed bid unnamed)."""
    said = [_handover_move(a, theme, up_to, out) for a in actions]
    label, move = said[0] if len(said) == 1 else (_TURN, and_list(m for _l, m in said))
    # i18n: {move} is the move a take-back undoes, e.g. "your auction of Krypto"; said on the
    # hand-over to the person who just made it
    return _NAMED.get(label, label).format(name=name), _(
        "Take back {move} (Ctrl+Z): your screen comes back to you. Possible until the next "
        "person shows their screen.").format(move=move)


def _handover_move(action, theme: str, up_to: int | None, out: bool) -> tuple[Text, Text]:
    """The label and the words of `action` on the hand-over, where anyone may be looking:
    what it kept secret stays unsaid."""
    if isinstance(action, card_game.PlayFaceDown):
        # i18n: the move a take-back undoes, said where others may look: the card unnamed
        return _CARD, _("playing a card face down")
    if isinstance(action, card_game.ChooseSecretly):
        # i18n: the move a take-back undoes, said where others may look: the card unnamed
        return _CHOICE, _("your secret choice")
    if isinstance(action, auction.SealedBid):
        # i18n: the move a take-back undoes, said where others may look: the amount unsaid
        return _BID, _("your sealed bid")
    return _label_and_move(action, theme, up_to, out)


def _label_and_move(action, theme: str, up_to: int | None, out: bool) -> tuple[Text, Text]:
    """The button's label for taking back `action`, and the move in words."""
    found = _auction_words(action, theme, up_to, out) or _card_words(action, theme)
    return found if found is not None else (_MOVE, _("your last move"))
