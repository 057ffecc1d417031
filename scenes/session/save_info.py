"""A saved game as the screens list it: which game, who plays, how far, with which options,
when (the date in the player's language: its month is a translated word), or why the file cannot
be loaded. The files themselves are `scenes.session.storage`'s business."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime
import unicodedata
from pathlib import Path
from typing import Any

from game.card.config import TOKENS_LABEL, TOKENS_WORDS, Config as CardConfig
from game.config import OPTION_WORDS, VARIANT_NAMES, VARIANT_OPTIONS, Config
from game.i18n import Text, _, comma_list, join_text, n_, p_
from game.registry import GAMES, game_names
from game.save import GameRecord
from game.state import State as AuctionState
from game.text import printable

#: The longest name a save can have.
MAX_NAME = 40


def _shown_name(name: object) -> str:
    """A save's name from its file as the list may show it: printable, at most MAX_NAME long
    (the file may hold anything; only `save_named` checks what it writes)."""
    return printable(name)[:MAX_NAME] if isinstance(name, str) else ""


def file_stem(clean: str, reserved: set[str]) -> str:
    """A save's name as a safe file name: letters and digits, runs of anything else one "-",
    casefolded ("../../evil/name.sav": "evil-name-sav"); "save" when nothing is left."""
    slug = "".join(c if c.isalnum() else "-" for c in unicodedata.normalize("NFC", clean))
    slug = "-".join(part for part in slug.casefold().split("-") if part) or "save"
    return slug + "-save" if slug in reserved else slug


def same_name(stored: object, clean: str) -> bool:
    """Whether a save's stored name is the name `clean` (spaces, case and accents' forms
    aside): then saving under it replaces that save, after asking."""
    if not isinstance(stored, str):
        return False
    fold = lambda s: unicodedata.normalize("NFC", " ".join(s.split())).casefold()  # noqa: E731
    return fold(stored) == fold(clean)


def _variant_name(variant: object) -> str:
    """The auction game's variant as the list names it ("" for a game without variants)."""
    if not isinstance(variant, str):
        return ""
    return VARIANT_NAMES.get(variant, variant)


def default_of(config: Any, option: str) -> Any:
    """The value `option` has on a setup screen nobody changed (its field's default);
    `config` a configuration or its class."""
    return next(f.default for f in dataclasses.fields(config) if f.name == option)


def option_phrase(label: str, choice: str) -> Text:
    """An option and its choice as the save list and the records say it."""
    # i18n: an option a saved game is played with, in the setup screen's words: its name and
    # the choice made ("Double auctions: Split the price", "Money: Open")
    return _("{option}: {choice}").format(option=label, choice=choice)


def options_in_force(config: Any) -> tuple[Text, ...]:
    """The options `config` plays with that differ from the setup screen's defaults, each in
    the setup screen's own words (game/config.py and game/card/config.py say them once): only
    those its variant plays with, and the money at every auction table."""
    if isinstance(config, CardConfig):
        chosen = [("tokens_need_a_card", TOKENS_LABEL, TOKENS_WORDS)]
    elif isinstance(config, Config):
        chosen = [(option, *OPTION_WORDS[option])
                  for option in VARIANT_OPTIONS.get(config.variant, ()) + ("open_money",)]
    else:
        return ()
    return tuple(option_phrase(label, words[getattr(config, option)][0])
                 for option, label, words in chosen
                 if getattr(config, option) != default_of(config, option))


def where_it_stands(state: Any, rules: Any = None) -> dict:
    """What a save's line tells where its game stands by, for the save's meta (numbers, no
    words): the card game's points so far (public at the table), the auction's lots sold this
    round; nothing hidden (the auction's money may be behind screens, hands always are). With
    the game's `rules`, also the round (1-based) its last move scored, if it scored one: saved
    on that round's scoring, the game stands at its end, not in the next round, dealt already
    but not begun."""
    scored = rules.scored_round(state.events) if rules is not None else None
    stands = {"scored": scored + 1} if scored is not None else {}
    if isinstance(state, AuctionState):
        return {**stands, "sold": sum(1 for sale in state.sales if sale.round == state.round)}
    totals = getattr(state, "totals", None)
    return {**stands, "points": list(totals)} if isinstance(totals, tuple) else stands


