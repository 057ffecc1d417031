"""Every scene renders at 1280×720 and 1920×1080 and fits the window; the scene stack keeps its
contract; the setup screen never starts an invalid game; pause, rules and settings are reachable."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import Driver, esc_to_pause

from game import default_config
from game.config import PLAYER_COUNTS, THREE_WITH_DUMMY, TWO_PLAYER
from scenes.gameover import GameOverScene, money_sources
from scenes.session.match import Match
from scenes.settings_screen import SettingsScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.rules_text import SECTIONS
from scenes.scoring import ScoringOverlay
from scenes.setup import SetupScene
from scenes.smoke import first_round_end, render_smoke, table_mid_auction
from scenes.stack import Scene, SceneStack
from scenes.table import TableScene
from scenes.title import TitleScene

SIZES = [(1280, 720), (1920, 1080)]


def finished_match(seed: int = 4, config=None) -> Match:
    """A game played to its end by random moves (the default: one human and three random
    computers)."""
    config = config or default_config(4, humans=1, level="random")
    match = Match(config, seed, thinking_seconds=0.0, rng=random.Random(seed))
    from game.bots import RandomBot
    bot, rng = RandomBot(), random.Random(seed)
    while not match.is_over:
        seat = match.to_act[0]
        if seat in match.bots:
            match.play_bot(seat)
        else:
            match.submit(bot.choose(None, match.legal_for(seat), rng))
    return match


def inside(rect: pygame.Rect, size) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)


def not_blank(screen: pygame.Surface) -> bool:
    small = pygame.transform.scale(screen, (32, 18))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(18)}
    return len(colours) > 20


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_renders_and_fits(size):
    ui = Driver(size)
    ctx = ui.ctx
    scenes = []
    title = TitleScene(ctx)
    ctx.stack.push(title)
    ui.frame()
    assert not_blank(ui.screen)
    assert all(inside(b.rect, size) for b in title.buttons)
    scenes.append(title.name)

    setup = SetupScene(ctx)
    ctx.stack.push(setup)
    ui.frame()
    assert all(inside(w.rect, size) for w in setup.widgets())
    scenes.append(setup.name)
    ctx.stack.pop()

    for scene in (RulesScene(ctx), SettingsScene(ctx)):
        ctx.stack.push(scene)
        ui.frame()
        assert not_blank(ui.screen)
        scenes.append(scene.name)
        ctx.stack.pop()

    table = table_mid_auction(ctx)
    ui.frame()
    assert not_blank(ui.screen)
    for name, rect in table.layout.named().items():
        assert inside(rect, size), name
    for _, rect in table.hand_rects():
        assert inside(rect, size)
    assert table.human_turn() and table.widgets
    for w in table.widgets:
        assert inside(w.rect, size), getattr(w, "label", w)
        assert table.layout.lot.contains(w.rect), getattr(w, "label", w)
    scenes.append(table.name)

    ctx.stack.push(PauseScene(ctx))
    ui.frame()
    scenes.append("pause")
    ctx.stack.pop()

    rnd, events, seen = first_round_end()
    overlay = ScoringOverlay(ctx, rnd, events, seen)
    ctx.stack.push(overlay)
    ui.frame(dt=10.0)
    assert inside(overlay.rect, size) and inside(overlay.button.rect, size)
    scenes.append(overlay.name)
    ctx.stack.pop()

    over = GameOverScene(ctx, finished_match())
    ctx.stack.reset(over)
    ui.frame(dt=2.0)
    assert not_blank(ui.screen)
    assert all(inside(b.rect, size) for b in over.buttons)
    scenes.append(over.name)
    assert set(scenes) == {"title", "setup", "rules", "settings", "table", "pause", "scoring",
                           "gameover"}


def test_the_layout_adapts_to_the_window_instead_of_stretching():
    ui = Driver((1280, 720))
    table = table_mid_auction(ui.ctx)
    ui.frame()
    small_card = table.hand_rects()[0][1]
    small_board = table.layout.board.copy()
    ui.screen = pygame.display.set_mode((1920, 1080))
    ui.ctx.screen = ui.screen
    ui.ctx.resized((1920, 1080))
    ui.frame()
    big_card = table.hand_rects()[0][1]
    # sizes grow by the same factor in both directions (no stretching)
    assert big_card.w / small_card.w == pytest.approx(1.5, abs=0.02)
    assert big_card.h / small_card.h == pytest.approx(1.5, abs=0.02)
    assert table.layout.board.w / small_board.w == pytest.approx(1.5, abs=0.02)
    # a wider window gives the log and the lot more room, not bigger cards
    ui.screen = pygame.display.set_mode((1600, 720))
    ui.ctx.screen = ui.screen
    ui.ctx.resized((1600, 720))
    ui.frame()
    assert table.hand_rects()[0][1].w == small_card.w
    assert table.layout.lot.w > 1.3 * table.layout.board.w


def test_smoke_renders_title_table_and_scoring(tmp_path):
    from scenes.session.language import LANGUAGES
    done = render_smoke((1280, 720), tmp_path)
    # The scoring overlay once more in every language (each catalog loaded, not English).
    assert done == ["title", "table", "scoring"] + [f"scoring-{code}" for code in LANGUAGES]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"smoke-{name}.png"
                                                                for name in done)


def test_the_stack_calls_the_contract_in_order():
    calls = []

    class Probe(Scene):
        def __init__(self, name, opaque=True):
            self.name = name
            self.opaque = opaque

        def enter(self): calls.append(("enter", self.name))
        def exit(self): calls.append(("exit", self.name))
        def pause(self): calls.append(("pause", self.name))
        def resume(self): calls.append(("resume", self.name))
        def draw(self, surface): calls.append(("draw", self.name))
        def update(self, dt): calls.append(("update", self.name))
        def handle_event(self, event):
            calls.append(("event", self.name))
            return False

    stack = SceneStack()
    stack.push(Probe("a"))
    stack.push(Probe("b", opaque=False))
    stack.draw(None)
    stack.update(0.1)
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    assert stack.pointer == (3, 4)      # where the pointer went, for the scene that resumes
    stack.pop()
    stack.replace(Probe("c"))
    assert calls == [("enter", "a"), ("pause", "a"), ("enter", "b"), ("draw", "a"), ("draw", "b"),
                     ("update", "b"), ("event", "b"), ("exit", "b"), ("resume", "a"),
                     ("exit", "a"), ("enter", "c")]


def test_setup_offers_only_valid_variants_and_never_starts_an_invalid_game():
    ui = Driver()
    started = []
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: started.append((config, seed)))
    ui.ctx.stack.push(setup)
    ui.frame()
    # two players: only the 2-player variant
    while setup.players.value != 2:         # the left arrow, down the count to its end
        ui.click((setup.players.rect.x + 5, setup.players.rect.centery))
    assert [v for v, _ in setup.variant.options] == [TWO_PLAYER]
    ui.click((setup.players.rect.right - 5, setup.players.rect.centery))
    assert setup.players.value == 3
    assert THREE_WITH_DUMMY in [v for v, _ in setup.variant.options]
    # a duplicate name: Start is disabled and the reason shown
    name = setup.rows[1].name
    ui.click(name.rect.center)
    ui.type("Adam")
    ui.key(pygame.K_BACKSPACE)
    assert name.value == "Ada"
    assert not setup.start.enabled and "same name" in setup.error
    ui.press("Start")
    assert started == []
    ui.click(name.rect.center)      # focusing selects the text: typing replaces it
    ui.type("Pia")
    assert setup.start.enabled and setup.error == ""
    # a seed typed by the player is used
    ui.click(setup.seed.rect.center)
    ui.type("42")
    ui.press("Start")
    assert len(started) == 1
    config, seed = started[0]
    assert seed == 42 and config.players == 3 and config.seats[1].name == "Pia"


def test_a_variant_choice_of_one_says_where_the_other_variants_are():
    """At 4 players the variant shows "Standard", greyed, and said nothing when pointed at (a
    newcomer asked where Mark Mayer's variant had gone): with one variant on offer its help
    names the others and the players each needs, from the config's table of them."""
    from tests.test_first_evening import hover
    ui = Driver()
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: None)
    ui.ctx.stack.push(setup)
    ui.frame()
    while setup.players.value != PLAYER_COUNTS[0]:     # the left arrow, down to 2 players
        ui.click((setup.players.rect.x + 5, setup.players.rect.centery))
    said = {}
    for _ in PLAYER_COUNTS:                             # then the right arrow, up to 5
        hover(ui, setup.variant.rect.center)
        tip = setup.variant.tooltip
        said[setup.players.value] = ui.ctx.text.shown(tip) if tip else None
        ui.click((setup.players.rect.right - 5, setup.players.rect.centery))
    assert said[3] is None                        # two variants to choose from
    assert said[4] == said[5] == ("The other variants need another number of players:\n"
                                  "With the dummy hand: 3 players\n"
                                  "Mark Mayer's variant: 2 players")
    assert said[2] == ("The other variants need another number of players:\n"
                       "Standard: 3–5 players\nWith the dummy hand: 3 players")


