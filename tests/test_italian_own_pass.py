"""The Italian log's line of bids names each seat before its bid or pass ("Tu 26 · Beatrix 32 ·
Clemens non offre"), but the player's own pass stood bare in it, "Passi" / "Non offri" / "Esci
dal lotto", as if it were an order; it now reads in the second person with its subject, "Tu non
offri", "Tu passi", as the own bid reads "Tu 26" (the chips under the lot too)."""
from __future__ import annotations

import pytest

from game import Config, SeatConfig
from game.cards import Method
from game.log import _bids, _Teller, pass_words
from scenes.session.language import words_for

SEATS = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
         SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))


@pytest.mark.parametrize("method, own, other", [
    (Method.OPEN, "Tu passi", "Clemens passa"),
    (Method.ONCE_AROUND, "Tu passi", "Clemens passa"),      # a pass once around is a pass
])
def test_the_own_pass_in_a_line_of_bids_reads_with_its_subject(method, own, other):
    it = words_for("it")
    teller = _Teller(Config(seats=SEATS, first_auctioneer=1), 0)
    line = it.text(_bids(teller, [(0, 26), (1, 32), (2, None), (0, None)], method))
    assert line == f"Offerte: Tu 26 · Beatrix 32 · {other} · {own}.", line


@pytest.mark.parametrize("method", [Method.OPEN, Method.ONCE_AROUND, Method.FIXED_PRICE, None])
def test_the_own_pass_chip_reads_tu_like_the_own_bid(method):
    it = words_for("it")
    assert it.text(pass_words(method, True, "Tu")).startswith("Tu "), method


def test_the_games_pass_for_you_reaches_the_log_in_italian():
    """The game's pass for a player who cannot bid above the high bid went to the log in
    English in an Italian game ("You pass: the high bid is 100 and you have 100."): the
    lines were joined as plain text, leaving their translation behind."""
    from types import SimpleNamespace

    from game.i18n import _
    from scenes.table.passes import ForcedPasses
    it = words_for("it")
    passes = ForcedPasses()
    said = _("You pass: the high bid is {high} and you have {cash}.").format(high=100, cash=100)
    for unsaid in ([said], [said, said]):
        passes.unsaid = list(unsaid)
        told = passes.heard(SimpleNamespace(actions=[], phase="play"))
        assert it.text(told) == " ".join(
            ["Passi: l'offerta più alta è 100 e hai 100."] * len(unsaid)), it.text(told)
