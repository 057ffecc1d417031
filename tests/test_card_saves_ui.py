"""Continue, Load and the save list say which game each save is, for both games."""
from __future__ import annotations

from tests.card_helpers import random_playout
from tests.test_saves_ui import AppDriver, start_title

from game.card.config import Config, SeatConfig
from game.i18n import _
from game.save import record_of
from scenes.saves import SavesScene


def card_record(moves: int = 12):
    """A real card game a few moves in: one human, two random computers."""
    cfg = Config(seats=(SeatConfig("Mia"), SeatConfig("Kai", "bot", "random"),
                        SeatConfig("Lou", "bot", "random")), first_player=0)
    _, actions = random_playout(seed=11, config_=cfg, stop=lambda s: False)
    actions = actions[:moves]
    record = record_of(cfg, 11, actions, game="card")
    return record, record.replay()


def test_continue_says_it_resumes_the_card_game(tmp_path):
    d = AppDriver(tmp_path)
    record, state = card_record()
    d.ctx.store.autosave(record, state)
    d.ctx.store.flush()
    title = start_title(d)
    d.frame()
    button = title.buttons[1]
    assert button.enabled and button.label == "Continue: The Card Game"
    assert "Modern Art: The Card Game" in button.tooltip and "Mia, Kai, Lou" in button.tooltip


def test_continue_names_the_auction_game_too(tmp_path):
    from game import default_config
    from game.save import record_of as auction_record
    d = AppDriver(tmp_path)
    record = auction_record(default_config(3, humans=1, level="random"), 4, ())
    d.ctx.store.autosave(record, record.replay())
    d.ctx.store.flush()
    title = start_title(d)
    d.frame()
    assert title.buttons[1].label == "Continue: Modern Art"


def test_the_load_list_says_which_game_each_save_is(tmp_path):
    from game import default_config
    from game.save import record_of as auction_record
    d = AppDriver(tmp_path)
    record, state = card_record()
    d.ctx.store.save_named("cards on friday", record, state)
    auction = auction_record(default_config(3, humans=1, level="random"), 4, ())
    d.ctx.store.save_named("an auction", auction, auction.replay())
    start_title(d)
    d.press("Load")
    assert isinstance(d.top, SavesScene)
    d.frame()
    infos = {row.info.name: row.info for row in d.top.rows}
    assert infos["cards on friday"].summary.startswith("Modern Art: The Card Game · Mia, Kai, Lou")
    assert infos["an auction"].summary.startswith("Modern Art · ")
    assert infos["cards on friday"].problem is None and infos["an auction"].problem is None


def continued_card_game(tmp_path) -> tuple[AppDriver, object]:
    """The app with a card game continued from its autosave, at its table; and its record."""
    from scenes.table.card_scene import CardTableScene
    d = AppDriver(tmp_path)
    record, state = card_record()
    d.ctx.store.autosave(record, state)
    d.ctx.store.flush()
    start_title(d)
    d.frame()
    d.press("Continue")
    assert isinstance(d.top, CardTableScene)
    return d, record


def test_continue_resumes_the_card_game_at_its_table(tmp_path):
    d, record = continued_card_game(tmp_path)
    assert d.top.match.rules.name == "card" and len(d.top.match.actions) == len(record.actions)


def test_load_puts_a_saved_card_game_on_its_table(tmp_path):
    from scenes.saves import ConfirmScene
    from scenes.table.card_scene import CardTableScene
    d = AppDriver(tmp_path)
    record, state = card_record(moves=9)
    d.ctx.store.save_named("cards on friday", record, state)
    start_title(d)
    d.press("Load")
    d.click(d.top.rows[0].rect.center)
    d.press("Load")
    if isinstance(d.top, ConfirmScene):
        d.press("Load it")
    assert isinstance(d.top, CardTableScene)
    assert d.top.match.actions == list(record.actions)


def test_continue_names_the_game_in_each_languages_own_way(tmp_path):
    """The Italian title read "Continua: Il gioco di carte": the name was the Rules tab's, which
    begins its label, put after a colon, where Italian writes a lower case (as the game's title
    does, "Modern Art: il gioco di carte"). Each game's Continue is a whole label now."""
    d = AppDriver(tmp_path)
    record, state = card_record()
    d.ctx.store.autosave(record, state)
    d.ctx.store.flush()
    d.ctx.set_language("it")
    title = start_title(d)
    d.frame()
    assert d.ctx.text.shown(title.buttons[1].label) == "Continua: il gioco di carte"
    assert d.ctx.text.shown(_("The Card Game")) == "Il gioco di carte"     # the tab, alone
    assert d.ctx.text.shown(_("Modern Art: The Card Game")) == "Modern Art: il gioco di carte"
