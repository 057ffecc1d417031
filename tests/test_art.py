"""The generated art: sizes, caching, no display needed, artists told apart in greyscale,
a colour-blind palette that stays distinct, and valid icon files."""
from __future__ import annotations

import importlib.util
import itertools
import math
import random
import struct
from pathlib import Path

import pygame
import pytest

from game.cards import DECK, METHODS, THEMES, TOKENS
from scenes.art import COLOUR_BLIND_COLOURS, Art, card_height

ROOT = Path(__file__).resolve().parent.parent
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module", autouse=True)
def fonts_only():
    """Fonts but no display mode: the art must not need one."""
    pygame.font.init()
    yield


@pytest.fixture(scope="module")
def art() -> Art:
    return Art("classic")


def one_card_per_artist_and_method():
    seen, cards = set(), []
    for card in DECK:
        if (card.artist, card.method) not in seen:
            seen.add((card.artist, card.method))
            cards.append(card)
    return cards


# ----------------------------------------------------------------------------- sizes

def test_card_height_is_five_to_seven():
    assert card_height(70) == 98
    assert card_height(120) == 168
    assert card_height(240) == 336


@pytest.mark.parametrize("width", [12, 20, 34, 63, 64, 70, 120, 240])
def test_every_artist_and_method_face_has_the_card_size(art, width):
    for card in one_card_per_artist_and_method():
        face = art.card_face(card, width)
        assert face.get_size() == (width, card_height(width)), card


def test_every_card_face_is_drawn(art):
    for card in DECK:
        face = art.card_face(card, 70)
        assert face.get_size() == (70, 98)
        # Opaque in the middle (the painting), transparent only at the rounded corners.
        assert face.get_at((35, 40)).a == 255
        assert face.get_at((0, 0)).a < 128


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("colour_blind", [False, True])
def test_every_theme_and_palette_draws_faces_and_backs(theme, colour_blind):
    themed = Art(theme, colour_blind)
    for artist in range(5):
        card = next(c for c in DECK if c.artist == artist)
        assert themed.card_face(card, 90).get_size() == (90, card_height(90))
    for width in (70, 160):
        assert themed.card_back(width).get_size() == (width, card_height(width))
    assert themed.table_background((64, 48)).get_size() == (64, 48)


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("width", [54, 60])
def test_a_small_painting_names_its_artist(theme, width):
    """The paintings bought in your panel at 1280x720 are 54 px thumbnails: "Karl Gitter",
    "Christin P" and "Lite Metal" did not fit their band in legible type and it was left bare
    (seen playing a 2-player game); the band now says the name, or its longest word."""
    from scenes.art.brush import text_on
    themed = Art(theme)
    m, bh = max(2, round(width * 0.07)), max(4, round(width * 0.22))
    height = card_height(width)
    for artist in range(5):
        card = next(c for c in DECK if c.artist == artist)
        face = themed.card_face(card, width)
        colour = themed.artist_colour(artist)
        ink = text_on(colour)
        lettered = sum(1 for x in range(m + 2, width - m - 2)
                       for y in range(height - m - bh + 1, height - m - 1)
                       if sum(abs(a - b) for a, b in zip(face.get_at((x, y))[:3], ink)) < 90)
        assert lettered > 25, (theme, THEMES[theme][artist], lettered)


def _contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; 3 is the least for large or bold type)."""
    def lum(c):
        lin = [(v / 255) / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4
               for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("colour_blind", [False, True])
def test_artists_names_read_on_their_colour_and_on_paper_in_both_palettes(colour_blind):
    """With the colour-blind palette the card game's bands and the hands' edge tags set
    "Lite Metal" and "Krypto" in white on pale yellow and pink, and its market board set the
    names in those colours on paper: hardly legible. Words on an artist's colour take
    `text_on` (ink or white), words in it on paper `ink_like` (darkened): both read at WCAG's
    3:1 for bold type, in either palette; the card game's face uses it."""
    from scenes.art import INK, PAPER, ink_like, text_on
    from scenes.card_art import CardArt, card_size, name_band
    from game.card.cards import DECK as CARD_DECK
    art = Art("classic", colour_blind)
    cart = CardArt(art)
    for artist in range(5):
        colour = art.artist_colour(artist)
        assert _contrast(text_on(colour), colour) >= 3.0, (artist, colour)
        assert _contrast(ink_like(colour), PAPER) >= 3.0, (artist, colour)
        card = next(c for c in CARD_DECK if c.artist == artist)
        w, h = card_size(120)
        m, bh = name_band(w)
        face = cart.face(card, w)
        band = [face.get_at((x, y))[:3] for x in range(m, w - m)
                for y in range(h - m - bh, h - m)]
        ink = text_on(colour)
        assert sum(1 for px in band if sum(abs(a - b) for a, b in zip(px, ink)) < 90) > 40
    if colour_blind:
        assert text_on(art.artist_colour(0)) == INK


