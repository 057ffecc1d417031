"""The card game's decision panel and status lines, built from the seat's legal options.

A card decision (play, second card face up or down, the secret everyone-plays choice, adding
at scoring) is a click on a hand card the engine offers; the other decisions are buttons, one
per legal option (draw, an award per artist, decline, add no more). Cards not on offer say why
not in the engine's own words (`why_not_action` builds the action the engine judges).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.card.actions import (AddCard, ChooseSecretly, DeclineEffect, DrawCard, PlaceAward,
                               PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from game.card.cards import (AWARD_VALUE, DRAW, EFFECT_NAMES, EVERYONE_PLAYS, NO_EFFECT,
                             SECOND_FACE_DOWN, SECOND_FACE_UP, artist_name)
from game.card.config import TOKENS_WORDS
from game.ai.card.estimate import card_estimates
from game.card.engine import play_ends_round, reveal_ends_round
from game.card.scoring import (after_adding, counts_if_ended_now, is_last_round,
                               points_if_ending_with, values_if_ended_now,
                               values_if_ending_with)
from game.card.state import ADDING, EFFECT, EVERYONE, GAME_OVER, PLAY
from game.i18n import _, and_list, join_text, n_, p_, sentences
from game.log import listed

from .. import ui
from ..card_art import effect_tip
from .keys import group_keys, keyed

CARD_DECISIONS = (PlayCard, PlayFaceUp, PlayFaceDown, ChooseSecretly, AddCard)


def card_choices(legal) -> dict:
    """card id -> the action choosing that hand card, among the legal options."""
    return {a.card.id: a for a in legal if isinstance(a, CARD_DECISIONS)}


def why_not_action(v, card):
    """The action a click on `card` asks for in `v`'s phase (the engine judges it)."""
    if v.phase == EFFECT and v.effect == SECOND_FACE_UP:
        return PlayFaceUp(v.seat, card)
    if v.phase == EFFECT and v.effect == SECOND_FACE_DOWN:
        return PlayFaceDown(v.seat, card)
    if v.phase == EVERYONE:
        return ChooseSecretly(v.seat, card)
    if v.phase == ADDING:
        return AddCard(v.seat, card)
    return PlayCard(v.seat, card)


def _label(action, theme: str, shown=str,
           group: str | None = None) -> tuple[str, str, int | None]:
    """A button's words, its hover help and hotkey for a legal option that is not a card,
    its key the one of `group` (keys.py; by default the action's own) in the language
    `shown`. A button with a key names it on its face, where a player looks (not only in its
    help)."""
    group = group or key_group((action,))
    keys = group_keys(shown, group)
    if isinstance(action, DrawCard):
        key, letter = keys["draw"]
        return (keyed(_("Draw a card"), letter),
                # i18n: a button's help and its key, as in "Pass ({key})"
                _("{help} ({key})").format(help=effect_tip(DRAW), key=letter), key)
    if isinstance(action, PlaceAward):
        name = artist_name(action.artist, theme)
        # i18n: {artist} is an artist's name
        return (_("Award: {artist}").format(artist=name),
                # i18n: {worth} is what an award token adds to a card of its artist (2)
                _("Put an award token (worth {worth}) on {artist}.").format(
                    artist=name, worth=AWARD_VALUE), None)
    if isinstance(action, DeclineEffect):
        key, letter = keys["decline"]
        return (keyed(_("Decline the effect"), letter),
                _("Do not use this card's effect ({key})").format(key=letter), key)
    if isinstance(action, StopAdding):
        # One name before a card is added and after: a play-tester read "end your turn with
        # Done" beside a button "Add no more", and took "Done" for a button missing.
        key, letter = keys["done"]
        if group == "card_done":
            # i18n: the help of the "Done" button at scoring; {key} is its letter
            tip = _("End your turn at this scoring ({key}, Enter or Space)").format(key=letter)
        else:
            tip = _("Finish adding cards for this scoring ({key})").format(key=letter)
        # i18n: the button that ends a player's turn at scoring, before or after adding a card
        return keyed(p_("button", "Done"), letter), tip, key
    raise ValueError(f"no button for {action!r}")


def key_group(legal) -> str:
    """The group (keys.py) of the keyed buttons `legal` shows together."""
    kinds = {type(a) for a in legal}
    if DrawCard in kinds:
        return "card_draw"
    if StopAdding in kinds:
        # Nothing to add: "Done" is the step's one answer (primary); else beside the cards.
        return "card_adding" if card_choices(legal) else "card_done"
    return "card_effect"


