"""The card game with several people at one screen: a person whose display holds a leading
artist is handed the screen and asked whether to add, whether or not their hand holds a card
of it, and a second card face up is offered whether or not they hold another of its artist
(the table must not learn what a hand lacks from a turn skipped). The engine asks them (the
match turns its `ask_every_holder` on for a new game with two or more people): one who cannot
add reads the engine's why at their own screen and may only answer "Done", a move of
the game like any other, so a save made then still owes that turn when loaded."""
from __future__ import annotations

import json

import pygame
import pytest

from tests.ui_driver import ARM_SECONDS, Driver, card_table_at

from game.card.actions import DeclineEffect, PlayCard, StopAdding
from game.card.cards import NO_EFFECT, SECOND_FACE_UP
from game.card.config import Config, SeatConfig
from game.card.engine import legal_actions
from game.card.position import position
from game.card.state import ADDING
from game.save import GameRecord, dumps, loads, record_of, to_json
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay
from scenes.session.games import open_table
from scenes.session.match import Match

from card_helpers import DENISE, MARIANA, TEC, random_playout

NAMES = ("Ada", "Bea", "Cem")


def _table(ada_hand, bea_hand, humans: int = 3):
    """Ada (to play) holds `ada_hand` beside four TEC in her display (the influence card is a
    fifth): her TEC ends the round. Bea's display holds a Denise, which leads (second, on the
    tie of none by the lower number); Cem's display is empty."""
    ui = Driver((1280, 720))
    seats = tuple(SeatConfig(NAMES[i]) if i < humans else
                  SeatConfig(NAMES[i], "bot", "random") for i in range(3))
    config = Config(seats=seats, first_player=2)
    state = position(config, hands=[ada_hand, bea_hand, [(MARIANA, NO_EFFECT)] * 2],
                     displays=[[(TEC, NO_EFFECT)] * 4, [(DENISE, NO_EFFECT)], []],
                     influence=(TEC, NO_EFFECT), first_player=2, turn=0)
    return table_at(ui, config, state)


def table_at(ui, config, state) -> tuple:
    """The card table of a game at `state` (its seats' names and kinds from `config`; the
    options the match gives a new game of them, as at the table)."""
    match, table = card_table_at(ui, config, state)
    ui.frame(0.0)
    return ui, match, table


def _play_to_scoring(ui, match, table) -> list:
    """Ada plays her first TEC, and everyone asked at scoring answers "Done" (N);
    what the table went through until the round's scoring: ("pass", seat, the log's last
    line) for each hand-over, ("ask", seat, phase, buttons, status) for each decision."""
    seen: list = []
    for _ in range(400):
        top = ui.top
        if isinstance(top, ScoringOverlay):
            return seen
        if isinstance(top, HandoverScene):
            seen.append(("pass", top.seat, [str(t) for _s, t in table.log.lines]))
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
            continue
        if top is table and table.human_turn():
            v = table.shown
            seen.append(("ask", v.seat, v.phase, [str(b.label) for b in table.buttons],
                         [str(t) for t, _c in table.status]))
            if v.phase == ADDING:
                ui.key(pygame.K_n)
            else:
                tec = next(c for c in v.hand if c.artist == TEC)
                assert match.submit(PlayCard(0, tec)) is None
            continue
        ui.frame(0.05)
    raise AssertionError(f"no scoring came: {seen}")


def _outline(seen) -> list:
    """What everyone at the screen sees of it: the hand-overs, and whose screen asks what
    (its buttons, shown only to its own player, left out)."""
    return [(s[0], s[1]) if s[0] == "pass" else (s[0], s[1], s[2]) for s in seen]


@pytest.mark.parametrize("ada_hand", [[(TEC, NO_EFFECT), (TEC, NO_EFFECT)],
                                      [(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)]])
