"""The stand's room while a lot is up: its words (`lot.arrange_lot`), a first-time tip's panel
beside the stand (`stand_tip.tip_beside`) and where the lot's bids go (`lot_history`), arranged
once for what the stand shows (`StandRoom`) and kept until that changes: a bid or a pass (a
new view), a new lot, the window's size, the language, the tip coming or going, the card under
the pointer. The table refreshes every frame; arranged every frame, the stand was measured
twice a frame under a tip and the rows of bids six times, a lot's whole time long."""
from __future__ import annotations

from functools import partial

from game.state import PLAY

from .controls import card_choices
from .lot import LotInfo, arrange_lot
from .stand_tip import LINES_GAP, tip_beside


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
    stand's words and the tip's panel beside the stand (`stand_tip.tip_beside`) arranged
    again only when what they are arranged from changed (`StandRoom`); the log's lines end
    above the tip's panel while it shows."""
    ctx, v, look = scene.ctx, scene.shown, scene.look
    turn, hints = look.turn, look.hints
    preview = scene.stand_preview()
    refused = scene.why_not(preview) if preview is not None and turn and \
        v.phase == PLAY and preview.id not in card_choices(scene.legal) else ""
    widgets = [w.rect for w in scene.controls.widgets if w.visible]
    tip = scene.tip if scene.tip is not None and scene.tip_shown() else None
    key = (look, scene.layout, ctx.size, ctx.words.code, scene.lot_gone, _beat(
        scene.timeline.beats), preview, refused, tip, [tuple(r) for r in widgets])

    def build() -> tuple:
        info = arrange_lot(ctx, look, scene.layout, scene.lot_gone, scene.timeline.beats,
                           preview, partial(scene.lot_hints.offer, v) if hints else None,
                           refused)
        info.keep_clear = widgets
        return info, None if tip is None else tip_beside(ctx, tip, scene.layout)

    info, panel = scene.stand_room.arranged(key, build)
    scene.lot_info, scene.tip_panel = info, panel
    scene.log.keep_foot(log_foot(scene, panel))
    info.by_keys = preview is not None and scene.hand.hover is None
    info.asked = scene.ask.question()       # asked about the card the stand shows
    if panel is not None:
        scene.tip_button.rect = panel.button.copy()      # (met as it stands: `tip_stood`)


def log_foot(scene, panel) -> int | None:
    """Where the log's lines end while a first-time tip stands beside the stand (`panel`, None
    while it does not show): above its panel; kept while the tip waits for an animation or
    the engine's word to the player to pass (else the log's lines would move down and up
    again at each bid); None, all the log's room, once it is closed or never came."""
    if panel is not None:
        return panel.box.top - scene.ctx.px(LINES_GAP)
    waiting = scene.tip is not None and (scene.timeline.playing is not None or scene.error)
    return scene.log.foot if waiting else None

