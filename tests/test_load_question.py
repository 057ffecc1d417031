"""The question on loading over a game in progress named the save with its line in brackets
right after the closing quote, "Load “Ada card R3” (Card game · Ada 35, ... · round 3 · 30 Nov
2026 05:12)? It takes ...", which read cramped, in every language. The save's name is asked
about on the first line, its line from the list stands on its own line under it, and what
becomes of the game in progress follows: both forms of the question, in all four languages."""
from __future__ import annotations

import random

from tests.test_saves_ui import (AppDriver, other_save_chosen, random_action, saves_after_moves,
                                 start_title)

from scenes.saves import ConfirmScene
from scenes.session.language import LANGUAGES, words_for


def asked_in_every_language(question, info) -> None:
    for code in LANGUAGES:
        words = words_for(code)
        lines = words.text(question.message).split("\n")
        assert len(lines) == 3, (code, lines)
        ask, summary, rest = lines
        assert ask.endswith(("?", "\uff1f")) and words.text(info.label) in ask, (code, ask)
        assert "(" not in ask and "\uff08" not in ask, (code, ask)
        assert summary == words.text(info.summary), (code, summary)
        assert rest and not rest.startswith((" ", "(")), (code, rest)


def test_the_load_question_gives_the_saves_line_a_line_of_its_own(tmp_path):
    d = AppDriver(tmp_path)
    match, _saves, chosen, _rng = other_save_chosen(d)
    d.press("Load")
    kept = d.top                    # the game in progress is kept as "scoring r1"
    assert isinstance(kept, ConfirmScene) and "scoring r1" in kept.message
    asked_in_every_language(kept, chosen.info)
    d.press("Cancel")
    match.submit(random_action(match.state, random.Random(1)))     # played on: asked to keep
    d.press("Load")
    keep = d.top
    assert isinstance(keep, ConfirmScene) and "Keep that one" in keep.message
    asked_in_every_language(keep, chosen.info)


def test_the_saves_line_stands_whole_in_the_question_at_both_sizes(tmp_path):
    """At 1280x720 the save's line broke before its time ("... 30 Nov 2026" / "10:03"), the
    question's panel being narrower than the line: the panel widens to hold it whole, as it
    widens for four answers."""
    for size in ((1280, 720), (1920, 1080)):
        d = AppDriver(tmp_path / f"{size[0]}", size=size)
        start_title(d)
        match, saves, rng = saves_after_moves(d, 21, 4, 6, name="scoring r1")
        match.submit(random_action(match.state, rng))
        d.click(saves.rows[0].rect.center)
        d.press("Load")
        asked = d.top
        assert isinstance(asked, ConfirmScene)
        summary = d.ctx.words.text(saves.rows[0].info.summary)
        text = d.ctx.text
        width = asked.rect.w - d.ctx.px(60)
        assert text.wrap(summary, d.ctx.px(15), width) == [summary], size
        assert asked.rect.w <= size[0] - d.ctx.px(40)
