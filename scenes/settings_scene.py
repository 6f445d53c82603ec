"""Settings: animation speed, sound, colorblind-friendly suits, window size / fullscreen,
confirm before playing, the Termitenator's reasons. Every change takes effect at once, goes
into `app.settings` (the live copy) and is saved (game.saves.save_settings)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from scenes.menu import MenuScene, segmented

SCALES = (0.75, 1.0, 1.25, 1.5)


class SettingsScene(MenuScene):
    title = "Settings"

    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]], Any, Callable[[Any], None]]]:
        """(label, explanation, [(choice word, value)], current value, setter)."""
        s = self.app.settings
        window = "full" if s.fullscreen else s.scale
        return [
            ("Animation speed", "How fast cards and cubes move (instant: no animation).",
             [(n.capitalize(), n) for n in s.speeds], s.speed, self.set_speed),
            ("Sound", "Soft card, trick and cube sounds.", [("On", True), ("Off", False)], s.sound, self.set_sound),
            ("Colorblind-friendly suits", "Tell suits apart by shape and pattern, not only by color.",
             [("On", True), ("Off", False)], s.colorblind, self.setter("colorblind")),
            ("Window", "Window size relative to 1280\u00d7720, or the whole screen.",
             [(f"{k:g}\u00d7", k) for k in SCALES] + [("Fullscreen", "full")], window, self.set_window),
            ("Confirm before playing", "A card goes to the trick only after a second click.",
             [("On", True), ("Off", False)], s.confirm_play, self.setter("confirm_play")),
            ("Show the Termitenator's reasons", "Solo: say which rule of its decision tree chose each card.",
             [("On", True), ("Off", False)], s.explain_automa, self.setter("explain_automa")),
        ]

    def build(self) -> None:
        px, py, pw, ph = self.m["setup_panel"]
        h = self.m["field_height"]
        self.row_ys = []
        self.buttons = []
        for i, (_label, _why, choices, current, setter) in enumerate(self.rows()):
            y = py + 30 + i * 80
            self.row_ys.append(y)
            self.buttons += segmented(px + 480, y, h, [(word, (lambda v=v, f=setter: f(v)), v == current, self.width_for(word))
                                                       for word, v in choices])
        self.buttons += self.footer([("Back", self.back)])

    def width_for(self, word: str) -> int:
        """A button wide enough for '✓ word' in the button font."""
        return max(64, self.app.text.font("body", True).size("\u2713 " + word)[0] + 24)

    # --- changes ------------------------------------------------------------------------------

    def changed(self) -> None:
        self.app.save_settings()
        self.rebuild()

    def setter(self, name: str) -> Callable[[Any], None]:
        def set_value(v: Any) -> None:
            setattr(self.app.settings, name, v)
            self.changed()
        return set_value

    def set_speed(self, v: str) -> None:
        self.app.settings.speed = v
        self.changed()

    def set_sound(self, v: bool) -> None:
        self.app.settings.sound = v
        self.app.sound.muted = not v
        self.changed()

    def set_window(self, v: Any) -> None:
        s = self.app.settings
        if v == "full":
            s.fullscreen = True
        else:
            s.fullscreen, s.scale = False, float(v)
        self.app.apply_window()
        self.changed()

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf, pygame.Rect(self.m["setup_panel"]))
        h = self.m["field_height"]
        for (label, why, *_rest), y in zip(self.rows(), self.row_ys):
            text.blit(surf, label, "label", cfg.color("ink"), (rect.x + 30, y + h // 2 - 10), "midleft", bold=True)
            text.blit(surf, why, "small", cfg.color("ink_soft"), (rect.x + 30, y + h // 2 + 14), "midleft")
        if self.app.settings_message:
            self.draw_notice(surf, self.app.settings_message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
