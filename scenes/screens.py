"""Every screen of the game by name. A screen opens another through the stack
(`ctx.stack.open("rules")`), so no screen imports another; each module is imported the first
time its screen opens, which keeps the title's first frame quick."""
from __future__ import annotations

#: name -> "module:class". The name is the screen's own `name`.
SCREENS: dict[str, str] = {
    "title": "scenes.title:TitleScene",
    "setup": "scenes.setup:SetupScene",
    "table": "scenes.table:TableScene",
    "card_table": "scenes.table:CardTableScene",
    "handover": "scenes.handover:HandoverScene",
    "scoring": "scenes.scoring:ScoringOverlay",
    "gameover": "scenes.gameover:GameOverScene",
    "game_log": "scenes.table.game_log:GameLogScene",
    "pause": "scenes.pause:PauseScene",
    "rules": "scenes.rules:RulesScene",
    "settings": "scenes.settings_screen:SettingsScene",
    "saves": "scenes.saves:SavesScene",
    "confirm": "scenes.saves:ConfirmScene",
    "damaged_save": "scenes.saves:DamagedSaveScene",
    "crash": "scenes.crash:CrashScene",
    "records": "scenes.records:RecordsScene",
    "farewell": "scenes.farewell:FarewellScene",
}
