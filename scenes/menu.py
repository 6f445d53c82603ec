"""What every screen of the app shell shares: a backdrop, a title, buttons that work with the
mouse and the keyboard (Up/Down move the focus among buttons; Tab/Shift+Tab through the text
fields, then the buttons; Enter/Space press, Esc goes back), and a one-line text field fed by
pygame TEXTINPUT events (Enter in a field goes to the next one, after the last one `submit()`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import _
from scenes.scene import Scene
from scenes.widgets import Button, alpha_rect, choosable, draw_button, next_stop, panel, press


SELECTED = "\u2713 "   # the label prefix of the chosen option in a segmented row
AWAY = (-1, -1)         # where the pointer is taken to be once it left or the keyboard moved the focus


@dataclass
class TextField:
    """A one-line text input. Focused: TEXTINPUT appends (filtered by `accept`), Backspace
    deletes; `on_change` runs after every change."""
    rect: pygame.Rect
    text: str
    max_len: int = 16
    placeholder: str = ""
    accept: Callable[[str], bool] = str.isprintable
    on_change: Callable[[str], None] | None = None
    focused: bool = False

    def handle(self, ev: pygame.event.Event) -> bool:
        """True when the event was for this field."""
        if not self.focused:
            return False
        if ev.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in ev.text if self.accept(ch))
            self.text = (self.text + add)[:self.max_len]
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        else:
            return False
        if self.on_change is not None:
            self.on_change(self.text)
        return True

    def draw(self, surf: pygame.Surface, app, blink: bool) -> None:
        cfg, text = app.cfg, app.text
        pygame.draw.rect(surf, cfg.color("cream"), self.rect, border_radius=6)
        if self.focused:    # a thick rim and an outer ring: the keyboard is here
            pygame.draw.rect(surf, cfg.color("warning"), self.rect.inflate(8, 8), 2, border_radius=9)
            pygame.draw.rect(surf, cfg.color("warning"), self.rect, 3, border_radius=6)
        else:
            pygame.draw.rect(surf, cfg.color("wood"), self.rect, 2, border_radius=6)
        shown = self.text or self.placeholder
        color = cfg.color("ink") if self.text else cfg.color("ink_soft")
        r = text.blit(surf, shown, "body", color, (self.rect.x + 8, self.rect.centery), "midleft")
        if self.focused and blink:
            x = r.right + 2 if self.text else self.rect.x + 8
            pygame.draw.line(surf, cfg.color("ink"), (x, self.rect.y + 6), (x, self.rect.bottom - 6), 2)


class MenuScene(Scene):
    """A full-screen menu page. Subclasses fill `self.buttons` in `build()` (called again
    whenever something changes) and draw their own content in `draw_content`."""

    title = ""      # marked for the catalogue (N_) and translated where drawn
    subtitle = ""

    def __init__(self, app):
        super().__init__(app)
        self.cfg = app.cfg
        self.m = app.cfg.data["menu"]
        self.buttons: list[Button] = []
        self.focus: int | None = None
        self.pointed = False  # the focus is where the pointer put it (it goes when the pointer leaves)
        self.mouse = AWAY
        self.clock = 0.0
        self.fields: list[TextField] = []
        self.builds = 0       # rebuilds so far: each follows a change the page shows
        self.build()

    # --- building ---------------------------------------------------------------------------

    def build(self) -> None:
        """(Re)create the buttons from the scene's current state."""

    def rebuild(self) -> None:
        """Build again; the keyboard's focus stays on the same button (the same words, its mark
        of a chosen option aside, and the same place among buttons of those words: choosing an
        option keeps the focus on it), or on none when it went."""
        here = button_key(self.buttons, self.focus)
        self.build()
        self.builds += 1
        keys = [button_key(self.buttons, i) for i in range(len(self.buttons))]
        self.focus = keys.index(here) if here is not None and here in keys else None

    def language_changed(self) -> None:
        """The buttons' words in the new language (the page's title is translated as drawn)."""
        self.rebuild()

    def footer(self, specs: list[tuple[str, Callable[[], None]]]) -> list[Button]:
        """Buttons centered in a row at the bottom of the canvas."""
        w, h = self.m["footer_button"]
        gap = self.cfg.num("button_gap") * 2
        total = len(specs) * w + (len(specs) - 1) * gap
        x = (self.cfg.canvas[0] - total) // 2
        return [Button(pygame.Rect(x + i * (w + gap), self.m["footer_y"] - 8, w, h), label, fn)
                for i, (label, fn) in enumerate(specs)]

    def width_for(self, word: str) -> int:
        """A choice button wide enough for '✓ word' in the button font."""
        b = self.m["choice_button"]
        return max(b["min_width"], self.app.text.font("body", True).size(SELECTED + word)[0] + b["padding"])

    def button(self, label: str) -> Button:
        """The button labelled `label` (tests and keyboard shortcuts)."""
        for b in self.buttons:
            if b.label == label:
                return b
        raise KeyError(label)

    # --- input ------------------------------------------------------------------------------

    def back(self) -> None:
        """Esc / the Back button: the scene below, if any."""
        if len(self.app.stack) > 1 and self.app.stack.top is self:
            self.app.stack.pop()

    def focus_field(self, field: TextField | None) -> None:
        """Give the keyboard to `field` (None: to no field). A focused field takes the focus
        from the buttons, so exactly one thing shows it."""
        for f in self.fields:
            f.focused = f is field
        if field is not None:
            self.focus = None
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()

    @property
    def focused_field(self) -> TextField | None:
        return next((f for f in self.fields if f.focused), None)

    def tab(self, step: int) -> None:
        """Tab / Shift+Tab: the next (previous) stop of the ring "text fields in order, then
        enabled buttons", wrapping around."""
        ring: list[TextField | int] = list(self.fields) + choosable(self.buttons)
        if not ring:
            return
        here = self.focused_field
        if here is None and self.focus is not None and self.focus in ring[len(self.fields):]:
            here = self.focus
        if here is None:
            pos = 0 if step > 0 else len(ring) - 1
        else:
            pos = (ring.index(here) + step) % len(ring)
        stop = ring[pos]
        if isinstance(stop, TextField):
            self.focus_field(stop)
        else:
            self.focus_field(None)
            self.focus = stop

    def field_entered(self, field: TextField) -> None:
        """Enter in a text field: the next field, or `submit()` after the last one."""
        k = self.fields.index(field)
        if k + 1 < len(self.fields):
            self.focus_field(self.fields[k + 1])
        else:
            self.focus_field(None)
            self.submit()

    def submit(self) -> None:
        """Enter in the last text field (the setup starts its game)."""

    def handle(self, ev: pygame.event.Event) -> None:
        if any(f.handle(ev) for f in self.fields):
            return
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.follow_pointer(ev.pos)
        elif ev.type == pygame.WINDOWLEAVE:
            self.mouse = AWAY
            self.follow_pointer(AWAY)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = ev.pos
            for f in self.fields:
                if f.rect.collidepoint(ev.pos):
                    self.focus_field(f)
                    return
            self.focus_field(None)
            if not press(self.buttons, ev.pos):
                self.on_click(ev.pos)
        elif ev.type == pygame.MOUSEWHEEL:
            self.on_wheel(ev.y)
        elif ev.type == pygame.KEYDOWN:
            self.on_key(ev)

    def follow_pointer(self, pos) -> None:
        """One button lit at a time: the focus moves to the button under the pointer, and goes
        with the pointer when it leaves (a focus the keyboard gave stays)."""
        if self.focused_field is not None:
            return
        over = next((i for i, b in enumerate(self.buttons) if b.label and b.enabled and b.rect.collidepoint(pos)), None)
        if over is not None:
            self.focus, self.pointed = over, True
        elif self.pointed:
            self.focus, self.pointed = None, False

    def on_click(self, pos) -> None:
        """A click on no button."""

    def on_wheel(self, dy: int) -> None:
        """The mouse wheel (scrolling pages)."""

    def on_key(self, ev) -> None:
        self.mouse, self.pointed = AWAY, False    # the keyboard has the focus: no stale hover beside it
        enabled = choosable(self.buttons)
        typing = self.focused_field
        if ev.key == pygame.K_TAB:
            self.tab(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
            return
        if typing is not None and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.field_entered(typing)
            return
        if typing is not None and ev.key == pygame.K_SPACE:
            return      # a space typed into the field (TEXTINPUT), not a button press
        if ev.key == pygame.K_ESCAPE:
            if any(f.focused for f in self.fields):
                self.focus_field(None)
            else:
                self.back()
        elif ev.key in (pygame.K_DOWN, pygame.K_UP) and enabled:
            self.focus_field(None)
            step = -1 if ev.key == pygame.K_UP or ev.mod & pygame.KMOD_SHIFT else 1
            self.focus = next_stop(enabled, self.focus, step)
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus is not None and self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
                self.buttons[self.focus].action()

    def update(self, dt: float) -> None:
        self.clock += dt

    def animating(self) -> bool:
        """A page never moves by itself: it is drawn on input, on news and when `look` changes."""
        return False

    def look(self):
        """The caret's blink phase while a text field has the keyboard, the rebuilds (a page
        rebuilds its buttons after news: a friend joined, a sign-in or a review ended) and which
        buttons are enabled (an update may turn one on)."""
        caret = self.caret_on() if self.focused_field is not None else None
        return caret, self.builds, tuple(b.enabled for b in self.buttons)

    def caret_on(self) -> bool:
        """Whether a focused field's caret shows now: it blinks twice a second."""
        return int(self.clock * 2) % 2 == 0

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_content(surf)
        self.draw_buttons(surf)

    def draw_backdrop(self, surf: pygame.Surface) -> None:
        cfg, text = self.cfg, self.app.text
        surf.blit(self.app.art.table(), (0, 0))
        W = cfg.canvas[0]
        text.blit(surf, _(self.title), "huge", cfg.color("cream"), (W // 2, self.m["title_y"]), "midtop", bold=True)
        if self.subtitle:
            text.blit(surf, _(self.subtitle), "label", cfg.color("gold"), (W // 2, self.m["subtitle_y"]), "midtop")

    def draw_panel(self, surf: pygame.Surface, rect: pygame.Rect | None = None) -> pygame.Rect:
        rect = rect or pygame.Rect(self.m["panel"])
        panel(surf, self.cfg, rect, radius=14, rim_width=4)
        return rect

    def draw_content(self, surf: pygame.Surface) -> None:
        """What the page shows besides its buttons."""

    def draw_buttons(self, surf: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            if not b.label:
                continue   # drawn by the scene itself (color swatches...)
            draw_button(surf, self.cfg, self.app.text, b, b.rect.collidepoint(self.mouse), size="body",
                        focused=i == self.focus)
            if b.label.startswith(SELECTED):
                bar = pygame.Rect(b.rect.x + 6, b.rect.bottom - 6, b.rect.w - 12, 4)
                pygame.draw.rect(surf, self.cfg.color("warning"), bar, border_radius=2)

    def draw_notice(self, surf: pygame.Surface, message: str, rect: pygame.Rect) -> None:
        """A warning box with wrapped text."""
        cfg, text = self.cfg, self.app.text
        alpha_rect(surf, rect, cfg.color("warning_bg"), 235, radius=8)
        pygame.draw.rect(surf, cfg.color("warning"), rect, 2, border_radius=8)
        lines = text.wrap(message, "small", rect.w - 24)
        y = rect.centery - 9 * len(lines)
        for line in lines:
            text.blit(surf, line, "small", cfg.color("ink"), (rect.x + 12, y))
            y += 18


def button_key(buttons: list[Button], i: int | None) -> tuple[str, int] | None:
    """What names button `i` across a rebuild: its words without a chosen option's mark, and
    how many buttons of those words come before it (the second seat's "Human" is not the
    first's). None for no button."""
    if i is None or not 0 <= i < len(buttons):
        return None
    words = [b.label.removeprefix(SELECTED) for b in buttons[:i + 1]]
    return words[-1], words.count(words[-1]) - 1


def segmented(x: int, y: int, h: int, specs: list[tuple[str, Callable[[], None], bool, int]],
              gap: int = 6) -> list[Button]:
    """A row of buttons (label, action, selected, width); a selected one is drawn marked via
    its label prefix so the choice reads without color."""
    out = []
    for label, fn, selected, w in specs:
        out.append(Button(pygame.Rect(x, y, w, h), (SELECTED if selected else "") + label, fn))
        x += w + gap
    return out
