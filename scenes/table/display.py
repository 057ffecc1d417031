"""The card game's painters: the market board (value tokens 3/2/1 per round and award tokens on
the artists) and the middle of the table (the influence card, the deck, the status); each
seat's display row is card_rows.py's.

Pure painters: they draw from one view and add hover help to `regions`, topmost first.
"""
from __future__ import annotations

import pygame

from game.card.cards import ARTIST_COUNT, AWARD_VALUE, ROUNDS, artist_name
from game.card.config import TOKENS_WORDS
from game.card.scoring import (changed_by_own_face_down, counts_if_ended_now, ranking_counts,
                                values_if_ended_now)
from game.i18n import _, n_, sentences

from .. import ui
from ..art import ink_like
from ..card_art import CardArt, card_tip
from .. import no_card_mark
from .board import (PAYS_NOW_NOTE, WORTH_NOW, WORTH_SCORED, WORTH_SO_FAR, head_size,
                    note_size, note_weight)
from .card_column import column_tip, unseen_counts
from . import card_tie
from .card_tie import TieNote
from .card_turned import TURNED_LEGEND, explain_turned_up
from .down_mark import draw_down_marks, figure_spots
from .header_name import HEADER_MAX_W, HEADER_W, NAME_SIZE, header_width  # noqa: F401


#: The board's help for the hint row (value hints on), at a seat's own screen: its figures
#: count the seat's own face-down cards (`values_if_ended_now`), as a hand card's help does.
# i18n: hover help of the card game's "Worth now*" row at a player's own screen
WORTH_NOW_TIP = _("Estimate: what one card of each artist would be worth if the round ended "
                  "now (the artists ranked by the face-up cards in play and your own face-down "
                  "cards; the others' face-down cards, unseen, count too when the round ends). "
                  "The round is not over: the ranking can still change, and an artist out of "
                  "the top three is worth nothing.")
#: The same help on the public view (the hand-over, the screen down): no face-down card seen.
# i18n: hover help of the card game's "Worth now*" row on the shared screen between turns
WORTH_NOW_PUBLIC_TIP = _("Estimate: what one card of each artist would be worth if the round "
                         "ended now (the artists ranked by the face-up cards in play; "
                         "face-down cards count too when the round ends). The round is not "
                         "over: the ranking can still change, and an artist out of the top "
                         "three is worth nothing.")

#: The hint row once the round has ended (its scoring, while cards are added): the round's own
#: figures, no estimate (`board.WORTH_SCORED`); the row read "Worth now*" over "* if the round
#: ended now: an estimate" then.
# i18n: the footnote under the card game's market board while cards are added at scoring, in
# place of "* if the round ended now: an estimate"; keep it short, the board is narrow
SCORED_NOTE = _("the round is over: what one card scores")
SCORED_TIP = _("What one card of each artist scores this round, not an estimate: the round is "
               "over and its value tokens are placed. A card of a leading artist scores its "
               "value and award tokens so far, a card added now too; any other card scores "
               "nothing.")


def hint_words(v) -> tuple:
    """The hint row's label, help and footnote: the estimate while the round is played, the
    round's own figures once it has ended (`values_if_ended_now` reads them then)."""
    if v.leading:
        return WORTH_SCORED, SCORED_TIP, SCORED_NOTE
    tip = WORTH_NOW_TIP if v.hand is not None else WORTH_NOW_PUBLIC_TIP
    return WORTH_NOW, tip, PAYS_NOW_NOTE


#: The help of the row without value hints (`board.WORTH_SO_FAR`, as on the auction board).
WORTH_SO_FAR_TIP = _("What one card of each artist is worth so far: its value tokens and its "
                     "award tokens ({value} each), added up. When the round ends, a card of a "
                     "leading artist scores this, the round's value token included; any other "
                     "card scores nothing.")


