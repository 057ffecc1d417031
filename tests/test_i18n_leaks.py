"""No English leaks onto any screen: in a pseudo-language made at test time from the code's own
marked messages (every translation is its English wrapped in markers, "⟪de|Pass⟫", fields and
plural forms kept), every screen of both games is drawn while the text cache's watchers record
every text; with the marked parts taken out, what is left may hold names (seats, artists,
themes, languages, files), numbers and symbols only. English left there was drawn without
going through the translation layer (a string never marked, or a Text flattened by `+`, an
f-string or `join`)."""
from __future__ import annotations

import gettext
import io
import random
import re
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pygame

from tests.test_monkey import near_the_end
from tests.test_window_sizes import screens as window_screens
from tests.ui_driver import FAST, Driver

from game import AmountRange
from game.cards import THEMES
from game.registry import GAMES
from scenes.crash import CrashScene
from scenes.records import RecordsScene
from scenes.saves import ConfirmScene, DamagedSaveScene
from scenes.session.language import LANGUAGES, Words, words_for
from scenes.session.match import Match
from scenes.session.records import Finished, Records
from scenes.table import TableScene
from scenes.title import TitleScene

OPEN, CLOSE = "⟪", "⟫"


@lru_cache(maxsize=1)
def _messages() -> tuple:
    from tools.catalogs import extract_catalog
    return tuple((m.id, m.context) for m in extract_catalog() if m.id)


