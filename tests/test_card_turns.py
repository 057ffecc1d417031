"""Scenarios for CARD_GAME.md §1–§5 and the defaults that touch a turn (A2, A3, A5, A9, A10),
each from a chosen position or a stacked deck."""
from collections import Counter

import pytest

from game.card.actions import (ChooseSecretly, DeclineEffect, DrawCard, PlaceAward, PlayCard,
                               PlayFaceDown, PlayFaceUp, StopAdding)
from game.card.cards import (AWARD, DECK, DRAW, EFFECTS, EVERYONE_PLAYS, NO_EFFECT,
                             SECOND_FACE_DOWN, SECOND_FACE_UP, artist_name, stacked_deck)
from game.card.engine import (CardNotPlayable, IllegalAction, NotAnAction, NotYourTurn,
                              WrongPhase, apply, legal_actions, new_game, view)
from game.card.events import (CardDrawn, EffectOffered, EffectVoid, EveryonePlayed,
                              FaceDownRevealed, RoundEnded, RoundStarted, TokensPlaced)
from game.card.log import narrate
from game.card.position import position
from game.card.scoring import face_up_counts
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, config, events_of, step

PLAIN = NO_EFFECT
EARLIER = [(3, 2, 1, 0, 0), (3, 2, 1, 0, 0)]     # value tokens of rounds 1 and 2


def test_95_cards_with_the_printed_effect_mix():
    assert len(DECK) == 95 and [c.id for c in DECK] == list(range(95))
    per_artist = Counter(c.artist for c in DECK)
    assert [per_artist[a] for a in range(5)] == [17, 18, 19, 20, 21]
    mix = Counter((c.artist, c.effect) for c in DECK)
    for artist in range(5):
        assert [mix[artist, e] for e in EFFECTS] == [1, 1, 2, 1, 1, 11 + artist]
        assert sorted(c.serial for c in DECK if c.artist == artist) == \
            list(range(17 + artist))


def test_setup_deals_13_then_reveals_the_influence_card():
    deck = stacked_deck(*[(TEC, PLAIN)] * 13, *[(NICOLAS, PLAIN)] * 13, *[(MARIANA, PLAIN)] * 13,
                        (WAGNER, DRAW))
    s = new_game(config(3), 1, deck=deck)
    assert [len(h) for h in s.hands] == [13, 13, 13]
    assert {c.artist for c in s.hands[0]} == {TEC} and {c.artist for c in s.hands[2]} == {MARIANA}
    assert s.influence == deck[39] and len(s.deck) == 95 - 40
    assert s.displays == ((), (), ()) and s.phase == PLAY and s.to_act == (0,)


