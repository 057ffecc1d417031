"""The pygame-ce front end: a scene stack drawing the game from the engine's views."""
import os

# pygame prints a banner on import; a game started from a terminal should not.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
