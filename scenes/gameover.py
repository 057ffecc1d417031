"""Game over, for either game: the final ranking, each player's money (auction game) or points
(card game) at the end of every round as a line chart, and where it came from — money by
source, points by round; each round's scoring can be seen again. Play again or return to the
title."""
from __future__ import annotations

import pygame

from game.card.state import View as CardView
from game.cards import STARTING_CASH
from game.i18n import _, and_list, join_text

from . import ui
from .art import ink_like
from .focus import FocusRing
from .session.games import has_table, new_match, open_table
from .round_summary import past_scorings
from .round_pills import draw_hint, pill_height, round_pills
from .session.levels import seat_tag
from .stack import Scene
from .name_fit import fitted_name, middle_cut

#: The card game's ranking rows, in design pixels: a seat's name line, then, with room to
#: spare (two or three players), a row per round (at least this high); the legend along the
#: panel's foot.
NAME_ROW, ROUND_ROW, LEGEND_H = 34, 22, 30
#: Seconds the chart of points (or money) after each round takes to grow.
GROW_TIME = 1.2
SEAT_COLOURS = ((214, 92, 64), (64, 132, 206), (96, 176, 96), (220, 170, 60), (164, 104, 196))
#: The rounds' bars (and the auction game's sources of money), light to dark in one warm grey:
#: no hue, so none is taken for a player's (gold, green and dark red bars stood beside the
#: players' gold, green and red lines, and read as theirs); told apart by lightness, which
#: the colour-blind palette keeps too. The lightest stands clear of the paper panel (1.7:1; its
#: beige, 1.4:1, was hard to see on the cream).
ROUND_SHADES = ((196, 187, 170), (150, 140, 124), (104, 96, 84), (58, 52, 45))
#: The auction game's money paid: hatched in the darkest shade, no fill.
PAID = ("hatch", ROUND_SHADES[3])


def places(scores, ranking) -> dict[int, int]:
    """Each seat's place (1 = first) in `ranking`, by `scores` (money or points): equal scores
    share a place and the next takes the place after all of them (1, 1, 3), as competition
    ranking does; a shared win is two firsts, not a first and a second."""
    return {seat: 1 + sum(1 for other in ranking if scores[other] > scores[seat])
            for seat in ranking}


def swatch(surface, style, rect: pygame.Rect, px) -> None:
    """A bar's part or a legend's key: filled in a shade, its right edge a paper line so that
    the parts of a stacked bar stay apart; `("hatch", colour)`: outlined and hatched."""
    if isinstance(style[0], str):
        colour = style[1]
        pygame.draw.rect(surface, colour, rect, 1)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        for x in range(rect.x - rect.h, rect.right, max(3, px(4))):
            pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y))
        surface.set_clip(clip)
        return
    pygame.draw.rect(surface, style, rect)
    if rect.w > 2:
        pygame.draw.line(surface, ui.PAPER, (rect.right - 1, rect.y), (rect.right - 1,
                                                                       rect.bottom - 1))


