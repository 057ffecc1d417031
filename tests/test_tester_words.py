"""Words a newcomer stumbled on playing in Italian and German (the card game's helps, its log,
the table's strings): a refused card's reason as its own sentence, the award's worth in natural
German, the log's tokens said in words, and Italian that reads right."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.engine import MUST_ADD_SECOND
from game.card.cards import artist_name
from game.i18n import _, p_
from scenes.session.language import words_for

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "de", "it", "zh_TW")


def _catalog(code: str):
    with open(ROOT / "assets" / "locale" / code / "LC_MESSAGES" / "modern_art.po", "rb") as f:
        return read_po(f)


def _said(code: str, msgid: str, context: str | None = None) -> str:
    """The translation of `msgid` in `code`'s catalog."""
    found = _catalog(code).get(msgid, context=context)
    assert found is not None and found.string, (code, msgid)
    return found.string


@pytest.mark.parametrize("code", LANGS)
def test_a_refused_cards_reason_is_its_own_sentence(code):
    """'Non ora: Nella variante …' put a capital after a colon: the rules' reason, a sentence
    that starts with a capital, now follows a full stop in every language."""
    reason = MUST_ADD_SECOND
    said = words_for(code).text(_("Not now. {reason}").format(reason=reason))
    shown = words_for(code).text(reason)
    assert said.endswith(shown) and shown[:1].isupper() or code == "zh_TW", said
    before = said[:-len(shown)].rstrip()
    assert before[-1] in ".。", said
    assert ":" not in before and "：" not in before, said


@pytest.mark.parametrize("code, line", [
    ("en", "{a} takes the 3 token: 3 points a card. {b} takes the 2 token: 4 points a card. "
           "{c} takes the 1 token: 1 point a card."),
    ("de", "{a} bekommt das 3er-Plättchen: 3 Punkte je Karte. {b} bekommt das 2er-Plättchen: "
           "4 Punkte je Karte. {c} bekommt das 1er-Plättchen: 1 Punkt je Karte."),
    ("it", "{a} prende il gettone da 3: 3 punti a carta. {b} prende il gettone da 2: 4 punti a "
           "carta. {c} prende il gettone da 1: 1 punto a carta."),
    # Chinese sentences follow one another with no space after "。"
    ("zh_TW", "{a}得到價值3的價值標記：每張卡3分。{b}得到價值2的價值標記：每張卡4分。"
              "{c}得到價值1的價值標記：每張卡1分。"),
])
def test_the_logs_scoring_line_says_the_token_and_what_a_card_scores(code, line):
    """'Karl Gitter +2 (4 pro Karte)': two bare numbers side by side (a 2 token, and 4 a card
    with an earlier award). Each leading artist now has its sentence: the token it takes, and
    what one card of it scores this round, in points."""
    from game.card.events import TokensPlaced
    from game.card.log import narrate
    from tests.card_helpers import DENISE, TEC, WAGNER, config
    conf = config(3)
    names = [words_for(code).text(artist_name(a, conf.theme)) for a in (TEC, WAGNER, DENISE)]
    event = TokensPlaced(round=0, counts=(1, 2, 6, 0, 0),
                         tokens=((TEC, 3), (WAGNER, 2), (DENISE, 1)), values=(1, 4, 3, 0, 0))
    said = words_for(code).text(narrate(event, conf))
    assert said == line.format(a=names[0], b=names[1], c=names[2]), said


@pytest.mark.parametrize("msgid, german", [
    ("Award: you may put an award token (worth {worth}) on any artist.", "im Wert von {worth}"),
    ("Put an award token (worth {worth}) on {artist}.", "im Wert von {worth}"),
    ("If the round ended now: {now}.", "Endete die Runde jetzt, wäre sie {now} wert."),
    ("If the round ended now: nothing (its artist is not a leading artist).",
     "wäre sie nichts wert"),
])
def test_german_card_helps_say_a_worth_the_way_german_does(msgid, german):
    """'Preisplättchen (2 wert)' and 'wohl etwa 1 wert; endete die Runde jetzt, 1.' (the
    award's help and a hand card's hint): German says 'im Wert von 2' and what the card
    'wäre … wert'."""
    said = _said("de", msgid)
    assert german in said and "(2 wert)" not in said and "(Wert 2)" not in said, said