def _counts(value: object, n: int) -> tuple[int, ...]:
    """`n` whole numbers from a save's meta, or () when it holds anything else."""
    if not isinstance(value, list) or len(value) != n:
        return ()
    return tuple(value) if all(type(x) is int and x >= 0 for x in value) else ()


#: The months as a save's date names them.
MONTHS = (p_("month", "Jan"), p_("month", "Feb"), p_("month", "Mar"), p_("month", "Apr"),
          p_("month", "May"), p_("month", "Jun"), p_("month", "Jul"), p_("month", "Aug"),
          p_("month", "Sep"), p_("month", "Oct"), p_("month", "Nov"), p_("month", "Dec"))


def date_words(at: datetime | None, short: bool = False) -> Text:
    """A date and time as the save list and the records write them ("22 Nov 2026 14:05"), or
    in its `short` form, without the year, as a kept game's name holds it ("30 Nov 05:12"):
    the one place a date is put into words."""
    if at is None:
        return _("unknown date")
    parts = {"day": f"{at.day:02d}", "month": MONTHS[at.month - 1], "time": at.strftime("%H:%M")}
    if short:
        # i18n: a date without its year, in the name of a kept unfinished game, e.g. "30 Nov
        # 05:12"; {month} is a short month name
        return _("{day} {month} {time}").format(**parts)
    # i18n: a save's date, e.g. "22 Nov 2026 14:05"; {month} is a short month name
    return _("{day} {month} {year} {time}").format(year=str(at.year), **parts)


# i18n: the name of a save that keeps an unfinished auction game (at most 40 characters with the
# date), e.g. "Unfinished auction game, 30 Nov 05:12"
KEPT_AUCTION = _("Unfinished auction game, {date}")
# i18n: the name of a save that keeps an unfinished card game (at most 40 characters with the
# date), e.g. "Unfinished card game, 30 Nov 05:12"
KEPT_CARD = _("Unfinished card game, {date}")
# i18n: the name of a save that keeps an unfinished game (at most 40 characters with the date),
# e.g. "Unfinished game, 30 Nov 05:12"
KEPT_OTHER = _("Unfinished game, {date}")


def kept_label(game: str, at: datetime, number: int = 1) -> Text:
    """The name of a kept unfinished game of `game` ("auction", "card"), asked about at `at`,
    as words translated where they are shown (a save kept in German reads in English once the
    player's language is English); `number` past 1 is put after it, as when two games were kept
    in the same minute ("Unfinished auction game, 30 Nov 05:12 (2)")."""
    said = {"auction": KEPT_AUCTION, "card": KEPT_CARD}.get(game, KEPT_OTHER)
    name = said.format(date=date_words(at, short=True))
    return name if number == 1 else join_text("", [name, f" ({number})"])


# i18n: the name the Save screen offers for an auction game in progress, selected so that
# typing replaces it (at most 40 characters), e.g. "Auction game, round 2, 30 Nov 05:12";
# {stage} is how far it got as the save list says it ("round 2", "round 2 scored")
OFFERED_AUCTION = _("Auction game, {stage}, {date}")
# i18n: the name the Save screen offers for a card game in progress (at most 40 characters),
# e.g. "Card game, round 2 scored, 30 Nov 05:12"; {stage} as the save list says it
OFFERED_CARD = _("Card game, {stage}, {date}")
# i18n: the name the Save screen offers for an auction game in progress where the name with
# the date would be over 40 characters long, e.g. "Auction game, round 2 scored"
OFFERED_AUCTION_UNDATED = _("Auction game, {stage}")
# i18n: the name the Save screen offers for a card game in progress where the name with the
# date would be over 40 characters long, e.g. "Card game, round 2 scored"
OFFERED_CARD_UNDATED = _("Card game, {stage}")