def test_unknown_theme_and_method_are_refused_clearly():
    with pytest.raises(ValueError, match="unknown theme"):
        Art("baroque")
    with pytest.raises(ValueError, match="unknown auction method"):
        Art().method_icon("dutch", 32)


@pytest.mark.parametrize("size", [16, 24, 32, 64])
def test_square_pieces_have_their_size_and_transparent_corners(art, size):
    pieces = [art.method_icon(m, size) for m in METHODS]
    pieces += [art.artist_emblem(a, size) for a in range(5)]
    pieces += [art.token(v, size) for v in TOKENS]
    pieces += [art.gavel(size), art.sound_block(size), art.coin(size)]
    for surf in pieces:
        assert surf.get_size() == (size, size)
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((0, 0)).a == 0


def test_method_icons_differ_from_each_other_even_at_16_px(art):
    raw = {m: pygame.image.tobytes(art.method_icon(m, 16), "RGBA") for m in METHODS}
    for a, b in itertools.combinations(METHODS, 2):
        diff = sum(abs(x - y) for x, y in zip(raw[a], raw[b]))
        assert diff > 16 * 16 * 20, (a, b)


def test_tokens_have_distinct_colours(art):
    centres = {v: art.token(v, 64).get_at((10, 32))[:3] for v in TOKENS}
    for a, b in itertools.combinations(TOKENS, 2):
        assert math.dist(centres[a], centres[b]) > 80, (a, b)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (333, 211)])