def _at_second_card(code: str):
    """Ada's table in `code`'s language, asked for a second card face up after her TEC: she
    holds another TEC, whose icon is an award."""
    import pygame

    from game.card.cards import AWARD
    from tests.card_helpers import TEC
    from tests.test_card_asked_at_one_screen import _face_up_table, to_second_face_up
    ui, match, table = _face_up_table([(TEC, AWARD)])
    ui.ctx.text.set_words(words_for(code))
    ui.ctx.surfaces.clear()
    to_second_face_up(ui, match, table)
    return ui, table


@pytest.mark.parametrize("code, words, tip_words", [
    ("en", "The second card's effect does not apply.", "the second card's does not apply."),
    ("de", "Der Effekt der zweiten Karte gilt nicht.", "Der Effekt der zweiten Karte gilt nicht."),
    ("it", "L'effetto della seconda carta non si applica.",
     "quello della seconda carta non si applica."),
    ("zh_TW", "第二張卡的效果不發動。", "第二張卡的效果不發動。"),
])
def test_adding_a_second_card_face_up_says_its_effect_does_not_apply(code, words, tip_words):
    """Doris added a second face-up card showing an award and no award was offered (only the
    turn's card has an effect, CARD_GAME.md §3), and neither the decision's prompt nor its
    first-time tip said so: both now do, the prompt at the table, in every language."""
    from game.card.cards import SECOND_FACE_UP
    from scenes.table.tips import CARD_TIPS
    ui, table = _at_second_card(code)
    assert table.shown.phase == "effect" and table.shown.effect == SECOND_FACE_UP
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    assert words in "".join(drawn) or words in " ".join(drawn), drawn
    assert words_for(code).text(CARD_TIPS["card:" + SECOND_FACE_UP]).endswith(tip_words)


def test_italian_sealed_bids_list_the_player_as_tu():
    """'Offerte nascoste di Beatrix e te.' was ungrammatical: the log line lists who sealed a
    bid after a colon, the player among them as 'tu'."""
    from game.i18n import and_list, p_
    you = p_("the viewer after 'Sealed bids from'", "you")
    line = _("Sealed bids from {names}.").format(names=and_list(["Beatrix", you]))
    assert words_for("it").text(line) == "Offerte nascoste: Beatrix e tu."


def test_italian_table_words_take_no_gender_and_one_word_for_quick():
    """'Sei uscito da questo lotto' (and '{name} è uscito … per lui', 'tocca a lui', 'viene
    pagato … lui', 'dividi con lui') assumed every player a man; 'Asta aperta tua' read
    awkwardly; the settings called the quicker setting 'Veloce' for animations and 'Svelto'
    for the computers' pace (the same idea: faster than Normal)."""
    it = words_for("it")
    assert it.text(_("Fast")) == it.text(p_("computer pace", "Fast")) == "Veloce"
    assert it.text(_("{method} by you").format(method=_("Open auction"))) == \
        "Asta aperta bandita da te"
    gendered = (" lui", "uscito", "uscita da", "pagato", "interpellato")
    for msgid in ("You are out of this lot: the game passes for you on its later laps, until "
                  "you come back in.",
                  "their turn",
                  "The auctioneer: {name} sells this lot and is paid by the buyer (or pays the "
                  "bank if buying it).",
                  "At this table, if you add nothing and another player adds a card, you share "
                  "the lot's price with them."):
        said = _said("it", msgid)
        assert not any(word in said for word in gendered), said
    assert _said("it", "You are out of this lot: the game passes for you on its later laps, "
                       "until you come back in.").startswith("Fuori da questo lotto")


def test_a_hand_cards_help_at_the_second_card_says_its_effect_does_not_apply():
    """Hovered while a second card is chosen, the award card's help read 'Award: you may put
    an award token (worth 2) on any artist.': an effect that playing it now does not bring.
    Its help says so in the effect's place."""
    import pygame

    from game.card.cards import AWARD
    from scenes.card_art import effect_tip
    from scenes.table.hover import SECOND_CARD_WORDS
    ui, table = _at_second_card("en")
    card, rect = next((c, r) for c, r in table.hand_rects() if c.effect == AWARD)
    ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.y + 8), rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.card_at(table.mouse) == card
    tip = str(table.pointer_tip(True))
    assert str(SECOND_CARD_WORDS) in tip and effect_tip(AWARD) not in tip, tip
