"""Phases, auction methods and round-end reasons are enums that still read, compare, hash and
save as the plain strings older saves and code use."""
import json

from game.cards import DECK, METHODS, Method
from game.events import RoundEnd
from game.state import GAME_OVER, PHASES, SEALED_BIDDING, Phase


def test_members_are_their_strings():
    assert Phase.SEALED_BIDDING == "sealed" and SEALED_BIDDING is Phase.SEALED_BIDDING
    assert Method("fixed_price") is Method.FIXED_PRICE
    assert RoundEnd("fifth_card") is RoundEnd.FIFTH_CARD
    assert {"game_over": 1}[GAME_OVER] == 1 and "open" in METHODS
    assert f"{Method.ONCE_AROUND}" == str(Method.ONCE_AROUND) == "once_around"
    assert f"[{Phase.PLAY:>6}]" == "[  play]"
    assert json.dumps({Phase.PLAY: [Method.OPEN, RoundEnd.HANDS_EMPTY]}) == \
        '{"play": ["open", "hands_empty"]}'


def test_every_phase_and_every_method_on_a_card_is_listed():
    assert PHASES == tuple(Phase) and len(set(PHASES)) == 9
    assert METHODS == tuple(Method)
    assert {c.method for c in DECK} == set(Method)
    assert all(isinstance(c.method, Method) for c in DECK)
