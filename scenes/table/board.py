"""The market board: the artists' columns, each round's tokens, the values so far and the
cards played this round. A pure painter: it draws from the view and adds its hover help."""
from __future__ import annotations

import pygame

from game.cards import ARTIST_COUNT, CARD_MIX, CARDS_TO_END_ROUND, ROUNDS, TOKENS, artist_name
from game.engine import cards_unseen

from game.i18n import _, join_text, n_, sentences

from .. import ui
from .log_panel import GameLog, draw_log
from .look import Look
from .seats import draw_dummy, draw_own, draw_seat
from .worth import PAYS_NOW_TIP, pays_now, tie_note, tie_sentences, ties_now


def paint_backdrop(ctx, look: Look, layout, log: GameLog):
    """The layer that changes only with the view: the baize, the board, the seats, your
    panel and the log; with the hover help laid out with it, (rect, text) topmost first."""
    surf = pygame.Surface(ctx.size).convert() if pygame.display.get_surface() else \
        pygame.Surface(ctx.size)
    surf.blit(ctx.art.table_background(ctx.size), (0, 0))
    regions: list[tuple[pygame.Rect, str]] = []
    draw_board(surf, ctx, look, layout.board, regions)
    for seat, rect in layout.seats.items():
        draw_seat(surf, ctx, look, seat, rect, regions)
    if layout.dummy is not None:
        draw_dummy(surf, ctx, look, layout.dummy, regions)
    draw_own(surf, ctx, look, layout.own, regions)
    draw_log(surf, ctx, log, layout.log)
    return surf, regions


