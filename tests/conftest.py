"""Fixtures shared by several test files."""
import pytest


@pytest.fixture
def no_audio_device(monkeypatch):
    """A machine without sound: the mixer cannot start and Sound() says so."""
    import pygame  # only the front end's tests need it

    def init(*args, **kwargs):
        raise pygame.error("No available audio device")

    def sound(*args, **kwargs):
        raise pygame.error("mixer not initialized")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", init)
    monkeypatch.setattr(pygame.mixer, "Sound", sound)
