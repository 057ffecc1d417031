"""Where the card game's first-time tip goes: in the decision panel, under the decision's
buttons (or the status lines), whole. Where the buttons leave it too little room (the award's
five artists and "Decline"), they move up for that decision, right under the status lines, so
the tip is not cut to its title row (a newcomer saw only "First time: Award" and "Got it")."""
from __future__ import annotations

from game.card.actions import PlaceAward
from game.card.state import ADDING

from .. import ui
from . import tips as tip_room
from .card_controls import build_buttons
from .display import controls_top


def panel_under(ctx, area, tip: str, words: str, lead: str, buttons,
                top: int) -> tip_room.TipPanel:
    """The tip's panel in the decision panel `area`, under `buttons` (which start at `top`)."""
    below = max([b.rect.bottom for b in buttons], default=top)
    return tip_room.arrange_tip(ctx, tip, area, below + ctx.px(10), area.bottom, lead,
                                words=words)


def fitting_top(ctx, layout, status, legal, theme: str, tip: str, words: str, lead: str,
                top: int) -> int:
    """Where the decision's buttons start with the tip `tip` on show: at `top`
    (`controls_top`), or right under the status lines when the tip would be cut under the
    buttons there, or drawn smaller than a player reads (`ui.READ_LEAST`)."""
    return fitting_place(ctx, layout, status, legal, theme, tip, words, lead, top)[0]


def fitting_place(ctx, layout, status, legal, theme: str, tip: str, words: str, lead: str,
                  top: int, fold: bool = False) -> tuple[int, bool]:
    """`fitting_top`, and whether the influence card's block folds away for the tip (`fold`:
    it may, at the adding step at scoring, where neither it nor the deck is asked about):
    the status lines then start under the panel's heading, the buttons and the tip move up
    with them. At the adding step a German "†" tip was cut with "…" under a long prompt."""
    area = layout.controls

    def cut(at: int) -> bool:       # (or drawn below the size a player reads)
        buttons = build_buttons(legal, theme, area.move(0, at - area.y), ctx.px,
                                lambda a: None, ctx.text.shown)
        panel = panel_under(ctx, area, tip, words, lead, buttons, at)
        return panel.whole is not None or panel.size < ctx.least_px()
    if not cut(top):
        return top, False
    raised = min(top, controls_top(ctx, layout, status, raised=True))
    if not fold or not cut(raised):
        return raised, False
    return min(raised, controls_top(ctx, layout, status, raised=True, folded=True)), True


def _words(scene) -> tuple[str, str]:
    lead = tip_room.HAND_LEAD if scene.tip_effect() else ""
    return tip_room.tip_words(scene.tip, scene.shown), lead


def buttons_top(scene, decision, top: int) -> int:
    """Where the scene's decision buttons start (`fitting_place`); once moved up they stay up
    for the decision, the tip closed or not (no jump under the pointer), and so does a folded
    influence card (`folded`). An award's buttons always stand where its tip moves them."""
    ctx, keys = scene.ctx, scene.built_from
    if any(isinstance(a, PlaceAward) for a in scene.legal):
        # The award's three rows of buttons start right under the status lines whether its
        # first-time tip shows or not: they moved up for the tip and stood 45 px lower at the
        # next award, where a play-tester clicked "Award: Christin P" meaning Krypto.
        return min(top, controls_top(ctx, scene.layout, scene.status, raised=True))
    shown = scene.tip if scene.tip_shown() else None
    check = (decision, shown, top, ctx.settings.language)
    if keys.get("tip_room") != check:
        keys["tip_room"] = check
        if shown is not None:
            raised, fold = fitting_place(
                ctx, scene.layout, scene.status, scene.legal, scene.shown.config.theme,
                shown, *_words(scene), top, fold=scene.shown.phase == ADDING)
            keys["tip_raised"] = (decision, raised < top, fold)
    placed = keys.get("tip_raised", ())
    if placed[:2] == (decision, True):
        return min(top, controls_top(ctx, scene.layout, scene.status, raised=True,
                                     folded=placed[2]))
    return top


def folded(scene) -> bool:
    """Whether the influence card's block is folded away for the tip at this decision
    (`fitting_place`)."""
    placed = scene.built_from.get("tip_raised", ())
    return placed[:1] == (scene.built_from.get("controls"),) and bool(placed[2:3] == (True,))


def arrange(scene, top: int) -> None:
    """The tip's panel under the decision's buttons (or the status lines), once it shows: the
    tip is met as it stands there at a frame (the table's `tip_stood`), not shown again."""
    shown = scene.tip_shown()
    key = (scene.tip if shown else None, top, scene.built_from.get("buttons"),
           scene.ctx.settings.language)
    if scene.built_from.get("tip") == key:
        return
    scene.built_from["tip"] = key
    scene.tip_panel = None
    if shown:
        scene.tip_panel = panel_under(scene.ctx, scene.layout.controls, scene.tip,
                                      *_words(scene), scene.buttons, top)
        scene.tip_button.rect = scene.tip_panel.button.copy()   # (met: `tip_stood`)
