"""Settings: one row per setting of the schema (game/settings.py), in its order, with its label
and explanation, then the registered games' own settings (`GameDefinition.settings`, listed by
`settings_rows`). Every change takes effect at once and is saved (App.change_setting): a new
language too, every screen reading its words again. A window size that does not fit the screen
(scenes/display.py) is shown disabled, the reason below its row."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import LANGUAGES, SYSTEM, N_, _
from game.settings import settings_rows
from scenes.menu import MenuScene, segmented

ON_OFF = ((N_("On"), True), (N_("Off"), False))
FULLSCREEN = "full"
# The words of the speeds the app ships with (config/ui.yaml motion.speeds); a speed added
# there without words here reads its name.
SPEED_WORDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
ROW_GAP = 6       # between a row's choices (scenes.menu.segmented's)


def fitted_widths(widths: list[int], room: int, gap: int) -> list[int]:
    """The choices' widths, narrowed alike when the row would run past `room` (their words then
    step down a size or wrap in the button: widgets.draw_button)."""
    total = sum(widths) + gap * (len(widths) - 1)
    if total <= room:
        return widths
    scale = (room - gap * (len(widths) - 1)) / sum(widths)
    return [int(w * scale) for w in widths]


def language_choices() -> list[tuple[str, str]]:
    """The operating system's language, then every language by its own name (not translated:
    a player who cannot read the current language still finds theirs)."""
    return [(_("System"), SYSTEM)] + [(name, code) for code, name in LANGUAGES.items()]


class SettingsScene(MenuScene):
    title = N_("Settings")

    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]], Any, Callable[[Any], None]]]:
        """(label, explanation, [(choice word, value)], current value, setter)."""
        s = self.app.settings
        out = []
        for key, label, why in settings_rows():
            if key == "speed":
                choices = [(_(SPEED_WORDS[n]) if n in SPEED_WORDS else n.capitalize(), n) for n in self.app.pace.speeds]
                current, setter = s.speed, self.setter("speed")
            elif key == "language":
                choices, current, setter = language_choices(), s.language, self.setter("language")
            elif key == "scale":
                # The window row also offers fullscreen (the schema shows it with the scale).
                choices = [(f"{k:g}\u00d7", k) for k in self.m["window_scales"]] + [(_("Fullscreen"), FULLSCREEN)]
                current, setter = (FULLSCREEN if s.fullscreen else s.scale), self.set_window
            else:
                choices, current, setter = [(_(w), v) for w, v in ON_OFF], s.value(key), self.setter(key)
            out.append((_(label), _(why), choices, current, setter))
        return out

    def build(self) -> None:
        px, py, pw, ph = self.m["setup_panel"]
        h = self.m["field_height"]
        rows = self.m["settings_rows"]
        self.row_ys = []
        self.buttons = []
        self.notes: dict[int, str] = {}     # row -> why some of its choices are not offered
        room = pw - rows["choices_x"] - rows["label_x"]      # the choices' part of a row, to the panel's edge
        for i, (_label, _why, choices, current, setter) in enumerate(self.rows()):
            y = py + rows["top"] + i * rows["pitch"]
            self.row_ys.append(y)
            widths = fitted_widths([self.width_for(word) for word, _v in choices], room, gap=ROW_GAP)
            row = segmented(px + rows["choices_x"], y, h, [(word, (lambda v=v, f=setter: f(v)), v == current, w)
                                                           for (word, v), w in zip(choices, widths)], gap=ROW_GAP)
            if setter == self.set_window:
                self.offer_window_sizes(i, row, choices)
            self.buttons += row
        self.buttons += self.footer([(_("Back"), self.back)])

    def offer_window_sizes(self, i: int, row: list, choices: list[tuple[str, Any]]) -> None:
        """Disable the window sizes too big for the screen; the note of row `i` says why."""
        room = self.app.window_room()
        if room is None:
            return
        too_big = [(b, word) for b, (word, v) in zip(row, choices) if v != FULLSCREEN and not room.fits(v)]
        for b, _word in too_big:
            b.enabled = False
        if too_big:
            self.notes[i] = _("{sizes}: too big for this {screen} screen",
                              sizes=", ".join(w for _b, w in too_big), screen=room.words())

    # --- changes ------------------------------------------------------------------------------

    def setter(self, name: str) -> Callable[[Any], None]:
        def set_value(v: Any) -> None:
            self.app.change_setting(name, v)
            self.rebuild()
        return set_value

    def set_window(self, v: Any) -> None:
        if v == FULLSCREEN:
            self.app.change_setting("fullscreen", True)
        else:
            self.app.settings.fullscreen = False   # both change together; one window resize
            self.app.change_setting("scale", float(v))
        self.rebuild()

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf, pygame.Rect(self.m["setup_panel"]))
        h = self.m["field_height"]
        rows = self.m["settings_rows"]
        # The label and its explanation share the row's left part: a longer language steps the
        # label down a size and wraps the explanation on two lines before either is cut.
        width = rows["choices_x"] - rows["label_x"] - rows["label_gap"]
        for (label, why, *_rest), y in zip(self.rows(), self.row_ys):
            x = rect.x + rows["label_x"]
            top = y + h // 2 - text.line_height("label", bold=True)
            text.blit_in(surf, label, pygame.Rect(x, top, width, text.line_height("label", bold=True)),
                         text.sizes_from("label", "small"), cfg.color("ink"), align="left", bold=True, wrap="never")
            below = y + h // 2 + 2
            text.blit_in(surf, why, pygame.Rect(x, below, width, y + rows["pitch"] - 2 - below),
                         text.sizes_from("small", "tiny"), cfg.color("ink_soft"), align="left", wrap="first",
                         valign="top")
        for i, note in self.notes.items():
            text.blit(surf, note, "small", cfg.color("ink_soft"),
                      (rect.x + self.m["settings_rows"]["choices_x"], self.row_ys[i] + h + self.m["window_note_gap"]))
        if self.app.settings_message:
            self.draw_notice(surf, self.app.settings_message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
