"""Modern Art: The Card Game (2024): the auction-free second game of the box.

Its own engine beside the auction game's; /work/shared/CARD_GAME.md is the authority and
"§N" in this package refers to its sections. The registry reaches it as `game.card.rules:RULES`.
"""