def offered_names(game: str, round_number: int, at: datetime,
                  scored: int | None = None) -> tuple[Text, Text]:
    """The names the Save screen offers a game in progress of `game` ("auction", "card"), in
    its round `round_number` (from 1) at `at`, or saved on round `scored`'s scoring, the first
    that fits `MAX_NAME` taken: the game, how far it got in the save list's words
    (`stage_words`: "round 2 scored", where "round 3", the round not yet dealt, read beside the
    list's "round 2 scored") and the date, as a kept game's name holds it; then the same
    without the date (the list's line has it). Never one of the keep question's names (those
    start "Unfinished")."""
    card = game == "card"
    stage = stage_words(round_number, scored)
    dated = (OFFERED_CARD if card else OFFERED_AUCTION).format(
        stage=stage, date=date_words(at, short=True))
    return dated, (OFFERED_CARD_UNDATED if card else OFFERED_AUCTION_UNDATED).format(
        stage=stage)


def stage_words(round_number: int, scored: int | None = None) -> Text:
    """How far a game in progress got, as the save list and the name the Save screen offers
    say it: its round (from 1), or, saved on round `scored`'s scoring (the next round not
    begun), that round scored."""
    if scored:
        # i18n: how far a saved game got: saved at the end of a round, its scoring shown
        # (the next round not begun), e.g. "round 1 scored"
        return _("round {round} scored").format(round=scored)
    return _("round {round}").format(round=round_number)


def _kept_of(value: object) -> tuple[datetime | None, int]:
    """When a kept game was asked about, and its number, from a save's meta (what keeping
    records, `parked.parked`); (None, 1) when the meta holds nothing of the kind."""
    if not isinstance(value, dict):
        return None, 1
    try:
        at = datetime.fromisoformat(value.get("at"))
    except (TypeError, ValueError):
        return None, 1
    number = value.get("number", 1)
    return at, number if type(number) is int and 1 <= number <= 99 else 1


