"""Render the app icon from the game's own art (a fan of three paintings with the gavel on
green baize) and write it in every format the platforms want:

    assets/icons/modern-art.png      512 px (Linux, pygame window icon)
    assets/icons/modern-art-256.png  256 px
    assets/icons/modern-art.ico      Windows: 16–256 px, PNG-compressed entries
    assets/icons/modern-art.icns     macOS: 16–1024 px, PNG entries

Run `python tools/make_icons.py` after changing the art; the outputs are committed. The ICO
and ICNS containers are written here with `struct` (no imaging library needed)."""
from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.cards import DECK  # noqa: E402
from scenes.app import WINDOW_CLASS  # noqa: E402
from scenes.art import Art, card_height  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))
MASTER = 1024


#: At this size and below the icon shows one painting instead of a fan: three cards would
#: blur into grey at 16–32 px.
SIMPLE_UP_TO = 32


def compose_icon(art: Art, size: int = MASTER, simple: bool = False) -> pygame.Surface:
    """The icon at `size` px: a rounded baize tile, three paintings fanned out (one bold
    painting if `simple`), the gavel."""
    s = size
    icon = pygame.Surface((s, s), pygame.SRCALPHA)
    # Tile: rounded square of baize with a dark rim.
    tile = pygame.Surface((s, s), pygame.SRCALPHA)
    pad = round(s * 0.04)
    rect = pygame.Rect(pad, pad, s - 2 * pad, s - 2 * pad)
    radius = round(s * 0.2)
    pygame.draw.rect(tile, (255, 255, 255), rect, border_radius=radius)
    baize = art.table_background((s, s)).copy()
    baize.blit(tile, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    tile.blit(baize, (0, 0))
    pygame.draw.rect(tile, (14, 48, 30), rect, max(2, s // 80), border_radius=radius)
    icon.blit(tile, (0, 0))
    # The fan: three cards of three artists, pivoting below the tile's centre.
    width = round(s * 0.36)
    pivot = (s * 0.52, s * 0.9)
    if simple:
        # One framed painting, big and bold: it still reads as a picture at 16 px.
        pw, ph = round(s * 0.56), round(s * 0.66)
        frame = pygame.Surface((pw, ph), pygame.SRCALPHA)
        frame.fill((30, 28, 30))
        pygame.draw.rect(frame, (248, 244, 234), frame.get_rect().inflate(-s * 0.05, -s * 0.05))
        inner = frame.get_rect().inflate(-s * 0.1, -s * 0.1)
        frame.blit(art.painting(DECK[44], inner.size), inner.topleft)
        rotated = pygame.transform.rotozoom(frame, -8, 1.0)
        shadow = rotated.copy()
        shadow.fill((0, 0, 0, 100), special_flags=pygame.BLEND_RGBA_MIN)
        centre = (s * 0.55, s * 0.44)
        icon.blit(shadow, shadow.get_rect(center=(centre[0] + s * 0.02, centre[1] + s * 0.03)))
        icon.blit(rotated, rotated.get_rect(center=centre))
    fan = () if simple else ((DECK[8], 22), (DECK[12], 0), (DECK[44], -22))
    for card, angle in fan:
        face = art.card_face(card, width)
        # Shadow first, then the card, each rotated about the pivot.
        for layer, offset in (("shadow", (s * 0.012, s * 0.018)), ("card", (0, 0))):
            src = face
            if layer == "shadow":
                src = face.copy()
                src.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
            rotated = pygame.transform.rotozoom(src, angle, 1.0)
            # The card's centre sits above the pivot; rotate that offset as well.
            dist = card_height(width) * 0.5 + s * 0.26
            rad = math.radians(angle)
            cx = pivot[0] - math.sin(rad) * dist + offset[0]
            cy = pivot[1] - math.cos(rad) * dist + offset[1]
            icon.blit(rotated, rotated.get_rect(center=(cx, cy)))
    # The gavel lies across the bottom right, head up, in front of the fan.
    gsize = round(s * (0.62 if simple else 0.5))
    gavel = pygame.transform.flip(art.gavel(gsize), True, False)
    shadow = gavel.copy()
    shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
    gx, gy = s * 0.06, s - gsize - s * 0.03
    icon.blit(shadow, (gx + s * 0.015, gy + s * 0.02))
    icon.blit(gavel, (gx, gy))
    # Keep everything inside the tile's rounded outline.
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255), rect, border_radius=radius)
    icon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return icon


def render_sizes(art: Art, sizes) -> dict[int, pygame.Surface]:
    """The icon at each size, smoothscaled from one master rendering."""
    master = compose_icon(art, MASTER)
    simple = compose_icon(art, 256, simple=True)
    out = {}
    for size in sorted(set(sizes)):
        if size <= SIMPLE_UP_TO:
            out[size] = _reduce(simple, size)
        else:
            out[size] = master if size == MASTER else _reduce(master, size)
    return out


def _reduce(master: pygame.Surface, size: int) -> pygame.Surface:
    """Scale down in halving steps: one big smoothscale step loses detail to aliasing."""
    surf = master
    while surf.get_width() > size * 2:
        surf = pygame.transform.smoothscale(surf, (surf.get_width() // 2,) * 2)
    return pygame.transform.smoothscale(surf, (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    """The surface encoded as PNG."""
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size           # 0 means 256 in the directory
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG data for each entry type whose size is in `pngs`."""
    body = b""
    for ostype, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            body += ostype + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


# StartupWMClass: the window's class (scenes/app.py), so a taskbar shows the running game
# under this entry's name and icon.
DESKTOP_ENTRY = f"""[Desktop Entry]
Type=Application
Name=Modern Art
GenericName=Auction board game
Comment=Reiner Knizia's art auction game for 2 to 5 players, against the computer or hot-seat
Exec=modern-art
Icon=modern-art
Terminal=false
Categories=Game;BoardGame;
Keywords=auction;board game;Knizia;cards;
StartupWMClass={WINDOW_CLASS}
"""


def write_icons(out_dir: Path, theme: str = "classic") -> list[Path]:
    """Render and write every icon file into `out_dir`; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    art = Art(theme)
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES} | {256, 512}
    images = render_sizes(art, sizes)
    pngs = {size: png_bytes(surf) for size, surf in images.items()}
    files = {
        "modern-art.png": pngs[512],
        "modern-art-256.png": pngs[256],
        "modern-art.ico": build_ico({s: pngs[s] for s in ICO_SIZES}),
        "modern-art.icns": build_icns(pngs),
        "modern-art.desktop": DESKTOP_ENTRY.encode("utf-8"),
    }
    written = []
    for name, data in files.items():
        path = out_dir / name
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: write the icons (by default into assets/icons/)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=ROOT / "assets" / "icons")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    for path in write_icons(args.out_dir):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