def test_a_person_who_cannot_add_is_handed_the_screen_like_one_who_can(ada_hand):
    """Bea's display holds a leading Denise: whether her hand holds a Denise or not, the
    screen passes to her and asks her to add; without one she reads why, only there, and
    has only "Done" (with a card she could add, "Done" too, beside it). Ada, whose own card ended
    the round, is asked the same way whether her hand holds another TEC or not."""
    could = _play_to_scoring(*_table(ada_hand, [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)]))
    could_not = _play_to_scoring(*_table(ada_hand, [(MARIANA, NO_EFFECT)] * 2))
    assert _outline(could) == _outline(could_not)
    assert ("pass", 1) in _outline(could_not)
    bea = [s for s in could_not if s[0] == "ask" and s[1] == 1]
    assert len(bea) == 1 and bea[0][3] == ["Done (N)"]
    assert [s[3] for s in could if s[0] == "ask" and s[1] == 1] == [["Done (N)"]]
    why = [t.split(" At one screen")[0] for t in bea[0][4] if "in hand to add." in t]
    assert len(why) == 1, bea[0][4]
    for step in could_not:           # nobody else's screen, no hand-over, tells Bea's why
        if step[0] == "pass" or step[1] != 1:
            assert why[0] not in (step[2] if step[0] == "pass" else step[4]), step
    passing = next(s for s in could_not if s[0] == "pass" and s[1] == 1)
    assert "Bea adds no cards." not in passing[2]       # the log does not run ahead of her


def test_the_round_ending_move_skips_nobody_and_hands_each_the_screen():
    """Ada's TEC ends the round and neither she nor Bea can add: each is asked in turn (Ada,
    then Bea), the log tells "… adds no cards." only after each answered, the round's scoring
    comes after both, and the game's moves are Ada's card and each one's "Done"."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 2)
    seen = _play_to_scoring(ui, match, table)
    asked = [(s[1], s[2]) for s in seen if s[0] == "ask"]
    assert asked == [(0, "play"), (0, ADDING), (1, ADDING)], asked
    assert [s[1] for s in seen if s[0] == "pass"] == [0, 0, 1]
    assert match.config.ask_every_holder
    assert match.actions == [match.actions[0], StopAdding(0), StopAdding(1)]
    assert isinstance(match.actions[0], PlayCard)
    ui.frame(ui.top.total_time + 0.1)
    # At one screen the press is the hand-over band's, under the scoring once it has shown.
    ui.frame(0.0)
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)                 # the scoring read: its lines join the log
    ui.frame(0.05)
    log = [str(t) for _s, t in table.log.lines]
    assert log.index("Ada adds no cards.") < log.index("Bea adds no cards.")


def test_with_one_person_at_the_screen_nobody_passed_over_is_asked():
    """Ada alone against two computers: the engine passes over whoever cannot add (nobody
    to hide a hand from), and the round is scored at once."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2, humans=1)
    seen = _play_to_scoring(ui, match, table)
    assert [(s[1], s[2]) for s in seen if s[0] == "ask"] == [(0, "play")]
    assert not match.config.ask_every_holder and len(match.actions) == 1


def _face_up_table(ada_hand):
    """Ada (to play, with Bea at the same screen) holds a TEC whose effect is a second card
    face up, and `ada_hand` beside it."""
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem", "bot", "random"))
    config = Config(seats=seats, first_player=0)
    state = position(config, hands=[[(TEC, SECOND_FACE_UP)] + ada_hand,
                                     [(MARIANA, NO_EFFECT)] * 2, [(MARIANA, NO_EFFECT)] * 2],
                     influence=(DENISE, NO_EFFECT), first_player=0, turn=0)
    return table_at(ui, config, state)


def _face_up_turn(ada_hand) -> tuple:
    """Ada plays her TEC and declines its effect when asked (N); what her screen asked after
    the card, and the log once Bea's screen opens."""
    ui, match, table = _face_up_table(ada_hand)
    asked = []
    for _ in range(300):
        top = ui.top
        if isinstance(top, HandoverScene):
            if top.seat == 1 and match.actions:
                return asked, [str(t) for _s, t in table.log.lines], match
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn() and table.shown.seat == 0:
            v = table.shown
            if v.phase == "play":
                card = next(c for c in v.hand if c.effect == SECOND_FACE_UP)
                assert match.submit(PlayCard(0, card)) is None
            else:
                asked.append((v.phase, [str(b.label) for b in table.buttons],
                              [str(t) for t, _c in table.status]))
                ui.key(pygame.K_n)
        else:
            ui.frame(0.05)
    raise AssertionError("Bea was never handed the screen")


