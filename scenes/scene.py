"""Scenes and the scene stack: the app shows the top scene over any translucent ones below.

Only the top scene receives input and time; scenes below an overlay are frozen but drawn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True   # False: the scene below is drawn first (an overlay)

    def __init__(self, app: "App"):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack (release threads, timers)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, mouse positions already in canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance by one fixed timestep of `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""


class SceneStack:
    """push / pop / replace, with enter/exit calls in the right order."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        return scene

    def replace(self, scene: Scene) -> None:
        self.pop()
        self.push(scene)

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self._scenes):
            if isinstance(s, kind):
                return s
        return None
