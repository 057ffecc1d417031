"""Traditional Chinese reads as one voice (seen by a newcomer at 1920x1080): one name for the
effect "everyone plays" (the Rules and the log said 全員出牌, the hand-over and the table's
prompt 所有人出牌), one term for "face down" (第二張暗牌, 面朝下 and 背面朝上 stood side by
side, and the dummy's cards lay 覆蓋 or 蓋著 "face down"), no ASCII space after "。" where the code joins two
sentences ("無效果。 打出它"), full-width brackets in the log ("Beatrix (不出價)"), and no line
that starts with a closing bracket (at 960x540 a log line began with ")")."""
from __future__ import annotations

import re

import pytest

from game.events import SealedBidsRevealed
from game.i18n import _, sentences
from game.log import narrate
from scenes.session.language import words_for
from tests.catalog_helpers import messages
from tests.ui_driver import Driver


def test_one_name_for_everyone_plays_and_one_term_for_face_down():
    for english, chinese in messages("zh_TW"):
        for other in ("所有人出牌", "暗牌", "明牌", "面朝下"):
            assert other not in chinese.replace("背面朝上", ""), (english, chinese)
        if re.search(r"face[- ]down", english, re.I):
            assert "背面朝上" in chinese, (english, chinese)
        if re.search(r"everyone[- ]plays", english, re.I):
            assert "全員出牌" in chinese, (english, chinese)


def test_sentences_join_without_a_space_after_a_chinese_full_stop():
    zh, en = words_for("zh_TW"), words_for("en")
    joined = sentences([_("No effect."), _("Its effect is not used.")])
    assert zh.text(joined) == zh.text(_("No effect.")) + zh.text(_("Its effect is not used."))
    assert "。 " not in zh.text(joined)
    assert en.text(joined) == "No effect. Its effect is not used."
    # After a Latin word (a name, an untranslated piece) the space stays, in Chinese too.
    assert zh.text(sentences(["Beatrix", _("No effect.")])).startswith("Beatrix ")


def test_the_log_brackets_a_seat_with_no_bid_in_the_languages_own_brackets():
    from tests.test_narration import default_config
    config = default_config(4)
    names = [s.name for s in config.seats]
    told = narrate(SealedBidsRevealed((0, 11, 20, 0), 2), config, you=0).text
    chinese = words_for("zh_TW").text(told)
    assert f"{names[3]}（不出價）" in chinese and "(" not in chinese and ")" not in chinese
    assert words_for("it").text(told).count("(") == 2


@pytest.mark.parametrize("text", [
    "密封出價揭曉：你 5、Beatrix (不出價)、Clemens 3和Doris (不出價)。",
    "密封出價揭曉：你（不出價）、Beatrix 11、Clemens 20和Doris（不出價）。"])
def test_a_chinese_line_never_starts_with_a_closing_bracket(text):
    ui = Driver((960, 540))
    ui.ctx.set_language("zh_TW")
    size = ui.ctx.px(13)
    full = ui.ctx.text.size(text, size)[0]
    for width in range(120, full + 20, 3):     # wider than its widest unit ("Beatrix 11、")
        lines = ui.ctx.text.wrap(text, size, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
        for line in lines[1:]:
            assert line[:1] not in ")）、。", (width, lines)
        for line in lines[:-1]:
            assert line[-1:] not in "(（", (width, lines)


def test_the_tables_joined_help_has_no_space_after_a_full_stop_in_chinese():
    """The board's and the seats' help at scoring, each two or three sentences joined by the
    code, read in Chinese without a space between them (in English with one)."""
    import dataclasses

    import pygame

    from game.card.engine import view
    from scenes.card_art import CardArt
    from scenes.table import card_rows, display
    from scenes.table.card_layout import card_table_layout
    from tests.test_card_board_turned_up import _scoring_after_face_down
    _before, scoring = _scoring_after_face_down()
    v = view(scoring, 0)
    for language in ("zh_TW", "en"):
        ui = Driver((1920, 1080))
        ui.ctx.set_language(language)
        layout = card_table_layout((1920, 1080), v.players, 0)
        regions: list = []
        surface = pygame.Surface((1920, 1080))
        cart = CardArt(ui.ctx.art)
        display.draw_card_board(surface, ui.ctx, cart, v, layout.board, regions)
        card_rows.draw_rows(surface, ui.ctx, cart, dataclasses.replace(v, seat=1), layout, regions)
        joined = [ui.ctx.text.shown(t) for _r, t in regions if type(t).__name__ == "SentencesText"]
        assert len(joined) >= 3
        for words in joined:
            if language == "zh_TW":
                assert "。 " not in words and "。" in words.rstrip("。"), words
            else:
                assert ". " in words, words


def test_a_seat_s_turn_mark_names_no_gender():
    """The mark beside a human seat whose turn it is read 輪到他 ("his turn") beside Ada and
    Beatrix (a play-tester, 1920x1080): the words name the seat's player, of either sex."""
    mark = words_for("zh_TW").text(_("their turn"))
    assert not set("他她") & set(mark), mark
    assert mark.startswith("輪到")