def test_table_background_is_opaque_at_any_size(art, size):
    table = art.table_background(size)
    assert table.get_size() == size
    assert not table.get_flags() & pygame.SRCALPHA
    # A vignette: the corners are darker than the centre.
    centre = sum(table.get_at((size[0] // 2, size[1] // 2))[:3])
    corner = sum(table.get_at((2, 2))[:3])
    assert corner < centre


def test_gavel_head_is_top_left_and_handle_ends_at_the_pivot(art):
    gavel = art.gavel(100)
    # Handle end near the bottom-right corner, nothing at the other two corners.
    assert gavel.get_at((93, 93)).a > 200
    assert gavel.get_at((5, 95)).a == 0 and gavel.get_at((95, 5)).a == 0
    # More of the head's mass in the top-left quadrant than in the bottom-right.
    def mass(x0, y0):
        return sum(gavel.get_at((x, y)).a for x in range(x0, x0 + 50, 2)
                   for y in range(y0, y0 + 50, 2))
    assert mass(0, 0) > 1.5 * mass(50, 50)


# --------------------------------------------------------------- caching, determinism

def test_every_method_caches_by_its_arguments(art):
    card = DECK[17]
    calls = [
        lambda: art.card_face(card, 120), lambda: art.card_back(120),
        lambda: art.method_icon(METHODS[2], 32), lambda: art.artist_emblem(3, 32),
        lambda: art.gavel(64), lambda: art.sound_block(64), lambda: art.token(20, 40),
        lambda: art.coin(24), lambda: art.table_background((320, 200)),
    ]
    for call in calls:
        assert call() is call()
    assert art.card_face(card, 120) is not art.card_face(card, 121)
    assert art.card_face(card, 120) is not art.card_face(DECK[18], 120)


def test_caches_are_bounded_so_resizing_cannot_exhaust_memory():
    art = Art()
    first = art.table_background((200, 100))
    for width in range(201, 240):
        art.table_background((width, 100))
    assert len(art._cache["table"]) <= 3
    assert art.table_background((200, 100)) is not first      # evicted, rebuilt
    recent = art.table_background((239, 100))
    assert art.table_background((239, 100)) is recent


def test_faces_are_deterministic_and_leave_the_global_random_alone():
    random.seed(1)
    before = random.getstate()
    first = pygame.image.tobytes(Art().card_face(DECK[40], 100), "RGBA")
    assert random.getstate() == before
    random.random()              # stir the global generator: the art must not care
    second = pygame.image.tobytes(Art().card_face(DECK[40], 100), "RGBA")
    assert first == second


def test_cards_of_one_artist_vary(art):
    for artist in range(5):
        faces = {pygame.image.tobytes(art.card_face(c, 70), "RGB")
                 for c in DECK if c.artist == artist and c.method == METHODS[0]}
        count = sum(1 for c in DECK if c.artist == artist and c.method == METHODS[0])
        assert len(faces) == count


def test_art_works_with_no_display_mode_set():
    assert pygame.display.get_surface() is None
    surf = Art("masters").card_face(DECK[3], 80)
    assert surf.get_size() == (80, card_height(80))


# ------------------------------------------------------------ artists apart in greyscale

def _painting_features(face: pygame.Surface) -> tuple[float, ...]:
    """Greyscale statistics of the middle of a card's painting: lightness, contrast,
    edge density, share of diagonal/curved edges, fine texture, hard edges, and how alike
    pixels three apart are (broad shapes versus dotted texture)."""
    w, h = face.get_size()
    crop = face.subsurface((round(w * 0.2), round(h * 0.26), round(w * 0.64), round(h * 0.44)))
    grey = pygame.transform.grayscale(crop.copy())
    cw, ch = grey.get_size()
    px = pygame.image.tobytes(grey, "RGB")[0::3]
    n = len(px)
    mean = sum(px) / n
    std = math.sqrt(sum((p - mean) ** 2 for p in px) / n)
    edges = both = fine = hard = 0
    for y in range(ch - 1):
        row = y * cw
        for x in range(cw - 1):
            p = px[row + x]
            dh = abs(px[row + x + 1] - p)
            dv = abs(px[row + cw + x] - p)
            if dh > 24 or dv > 24:
                edges += 1
                if dh > 12 and dv > 12:
                    both += 1
            if 8 < dh <= 24:
                fine += 1
            if dh > 90 or dv > 90:
                hard += 1
    cells = (cw - 1) * (ch - 1)
    lag = 3
    pairs = [(px[y * cw + x] - mean, px[y * cw + x + lag] - mean)
             for y in range(ch) for x in range(cw - lag)]
    corr = sum(a * b for a, b in pairs) / max(1e-9, sum(a * a for a, _ in pairs))
    return (corr, mean / 255, std / 255, edges / cells, both / max(1, edges), fine / cells,
            hard / cells)


@pytest.mark.parametrize("colour_blind", [False, True])
def test_artists_are_told_apart_in_greyscale(colour_blind):
    """Nearest-centroid on greyscale features classifies every card to its own artist
    (leave-one-out): this fails as soon as two artists' styles look alike in value and
    texture, whatever their hues."""
    themed = Art("classic", colour_blind)
    feats = {c.id: _painting_features(themed.card_face(c, 100)) for c in DECK}
    dims = len(next(iter(feats.values())))
    # Standardise each feature so no single one dominates the distance.
    scale = []
    for d in range(dims):
        values = [f[d] for f in feats.values()]
        mu = sum(values) / len(values)
        scale.append(math.sqrt(sum((v - mu) ** 2 for v in values) / len(values)) or 1.0)
    z = {cid: tuple(v / s for v, s in zip(f, scale)) for cid, f in feats.items()}
    wrong = []
    for card in DECK:
        centroids = {}
        for artist in range(5):
            members = [z[c.id] for c in DECK if c.artist == artist and c.id != card.id]
            centroids[artist] = tuple(sum(m[d] for m in members) / len(members)
                                      for d in range(dims))
        guess = min(centroids, key=lambda a: math.dist(centroids[a], z[card.id]))
        if guess != card.artist:
            wrong.append((card.id, card.artist, guess))
    assert not wrong, f"cards mistaken for another artist in greyscale: {wrong}"
    # And the styles sit well apart: centroids at least 1.5 pooled std from each other.
    full = {a: tuple(sum(z[c.id][d] for c in DECK if c.artist == a)
                     / sum(1 for c in DECK if c.artist == a) for d in range(dims))
            for a in range(5)}
    for a, b in itertools.combinations(range(5), 2):
        assert math.dist(full[a], full[b]) > 1.5, (a, b)


# ------------------------------------------------------------------ colour-blind palette

_PROTAN = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
           (-0.003882, -0.048116, 1.051998))
_DEUTAN = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
           (-0.011820, 0.042940, 0.968881))


def _linear(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb_linear):
    r, g, b = rgb_linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    zz = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(zz)))


