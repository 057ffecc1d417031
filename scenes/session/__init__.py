"""What the screens use but is not a screen: the match controller, where games come from,
saved-game storage, settings, the computer levels and the game's words."""