def build_buttons(legal, theme: str, area: pygame.Rect, px,
                  submit: Callable[[object], None], shown=str) -> list[ui.Button]:
    """One button per legal option that is not a hand card, in two columns (the award's five
    artists, "Decline" beside the fifth) or one, top down in `area`; their keys in the
    language `shown` (a Text's words as drawn)."""
    options = [a for a in legal if not isinstance(a, CARD_DECISIONS)]
    awards = [a for a in options if isinstance(a, PlaceAward)]
    others = [a for a in options if not isinstance(a, PlaceAward)]
    h, gap = px(34), px(6)
    col_w = (area.w - gap) // 2
    cells = [(action, pygame.Rect(area.x + (i % 2) * (col_w + gap),
                                  area.y + (i // 2) * (h + gap), col_w, h))
             for i, action in enumerate(awards)]
    y = area.y + ((len(awards) + 1) // 2) * (h + gap)
    if len(awards) % 2 and others:
        # The first other option ("Decline") in the free half of the fifth artist's row: a
        # row less, so the award's first-time tip has the room to show whole under them.
        cells.append((others.pop(0), pygame.Rect(area.x + col_w + gap, y - h - gap,
                                                 area.w - col_w - gap, h)))
    for action in others:
        cells.append((action, pygame.Rect(area.x, y, area.w, h)))
        y += h + gap
    buttons: list[ui.Button] = []
    group = key_group(legal)
    for action, rect in cells:
        label, tip, key = _label(action, theme, shown, group)
        style = "quiet" if isinstance(action, (DeclineEffect, StopAdding)) else "primary"
        if group == "card_done":
            style = "primary"       # the step's one answer, said as what it is
        size = 13 if rect.w < area.w else 14
        buttons.append(ui.Button(label, lambda a=action: submit(a), rect, style=style,
                                 size=size, hotkey=key, tooltip=tip))
    return buttons


def names(v, seats) -> str:
    """Seats by name, joined for a sentence (in the player's language)."""
    return and_list(v.config.seats[s].name for s in seats)


def prompt(v, legal) -> str:
    """What the shown seat is asked to do, from its legal options."""
    theme = v.config.theme
    choices = card_choices(legal)
    if v.phase == PLAY:
        # "Choose", not "click": the arrows and Enter choose a hand card as well.
        return _("Your turn: choose a card in your hand to play it face up.")
    if v.phase == EFFECT:
        kinds = {type(a) for a in legal}
        if PlayFaceUp in kinds:
            return _("You may play a second card of the same artist face up (choose it in "
                     "your hand), or decline. The second card's effect does not apply.")
        if PlayFaceDown in kinds:
            return _("You may play a card of any artist face down (choose it in your hand), "
                     "or decline. It counts at scoring, not toward ending the round.")
        if PlaceAward in kinds:
            return _("You may put an award token on an artist, or decline.")
        if DrawCard in kinds:
            return _("You may draw the top card of the deck, or decline.")
        if v.effect == SECOND_FACE_UP and v.hand is not None and v.seat is not None:
            # Offered though void when every holder is asked (a game at one screen, the
            # engine's `ask_every_holder`): only declining is legal.
            # i18n: {artist} is the artist of the card just played (second card face up)
            return _("You hold no other {artist} card to play face up: decline the effect.") \
                .format(artist=artist_name(v.displays[v.seat][-1].artist, theme))
        # i18n: {effect} is a card effect's name, e.g. "draw a card"
        return _("The effect {effect}: decline it.").format(
            effect=EFFECT_NAMES.get(v.effect, v.effect))
    if v.phase == EVERYONE:
        return _("Everyone plays: choose a card in your hand in secret. All are revealed "
                 "together.")
    if v.phase == ADDING:
        if not choices:
            if v.seat is not None and v.added[v.seat]:
                # i18n: at scoring, to a player who added a card and may add no more
                return _("Scoring: you have nothing more to add. End your turn with Done.")
            # i18n: at scoring, to a player who may add no card ("Done" is the button)
            return _("Scoring: you have nothing to add. End your turn with Done.")
        names = [artist_name(a, theme) for a in sorted({a.card.artist for a in choices.values()})]
        again = bool(v.added and v.added[v.seat])       # asked on after a card added
        return sentences((_adding_ask(names, again), *_after_any(v, choices, again),
                          _("This is the last round: a card left in your hand scores "
                            "nothing.") if is_last_round(v.round) else
                          _("A card you keep can be played in a later round.")))
    return ""


def _adding_ask(names: list, again: bool) -> str:
    """The adding step's question for the leading artists `names` the hand may add, before
    the seat's first card (`again` False) and after it, when it is asked on ("Done" then adds
    no more, not none)."""
    if len(names) == 1 and again:
        # i18n: at scoring, after the player added a card and is asked on; {artists} is one
        # artist's name
        return _("Scoring: you may add a card of {artists} too: choose it in your hand, or "
                 "press Done to add no more.").format(artists=names[0])
    if len(names) == 1:
        # i18n: {artists} is one artist's name
        return _("Scoring: you may add a card of {artists} to your display: choose it in "
                 "your hand, or press Done to add none.").format(artists=names[0])
    if again:
        # i18n: at scoring, after the player added a card and is asked on; {artists} is a
        # list of artists' names ("A and B"), one card of each may be added
        return _("Scoring: you may add one card of each of {artists} too: choose them in "
                 "your hand one at a time, or press Done to add no more.").format(
                     artists=and_list(names))
    # i18n: {artists} is a list of artists' names ("A and B"): the player may add one
    # card of each (a newcomer read "a card of A or B" as one card in all)
    return _("Scoring: you may add one card of each of {artists} to your display: "
             "choose them in your hand one at a time, or press Done to add none."
             ).format(artists=and_list(names))


def _after_any(v, choices: dict, again: bool) -> tuple:
    """What follows adding any of the cards `choices` offers, when it is the same for each
    (the engine's `after_adding`; `again`: after a card added): the turn ends by itself, or
    goes on until Done; else nothing (each card's help says it; the question for cards of
    two or more artists says they are chosen one at a time). A player saw one person's turn
    end by itself after a card and another's ask for Done, with nothing saying which would
    come. Said true at every moment: "Adding a card ends your turn." stood over the question
    that came back after a first card (a second artist still to add) and read as broken, so
    after a card it is the next one that ends the turn."""
    after = {after_adding(v, a.card) for a in choices.values()}
    if after == {"ends"} and again:
        # i18n: at scoring, in the prompt of a player who added a card and may add one more:
        # adding it ends their turn to add
        return (_("Adding one more card ends your turn."),)
    if after == {"ends"}:
        # i18n: at scoring, in the prompt of a player who may add a card: adding any ends
        # their turn to add (nothing more could be added then)
        return (_("Adding a card ends your turn."),)
    if after == {"done"}:
        # i18n: at scoring, in the prompt: after adding, the player is asked on ("Done" is
        # the button that ends their turn)
        return (_("After adding, end your turn with Done."),)
    return ()


def after_words(v, card) -> str:
    """What follows adding `card` at scoring (`after_adding`), for its help."""
    after = after_adding(v, card)
    if after == "ends":
        # i18n: a hand card's help at scoring: adding it ends the player's turn to add
        return _("Adding it ends your turn at scoring.")
    if after == "more":
        # i18n: a hand card's help at scoring: after adding it the player may add another
        return _("After it you may add another card, or stop.")
    # i18n: a hand card's help at scoring: after adding it the player is asked on, with
    # nothing more to add ("Done" is the button that ends their turn)
    return _("After it your turn goes on until you press Done.")


def waiting_line(v) -> str:
    """Whom the game waits for, in public words."""
    if v.phase == GAME_OVER or not v.to_act:
        return _("The game is over.") if v.phase == GAME_OVER else ""
    who = names(v, v.to_act)
    if v.phase == PLAY:
        # i18n: {names} is a player's name (or a list of names)
        return _("{names} to play a card.").format(names=who)
    if v.phase == EFFECT:
        return _("{names} may use the effect: {effect}.").format(
            names=who, effect=EFFECT_NAMES.get(v.effect, v.effect))
    if v.phase == EVERYONE:
        done = sum(v.secret_done)
        # i18n: {chosen} is how many players have chosen their card
        return _("Everyone plays: {chosen} chosen, waiting for {names}.").format(
            chosen=done, names=who)
    if v.phase == ADDING:
        return _("Scoring: {names} may add cards.").format(names=who)
    return _("Waiting for {names}.").format(names=who)


def ending_words(v, card) -> str:
    """What a card to be chosen now says when landing it face up would end the round (the
    engine's `play_ends_round`): played on one's turn, or as a second card face up."""
    if not (v.phase == PLAY or (v.phase == EFFECT and v.effect == SECOND_FACE_UP)):
        return ""
    ends = play_ends_round(v, card)
    if ends is None:
        return ""
    if ends == "threshold":
        # i18n: {artist} is an artist's name, {count} the face-up cards that end a round
        words = _("Playing it ends the round at once: {artist} reaches {count} face-up "
                  "cards.").format(artist=artist_name(card.artist, v.config.theme),
                                   count=v.threshold)
    else:
        words = _("Playing it ends the round at once: it is the last card in anyone's "
                  "hand.")
    if v.phase == PLAY and card.effect != NO_EFFECT:
        words = sentences((words, _("Its effect is not used.")))
    return words


def effect_ending_words(v, card) -> str:
    """What a card to be played now on one's turn says when its effect, everyone plays, can
    end the round (`reveal_words`); "" for any other card and move."""
    if v.phase != PLAY or card.effect != EVERYONE_PLAYS:
        return ""
    return reveal_words(v, card)


def reveal_words(v, card=None) -> str:
    """What the everyone-plays reveal can do to the round (the engine's `reveal_ends_round`):
    now, in everyone plays (a status line of its own under the prompt), or, for `card`, an
    everyone-plays card to play on one's turn, once it is played; "" when it cannot end it.
    A tester's round ended at a reveal unwarned."""
    end = reveal_ends_round(v, card)
    if end is None:
        return ""
    if end.certain and card is None:
        return _("The reveal plays the last card of every hand: the round ends with it.")
    if end.certain:
        return _("Its everyone-plays then plays the last card of every hand: the round ends "
                 "with it.")
    reach = and_list(f"{artist_name(a, v.config.theme)} {end.counts[a]}/{v.threshold}"
                     for a in end.artists)
    if card is None:
        # i18n: in everyone plays; {n} is how many cards are revealed together (one a player
        # holding a card), {threshold} the face-up cards of one artist that end a round (6),
        # {artists} the artists they can take there, each with its face-up count now
        # ("Karl Gitter 2/6 and Yoko 1/6")
        words = n_("The {n} card revealed counts toward ending the round: it ends at once if "
                   "an artist reaches {threshold} face-up cards (within reach: {artists}).",
                   "The {n} cards revealed together count toward ending the round: it ends at "
                   "once if they bring an artist to {threshold} face-up cards (within reach: "
                   "{artists}).", end.cards)
    else:
        # i18n: a hand card's help, an everyone-plays card; {n} is how many cards would be
        # revealed together, {threshold} and {artists} as in "The {n} cards revealed …"
        words = n_("Its everyone-plays can end the round: the {n} card then revealed counts "
                   "toward it, and it ends at once if an artist reaches {threshold} face-up "
                   "cards (within reach: {artists}).",
                   "Its everyone-plays can end the round: the {n} cards then revealed together "
                   "count toward it, and it ends at once if they bring an artist to {threshold} "
                   "face-up cards (within reach: {artists}).", end.cards)
    return words.format(threshold=v.threshold, artists=reach)


def adding_words(v, card) -> str:
    """What a hand card the scoring lets the seat add says (in place of its effect, which
    does not count then): what it scores, the round's worth of one card of its artist, and
    what follows adding it (`after_words`)."""
    # i18n: a hand card's help while cards are added at scoring; {worth} is points
    return sentences((_("Its effect does not count at scoring: added to your display now, it "
                        "scores {worth}.").format(worth=v.values[card.artist]),
                      after_words(v, card)))


def scores_words(v, card) -> str:
    """What each seat's display would score if `card`, landing face up now, ended the round,
    as the seat of view `v` sees the displays (`points_if_ending_with`; the auction's hand
    card says what the bank would pay each seat): the others' face-down cards left out, and
    said to be."""
    points, unseen = points_if_ending_with(v, card)
    scores = and_list(join_text(" ", [listed(v.config, i, v.seat), str(p)])
                      for i, p in enumerate(points))
    hidden = [listed(v.config, i, v.seat) for i, n in enumerate(unseen) if n]
    if not hidden:
        # i18n: a hand card's value hint when playing it ends the round; {scores} "you 12,
        # Bea 8 and Cem 5", each seat's display scored as it stands
        return _("The displays as they stand would score: {scores}.").format(scores=scores)
    if len(hidden) == 1:
        # i18n: as "The displays as they stand would score: {scores}." when one other player,
        # {name}, has face-down cards ({n} of them), not counted
        return n_("The displays as they stand would score: {scores}, without the face-down "
                  "card of {name} (you cannot see its artist).",
                  "The displays as they stand would score: {scores}, without the {n} face-down "
                  "cards of {name} (you cannot see their artists).", sum(unseen)).format(
            scores=scores, name=hidden[0])
    # i18n: as "The displays as they stand would score: {scores}." when other seats have
    # face-down cards; {names} "Bea and Cem", whose face-down cards are not counted
    return _("The displays as they stand would score: {scores}, without the face-down cards "
             "of {names} (you cannot see their artists).").format(scores=scores,
                                                                   names=and_list(hidden))


def ending_worth_words(v, card) -> str:
    """What a card of `card`'s artist is worth if `card`, landing face up now, ends the round
    (`values_if_ending_with`: the seat's own face-down cards counted, turned up then): known
    when no other seat has a face-down card; else an estimate, the others' face-down cards
    unseen."""
    worth = values_if_ending_with(v, card)[card.artist]
    unseen = points_if_ending_with(v, card)[1]
    if sum(1 for n in unseen if n) == 1:
        return _one_rivals_face_down(v, worth, unseen)
    if not any(unseen):
        if worth:
            # i18n: a hand card's value hint when playing it ends the round and no other
            # player has a face-down card; {worth} is points for one card of its artist then
            return _("Ending the round, a card of its artist is worth {worth}.").format(
                worth=worth)
        return _("Ending the round, its artist is not a leading artist.")
    if worth:
        # i18n: a hand card's value hint when playing it ends the round; {worth} is points
        # for one card of its artist then
        return _("Estimate: ending the round, a card of its artist is worth {worth}, unless "
                 "the others' face-down cards turned up then change the order.").format(
            worth=worth)
    return _("Estimate: ending the round, its artist is not a leading artist, unless the "
             "others' face-down cards turned up then change the order.")


def _one_rivals_face_down(v, worth: int, unseen) -> str:
    """`ending_worth_words` when one other seat has face-down cards: its name, and "card"
    and "its artist" for one (with one rival, "the others' face-down cards" read wrong)."""
    name = next(listed(v.config, i, v.seat) for i, n in enumerate(unseen) if n)
    if worth:
        # i18n: a hand card's value hint when playing it ends the round and one other player,
        # {name}, has face-down cards ({n}); {worth} is points for one card of its artist then
        return n_("Estimate: ending the round, a card of its artist is worth {worth}, unless "
                  "the face-down card of {name}, turned up then, changes the order.",
                  "Estimate: ending the round, a card of its artist is worth {worth}, unless "
                  "the {n} face-down cards of {name}, turned up then, change the order.",
                  sum(unseen)).format(worth=worth, name=name)
    # i18n: as the line above when the card's artist would not be a leading artist
    return n_("Estimate: ending the round, its artist is not a leading artist, unless the "
              "face-down card of {name}, turned up then, changes the order.",
              "Estimate: ending the round, its artist is not a leading artist, unless the {n} "
              "face-down cards of {name}, turned up then, change the order.",
              sum(unseen)).format(name=name)


def likely_words(v, card, ends: bool = False):
    """The value hint of a hand card while the round is played (not at its scoring, whose
    values are known), one line each (`join_text` "\\n": in one paragraph with the effect a
    play-tester read a wall of words): what a card of its artist is likely worth at the round's
    end, by Normal's model of the seat's view, and what it would be worth if the round ended
    now. When landing it face up now would end the round (`ends`: the table asks
    `ending_words`), what a card of its artist is worth then, the card itself counted."""
    if v.phase not in (PLAY, EFFECT, EVERYONE) or v.hand is None:
        return ""
    if ends:
        return join_text("\n", (ending_worth_words(v, card), scores_words(v, card)))
    likely = round(card_estimates(v)[card.artist].worth)
    # i18n: a hand card's value hint, a line of its own under its effect; {likely} is points
    # for one card of its artist at the round's end, as the player's hand makes it likely
    at_end = _("Your estimate: about {likely} at the round's end (your hand counted).").format(
        likely=likely)
    return join_text("\n", (at_end, _now_words(v, card)))


def _now_words(v, card) -> str:
    """The hint's line of what a card of `card`'s artist would be worth if the round ended now
    (`values_if_ended_now`), and why when its artist has no card in play."""
    now = values_if_ended_now(v)[card.artist]
    if now and not counts_if_ended_now(v)[card.artist]:
        # i18n: a hand card's value hint, its artist with no card in play yet a leading artist
        # by the tie order (the board draws its figure grey, a card crossed out beside it);
        # {option} the value-token option's name ("Always three"); {now} is points for one card
        return _("If the round ended now: {now} (no card in play, yet a value token: "
                 "“{option}”).").format(now=now, option=TOKENS_WORDS[False][0])
    if now:
        # i18n: a hand card's value hint; {now} is points for one card
        return _("If the round ended now: {now}.").format(now=now)
    # "not a leading artist", not "not among the three leading": with "Only artists in play"
    # fewer than three may lead.
    return _("If the round ended now: nothing (its artist is not a leading artist).")
