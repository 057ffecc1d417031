"""Independent opponents for the card game's computer levels, sharing no code with game.ai.

- `bot.GauntletBot` ("gauntlet"): heuristics on the projected ranks of the artists.
- `playout.PlayoutBot` ("playout"): Monte Carlo over deals consistent with its view, each
  candidate move played out on a quick `table.Table` to the end of the next round.
"""