# i18n: hover help of the market board's Awards row; {award} is what one award token adds (2)
AWARDS_TIP = _("Award tokens, the silver rosettes (no artist's colour): each adds {award} to "
               "every card of the artist it lies on, whenever that artist is a leading artist, "
               "this round and every later one.")


# i18n: hover help of the market board's last row: each artist's face-up cards this round
PLAYED_TIP = _("Face-up cards of each artist this round, the influence card included; {n} of "
               "one artist end the round (a count ringed in ink: one more ends it). A count "
               "on a dark stamp has reached the end: the cards turned up together in an "
               "everyone-plays can take it past {n}. At scoring, “+1” beside a count is a "
               "face-down card turned up: it counts "
               "for the ranking, not toward the round's end.")


def draw_card_board(surf, ctx, cart: CardArt, v, r: pygame.Rect, regions: list,
                    hints: bool = False) -> None:
    """The market board: a column per artist, a row per round with its value token, the awards
    and what one card of each artist is worth so far (with `hints`, what it would be worth if
    the round ended now)."""
    px = ctx.px
    _draw_frame(surf, ctx, v, r)
    label_w = label_room(ctx, r.w)
    col_w = (r.w - label_w - px(20)) // ARTIST_COUNT
    x0 = r.x + px(10) + label_w
    top = r.y + px(32)
    head_h = px(44)
    rows = ROUNDS + 3          # the rounds, the awards, the worth so far, played this round
    # The engine's figures as they are, as a hand card's help reads them: a no-card leader
    # ("Always three") showed "–" here while its hand card said "if the round ended now, 6".
    now = values_if_ended_now(v) if hints else None
    unplayed = marked_artists(v, now)
    # Under the rows, the line that says what the asterisk of "Worth now*" means: its room is
    # kept without hints too, so the rows stay put when the hot-seat screen goes down. The
    # words on a tie take the second line when it is free, and the room under it the board
    # keeps for them whether a tie is said or not (`TIE_ROOM` lines, less where the rows at
    # their least leave less): the rows grew and shrank with the words from turn to turn.
    pitch = note_pitch(ctx)
    least = r.bottom - px(4) - (top + head_h + rows * px(20) + px(3) + pitch * NOTE_LINES)
    row_h = max(px(20), (r.bottom - px(8) - pitch * NOTE_LINES - min(least, TIE_ROOM * pitch)
                         - top - head_h) // rows)
    spare = r.bottom - px(4) - (top + head_h + rows * row_h + px(3) + pitch * NOTE_LINES)
    ties = TieNote.of(ctx, v, now, second_line(v, now, unplayed), r.w - px(24), pitch, spare,
                      first_width(ctx, v, r.w - px(24)) if now else 0)
    tok = min(row_h - px(4), col_w - px(8), px(30))
    # At scoring the cards added from hand do not count: the row keeps the count that ranked
    # the artists, as the round's chart shows it.
    played = ranking_counts(v.counts, v.added)
    down = changed_by_own_face_down(v) if now else ()
    _draw_heads(surf, ctx, v, (x0, col_w, top, head_h + rows * row_h), played, regions)
    # i18n: a row of the market board: R1 is short for round 1
    labels = [_("R{round}").format(round=i + 1) for i in range(ROUNDS)] + [
        _("Awards"), hint_words(v)[0] if now else WORTH_SO_FAR, _("Played")]
    for i, label in enumerate(labels):
        y = top + head_h + i * row_h
        said = ui.text(surf, ctx, label, 11, (r.x + px(12), y + row_h // 2), ui.INK_SOFT,
                       "bold", "midleft")
        if i:
            pygame.draw.line(surf, ui.PAPER_DARK, (r.x + px(10), y), (r.right - px(10), y))
        for a in range(ARTIST_COUNT):
            cx, cy = x0 + a * col_w + col_w // 2, y + row_h // 2
            if i < ROUNDS:
                value = v.board[i][a] if i < len(v.board) else 0
                if value:
                    chip = cart.token(value, tok)
                    surf.blit(chip, chip.get_rect(center=(cx, cy)))
            elif i == ROUNDS:
                _draw_awards(surf, cart, v.awards[a], cx, cy, tok, px, said.right)
            elif i == ROUNDS + 2:
                _draw_played(surf, ctx, played[a], v.threshold, cx, cy, col_w,
                             turned_up(v)[a])
            elif now:
                _draw_worth_now(surf, ctx, cart, now[a], (a in unplayed, a in down,
                                                          a in ties.tied), (cx, cy, col_w))
            else:
                worth = sum(row[a] for row in v.board) + AWARD_VALUE * v.awards[a]
                ui.text(surf, ctx, str(worth), 14, (cx, cy), ui.INK, "black", "center")
    regions.append((pygame.Rect(r.x, top + head_h + ROUNDS * row_h, r.w, row_h),
                    AWARDS_TIP.format(award=AWARD_VALUE)))
    worth_row = pygame.Rect(r.x, top + head_h + (ROUNDS + 1) * row_h, r.w, row_h)
    row_tip = ties.tip(worth_now_tip(v, unplayed)) if now \
        else WORTH_SO_FAR_TIP.format(value=AWARD_VALUE)
    regions.append((worth_row, row_tip))
    played_row = pygame.Rect(r.x, top + head_h + (ROUNDS + 2) * row_h, r.w, row_h)
    regions.append((played_row, PLAYED_TIP.format(n=v.threshold)))
    note = pygame.Rect(r.x + px(12), top + head_h + rows * row_h + px(3), r.w - px(24),
                       pitch - 1)
    second = bool(unplayed) or ties.on_second   # the second footnote line taken
    if now:
        _draw_notes(surf, ctx, cart, v, (unplayed, second, ties.figure_words(v)), worth_row,
                    (x0, col_w), regions, note)
        ties.draw_marks(surf, ctx, cart, v, now, worth_row, (x0, col_w))
        ties.draw_words(surf, ctx, note, pitch, regions, row_tip)
    explain_turned_up(surf, ctx, v, played_row, (x0, col_w),
                      None if second else note.move(0, pitch if now else 0), regions)


def _draw_frame(surf, ctx, v, r: pygame.Rect) -> None:
    """The board's panel, its heading and the round."""
    px = ctx.px
    ui.blit_panel(surf, ctx, r, fill=ui.PAPER, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(5))
    ui.text(surf, ctx, _("MARKET BOARD"), 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
    ui.text(surf, ctx, _("Round {round} of {rounds}").format(round=min(v.round + 1, ROUNDS),
                                                            rounds=ROUNDS), 13,
            (r.right - px(14), r.y + px(10)), ui.CLARET, "bold", "topright")


def _draw_heads(surf, ctx, v, at: tuple[int, int, int, int], played, regions: list) -> None:
    """Each artist's emblem and name over its column, and the column's help; `at`: the
    columns' left, their width, their top and their height."""
    px, theme = ctx.px, v.config.theme
    x0, col_w, top, height = at
    unseen = unseen_counts(v)
    size = head_size(ctx, [artist_name(a, theme) for a in range(ARTIST_COUNT)], col_w - px(2))
    for a in range(ARTIST_COUNT):
        cx = x0 + a * col_w + col_w // 2
        emblem = ctx.art.artist_emblem(a, px(22))
        surf.blit(emblem, emblem.get_rect(midtop=(cx, top)))
        name = artist_name(a, theme)
        _head_name(surf, ctx, name, ink_like(ctx.art.artist_colour(a)), size, (cx, top + px(24)))
        col = pygame.Rect(x0 + a * col_w, top, col_w, height)
        regions.append((col, column_tip(v, a, name, unseen, played[a])))


def first_width(ctx, v, width: int) -> int:
    """The pixels the first footnote line's words take, drawn as `_draw_notes` draws them
    in a line `width` wide."""
    words = hint_words(v)[2]
    return ctx.text.size(ctx.text.shown(words), ctx.px(note_size(ctx, words, width)),
                         note_weight(ctx))[0]


def second_line(v, now, unplayed: set[int]) -> str:
    """What the board's second footnote line says before the words on a tie (`card_tie`), with
    value hints (`now`): the no-card mark's words (`unplayed`) or at scoring the legend of "+1"
    (`card_turned`), kept (the round's scoring screen says its ties); the footnote of the
    marks of one's own face-down cards (`down_mark`), which yields (each mark has its help);
    or nothing."""
    if not now:
        return card_tie.FREE
    if unplayed or any(turned_up(v)):
        return card_tie.KEPT
    return card_tie.YIELDS if changed_by_own_face_down(v) else card_tie.FREE


def label_room(ctx, width: int) -> int:
    """The width of the rows' labels' column of the market board `width` wide: 54 design
    pixels, or more where a label in the player's language needs it (German
    "Auszeichnungen"). A label may reach into the first artist's column up to its figure or
    token at the middle (English "Worth so far"). Every label the board can show is
    measured, so the columns never move."""
    px = ctx.px
    labels = [_("R{round}").format(round=i + 1) for i in range(ROUNDS)] + [
        _("Awards"), WORTH_NOW, WORTH_SCORED, WORTH_SO_FAR, _("Played")]
    need = max(ctx.text.size(label, px(11), "bold")[0] for label in labels) + px(14)
    room = px(54)
    while room + (width - room - px(20)) // ARTIST_COUNT // 2 < need:
        room += 1
    return room


#: The height of the line under the board that explains the asterisk, in design pixels.
NOTE_H = 12


def note_pitch(ctx) -> int:
    """The pixels from one footnote line under the board to the next: `NOTE_H` and one, or a
    line of the footnotes' words as tall as they are drawn where that is more (Chinese, whose
    second line was cut by the board's edge and squeezed under the first at 1920×1080)."""
    drawn = ctx.text.size(TURNED_LEGEND, ctx.px(ui.READ_LEAST + 1), note_weight(ctx))[1]
    return max(ctx.px(NOTE_H + 1), drawn + 1)


#: The footnote lines the board always keeps room for, whatever it shows now: the asterisk's,
#: and the mark's (A1, "Always three": an artist with no card in play may take a value token)
#: or at scoring the legend of "+1" (`card_turned`), so the rows stay put as either comes.
#: (The words on a tie, `card_tie`, take the second when it is free, more room when not.)
NOTE_LINES = card_tie.NOTE_LINES
#: The footnote lines under those the board keeps for the words on a tie (`card_tie`), said
#: or not, so the rows stay put as a tie comes and goes.
TIE_ROOM = 1


def no_card_leaders(now, played) -> set[int]:
    """The artists a card of which is worth something now (`now`, the hint row's figures)
    though none of their cards is in play (`played`: face up, or the seat's own face down):
    the tie order gave them a value token, which only "Always three" does (A1)."""
    if not now:
        return set()
    return {a for a in range(ARTIST_COUNT) if now[a] and not played[a]}


def marked_artists(v, now) -> set[int]:
    """The artists whose "Worth now" figure (`now`, the hint row's, None without hints) the
    board of view `v` marks: `no_card_leaders` by the cards that count for the ranking."""
    return no_card_leaders(now, ranking_counts(counts_if_ended_now(v), v.added))


def no_card_marked(v, hints: bool) -> bool:
    """Whether the market board, drawn from view `v` (with value hints or not), marks a figure
    (`no_card_mark`): the moment the first-time tip about it comes (`tips.NO_CARD`)."""
    return bool(hints and marked_artists(v, values_if_ended_now(v)))


def worth_figure(worth: int) -> str:
    """A "Worth now" figure: "–" for nothing (a figure of an artist with no card in play is
    drawn with its mark: `no_card_mark.draw_marked_figure`)."""
    return str(worth) if worth else "–"


def _draw_worth_now(surf, ctx, cart: CardArt, worth: int, marks: tuple[bool, bool, bool],
                    at: tuple[int, int, int]) -> None:
    """A "Worth now" figure (`worth_figure`) in the middle of its column (`at`: its middle,
    the row's, its width), moved left where marks right of it need the room (`marks`: the
    no-card mark's, the face-down card's, the tie's; `down_mark.figure_spots`). With the
    no-card mark (an artist with no card in play), grey as the round's scoring draws it,
    beside the crossed-out card (`no_card_mark`): no card of it scores (in ink, "1†" read as
    a worth like the others)."""
    marked, down, tied = marks
    cx, cy, col_w = at
    if down or tied:
        cx = figure_spots(ctx, cart, worth_figure(worth), (cx - col_w // 2, col_w), down,
                          tied)[0]
    center = (cx, cy)
    if marked and worth:
        no_card_mark.draw_marked_figure(surf, ctx, str(worth), 14, center)
    else:
        ui.text(surf, ctx, worth_figure(worth), 14, center, ui.INK, "black", "center")


def _head_name(surf, ctx, name: str, colour, size: float, midtop) -> None:
    """An artist's name over its column, at the board's `head_size`."""
    with ui.tight_below(ctx, ctx.px(size)):
        ui.text(surf, ctx, name, size, midtop, colour, "bold", "midtop")


def _draw_notes(surf, ctx, cart: CardArt, v, marked: tuple, row: pygame.Rect,
                columns: tuple[int, int], regions: list, note: pygame.Rect) -> None:
    """The footnotes under the hint row: the asterisk's, then the mark's when a figure has it
    (`marked`: the artists with the no-card mark, whether the second line is taken, and the
    tied artists' words on their ties); and the marks of the figures one's own face-down
    cards change (`down_mark`), with their footnote on the second line when the no-card
    mark's or a tie's words leave it free."""
    unplayed, taken, tied = marked
    _label, tip, words = hint_words(v)
    regions.insert(0, (note, tip))
    ui.text(surf, ctx, words, note_size(ctx, words, note.w), note.topleft, ui.INK_SOFT,
            note_weight(ctx))
    second = note.move(0, note.h + 1)
    _mark_no_card_leaders(surf, ctx, v, unplayed, row, second, columns, regions)
    draw_down_marks(surf, ctx, cart, v, values_if_ended_now(v), row, columns,
                    None if taken else second, regions, tied)


def _always_three() -> str:
    """The name of option A1's default as the setup screen shows it ("Always three")."""
    return TOKENS_WORDS[False][0]


def worth_now_tip(v, unplayed: set[int]):
    """The hint row's help: `WORTH_NOW_TIP`, and why an artist with no card in play is worth
    something when one is (`no_card_leaders`)."""
    tip = hint_words(v)[1]
    if not unplayed:
        return tip
    # i18n: after the "Worth now*" row's help, when an artist with no card in play would take
    # a value token; {option} is the value-token option's name ("Always three"); the board
    # draws its figure grey beside a small card crossed out
    why = _("At this table three artists always take a value token (“{option}”): with fewer "
            "than three artists in play, an artist with no card takes one too, the tie going "
            "to the artist further left on the board. Its figure is grey, beside a crossed-out "
            "card.").format(option=_always_three())
    return sentences((tip, why))


def _mark_no_card_leaders(surf, ctx, v, unplayed: set[int], row: pygame.Rect,
                          note: pygame.Rect, columns: tuple[int, int], regions: list) -> None:
    """The footnote of the mark on the figures of the artists with no card in play that take a
    value token, and each such figure's own help (topmost); nothing when none is marked."""
    if not unplayed:
        return
    words = _mark_words(v).format(option=_always_three())
    weight = note_weight(ctx)
    # The legend: the mark, drawn, then its words.
    mark = no_card_mark.draw_mark(surf, ctx, (note.x, note.centery), min(
        note.h - 1, ctx.px(no_card_mark.MARK_H)))
    room = note.right - mark.right - ctx.px(no_card_mark.MARK_GAP + 1)
    # At 13: at 12 pixels upright, Lato's word space closed again ("(„Immerdrei“)").
    line, size = ui.fitted(ctx, words, 13, room, weight, least=ui.READ_LEAST)
    ui.text(surf, ctx, line, size, (note.right - room, note.y), ui.INK_SOFT, weight)
    regions.insert(0, (note, worth_now_tip(v, unplayed)))
    x0, col_w = columns
    for a in sorted(unplayed):
        # The mark's help ends in the engine's own words for the option at this table.
        tip = sentences((_mark_tip(v).format(artist=artist_name(a, v.config.theme),
                                             option=_always_three()), TOKENS_WORDS[False][1]))
        regions.insert(0, (pygame.Rect(x0 + a * col_w, row.y, col_w, row.h), tip))


def _mark_words(v):
    """The footnote of the no-card mark (after it): while the round is played, what the tie order would
    give; at its scoring (`v.leading`), what it gave."""
    if v.leading:
        # i18n: a footnote under the card game's market board at a round's scoring, after its
        # mark (a small card crossed out, drawn); {option} the value-token option's name
        # ("Always three"); keep it short
        return _("no card in play, yet took a token (“{option}”)")
    # i18n: a footnote under the card game's market board, after its mark (a small card
    # crossed out, drawn); {option} the value-token option's name ("Always three"); keep it
    # short, the board is narrow
    return _("no card in play, yet takes a token (“{option}”)")


def _mark_tip(v):
    """The help of a figure with the no-card mark: an estimate "if the round ended now" while the round
    is played; at its scoring (the adding and the scoring overlay, `v.leading`) the round's own
    value, which no card added changes (it said "if the round ended now" then)."""
    if v.leading and v.round + 1 >= ROUNDS:
        # i18n: hover help of a marked "Worth now" figure at the last round's scoring (no
        # round follows); {artist} is an artist's name, {option} the value-token option's name
        return _("{artist}: no card in play this round, yet it took a value token: at this "
                 "table three artists always take one (“{option}”), even when fewer than "
                 "three have a card in play, and a tie goes to the artist further left on the "
                 "board. No card of it scores, and this is the last round.")
    if v.leading:
        # i18n: hover help of a marked "Worth now" figure at a round's scoring (the round is
        # over, its value tokens placed); {artist} is an artist's name, {option} the
        # value-token option's name ("Always three")
        return _("{artist}: no card in play this round, yet it took a value token: at this "
                 "table three artists always take one (“{option}”), even when fewer than "
                 "three have a card in play, and a tie goes to the artist further left on the "
                 "board. No card of it scores this round; its token stays on the board for "
                 "later rounds.")
    # i18n: hover help of a marked "Worth now*" figure; {artist} is an artist's name,
    # {option} the value-token option's name ("Always three")
    return _("{artist}: no card in play that you know of, yet it would take a value token if "
             "the round ended now: at this table three artists always take one (“{option}”), "
             "even when fewer than three have a card in play, and a tie goes to the artist "
             "further left on the board.")


def turned_up(v) -> tuple[int, ...]:
    """The face-down cards of each artist turned up at this round's scoring (none before)."""
    return v.turned_up or (0,) * ARTIST_COUNT


def _draw_played(surf, ctx, n: int, threshold: int, cx: int, cy: int, room: int,
                 turned: int = 0) -> None:
    """How many face-up cards of an artist are in play (`n` less the `turned` up at scoring), of the `threshold` that end the round:
    ringed in ink when one more card ends it (`draw_last_ring`). Once the count has reached the
    threshold it stands alone on an ink stamp that says the round's end ("6 · end"), never red:
    red counts clashed with a red artist's column. An everyone-plays takes it past the
    threshold, and "7/6" read as a miscount. At scoring the face-down cards turned up
    (`turned`) stand apart, "+1" beside the count: they count for the ranking, but a
    newcomer who had learned that 6 ends the round read "7 · end" as a wrong count."""
    px = ctx.px
    n -= turned
    extra = f"+{turned}" if turned else ""
    extra_w = ctx.text.size(extra, px(ui.READ_LEAST), "bold")[0] + px(3) if extra else 0
    if n < threshold:
        colour = ui.INK if n else ui.MUTED
        label, size = f"{n}/{threshold}", 13
        w = ctx.text.size(label, px(size), "black")[0]
        left = cx - (w + extra_w) // 2
        shown = ui.text(surf, ctx, label, size, (left, cy), colour, "black", "midleft")
        if n == threshold - 1:
            draw_last_ring(surf, ctx, shown)
    else:
        # i18n: the market board's Played row, an artist whose face-up cards reached the
        # count that ends the round ("6 · end"); keep it as short: it shares a narrow column
        words = _("{count} · end").format(count=n)
        # (smaller than a player reads only where the column has no room: "7 · 結束" at
        # 1280×720; the row's help says it whole). With "+1" beside it the stamp and the
        # "+1" keep the column's margin: taking it, "6 · Ende +1" ran into the next column's
        # "3/6 +1" (German, Chinese, 1280×720); there the stamp says the count alone, its ink
        # the round's end, as the row's help and the footnote under the board say.
        with ctx.text.tight():
            if extra:
                room_left = room - px(10) - px(8) - extra_w
                options = ((words, room_left, 11), (str(n), room_left, 9))
            else:
                options = ((words, room - px(10), 9), (str(n), room, 9))
            _i, label, size = ui.first_fitting(ctx, options, 12, "black")
            w, h = ctx.text.size(label, px(size), "black")
            stamp = pygame.Rect(0, 0, w + px(8), h + px(2))
            stamp.center = (cx - extra_w // 2, cy)
            pygame.draw.rect(surf, ui.INK, stamp, border_radius=px(4))
            ui.text(surf, ctx, label, size, stamp.center, ui.PAPER, "black", "center")
        left, w = stamp.x, stamp.w
    if extra:
        ui.text(surf, ctx, extra, ui.READ_LEAST, (left + w + px(3), cy), ui.INK_SOFT, "bold",
                "midleft")


#: How much wider and taller than its count the ring of "one more ends the round" is (design
#: pixels).
RING_PAD = (10, 3)


def draw_last_ring(surf, ctx, count: pygame.Rect) -> None:
    """The mark of a count one card short of the round's end: an ink ring around it, as the
    auction board rings the dot whose card would end the round; a shape, no artist's colour."""
    px = ctx.px
    ring = count.inflate(px(RING_PAD[0]), px(RING_PAD[1]))
    pygame.draw.rect(surf, ui.INK, ring, max(1, px(2) - 1), border_radius=ring.h // 2)


def _draw_awards(surf, cart: CardArt, count: int, cx: int, cy: int, tok: int, px,
                 label: int) -> None:
    """An artist's award tokens side by side at `cx`, clear of the row's label ending at x
    `label` (several on the first artist, right of "Auszeichnungen")."""
    if not count:
        return
    size = max(10, tok * 3 // 4)
    step = min(size, px(14))
    x = max(cx - (step * (count - 1)) // 2, label + px(3) + size // 2)
    for k in range(count):
        token = cart.token(0, size)
        surf.blit(token, token.get_rect(center=(x + k * step, cy)))


def draw_centre(surf, ctx, cart: CardArt, v, layout, lines: list[tuple[str, tuple]],
                regions: list, folded: bool = False) -> None:
    """The influence card, the deck and the status lines above the decision panel; `folded`,
    the status lines alone, from the top (a first-time tip needs the room: `controls_top`)."""
    px, r = ctx.px, layout.centre
    ui.blit_panel(surf, ctx, r, fill=ui.PAPER, alpha=235, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(5))
    ui.text(surf, ctx, _("THE TABLE"), 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
    if not folded:
        _draw_influence(surf, ctx, cart, v, layout, regions)
    area = _status_area(layout, px, folded)
    y = area.y
    for text, colour in lines:
        if text:
            y += ui.wrapped(surf, ctx, text, STATUS_SIZE, pygame.Rect(area.x, y, area.w, area.h),
                            colour, "bold") + px(2)


def _draw_influence(surf, ctx, cart: CardArt, v, layout, regions: list) -> None:
    """The influence card, the deck beside it and the round's limit under them."""
    px, inf = ctx.px, layout.influence
    if v.influence is not None:
        surf.blit(cart.face(v.influence, inf.w), inf)
        regions.insert(0, (inf.copy(), sentences((
            _("Influence card: it counts for its artist this round (it is in play, but belongs "
              "to nobody)."), card_tip(v.influence, v.config.theme)))))
    x = inf.right + px(14)
    ui.text(surf, ctx, _("Influence card"), 12, (x, inf.y), ui.INK_SOFT, "bold")
    deck = pygame.Rect(x, inf.y + px(22), px(30), px(42))
    if v.deck_size:
        surf.blit(cart.back(deck.w), deck)
    said = ui.text(surf, ctx, n_("Deck: {n} card", "Deck: {n} cards", v.deck_size), 13,
                   (deck.right + px(8), deck.centery), ui.INK, "bold", "midleft")
    regions.append((deck.inflate(px(120), 0).move(px(60), 0),
                    n_("The deck: {n} card left to deal or draw.",
                       "The deck: {n} cards left to deal or draw.", v.deck_size)))
    # Under the deck's count, wrapped to the panel's margin: on one line under the deck, the
    # German ran to the panel's edge ("6 offene Karten eines Künstlers beenden die Runde").
    limit = n_("{n} face-up card of one artist ends the round",
               "{n} face-up cards of one artist end the round", v.threshold)
    size, step = ctx.least_px(), int(ctx.least_px() * 1.25)
    for k, line in enumerate(ctx.text.wrap(limit, size, layout.centre.right - px(14) - said.x,
                                           "italic")):
        ui.text(surf, ctx, line, ui.READ_LEAST, (said.x, said.bottom + px(2) + k * step),
                ui.MUTED, "italic")


#: The status lines' design size.
STATUS_SIZE = 12


def _status_area(layout, px, folded: bool = False) -> pygame.Rect:
    """Where the status lines start, under the influence card, or under the panel's heading
    where the influence card's block is `folded` away (the decision panel's buttons follow
    from `controls_top`)."""
    r, inf = layout.centre, layout.influence
    y = r.y + px(32) if folded else inf.bottom + px(8)
    return pygame.Rect(r.x + px(14), y, r.w - px(28), px(62))


def controls_top(ctx, layout, lines: list[tuple[str, tuple]], raised: bool = False,
                 folded: bool = False) -> int:
    """Where the decision panel's buttons start: at their place, or lower when the status
    lines (wrapped as `draw_centre` draws them) would run under them; `raised`, right under
    those lines (to leave a first-time tip its room under the buttons), which start higher
    where the influence card's block is `folded` away for it."""
    px = ctx.px
    area = _status_area(layout, px, folded)
    end = area.y + sum(ui.wrapped_height(ctx, text, STATUS_SIZE, area.w, "bold") + px(2)
                       for text, _colour in lines if text)
    return end + px(6) if raised else max(layout.controls.y, end + px(6))
