"""The table: market board, seats, the lot on the auction stand, your hand, the log, and the
gavel. `TableScene` (scene.py) is the Scene; each panel is a room of its own in this package.
`CardTableScene` (card_scene.py) is the card game's table, built from the same rooms and its
own (card_layout, display, card_controls, card_moments)."""
from .card_scene import CardTableScene
from .scene import TableScene

__all__ = ["TableScene", "CardTableScene"]
