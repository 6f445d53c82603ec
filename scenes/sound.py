"""Short synthesized effects (card, trick, cube, illegal) with a mute toggle.

Without an audio device the bank is silent and never raises: every failure to open the
mixer or build a sound leaves `available` False and `play` a no-op.
"""
from __future__ import annotations

import math
import random
from array import array

import pygame

from scenes.config import UiConfig


def _samples(kind: str, freq: float, seconds: float, rate: int, rng: random.Random) -> list[float]:
    n = max(1, int(rate * seconds))
    out = []
    for i in range(n):
        t = i / rate
        env = (1 - i / n) ** 2                       # soft decay, no click at the end
        attack = min(1.0, i / (rate * 0.004))
        if kind == "noise":                          # a card sliding on felt
            v = (rng.random() * 2 - 1) * 0.6 * math.sin(math.pi * i / n)
        elif kind == "chime":
            v = 0.5 * math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(2 * math.pi * freq * 2.01 * t)
        elif kind == "tick":                         # a wooden cube
            v = math.sin(2 * math.pi * freq * t) * math.exp(-t * 60)
        else:
            v = 0.5 * math.sin(2 * math.pi * freq * t)
        out.append(v * env * attack)
    return out


class SoundBank:
    """Named effects; `play(name, pitch=0)` where pitch steps raise the cube tick."""

    def __init__(self, cfg: UiConfig, enabled: bool = True):
        self.cfg = cfg
        self.muted = False
        self.available = False
        self._sounds: dict[tuple[str, int], pygame.mixer.Sound] = {}
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=cfg.sound["sample_rate"], size=-16, channels=2)
            self._format = pygame.mixer.get_init()
            self.available = self._format is not None
        except pygame.error:
            self.available = False

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        return self.muted

    def _build(self, name: str, pitch: int) -> pygame.mixer.Sound | None:
        spec = self.cfg.sound[name]
        rate, size, channels = self._format
        freq = spec["freq"] * (1 + spec.get("pitch_step", 0) * pitch)
        data = _samples(spec["kind"], freq, spec["seconds"], rate, random.Random(name))
        vol = self.cfg.sound["volume"]
        pcm = array("h")
        for v in data:
            s = int(max(-1.0, min(1.0, v * vol)) * 32767)
            pcm.extend([s] * channels)
        if abs(size) != 16:
            return None
        return pygame.mixer.Sound(buffer=pcm.tobytes())

    def play(self, name: str, pitch: int = 0) -> None:
        if self.muted or not self.available:
            return
        key = (name, pitch)
        try:
            snd = self._sounds.get(key)
            if snd is None and key not in self._sounds:
                snd = self._build(name, pitch)
                self._sounds[key] = snd  # type: ignore[assignment]
            if snd is not None:
                snd.play()
        except (pygame.error, KeyError, ValueError):
            self.available = False
