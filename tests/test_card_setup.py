"""The setup screen offers the game first, then that game's options, and remembers each game's
last setup (names included) across a restart. Real clicks and keys through the scene stack."""
from __future__ import annotations

from game.card.config import Config as CardConfig
from game.config import Config as AuctionConfig
from scenes.session.settings import load_settings, save_settings
from scenes.setup import SetupScene
from scenes.ui import HELP, NIGHT
from ui_driver import FAST, Driver


def open_setup(ui: Driver, started: list) -> SetupScene:
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: started.append((config, seed)))
    ui.ctx.stack.push(setup)
    ui.frame()
    return setup


def choose_card_game(ui: Driver, setup: SetupScene) -> None:
    """Click the game chooser's right arrow until the card game shows."""
    for _ in range(3):
        if setup.game.value == "card":
            return
        ui.click((setup.game.rect.right - 5, setup.game.rect.centery))
    assert setup.game.value == "card"


def labels(setup: SetupScene) -> list[str]:
    return [label for label, _, _ in setup.option_rows()]


def test_choosing_the_card_game_offers_its_options_and_starts_it():
    ui = Driver()
    started: list = []
    setup = open_setup(ui, started)
    assert setup.game.value == "auction" and "Variant" in labels(setup)
    choose_card_game(ui, setup)
    assert labels(setup) == ["First player", "Value tokens", "Theme", "Seed"]
    assert setup.game.label() == "Modern Art: The Card Game"
    # option A1, chosen by a click, and the first player chosen by name
    ui.click((setup.tokens.rect.right - 5, setup.tokens.rect.centery))
    assert setup.tokens.value is True
    ui.click((setup.first.rect.right - 5, setup.first.rect.centery))
    assert setup.first.value == 0 and setup.first.label() == "Ada"
    # two players are allowed in the card game
    while setup.players.value != 2:
        ui.click((setup.players.rect.x + 5, setup.players.rect.centery))
    ui.click(setup.seed.rect.center)
    ui.type("77")
    ui.press("Start")
    assert len(started) == 1, setup.error
    config, seed = started[0]
    assert isinstance(config, CardConfig) and seed == 77
    assert config.players == 2 and config.tokens_need_a_card and config.first_player == 0
    assert [s.name for s in config.seats] == ["Ada", "Beatrix"]


def test_no_seat_is_called_player_and_random_is_not_offered():
    ui = Driver()
    setup = open_setup(ui, [])
    names = [row.name.value for row in setup.rows]
    assert "Player" not in names and len(set(names)) == len(names)
    for game in ("auction", "card"):
        if setup.game.value != game:
            ui.click((setup.game.rect.right - 5, setup.game.rect.centery))
        assert setup.game.value == game
        offered = [v for v, _ in setup.rows[1].level.options]
        assert "random" not in offered
        if offered:
            assert setup.rows[1].level.value == ("normal" if "normal" in offered else offered[0])


def test_computer_and_human_are_drawn_at_the_same_size():
    ui = Driver()
    setup = open_setup(ui, [])
    row = setup.rows[1]
    assert row.kind.label() == "Computer"
    room = row.kind.rect.w - 2 * row.kind.rect.h
    size = ui.ctx.px(row.kind.size)
    assert ui.ctx.text.size("Computer", size, "bold")[0] <= room


def _luminance(colour) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_help_text_meets_wcag_aa_on_the_panel():
    lighter, darker = sorted((_luminance(HELP), _luminance(NIGHT)), reverse=True)
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5


