"""The round labels under the results' chart: each a button that opens that round's scoring
again. Quiet paper on the chart's paper, they read as labels whose hover barely showed, and
nothing said what a click did; they now stand out as buttons, light up under the pointer, and
a line in the chart's heading row says what they do."""
from __future__ import annotations

import pygame

from game.i18n import _

from . import ui

#: A round button's fill at rest: a shade darker than the chart's paper, under a brass edge.
REST_FILL = (234, 222, 194)

#: What the round buttons do, said in the chart's heading row.
ROUNDS_HINT = _("Click a round under the chart to see its scoring again.")


class RoundPill(ui.Button):
    """A round's button under the chart: brass-edged, brass-lit under the pointer."""

    def colours(self):
        if not self.enabled:
            return super().colours()
        return (ui.BRASS_LIGHT if self.hover else REST_FILL, ui.INK, ui.BRASS_DARK)


def round_pills(rounds: int, show) -> list[RoundPill]:
    """The buttons of `rounds` rounds; `show(i)` opens round i's scoring (key 1 to 4 too)."""
    return [RoundPill(_("round {round}").format(round=i + 1), lambda i=i: show(i),
                      style="quiet", size=11, hotkey=pygame.K_1 + i,
                      # i18n: {round} is a round's number, {key} the key that opens it
                      tooltip=_("See the scoring of round {round} again ({key})")
                      .format(round=i + 1, key=i + 1))
            for i in range(rounds)]


def pill_height(ctx, pills: list[RoundPill]) -> int:
    """The round buttons' height: 20 design pixels, or their words' drawn height and a margin
    (3 design pixels) above and below where that is more: in Chinese 第1回合 filled the pill
    to its edge, above and below."""
    tall = max((ctx.text.render(p.label, ctx.px(p.size), ui.INK, "bold").get_height()
                for p in pills), default=0)
    return max(ctx.px(20), tall + 2 * ctx.px(3))


def hint_spot(ctx, chart: pygame.Rect, title: str) -> tuple[str, float, pygame.Rect] | None:
    """The hint's words, size and place: right-aligned in the chart's heading row, after its
    title (shrunk, then cut, to the room the title leaves); None with no room at all."""
    px = ctx.px
    room = chart.right - px(16) - (chart.x + px(16) + ctx.text.size(title, px(18), "black")[0]
                                   + px(24))
    if room < px(60):
        return None
    size = ui.shrunk(ctx, ROUNDS_HINT, 12, room, "italic", least=10)
    words = ui.clipped(ctx, ctx.text.shown(ROUNDS_HINT), size, room, "italic")
    w, h = ctx.text.size(words, px(size), "italic")
    spot = pygame.Rect(0, 0, w, h)
    spot.midright = (chart.right - px(16), chart.y + px(12) + ctx.text.size(title, px(18),
                                                                            "black")[1] // 2)
    return words, size, spot


def draw_hint(surface, ctx, chart: pygame.Rect, title: str) -> None:
    """The line that says what the round buttons do."""
    found = hint_spot(ctx, chart, title)
    if found is not None:
        words, size, spot = found
        ui.text(surface, ctx, words, size, spot.topleft, ui.INK_SOFT, "italic")
