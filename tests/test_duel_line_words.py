"""The log's line of a long duel of raises by one reads naturally in each language. In Chinese
its middle read "其間逐次加一，共7次，其他人皆放棄" ("meanwhile adding one each time, 7 times, the
others all giving up"), wrapped at 1280x720 between 加 and 一; it now says the two raise in
turn by 1, and the other players pass each time: "雙方再輪流加價1，共7次，其餘玩家每次皆放棄".
Italian said "altri" twice in one breath ("7 altri rilanci di uno, gli altri passano"); German
keeps its words."""
from __future__ import annotations

import pytest

from game import events as E
from game.cards import Method
from game.config import default_config
from game.log_retold import Retold
from scenes.session.language import words_for

#: The middle of the line, as each language says it (seven raises hidden, the others passing).
MIDDLES = {
    "zh_TW": "Beatrix 2 · 雙方再輪流加價1，共7次，其餘玩家每次皆放棄 · Beatrix 10",
    "it": "Beatrix 2 · 7 ulteriori rilanci di uno, gli altri passano · Beatrix 10",
    "de": "Beatrix 2 · 7 weitere Gebote um je eins höher, die anderen passen · Beatrix 10",
    "en": "Beatrix 2 · 7 more raises by one, the others passing · Beatrix 10",
}


def _duel_line():
    """Seats 0 and 1 raise each other by one from 1 to 11, seats 2 and 3 passing after each of
    seat 1's raises: the lot's line of bids, as the log tells it."""
    config = default_config(4)
    log = Retold()
    log.line(E.AuctionStarted(3, (), Method.OPEN), config)
    events = [E.BidMade(0, 1)]
    for amount in range(2, 12):
        bidder = 1 if amount % 2 == 0 else 0
        events.append(E.BidMade(bidder, amount))
        if bidder == 1:
            events += [E.Passed(2), E.Passed(3)]
    events += [E.Passed(1), E.Passed(2), E.Passed(3)]
    return [log.line(e, config) for e in events][-1].text, [s.name for s in config.seats]


@pytest.mark.parametrize("language", sorted(MIDDLES))
def test_the_duel_s_middle_reads_naturally(language):
    told, names = _duel_line()
    line = words_for(language).text(told)
    middle = MIDDLES[language].replace("Beatrix", names[1])
    assert middle in line, line
    assert "其間逐次加一" not in line
    if language == "it":
        hidden = line.split(" · ")[2]
        assert hidden.count("altri") <= 1, hidden
