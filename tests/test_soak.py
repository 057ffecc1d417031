"""A short soak of each game (tools/soak.py): the real main loop and scene stack, seeded random
clicks, keys, text, resizes down to a few pixels and quit requests, at a table of humans and
computers, a few hundred frames, with the seed fixed per game. Nothing may raise (not even into
the apology screen), no frame may hang, no error may be logged, and a quit must end the app
within a few frames, its autosave thread ended."""
from __future__ import annotations

import pytest

from tools import soak

#: game, session seed, plan: a table of one human and computers, in the play-testers' setting
#: (Italian at 1920 × 1080 for the card game; 4 at one screen, English, for the auction).
CASES = [
    ("card", 12, {"players": 2, "humans": 1, "level": "normal", "language": "it",
                  "size": (1920, 1080)}),
    ("auction", 11, {"players": 4, "humans": 4, "language": "en", "size": (1280, 720)}),
    ("card", 7, {"players": 5, "humans": 2, "language": "zh_TW", "size": (960, 540)}),
    ("auction", 5, {"players": 3, "humans": 1, "level": "easy", "language": "de",
                    "size": (1920, 1080)}),
]


@pytest.mark.slow
@pytest.mark.parametrize("game,seed,plan", CASES, ids=[f"{g}-{s}" for g, s, _p in CASES])
def test_a_short_seeded_soak_finds_nothing(tmp_path, game, seed, plan):
    args = soak.options(["--frames", "400", "--no-threads", "--quit-rate", "0",
                         "--folder", str(tmp_path)])
    met = soak.play_session(seed, args, close_pygame=False, game=game, **plan)
    assert met["frames"] == 400
    assert met["scenes"] >= {"table" if game == "auction" else "card_table"}


def test_a_quit_mid_game_ends_the_app_with_the_computers_thinking_in_their_thread(tmp_path):
    # Quit requests at random moments (the window's close or Ctrl+Q), the computers in their
    # worker thread as in play: each must end the main loop within soak.QUIT_FRAMES frames.
    args = soak.options(["--frames", "3000", "--quit-rate", "0.02", "--folder", str(tmp_path)])
    met = soak.play_session(3, args, close_pygame=False, game="card", players=2, humans=1,
                            level="normal", pace="normal", language="it", size=(1920, 1080))
    assert met["frames"] < 3000                    # it quit


def test_the_soak_stops_at_a_crash_the_apology_screen_would_have_taken(tmp_path, monkeypatch):
    from scenes.table.card_scene import CardTableScene
    real, frames = CardTableScene.update, []

    def update(self, dt):
        frames.append(dt)
        if len(frames) == 40:
            raise KeyError("soak self-test")
        real(self, dt)
    monkeypatch.setattr(CardTableScene, "update", update)
    args = soak.options(["--frames", "300", "--no-threads", "--quit-rate", "0",
                         "--folder", str(tmp_path)])
    with pytest.raises(soak.Found, match="caught KeyError: 'soak self-test'") as found:
        soak.play_session(12, args, close_pygame=False, **CASES[0][2], game="card",
                          calm=True)
    assert "seed 12" in str(found.value) and "last events" in str(found.value)


def test_the_soak_stops_at_a_quit_that_does_not_end_the_app(tmp_path, monkeypatch):
    monkeypatch.setattr("scenes.banner.quit_program", lambda ctx: None)     # nobody heeds it
    args = soak.options(["--frames", "3000", "--quit-rate", "0.05", "--no-threads",
                         "--folder", str(tmp_path)])
    with pytest.raises(soak.Found, match="has not ended the app"):
        soak.play_session(3, args, close_pygame=False, game="auction", players=3, humans=1)


def test_the_soak_stops_when_the_app_closes_by_itself(tmp_path, monkeypatch):
    from scenes.table.card_scene import CardTableScene
    real, frames = CardTableScene.update, []

    def update(self, dt):
        frames.append(dt)
        if len(frames) == 30:
            while self.ctx.stack.top is not None:     # every screen gone: the window closes
                self.ctx.stack.pop()
            return
        real(self, dt)
    monkeypatch.setattr(CardTableScene, "update", update)
    args = soak.options(["--frames", "300", "--no-threads", "--quit-rate", "0",
                         "--folder", str(tmp_path)])
    with pytest.raises(soak.Found, match="closed by itself"):
        soak.play_session(12, args, close_pygame=False, **CASES[0][2], game="card",
                          calm=True)
