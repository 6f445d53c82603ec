"""Internet play in the lobbies: the choice of connection, the kept Matrix login, the backend.

    with_login(app, then)      # then(login) at once when a login is kept, else after the
                               # login screen (scenes/matrix_login_scene.py) signed in
    backend_for("mx", login)   # the transport backend a host or a joiner uses

The lobby (scenes/lobby_scene.py) and the join screen (scenes/join_scene.py) call these; the
login itself is kept by game/net/matrix_login.py in the user data folder. matrix-nio is
imported only when a Matrix game is hosted or joined (the app starts without it).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from game.net.matrix_login import MatrixLogin, clear_login, load_login
from scenes.matrix_words import TRANSPORTS, signed_in_words
from scenes.menu import segmented

LAN, MATRIX = "ws", "mx"


def saved_login(app) -> tuple[MatrixLogin | None, str | None]:
    """The kept login, or None and why it cannot be used (None: never kept, or no store)."""
    if app.store is None:
        return None, None
    return load_login(app.store)


def with_login(app, then: Callable[[MatrixLogin], None]) -> None:
    """`then(login)` now when a login is kept; otherwise the login screen asks, and calls it
    once signed in (Back there: nothing happens)."""
    login, message = saved_login(app)
    if login is not None:
        then(login)
        return
    from scenes.matrix_login_scene import MatrixLoginScene
    app.stack.push(MatrixLoginScene(app, then, message))


def sign_out(app) -> None:
    """Forget the kept login and end its session on the homeserver (best effort, off the frame)."""
    login, _message = saved_login(app)
    if app.store is not None:
        clear_login(app.store)
    if login is not None:
        from game.net.matrix import sign_out as end_session
        app.net_thread().submit_closing(end_session(login))


def signed_in_line(app) -> str | None:
    login, _message = saved_login(app)
    return signed_in_words(login.user_id) if login is not None else None


def backend_for(transport: str, login: MatrixLogin | None = None):
    """The transport backend of a join code's or a saved game's `transport` (a backend name)."""
    if transport == MATRIX:
        from game.net.matrix import MatrixBackend
        assert login is not None, "a Matrix game needs a login"
        return MatrixBackend(login)
    from game.net.websocket import WebSocketBackend
    return WebSocketBackend()


def transport_buttons(scene, x: int, y: int) -> list:
    """Local network / Internet (Matrix): a segmented row at (`x`, `y`) (canvas), choosing
    `scene.transport` (the lobby rebuilds its form after a choice)."""
    T = scene.L["transport"]

    def choose(t: str) -> None:
        scene.transport = t
        scene.rebuild()
    return segmented(x, y, scene.m["field_height"],
                     [(_(words), (lambda t=t: choose(t)), scene.transport == t, T["button"]) for t, words in TRANSPORTS])


def draw_signed_in(scene, surf: pygame.Surface, buttons: list, line: str | None) -> None:
    """Who is signed in, after the connection's buttons (nothing when no login is kept)."""
    if line and buttons:
        last = buttons[-1].rect
        x = last.right + scene.L["transport"]["signed_in_gap"]
        room = scene.L["panel"][0] + scene.L["panel"][2] - scene.L["label_x"] - x
        text = scene.app.text
        text.blit(surf, text.fit(line, "small", room), "small", scene.cfg.color("ink_soft"), (x, last.centery), "midleft")