def test_setup_refuses_an_all_computer_table():
    ui = Driver()
    setup = SetupScene(ui.ctx, on_start=lambda *a: None)
    ui.ctx.stack.push(setup)
    ui.click(setup.rows[0].kind.rect.center)
    assert setup.rows[0].kind.value == "bot"
    assert not setup.start.enabled and "human" in setup.error


def test_title_to_table_by_clicks_then_pause_rules_and_quit_to_title():
    ui = Driver()
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("New game")
    assert isinstance(ui.top, SetupScene)
    ui.press("Start")
    assert isinstance(ui.top, TableScene)
    ui.frame(n=3)
    esc_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    ui.press("Rules")
    assert isinstance(ui.top, RulesScene)
    ui.key(pygame.K_ESCAPE)
    ui.press("Settings")
    assert isinstance(ui.top, SettingsScene)
    ui.key(pygame.K_ESCAPE)
    ui.press("Resume")
    assert isinstance(ui.top, TableScene)
    ui.key(pygame.K_ESCAPE)
    ui.press("Quit to title")
    assert isinstance(ui.top, TitleScene) and len(ui.ctx.stack.scenes) == 1


def test_rules_cover_every_auction_variant_and_option():
    titles = [t for t, _, _ in SECTIONS]
    icons = {m for _, m, _ in SECTIONS if m}
    assert icons == {"open", "once_around", "sealed", "fixed_price", "double"}
    assert all(any(p.startswith("Example:") for p in paras) for _, m, paras in SECTIONS if m)
    text = " ".join(t + " " + " ".join(paras) for t, _, paras in SECTIONS)
    for needle in ("dummy hand", "Mark Mayer", "split the price", "the auctioneer (the oldest",
                   "Open money", "fifth", "30, 20 and 10", "hand-over"):
        assert needle in text, needle
    assert "Three players with the dummy hand" in titles


