"""The card game's moments the whole table watches play on the table, in its public view, and
the hand-over comes after them (as the auction's sale, sealed bids and scoring): the
everyone-plays reveal, and a round's end with its face-down cards turned up and its leading
artists. A hand-over after such a moment to the person who had the screen before says "Back
to …": they never left."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver, card_table_at, drawn_card_seen, press_handover, spy_texts

from game.card.actions import ChooseSecretly, PlayCard
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING, PLAY
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay
from scenes.session.settings import Settings

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, round_end_position

#: Animations as a player has them (the moments take their time), computers at once.
SHOWN = Settings(animation_speed="normal", computer_pace="instant")


def _start(state_of, humans: int = 2, size=(1280, 720)):
    ui = Driver(size, settings=SHOWN)
    seats = tuple(SeatConfig(n) if i < humans else SeatConfig(n, "bot", "random")
                  for i, n in enumerate(("Ada", "Bea", "Cem")))
    config = Config(seats=seats, first_player=0)
    match, table = card_table_at(ui, config, state_of)    # its options as the match set them
    ui.frame(0.0)
    return ui, match, table


def _watch(ui, table, decide, until, headings: list | None = None) -> list:
    """Frames (each hand-over confirmed, `decide(view)` at each human decision) until
    `until()`; per frame what the screen showed: ("pass", seat, again) or ("table", the
    beat's kind, whether a hand shows). Each hand-over's words (kicker, title, the moment
    before it as past, the line to the others) go to `headings`."""
    seen: list = []
    for _ in range(600):
        if until():
            return seen
        top = ui.top
        if isinstance(top, HandoverScene):
            seen.append(("pass", top.seat, top.again))
            if headings is not None:
                headings.append(tuple(map(str, top.headings())))
            press_handover(ui)
        elif isinstance(top, ScoringOverlay):
            seen.append(("scoring",))
            ui.frame(top.total_time + 0.1)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            decide(table.shown)
        elif drawn_card_seen(ui, table):
            seen.append(("drawn",))
        else:
            seen.append(("table", table.beat.kind if table.beat else None,
                         table.shown.hand is not None))
            ui.frame(0.1)
    raise AssertionError(f"never came: {seen[-20:]}")


def _everyone_plays(config):
    """Ada holds an everyone-plays card; nobody's card can end the round."""
    return position(config, hands=[[(NICOLAS, EVERYONE_PLAYS)] + [(WAGNER, NO_EFFECT)] * 3,
                                   [(MARIANA, NO_EFFECT)] * 3, [(MARIANA, NO_EFFECT)] * 3],
                    influence=(DENISE, NO_EFFECT), first_player=0, turn=0)


def _first_choice(match):
    def decide(v) -> None:
        legal = match.legal_for(v.seat)
        pick = [a for a in legal if isinstance(a, PlayCard) and a.card.effect == EVERYONE_PLAYS]
        assert match.submit((pick or [a for a in legal if isinstance(a, ChooseSecretly)])[0]) \
            is None
    return decide


def test_the_reveal_plays_on_the_table_then_the_screen_goes_back_to_the_last_chooser():
    """Ada plays everyone plays; Bea chooses last and plays next: the cards turn up on the
    table in its public view (no hand shows), and only then the hand-over, "Back to Bea"."""
    ui, match, table = _start(_everyone_plays)
    texts = spy_texts(ui)
    seen = _watch(ui, table, _first_choice(match),
                  lambda: match.phase == PLAY and table.human_turn() and match.actions)
    reveal = [i for i, s in enumerate(seen) if s[:2] == ("table", "reveal")]
    assert reveal and all(not seen[i][2] for i in reveal), seen      # in public
    after = [s for s in seen[reveal[-1]:] if s[0] == "pass"]
    assert after == [("pass", 1, True)], seen
    # It says what was seen, and why the others must look away again.
    # It says what Bea is handed the screen for now, and what everyone saw as past.
    assert "BACK TO BEA" in texts and "Bea: your turn to play a card" in texts
    assert "The everyone-plays cards were turned up." in texts
    assert "Bea's hand will show: everyone else, please look away." in texts
    assert "EVERYONE HAS SEEN IT" not in texts
    assert table.shown.seat == 1 and match.phase == PLAY


def test_a_round_s_end_plays_on_the_table_before_anyone_is_handed_the_screen():
    """Ada's card ends the round: the round's end (why, the face-down card turned up, the
    leading artists) plays on the table in public, then the screen goes back to Ada (asked
    first, from the last card's player) and then to Bea."""
    ui, match, table = _start(round_end_position)

    def decide(v) -> None:
        if v.phase == ADDING:
            ui.key(pygame.K_n)
        else:
            tec = next(c for c in v.hand if c.artist == TEC)
            assert match.submit(PlayCard(0, tec)) is None
    headings: list = []
    seen = _watch(ui, table, decide, lambda: isinstance(ui.top, ScoringOverlay), headings)
    ended = [i for i, s in enumerate(seen) if s[:2] == ("table", "ended")]
    assert ended and all(not seen[i][2] for i in ended), seen
    passes = [s for s in seen if s[0] == "pass"]
    assert passes[-2:] == [("pass", 0, True), ("pass", 1, False)], seen
    assert seen.index(passes[-2]) > ended[-1]
    # Back to Ada for the adding at scoring, the round's end said as past; the pass on to Bea
    # is the ordinary one, for the same decision.
    assert headings[-2] == ("BACK TO ADA", "Ada: add cards at scoring, if you have any",
                            "Round 1 ended.",
                            "Ada's hand will show: everyone else, please look away.")
    assert headings[-1] == ("PASS THE SCREEN", "Bea: add cards at scoring, if you have any", "",
                            "Everyone else, please look away until Bea has chosen.")


def _scored_by_bea(config):
    """Cem (a computer) ends round 1 with his only card; Ada then Bea are asked to add (A4,
    from Cem: each has a leading artist in display and one in hand), and Bea, the last to
    decide at the scoring, starts round 2 (§7)."""
    return position(config, hands=[[(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                   [(WAGNER, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                   [(TEC, NO_EFFECT)]],
                    displays=[[(DENISE, NO_EFFECT)], [(WAGNER, NO_EFFECT)],
                              [(TEC, NO_EFFECT)] * 4],
                    influence=(TEC, NO_EFFECT), first_player=0, turn=2)


def test_after_the_scoring_the_hand_over_back_names_the_scoring_and_who_starts():
    """The hand-over after a round's scoring to the one who decided last there said
    "EVERYONE HAS SEEN IT — Back to Bea" (seen what?) and "look away until Bea has chosen";
    it now says the round is scored, that Bea starts the next, and that her hand will
    show."""
    ui, match, table = _start(_scored_by_bea)
    headings: list = []

    def decide(v) -> None:
        assert v.phase == ADDING
        ui.key(pygame.K_n)
    seen = _watch(ui, table, decide,
                  lambda: match.state.round == 1 and table.human_turn(), headings)
    assert ("scoring",) in seen
    last = max(i for i, s in enumerate(seen) if s[0] == "pass")
    assert seen[last] == ("pass", 1, True) and last > seen.index(("scoring",)), seen
    assert headings[-1] == ("BACK TO BEA", "Round 2: Bea starts", "Round 1 was scored.",
                            "Bea's hand will show: everyone else, please look away.")


def test_the_round_end_beat_names_why_the_cards_turned_up_and_the_leading_artists():
    """The round-end beat's words and cards come from the move's public events."""
    from game.card.engine import apply
    from scenes.table.card_moments import beat_for
    config = Config(seats=tuple(SeatConfig(n) for n in ("Ada", "Bea", "Cem")), first_player=0)
    s = round_end_position(config)
    tec = next(c for c in s.hands[0] if c.artist == TEC)
    after = apply(s, PlayCard(0, tec))
    beat = beat_for(after.events, config)
    assert beat.kind == "ended" and beat.key_moment and beat.title == "Round 1 ends"
    assert beat.lines[0].startswith("Round 1 ends:") and "takes the 3 token: " in beat.lines[-1]
    assert [len(c) for c in beat.cards] == [0, 1, 0] and beat.cards[1][0].artist == WAGNER
    assert after.phase == ADDING
    # In the player's language, every line: they read English on a Chinese or German table.
    for language, ends, leading in (("de", "Runde 1 endet", "bekommt das 3er-Plättchen"),
                                    ("zh_TW", "第1回合結束", "得到價值3的價值標記")):
        ui = Driver(settings=Settings(language=language))
        shown = [ui.ctx.text.shown(line) for line in (beat.title, *beat.lines)]
        assert shown[1].startswith(ends) and leading in shown[-1], shown
