"""Two different save names make two saves on the save screen: the second is not asked to
replace the first because both have the same safe file name (a newcomer's report)."""
from __future__ import annotations

import pygame

from tests.test_setup_fields import saves_in_a_game

from scenes.saves import ConfirmScene, SavesScene


def save_as(d, saves: SavesScene, name: str) -> None:
    """Select the name field's text, type `name` and press Save."""
    d.click(saves.name_field.rect.center)
    saves.name_field.select_all = True
    d.type(name)
    d.press("Save")


def test_another_name_with_the_same_safe_form_is_saved_beside_not_over(tmp_path):
    d, saves = saves_in_a_game(tmp_path)
    save_as(d, saves, "../../evil/name.sav")
    assert not isinstance(d.top, ConfirmScene)
    save_as(d, saves, "evil:name?sav")
    assert d.top is saves, "a different name asked to replace another save"
    assert saves.message == "Saved as \u201cevil:name?sav\u201d."
    names = sorted(r.info.name for r in saves.rows)
    assert names == ["../../evil/name.sav", "evil:name?sav"]
    assert sorted(r.info.path.name for r in saves.rows) == [
        "evil-name-sav-2.json", "evil-name-sav.json"]
    save_as(d, saves, "Evil:Name?sav")                  # the same name: asked, as before
    assert isinstance(d.top, ConfirmScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is saves and len(saves.rows) == 2
