"""First-game tips: at the first auction of each kind, the first double and the first dummy
reveal, the first bid in an open auction after its tip, or the first press of "Up to" before
it ("Up to"), a short panel beside the stand with "Got it" (unless tips are off); in
the card game, at the player's first turn, at the first turn with each kind of effect card in
hand or the first offer of each effect (whichever comes first, never after the effect was
used), at the first turn of a round with no deal before it (the hands decide it), at the
first everyone-plays choice and the first adding step at scoring (asked or not), and the
first time the market board marks an artist with no card in play that takes a value token
(its figure grey by a crossed-out card, A1's "Always three"), a panel under the decision's
buttons. One new tip a decision, "How to win" counting as one: a tip that can wait (the
decision's own after "How to win") comes at the player's next decision where it applies. The tips already shown are kept in the settings by
the player's name, so neither a new game nor a new start repeats them to that player, and
each player at a hot-seat screen meets each once (`tip_ledger`); switching tips on again
in the settings shows them all once more."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game import cards as auction_cards
from game.card import cards as card_cards, state as card_state
from game.card.cards import (AWARD, AWARD_VALUE, DRAW, EVERYONE_PLAYS, SECOND_FACE_DOWN,
                             SECOND_FACE_UP)
from game.card.config import TOKENS_LABEL, TOKENS_WORDS
from game.cards import DOUBLE, Method
from game.i18n import _, sentences
from game.state import DOUBLE_OFFER, DUMMY_REVEAL, OPEN_BIDDING, PLAY, View

from .. import ui
from ..session.words import METHOD_TIPS
# (The title row and "Got it", named here too, where the tables and tests look for them.)
from .tip_heading import (FIRST_TIME, GOT_IT, HEAD, HEAD_LINE, HEADING_SIZE, ICON,  # noqa: F401
                          ICON_GAP, got_it_button, got_it_width, head_height, heading_lines)

#: The tip of an artist with no card in play that takes a value token all the same (option
#: A1, "Always three", the default): met where the market board first marks such a figure
#: (value hints on, often at the first turn: with only the influence card in play, two artists
#: with no card show grey "2" and "1", each beside the crossed-out card), at a person's first decision of any kind while it shows
#: (a turn to play, an everyone-plays choice, an effect's, the adding) whose own tip they met
#: before: after "Got it" on that decision's own tip it waits for their next such decision
#: (one new tip a decision; the mark shows again at the next rounds' first turns).
NO_CARD = "card:no_card"
# i18n: a first-time tip of the card game, before the colon its title; the board draws the
# figure grey beside a small card crossed out; {option} the value-token option's name as the
# setup screen shows it ("Always three"), {label} the option's label there ("Value tokens"),
# {other} its other choice ("Only artists in play")
NO_CARD_TIP = _("An artist with no card: a grey figure beside a crossed-out card on the market "
                "board belongs to an artist with no card in play. At this table three artists "
                "always take a value token (“{option}”), so with fewer than three artists in "
                "play an artist with no card takes one too (a tie goes to the artist further "
                "left) and keeps it for later rounds; no card of it scores. On the setup "
                "screen, “{label}: {other}” changes that.")
#: The tip of the first round with no deal before it (`no_deal`): the hands decide it.
HANDS = "card:hands"
#: The card game's tips: why each decision matters (a card's hover help says what it does).
CARD_TIPS = {
    # i18n: {threshold} is the face-up cards of one artist that end a round at this table (6,
    # or 5 with two players)
    "card:turn": _("Your turn: play one card face up each turn. When one artist has {threshold} "
                   "face-up cards in play (the influence card counts), the round ends at once "
                   "and the three artists with the most cards score."),
    # i18n: {award} is what an award token adds to a card of its artist (2)
    "card:" + AWARD: _("Award: an award token adds {award} to every card of its artist whenever "
                       "that artist is a leading artist, this round and every later one. Any "
                       "artist may take it; it helps most on one you hold cards of."),
    "card:" + SECOND_FACE_DOWN: _("Second card face down: a face-down card scores at the "
                                  "round's end but does not count toward ending it, and only "
                                  "you know its artist."),
    "card:" + SECOND_FACE_UP: _("Second card face up: both cards count toward ending the "
                                "round, so two of an artist close to the limit end it at "
                                "once. Only your turn's card has an effect: the second "
                                "card's does not apply."),
    "card:" + DRAW: _("Draw a card: one more card in your hand means more choices: for a later "
                      "turn, to add at scoring, or, before the last round, to keep for the next."),
    "card:" + EVERYONE_PLAYS: _("Everyone plays: every player with cards picks one in secret "
                                "and all are turned up together, so nobody can answer the "
                                "others' choices. The cards turned up count toward ending the "
                                "round: together they can end it at once."),
    "card:adding": _("Adding at scoring: for each leading artist already in your display you "
                     "may add one more card of it from your hand. It scores like the others; "
                     "its effect does not apply."),
    NO_CARD: NO_CARD_TIP,
    # i18n: a first-time tip at a player's first turn in a round before which no cards are
    # dealt; {threshold} is the face-up cards of one artist that end a round at this table
    HANDS: _("Cards left in hand: no cards are dealt before this round, so each player plays "
             "only the cards left in their hand. A player whose hand is empty is skipped and "
             "the others play on alone, face-down cards too; the round ends when one artist "
             "has {threshold} face-up cards in play or nobody holds a card. Each player's "
             "cards in hand show by their name."),
}
#: On the hand-over to a person at the adding step at scoring who has not met its tip: what
#: adding is, before the press (the heading alone, "Ada: add cards at scoring, if you have
#: any", asked what a newcomer had not been told; the tip came on the next screen).
# i18n: on the hand-over screen at a round's scoring, under "{name}: add cards at scoring, if
# you have any", to a player who has not met the adding's first-time tip; one short line
ADDING_NOTE = _("You may add from your hand one card of each leading artist already in your "
                "display.")
#: The first turn's tip at a table with option A1, only artists in play (CARD_GAME.md A1):
#: an artist with no card in play takes no value token, so fewer than three may score.
# i18n: {threshold} is the face-up cards of one artist that end a round at this table (6,
# or 5 with two players)
TURN_TIP_IN_PLAY = _("Your turn: play one card face up each turn. When one artist has "
                     "{threshold} face-up cards in play (the influence card counts), the round "
                     "ends at once and up to three artists with the most cards score (only "
                     "artists with a card in play).")
#: The open auction's "Up to" button, met at the seat's first bid in an open auction after
#: the open auction's own tip; at a screen several people share it works otherwise (the
#: player is asked again when it is beaten), so that is a tip of its own.
UP_TO, UP_TO_SHARED = "up_to", "up_to:shared"
UP_TO_TIPS = {
    # i18n: a first-time tip; "Up to" is the button's name; before the colon its title
    UP_TO: _("Up to: type the most you would pay and press Up to. You bid the smallest raise "
             "now, and whenever you are outbid the game raises for you, one step at a time, "
             "up to your amount; once the bids pass it, you are out of this lot."),
    # i18n: a first-time tip at a screen several people share (hot-seat): the raises come
    # with no hand-over, so the others see that it runs, never the amount ("your most")
    UP_TO_SHARED: _("Up to: type the most you would pay and press Up to. You bid the smallest "
                    "raise now, and whenever you are outbid the game raises for you, one step "
                    "at a time, up to your amount; once the bids pass it, the screen comes "
                    "back to you to bid on or pass. The others will see your raises come at "
                    "once; they will not see your most."),
}
#: The goal of each game, the first tip of a newcomer's first game, before any other (at the
#: first moment the player's screen is up): a newcomer dropped into a double auction learnt
#: what paintings are worth only from the Rules.
GOAL, CARD_GOAL = "goal", "card:goal"
GOAL_TIPS = {
    # i18n: {first}, {second} and {third} are the market board's value tokens, largest first
    # (30, 20 and 10)
    GOAL: _("How to win: the most money after four rounds. When a round ends, each painting "
            "of its three most-played artists pays {first}, {second} or {third}, plus what "
            "that artist earned in earlier rounds; the other paintings pay nothing. Buy what "
            "will pay more than its price. The Rules (Esc) say more."),
    # i18n: {first}, {second} and {third} are the card game's value tokens, largest first (3,
    # 2 and 1)
    CARD_GOAL: _("How to win: the most points after four rounds. When a round ends, the three "
                 "artists with the most cards in play take value tokens {first}, {second} and "
                 "{third}, and each card of theirs in your display scores all its artist's "
                 "tokens, this round's and earlier ones'; the other cards score nothing. The "
                 "Rules (Esc) say more."),
}
#: The engine module whose value tokens (`TOKENS`, 1st to 3rd) each goal tip names, read when
#: the tip is shown: the numbers are the engines' rule, not written twice.
GOAL_TOKENS = {GOAL: auction_cards, CARD_GOAL: card_cards}
TIPS = {**METHOD_TIPS, **UP_TO_TIPS, **GOAL_TIPS,
        "dummy": _("Dummy reveal: the top card of the dummy hand may be turned up. It counts for "
                   "this round's ranking like a played card, and can be the fifth that ends "
                   "the round: reveal it when it helps the artists you own."),
        **CARD_TIPS}
TIP_TITLES = {GOAL: _("How to win"), CARD_GOAL: _("How to win"),
              "open": _("Open auction"), "once_around": _("Once around"),
              "sealed": _("Sealed bid"), "fixed_price": _("Fixed price"),
              "double": _("A double"), "dummy": _("The dummy hand"),
              UP_TO: _("Up to"), UP_TO_SHARED: _("Up to"),
              "card:turn": _("Your turn"), "card:" + AWARD: _("Award"),
              "card:" + SECOND_FACE_DOWN: _("Second card face down"),
              "card:" + SECOND_FACE_UP: _("Second card face up"),
              "card:" + DRAW: _("Draw a card"), "card:" + EVERYONE_PLAYS: _("Everyone plays"),
              "card:adding": _("Adding at scoring"), NO_CARD: _("An artist with no card"),
              # i18n: the title of the tip on a round with no cards dealt before it
              HANDS: _("Cards left in hand")}

#: Before an effect's tip met on a turn (not at the effect's own decision): which cards it is
#: about, raised in the hand while the tip shows (`effect_in_hand`).
HAND_LEAD = _("The cards framed in green in your hand have this effect.")

#: The colour of the tip panel's border, and of the ring round the hand cards it is about.
TIP_BORDER = (120, 170, 130)
TIP_RING = (170, 230, 180)

#: The order the card game's effect tips come in, one a turn, for the effects in hand.
CARD_EFFECT_ORDER = (EVERYONE_PLAYS, AWARD, SECOND_FACE_DOWN, SECOND_FACE_UP, DRAW)

#: Where a tip's title ends and its body starts (a Latin colon, or a Chinese one).
_TITLE_END = re.compile(r":\s+|：")

#: The size of the tip's text (design pixels).
TEXT_SIZE = 13


def tip_for(v: View) -> str | None:
    """The tip this moment could bring: its key in TIPS, "" when a new turn clears the tip,
    or None when the moment changes nothing."""
    if v.phase == DOUBLE_OFFER:
        return DOUBLE
    if v.phase == DUMMY_REVEAL:
        # Only the seat that may turn the card up meets its tip; for the others the lot's ends.
        return "dummy" if v.seat in v.to_act else ""
    if v.method is not None and v.lot:
        return v.method
    return "" if v.phase == PLAY else None


def auction_tip_for(v: View, seen: set, current: str | None, shared: bool) -> str | None:
    """`tip_for` at the auction's table, and "Up to"'s tip (`UP_TO`, at a shared screen
    `UP_TO_SHARED`) at the seat's first bid in an open auction after it met that auction's tip
    (`seen`: the tips the seat met; `current`: the tip on show), kept through its lot."""
    key = tip_for(v)
    up_to = UP_TO_SHARED if shared else UP_TO
    if key != Method.OPEN or key not in seen or current == key:
        return key
    if current == up_to or (up_to not in seen and v.phase == OPEN_BIDDING
                            and v.seat is not None and v.seat in v.to_act):
        return up_to
    return key


def card_tip_for(v, turn: bool, seen: set, marked: bool = False,
                 showing: str | None = None) -> str:
    """The card game's tip for the shown seat's decision now ("" when none: the tip on show
    goes once the decision it came with is made). `turn`: the seat is asked; `marked`: the
    market board marks an artist with no card in play that takes a value token
    (`display.no_card_marked`), whose tip comes at the seat's first decision of any kind
    while the board shows the mark: on a turn to play after the turn's tip, before the
    effects' (the mark may be gone by the next turn, the hand is not); at an everyone-plays
    choice or an effect's decision once that decision's own tip was met (at a decision whose
    own tip comes, the mark's waits for the next: one new tip a decision). A player whose
    first decisions were another's everyone plays and a second card met it late, or never
    once the board showed no mark (it came on a turn to play alone). The adding step at
    scoring brings its tip to a seat at its own screen whether it is asked or not: a player
    who could add nothing in round 1 saw "You have no card of Mondrian or Seurat in hand to
    add" with nothing saying why those artists, the tip only in round 2; once it is met, the
    mark's tip comes there while the board shows the mark. `showing`: the tip on show at
    this seat's screen; the decision's own tip stays on show through the decision (the
    others' secret choices, or cards added, bring new views meanwhile) until its "Got it",
    never replaced by the mark's."""
    own = _own_tip(v, turn)
    if showing is not None and showing == own:
        return own
    if v.phase == card_state.ADDING and v.hand is not None:
        return NO_CARD if marked and own in seen and NO_CARD not in seen else own
    if v.phase == card_state.PLAY and turn:
        if own not in seen:
            return own
        if marked and NO_CARD not in seen:
            return NO_CARD
        if no_deal(v) and HANDS not in seen:
            return HANDS
        held = {c.effect for c in v.hand or ()}
        return next(("card:" + e for e in CARD_EFFECT_ORDER
                     if e in held and "card:" + e not in seen), "")
    if turn and marked and NO_CARD not in seen and (not own or own in seen):
        return NO_CARD
    return own


def _own_tip(v, turn: bool) -> str:
    """The tip of the decision itself the seat of view `v` faces (`turn`: it is asked): the
    turn's, the effect's on offer, everyone plays', the adding's (which comes whether the
    seat is asked or not); "" for none."""
    if v.phase == card_state.ADDING and v.hand is not None:
        return "card:adding"
    if not turn:
        return ""
    if v.phase == card_state.PLAY:
        return "card:turn"
    if v.phase == card_state.EFFECT:
        # The effect on offer, before it is used: the turns with cards of it in hand bring one
        # tip a turn, so a card played early could have its effect used (a second card face
        # down) with its tip still to come, which then came after.
        return "card:" + v.effect if "card:" + str(v.effect) in CARD_TIPS else ""
    if v.phase == card_state.EVERYONE:
        return "card:" + EVERYONE_PLAYS
    return ""


def no_deal(v) -> bool:
    """Whether no cards were dealt before this round of the card game (its deal table): the
    cards left in hand decide how long each player plays."""
    return card_cards.no_deal_before(v.players, v.round)


def effect_in_hand(tip: str | None, v) -> str | None:
    """The effect whose tip `tip` is, when it comes on the seat's turn to play a card because
    the hand holds cards with that effect (`card_tip_for`); None otherwise."""
    if tip is None or not tip.startswith("card:") or v.phase != card_state.PLAY:
        return None
    effect = tip[len("card:"):]
    return effect if effect in CARD_EFFECT_ORDER else None


@dataclass
class TipPanel:
    """Where the tip goes and its lines."""

    box: pygame.Rect
    lines: list
    line_h: int
    button: pygame.Rect
    #: The size its lines are drawn at (pixels): smaller when a long tip needs it to fit.
    size: int = 0
    #: The whole text when the lines had to be cut with "…" (hovering the tip shows it).
    whole: str | None = None
    #: The title row: its lines (one or two) and their design size, measured once
    #: (`tip_heading`).
    heading: tuple | None = None


#: The smallest size a tip's text shrinks to before its end is cut (design pixels).
SMALLEST_SIZE = 11


def tip_words(tip: str, v) -> str:
    """The tip's words for the table of view `v`: the card game's turn tip names the number
    of face-up cards that end a round there (the engine's `threshold`) and, at a table where
    only artists in play take value tokens (the config's option A1, as the engine scores),
    says that up to three artists score."""
    if tip == "card:turn":
        words = TURN_TIP_IN_PLAY if v.config.tokens_need_a_card else TIPS[tip]
        return words.format(threshold=v.threshold)
    if tip == HANDS:
        return TIPS[tip].format(threshold=v.threshold)
    return tip_text(tip)


def tip_text(tip: str) -> str:
    """The tip's words, a goal tip's with its game's value tokens as the engine holds them
    (`GOAL_TOKENS`), the award's with the worth of an award token (`AWARD_VALUE`)."""
    if tip in GOAL_TOKENS:
        first, second, third = GOAL_TOKENS[tip].TOKENS
        return TIPS[tip].format(first=first, second=second, third=third)
    if tip == "card:" + AWARD:
        return TIPS[tip].format(award=AWARD_VALUE)
    if tip == NO_CARD:
        # The setup screen's own names for option A1 and its choices.
        return TIPS[tip].format(label=TOKENS_LABEL,
                                option=TOKENS_WORDS[False][0], other=TOKENS_WORDS[True][0])
    return TIPS[tip]


def arrange_tip(ctx, tip: str, info: pygame.Rect, top: int, bottom: int, lead: str = "",
                words=None) -> TipPanel:
    """The tip's panel from `top` down in `info`, above `bottom` (at the auction's stand: in
    the log's column beside it, `stand_tip`; in the card game: under the decision's buttons):
    its text a little smaller when the language's words need more lines than there is room
    for, cut with "…" only when even that is not enough (then the whole text shows on hover);
    `lead`, a sentence before the body. `words`: the tip's text for the table (`tip_words`),
    if not the tip's own."""
    px = ctx.px
    # The title already names it: the body only, in the player's language.
    body = _TITLE_END.split(ctx.text.shown(tip_text(tip) if words is None else words), 1)[-1]
    body = body[:1].upper() + body[1:]
    if lead:
        body = ctx.text.shown(sentences([lead, body]))
    heading = _title_row(ctx, tip, info)
    head = head_height(ctx, heading[0])
    for design in range(TEXT_SIZE, SMALLEST_SIZE - 1, -1):
        size = px(design)
        with ui.tight_below(ctx, size):     # (its last step, for a long German tip)
            lines = ctx.text.wrap(body, size, info.w - px(24))
        lh = int(size * 1.25)
        room = max(0, (bottom - top - head - px(6)) // lh)
        if len(lines) <= room:
            break
    whole = None
    if len(lines) > room:
        lines, whole = lines[:room], body
        if lines:
            lines[-1] = lines[-1].rstrip(" ,;:.") + "…"
    box = pygame.Rect(info.x, top, info.w, head + lh * len(lines) + px(6 if lines else 2))
    button = pygame.Rect(0, 0, got_it_width(ctx), px(22))  # in the title row, clear of the lines
    button.topright = (box.right - px(8), box.y + px(4))
    return TipPanel(box, lines, lh, button, size, whole, heading)


def tip_heading(ctx, tip: str, room: int) -> tuple[tuple[str, ...], float]:
    """The tip's title row in `room` pixels, "First time: {title}" on one line or two, and
    its design size (`tip_heading.heading_lines`)."""
    return heading_lines(ctx, ctx.text.shown(TIP_TITLES[tip]), room)


def icon_effect(tip: str | None) -> str | None:
    """The card effect whose icon stands before the tip's title (its effect's tips); None for
    any other tip."""
    effect = (tip or "")[len("card:"):]
    return effect if tip and tip.startswith("card:") and effect in CARD_EFFECT_ORDER else None


def _title_row(ctx, tip: str, info: pygame.Rect) -> tuple:
    """The tip's title row in a panel as wide as `info`: its lines and their design size,
    left of "Got it" and after the effect's icon, if any."""
    px = ctx.px
    icon = px(ICON) + px(ICON_GAP) if icon_effect(tip) else 0
    room = info.w - px(12) - icon - px(8) - got_it_width(ctx) - px(8)
    return tip_heading(ctx, tip, room)


def draw_tip(surface: pygame.Surface, ctx, tip: str, panel: TipPanel, button: ui.Button,
             icon: pygame.Surface | None = None) -> None:
    """The first-game tip with its "Got it" button (and, for a card effect's tip, the
    effect's icon before its title)."""
    px, box = ctx.px, panel.box
    ui.blit_panel(surface, ctx, box, fill=(22, 54, 40), alpha=235, radius=px(10),
                  border=TIP_BORDER)
    x = box.x + px(12)
    if icon is not None:
        surface.blit(icon, icon.get_rect(midleft=(x, box.y + px(HEAD) // 2)))
        x += icon.get_width() + px(ICON_GAP)
    if panel.heading is None:
        panel.heading = _title_row(ctx, tip, box)
    lines, size = panel.heading
    for i, line in enumerate(lines):
        ui.text(surface, ctx, line, size, (x, box.y + px(HEAD) // 2 + px(HEAD_LINE) * i),
                ui.BRASS_LIGHT, "black", "midleft")
    y = box.y + head_height(ctx, lines)
    for line in panel.lines:
        with ui.tight_below(ctx, panel.size):
            surface.blit(ctx.text.render(line, panel.size, (200, 226, 205)), (box.x + px(12), y))
        y += panel.line_h
    button.draw(surface, ctx)
