"""The card table's status lines, under the influence card: what the seat shown is to do or
waits for, its secret choice, the card it drew, the scoring's leading artists, a refusal."""
from __future__ import annotations

from game.card.state import ADDING, EVERYONE
from game.i18n import _

from .. import ui
from .card_adding import adding_lines
from .card_controls import prompt, reveal_words, waiting_line


def status_lines(scene) -> list:
    """The lines (text, colour) for the card table `scene` now."""
    v = scene.shown
    if scene.scoring_up is not None:
        # Nobody adds or plays now: the view shown is the last of the scoring step.
        return [(_("Round {round} is scored").format(round=scene.scoring_up + 1),
                 ui.INK_SOFT)]
    if scene.drew is not None:
        return scene.drew.lines(v.config.theme)
    if scene.beat is not None and scene.beat.kind in ("reveal", "ended", "unasked"):
        # Everyone has chosen, the round is over, or the game made a person's only move: the
        # view shown still waits for a move.
        colour = ui.GREEN if scene.beat.kind == "unasked" else ui.INK_SOFT
        return [(scene.beat.title or _("Everyone plays: revealed together"), colour)]
    lines = []
    if scene.human_turn():
        lines.append((prompt(v, scene.legal), ui.INK))
    else:
        if not asked_after_moment(scene, v):    # (its question comes after the moment)
            lines.append((waiting_line(v), ui.INK_SOFT))
        if scene.privacy.covered_line():
            lines.append((scene.privacy.covered_line(), ui.INK))
        unasked = scene.unasked.line(v)     # the game's move for the person, still to read
        if unasked is not None:
            lines.append((unasked, ui.GREEN))
    if v.phase == EVERYONE:       # the reveal can end the round: said before it comes
        lines.append((reveal_words(v), ui.CLARET))
    if getattr(v, "my_secret", None) is not None and v.phase == EVERYONE:
        # i18n: {card} is a card as a player names it, e.g. "Yoko (award)"
        lines.append((_("Your secret choice: {card}.").format(
            card=v.my_secret.label(v.config.theme)), ui.GREEN))
    drew = scene.drawn.card(v)
    if drew is not None and v.phase != ADDING:     # at scoring the tag "drawn" alone
        # i18n: {card} is a card as a player names it, e.g. "Yoko (award)"; it is ringed
        # in the hand until the player's next move
        lines.append((_("You drew {card} from the deck (ringed in your hand).").format(
            card=drew.label(v.config.theme)), ui.GREEN))
    # At scoring: the leading artists, who added what and who added none (while the first-time
    # tip shows, the latest alone: the tip is read once and needs the room; the log and then
    # the status tell the rest).
    lines += adding_lines(v, latest_only=scene.tip_shown())
    if scene.error:
        # The confirm-moves question in brass, as the auction's stand asks it; a refusal red.
        asked = scene.error == scene.ask.question()
        lines.append((scene.error, ui.BRASS_DARK if asked else ui.ERROR))
    return lines


def asked_after_moment(scene, v) -> bool:
    """Whether view `v`, the seat's own at its own screen, names that seat among those the
    game waits for while the table still plays a moment (the card just added at scoring, or
    played): its decision comes once the moment is over, with its buttons and cards. Until
    then the panel invites nothing: it read "Scoring: Ada may add cards." to Ada for a second
    and a half after her card, with neither Done nor the cards she could add."""
    return (not scene.demo and v.hand is not None and v.seat in v.to_act
            and not scene.human_turn())