@dataclass(frozen=True)
class SaveInfo:
    """One saved game as the save/load screen lists it."""
    path: Path
    name: str                          # the name the player gave ("" for the autosave)
    saved_at: datetime | None
    players: tuple[str, ...]
    round: int | None                  # 1-based round when saved
    variant: str                       # the variant's display name
    moves: int
    finished: bool
    problem: Text | str | None = None  # why the file cannot be loaded (then the rest is empty)
    game: str = "auction"              # the game's name in the registry
    #: The options it is played with that differ from the setup screen's defaults, each in the
    #: setup screen's words ("Money: Open"); none for a game played as the setup offers it.
    options: tuple[Text, ...] = ()
    #: The card game's points per seat when saved (public), else ().
    points: tuple[int, ...] = ()
    #: The auction's lots sold in the round it was saved in, if known.
    sold: int | None = None
    #: The round (1-based) its last move scored, if it was saved at that round's end (its
    #: scoring on screen, the next round not begun), else None.
    scored: int | None = None
    #: Whether it keeps an unfinished game the question on New game or Load kept, which goes
    #: once that game is over (`session.parked`); a save the player named is not parked.
    parked: bool = False
    #: A kept unfinished game's: when the question named it, and its number (2 for the second
    #: kept in that minute); its name is made from them where it is shown (`label`).
    kept_at: datetime | None = None
    kept_number: int = 1

    @property
    def label(self) -> Text | str:
        """What a player knows the save by: a kept game's name made from its game and its time
        in the language it is read in (its stored name is in the language it was kept in),
        else the name given to it, else its file's."""
        if self.kept_at is not None and self.problem is None:
            return kept_label(self.game, self.kept_at, self.kept_number)
        return self.name or self.path.stem

    @property
    def game_title(self) -> str:
        """The game this save is of, as players call it."""
        return GAMES[self.game].title if self.game in game_names() else self.game

    @property
    def summary(self) -> Text:
        """One line: game · players (with their points) · round · variant · options · date."""
        return self.summary_with(self.people)

    @property
    def people(self) -> Text:
        """The players as the line names them, each with their points in the card game
        ("Ada 35, Beatrix 26"; the list cuts this part to fit its row)."""
        if not self.points:
            return comma_list(self.players)
        # i18n: one player's points in a save's line, e.g. "Ada 35"
        return comma_list([_("{name} {points}").format(name=name, points=points)
                          for name, points in zip(self.players, self.points)])

    def summary_with(self, players: str, options: bool = True) -> Text:
        """`summary` with the players named as `players` (the list cuts them to fit its row,
        keeping the round and the date), and without the options when `options` is False (the
        list shows them on the name's line)."""
        if self.problem is not None:
            return _("Damaged: {problem}").format(problem=self.problem)
        parts = (self.game_title, self.progress_of(players), self.variant,
                 self.options_line if options else "", self.when)
        return join_text(" · ", [part for part in parts if part])

    @property
    def options_line(self) -> Text | str:
        """The options in force on one line ("Double auctions: Split the price · Money:
        Open"), or "" for a game played with the setup screen's defaults."""
        return join_text(" · ", self.options) if self.options else ""

    @property
    def when(self) -> Text:
        """The date and time it was saved, as the list shows it."""
        return date_words(self.saved_at)

    @property
    def progress(self) -> Text:
        """Who plays and how far they got: "Ada, Beatrix · round 2, 3 lots sold", "Ada 35,
        Beatrix 26 points · round 2"."""
        return self.progress_of(self.people)

    def progress_of(self, players: str) -> Text:
        """`progress` with the players named as `players` (`people`, perhaps cut)."""
        if self.points and players:
            # i18n: a card game save's players with their points, e.g. "Ada 35, Beatrix 26
            # points"; {scores} is the list of names and points
            players = _("{scores} points").format(scores=players)
        if self.finished:
            stage = _("finished")
        elif self.scored:
            stage = stage_words(self.round or self.scored, self.scored)
        elif self.round is None:
            stage = n_("{n} move", "{n} moves", self.moves)
        elif self.sold:
            # i18n: how far a saved auction game got: its round and the lots sold in it
            stage = n_("round {round}, {n} lot sold", "round {round}, {n} lots sold",
                       self.sold).format(round=self.round)
        else:
            stage = stage_words(self.round)
        return join_text(" · ", [part for part in (players, stage) if part])

    @classmethod
    def of(cls, path: Path, record: GameRecord) -> "SaveInfo":
        """The listing of a loaded record (its description comes from meta)."""
        meta = record.meta
        saved_at = None
        if isinstance(meta.get("saved_at"), str):
            try:
                saved_at = datetime.fromisoformat(meta["saved_at"])
            except ValueError:
                pass
        rnd = meta.get("round")
        parked = meta.get("parked") is True
        kept_at, kept_number = _kept_of(meta.get("kept")) if parked else (None, 1)
        return cls(path=path,
                   name=_shown_name(meta.get("name")),
                   saved_at=saved_at,
                   players=tuple(s.name for s in record.config.seats),
                   round=rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else None,
                   variant=_variant_name(getattr(record.config, "variant", None)),
                   moves=len(record.actions),
                   finished=meta.get("finished") is True,
                   game=record.game,
                   options=options_in_force(record.config),
                   points=_counts(meta.get("points"), len(record.config.seats)),
                   sold=next(iter(_counts([meta.get("sold")], 1)), None),
                   scored=next(iter(_counts([meta.get("scored")], 1)), None) or None,
                   parked=parked, kept_at=kept_at, kept_number=kept_number)

    @classmethod
    def damaged(cls, path: Path, problem: Text | str) -> "SaveInfo":
        """The listing of a file that cannot be loaded, with the reason."""
        return cls(path, path.stem, None, (), None, "", 0, False, problem)
