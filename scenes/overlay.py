"""The shell's modal panels over a dimmed screen: the `Overlay` base (a game's scoring and result
panels, the shell's questions build on it) and `HelpScene`, a game's help as (heading, text)
lines. Neutral: no game is named here; each game passes its own words."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.words import you_label
from scenes.scene import Scene
from scenes.widgets import Button, choosable, draw_button, next_stop, panel, press

# The keys that move an overlay's focus among its buttons, and those that press the focused one.
FOCUS_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def result_buttons(app, rect: pygame.Rect, look: dict, new_game, friends: bool) -> list[Button]:
    """The two buttons under a game's result, side by side at `look`'s place below `rect`
    (`bottom`, `width`, `height`, `gap`): New game and Back to title, or in a game joined from
    a friend's host (`friends`) Leave and Quit."""
    y = rect.bottom - look["bottom"]
    left = rect.centerx - look["width"] - look["gap"] // 2
    specs = ([(_("Leave"), app.open_title), (_("Quit"), app.quit)] if friends
             else [(_("New game"), new_game), (_("Back to title"), app.open_title)])
    return [Button(pygame.Rect(x, y, look["width"], look["height"]), label, fn)
            for x, (label, fn) in zip((left, rect.centerx + look["gap"] // 2), specs)]


class Overlay(Scene):
    """A modal panel over a dimmed table. `auto`: closes itself (AI-only games)."""

    opaque = False

    def __init__(self, app, auto: bool = False):
        super().__init__(app)
        self.cfg = app.cfg
        self.auto = auto
        self.t = 0.0
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.focus: int | None = None     # the button the keyboard is on (None: none yet)
        self._dim = pygame.Surface(self.cfg.canvas, pygame.SRCALPHA)
        self._dim.fill((*self.cfg.color("shadow"), 130))

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, ev) -> None:
        """The mouse presses a button (a click beside them: `on_click`). The keyboard: Tab and
        the arrows move the focus among the enabled buttons, Enter/Space press the focused one;
        with no button focused they act as a click beside the buttons (so does Esc)."""
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not press(self.buttons, ev.pos):
                self.on_click()
        elif ev.type == pygame.KEYDOWN:
            if ev.key in FOCUS_KEYS and self.buttons:
                back = (ev.key in (pygame.K_LEFT, pygame.K_UP)
                        or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT))
                self.focus = next_stop(choosable(self.buttons), self.focus, -1 if back else 1)
            elif ev.key in PRESS_KEYS and self.focused_button() is not None:
                self.focused_button().action()
            elif ev.key in (*PRESS_KEYS, pygame.K_ESCAPE):
                self.on_click()

    def focused_button(self) -> Button | None:
        """The enabled button the keyboard is on, if any."""
        if self.focus is None or not 0 <= self.focus < len(self.buttons):
            return None
        b = self.buttons[self.focus]
        return b if b.enabled else None

    def on_click(self) -> None:
        self.close()

    def update(self, dt: float) -> None:
        self.t += dt
        if self.auto and self.t >= self.app.pace.duration("auto_continue"):
            self.on_auto()

    def on_auto(self) -> None:
        self.close()

    def animating(self) -> bool:
        """A panel waits for the player (its auto-close is a change of the stack)."""
        return False

    def draw_buttons(self, surf) -> None:
        for i, b in enumerate(self.buttons):
            draw_button(surf, self.cfg, self.app.text, b, b.rect.collidepoint(self.mouse), size="body",
                        focused=i == self.focus)

    def begin(self, surf, rect: pygame.Rect, title: str) -> None:
        surf.blit(self._dim, (0, 0))
        panel(surf, self.cfg, rect, radius=14, rim_width=4)
        self.app.text.blit(surf, title, "big", self.cfg.color("ink"), (rect.centerx, rect.y + 16), "midtop", bold=True)


class ResultOverlay(Overlay):
    """A game's result over its table: a panel of `spec["size"]` in the canvas' middle, the
    result's buttons under it (`result_buttons`, `spec["buttons"]`), a seat named as the table
    names it ("You" for the shown seat). It stays until a button is chosen; the game draws it."""

    def __init__(self, app, table, event, spec: dict, friends: bool = False):
        super().__init__(app)
        self.table, self.e, self.spec = table, event, spec
        W, H = self.cfg.canvas
        self.rect = pygame.Rect((0, 0), spec["size"])
        self.rect.center = (W // 2, H // 2)
        self.buttons = result_buttons(app, self.rect, spec["buttons"], self.new_game, friends)

    def name(self, seat: int) -> str:
        return you_label() if seat == self.table.shown_seat else self.table.names[seat]

    def new_game(self) -> None:
        """The game's setup again, the table and its result gone."""
        from scenes.screens import open_setup
        self.app.stack.clear()
        open_setup(self.app, self.table.match.setup.game)

    def on_click(self) -> None:
        """The result stays until a button is chosen."""


class HelpScene(Overlay):
    """A game's help over its table: (heading, text) lines, and the ways out, by keyboard too
    (the focus starts on Back to game; Tab or the arrows move it, Enter presses; Esc or H
    close it). Bug Council's table passes scenes/bug_council/overlays.help_lines(rules) for its
    mode; another game sets its own (scenes/party_bugs/help.py): catalogue messages (N_), translated as drawn."""

    lines: list[tuple[str, str]] = []
    heading = N_("How to play")     # translated where drawn
    size: tuple[int, int] | None = None     # None: config/ui.yaml layout.help_size

    def __init__(self, app, lines: list[tuple[str, str]] | None = None):
        super().__init__(app)
        if lines is not None:
            self.lines = lines
        self.size = self.size or tuple(self.cfg.data["layout"]["help_size"])
        W, H = self.cfg.canvas
        self.rect = pygame.Rect(0, 0, *self.size)
        self.rect.center = (W // 2, H // 2)
        bw, bh, gap = 150, 38, 20
        y = self.rect.bottom - bh - 18
        # "Back to title" leaves the table, which autosaves as it closes: Continue resumes it.
        specs = [(_("Back to game"), self.close), (_("Back to title"), self.app.to_menu), (_("Quit"), self.app.quit)]
        x = self.rect.centerx - (len(specs) * bw + (len(specs) - 1) * gap) // 2
        self.buttons = [Button(pygame.Rect(x + i * (bw + gap), y, bw, bh), label, fn)
                        for i, (label, fn) in enumerate(specs)]
        self.focus = 0      # on "Back to game": Enter returns to the table, as Esc and H do

    def on_click(self) -> None:
        pass

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_h):
            self.close()
            return
        super().handle(ev)

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.begin(surf, self.rect, _(self.heading))
        y = self.rect.y + 70
        head_x, body_x, body_w = self.rect.x + 30, self.rect.x + 130, self.rect.w - 170    # two columns
        column = pygame.Rect(body_x, y, body_w, self.rect.bottom - y)
        for head, body in self.lines:       # a game's lines are catalogue messages (N_)
            head, body = _(head), _(body)
            text.blit_in(surf, head, pygame.Rect(head_x, y, body_x - 8 - head_x, text.line_height("label", bold=True)),
                         text.sizes_from("label", "small"), cfg.color("ink"), align="left", bold=True, wrap="never",
                         valign="top")
            for line in text.wrap(body, "body", body_w):
                text.blit(surf, line, "body", cfg.color("ink"), (body_x, y + 1), box=column)
                y += 20
            y += 10
        self.draw_buttons(surf)
