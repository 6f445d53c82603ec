"""Simulated input for headless scene tests: real pygame events through the app's own loop.

Positions are canvas coordinates (the window is the canvas size in tests)."""
from __future__ import annotations

import os
import time
from contextlib import contextmanager
from typing import Callable, Iterator

import pygame

from scenes.app import App
from scenes.bug_council.table import TableScene


def post(kind, **kw) -> None:
    pygame.event.post(pygame.event.Event(kind, **kw))


def click(app: App, pos) -> None:
    """Move to `pos`, press and release the left button, run one frame."""
    pos = (round(pos[0]), round(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(app.step)


def drag(app: App, src, dst) -> None:
    """Press at `src`, move to `dst` in five frames, release there."""
    src = (round(src[0]), round(src[1]))
    dst = (round(dst[0]), round(dst[1]))
    post(pygame.MOUSEMOTION, pos=src, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    app.frame(app.step)
    for k in range(1, 6):
        p = (src[0] + (dst[0] - src[0]) * k // 5, src[1] + (dst[1] - src[1]) * k // 5)
        post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        app.frame(app.step)
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.frame(app.step)


def key(app: App, k, mod: int = 0) -> None:
    """Press and release key `k` (with modifiers `mod`: pygame.KMOD_SHIFT), run one frame."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.frame(app.step)


def type_into(app: App, field, text: str) -> None:
    """Click the field, erase what it holds, type `text` (real key and text events)."""
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text=text)
    app.frame(app.step)


def settle(app: App, until: Callable[[], bool], frames: int = 3000, seconds: float = 30.0) -> None:
    """Run frames until `until()` holds; fail the test if it never does.

    AI seats think in a worker thread, so how many frames a move takes depends on the machine's
    load: the test fails only once both `frames` have run and `seconds` have passed, and each
    frame yields to the worker."""
    deadline = time.monotonic() + seconds
    n = 0
    while not until():
        if n >= frames and time.monotonic() > deadline:
            raise AssertionError("the table never reached the expected moment")
        app.frame(app.step)
        time.sleep(0)
        n += 1


def watch_until(app: App, table, scene_type: type, seconds: float = 25.0):
    """Frames until `scene_type` is on top (an AI game watched to its end), letting the AI
    worker thread run; fails after `seconds` of wall time. Returns that scene."""
    t0 = time.perf_counter()
    while not isinstance(app.stack.top, scene_type):
        app.frame(app.step)
        if table.match.thinking():
            time.sleep(0)  # let the AI worker thread run
        assert time.perf_counter() - t0 < seconds, "the AI game did not finish"
    return app.stack.top


def click_to_result(app: App, table, result_type: type, turn: Callable[[], None], steps: int,
                    on_frame: Callable[[], None] = lambda: None):
    """Play a table by clicks until a `result_type` scene is on top, and return it: each step
    `on_frame()` looks first, then the curtain's Show is clicked, or `turn()` makes the table's
    choice when it offers one with its beats played, or a frame runs. Fails after `steps`."""
    from scenes.curtain import CurtainScene
    for _ in range(steps):
        top = app.stack.top
        if isinstance(top, result_type):
            return top
        on_frame()
        if isinstance(top, CurtainScene):
            click(app, top.show_button.rect.center)
        elif top is table and not table.anim.busy and table.legal():
            turn()
        else:
            app.frame(app.step)
    raise AssertionError("the game never reached its result")


def card_center(table: TableScene, card: int):
    """Where `card` of the bottom seat's hand is drawn now."""
    i = table.hand_cards().index(card)
    return table.hand_layout()[i].center


def slot_center(table: TableScene, card: int):
    """Where the Emissary's face-up `card` is drawn on its board (2-player table)."""
    slot = table.model.mode.slots.index(card)
    return table.mode_view.lifted_rect(slot).center


def click_a_legal_choice(app: App, table: TableScene, rng) -> str | None:
    """The bottom seat's person clicks a random legal choice: a declaration button, a card of
    their hand or of the Emissary's, a council space; else one frame passes. The kind clicked."""
    if table.declaring:
        click(app, rng.choice(table.declare_buttons).rect.center)
        return "declare"
    if table.playing_emissary:
        click(app, slot_center(table, rng.choice(sorted(table.legal_cards))))
        return "emissary"
    if table.playing or table.discarding:
        kind = "play" if table.playing else "discard"
        click(app, card_center(table, rng.choice(sorted(table.legal_cards))))
        return kind
    if table.visiting:
        space = rng.choice(list(table.my_view().visitable))
        click(app, table.geom.space_center(space))
        return "visit"
    app.frame(app.step)
    return None


def toward_a_decision(app: App, table: TableScene) -> bool | None:
    """One step toward the human seat's next decision: None once the game is over, False after
    running a frame or closing an Age's scoring, True when the table waits for a decision."""
    from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
    top = app.stack.top
    if isinstance(top, GameOverScene):
        return None
    if isinstance(top, AgeScoringScene):
        click(app, (app.cfg.canvas[0] // 2, app.cfg.canvas[1] // 2))
        return False
    if table.anim.busy or table.decision is None:
        app.frame(app.step)
        return False
    return True


def trick_center(table: TableScene):
    x, y, w, h = table.cfg.rect("trick_area")
    return x + w / 2, y + h / 2


def title_app() -> App:
    """An app that saves (to $BUG_COUNCIL_HOME: tests point it at tmp_path), on its title."""
    app = App(speed="instant", sound=False, persist=True)
    app.open_title()
    app.frame(app.step)
    return app


class Guests:
    """The friends (tests/netbots.Friends) a test lets in: each closed when its
    `app_with_guests()` ends, or at `close()`."""

    def __init__(self) -> None:
        self.kept: list = []

    def let_in(self, friends):
        """Keep `friends` to be closed; returns them."""
        self.kept.append(friends)
        return friends

    def close(self) -> None:
        while self.kept:
            self.kept.pop().close()


@contextmanager
def app_with_guests() -> Iterator[tuple[App, Guests]]:
    """An app on its title (`title_app`) and the friends it lets in: however the test ends, the
    friends are closed, then the app (which autosaves a game still in play)."""
    app = title_app()
    guests = Guests()
    try:
        yield app, guests
    finally:
        guests.close()
        app.close()


def press(app: App, label: str) -> None:
    """Click the button labelled `label` on the top scene (a chosen option reads '\u2713 label'),
    or `label` in the current language (game.i18n: a walk in German presses the same words)."""
    from game.i18n import _
    top = app.stack.top
    words = {label, _(label)}
    for b in top.buttons:
        if b.label in words or b.label.removeprefix("\u2713 ") in words:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no button {label!r} on {type(top).__name__}: {[b.label for b in top.buttons]}")


def snapshot(app: App, name: str) -> None:
    """Save the canvas as NAME.png in the folder $BUG_COUNCIL_SHOTS names, to look at what a
    test saw; without it (CI), nothing is written."""
    folder = os.environ.get("BUG_COUNCIL_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        # Written aside, then renamed: parallel workers saving the same name never mix bytes.
        part = os.path.join(folder, f".{name}.{os.getpid()}.png")
        pygame.image.save(app.canvas, part)
        os.replace(part, os.path.join(folder, name + ".png"))


def drawn_faces(app: App, scene, size=None, art=None, method: str = "card_face") -> list[int]:
    """The cards whose faces one frame of `scene` draws (at `size`, when given), spied on
    `art.<method>` (Bug Council's app art by default; Party Bugs draws with its table's
    `art.face`)."""
    art = art if art is not None else app.art
    seen: list[int] = []
    real = getattr(art, method)

    def spy(card, sz, *a, **kw):
        if size is None or tuple(sz) == tuple(size):
            seen.append(card)
        return real(card, sz, *a, **kw)
    setattr(art, method, spy)
    try:
        scene.draw(app.canvas)
    finally:
        setattr(art, method, real)
    return seen