def test_both_games_rules_end_with_playing_on_screen_its_shared_words_written_once():
    """The last section of each game's rules tells how its table is played on screen: the
    game's own hand and decisions first, then the words both tables share, the same in both."""
    from scenes.card_rules_text import card_sections
    from scenes.rules_text import SCREEN_SHARED, SCREEN_TITLE
    for sections in (SECTIONS, card_sections("classic")):
        title, icon, paragraphs = sections[-1]
        assert title == SCREEN_TITLE and icon is None
        own = len(paragraphs) - len(SCREEN_SHARED)
        assert own >= 2 and tuple(map(str, paragraphs[own:])) == tuple(map(str, SCREEN_SHARED))
        words = " ".join(paragraphs)
        for key in ("Left and Right", "Ctrl+Z", "H held", "Esc", "F lets", "Space", "F11",
                    "Tab", "1 to 4"):
            assert key in words, key
    assert "Up to" in " ".join(SECTIONS[-1][2]) and "Out of this lot" in " ".join(SECTIONS[-1][2])


def test_rules_scroll_and_jump():
    ui = Driver()
    rules = RulesScene(ui.ctx)
    ui.ctx.stack.push(rules)
    ui.frame()
    ui.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0, touch=False)
    ui.frame()
    assert rules.scroll > 0
    toc = next(b for b in rules.toc if b.label == "Double auction")
    ui.click(toc.rect.center)
    assert rules.scroll == min(rules.anchors[7], rules.max_scroll)
    # Every section jumped to is the one lit in the contents, the short last ones too (the
    # text cannot scroll their headings to the top); scrolled by hand, the place decides.
    for i, button in enumerate(rules.toc):
        ui.click(button.rect.center)
        ui.frame()
        assert rules.current_section() == i and button.style == "primary", i
    ui.key(pygame.K_UP)
    top, third = rules.scroll, rules.body.h // 3
    in_top_third = [i for i, a in enumerate(rules.anchors) if top <= a <= top + third]
    assert rules.current_section() == (in_top_third[0] if in_top_third else
                                       max(i for i, a in enumerate(rules.anchors) if a <= top))


def test_money_sources_add_up_to_the_final_cash():
    match = finished_match(9)
    v = match.view(0)
    for seat in range(4):
        src = money_sources(v, seat)
        assert src["start"] + src["auctioneer"] + src["bank"] - src["paid"] == v.cash[seat]