@pytest.mark.parametrize("matrix", [_PROTAN, _DEUTAN], ids=["protanopia", "deuteranopia"])
def test_colour_blind_accents_stay_apart(matrix):
    """Machado et al. (2009) full-severity simulation; CIELAB distance between every pair."""
    art = Art("classic", colour_blind=True)
    assert tuple(art.artist_colour(a) for a in range(5)) == COLOUR_BLIND_COLOURS
    labs = []
    for colour in COLOUR_BLIND_COLOURS:
        lin = [_linear(v) for v in colour]
        sim = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix]
        labs.append(_lab(sim))
    for a, b in itertools.combinations(range(5), 2):
        assert math.dist(labs[a], labs[b]) > 25, (a, b)


# ------------------------------------------------------------------------- icon files

def _load_make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def _check_ico(data: bytes) -> dict[int, int]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = {}
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        w, h = w or 256, h or 256
        assert (planes, bpp) == (1, 32)
        assert offset + length <= len(data)
        assert _png_size(data[offset:offset + length]) == (w, h)
        sizes[w] = length
    return sizes


def _check_icns(data: bytes) -> set[int]:
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, sizes = 8, set()
    while pos < len(data):
        ostype, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        assert length > 8 and pos + length <= len(data), ostype
        w, h = _png_size(data[pos + 8:pos + length])
        assert w == h
        sizes.add(w)
        pos += length
    assert pos == len(data)
    return sizes


def test_icon_script_writes_valid_png_ico_icns_and_desktop(tmp_path):
    make_icons = _load_make_icons()
    written = {p.name: p for p in make_icons.write_icons(tmp_path)}
    assert _png_size(written["modern-art.png"].read_bytes()) == (512, 512)
    assert _png_size(written["modern-art-256.png"].read_bytes()) == (256, 256)
    assert set(_check_ico(written["modern-art.ico"].read_bytes())) == {16, 24, 32, 48, 64,
                                                                       128, 256}
    assert {16, 32, 64, 128, 256, 512} <= _check_icns(written["modern-art.icns"].read_bytes())
    desktop = written["modern-art.desktop"].read_text()
    for line in ("[Desktop Entry]", "Type=Application", "Name=Modern Art", "Icon=modern-art",
                 "Exec=modern-art"):
        assert line in desktop


def test_committed_icons_are_valid():
    icons = ROOT / "assets" / "icons"
    assert _png_size((icons / "modern-art.png").read_bytes()) == (512, 512)
    assert 256 in _check_ico((icons / "modern-art.ico").read_bytes())
    assert 512 in _check_icns((icons / "modern-art.icns").read_bytes())
    assert "Icon=modern-art" in (icons / "modern-art.desktop").read_text()


def test_a_thumbnail_writes_the_artist_s_whole_name_before_cutting_it():
    """A bought painting's 54 px thumbnail said "Gitter" for Karl Gitter (the longest word, as
    "Karl Gitter" was a pixel too wide in black type of 10): players know the artists by their
    whole names. The band now tries the narrower bold weight, then the first names as initials
    ("K. Gitter"), and only then one word; at every thumbnail width of every theme a name that
    fits whole, in either weight, is written whole."""
    from scenes.art.studio import (BAND_SQUEEZE, BAND_TYPE, _compact_band, band_forms,
                                   band_text, has_particle)
    from scenes.assets import font
    assert band_forms("Karl Gitter") == ["Karl Gitter", "K. Gitter", "Gitter"]
    assert band_forms("Christin P") == ["Christin P", "Christin"]
    assert band_forms("Yoko") == ["Yoko"]
    band = _compact_band(54)
    assert band_text("Karl Gitter", band.width - 1, round(band.h * 0.8))[0] == "Karl Gitter"
    assert band_text("Karl Gitter", 40, 10) == ("K. Gitter", "black", 10)
    for width in range(53, 64):                      # every compact face with a band label
        band = _compact_band(width)
        room, size = band.width - 1, round(band.h * 0.8)
        for names in THEMES.values():
            for name in names:
                text, weight, fitted = band_text(name, room, size)
                squeeze = BAND_SQUEEZE if has_particle(name) else 1.0
                assert fitted >= BAND_TYPE
                assert font(fitted, weight).size(text)[0] * squeeze <= room
                first = next(form for form in band_forms(name) if any(
                    font(BAND_TYPE, w).size(form)[0] * squeeze <= room
                    for w in ("black", "bold")))
                assert text == first, (width, name, text)


