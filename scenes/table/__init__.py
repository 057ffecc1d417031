"""The table: market board, seats, the lot on the auction stand, your hand, the log, and the
gavel. `TableScene` (scene.py) is the Scene; each panel is a room of its own in this package."""
from .scene import TableScene

__all__ = ["TableScene"]
