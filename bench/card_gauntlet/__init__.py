"""An independent opponent for the card game's computer levels (see bot.py)."""
