"""Where the setup's options stand: a place for every option the chosen game may show, kept
whether the option shows now or not, each as tall as the longest words it may have. A variant's
row inserted (the dummy hand's "Dummy card revealed by", the card game's rules for two) or a
choice whose words take another line moved every row below it, under the pointer (play-testers,
both games, 1280x720 and 1920x1080); now such a row comes last, and choosing a game's player
count, variant or option moves no row of that game. The words come from the game's own tables,
the ones the rows show."""
from __future__ import annotations

from game.card.config import TOKENS_WORDS, TWO_PLAYERS_WORDS
from game.config import OPTION_WORDS, PLAYER_COUNTS, VARIANT_HELP, VARIANT_PLAYERS, \
    VARIANT_SETTLES
from game.i18n import _, sentences

from .setup_fixed import only_variant, settled_why
from .setup_tips import option_text_height

#: Why the card game's two-player rules are a fact on the setup screen (their line starts so).
CARD_TWO_PLAYERS_TIP = _("The rulebook's own rules for two players: the card game has no "
                         "variants.")
#: The card game's two-player rules, as their row's words read.
CARD_TWO_PLAYERS_LINE = sentences([CARD_TWO_PLAYERS_TIP, TWO_PLAYERS_WORDS[1]])

#: Every option row each game may show, in its order on the screen. A row that comes and goes
#: with the player count or the variant (the dummy hand's option, the card game's rules for
#: two) stands last, where its coming moves nothing and its empty place shows no hole.
SLOTS = {"auction": ("variant", "double_proceeds", "open_money", "first", "theme", "seed",
                     "dummy_reveal_by"),
         "card": ("first", "tokens", "theme", "seed", "two_players")}


def slot_keys(scene) -> dict[int, str]:
    """The place (its SLOTS name) of each option control of the setup `scene`, by its id: a
    fact a variant settles stands in its option's place."""
    keys = {scene.variant: "variant", scene.double: "double_proceeds",
            scene.dummy_by: "dummy_reveal_by", scene.open_money: "open_money",
            scene.first: "first", scene.theme: "theme", scene.seed: "seed",
            scene.tokens: "tokens", scene.two_players: "two_players"}
    found = {id(widget): key for widget, key in keys.items()}
    found.update({id(widget): option for (_variant, option), widget in scene.settled.items()})
    return found


def other_words(key: str) -> list:
    """Every line of words the option `key` may show, besides the one shown now: each
    variant's help, and a single variant's reason; each value's words of an option and what a
    variant that settles it says; the card game's rules for two."""
    if key == "variant":
        single = [n for n in PLAYER_COUNTS
                  if sum(n in counts for counts in VARIANT_PLAYERS.values()) == 1]
        return [*VARIANT_HELP.values(), *(only_variant(n) for n in single)]
    if key in OPTION_WORDS:
        return [words[1] for words in OPTION_WORDS[key][1].values()] + [
            settled_why(variant, key) for variant, options in VARIANT_SETTLES.items()
            if key in options]
    if key == "tokens":
        return [words[1] for words in TOKENS_WORDS.values()]
    if key == "two_players":
        return [CARD_TWO_PLAYERS_LINE]
    return []


def option_places(ctx, game: str, rows, keys: dict[int, str], top: int, bottom: int,
                  width: int) -> dict[str, int]:
    """The top of each option's place (by its SLOTS name) for `game`, from `top`, the places
    sharing the room down to `bottom` as the rows did: the same gap under each place (at most
    18, at least 6 pixels at 1280x720), each place as tall as its name and the longest of its
    words at `width` (`rows`, the rows shown now with their words; `keys`, `slot_keys`)."""
    px = ctx.px
    shown = {keys[id(widget)]: words for _label, words, widget in rows}
    heights = []
    for key in SLOTS[game]:
        texts = ([shown[key]] if key in shown else []) + other_words(key)
        heights.append(max([px(34)] + [option_text_height(ctx, t, width) for t in texts]))
    free = bottom - top - sum(heights)
    gap = max(px(6), min(px(18), free // max(1, len(heights) - 1)))
    places, y = {}, top
    for key, high in zip(SLOTS[game], heights):
        places[key] = y
        y += high + gap
    return places
