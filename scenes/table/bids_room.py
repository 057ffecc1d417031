"""The stand's room while a lot is up: its words (`lot.arrange_lot`), a first-time tip's panel
beside them (`stand_tip.stand_with_tip`) and where the lot's bids go (`lot_history`), arranged
once for what the stand shows (`StandRoom`) and kept until that changes: a bid or a pass (a
new view), a new lot, the window's size, the language, the tip coming or going, the card under
the pointer. The table refreshes every frame; arranged every frame, the stand was measured
twice a frame under a tip and the rows of bids six times, a lot's whole time long."""
from __future__ import annotations

from functools import partial

from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING, PLAY

from .controls import card_choices
from .lot import LotInfo, arrange_lot
from .lot_history import bids_cut, bids_line, bids_lines
from .stand_tip import stand_with_tip


class StandRoom:
    """The stand's words and the tip's panel, arranged for one key (`key_of`)."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.info = LotInfo()
        self.panel = None
        #: How often it was arranged anew (the tests count them).
        self.rebuilds = 0

    def forget(self) -> None:
        """Arrange it anew at the next refresh."""
        self.key = None

    def arranged(self, key: tuple, build) -> tuple:
        """The stand's words and the tip's panel for `key`: `build()`'s, kept while `key` is
        the same."""
        if self.key is None or self.key != key:
            self.info, self.panel = build()
            self.key = key
            self.rebuilds += 1
        return self.info, self.panel


def _beat(beats) -> tuple | None:
    """The first beat as the stand reads it (its kind and card are its fields; whether it has
    started changes as it plays)."""
    first = beats[0] if beats else None
    return None if first is None else (first, first.started)


def arrange_stand(scene) -> None:
    """Bring `scene`'s stand up to date (`lot_info`, `tip_panel`, the "Got it" button): the
    stand's words and the tip's panel arranged again only when what they are arranged from
    changed (`StandRoom`)."""
    ctx, v, look = scene.ctx, scene.shown, scene.look
    turn, hints = look.turn, look.hints
    preview = scene.stand_preview()
    refused = scene.why_not(preview) if preview is not None and turn and \
        v.phase == PLAY and preview.id not in card_choices(scene.legal) else ""
    widgets = [w.rect for w in scene.controls.widgets if w.visible]
    tip = scene.tip if scene.tip is not None and scene.tip_shown() else None
    pointer = None if scene.privacy.pointer_left else scene.mouse
    compact = scene.head_form.of(v, scene.tip_may_come)
    before = scene.tip_panel
    resting = (before is not None and pointer is not None
               and before.box.collidepoint(pointer))
    key = (look, scene.layout, ctx.size, ctx.words.code, scene.lot_gone, _beat(
        scene.timeline.beats), preview, refused, tip, [tuple(r) for r in widgets], compact,
        None if before is None else (before.key, tuple(before.box), before.rose), resting)

    def build() -> tuple:
        arrange = partial(arrange_lot, ctx, look, scene.layout, scene.lot_gone,
                          scene.timeline.beats, preview,
                          partial(scene.lot_hints.offer, v) if hints else None, refused)
        place = partial(stand_with_tip, ctx, arrange, tip, scene.layout.controls,
                        before=before, pointer=pointer, compact=compact)
        info, panel = place(widgets)
        line = bids_above(scene, widgets)
        if panel is not None and line and bids_cut(ctx, look, scene.layout, info):
            info, panel = place(widgets + line)
        info.tip_box = None if panel is None else panel.box
        info.keep_clear = widgets + [info.tip_box] * (panel is not None)
        return info, panel

    info, panel = scene.stand_room.arranged(key, build)
    scene.lot_info, scene.tip_panel = info, panel
    info.by_keys = preview is not None and scene.hand.hover is None
    info.asked = scene.ask.question()       # asked about the card the stand shows
    if panel is not None:
        scene.tip_button.rect = panel.button.copy()
        scene.tips.met(ctx, v.seat, scene.tip)


def bids_above(scene, widgets: list) -> list:
    """The line the lot's bids take above the decision on the player's own turn
    (`lot_history.bids_line`), which a first-time tip keeps clear of when the row under
    the lot cannot hold the bids to beat (`bids_cut`), on every turn of the lot alike;
    [] where the lot takes no bids (a fixed price's are declines). Above the decision's
    `widgets`, or while others decide where its amount row goes."""
    if scene.shown.phase not in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        return []
    return [bids_lines(scene.ctx, scene.look,
                       bids_line(scene.ctx, scene.layout.controls, widgets or None))]