def test_a7_first_player_from_config_or_from_the_seed():
    assert new_game(config(4, first_player=2), 5).to_act == (2,)
    firsts = {new_game(config(4, first_player=None), seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(config(4, first_player=None), 9).first_player == \
        new_game(config(4, first_player=None), 9).first_player


def _table(hands, turn=0, players=3, **kw):
    return position(config(players), hands=hands, turn=turn,
                    influence=kw.pop("influence", (MARIANA, PLAIN)), **kw)


def test_a_player_must_play_a_card_and_turns_go_clockwise():
    s = _table([[(TEC, PLAIN)] * 2, [(TEC, PLAIN)] * 2, [(TEC, PLAIN)] * 2])
    assert {type(a) for a in legal_actions(s, 0)} == {PlayCard}
    with pytest.raises(WrongPhase):
        apply(s, DeclineEffect(0))
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.to_act == (1,) and s.displays[0][0].artist == TEC
    s = step(s, PlayCard(1, s.hands[1][0]))
    assert s.to_act == (2,)


def test_a_player_without_cards_is_skipped_and_still_scores():
    s = _table([[(TEC, PLAIN)] * 2, [], [(TEC, PLAIN)] * 2],
               displays=[[], [(DENISE, PLAIN)] * 2, []])
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.to_act == (2,)
    assert legal_actions(s, 1) == ()


def test_threshold_ends_the_round_at_once_and_voids_the_effect():
    s = _table([[(TEC, AWARD), (TEC, PLAIN)], [(DENISE, PLAIN)], [(DENISE, PLAIN)]],
               displays=[[(TEC, PLAIN)] * 2, [(TEC, PLAIN)] * 2, [(TEC, PLAIN)]])
    s = step(s, PlayCard(0, s.hands[0][0]))           # the 6th TEC, an award card
    assert events_of(s, RoundEnded)[0].reason == "threshold"
    assert not events_of(s, EffectOffered) and s.awards == (0,) * 5


def test_the_view_says_which_card_would_end_the_round_as_the_engine_then_does():
    """`play_ends_round` (the table's warning before a card is played) from the seat's view,
    against what playing each card does."""
    from game.card.engine import play_ends_round, view
    cases = [
        (_table([[(TEC, AWARD), (DENISE, PLAIN)], [(DENISE, PLAIN)], [(DENISE, PLAIN)]],
                displays=[[(TEC, PLAIN)] * 2, [(TEC, PLAIN)] * 2, [(TEC, PLAIN)]]), True),
        (_table([[(TEC, DRAW)], [], []]), True),
        (_table([[(TEC, PLAIN), (DENISE, PLAIN)], [(TEC, PLAIN)], []],
                displays=[[(TEC, PLAIN)] * 2, [], []]), False),
    ]
    for s, ending in cases:
        for card in s.hands[0]:
            said = play_ends_round(view(s, 0), card)
            done = events_of(step(s, PlayCard(0, card)), RoundEnded)
            assert (said is not None) == bool(done)
            if done:
                assert said == done[0].reason
        assert any(play_ends_round(view(s, 0), c) for c in s.hands[0]) == ending


def test_two_players_end_at_five_and_three_at_six():
    two = _table([[(TEC, PLAIN)] * 2, [(TEC, PLAIN)]], players=2, influence=(TEC, PLAIN),
                 displays=[[(TEC, PLAIN)] * 2, [(TEC, PLAIN)]])
    assert events_of(step(two, PlayCard(0, two.hands[0][0])), RoundEnded)
    three = _table([[(TEC, PLAIN)] * 2, [(TEC, PLAIN)], [(TEC, PLAIN)]], influence=(TEC, PLAIN),
                   displays=[[(TEC, PLAIN)] * 2, [(TEC, PLAIN)], []])
    s = step(three, PlayCard(0, three.hands[0][0]))
    assert not events_of(s, RoundEnded) and face_up_counts(s)[TEC] == 5


def test_a5_the_card_that_empties_the_last_hand_ends_the_round_effect_void():
    s = _table([[(TEC, DRAW)], [], []])
    s = step(s, PlayCard(0, s.hands[0][0]))
    ended = events_of(s, RoundEnded)
    assert ended[0].reason == "hands_empty" and not events_of(s, CardDrawn)


def test_draw_takes_the_top_card_or_may_be_declined():
    s = _table([[(TEC, DRAW), (TEC, PLAIN)], [(DENISE, PLAIN)], [(DENISE, PLAIN)]],
               deck_top=[(WAGNER, AWARD)])
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.phase == EFFECT and set(legal_actions(s, 0)) == {DrawCard(0), DeclineEffect(0)}
    top = s.deck[0]
    drawn = step(s, DrawCard(0))
    assert top in drawn.hands[0] and drawn.deck == s.deck[1:] and drawn.to_act == (1,)
    declined = step(s, DeclineEffect(0))
    assert declined.deck == s.deck and declined.to_act == (1,)
    # The log says so in a sentence, the effect named as on a played card.
    line = [str(narrate(e, s.config)) for e in declined.events if narrate(e, s.config)]
    assert f"{s.config.name(0)} declines the effect (draw a card)." in line


def test_second_face_up_same_artist_only_and_its_effect_is_void():
    s = _table([[(TEC, SECOND_FACE_UP), (TEC, DRAW), (DENISE, PLAIN)], [(DENISE, PLAIN)],
                [(DENISE, PLAIN)]])
    s = step(s, PlayCard(0, s.hands[0][0]))
    with pytest.raises(CardNotPlayable, match="must be by"):
        apply(s, PlayFaceUp(0, s.hands[0][1]))
    s = step(s, PlayFaceUp(0, s.hands[0][0]))       # a draw card: its effect is not offered
    assert s.phase == PLAY and s.to_act == (1,) and not events_of(s, EffectOffered)
    assert face_up_counts(s)[TEC] == 2


def test_second_face_up_without_a_matching_card_is_void():
    s = _table([[(TEC, SECOND_FACE_UP), (DENISE, PLAIN)], [(DENISE, PLAIN)], [(DENISE, PLAIN)]])
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert events_of(s, EffectVoid) and s.to_act == (1,)
    said = str(narrate(events_of(s, EffectVoid)[0], s.config))
    assert said == f"{s.config.name(0)} plays no second card face up."


def test_a_second_card_face_up_not_played_reads_alike_held_or_not():
    """§10: hands are secret. The log once said "Beatrix cannot use the effect (second card
    face up): no Christin P card in hand", telling the table what her hand lacked; a player
    who keeps their card and one who has none now read the same."""
    held = _table([[(TEC, SECOND_FACE_UP), (TEC, PLAIN)], [(DENISE, PLAIN)], [(DENISE, PLAIN)]])
    held = step(held, PlayCard(0, held.hands[0][0]))
    assert held.phase == EFFECT
    held = step(held, DeclineEffect(0))
    kept = [str(narrate(e, held.config)) for e in held.events
            if str(narrate(e, held.config) or "").startswith(held.config.name(0))]
    none = _table([[(TEC, SECOND_FACE_UP), (DENISE, PLAIN)], [(DENISE, PLAIN)],
                   [(DENISE, PLAIN)]])
    none = step(none, PlayCard(0, none.hands[0][0]))
    lacked = [str(narrate(e, none.config)) for e in none.events
              if str(narrate(e, none.config) or "").startswith(none.config.name(0))]
    assert kept[-1] == lacked[-1] == f"{held.config.name(0)} plays no second card face up."


def test_second_face_down_any_artist_hidden_and_never_counts_toward_the_threshold():
    s = _table([[(TEC, SECOND_FACE_DOWN), (TEC, PLAIN), (DENISE, PLAIN)], [(DENISE, PLAIN)],
                [(DENISE, PLAIN)]], influence=(TEC, PLAIN),
               displays=[[], [(TEC, PLAIN)] * 2, [(TEC, PLAIN)]])
    s = step(s, PlayCard(0, s.hands[0][0]))           # TEC face up: 5 with the influence
    hidden = s.hands[0][0]
    s = step(s, PlayFaceDown(0, hidden))
    assert s.phase == PLAY and face_up_counts(s)[TEC] == 5 and s.face_down[0] == (hidden,)
    assert view(s, 0).my_face_down == (hidden,)
    for seat in (1, 2, None):
        v = view(s, seat)
        assert v.face_down_counts == (1, 0, 0) and v.my_face_down == ()
        assert hidden not in [c for d in v.displays for c in d]
        assert all(getattr(e, "card", None) != hidden for e in v.events)


def test_everyone_plays_is_secret_simultaneous_and_mandatory():
    s = _table([[(TEC, EVERYONE_PLAYS), (DENISE, PLAIN)], [], [(WAGNER, AWARD), (WAGNER, PLAIN)]])
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.phase == EVERYONE and s.to_act == (0, 2)   # seat 1 holds nothing: not asked
    with pytest.raises(WrongPhase):
        apply(s, DeclineEffect(0))
    pick = s.hands[2][0]
    s = step(s, ChooseSecretly(2, pick))
    assert s.to_act == (0,)
    for seat in (0, 1, None):
        v = view(s, seat)
        assert v.my_secret is None and v.secret_done == (False, False, True)
        assert v.hand_sizes[2] == 2
    assert view(s, 2).my_secret == pick
    s = step(s, ChooseSecretly(0, s.hands[0][0]))
    played = events_of(s, EveryonePlayed)[0]
    assert played.cards[2] == pick and played.cards[1] is None
    assert s.phase == PLAY and s.to_act == (2,)       # the award card's effect is void
    assert s.displays[2] == (pick,)


def test_the_log_names_only_the_artist_of_a_card_whose_effect_does_not_apply():
    """A card revealed together, a face-down card turned up and the influence card (A3) use
    no effect, so their log lines name the artist alone, as for a card added face up; the
    turn card's line names its effect."""
    s = _table([[(TEC, EVERYONE_PLAYS), (DENISE, DRAW), (NICOLAS, SECOND_FACE_UP)], [],
                [(WAGNER, AWARD), (WAGNER, PLAIN)]], influence=(MARIANA, AWARD))
    name, artist = s.config.name, (lambda a: artist_name(a, s.config.theme))
    started = narrate(RoundStarted(0, 13, s.influence, 0, 0), s.config)
    assert f"influence card {artist(MARIANA)};" in started
    s = step(s, PlayCard(0, s.hands[0][0]))
    lines = [str(narrate(e, s.config)) for e in s.events]
    s = step(s, ChooseSecretly(2, s.hands[2][0]), ChooseSecretly(0, s.hands[0][0]))
    lines += [str(narrate(e, s.config)) for e in s.events]
    assert f"{name(0)} plays {artist(TEC)} (everyone plays)." in lines
    assert (f"Revealed together: {name(0)}'s {artist(DENISE)} and {name(2)}'s "
            f"{artist(WAGNER)}.") in lines
    turned = narrate(FaceDownRevealed(((s.hands[0][0],), (), ())), s.config)
    assert turned == f"Face-down cards turned up: {name(0)}'s {artist(NICOLAS)}."


def test_a9_simultaneous_cards_pass_the_threshold_and_a2_names_the_turn_player():
    s = _table([[(NICOLAS, PLAIN), (TEC, PLAIN)], [(TEC, EVERYONE_PLAYS), (NICOLAS, PLAIN)],
                [(NICOLAS, PLAIN), (TEC, PLAIN)]], turn=1, influence=(NICOLAS, PLAIN),
               displays=[[(NICOLAS, PLAIN)], [(NICOLAS, PLAIN)], [(NICOLAS, PLAIN)]])
    s = step(s, PlayCard(1, s.hands[1][0]))
    s = step(s, *(ChooseSecretly(i, next(c for c in s.hands[i] if c.artist == NICOLAS))
                  for i in (0, 1, 2)))
    ended = events_of(s, RoundEnded)[0]
    assert ended.seat == 1 and ended.reason == "threshold"
    assert events_of(s, TokensPlaced)[0].counts[NICOLAS] == 7


def test_award_on_any_artist_piles_up():
    s = _table([[(TEC, AWARD), (TEC, PLAIN)], [(DENISE, AWARD), (TEC, PLAIN)], [(TEC, PLAIN)]],
               awards=(0, 0, 0, 0, 1))
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert {a.artist for a in legal_actions(s, 0) if isinstance(a, PlaceAward)} == set(range(5))
    with pytest.raises(IllegalAction, match="no artist"):
        apply(s, PlaceAward(0, 7))
    s = step(s, PlaceAward(0, MARIANA), PlayCard(1, s.hands[1][0]))
    s = step(s, PlaceAward(1, MARIANA))
    assert s.awards == (0, 0, 0, 0, 3)


def test_a3_the_influence_card_effect_does_nothing():
    s = _table([[(TEC, PLAIN)], [(TEC, PLAIN)], [(TEC, PLAIN)]], influence=(DENISE, AWARD))
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.awards == (0,) * 5 and s.phase == PLAY


def test_a10_first_player_without_cards_passes_the_start_clockwise():
    # Round 3 (first player 0, so seat 2 holds the token); round 4 deals nothing to 3 players.
    s = _table([[], [(DENISE, PLAIN)], [(TEC, PLAIN)]], turn=2, round=2, first_player=0, board=EARLIER,
               influence=(TEC, PLAIN), displays=[[(TEC, PLAIN)] * 2, [(TEC, PLAIN)] * 2, []])
    s = step(s, PlayCard(2, s.hands[2][0]))         # the 6th TEC ends round 3
    started = events_of(s, RoundStarted)[0]
    assert started.round == 3 and started.dealt == 0
    assert started.first_player == 0 and started.starts == 1 and s.to_act == (1,)
    s = step(s, PlayCard(1, s.hands[1][0]))         # the last card in any hand: game over
    assert s.is_over and len(s.results) == 4


def test_a_round_nobody_can_start_ends_at_once():
    s = _table([[], [], [(TEC, PLAIN)]], turn=2, round=2, first_player=0,
               board=EARLIER, deck_top=[(MARIANA, AWARD)])     # round 4's influence card
    s = step(s, PlayCard(2, s.hands[2][0]))         # empties every hand: round 3 ends
    started = events_of(s, RoundStarted)[0]
    assert started.round == 3 and started.starts is None
    assert s.is_over and s.results[3].points == (0, 0, 0)
    assert s.results[3].leading == (MARIANA, DENISE, WAGNER)     # only the influence card


def test_illegal_actions_say_why_and_leave_the_state_alone():
    s = _table([[(TEC, PLAIN)], [(TEC, PLAIN)], [(TEC, PLAIN)]])
    before = s
    for bad, kind in [("play", NotAnAction), (PlayCard(1, s.hands[1][0]), NotYourTurn),
                      (PlayCard(7, s.hands[0][0]), NotYourTurn),
                      (PlayCard(0, s.hands[1][0]), CardNotPlayable),
                      (PlayCard(0, "a card"), CardNotPlayable), (DrawCard(0), WrongPhase),
                      (PlayCard(0, DECK[0]._replace(effect=AWARD)), CardNotPlayable)]:
        with pytest.raises(kind) as raised:
            apply(s, bad)
        assert str(raised.value) and s == before
    with pytest.raises(NotYourTurn, match="Beatrix"):
        apply(s, PlayCard(1, s.hands[1][0]))