def draw_board(surf: pygame.Surface, ctx, look: Look, r: pygame.Rect, regions: list) -> None:
    """The board in `r`; hover help for its columns and tokens goes into `regions`."""
    v, px = look.view, ctx.px
    ui.blit_panel(surf, ctx, r, fill=ui.PAPER, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(5))
    ui.text(surf, ctx, _("MARKET BOARD"), 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
    ui.text(surf, ctx, _("Round {round} of {rounds}").format(round=min(v.round + 1, ROUNDS),
                                                             rounds=ROUNDS), 13,
            (r.right - px(14), r.y + px(10)),
            ui.CLARET, "bold", "topright")
    label_w = px(58)
    col_w = (r.w - label_w - px(20)) // 5
    x0 = r.x + px(10) + label_w
    top = r.y + px(34)
    theme = v.config.theme
    # (A name may reach over its column's edge into the gap beside it.)
    heads, size = head_names(ctx, [artist_name(a, theme) for a in range(ARTIST_COUNT)],
                             col_w - px(2))
    head_h = px(58 + HEAD_LINE * (max(len(h) for h in heads) - 1))
    # A figure of "Worth now" a tie decided is marked, and why is said under the footnote.
    tied, tie_said = tie_note(v, look.ended) if worth_shown(look) else ((), "")
    # Rows share whatever height the window gives the board, less the rows under them; with
    # value hints, less the most the words on a tie can take, said or not: the rows grew and
    # shrank with those words from turn to turn, under the pointer.
    under = max(under_rounds(ctx, r.w, said) for said in (tie_said,) + (
        most_tie_words(theme) if look.hints else ()))
    row_h = max(px(36), min(px(96), (r.h - px(34) - head_h - under) // 4))
    _draw_heads(surf, ctx, look, x0, top, col_w, head_h, row_h, regions, (heads, size))
    _draw_rounds(surf, ctx, look, r, x0, top + head_h, col_w, row_h, regions)
    y = top + head_h + 4 * row_h + px(8)
    now, played_bottom = _draw_totals(surf, ctx, look, r, (x0, col_w, y), tied)
    # Each row under the rounds says what it counts, as the card game's board does: with value
    # hints off (or the round over) the row of sums read "Value" and said nothing, and a
    # column's 30 was taken for what a painting pays in a round the artist did not rank.
    # A place a tie decided says so, in the scoring overlay's words (a second Karl Gitter
    # dropped Krypto from 30 to 20, and nothing said why). While a round's end is told, the
    # row's help says what its figures are, the scoring's, and its ties (it said "Estimate").
    row_tip, ties = worth_tip(look) if now else TOTAL_TIP, ties_now(v, ended=look.ended)
    row_tip = sentences([row_tip, ties]) if ties else row_tip
    regions.insert(0, (pygame.Rect(r.x, y - px(4), r.w, px(26)), row_tip))
    regions.insert(0, (pygame.Rect(r.x, y + px(22), r.w, px(22)), PLAYED_TIP))
    if now:
        # The asterisk said under the board (it was explained only in the Rules), under the
        # Played row as drawn: a Chinese line stands taller than a Latin one of its size, and
        # at the design's fixed step the footnote touched the row's label (1920x1080).
        # While the round's end is told the figures are its scoring's, not an estimate.
        note = PAYS_NOW_NOTE if look.ended is None else ENDED_NOTE
        top = max(y + px(46), played_bottom + px(NOTE_GAP))
        size = note_size(ctx, note, r.w - px(24))
        drawn = ui.text(surf, ctx, note, size, (r.x + px(12), top), ui.INK_SOFT,
                        note_weight(ctx))
        regions.insert(0, (pygame.Rect(r.x + px(12), top, r.w - px(24), drawn.h),
                           worth_tip(look)))
        if tie_said:
            said = draw_tie_note(surf, ctx, tie_said, pygame.Rect(
                r.x + px(12), drawn.bottom + px(NOTE_GAP), r.w - px(24), 0))
            regions.insert(0, (said, row_tip))
    # (Not once the round is over: its end is being told, no card ends it any more.)
    if look.ended is None and any(c == CARDS_TO_END_ROUND - 1 for c in played_counts(look)):
        _draw_last_legend(surf, ctx, (r.centerx + px(24), r.bottom - px(LEGEND_FOOT)))


def under_rounds(ctx, width: int, tie_said="") -> int:
    """The pixels the board keeps under its rounds: the Worth and Played rows, the footnote,
    the words on a tie (`tie_said`, `tie_note`'s) and the legend "one more ends the round" at
    the foot, each as tall as its words are drawn in the player's language (in Chinese, at the
    design's fixed 86, the footnote touched the Played row and the legend ran into the
    footnote)."""
    px = ctx.px

    def drawn_h(words, size: float, weight: str) -> int:
        return ctx.text.drawn_height(words, px(size), weight)
    note_h = drawn_h(PAYS_NOW_NOTE, note_size(ctx, PAYS_NOW_NOTE, width - px(24)),
                     note_weight(ctx))
    played_h = drawn_h(_("Played"), 12, "bold")
    legend_h = drawn_h(LAST_LEGEND, ui.READ_LEAST, "italic")
    tie_h = px(NOTE_GAP) + ui.wrapped_height(ctx, tie_said, ui.READ_LEAST, width - px(24)
                                              - px(TIE_INDENT), note_weight(ctx)) \
        if tie_said else 0
    return max(px(86), px(8 + 26 + 10) + (played_h + 1) // 2 + px(NOTE_GAP) + note_h + tie_h
               + legend_h + px(LEGEND_FOOT))


def most_tie_words(theme) -> tuple[str, ...]:
    """The longest words on a tie the board can say (`tie_note`): two ties, every artist
    named once (three artists take the tokens: no third tie decides a place), in either
    split of the five."""
    def name(a: int) -> str:
        return artist_name(a, theme)
    return tuple(tie_sentences(((2, group), (1, tuple(a for a in range(ARTIST_COUNT)
                                                      if a not in group))), name)
                 for group in ((0, 1), (0, 1, 2)))


#: The design pixels the words on a tie stand right of the tie's mark.
TIE_INDENT = 14


def draw_tie_mark(surf, ctx, topleft) -> None:
    """The mark of a figure a tie decided, and of the words under the board that say why: an
    equals sign drawn in claret (drawn, not a letter: every language's typeface shows it)."""
    px = ctx.px
    x, y = topleft
    for dy in (0, px(4)):
        pygame.draw.line(surf, ui.CLARET, (x, y + dy), (x + px(7), y + dy), max(2, px(2)))


def draw_tie_note(surf, ctx, said, rect: pygame.Rect) -> pygame.Rect:
    """The words on a tie under the board's footnote, the tie's mark before them; where
    they were drawn."""
    px = ctx.px
    line_h = ui.wrapped_height(ctx, "=", ui.READ_LEAST, rect.w, note_weight(ctx))
    draw_tie_mark(surf, ctx, (rect.x, rect.y + (line_h - px(4)) // 2))
    words = rect.inflate(-px(TIE_INDENT), 0).move(px(TIE_INDENT) // 2, 0)
    h = ui.wrapped(surf, ctx, said, ui.READ_LEAST, words, ui.INK, note_weight(ctx))
    return pygame.Rect(rect.x, rect.y, rect.w, h)


#: The design pixels each artist's column reaches below the last round's row.
COLUMN_FOOT = 4


def _draw_heads(surf, ctx, look: Look, x0, top, col_w, head_h, row_h, regions,
                named: tuple) -> None:
    """Each artist's column with its emblem and name (`named`: `head_names`)."""
    px = ctx.px
    heads, size = named
    # The cards of each artist the player has not seen (the engine's count), for their own view.
    v = look.view
    unseen = cards_unseen(v) if v.hand is not None and look.you(v.seat) else None
    for a in range(ARTIST_COUNT):
        cx = x0 + a * col_w + col_w // 2
        colour = ctx.art.artist_colour(a)
        col_rect = pygame.Rect(x0 + a * col_w + px(2), top, col_w - px(4),
                               head_h + 4 * row_h + px(COLUMN_FOOT))
        regions.append((col_rect.inflate(0, px(60)).move(0, px(30)),
                        column_tip(look, a, unseen)))
        pygame.draw.rect(surf, tuple(int(c * 0.25 + 232 * 0.75) for c in colour), col_rect,
                         border_radius=px(6))
        emb = ctx.art.artist_emblem(a, px(30))
        surf.blit(emb, emb.get_rect(midtop=(cx, top + px(4))))
        with ui.tight_below(ctx, px(size)):
            for i, line in enumerate(heads[a]):
                ui.text(surf, ctx, line, size, (cx, top + px(38 + HEAD_LINE * i)), ui.INK,
                        "bold", "midtop")


def _draw_rounds(surf, ctx, look: Look, r, x0, top, col_w, row_h, regions) -> None:
    """The four rounds' rows of tokens, the current one lit."""
    v, px, theme = look.view, ctx.px, look.view.config.theme
    for rnd in range(4):
        y = top + rnd * row_h
        current = rnd == v.round and not look.is_over
        if current:
            # The last round's band reaches the columns' foot, under it: the columns' colours
            # showed there, below the band.
            hl = pygame.Rect(r.x + px(6), y, r.w - px(12),
                             row_h + (px(COLUMN_FOOT) if rnd == ROUNDS - 1 else 0))
            pygame.draw.rect(surf, ui.BRASS_LIGHT, hl, border_radius=px(6))
        ui.text(surf, ctx, _("Round {round}").format(round=rnd + 1), 12,
                (r.x + px(12), y + row_h // 2),
                ui.INK if current else ui.MUTED, "bold" if current else "regular", "midleft")
        for a in range(ARTIST_COUNT):
            token = v.board[rnd][a]
            cx = x0 + a * col_w + col_w // 2
            if token:
                t = ctx.art.token(token, min(px(44), row_h - px(8), col_w - px(10)))
                spot = t.get_rect(center=(cx, y + row_h // 2))
                surf.blit(t, spot)
                place = TOKENS.index(token) if token in TOKENS else len(_TOKEN_TIPS) - 1
                said = LAST_TOKEN_TIP if rnd == ROUNDS - 1 else _TOKEN_TIPS[place]
                regions.insert(0, (spot, said.format(
                    token=token, artist=artist_name(a, theme), round=rnd + 1)))
            else:
                pygame.draw.circle(surf, (200, 190, 172), (cx, y + row_h // 2), px(4))


#: The row of sums under the rounds, one name in both games, beside the round's scoring and its
#: "Worth" row: with value hints, what one painting (or card) of each artist would be worth if
#: the round ended now; without them (or the round over), what it is worth so far. The auction
#: board said "Pays now*" and "Tokens" where the card game's said "Worth now*" and "Worth so
#: far" ("Total" was read as money or points; "Tokens" read "Tokens 2" over one award token).
# i18n: a row of the market board with value hints: what one painting (card) of each artist
# would be worth if the round ended now; the asterisk is explained under the board
WORTH_NOW = _("Worth now*")
# i18n: a row of the market board without value hints: what one painting (card) of each
# artist is worth so far (its tokens added up); short, like "Worth now*"
WORTH_SO_FAR = _("Worth so far")
# i18n: a row of the market board once the round has ended, while its end is told (the auction)
# or cards are added at scoring (the card game): what one painting (card) of each artist pays
# (scores) this round (no asterisk: not an estimate)
WORTH_SCORED = _("Worth now")

#: The least design pixels between the Played row's words, as drawn, and the footnote.
NOTE_GAP = 3
#: The design pixels from the legend's foot ("one more ends the round") to the board's.
LEGEND_FOOT = 7
#: The footnote under the board that says what the asterisk of "Worth now*" means.
PAYS_NOW_NOTE = _("* if the round ended now: an estimate")
# i18n: the footnote under the auction's market board while a round's end is told, in place of
# "* if the round ended now: an estimate"; keep it short, the board is narrow
ENDED_NOTE = _("the round is over: what one painting pays")
#: The help of the "Worth now" row and its footnote while a round's end is told, in place of
#: `PAYS_NOW_TIP` (an estimate): its figures are the round's own scoring.
# i18n: hover help of the auction's market board's "Worth now" row while a round's end is told
ENDED_TIP = _("What one painting of each artist pays this round, not an estimate: the round is "
              "over and its tokens are placed. A painting of an artist in the round's top three "
              "pays its column's sum, this round's token included; any other painting pays "
              "nothing.")


def worth_tip(look: Look):
    """The help of the "Worth now" row (value hints on): the estimate's while the round is
    played, the round's own figures' while its end is told (`ENDED_TIP`)."""
    return PAYS_NOW_TIP if look.ended is None else ENDED_TIP


#: The least size in pixels at which a footnote is drawn in italic: smaller, Lato Italic's word
#: space (2 px at 10) is closed by a leaning letter's overhang, and words ran together (the
#: German footnote's "„Immer drei“" read "„Immerdrei“" at 1280x720); upright they keep apart.
NOTE_ITALIC_PX = 12


def note_weight(ctx) -> str:
    """The weight of the footnotes under the market board: italic where it reads, upright at
    small sizes (`NOTE_ITALIC_PX`)."""
    return "italic" if ctx.px(10) >= NOTE_ITALIC_PX else "regular"


def head_size(ctx, names, room: int) -> float:
    """The design size of the artists' names over the board's columns, one for every name
    (the largest at which all fit `room` pixels, so no artist looks lesser): the least a
    player reads, or more; below it only where five columns leave no room at it (1280×720:
    "Karl Gitter" is 55 pixels at 12, its column 50), drawn within `ui.tight_below`."""
    def fit(size) -> bool:
        return all(ctx.text.size(name, ctx.px(size), "bold")[0] <= room for name in names)
    size = next((pt for pt in (13, ui.READ_LEAST) if fit(pt)), None)
    if size is None:
        with ctx.text.tight():
            size = next((pt for pt in (11, 10) if fit(pt)), 9)
    return size


#: How far an artist's name's second line stands under its first over the market board's
#: column (design pixels).
HEAD_LINE = 15


def head_names(ctx, names, room: int) -> tuple[list[tuple[str, ...]], float]:
    """The artists' names over the auction's market board's columns, each on one line or
    two, and their one design size: on one line at `head_size` where that is the least a
    player reads or more; else at the least, a name too wide for its column broken at a
    space ("Karl" over "Gitter": five columns at 1280×720 left "Karl Gitter" 50 of its 55
    pixels at 12, and every name was drawn at 11); smaller, on one line, only where a name
    has no space that lets it fit."""
    size = head_size(ctx, names, room)
    if size >= ui.READ_LEAST:
        return [(n,) for n in names], size

    def fits(text: str) -> bool:
        return ctx.text.size(text, ctx.px(ui.READ_LEAST), "bold")[0] <= room

    heads = []
    for name in names:
        words = name.split(" ")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        heads.append((name,) if fits(name) else next(
            (pair for pair in splits if fits(pair[0]) and fits(pair[1])), None))
    if any(h is None for h in heads):
        return [(n,) for n in names], size
    return _initials_kept(ctx, heads, room), ui.READ_LEAST


def _initials_kept(ctx, heads: list[tuple[str, ...]], room: int) -> list[tuple[str, ...]]:
    """`heads` with a name broken before a letter alone ("Christin" over "P", read as two
    names; a play-tester's Chinese board, and at 1280×720 the English one too) put back on one
    line, reaching into the gap beside its column, where its neighbours' names leave room
    for it there."""
    def wide(head) -> int:
        return max(ctx.text.size(line, ctx.px(ui.READ_LEAST), "bold")[0] for line in head)
    out = list(heads)
    for i, head in enumerate(heads):
        if len(head) != 2 or min(len(part) for part in head) > 1:
            continue
        whole = (" ".join(head),)
        over = (wide(whole) - room + 1) // 2            # beyond the column on either side
        spare = [(room - wide(out[j])) // 2 for j in (i - 1, i + 1) if 0 <= j < len(out)]
        if over <= ctx.px(6) and all(gap >= over + ctx.px(3) for gap in spare):
            out[i] = whole
    return out


def note_size(ctx, note, width: int) -> float:
    """The footnote's size: the least a player reads (`ui.READ_LEAST`; at 9 and 10 pixels the
    footnotes were too small to read at 1280×720), a little larger where `note` fits."""
    larger = ui.READ_LEAST + 1
    fits = ctx.text.size(note, ctx.px(larger), note_weight(ctx))[0] <= width
    return larger if fits else ui.READ_LEAST


#: Hover help of the board's row of sums when it shows no estimate (value hints off, or the
#: round over), and of its Played row.
TOTAL_TIP = _("What one painting of each artist is worth so far: the tokens on its column, "
              "added up. A painting of an artist in this round's top three pays its column's "
              "sum, this round's token included; any other painting pays nothing.")
PLAYED_TIP = _("Paintings of each artist played this round, unsold ones included; the fifth "
               "of one artist ends the round (a ringed dot: one more ends it).")
#: The legend under the board beside the ringed dot, while an artist has four played.
# i18n: beside the mark the market board rings an artist's fifth dot with, once four of the
# artist are played this round (the mark is drawn before these words)
LAST_LEGEND = _("one more ends the round")


def played_counts(look: Look) -> list[int]:
    """Each artist's paintings played this round as the board shows them: the view's, and
    all five of the artist whose fifth card ended the round while the round's end is told
    ("The fifth Yoko!" showed four dots of Yoko's)."""
    counts = list(look.counts())
    if look.ended_by is not None:
        counts[look.ended_by] = max(counts[look.ended_by], CARDS_TO_END_ROUND)
    return counts


def worth_shown(look: Look) -> bool:
    """Whether the board shows "Worth now" (value hints on): in play, and while the end of
    a round is told, the last round's too."""
    return look.hints and (not look.is_over or look.ended is not None)


def worth_now(look: Look) -> tuple[int, ...]:
    """What one painting of each artist would pay if the round ended now; while the round's
    end is told, what the engine's scoring of it pays (the ending card counted): the board
    still ranked the artists without it, and after the fifth Krypto read 30/60/30 where the
    scoring then said 30/50/40."""
    if look.ended is not None:
        return tuple(look.ended.values)
    return pays_now(look.view)


def draw_last_mark(surf, ctx, centre) -> None:
    """The mark of the dot whose card would end the round: an ink ring with a dot inside, a
    shape no artist's colour (nor the colour-blind palette's) stands for; red dots clashed with
    Christin P's red."""
    px = ctx.px
    pygame.draw.circle(surf, ui.INK, centre, px(4), max(2, px(2) - 1))
    pygame.draw.circle(surf, ui.INK, centre, max(1, px(1)))


def _draw_last_legend(surf, ctx, midbottom) -> None:
    """"◎ one more ends the round" under the board: the mark, then its words."""
    px = ctx.px
    w, h = ctx.text.size(LAST_LEGEND, px(ui.READ_LEAST), "italic")
    left = midbottom[0] - (w + px(12)) // 2
    draw_last_mark(surf, ctx, (left + px(4), midbottom[1] - h // 2))
    ui.text(surf, ctx, LAST_LEGEND, ui.READ_LEAST, (left + px(12), midbottom[1]), ui.INK_SOFT,
            "italic", "bottomleft")


def _draw_totals(surf, ctx, look: Look, r, at, tied=()):
    """The Worth so far row (tokens so far; with value hints, Worth now*: what a painting would
    pay now, the figures of `tied` artists marked as a tie decided them) and the Played row
    (pips, the fifth ringed at four), `at` (x0, col_w, y); the estimates shown, or None, and
    the y under the Played row as drawn."""
    v, px = look.view, ctx.px
    x0, col_w, y = at
    pygame.draw.line(surf, ui.PAPER_DARK, (r.x + px(10), y - px(3)), (r.right - px(10), y - px(3)))
    upto = min(v.round, ROUNDS - 1)
    now = worth_now(look) if worth_shown(look) else None
    label = WORTH_SO_FAR if not now else WORTH_NOW if look.ended is None else WORTH_SCORED
    ui.text(surf, ctx, label, 12, (r.x + px(12), y + px(11)), ui.INK_SOFT, "bold", "midleft")
    for a in range(ARTIST_COUNT):
        cx = x0 + a * col_w + col_w // 2
        total = now[a] if now else sum(v.board[rr][a] for rr in range(upto + 1))
        figure = ui.text(surf, ctx, str(total) if total else "–", 15, (cx, y + px(11)),
                         ui.INK, "black", "center")
        if now and a in tied:
            draw_tie_mark(surf, ctx, (figure.right + px(2), figure.centery - px(7)))
    y += px(26)
    label = ui.text(surf, ctx, _("Played"), 12, (r.x + px(12), y + px(10)), ui.INK_SOFT, "bold",
                    "midleft")
    counts = played_counts(look)
    for a in range(ARTIST_COUNT):
        cx = x0 + a * col_w + col_w // 2
        n = counts[a]
        pip = px(4)
        gap = px(9)
        for k in range(CARDS_TO_END_ROUND):
            spot = (cx - (CARDS_TO_END_ROUND - 1) * gap // 2 + k * gap, y + px(10))
            if k < n:
                pygame.draw.circle(surf, ctx.art.artist_colour(a), spot, pip)
            elif k == n == CARDS_TO_END_ROUND - 1 and look.ended is None:
                draw_last_mark(surf, ctx, spot)       # one more ends the round
            else:
                pygame.draw.circle(surf, ui.PAPER_DARK, spot, pip, max(1, px(1)))
    return now, max(label.bottom, y + px(10) + px(4))


def column_tip(look: Look, artist: int, unseen=None) -> str:
    """An artist's column in words: played this round, tokens so far, what a sale pays, and
    (`unseen`, each artist's cards the player has not seen) its cards as a careful player
    counts them."""
    v = look.view
    name = artist_name(artist, v.config.theme)
    # While the round's end is told, the engine's count, the ending card counted (the view
    # shown is the one before it: "4 played this round. One more ends the round" under the
    # fifth Krypto).
    n = look.counts()[artist]
    tokens = sum(v.board[r][artist] for r in range(min(v.round, ROUNDS - 1) + 1))
    # i18n: {played} is "{n} played this round"
    said = (_("{artist}: {played}. One more ends the round. Tokens so far: {tokens}. If "
              "{artist} ranks in the top three this round, each painting bought pays the "
              "column's sum, this round's token included; otherwise nothing.")
            if n == CARDS_TO_END_ROUND - 1 and look.ended is None else
            _("{artist}: {played}. Tokens so far: {tokens}. If {artist} ranks in the top three "
              "this round, each painting bought pays the column's sum, this round's token "
              "included; otherwise nothing."))
    played = n_("{n} played this round", "{n} played this round", n)
    said = said.format(artist=name, played=played, tokens=tokens)
    ties = ties_now(v, artist, look.ended)
    said = sentences([said, ties]) if ties else said
    if unseen is None:
        return said
    # What a careful player counts: every card played in any round is public.
    hand, not_seen = told_hand(look, artist, unseen[artist])
    counted = cards_counted(name, artist, sum(CARD_MIX[artist]), hand, not_seen)
    return join_text("\n", [said, counted])


def told_hand(look: Look, artist: int, unseen: int) -> tuple[tuple, int]:
    """The seat's hand and the cards of `artist` it has not seen (`unseen`, the view's count)
    as a careful player counts them: while the round's end is told, with the ending card
    played, which the view shown, the one before it, still held in the hand or not seen."""
    hand, card = tuple(look.view.hand or ()), getattr(look.ended, "ended_by", None)
    if card is None:
        return hand, unseen
    if any(c.id == card.id for c in hand):
        return tuple(c for c in hand if c.id != card.id), unseen
    return hand, unseen - (card.artist == artist)


def cards_counted(name: str, artist: int, total: int, hand, unseen: int):
    """An artist's cards as a careful player counts them, in either game: `total` in the
    game, those of `hand` (the seat's cards), `unseen` not seen by it (the engine's count),
    the rest played so far."""
    mine = sum(1 for c in hand if c.artist == artist)
    return _("{artist} has {total} cards in the game: {played} played so far, {mine} in your "
             "hand, {unseen} not seen yet.").format(
        artist=name, total=total, played=total - mine - unseen, mine=mine, unseen=unseen)


#: A token on the board in words, by the rank it marks (the last: any other token). The token
#: stays on the board: it counts in every later round the artist ranks, not only while the
#: artist keeps ranking (the words once said "while", and a player took a miss to lose it).
_TOKEN_TIPS = (
    _("A {token} token: {artist} ranked first in round {round}. In every later round in which "
      "{artist} ranks in the top three, it adds {token} to each painting of {artist}; in a "
      "round it does not, those paintings pay nothing."),
    _("A {token} token: {artist} ranked second in round {round}. In every later round in which "
      "{artist} ranks in the top three, it adds {token} to each painting of {artist}; in a "
      "round it does not, those paintings pay nothing."),
    _("A {token} token: {artist} ranked third in round {round}. In every later round in which "
      "{artist} ranks in the top three, it adds {token} to each painting of {artist}; in a "
      "round it does not, those paintings pay nothing."),
    _("A {token} token: {artist} placed in round {round}. In every later round in which "
      "{artist} ranks in the top three, it adds {token} to each painting of {artist}; in a "
      "round it does not, those paintings pay nothing."),
)
#: A token of the last round: no later round counts it (it said "In every later round").
# i18n: hover help of a value token placed in the last round; {round} is its number
LAST_TOKEN_TIP = _("A {token} token: {artist} ranked in the top three in round {round}, the "
                   "last round. Each painting of {artist} bought this round pays its column's "
                   "sum, this token included.")