def seat_colour(seat: int) -> tuple[int, int, int]:
    """A seat's colour in the charts (the palette repeats if a game ever seats more)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def name_colour(seat: int) -> tuple[int, int, int]:
    """A seat's name as the ranking and the chart write it: in its line's colour, darkened
    (the hue kept) until it reads on the paper. The winner's name was dark red while her
    line was blue; "WINNER" and the brass ring round her place say who won."""
    return ink_like(seat_colour(seat))


def chart_series(view) -> tuple[str, str, list[list[int]]]:
    """(chart title, first point's label, each seat's figures from the start to each round's
    end): money in the auction game, points in the card game."""
    # i18n: the first point of the results chart, either game's: the money (or points) at the
    # start of the game; also the money chart's legend for the starting money
    start = _("start")
    if isinstance(view, CardView):
        return (_("Points after each round"), start,
                [[0] + [r.totals[s] for r in view.results] for s in range(view.players)])
    return (_("Money at the end of each round"), start,
            [[STARTING_CASH] + [r.cash_after[s] for r in view.results] for s in range(view.players)])


def grid_step(top: int) -> int:
    """A round step that gives at most about eight grid lines up to `top`."""
    return next(st for st in (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10 ** 9)
                if top / st <= 8)


def spread(ys: list[int], gap: int, lo: int, hi: int) -> list[int]:
    """Label centres for sorted `ys`, at least `gap` apart and within `lo`..`hi`: labels that
    would touch move apart as a group around their own centre (two equal finishes, one up
    and one down), then the groups are pushed inside the bounds."""
    groups: list[list] = []                    # [top, members' ys]
    for y in ys:
        groups.append([y, [y]])
        while len(groups) > 1 and groups[-2][0] + len(groups[-2][1]) * gap > groups[-1][0]:
            _top, members = groups.pop()
            merged = groups[-1][1] + members
            groups[-1] = [sum(merged) / len(merged) - (len(merged) - 1) * gap / 2, merged]
    out = [round(top + i * gap) for top, members in groups for i in range(len(members))]
    for i in range(len(out)):                  # inside the bounds, still apart
        out[i] = max(out[i], out[i - 1] + gap if i else lo)
    for i in range(len(out) - 1, -1, -1):
        out[i] = min(out[i], out[i + 1] - gap if i + 1 < len(out) else hi)
    return out


def money_sources(view, seat: int) -> dict[str, int]:
    """Where a seat's money came from: sales as auctioneer, paintings sold to the bank, and
    money paid for paintings (to players or the bank)."""
    earned = sum(p.amount for s in view.sales for p in s.payments if p.payee == seat)
    paid = sum(p.amount for s in view.sales for p in s.payments if p.payer == seat)
    bank = sum(r.payouts[seat] for r in view.results)
    return {"start": STARTING_CASH, "auctioneer": earned, "bank": bank, "paid": paid}


class GameOverScene(Scene):
    """The end of the game."""

    name = "gameover"

    def __init__(self, ctx, match, demo: bool = False, log=None, log_title: str = "") -> None:
        super().__init__(ctx)
        self.match = match
        self.demo = demo
        #: The table's log of the game (None where the results open without a table), and the
        #: heading the table gave it: "Game log" (L) reads it again.
        self.log, self.log_title = log, log_title
        seat = match.viewing_seat()
        self.view = match.view(seat)      # at game over every seat's cash is public
        self.result = match.result()
        self.t = 0.0
        self.buttons = [
            ui.Button(_("Play again"), self.play_again, style="primary", hotkey=pygame.K_RETURN,
                      tooltip=_("The same table and options, a new shuffle")),
            ui.Button(_("Title screen"), self.to_title, style="quiet", hotkey=pygame.K_ESCAPE),
        ]
        if log is not None:
            self.buttons.insert(1, ui.Button(_("Game log"), self.show_log, style="quiet",
                                             hotkey=pygame.K_l,
                                             tooltip=_("Read the whole game's log again (L)")))
        rules = getattr(match, "rules", None)
        if rules is not None and not has_table(rules.name):
            self.buttons[0].enabled = False
            # i18n: {game} is the game's title
            self.buttons[0].tooltip = _("{game} cannot be played in this version yet.").format(
                game=rules.title)
        #: Under the chart, each round's label opens that round's scoring again (key 1 to 4),
        #: replayed from the game's record when first asked.
        self.rounds = round_pills(len(self.view.results), self.show_round)
        self._scorings: dict | None = None
        self.mouse = (0, 0)
        #: What the ranking's panel drew last (its rows' words and bars, the legend's words),
        #: for the tests that check the layout.
        self.ranking_parts: list[pygame.Rect] = []
        self.legend_parts: list[pygame.Rect] = []
        #: Tab or the arrow keys move a visible focus over the buttons; Enter presses it.
        self.focus = FocusRing(lambda: self.buttons + self.rounds, arrows="both")
        self.focus.start_on(self.buttons[0])    # Play again, Enter's button
        self.layout()

    def panels(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The ranking's panel, the chart's, and the chart's plot inside it."""
        px = self.ctx.px
        w, h = self.ctx.size
        top, bottom = px(110), h - px(100)
        left = pygame.Rect(px(30), top, int(w * 0.36), bottom - top)
        right = pygame.Rect(left.right + px(24), top, w - left.right - px(54), bottom - top)
        plot = pygame.Rect(right.x + px(56), right.y + px(50), right.w - px(190), right.h - px(90))
        return left, right, plot

    def layout(self) -> None:
        """Place the buttons for the window's size."""
        px = self.ctx.px
        w, h = self.ctx.size
        ui.centre_row(self.buttons, w // 2, h - px(76), px(240), px(48), px(40))
        plot, points = self.panels()[2], len(self.view.results) + 1
        high = pill_height(self.ctx, self.rounds)
        for i, b in enumerate(self.rounds, start=1):
            b.rect = pygame.Rect(0, 0, min(px(74), plot.w // points), high)
            b.rect.midtop = (plot.x + int(plot.w * i / max(1, points - 1)), plot.bottom + px(5))

    def resize(self, size) -> None:
        self.layout()

    def play_again(self) -> None:
        """A new game with the same configuration and a new seed."""
        match = new_match(self.ctx, self.match.config, spectator_seat=self.match.spectator_seat)
        open_table(self.ctx, match, demo=self.demo)

    def show_round(self, index: int) -> None:
        """Round `index`'s scoring as it was shown at the table, over the results."""
        if self._scorings is None:
            self._scorings = past_scorings(self.match.game_record(), self.match.viewing_seat())
        if index in self._scorings:
            events, view = self._scorings[index]
            self.ctx.stack.open("scoring", index, events, view, review=True)

    def show_log(self) -> None:
        """The table's log of the whole game, over the results."""
        self.ctx.stack.open("game_log", self.log, self.log_title)

    def to_title(self) -> None:
        """Back to the title screen."""
        self.ctx.stack.reset(self.ctx.stack.make("title"))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.t < ui.ARM_SECONDS:
            return True     # the key that closed the last round's scores does not play again
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.focus.handle_event(event):
            return True
        return ui.widgets_event(self.buttons + self.rounds, event)

    @property
    def at_rest(self) -> bool:
        """Once the chart has grown, nothing moves until the player acts."""
        return self.t >= GROW_TIME

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        w, h = ctx.size
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        surface.blit(ui.shade(ctx, ctx.size, 90), (0, 0))
        headline = self._headline()
        ui.text(surface, ctx, _("GAME OVER"), 16, (w // 2, px(18)), ui.BRASS_LIGHT, "black", "midtop")
        # A long winner's name (24 wide letters) shrinks the headline, then cuts it: it ran
        # off both edges of the window.
        size = ui.shrunk(ctx, headline, 44, w - px(40), "black", least=26)
        ui.text(surface, ctx, ui.clipped(ctx, headline, size, w - px(40), "black"), size,
                (w // 2, px(40)), ui.PAPER, "black", "midtop")
        left, right, plot = self.panels()
        self._draw_ranking(surface, left)
        self._draw_chart(surface, right, plot)
        if self.rounds:
            draw_hint(surface, ctx, right, chart_series(self.view)[0])
        for b in self.buttons + self.rounds:
            b.draw(surface, ctx)
        widgets = self.buttons + self.rounds
        # under another screen the help is not drawn, but still keeps the focus ring's away
        tip = (ui.draw_widget_tip(surface, ctx, widgets, self.mouse) if ctx.stack.top is self
               else ui.hovered_tooltip(widgets))
        self.focus.draw(surface, ctx, tooltip=not tip)

    def _headline(self) -> str:
        """Who won: "You win!" to the one human at the table who did (a shared win said to
        be shared), else the winners, alike whoever they are. (A computer's win over the one
        human read "Clemens wins", a hot-seat's "Clemens wins!": a player saw both and took
        one for a slip.)"""
        names = [s.name for s in self.view.config.seats]
        winners = [names[i] for i in self.result.winners]
        human = self.match.humans
        if len(human) == 1 and not self.demo and human[0] in self.result.winners:
            others = [names[i] for i in self.result.winners if i != human[0]]
            if others:
                # i18n: the headline of a win the player shares (equal highest money or
                # points); {names} are the other winners' names ("Clemens", "Bea and Cem")
                return _("You share the win with {names}!").format(names=and_list(others))
            return _("You win!")
        if len(winners) == 1:
            # i18n: {name} is the winner's name
            return _("{name} wins!").format(name=winners[0])
        # i18n: {names} are the winners' names, a tie ("Axel and Bea")
        return _("{names} win!").format(names=and_list(winners))

    def _draw_ranking(self, surface, r: pygame.Rect) -> None:
        ctx, px = self.ctx, self.ctx.px
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(14), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(6))
        ui.text(surface, ctx, _("Final ranking"), 18, (r.x + px(16), r.y + px(12)), ui.INK, "black")
        if isinstance(self.view, CardView):
            self._draw_points(surface, r)
        else:
            self._draw_money(surface, r)

    def _ranked_name(self, surface, r: pygame.Rect, place: int, seat: int, y: int,
                     figure: int) -> None:
        """A ranking row's head: place (1 = first; shared by equal figures), name (and "you",
        "WINNER"), the final figure."""
        ctx, px = self.ctx, self.ctx.px
        name = self.view.config.seats[seat].name
        first = seat in self.result.winners
        mark = (r.x + px(28), y + px(14))
        if first:
            pygame.draw.circle(surface, ui.BRASS, mark, px(15))
        pygame.draw.circle(surface, seat_colour(seat), mark, px(12))
        ui.text(surface, ctx, str(place), 14, (r.x + px(28), y + px(14)), ui.WHITE, "black", "center")
        you = seat in self.match.humans and len(self.match.humans) == 1 and not self.demo
        mine = _("{name} (you)") if you else "{name}"
        tags = [(_("WINNER"), ui.BRASS_DARK, "black")] if first else []
        if self.view.config.seats[seat].is_bot:
            # A computer's level by its name, as on its seat panel: "you beat Hard" reads here.
            tags.append((seat_tag(ctx, self.view, seat), ui.INK_SOFT, "bold"))
        score_x = r.right - px(18) - ctx.text.size(str(figure), px(22), "black")[0]
        # A long name is cut to the room its tags and the figure leave (it ran under the
        # figure and out of the panel).
        room = score_x - px(12) - (r.x + px(50)) - sum(
            ctx.text.size(tag, px(11), weight)[0] + px(10) for tag, _c, weight in tags)
        # Shrunk a little, then its middle cut ("(you)" stays): cut at its end, two long
        # Chinese names of one start read alike.
        shown, size = fitted_name(ctx, name, 18, room, "black", 14, mine)
        t = ui.text(surface, ctx, shown, size, (r.x + px(50), y + px(3) + px(18 - size) // 2),
                    name_colour(seat), "black")
        for tag, colour, weight in tags:
            t = ui.text(surface, ctx, tag, 11, (t.right + px(10), t.centery), colour, weight,
                        "midleft")
        ui.text(surface, ctx, str(figure), 22, (r.right - px(18), y), ui.INK, "black", "topright")

    def _draw_points(self, surface, r: pygame.Rect) -> None:
        """The card game: each seat's total, and its points round by round: with room to spare
        (two or three players), a bar per round, one scale for every player; else a stacked
        bar under a line that adds the rounds up."""
        ctx, px, v, res = self.ctx, self.ctx.px, self.view, self.result
        shades = ROUND_SHADES
        room = (r.h - px(50) - px(LEGEND_H)) // max(1, len(res.ranking))
        # With room for a row per round, the rounds' rows share it (up to 1.6 times the least).
        step = min(px(ROUND_ROW * 8 // 5), (room - px(NAME_ROW) - px(12)) // max(1, len(v.results)))
        detailed = step >= px(ROUND_ROW)
        row_h = room if detailed else min(px(96), (r.h - px(50)) // max(1, len(res.ranking)))
        most = max((p for rr in v.results for p in rr.points), default=0)
        scale = (r.w - px(80)) / max(1, max(res.totals))
        y = r.y + px(46)
        place = places(res.totals, res.ranking)
        self.ranking_parts = []
        for seat in res.ranking:
            self._ranked_name(surface, r, place[seat], seat, y, res.totals[seat])
            rounds = [rr.points[seat] for rr in v.results]
            if detailed:
                self._round_bars(surface, r, (y + px(NAME_ROW), step), rounds, most, shades)
                y += row_h
                continue
            # i18n: one round's points in the final ranking, e.g. "round 2: 14"
            line = join_text("  + ", [_("round {round}: {points}").format(round=i + 1, points=p)
                                      for i, p in enumerate(rounds)])
            self.ranking_parts.append(ui.text(surface, ctx, line, 12, (r.x + px(50), y + px(30)),
                                              ui.INK_SOFT))
            x = r.x + px(50)
            for i, p in enumerate(rounds):
                wseg = int(p * scale * 0.95)
                if wseg:
                    swatch(surface, shades[i % len(shades)], pygame.Rect(x, y + px(50), wseg,
                                                                         px(8)), px)
                x += wseg
            y += row_h
        self._legend(surface, r, [(_("round {round}").format(round=i + 1),
                                   shades[i % len(shades)])
                                  for i in range(len(v.results))])

    def _round_bars(self, surface, r: pygame.Rect, rows: tuple[int, int], rounds: list[int],
                    most: int, shades) -> None:
        """A seat's points round by round, a row each (`rows`: the first's top, their height):
        the round, a bar on the scale of the best round anyone had (`most`), its points."""
        ctx, px = self.ctx, self.ctx.px
        top, step = rows
        labels = [_("round {round}").format(round=i + 1) for i in range(len(rounds))]
        label_w = max(ctx.text.size(t, px(12), "regular")[0] for t in labels)
        bar_x = r.x + px(50) + label_w + px(10)
        figure_w = ctx.text.size(str(max(most, 1)), px(12), "bold")[0] + px(8)
        scale = max(0, r.right - px(18) - figure_w - bar_x) / max(1, most)
        for i, (label, p) in enumerate(zip(labels, rounds)):
            cy = top + i * step + step // 2
            self.ranking_parts.append(ui.text(surface, ctx, label, 12, (r.x + px(50), cy),
                                              ui.INK_SOFT, "regular", "midleft"))
            bar = pygame.Rect(bar_x, cy - px(6), int(p * scale), px(12))
            if bar.w:
                swatch(surface, shades[i % len(shades)], bar, px)
                self.ranking_parts.append(bar)
            self.ranking_parts.append(ui.text(surface, ctx, str(p), 12, (bar.right + px(6), cy),
                                              ui.INK, "bold", "midleft"))

    def _legend(self, surface, r: pygame.Rect, entries) -> None:
        """Colour keys along the panel's foot."""
        ctx, px = self.ctx, self.ctx.px
        self.legend_parts = []
        ly = r.bottom - px(20)
        x = r.x + px(16)
        for label, colour in entries:
            swatch(surface, colour, pygame.Rect(x, ly - px(5), px(12), px(10)), px)
            t = ui.text(surface, ctx, label, 11, (x + px(16), ly), ui.INK_SOFT, "regular", "midleft")
            self.legend_parts.append(t)
            x = t.right + px(14)

    def _draw_money(self, surface, r: pygame.Rect) -> None:
        """The auction game: each seat's cash, and where it came from."""
        ctx, px, v, res = self.ctx, self.ctx.px, self.view, self.result
        row_h = min(px(96), (r.h - px(50)) // max(1, len(res.ranking)))
        sources = {seat: money_sources(v, seat) for seat in res.ranking}
        # One scale for every player, so the bars compare across the table.
        biggest = max(max(src["start"] + src["auctioneer"] + src["bank"], src["paid"])
                      for src in sources.values())
        scale = (r.w - px(80)) / max(1, biggest)
        y = r.y + px(46)
        place = places(res.cash, res.ranking)
        for seat in res.ranking:
            self._ranked_name(surface, r, place[seat], seat, y, res.cash[seat])
            src = sources[seat]
            # i18n: where a player's money came from; keep the + and − between the parts
            line = _("start {start}  + auctioneer {auctioneer}  + bank {bank}  − paid {paid}"
                     ).format(start=src["start"], auctioneer=src["auctioneer"], bank=src["bank"],
                              paid=src["paid"])
            ui.text(surface, ctx, line, 12, (r.x + px(50), y + px(30)), ui.INK_SOFT)
            # a small stacked bar: incomes right of zero, payments left
            bar_y = y + px(50)
            x = r.x + px(50)
            for key, colour in zip(("start", "auctioneer", "bank"), ROUND_SHADES):
                wseg = int(src[key] * scale * 0.95)
                if wseg:
                    swatch(surface, colour, pygame.Rect(x, bar_y, wseg, px(8)), px)
                x += wseg
            pw = int(src["paid"] * scale * 0.95)
            if pw:
                swatch(surface, PAID, pygame.Rect(r.x + px(50), bar_y + px(10), pw, px(5)), px)
            y += row_h
        self._legend(surface, r, ((_("start"), ROUND_SHADES[0]),
                                  (_("as auctioneer"), ROUND_SHADES[1]),
                                  (_("paintings to the bank"), ROUND_SHADES[2]),
                                  (_("paid"), PAID)))

    def _draw_chart(self, surface, r: pygame.Rect, plot: pygame.Rect) -> None:
        ctx, px, v = self.ctx, self.ctx.px, self.view
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(14), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(6))
        title, first_label, series = chart_series(v)
        ui.text(surface, ctx, title, 18, (r.x + px(16), r.y + px(12)), ui.INK, "black")
        n = v.players
        top_value = max(max(s) for s in series)
        # Grid lines at round numbers, however rich (or however many points) the table got.
        step = grid_step(max(20, top_value))
        top_value = max(step * 2, -(-top_value // step) * step)
        for k in range(0, top_value + 1, step):
            y = plot.bottom - int(plot.h * k / top_value)
            pygame.draw.line(surface, ui.PAPER_DIM, (plot.x, y), (plot.right, y))
            ui.text(surface, ctx, str(k), 11, (plot.x - px(8), y), ui.MUTED, "regular", "midright")
        points_n = len(series[0])
        # The rounds' labels are their buttons (drawn with the others); the start's is a word.
        ui.text(surface, ctx, first_label, 11, (plot.x, plot.bottom + px(8)), ui.MUTED, "regular",
                "midtop")
        # Labels at the line ends, spread apart so equal or close finishes never touch (each
        # as near its line's end as the others let it be; a thin leader to one moved away).
        ends = sorted(((plot.bottom - int(plot.h * series[s][-1] / top_value), s) for s in range(n)))
        # A label's height (a rendered line's height is the font's, whatever it says).
        tall = ctx.text.render(str(series[0][-1]), px(13), ui.INK, "black").get_height()
        half = tall // 2
        ys = spread([y for y, _s in ends], tall + px(4), r.y + px(12) + half,
                    r.bottom - px(8) - half)
        room = r.right - px(10) - (plot.right + px(14))
        for (end, s), y in zip(ends, ys):
            if abs(y - end) > half:
                pygame.draw.line(surface, seat_colour(s), (plot.right + px(6), end),
                                 (plot.right + px(12), y), max(1, px(1)))
            # A long name is cut before its figure, which always shows (the ranking names all).
            figure = str(series[s][-1])
            name = middle_cut(ctx, v.config.seats[s].name, 13, room - ctx.text.size(
                join_text(" ", ("", figure)), px(13), "black")[0], "black")
            ui.text(surface, ctx, join_text(" ", (name, figure)), 13,
                    (plot.right + px(14), y), name_colour(s), "black", "midleft")
        grow = min(1.0, self.t / GROW_TIME)
        for s in range(n):
            pts = [(plot.x + int(plot.w * i / max(1, points_n - 1)),
                    plot.bottom - int(plot.h * val / top_value)) for i, val in enumerate(series[s])]
            upto = max(2, int(1 + (len(pts) - 1) * grow + 0.999))
            colour = seat_colour(s)
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts[:upto], max(2, px(3)))
            for p in pts[:upto]:
                pygame.draw.circle(surface, colour, p, px(5))

