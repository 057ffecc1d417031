"""Modern Art: The Card Game (2024): the auction-free second game of the box.

Its own engine beside the auction game's; /work/shared/CARD_GAME.md is the authority and
"§N" in this package refers to its sections. The registry reaches it as `game.card.rules:RULES`.

The map, for screens and computer players:
- `engine`: `new_game(config, seed, deck=None)`, `legal_actions(state, seat)`, `apply(state,
  action)` (the one gate; raises `IllegalAction`: `NotAnAction`, `NotYourTurn`, `WrongPhase`,
  `CardNotPlayable`), `view(state, seat | None)`, `describe_wait(state)`.
- `actions`: `PlayCard`, `DrawCard`, `PlayFaceUp`, `PlayFaceDown`, `PlaceAward`,
  `DeclineEffect`, `ChooseSecretly`, `AddCard`, `StopAdding`; JSON both ways.
- `state`: phases `PLAY`, `EFFECT` (with `state.effect`), `EVERYONE`, `ADDING`, `GAME_OVER`;
  `State`, `View`, `RoundResult`, `GameResult`.
- `scoring`: `face_up_counts`, `leading_artists`, `artist_values`, `can_add`, `game_result`.
- `cards`: the 95 `Card(id, artist, effect, serial)`, effects, `DEAL`, `threshold(players)`,
  `stacked_deck`; `position.position(...)` builds a chosen position for tests and puzzles.
"""