def test_the_last_setup_and_names_are_remembered_after_a_restart(tmp_path):
    ui = Driver()
    started: list = []
    setup = open_setup(ui, started)
    choose_card_game(ui, setup)
    ui.click(setup.rows[0].name.rect.center)      # focusing selects the text: typing replaces it
    ui.type("Mia")
    while setup.players.value != 3:
        ui.click((setup.players.rect.x + 5, setup.players.rect.centery))
    ui.click((setup.theme.rect.right - 5, setup.theme.rect.centery))
    theme = setup.theme.value
    ui.press("Start")
    assert len(started) == 1
    assert save_settings(ui.ctx.settings, tmp_path) is None

    # A new app reads the settings file: the card game, its players and names, the theme.
    settings, message = load_settings(tmp_path)
    assert message is None and settings.last_game == "card" and settings.theme == theme
    again = Driver(settings=settings)
    setup = open_setup(again, [])
    assert setup.game.value == "card" and setup.players.value == 3
    assert [r.name.value for r in setup.rows[:3]] == ["Mia", "Beatrix", "Clemens"]
    assert setup.theme.value == theme
    # The auction game was never set up: it takes the table as it is, as an auction Config.
    again.click((setup.game.rect.x + 5, setup.game.rect.centery))   # back: the first game
    assert setup.game.value == "auction" and setup.players.value == 3
    assert isinstance(setup.config, AuctionConfig) and setup.config.seats[0].name == "Mia"


def test_the_theme_is_chosen_in_setup_only():
    ui = Driver(settings=FAST)
    ui.ctx.stack.open("settings")
    ui.frame()
    assert all("theme" not in label.lower() for label, _, _ in ui.top.rows)


def test_the_command_line_takes_the_card_game():
    from scenes.app import _parse
    args = _parse(["--smoke", "--game", "card", "--players", "2"])
    assert args.game == "card" and args.players == 2
    assert _parse([]).game == "auction"


def test_computer_seats_come_back_after_looking_at_a_game_without_them(monkeypatch):
    import scenes.setup as setup_module
    real = setup_module.game_levels
    monkeypatch.setattr(setup_module, "game_levels",
                        lambda game: {} if game == "card" else real(game))
    ui = Driver()
    setup = open_setup(ui, [])
    assert [r.kind.value for r in setup.rows[:4]] == ["human", "bot", "bot", "bot"]
    choose_card_game(ui, setup)
    assert [r.kind.value for r in setup.rows[:4]] == ["human"] * 4
    assert [v for v, _ in setup.rows[1].kind.options] == ["human"]
    ui.click((setup.game.rect.x + 5, setup.game.rect.centery))
    assert [r.kind.value for r in setup.rows[:4]] == ["human", "bot", "bot", "bot"]


def test_the_card_games_own_levels_are_offered(monkeypatch):
    import scenes.setup as setup_module
    levels = {"easy": ("Easy", "Plays what leads now."), "normal": ("Normal", "Weighs chances."),
              "hard": ("Hard", "Imagines the hidden hands.")}
    monkeypatch.setattr(setup_module, "game_levels",
                        lambda game: levels if game == "card" else {"easy": ("Easy", ""), "normal": ("Normal", "")})
    ui = Driver()
    started: list = []
    setup = open_setup(ui, started)
    choose_card_game(ui, setup)
    row = setup.rows[1]
    assert row.kind.value == "bot" and [v for v, _ in row.level.options] == list(levels)
    assert row.level.value == "normal" and setup.levels["normal"][1] == "Weighs chances."
    ui.click((row.level.rect.right - 5, row.level.rect.centery))
    assert row.level.value == "hard"
    ui.press("Start")
    config, _ = started[0]
    assert isinstance(config, CardConfig) and config.seats[1].level == "hard"
    assert ui.ctx.settings.last_setups["card"]["seats"][1]["level"] == "hard"


def test_start_puts_the_card_game_on_its_table():
    from scenes.table.card_scene import CardTableScene
    ui = Driver()
    setup = SetupScene(ui.ctx)
    ui.ctx.stack.push(setup)
    ui.frame()
    choose_card_game(ui, setup)
    assert setup.start.enabled, setup.error
    ui.press("Start")
    assert isinstance(ui.top, CardTableScene)
    assert isinstance(ui.top.match.config, CardConfig) and ui.top.match.rules.name == "card"