def test_a_second_card_face_up_asks_the_player_whether_or_not_they_hold_another():
    """A second card face up is void when Ada holds no other TEC; at one screen she is asked
    all the same (only to decline, and told why), so the table cannot tell by her screen
    staying up; the log says the same either way, and her "Decline" is a move of the game."""
    could, log_could, _m = _face_up_turn([(TEC, NO_EFFECT)])
    could_not, log_not, match = _face_up_turn([(MARIANA, NO_EFFECT)])
    assert [a[0] for a in could] == [a[0] for a in could_not] == ["effect"]
    assert could_not[0][1] == ["Decline the effect (N)"]
    assert any(t.startswith("You hold no other") for t in could_not[0][2]), could_not
    assert log_could[-1] == log_not[-1] == "Ada plays no second card face up."
    assert [type(a).__name__ for a in match.actions] == ["PlayCard", "DeclineEffect"]
    assert match.actions[-1] == DeclineEffect(0)


def _owed_to_a_person_who_cannot_add():
    """A real game (Ada and Bea at one screen, Cem a computer) played at random to the first
    turn to add of a person whose hand holds no card to add: its record then."""
    seats = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem", "bot", "random"))
    conf = Config(seats=seats, first_player=0, ask_every_holder=True)

    def owed(s):
        return (s.phase == ADDING and s.to_act[0] < 2 and not s.added[s.to_act[0]]
                and legal_actions(s, s.to_act[0]) == (StopAdding(s.to_act[0]),))
    for seed in range(40):
        states, actions = random_playout(seed=seed, config_=conf, stop=owed)
        if owed(states[-1]):
            return record_of(conf, seed, actions, game="card"), states[-1]
    raise AssertionError("no such turn in 40 games")


def _asked(ui, table, seat) -> tuple:
    """Through the hand-over to `seat`: their screen's buttons and status once it asks."""
    for _ in range(100):
        top = ui.top
        if isinstance(top, HandoverScene):
            assert top.seat == seat, "the screen passes to the person whose turn it is"
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            v = table.shown
            return (v.seat, v.phase, [str(b.label) for b in table.buttons],
                    [str(t) for t, _c in table.status])
        ui.frame(0.05)
    raise AssertionError(f"seat {seat} was never asked")


