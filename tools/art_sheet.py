"""Render a contact sheet of the game's generated art: all 70 card faces, the card backs,
method icons, artist emblems, tokens, coin, gavel and sound block, to one PNG.

    python tools/art_sheet.py [--out sheet.png] [--theme classic] [--colour-blind] [--grey]
                              [--width 120]

For looking at the art critically (at full size, and with --grey in greyscale)."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.cards import DECK, METHODS, THEMES, TOKENS  # noqa: E402
from scenes.art import Art, card_height  # noqa: E402
from scenes.assets import font  # noqa: E402


def render_sheet(art: Art, width: int = 120) -> pygame.Surface:
    """The contact sheet as a surface."""
    gap = 10
    per_row = 16
    ch = card_height(width)
    sheet_w = gap + per_row * (width + gap)
    rows_h = 5 * (ch + gap)
    extra_h = 1250
    # Pieces go on a transparent layer, laid on the table once the used height is known.
    sheet = pygame.Surface((sheet_w, gap + rows_h + extra_h), pygame.SRCALPHA)
    y = gap
    for artist in range(5):
        cards = [c for c in DECK if c.artist == artist]
        for i, card in enumerate(cards):
            sheet.blit(art.card_face(card, width), (gap + i * (width + gap), y))
        y += ch + gap
    # Sizes: the smallest readable face, a mid one, then the large ones and the backs.
    x = gap
    samples = [next(c for c in DECK if c.artist == a and c.method == m)
               for a, m in zip(range(5), METHODS)]
    for w in (20, 34, 50, 70, 90):
        for card in samples:
            sheet.blit(art.card_face(card, w), (x, y))
            x += w + gap // 2
        x += gap
    for w in (18, 34, 70, 120):
        sheet.blit(art.card_back(w), (x, y))
        x += w + gap
    y += card_height(120) + gap * 2
    x = gap
    for card in samples:
        sheet.blit(art.card_face(card, 240), (x, y))
        x += 240 + gap
    sheet.blit(art.card_back(240), (x, y))
    y += card_height(240) + gap * 2
    label_font = font(14, "bold")
    # Icons at several sizes.
    x = gap
    for method in METHODS:
        xx = x
        for size in (16, 24, 32, 48, 64):
            sheet.blit(art.method_icon(method, size), (xx, y + 64 - size))
            xx += size + 6
        sheet.blit(label_font.render(method, True, (255, 255, 255)), (x, y + 70))
        x = xx + gap * 2
    y += 100
    x = gap
    for artist in range(5):
        for size in (16, 32, 64):
            sheet.blit(art.artist_emblem(artist, size), (x, y + 64 - size))
            x += size + 6
        x += gap
    y += 80
    x = gap
    for value in sorted(TOKENS):
        for size in (20, 36, 64):
            sheet.blit(art.token(value, size), (x, y + 64 - size))
            x += size + 6
        x += gap
    for size in (16, 32, 64):
        sheet.blit(art.coin(size), (x, y + 64 - size))
        x += size + 6
    y += 150   # the gavels rise above their blocks
    x = gap
    for size in (48, 96, 160):
        sheet.blit(art.sound_block(size), (x, y + 160 - size))
        sheet.blit(art.gavel(size), (x, y + 160 - size - size * 0.45))
        x += size + gap
    for size in (32, 64, 128, 200):
        sheet.blit(art.gavel(size), (x, y + 200 - size))
        x += size + gap
    used = y + 200 + gap
    # Crop to what was drawn, on a fresh table so the vignette frames the whole sheet.
    final = art.table_background((sheet_w, used)).copy()
    final.blit(sheet, (0, 0), area=pygame.Rect(0, 0, sheet_w, used))
    return final


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: write the sheet PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="art_sheet.png")
    parser.add_argument("--theme", default="classic", choices=sorted(THEMES))
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--grey", action="store_true", help="save in greyscale")
    parser.add_argument("--width", type=int, default=120)
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    art = Art(args.theme, args.colour_blind)
    sheet = render_sheet(art, args.width)
    if args.grey:
        sheet = pygame.transform.grayscale(sheet)
    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
