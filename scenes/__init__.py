"""The pygame-ce front end: a scene stack drawing the game from the engine's views."""
