"""The auction table's events while the game waits for the shown seat: the decision panel's
widgets, then the hand (a card chosen, or why it cannot be), then the amount's keys and wheel.

Functions taking the table scene (scene.py `TableScene`), whose `_decision_event` hands its
events here.
"""
from __future__ import annotations

import pygame

from .. import ui
from .controls import card_choices


def decision_event(scene, event) -> bool:
    """An event while the game waits for the shown seat: the panel, the hand, the amount."""
    typed = scene.amount.value if scene.amount is not None else None
    consumed = panel_event(scene, event)
    scene.controls.ring_follows_typing(scene.focus, event, typed)
    return consumed


def panel_event(scene, event) -> bool:
    """The decision panel's widgets, then the hand, then the amount's keys and wheel."""
    greyed = greyed_key(scene.widgets, event)
    if greyed is not None:
        scene.controls.refused_key(greyed)
        return True
    consumed = ui.widgets_event(shortcuts_first(scene.widgets, event), event)
    # The amount box keeps the keyboard while bidding, wherever the click landed (a look
    # at the hand or the board took it, and the digits typed next went nowhere).
    scene.controls.keep_amount_focus(scene.focus)
    if consumed:
        return True
    if hand_event(scene, event):
        return True
    steps = {pygame.K_UP: 1, pygame.K_PAGEUP: 10, pygame.K_DOWN: -1, pygame.K_PAGEDOWN: -10}
    if event.type == pygame.KEYDOWN and scene.amount is not None and event.key in steps:
        scene.controls.nudge(steps[event.key])
        return True
    if event.type == pygame.MOUSEWHEEL and scene.amount is not None \
            and scene.amount.rect.collidepoint(scene.mouse):
        scene.controls.nudge(1 if event.y > 0 else -1)
        return True
    return False


def shortcuts_first(widgets: list, event) -> list:
    """The widgets in the order a key press reaches them: a button whose key it is before the
    amount box, so that P passes and nothing else (the box first refused the "p" as no digit
    and said so as the table passed). A key pressed with Ctrl, Alt or Meta is no button's: the
    box hears it first (Ctrl+A selects the amount, it does not step out in German)."""
    held = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & held:
        return widgets
    return sorted(widgets, key=lambda w: getattr(w, "hotkey", None) != event.key)


def greyed_key(widgets: list, event):
    """The greyed button whose key `event` presses, when no live button answers to it: the
    key is that button's, so the amount box must not take it for a letter typed into it and
    ask for digits (as it did)."""
    held = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & held:
        return None
    keyed = [w for w in widgets if w.visible and getattr(w, "hotkey", None) == event.key]
    if any(w.enabled for w in keyed):
        return None
    return keyed[0] if keyed else None


def hand_event(scene, event) -> bool:
    """The hand's part of an event: a card chosen (or asked about first), or why not."""
    choices = card_choices(scene.legal)
    if not choices and not scene.card_asked():
        return scene.refused_card(event)    # a bid asked for: a card says why not
    consumed, card = scene.hand.handle(event, choices, scene.card_asked())
    if card is not None:
        if card.id in choices:
            before = len(scene.match.actions)
            scene.ask.choose(choices[card.id], scene.shown.config.theme)
            # The card sliding under the still pointer keeps its help until it moves.
            scene.hand_quiet = event.type == pygame.MOUSEBUTTONDOWN and \
                len(scene.match.actions) > before
        else:
            scene.refuse_card(card)
    return consumed
