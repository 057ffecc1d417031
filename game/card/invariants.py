"""Invariants of the card game (§11) that hold after every step; simulator and tests check them."""
from __future__ import annotations

from collections import Counter

from .cards import AWARD_TOKENS, DECK_SIZE, DEAL, TOKENS, threshold
from .scoring import face_up_counts
from .state import ADDING, EFFECT, EVERYONE, GAME_OVER, PLAY, State


def _cards(s: State) -> list[str]:
    places = [s.deck, s.removed, *s.hands, *s.displays, *s.face_down]
    ids = [c.id for place in places for c in place]
    if s.influence is not None:
        ids.append(s.influence.id)
    problems = []
    if len(ids) != DECK_SIZE or set(ids) != set(range(DECK_SIZE)):
        dup = [i for i, k in Counter(ids).items() if k > 1]
        problems.append(f"cards not accounted for: {len(ids)} placed, duplicates {dup}")
    for seat, card in enumerate(s.secret):
        if card is not None and card not in s.hands[seat]:
            problems.append(f"seat {seat} chose {card} in secret but does not hold it")
    return problems


def _board(s: State) -> list[str]:
    problems = []
    scored = len(s.results)
    for r, row in enumerate(s.board):
        tokens = sorted((t for t in row if t), reverse=True)
        placed = r < scored or (r == s.round and s.phase in (ADDING, GAME_OVER))
        if placed and (tokens != list(TOKENS[:len(tokens)])
                       or (not s.config.tokens_need_a_card and len(tokens) != len(TOKENS))):
            problems.append(f"round {r + 1} holds the tokens {row}")
        if not placed and tokens:
            problems.append(f"round {r + 1} has tokens before it was scored")
    if sum(s.awards) > AWARD_TOKENS or min(s.awards) < 0:
        problems.append(f"award tokens {s.awards}: more than the {AWARD_TOKENS} award cards")
    return problems


def check_state(s: State) -> list[str]:
    """Everything that must be true of any state; returns the broken ones, in words."""
    problems = _cards(s) + _board(s)
    if s.phase in (PLAY, EFFECT, EVERYONE):
        counts = face_up_counts(s)
        if max(counts) >= threshold(s.players):
            problems.append(f"a round goes on at the threshold: {counts}")
        if s.influence is None:
            problems.append("a round is played without an influence card")
        if s.phase == PLAY and (s.to_act != (s.turn,) or not s.hands[s.turn]):
            problems.append(f"seat {s.turn} must play but holds no card or is not waited for")
    if s.phase == GAME_OVER:
        if s.to_act or len(s.results) != len(DEAL[s.players]):
            problems.append("the game is over but seats still act or rounds are missing")
    elif not s.to_act:
        problems.append(f"nobody may act in phase {s.phase}")
    still_needed = sum(1 + s.players * k for k in DEAL[s.players][s.round + 1:])
    if s.phase != GAME_OVER and len(s.deck) < still_needed:
        problems.append(f"the deck will run out: {len(s.deck)} cards left, {still_needed} "
                        f"still to reveal and deal")
    if len(s.results) != s.round + (s.phase == GAME_OVER):
        problems.append(f"{len(s.results)} rounds scored in round {s.round + 1}")
    return problems


def check_step(before: State, after: State) -> list[str]:
    """What must hold of one step: scores only grow, tokens stay where they were placed."""
    problems = check_state(after)
    if any(b > a for b, a in zip(before.totals, after.totals)):
        problems.append(f"a score went down: {before.totals} -> {after.totals}")
    if any(b > a for b, a in zip(before.awards, after.awards)):
        problems.append(f"an award token left its artist: {before.awards} -> {after.awards}")
    for r, (b, a) in enumerate(zip(before.board, after.board)):
        if any(x and x != y for x, y in zip(b, a)):
            problems.append(f"a value token of round {r + 1} moved: {b} -> {a}")
    if after.results[:len(before.results)] != before.results:
        problems.append("a scored round changed afterwards")
    return problems
