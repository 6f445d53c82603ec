"""Timed motion: easing curves, flights (a card or cube travelling on an arc) and beats (the
animation of one engine event), played one beat after another by the Animator.

A beat changes the shown TableModel through callbacks: `on_start` when it begins, each
flight's `on_land` when it arrives, `on_end` when it is over. Skipping runs the callbacks
in order without the waiting, so a skipped animation ends in exactly the same picture.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

import pygame

Vec = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS = {"out_cubic": ease_out_cubic, "in_out_cubic": ease_in_out_cubic, "out_back": ease_out_back}


@dataclass(frozen=True)
class Leg:
    """One hop of a multi-hop flight: from `src` to `dst`, straight, or clockwise around
    `around` (a circle's center: the hop follows the council ring instead of cutting across)."""
    src: Vec
    dst: Vec
    around: Vec | None = None

    def at(self, e: float) -> Vec:
        """Point at eased progress `e` (0..1), without the hop's lift."""
        if self.around is None:
            return (self.src[0] + (self.dst[0] - self.src[0]) * e,
                    self.src[1] + (self.dst[1] - self.src[1]) * e)
        cx, cy = self.around
        a0 = math.atan2(self.src[1] - cy, self.src[0] - cx)
        a1 = math.atan2(self.dst[1] - cy, self.dst[0] - cx)
        sweep = (a1 - a0) % (2 * math.pi)     # clockwise on screen (y grows downward)
        r0 = math.hypot(self.src[0] - cx, self.src[1] - cy)
        r1 = math.hypot(self.dst[0] - cx, self.dst[1] - cy)
        a, r = a0 + sweep * e, r0 + (r1 - r0) * e
        return cx + r * math.cos(a), cy + r * math.sin(a)


@dataclass
class Flight:
    """An image moving from `src` to `dst` (centers), lifted by `arc` pixels mid-way.

    With `legs` it hops instead: each leg takes an equal share of `duration`, with its own
    easing and lift (`src`/`dst` are then the first leg's start and the last leg's end).
    `on_depart` runs when it leaves (after `delay`), `on_land` when it arrives."""
    image: pygame.Surface
    src: Vec
    dst: Vec
    delay: float
    duration: float
    arc: float = 0.0
    ease: str = "out_cubic"
    on_land: Callable[[], None] | None = None
    sound: tuple[str, int] | None = None
    shadow: pygame.Surface | None = None
    legs: tuple[Leg, ...] = ()
    on_depart: Callable[[], None] | None = None
    departed: bool = False
    landed: bool = False

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def position(self, t: float) -> Vec | None:
        """Center at beat time `t`, or None before it starts / after it lands."""
        if t < self.delay or self.landed:
            return None
        p = min(1.0, (t - self.delay) / self.duration) if self.duration > 0 else 1.0
        if self.legs:
            i, p = self.leg_at(t)
            x, y = self.legs[i].at(EASINGS[self.ease](p))
            return x, y - self.arc * 4 * p * (1 - p)
        e = EASINGS[self.ease](p)
        x = self.src[0] + (self.dst[0] - self.src[0]) * e
        y = self.src[1] + (self.dst[1] - self.src[1]) * e - self.arc * 4 * p * (1 - p)
        return x, y

    def leg_at(self, t: float) -> tuple[int, float]:
        """(index of the leg under way, progress 0..1 along it) at beat time `t`."""
        n = max(1, len(self.legs))
        p = min(1.0, max(0.0, (t - self.delay) / self.duration)) if self.duration > 0 else 1.0
        i = min(n - 1, int(p * n))
        return i, p * n - i


@dataclass
class Beat:
    """The animation of one event (or a run of like events, such as the cubes of one sow)."""
    name: str
    flights: list[Flight] = field(default_factory=list)
    lead: float = 0.0          # before the flights start
    hold: float = 0.0          # after the last flight lands
    on_start: Callable[[], None] | None = None
    on_end: Callable[[], None] | None = None
    modal: bool = False        # on_start opens an overlay: the queue waits for it
    elapsed: float = 0.0
    started: bool = False
    draw_extra: Callable[[pygame.Surface, float], None] | None = None   # progress 0..1

    @property
    def duration(self) -> float:
        return self.lead + max((f.end for f in self.flights), default=0.0) + self.hold

    @property
    def progress(self) -> float:
        d = self.duration
        return 1.0 if d <= 0 else min(1.0, self.elapsed / d)


class Animator:
    """Plays beats in order, in show time (the player's speed is applied by scenes.pace)."""

    def __init__(self, play_sound: Callable[[str, int], None] | None = None):
        self.queue: deque[Beat] = deque()
        self.play_sound = play_sound or (lambda name, pitch: None)
        self.beats_played = 0

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def current(self) -> Beat | None:
        return self.queue[0] if self.queue else None

    def add(self, beat: Beat) -> None:
        self.queue.append(beat)

    def _start(self, beat: Beat) -> None:
        beat.started = True
        if beat.on_start:
            beat.on_start()

    def _depart(self, f: Flight) -> None:
        f.departed = True
        if f.on_depart:
            f.on_depart()

    def _land(self, f: Flight) -> None:
        if not f.departed:
            self._depart(f)
        f.landed = True
        if f.on_land:
            f.on_land()
        if f.sound:
            self.play_sound(*f.sound)

    def _finish(self, beat: Beat) -> None:
        for f in beat.flights:
            if not f.landed:
                self._land(f)
        if beat.on_end:
            beat.on_end()
        self.queue.popleft()
        self.beats_played += 1

    def update(self, show_seconds: float) -> None:
        """Advance by `show_seconds` of animation (scenes.pace.Pace.show_time: real seconds at
        the player's speed, infinite at instant). Stops at a modal beat once it has opened."""
        budget = show_seconds
        while self.queue:
            beat = self.queue[0]
            if not beat.started:
                self._start(beat)
                if beat.modal:
                    return
            step = min(budget, max(0.0, beat.duration - beat.elapsed))
            beat.elapsed += step
            budget -= step
            t = beat.elapsed - beat.lead
            for f in beat.flights:
                if not f.departed and t >= f.delay:
                    self._depart(f)
            for f in beat.flights:
                if not f.landed and t >= f.end:
                    self._land(f)
            if beat.elapsed >= beat.duration:
                self._finish(beat)
            else:
                return
            if budget <= 0:
                return

    def clear(self) -> None:
        """Drop every queued beat unplayed (the picture is then rebuilt from the engine)."""
        self.queue.clear()

    def skip(self) -> None:
        """Finish every queued beat at once (stopping at a modal one)."""
        self.update(float("inf"))

    def draw(self, surface: pygame.Surface) -> None:
        beat = self.current
        if beat is None or not beat.started:
            return
        if beat.draw_extra:
            beat.draw_extra(surface, beat.progress)
        t = beat.elapsed - beat.lead
        for f in beat.flights:
            p = f.position(t)
            if p is None:
                continue
            if f.shadow is not None:
                surface.blit(f.shadow, f.shadow.get_rect(center=(p[0] + 4, p[1] + 6)))
            surface.blit(f.image, f.image.get_rect(center=(round(p[0]), round(p[1]))))
