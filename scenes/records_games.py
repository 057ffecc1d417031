"""The Records screen's words for one finished game and for a mixed table: the date, the game
and its options, the computers by name and level, your place and the winner's (the lines of
"Your last games"), and "Mixed (Hard ×2, Normal)" for the tally. Pure text from the entries
scenes/session/records.py keeps; scenes/records.py lays them out."""
from __future__ import annotations

from collections import Counter
from datetime import datetime

from game.card.config import TOKENS_LABEL, TOKENS_WORDS, Config as CardConfig
from game.config import OPTION_WORDS, VARIANT_NAMES, VARIANT_OPTIONS, Config
from game.i18n import Text, _, comma_list, join_text, n_
from game.registry import GAMES, game_names

from .session.levels import level_info
from .session.records import Finished
from .session.save_info import date_words, default_of, option_phrase


def level_name(level: str):
    """A computer level as the setup screen names it (an unknown one by its key)."""
    info = level_info()
    return info[level][0] if level in info else level.capitalize()


def strongest_first(levels) -> list[str]:
    """`levels` (each once) from the strongest computer to the weakest, "random" and any
    level this version does not know last."""
    known = [lv for lv in level_info() if lv != "random"][::-1] + ["random"]
    rank = {lv: i for i, lv in enumerate(known)}
    return sorted(set(levels), key=lambda lv: (rank.get(lv, len(rank)), lv))


def mix_name(levels) -> Text:
    """A mixed table's computers: "Mixed (Hard ×2, Normal)", the strongest first."""
    counts = Counter(levels)
    # i18n: one level at a mixed table and how many computers play it, e.g. "Hard ×2"
    parts = [_("{level} ×{n}").format(level=level_name(lv), n=counts[lv]) if counts[lv] > 1
             else level_name(lv) for lv in strongest_first(levels)]
    # i18n: the computers' level at a table of several levels, e.g. "Mixed (Hard ×2, Normal)"
    return _("Mixed ({levels})").format(levels=comma_list(parts))


def table_name(table: str):
    """The tally's name for a table's computers (`Finished.table`): a level, a mix, or
    "Mixed" for a mixed table recorded before the mix was kept."""
    if table == "mixed":
        # i18n: the computers' level when they played at different levels
        return _("Mixed")
    if table.startswith("mixed:"):
        return mix_name(table[len("mixed:"):].split(","))
    return level_name(table)


def when(g: Finished) -> Text:
    """The date and time the game ended, as the save list writes a date."""
    try:
        return date_words(datetime.fromisoformat(g.when))
    except ValueError:
        return date_words(None)


def game_title(game: str) -> str:
    """The game as players call it (a game this version does not know by its name)."""
    return GAMES[game].title if game in game_names() else game


def options(g: Finished) -> list:
    """The options that matter, in the setup screen's words, as the save list says them: the
    auction game's variant and the rules its variant plays with that differ from the setup
    screen's defaults (open money only when open); the card game's value tokens when not the
    default. A value this version does not know is left out."""
    chosen = dict(g.options)
    out: list = []
    variant = chosen.get("variant")
    if variant in VARIANT_NAMES:
        out.append(VARIANT_NAMES[variant])
        for option in VARIANT_OPTIONS[variant]:
            label, words = OPTION_WORDS[option]
            if chosen.get(option) in words and chosen[option] != default_of(Config, option):
                out.append(option_phrase(label, words[chosen[option]][0]))
        if chosen.get("open_money") is True:
            label, words = OPTION_WORDS["open_money"]
            out.append(option_phrase(label, words[True][0]))
    tokens = chosen.get("tokens_need_a_card")
    if tokens in TOKENS_WORDS and tokens != default_of(CardConfig, "tokens_need_a_card"):
        out.append(option_phrase(TOKENS_LABEL, TOKENS_WORDS[tokens][0]))
    return out


def about(g: Finished) -> Text:
    """The game and its options: "Modern Art · Standard · Double auctions: …"."""
    return join_text(" · ", [game_title(g.game), *options(g)])


def table(g: Finished) -> Text:
    """The computers by name and level: "Beatrix (Hard), Clemens (Hard), Doris (Normal)"."""
    # i18n: a computer at a finished game's table: its name and level, "Beatrix (Hard)"
    return comma_list([_("{name} ({level})").format(name=name, level=level_name(level))
                       for name, level in zip(g.names, g.levels)])


def score(g: Finished, n: int | None):
    """Money (a number, as the table shows it) or the card game's points."""
    if n is None:
        return "–"
    return n_("{n} point", "{n} points", n) if g.game == "card" else str(n)


def yours(g: Finished) -> Text:
    """Your place and money or points: "You: place 2 of 4 · 345"."""
    # i18n: your result in a finished game: your place among the players and your money or
    # points, e.g. "You: place 2 of 4 · 345" or "You: place 1 of 3 · 82 points"
    return _("You: place {place} of {players} · {score}").format(
        place=g.place, players=g.players, score=score(g, g.score))


def winner(g: Finished) -> Text | str:
    """Who won with what: "Winner: Beatrix · 412", "Winner: you", "Shared win with Beatrix"."""
    names = comma_list(g.winners)
    if g.won:
        # i18n: a finished game's winner was the player
        return _("Shared win with {names}").format(names=names) if g.winners else \
            _("Winner: you")
    if not g.winners:
        return ""
    # i18n: who won a finished game, and their money or points
    return n_("Winner: {names} · {score}", "Winners: {names} · {score}", len(g.winners)).format(
        names=names, score=score(g, g.top))
