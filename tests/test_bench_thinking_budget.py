"""bench/thinking_budget.py: Hard's decision times with the app's thinking budget and without,
and which decisions the deadline cut; bench/card_ai.py seats Hard with a budget."""
from __future__ import annotations

import json
import time

from bench import card_ai, thinking_budget
from game.ai.card.hard import CUT_DEALS, HardBot


def tiny(level: str, game: str):
    """Hard on a small search (the same code paths), Normal as it is."""
    if level == "hard":
        return HardBot(budget=120, min_deals=6, max_deals=8)
    return card_ai.registry_bot(level, game)


def test_the_bench_times_hard_with_and_without_the_budget_and_counts_the_cut(monkeypatch,
                                                                             capsys):
    monkeypatch.setattr(thinking_budget, "make_bot", tiny)
    # a budget no search reaches: nothing cut, the same games as without it
    assert thinking_budget.main(["--games", "1", "--budget", "1000", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    off, on = report["off"], report["on"]
    assert off["budget"] is None and on["budget"] == 1000.0
    assert off["searched"] == on["searched"] > 0
    assert off["cut"] == on["cut"] == off["short"] == on["short"] == 0
    assert on["fingerprint"] == off["fingerprint"]
    assert {"ms_median", "ms_p95", "ms_max"} <= set(on)
    # a budget already spent when the search begins: every search cut, other games
    thinking_budget.main(["--games", "1", "--budget", "0", "--runs", "on", "--clock", "cpu",
                          "--slower", "4", "--json"])
    cut = json.loads(capsys.readouterr().out)
    assert (cut["clock"], cut["slower"]) == ("cpu", 4.0)
    cut = cut["on"]
    assert cut["searched"] > 0 and cut["cut"] == cut["searched"]
    assert cut["short"] == cut["cut"]           # not one deal: the rules' move every time
    assert cut["fingerprint"] != off["fingerprint"]
    thinking_budget.main(["--games", "1", "--budget", "0", "--runs", "on"])
    assert "searched decisions" in capsys.readouterr().out


def test_the_card_bench_seats_hard_with_a_thinking_budget():
    bot = card_ai.make_bot("hard@1.5")
    assert isinstance(bot, thinking_budget.Budgeted)
    assert isinstance(bot.bot, HardBot) and bot.seconds == 1.5 and bot.floor == CUT_DEALS


def test_the_card_bench_seats_hard_on_a_slower_machine_by_its_cpu_clock():
    bot = card_ai.make_bot("hard@1.5x4")
    assert isinstance(bot.bot, HardBot) and bot.seconds == 1.5
    before = time.process_time()
    reading = bot.clock()
    assert 4 * before <= reading <= 4 * time.process_time()