@lru_cache(maxsize=None)
def pseudo_words(code: str) -> Words:
    """Language `code` speaking its pseudo-language: every marked message of the code is
    translated as its English between markers that name the language ("⟪it|Pass⟫"); English
    is the code's own words, as in play."""
    if code == "en":
        return words_for("en")
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    catalog = Catalog(locale="en", domain="modern_art")   # two plural forms, as English
    for msgid, context in _messages():
        if isinstance(msgid, (list, tuple)):
            string = tuple(f"{OPEN}{code}|{m}{CLOSE}" for m in msgid)
        else:
            string = f"{OPEN}{code}|{msgid}{CLOSE}"
        catalog.add(msgid, string, context=context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Words(code, gettext.GNUTranslations(buffer))


_SEGMENT = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


def unmarked(text: str) -> str:
    """`text` without its marked (translated) parts: what was drawn past the catalog. A line
    of a wrapped or cut text may start or end inside a marked part."""
    before = None
    while before != text:
        before, text = text, _SEGMENT.sub(" ", text)
    text = re.sub(f"^.*{CLOSE}", " ", text)    # began inside a marked part
    return re.sub(f"{OPEN}.*$", " ", text)      # ends inside one (cut with "…")


@lru_cache(maxsize=1)
def names() -> frozenset[str]:
    """The words of names a screen may show untranslated: seats (every game's default names
    and the tests'), artists of every theme, themes, languages."""
    from scenes.session.words import THEME_NAMES
    shown = [*LANGUAGES.values(), *(str(n) for n in THEME_NAMES.values()),
             *(a for theme in THEMES.values() for a in theme),
             "Ada", "Beatrix", "Clemens", "Doris", "Emil", "Axel", "Zoe"]
    for rules in GAMES.values():
        for players in (3, 4, 5):
            shown += [s.name for s in rules.default_config(players).seats]
    try:
        from game.card.cards import THEMES as CARD_THEMES
        shown += [a for theme in CARD_THEMES.values() for a in theme]
    except ImportError:
        pass
    # The words a language joins a list with ("und", "e"): Babel's, not the code's.
    from babel.lists import format_list
    from scenes.session.language import _LOCALES
    shown += [format_list(["1", "2", "3"], locale=locale) for locale in _LOCALES.values()]
    return frozenset(w.lower() for n in shown for w in _WORD.findall(n))


def leaks(texts, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The texts whose unmarked parts hold words that are no names."""
    out = []
    for text in dict.fromkeys(texts):
        # A long name cut to fit its panel ("Clem…") is still a name.
        text = re.sub(r"(\w+)…", lambda m: " " if any(
            n.startswith(m.group(1).lower()) for n in names()) else m.group(0), text)
        words = [w for w in _WORD.findall(unmarked(text))
                 if w.lower() not in names() and w.lower() not in allowed]
        if words:
            out.append(text)
    return out


# --- every screen ---------------------------------------------------------------------------

def match_at(game: str, wanted, seed: int, humans: int = 1, limit: int = 3000) -> Match:
    """A match of `game` (seat 0 human) played at random until `wanted(state)` holds with
    seat 0 to act."""
    rules = GAMES[game]
    config = rules.default_config(4, humans=humans, level="random")
    rng = random.Random(seed)
    match = Match(config, seed, thinking_seconds=0.0, rng=random.Random(seed))
    for _ in range(limit):
        state = match.state
        if wanted(state) and 0 in rules.to_act(state):
            return match
        if rules.result(state) is not None:
            break
        seat = rules.to_act(state)[0]
        options = rules.legal_actions(state, seat)
        option = options[rng.randrange(len(options))]
        if isinstance(option, AmountRange):
            option = option.make(min(option.hi, option.lo + rng.randrange(3)))
        match.submit(option)
    raise AssertionError(f"no {game} state wanted came up with seed {seed}")


def phase_is(*phases):
    return lambda state: str(state.phase) in {str(p) for p in phases}


def auction_table(ctx, phase: str, seed: int = 11):
    def make():
        for s in range(seed, seed + 30):
            try:
                return [TableScene(ctx, match_at("auction", phase_is(phase), s))]
            except AssertionError:
                continue
        raise AssertionError(f"no auction table in {phase}")
    return make


def card_table(ctx, phase: str, seed: int = 21):
    def make():
        from scenes.session.games import TABLES
        for s in range(seed, seed + 30):
            try:
                match = match_at("card", phase_is(phase), s)
            except AssertionError:
                continue
            return [ctx.stack.make(TABLES["card"], match)]
        raise AssertionError(f"no card table in {phase}")
    return make


def every_screen(ctx, tmp_path: Path) -> dict:
    """Every screen of both games, as makers of the scenes to stack (bottom first): the
    window-size test's, with the words it makes up itself (a title's note, a dialog's question)
    replaced by a file's name, and the records, a table in every kind of auction and the card
    table at every kind of decision besides."""
    from scenes.session.storage import Resume
    screens = window_screens(ctx, tmp_path)
    records = Records(ctx.store.folder)
    for game in (Finished("easy", 4, 2, "auction"), Finished("hard", 3, 1, "card")):
        records.add(game)
    screens.update({
        "title": lambda: [TitleScene(ctx)],
        "records": lambda: [RecordsScene(ctx)],
        "damaged": lambda: [DamagedSaveScene(ctx, Resume(problem="good.json"))],
        "confirm": lambda: [TableScene(ctx, near_the_end(1, 4)), ConfirmScene(
            ctx, "good.json", "good.json", [("good.json", lambda: None, "danger")])],
        "crash": lambda: [CrashScene(ctx, "KeyError: 7", Path("/tmp/crash-report.txt"), True,
                                     None)],
    })
    for phase in ("play", "open", "once_around", "sealed", "set_price", "fixed_offer",
                  "double_offer"):
        screens[f"table: {phase}"] = auction_table(ctx, phase)
    for phase in ("play", "effect", "everyone_plays", "adding"):
        screens[f"card table: {phase}"] = card_table(ctx, phase)
    return screens


@contextmanager
def watching(ctx):
    """Every text the screens draw meanwhile, as the player reads it: a wrapped text whole
    (its lines, drawn one by one, may cut a marked part in two), any other text as drawn."""
    seen: list[str] = []
    lines: set[str] = set()
    cache = ctx.text
    real_wrap = cache.wrap

    def wrap(text, *args, **kwargs):
        got = real_wrap(text, *args, **kwargs)
        seen.append(cache.shown(text))
        lines.update(got)
        return got

    def watch(text, size, weight):
        if text not in lines:
            seen.append(text)
    cache.wrap = wrap
    cache.watchers.append(watch)
    try:
        yield seen
    finally:
        cache.watchers.remove(watch)
        del cache.wrap


def hover_points(scene) -> list[tuple[int, int]]:
    """Where the pointer brings up help on `scene`: its widgets with a tooltip, and the table's
    hover regions."""
    points = []
    focus = getattr(scene, "focus", None)
    widgets = list(focus.widgets()) if focus is not None and hasattr(focus, "widgets") else []
    points += [w.rect.center for w in widgets if getattr(w, "tooltip", None) and w.visible]
    points += [rect.center for rect, _text in getattr(scene, "regions", None) or []]
    return points


def show(d: Driver, scenes) -> list[str]:
    """Put `scenes` on the stack and draw them as a player sees them (animations settled), the
    pointer then resting on every place that brings up help; every text drawn on the way."""
    d.ctx.stack.scenes.clear()
    with watching(d.ctx) as seen:
        for scene in scenes:
            d.ctx.stack.push(scene)
        d.frame(0.0)
        d.frame(0.5)
        d.frame(3.0)
        d.frame(3.0)
        for pos in hover_points(d.ctx.stack.top):
            d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            d.frame(2.0)
    return seen


def test_the_pseudo_language_marks_every_part_of_a_sentence():
    from game.i18n import _, and_list
    de = pseudo_words("de")
    text = _("System ({language})").format(language=_("Language"))
    assert de.text(text) == "⟪de|System (⟪de|Language⟫)⟫"
    assert leaks([de.text(text)]) == []
    assert leaks([de.text(and_list(["Axel", _("Language")]))]) == []
    assert leaks(["Axel pays ⟪de|12⟫"]) == ["Axel pays ⟪de|12⟫"]
    assert leaks(["⟪de|The gavel falls for", "Axel, and then…⟫"]) == []
    assert leaks(["Yoko · Lite Metal · 30 · 1.234 ×", "good.json"], frozenset({"good", "json"})) == []


def test_no_english_leaks_onto_any_screen(tmp_path, monkeypatch):
    import scenes.context
    monkeypatch.setattr(scenes.context, "words_for", pseudo_words)
    d = Driver(settings=replace(FAST, language="de"))
    assert d.ctx.words.code == "de"
    found: dict[str, list[str]] = {}
    allowed = frozenset({"good", "broken", "json", "tmp", "crash", "report", "txt",
                         "keyerror"})
    for name, make in every_screen(d.ctx, tmp_path).items():
        texts = show(d, make())
        assert texts, f"{name} drew no text"
        leaked = leaks(texts, allowed)
        if leaked:
            found[name] = leaked
    d.ctx.stack.scenes.clear()
    pygame.display.set_mode((1280, 720))
    report = "\n".join(f"{name}:\n" + "\n".join(f"    {t!r}" for t in texts)
                       for name, texts in found.items())
    assert not found, f"English drawn past the catalog, by screen:\n{report}"
