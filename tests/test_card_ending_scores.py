"""A hand card that would end the round says what each player would score (a Traditional
Chinese play-tester: in the auction game such a card says what the bank would pay everyone, in
the card game only its own card's worth), from what that seat may see: every face-up display,
its own face-down cards, and not the others' face-down cards, which it says it leaves out."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, named
from tests.test_card_table import card_match
from tests.ui_driver import Driver

from game.card.engine import play_ends_round, view
from game.card.position import position
from game.card.scoring import points_if_ending_with
from game.card.state import PLAY
from scenes.table.card_controls import likely_words
from scenes.table.hover import card_help


def ending_position():
    """Ada to play a Nicolas, the sixth face up: Nicolas 3, Denise 2 and Wagner (the tie's
    first among the artists with none) 1. Ada holds a face-down Wagner; Bea one unseen."""
    return position(named("Ada", "Bea", "Cem"),
                    hands=[[(NICOLAS, "none"), (DENISE, "none")], [(1, "none")], [(2, "none")]],
                    influence=(DENISE, "none"),
                    displays=[[(DENISE, "none")], [(DENISE, "none")] * 2,
                              [(NICOLAS, "none")] * 5],
                    face_down=[[(WAGNER, "none")], [(4, "none")], []])


def test_the_engine_scores_the_displays_as_the_seat_sees_them():
    v = view(ending_position(), 0)
    card = next(c for c in v.hand if c.artist == NICOLAS)
    assert play_ends_round(v, card) == "threshold"
    points, unseen = points_if_ending_with(v, card)
    # Ada: a Denise 2, the Nicolas played 3 and her own face-down Wagner 1.
    assert points == (6, 4, 15)
    assert unseen == (0, 1, 0)
    # Bea's view: her own face-down card is hers to count, Ada's is not.
    bea = view(ending_position(), 1)
    assert points_if_ending_with(bea, card)[1] == (1, 0, 0)


def test_the_hint_names_every_player_and_the_face_down_cards_it_leaves_out():
    v = view(ending_position(), 0)
    card = next(c for c in v.hand if c.artist == NICOLAS)
    words = str(likely_words(v, card, ends=True))
    assert "The displays as they stand would score: you 6, Bea 4 and Cem 15, without the " \
           "face-down card of Bea (you cannot see its artist)." in words
    assert "a card of its artist is worth 3" in words
    # No face-down card unseen: no "without".
    plain = position(named("Ada", "Bea", "Cem"),
                     hands=[[(NICOLAS, "none")], [(1, "none")], [(2, "none")]],
                     influence=(DENISE, "none"),
                     displays=[[], [(DENISE, "none")], [(NICOLAS, "none")] * 5])
    pv = view(plain, 0)
    said = str(likely_words(pv, pv.hand[0], ends=True))
    assert said.endswith("The displays as they stand would score: you 3, Bea 2 and Cem 15.")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pointing_at_a_card_that_ends_the_round_shows_every_players_score(size):
    """At the table: the human plays until a hand card would end the round, points at it,
    and its help says what each seat's display would score, by name."""
    ui = Driver(size)
    match, table, _over = card_match(ui, humans=1, bots=2, seed=6)
    for _ in range(4000):
        ui.frame(0.05)
        if not table.human_turn():
            continue
        v = table.shown
        ending = [c for c in v.hand if play_ends_round(v, c) is not None]
        if v.phase == PLAY and ending:
            break
        match.submit(next(a for a in match.legal_for(0)))
    else:
        pytest.fail("no card ended a round")
    rect = dict((c.id, r) for c, r in table.hand_rects())[ending[0].id]
    ui.post(pygame.MOUSEMOTION, pos=(rect.x + ui.ctx.px(6), rect.centery), rel=(0, 0),
            buttons=(0, 0, 0))
    ui.frame(0.0)
    tip, about = card_help(table, True)
    points, _unseen = points_if_ending_with(table.shown, ending[0])
    words = str(tip)
    assert about is not None and "The displays as they stand would score: you " \
        f"{points[0]}, Beatrix {points[1]} and Clemens {points[2]}" in words, words


def test_the_rules_screen_says_what_a_card_that_ends_the_round_tells():
    from scenes.card_rules_text import card_sections
    _title, _icon, paras = card_sections("classic")[-1]
    words = " ".join(paras)
    assert "what each player's display would score (without the others' face-down cards)" \
        in words