def test_fast_forward_and_skip_keys():
    ui = Driver(settings=__import__("scenes.session.settings", fromlist=["Settings"]).Settings())
    match = Match(default_config(4, humans=0, level="random"), 3, thinking_seconds=5.0,
                  rng=random.Random(1), spectator_seat=0)
    table = TableScene(ui.ctx, match, demo=True)
    ui.ctx.stack.push(table)
    ui.frame(0.1, n=5)
    assert match.actions == []            # thinking takes 5 s
    ui.key(pygame.K_f)
    ui.frame(0.1, n=5)
    assert match.fast_forward and len(match.actions) > 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_money_charts_labels_stay_in_the_chart_with_long_names(size, monkeypatch):
    """The game-over chart names each line at its end: a 24-letter name is cut in its middle
    before its figure, inside the chart's panel (the window's edge cut it before)."""
    from game import AmountRange, Config, SeatConfig, legal_actions
    from tests.ui_driver import LONG_NAMES as names, record_texts
    match = Match(Config(seats=(SeatConfig(names[0], "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in names[1:])), 4, thinking_seconds=0.0,
        rng=random.Random(4))
    rng = random.Random(4)
    while not match.is_over:
        options = tuple(o for seat in match.state.to_act for o in legal_actions(match.state, seat))
        option = options[rng.randrange(len(options))]
        match.submit(option.make(option.lo) if isinstance(option, AmountRange) else option)
    ui = Driver(size)
    over = GameOverScene(ui.ctx, match)
    ui.ctx.stack.reset(over)
    drawn = record_texts(monkeypatch)
    ui.frame(dt=2.0)
    chart = over.panels()[1]
    totals = {str(t) for t in match.state.cash}
    labels = [(s, r) for s, r in drawn if s.split(" ")[-1] in totals and r.colliderect(chart)]
    assert len(labels) == 5, labels
    for text, rect in labels:
        assert chart.contains(rect), (text, rect, chart)
        # Cut in its middle: the name's start and its end, which tell names apart.
        head, _cut, tail = text.rsplit(" ", 1)[0].partition("…")
        assert any(n.startswith(head) and n.endswith(tail) for n in names), text


def test_the_demos_round_scoring_calls_nobody_you(monkeypatch):
    """A demo plays itself: its scoring overlay names every seat plainly, while a player's own
    game marks the seat at this screen "(you)"."""
    from tests.ui_driver import record_texts
    rnd, events, seen = first_round_end()
    name = seen.config.seats[seen.seat].name
    for auto, marked in ((False, True), (True, False)):
        ui = Driver((1280, 720))
        ui.ctx.stack.reset(TitleScene(ui.ctx))
        ui.ctx.stack.push(ScoringOverlay(ui.ctx, rnd, events, seen, auto=auto))
        drawn = record_texts(monkeypatch)
        ui.frame(dt=30.0)
        texts = [s for s, _ in drawn]
        assert (f"{name} (you)" in texts) is marked and name in " ".join(texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_setup_choice_is_drawn_at_its_full_size(size):
    """No choice of the setup, in either game and at any player count, has to shrink its
    words to fit between its arrows (the dummy variant's full name once did)."""
    from scenes import ui as ui_module
    ui = Driver(size)
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: None)
    ui.ctx.stack.push(setup)
    ui.frame()
    shrunk = []
    for game in [g for g, _ in setup.game.options]:
        setup.game.value = game
        setup.game.on_change(game)
        for n in [v for v, _ in setup.players.options]:
            setup.players.value = n
            setup.players.on_change(n)
            ui.frame()
            for w in setup.widgets():
                if not isinstance(w, ui_module.Cycle) or not w.visible:
                    continue
                room = w.rect.w - 2 * w.rect.h
                for _, label in w.options:
                    if ui.ctx.text.size(str(label), ui.ctx.px(w.size), "bold")[0] > room:
                        shrunk.append((game, n, str(label)))
    assert not shrunk


def test_setup_offers_only_the_options_that_can_change_the_variants_play():
    """Setting up a 2-player game I chose "Split the price" for double auctions: in Mark
    Mayer's variant a double is always completed by its own player, so the price is never
    split, and the choice did nothing. The setup now offers each variant only the options
    the config says can change its play."""
    from game.config import VARIANT_OPTIONS
    ui = Driver()
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: None)
    ui.ctx.stack.push(setup)
    ui.frame()
    shown = {}
    while setup.players.value != 2:
        ui.click((setup.players.rect.x + 5, setup.players.rect.centery))
    for _ in range(3):
        shown[setup.variant.value] = {str(label): w for label, _h, w in setup.option_rows()}
        if setup.players.value == 3 and setup.variant.value == "standard":
            ui.click((setup.variant.rect.right - 5, setup.variant.rect.centery))
        else:
            ui.click((setup.players.rect.right - 5, setup.players.rect.centery))
    assert set(shown) == {TWO_PLAYER, "standard", THREE_WITH_DUMMY}
    assert VARIANT_OPTIONS[TWO_PLAYER] == ()
    # At 2 players the double's price is a fact the variant settles, never the choice
    # (tests/test_setup_one_choice.py).
    fact = shown[TWO_PLAYER]["Double auctions"]
    assert fact is not setup.double and len(fact.options) == 1
    assert shown["standard"]["Double auctions"] is setup.double
    assert "Dummy card revealed by" not in shown["standard"]
    assert {"Double auctions", "Dummy card revealed by"} <= shown[THREE_WITH_DUMMY].keys()