def test_a_thumbnail_keeps_van_with_doesburg():
    """On thumbnails narrower than 62 px the band read "Doesburg": a Dutch "van" belongs to
    the surname standing alone. Every compact face with a band keeps the particle ("van
    Doesburg", "v. Doesburg", at least "v.Doesburg", narrowed a little where it must); the
    label stays inside its band."""
    from scenes.art.studio import (BAND_SQUEEZE, _compact_band, band_forms, band_label,
                                   band_text)
    from scenes.assets import font
    particled = [n for names in THEMES.values() for n in names
                 if any(w[:1].islower() for w in n.split()[:-1])]
    assert particled == ["van Doesburg"]
    assert band_forms("van Doesburg") == ["van Doesburg", "v. Doesburg", "v.Doesburg",
                                          "Doesburg"]
    for width in range(54, 64):
        band = _compact_band(width)
        room, size = band.width - 1, round(band.h * 0.8)
        text, weight, fitted = band_text("van Doesburg", room, size)
        assert text.split()[0] in ("van", "v.") or text == "v.Doesburg", (width, text)
        label = band_label("van Doesburg", room, size, (0, 0, 0))
        assert label.get_width() <= room
        assert label.get_width() >= font(fitted, weight).size(text)[0] * BAND_SQUEEZE - 1


def test_a_band_and_a_banner_shrink_their_type_by_one_rule():
    """The band (`band_text`) shrank its type in a loop of its own beside the banner's
    (`_fit_text`); both now ask `_fit_size`. The band's choice is still the rule it was: for
    every artist of every theme, at widths 40-120 px and sizes 8-30, the fullest form that
    fits at some size from the given one down to BAND_TYPE, black before the narrower bold,
    at the largest size that fits (a form keeping "van" may be narrowed by BAND_SQUEEZE at
    BAND_TYPE before a shorter form); none when no form fits or the size is below BAND_TYPE."""
    from scenes.art.brush import _fit_size
    from scenes.art.studio import BAND_SQUEEZE, BAND_TYPE, _keeps_particle, band_forms, band_text
    from scenes.assets import font
    weights = ("black", "bold")
    forms = {name: band_forms(name) for names in THEMES.values() for name in names}
    wide = {(form, w, s): font(s, w).size(form)[0] for fs in forms.values() for form in fs
            for w in weights for s in range(BAND_TYPE, 31)}

    def rule(name, width, size):
        if size < BAND_TYPE:
            return None
        for form in forms[name]:
            for w in weights:
                sizes = [s for s in range(BAND_TYPE, size + 1) if wide[form, w, s] <= width]
                if sizes:
                    return form, w, max(sizes)
            squeezed = wide[form, "bold", BAND_TYPE] * BAND_SQUEEZE
            if _keeps_particle(name, form) and squeezed <= width:
                return form, "bold", BAND_TYPE
        return None

    chosen = set()
    for name in forms:
        for width in range(40, 121):
            for size in range(8, 31):
                got = band_text(name, width, size)
                assert got == rule(name, width, size), (name, width, size, got)
                chosen.add(got and got[1:2] + (got[0] == name,))
    # The sweep reaches every branch: whole names, shorter forms, bold, black, and none.
    assert {None, ("black", True), ("bold", True), ("black", False)} <= chosen
    # The helper alone: the last weight at the least size when nothing fits.
    assert _fit_size("Karl Gitter", 5, 20, weights, 9) == ("bold", 9, False)
    assert _fit_size("Yoko", 500, 20, weights, 9) == ("black", 20, True)
