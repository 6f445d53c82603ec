"""Issue 33 Polish: one lit button at a time on a menu page. The focus follows the pointer onto a
button and goes when the pointer leaves (the window, or the buttons); a key moves the focus and
leaves no stale hover lit beside it. Read from the drawn pixels: a lit button's fill is
`button_hover`."""
from __future__ import annotations

import pygame

from tests.ui import post, title_app


def lit(app) -> list[str]:
    app.draw()
    hover = app.cfg.color("button_hover")
    return [b.label for b in app.stack.top.buttons
            if b.label and tuple(app.canvas.get_at((b.rect.x + 5, b.rect.centery)))[:3] == hover]


def move(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame(app.step)


def test_one_title_button_is_lit_and_the_hover_follows_the_pointer():
    app = title_app()
    try:
        title = app.stack.top
        assert lit(app) == ["New game"]                        # the keyboard's first stop
        settings = title.button("Settings")
        move(app, settings.rect.center)
        assert lit(app) == ["Settings"]                        # not New game as well
        move(app, (2, 2))                                      # off every button
        assert lit(app) == []
        move(app, settings.rect.center)
        post(pygame.WINDOWLEAVE)                               # the pointer leaves the window
        app.frame(app.step)
        assert lit(app) == []
        move(app, settings.rect.center)
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        app.frame(app.step)
        assert len(lit(app)) == 1 and lit(app) != ["Settings"]     # the keyboard's, alone
    finally:
        app.close()