def own_face_down_position(bea_face_down=()):
    """A play-tester's round 4 at two: Ada's last Karl Gitter (NICOLAS) is the fifth face up
    and ends the round; her own face-down Christin P (TEC), turned up at scoring, ties Christin
    P with Karl Gitter at five, and Christin P wins the tie: Karl Gitter is second, worth 7
    (2 and the earlier rounds' 5), not first and worth 8."""
    return position(named("Ada", "Bea"),
                    hands=[[(NICOLAS, "none")], [(WAGNER, "none")]],
                    influence=(DENISE, "none"), round=3,
                    board=[(0, 0, 0, 3, 0), (0, 0, 0, 2, 0), (3, 0, 2, 0, 0)],
                    displays=[[(NICOLAS, "none")] * 2 + [(TEC, "none")] * 2,
                              [(NICOLAS, "none")] * 2 + [(TEC, "none")] * 2],
                    face_down=[[(TEC, "none")], list(bea_face_down)])


def test_the_ending_preview_counts_the_seats_own_face_down_cards_as_the_engine_does():
    from game.card.actions import PlayCard
    from game.card.engine import apply
    from game.card.scoring import values_if_ending_with
    state = own_face_down_position()
    v = view(state, 0)
    card = v.hand[0]
    assert play_ends_round(v, card) == "threshold"
    # Nobody can add a card (Ada's hand is empty, Bea's Wagner does not lead): the round is
    # scored as it ends, and it is the last.
    result = apply(state, PlayCard(0, card)).results[-1]
    assert result.leading[:2] == (TEC, NICOLAS) and result.values[NICOLAS] == 7
    assert values_if_ending_with(v, card) == result.values
    scored = result.points
    assert points_if_ending_with(v, card) == (scored, (0, 0))
    words = str(likely_words(v, card, ends=True))
    # Nobody else has a face-down card: the worth is known, no "unless" and no "without".
    assert words == (f"Ending the round, a card of its artist is worth 7.\nThe displays as "
                     f"they stand would score: you {scored[0]} and Bea {scored[1]}."), words


def test_the_ending_preview_names_only_the_others_face_down_cards_as_unseen():
    v = view(own_face_down_position(bea_face_down=[(MARIANA, "none")]), 0)
    words = str(likely_words(v, v.hand[0], ends=True))
    assert words.startswith("Estimate: ending the round, a card of its artist is worth 7, "
                            "unless the face-down card of Bea, turned up then, changes the "
                            "order."), words
    assert words.endswith("without the face-down card of Bea (you cannot see its artist)."), \
        words


def test_the_ending_preview_says_one_rivals_name_and_counts_their_cards():
    """A play-tester at two read "unless the others' face-down cards…" and "the face-down
    cards of Beatrix (you cannot see their artists)" when Beatrix, the one rival, had one
    face-down card. One rival is named, one card is "card" and "its artist"; two are counted;
    two rivals with face-down cards are still "the others'"."""
    two = view(own_face_down_position(bea_face_down=[(MARIANA, "none")] * 2), 0)
    words = str(likely_words(two, two.hand[0], ends=True))
    assert "unless the 2 face-down cards of Bea, turned up then, change the order." in words
    assert words.endswith("without the 2 face-down cards of Bea (you cannot see their "
                          "artists)."), words
    three = position(named("Ada", "Bea", "Cem"),
                     hands=[[(NICOLAS, "none")], [(1, "none")], [(2, "none")]],
                     influence=(DENISE, "none"),
                     displays=[[], [(DENISE, "none")], [(NICOLAS, "none")] * 5],
                     face_down=[[], [(4, "none")], [(4, "none")]])
    v = view(three, 0)
    words = str(likely_words(v, v.hand[0], ends=True))
    assert "unless the others' face-down cards turned up then change the order." in words
    assert "without the face-down cards of Bea and Cem (you cannot see their artists)." \
        in words
    # A German table: one card in the singular, two in the plural, Bea named in each.
    from scenes.session.language import words_for
    text = Driver().ctx.text
    text.set_words(words_for("de"))
    one = view(own_face_down_position(bea_face_down=[(MARIANA, "none")]), 0)
    said = text.shown(likely_words(one, one.hand[0], ends=True))
    assert "sofern die verdeckte Karte von Bea beim Aufdecken die Reihenfolge nicht " \
           "ändert" in said and "(ihren Künstler siehst du nicht)" in said, said
    said = text.shown(likely_words(two, two.hand[0], ends=True))
    assert "ohne die 2 verdeckten Karten von Bea (ihre Künstler siehst du nicht)" in said, said
