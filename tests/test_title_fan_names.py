"""The title's fan of paintings shows every artist's name: four of its five paintings had their
banners, and their names, under the next painting ("Lit", "Ch", "Ka"). Each covered painting now
carries its name in the part of its banner in view, or up its visible edge; checked on the
drawn images: the pixels the name changes on a painting stay clear of the paintings over it."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver, at_title

from game.cards import THEMES
from scenes.title import DEALT, TITLE_CARDS, fan_place
from scenes.title_fan import banner_in_view, named_face


def _placed(img: pygame.Surface, centre, size) -> pygame.mask.Mask:
    """The window's pixels `img` covers, centred on `centre`."""
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    canvas.blit(img, img.get_rect(center=centre))
    return pygame.mask.from_surface(canvas, 8)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_every_artist_of_the_fan_is_named_where_no_painting_covers_it(size, language):
    ui = Driver(size)
    ui.ctx.set_language(language)
    title = at_title(ui)
    rendered: list[str] = []
    real = ui.ctx.text.render
    ui.ctx.text.render = lambda s, *a, **k: rendered.append(str(s)) or real(s, *a, **k)
    ui.frame(DEALT + 0.1, n=2)
    ctx, px = ui.ctx, ui.ctx.px
    cw, names = px(150), THEMES[ctx.art.theme]
    centre = (int(size[0] * 0.3), title.notice_layout()[1])
    places = [fan_place(i, title.t, centre, px) for i in range(len(TITLE_CARDS))]
    faces = []
    for i, card in enumerate(TITLE_CARDS):
        shown = cw if i + 1 == len(places) else banner_in_view(
            cw, ctx.art.banner_rect(cw), *places[i], *places[i + 1])
        faces.append((named_face(ctx, card, cw, shown), ctx.art.card_face(card, cw)))
    for i, card in enumerate(TITLE_CARDS[:-1]):
        assert names[card.artist] in rendered, names[card.artist]
        (spot, angle), (named, plain) = places[i], faces[i]
        # The pixels of the name: where the named face differs from the face with its banner
        # in the artist's colour alone (the banner's own words hidden under the next card).
        plain = plain.copy()
        banner = ctx.art.banner_rect(cw)
        pygame.draw.rect(plain, ctx.art.artist_colour(card.artist), banner,
                         border_radius=max(2, banner.h // 4))
        diff = pygame.Surface(named.get_size(), pygame.SRCALPHA)
        for x in range(named.get_width()):
            for y in range(named.get_height()):
                if named.get_at((x, y)) != plain.get_at((x, y)):
                    diff.set_at((x, y), (255, 255, 255, 255))
        name = _placed(pygame.transform.rotozoom(diff, angle, 1), spot, size)
        assert name.count() > px(150), card
        above = pygame.mask.Mask(size)
        for j in range(i + 1, len(TITLE_CARDS)):
            above.draw(_placed(pygame.transform.rotozoom(faces[j][0], places[j][1], 1),
                               places[j][0], size), (0, 0))
        hidden = name.overlap_area(above, (0, 0))
        assert hidden <= name.count() * 0.03, (names[card.artist], hidden, name.count())