def test_a_save_made_while_a_person_who_cannot_add_is_owed_their_turn_still_owes_it():
    """A person whose display holds a leading artist, with no card of it in hand, is owed
    their turn to add: the game saved then (its config, seed and moves, as the table saves
    it) and loaded hands the screen to them, who read why and may only answer "Done";
    their answer is the game's next move."""
    record, state = _owed_to_a_person_who_cannot_add()
    seat = state.to_act[0]
    ui = Driver((1280, 720))
    match = Match.resume(record, state, thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    ui.frame(0.0)
    first = _asked(ui, table, seat)
    # What a save writes now (the table's save and autosave write the match's record).
    saved, replayed = loads(dumps(match.game_record()))
    assert replayed == state and saved.config.ask_every_holder
    ui = Driver((1280, 720))
    loaded = Match.resume(saved, replayed, thinking_seconds=0.0)
    table = open_table(ui.ctx, loaded, how="reset")
    ui.frame(0.0)
    again = _asked(ui, table, seat)
    assert again == first
    assert again[:3] == (seat, ADDING, ["Done (N)"])
    assert any(t.endswith("in hand to add.") for t in again[3]), again
    moves = len(loaded.actions)
    ui.key(pygame.K_n)
    assert loaded.actions[moves:] == [StopAdding(seat)]


def test_a_loaded_game_keeps_what_its_file_says():
    """A card game saved at one screen before the engine asked every holder (its config
    without the field) goes on as it was played: nobody who cannot add is asked."""
    seats = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem", "bot", "random"))
    new = Match(Config(seats=seats), seed=3, thinking_seconds=0.0)
    assert new.config.ask_every_holder
    data = to_json(GameRecord(Config(seats=seats), 3, game="card"))
    del data["config"]["ask_every_holder"]
    record, state = loads(json.dumps(data))
    assert not Match.resume(record, state, thinking_seconds=0.0).config.ask_every_holder


def _computer_thinks(cem_hand) -> tuple:
    """Ada and Bea at one screen, Cem a computer whose display holds a leading Denise: Ada's
    TEC ends the round and she adds nothing; how long (in 0.1 s frames) Cem then thinks
    before his move at scoring, and that move."""
    seats = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem", "bot", "easy"))
    match = Match(Config(seats=seats, first_player=2), seed=0, thinking_seconds=1.0)
    match._state = match._before = position(
        match.config, hands=[[(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                             [(MARIANA, NO_EFFECT)] * 2, cem_hand],
        displays=[[(TEC, NO_EFFECT)] * 4, [], [(DENISE, NO_EFFECT)]],
        influence=(TEC, NO_EFFECT), first_player=2, turn=0)
    assert match.submit(PlayCard(0, match.state.hands[0][0])) is None
    assert match.submit(StopAdding(0)) is None
    assert match.to_act == (2,) and match.phase == ADDING       # Bea shows no leading artist
    options = match.rules.legal_actions(match.state, 2)
    frames = 0
    while not match.update(0.1):
        frames += 1
        assert frames < 100
    return frames, options, match.actions[-1]


def test_a_computer_asked_with_nothing_to_add_thinks_as_long_as_one_that_can():
    """At one screen a computer is asked like a person (the table cannot tell who could
    add), and takes its thinking time either way: the table cannot tell by its pace."""
    can, can_options, _move = _computer_thinks([(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)])
    cannot, options, move = _computer_thinks([(MARIANA, NO_EFFECT)] * 2)
    assert len(can_options) == 2 and options == (StopAdding(2),) and move == StopAdding(2)
    assert cannot == can >= 9


def _until_bea_is_asked(ui, match, table) -> None:
    """Ada plays her TEC cards and adds nothing, the screen handed on each time, until Bea
    (seat 1) is first asked: at the round's scoring."""
    for _ in range(400):
        top = ui.top
        if isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            v = table.shown
            if v.seat == 1:
                assert v.phase == ADDING
                return
            if v.phase == ADDING:
                ui.key(pygame.K_n)
            else:
                assert match.submit(PlayCard(0, next(c for c in v.hand if c.artist == TEC))) \
                    is None
        else:
            ui.frame(0.05)
    raise AssertionError("Bea was never asked at scoring")


def test_a_person_asked_with_nothing_to_add_sees_every_hand_card_veiled():
    """Bea's hand holds no card she may add: her hand is veiled, card for card, as the cards
    one may not add are when some may be added (they stood bright, as if she could)."""
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(MARIANA, NO_EFFECT)] * 2)
    _until_bea_is_asked(ui, match, table)
    ui.frame(0.5)
    card, rect = table.hand_pairs[-1]
    bare = pygame.transform.average_color(table.hand_face(card, rect.w, 0))
    shown = pygame.transform.average_color(ui.ctx.screen.subsurface(rect))
    assert sum(shown[:3]) < sum(bare[:3]) - 60, (shown, bare)


def test_a_veiled_card_of_one_who_cannot_add_says_why_not_under_the_pointer():
    """Bea, asked at scoring with nothing to add, saw her whole hand veiled, and pointing at a
    card read its effect ("TEC. No effect."), at a scoring where effects do not count, as if
    that were why. Each veiled card now says the rules' reason it cannot be added: its artist
    is not leading, or not in her display, said to her (it read "Bea has no … card in their
    display" on her own screen)."""
    from game.card.cards import artist_name
    ui, match, table = _table([(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                              [(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)])
    _until_bea_is_asked(ui, match, table)
    theme = table.shown.config.theme
    tips = {}
    for card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.y + 8), rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.card_at(table.mouse) == card
        tips[card.artist] = str(table.pointer_tip(True))
    tec, mariana = artist_name(TEC, theme), artist_name(MARIANA, theme)
    assert tips[TEC].endswith(f"Not now. You have no {tec} card in your display."), tips
    assert tips[MARIANA].endswith(f"Not now. {mariana} is not a leading artist this round."), \
        tips
    assert not any("effect" in t for t in tips.values()), tips


def to_second_face_up(ui, match, table) -> None:
    """Play on (handing over to Ada when asked) until Ada, having played her second-card-face-up
    card, is asked for its second card."""
    for _ in range(300):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn() and table.shown.phase == "play":
            card = next(c for c in table.shown.hand if c.effect == SECOND_FACE_UP)
            assert match.submit(PlayCard(0, card)) is None
        elif table.human_turn():
            break
        else:
            ui.frame(0.05)


def test_a_veiled_card_when_no_second_card_face_up_can_be_played_says_why_not():
    """Asked for a second card face up with no other card of its artist, Ada's veiled card
    says why it cannot be played (the rules' words), not only its own effect."""
    ui, match, table = _face_up_table([(MARIANA, NO_EFFECT)])
    to_second_face_up(ui, match, table)
    assert table.shown.phase == "effect" and table.shown.seat == 0
    (card, rect), = table.hand_rects()
    ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.y + 8), rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert "Not now. The second face-up card must be by" in str(table.pointer_tip(True))
