"""The hand-over screen of hot-seat play: "Pass to Beatrix".

When the decision passes from one human to another, this overlay covers the table until the
next player confirms that they sit at the screen (a click, Enter or Space). It shows only
public information, from `view(state, None)`: whose turn it is, what is for sale, the high bid,
the hand sizes, and the cash only with open money. The table under it draws the public view
too, and the veil is nearly opaque, so nothing private can show through.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.card.cards import EFFECT_NAMES
from game.card.state import ADDING, EFFECT as CARD_EFFECT, EVERYONE, PLAY as CARD_PLAY
from game.cards import ROUNDS, artist_name
from game.i18n import Text, _, join_text, n_
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, View)

from . import ui
from .focus import FocusRing
from .stack import Scene
from .ui import ARM_SECONDS


# Each decision is its own whole sentence, so that a language may build it its own way.
# i18n: {name} is the player the screen passes to, {artist} the painting's artist
_AUCTION_TURNS = {
    PLAY: _("{name}, it is your turn to choose a painting to auction."),
    DOUBLE_OFFER: _("{name}, it is your turn to add a second {artist} to the double, or not."),
    OPEN_BIDDING: _("{name}, it is your turn to bid on the {artist} (open auction) or pass."),
    ONCE_AROUND_BIDDING: _("{name}, it is your turn to bid on the {artist} (once around) or "
                           "pass."),
    SEALED_BIDDING: _("{name}, it is your turn to enter a sealed bid for the {artist}."),
    SET_PRICE: _("{name}, it is your turn to set a fixed price for the {artist}."),
    # i18n: {price} is the fixed price asked
    FIXED_OFFER: _("{name}, it is your turn to buy the {artist} for {price} or pass."),
    DUMMY_REVEAL: _("{name}, it is your turn to reveal a dummy card or keep it hidden."),
}
#: The same decisions when a double's two paintings are on sale as one lot.
# i18n: {name} is the player the screen passes to, {artist} the artist of the double's two cards
_PAIR_TURNS = {
    OPEN_BIDDING: _("{name}, it is your turn to bid on the two {artist} (open auction) or "
                    "pass."),
    ONCE_AROUND_BIDDING: _("{name}, it is your turn to bid on the two {artist} (once around) "
                           "or pass."),
    SEALED_BIDDING: _("{name}, it is your turn to enter a sealed bid for the two {artist}."),
    SET_PRICE: _("{name}, it is your turn to set a fixed price for the two {artist}."),
    # i18n: {price} is the fixed price asked for both cards
    FIXED_OFFER: _("{name}, it is your turn to buy the two {artist} for {price} or pass."),
}
#: The card game's decisions in public words (the effect's is said with its name).
_CARD_TURNS = {
    CARD_PLAY: _("{name}, it is your turn to play a card."),
    EVERYONE: _("{name}, it is your turn to choose your everyone-plays card in secret."),
    # i18n: said alike to everyone handed the screen at scoring, whether they hold a card
    # to add or not (the others must not learn which)
    ADDING: _("{name}, it is your turn to add cards at scoring; you may have nothing to add."),
    # i18n: {effect} is the name of a card's effect
    CARD_EFFECT: _("{name}, it is your turn to use the effect ({effect}) or decline it."),
}
_DECIDE = _("{name}, it is your turn to decide.")


def _moment_words(kind: str, round_: int) -> Text:
    """The kicker over the hand-over back to the one who had the screen before: what the
    whole table just watched (`round_` is the moment's round, 1-based)."""
    words = {
        # i18n: over "Back to {name}" (capitals, as the other kickers): the round's scoring
        # was just shown to everyone; {round} is its number
        "scored": _("ROUND {round} IS SCORED"),
        # i18n: over "Back to {name}" (capitals): the card game's round just ended (its
        # face-down cards turned up, its leading artists), before its cards are added
        "ended": _("ROUND {round} HAS ENDED"),
        # i18n: over "Back to {name}" (capitals): the sealed bids were just turned over
        "sealed": _("THE SEALED BIDS ARE REVEALED"),
        # i18n: over "Back to {name}" (capitals): the lot's auction just closed
        "sold": _("THE LOT IS SOLD"),
        # i18n: over "Back to {name}" (capitals): the everyone-plays cards just turned up
        "revealed": _("THE EVERYONE-PLAYS CARDS ARE REVEALED")}
    # i18n: over "Back to {name}": the table watched a moment, the screen goes back to the
    # player who had it before
    return words.get(kind, _("EVERYONE HAS SEEN IT")).format(round=round_)


def your_turn(v: View, seat: int) -> Text:
    """The sentence telling `seat` the decision waiting for them, in public words
    ("Ada, it is your turn to bid on the Yoko (open auction) or pass.")."""
    name = v.config.seats[seat].name
    if not hasattr(v, "lot"):       # the card game: no lot, no auction
        effect = getattr(v, "effect", None)
        return _CARD_TURNS.get(v.phase, _DECIDE).format(
            name=name, effect=EFFECT_NAMES.get(effect, effect or ""))
    lot = artist_name(v.lot[0].artist, v.config.theme) if v.lot else ""
    turns = _PAIR_TURNS if len(v.lot or ()) > 1 and v.phase in _PAIR_TURNS else _AUCTION_TURNS
    return turns.get(v.phase, _DECIDE).format(name=name, artist=lot, price=v.price)


class HandoverScene(Scene):
    """Covers the table while the screen passes to the next human player."""

    opaque = False
    name = "handover"

    def __init__(self, ctx, public: View, seat: int, on_confirm: Callable[[int], None],
                 again: bool = False, seen=None) -> None:
        super().__init__(ctx)
        if public.seat is not None or public.hand is not None:
            raise ValueError("The hand-over screen shows only the public view.")
        #: The public view this screen draws from (tests check it is never a seat's).
        self.view = public
        self.seat = seat
        self.on_confirm = on_confirm
        self.t = 0.0
        self.mouse = (0, 0)
        self.name_of = public.config.seats[seat].name
        #: The screen goes back to the one who had it before a moment everyone watched (the
        #: reveal, a round's end): "Back to Clemens", not "Pass to" someone who never left.
        self.again = again
        #: The moment the table watched (scenes/table/privacy.py's `Moment`), named over it.
        self.seen = seen
        self.button = ui.Button(_("I am {name}: show my screen").format(name=self.name_of),
                                self.confirm, style="primary", hotkey=pygame.K_RETURN,
                                tooltip=_("Only when the others cannot see the screen (Enter)"))
        self.focus = FocusRing([self.button], arrows="both")
        self.layout()

    def layout(self) -> None:
        """Centre the card and its button."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(640)), px(380))
        self.rect.center = (w // 2, h // 2)
        self.button.rect = pygame.Rect(0, 0, px(360), px(52))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(34))

    def resize(self, size) -> None:
        self.layout()

    @property
    def at_rest(self) -> bool:
        """Once armed, nothing moves until the player confirms."""
        return self.armed

    @property
    def armed(self) -> bool:
        """Whether input is taken yet (see ARM_SECONDS)."""
        return self.t >= ARM_SECONDS

    def confirm(self) -> None:
        """The next player sits at the screen: their screen opens."""
        if not self.armed:
            return
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.on_confirm(self.seat)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.open("pause")
            return True
        if not self.armed:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if self.focus.handle_event(event):
            return True
        self.button.handle_event(event)
        return True     # modal: nothing reaches the table below

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px, v = self.ctx, self.ctx.px, self.view
        surface.blit(ui.shade(ctx, ctx.size, 236, (14, 18, 24)), (0, 0))
        r = self.rect
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(18), border=ui.BRASS_DARK,
                      border_width=px(3), shadow=px(8))
        kicker, title, away = self.headings()
        ui.text(surface, ctx, kicker, ui.shrunk(ctx, kicker, 14, r.w - px(40), "black", 10),
                (r.centerx, r.y + px(22)), ui.CLARET, "black", "midtop")
        # A long name (and a long language) shrinks the two lines that hold it to the panel.
        turn, room = your_turn(v, self.seat), r.w - px(40)
        ui.text(surface, ctx, title, ui.shrunk(ctx, title, 40, room, "black", 24),
                (r.centerx, r.y + px(44)), ui.INK, "black", "midtop")
        ui.text(surface, ctx, turn, ui.shrunk(ctx, turn, 16, room, "bold", 11),
                (r.centerx, r.y + px(104)), ui.INK_SOFT, "bold", "midtop")
        ui.text(surface, ctx, away, ui.shrunk(ctx, away, 14, room, "italic", 10),
                (r.centerx, r.y + px(130)), ui.MUTED, "italic", "midtop")
        self._draw_table_facts(surface, pygame.Rect(r.x + px(30), r.y + px(168), r.w - px(60),
                                                    px(110)))
        self.button.draw(surface, ctx)
        # The keys' words from the first frame (a lone "…" read as something loading), faint
        # for the moment before input is taken.
        ui.text(surface, ctx, _("or press Enter or Space"), 12,
                (r.centerx, self.button.rect.bottom + px(6)),
                ui.MUTED if self.armed else ui.PAPER_DARK, "italic", "midtop")
        self.focus.draw(surface, ctx)
        if self.button.hover and self.button.tooltip and self.armed:
            ui.draw_tooltip(surface, ctx, self.button.tooltip, self.mouse)

    def headings(self) -> tuple[Text, Text, Text]:
        """The words over the button: the kicker, the title and the line to the others."""
        name = self.name_of
        seen = self.seen
        # Right after a round's scoring, nothing between, the one handed the screen begins
        # the next round: the heading says so, to them or to another person alike.
        starts = (seen is not None and seen.kind == "scored" and not seen.later
                  and self.view.round == seen.round + 1)
        # i18n: the next round's first decision right after the scoring: {round} is its
        # number, {name} the player who begins it
        begins = _("Round {round}: {name} starts").format(round=seen.round + 2,
                                                          name=name) if starts else None
        if not self.again:
            # i18n: {name} is the player the screen passes to
            title = begins or _("Pass to {name}").format(name=name)
            # i18n: {name} is the player the screen passes to; said to the others at the screen
            away = _("Everyone else, please look away until {name} has chosen.").format(name=name)
            kicker = _moment_words("scored", seen.round + 1) if starts else _("PASS THE SCREEN")
            return kicker, title, away
        # The screen goes back to the one who had it before a moment the whole table watched:
        # the others looked too, and must look away again before that hand shows.
        # i18n: {name} is the player the screen goes back to; said to the others at the screen
        away = _("{name}'s hand will show: everyone else, please look away.").format(name=name)
        if seen is None:
            # i18n: {name} is the player who had the screen before the moment everyone watched
            return _moment_words("", 0), _("Back to {name}").format(name=name), away
        # i18n: {name} is the player who had the screen before the moment everyone watched
        title = begins or _("Back to {name}").format(name=name)
        return _moment_words(seen.kind, seen.round + 1), title, away

    def _draw_table_facts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The public facts a player wants before sitting down: the round, the lot, each seat's
        hand size (and money only where it is public)."""
        ctx, px, v = self.ctx, self.ctx.px, self.view
        pygame.draw.line(surface, ui.PAPER_DARK, (area.x, area.y), (area.right, area.y))
        parts = [_("Round {round} of {rounds}").format(round=min(v.round + 1, ROUNDS),
                                                       rounds=ROUNDS)]
        if getattr(v, "lot", None):
            artist = artist_name(v.lot[0].artist, v.config.theme)
            # i18n: a double's two paintings of {artist}, sold as one lot
            parts.append(_("for sale: two {artist}").format(artist=artist)
                         if len(v.lot) > 1 else _("for sale: {artist}").format(artist=artist))
            if v.high_bidder is not None and v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
                parts.append(_("high bid {price} by {name}").format(
                    price=v.high_bid, name=v.config.seats[v.high_bidder].name))
            if v.phase == SEALED_BIDDING:
                parts.append(_("{done} of {players} bids sealed").format(
                    done=sum(v.sealed_done), players=v.players))
        ui.text(surface, ctx, join_text(" · ", parts), 15, (area.centerx, area.y + px(10)),
                ui.INK, "bold", "midtop")
        n = v.players
        col = area.w // max(1, n)
        for seat in range(n):
            cx = area.x + seat * col + col // 2
            name = ui.clipped(ctx, v.config.seats[seat].name, 14, col - px(8), "black")
            colour = ui.CLARET if seat == self.seat else ui.INK
            ui.text(surface, ctx, name, 14, (cx, area.y + px(40)), colour, "black", "midtop")
            facts = [n_("{n} card", "{n} cards", v.hand_sizes[seat])]
            if getattr(v, "cash", (None,) * n)[seat] is not None:
                facts.append(v.cash[seat])
            ui.text(surface, ctx, join_text(" · ", facts), 12, (cx, area.y + px(60)),
                    ui.INK_SOFT, "regular", "midtop")
