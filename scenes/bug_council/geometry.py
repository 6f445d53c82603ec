"""Where things are on the canvas, computed from config/ui.yaml for a given seat count.

Pure layout arithmetic (no drawing): the council ring's spaces, cube stacks, seat plaques,
trick slots and the fanned hand. Seats sit clockwise from you: you at the bottom, the others
left to right along the top.
"""
from __future__ import annotations

import math

import pygame

from scenes.config import UiConfig

Vec = tuple[float, float]


class Geometry:
    def __init__(self, cfg: UiConfig, seats: int, me: int = 0):
        self.cfg = cfg
        self.seats = seats
        self.me = me
        L = cfg.layout
        self.ring_center: Vec = tuple(L["ring_center"])  # type: ignore[assignment]
        self.ring_radius = L["ring_radius"]
        self.space_radius = L["space_radius"]
        self.card_size = tuple(cfg.cards["size"])
        self.trick_size = tuple(cfg.cards["trick_size"])
        self.back_size = tuple(cfg.cards["back_size"])
        self._plaques = self._layout_plaques()

    # --- council ---------------------------------------------------------------------------

    def space_center(self, space: int) -> Vec:
        """Ring space `space` (0 = Bees at the top, then clockwise)."""
        a = math.radians(-90 + 72 * space)
        cx, cy = self.ring_center
        return cx + self.ring_radius * math.cos(a), cy + self.ring_radius * math.sin(a)

    def space_label_box(self, space: int) -> pygame.Rect:
        """Where the name of ring space `space` is written: under the space, a little wider
        than it (`layout.space_label`), clear of the Chambers and of the spaces beside it."""
        spec = self.cfg.layout["space_label"]
        r = self.space_radius
        cx, cy = self.space_center(space)
        return pygame.Rect(round(cx - r - spec["margin"]), round(cy + r + spec["gap"]),
                           2 * (r + spec["margin"]), spec["height"])

    def space_rect(self, space: int) -> pygame.Rect:
        r = self.space_radius
        cx, cy = self.space_center(space)
        return pygame.Rect(round(cx - r), round(cy - r), 2 * r, 2 * r)

    def space_at(self, pos: Vec) -> int | None:
        for i in range(5):
            cx, cy = self.space_center(i)
            if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= self.space_radius ** 2:
                return i
        return None

    def stack_positions(self, center: Vec, count: int, y_offset: float = 0.0) -> list[Vec]:
        """Cube centers for a stack of `count` in a grid of rows, bottom row first, so the
        count reads at a glance (rows of `cube_columns`)."""
        L = self.cfg.layout
        size, gap, cols = L["cube_size"], L["cube_gap"], L["cube_columns"]
        step = size + gap
        rows = max(1, math.ceil(count / cols))
        out = []
        for i in range(count):
            row, col = divmod(i, cols)
            in_row = min(cols, count - row * cols)
            x = center[0] + (col - (in_row - 1) / 2) * step
            y = center[1] + y_offset + ((rows - 1) / 2 - row) * step
            out.append((x, y))
        return out

    def space_cube(self, space: int, index: int, count: int) -> Vec:
        """Center of cube number `index` (0-based) in a stack of `count` on `space`."""
        cx, cy = self.space_center(space)
        return self.stack_positions((cx, cy + self.space_radius * 0.22), max(count, index + 1))[index]

    @property
    def lift_height(self) -> float:
        """How high a visit's picked-up stack floats above the ring."""
        return self.cfg.layout["cube_size"] * 2

    def held_stack(self, space: int, count: int) -> list[Vec]:
        """Cube centers of `count` cubes picked up from `space`, floating above it."""
        cx, cy = self.space_center(space)
        return self.stack_positions((cx, cy - self.lift_height), count)

    def hover(self, space: int) -> Vec:
        """Where a sown cube floats as it passes over `space` on its way clockwise."""
        cx, cy = self.space_center(space)
        return cx, cy - self.lift_height

    def sow_path(self, origin: int, hops: int) -> list[int]:
        """The ring spaces a cube carried `hops` spaces clockwise from `origin` passes, in
        order, ending where it is dropped (a full revolution ends back on `origin`)."""
        return [(origin + k) % 5 for k in range(1, hops + 1)]

    @property
    def chambers_center(self) -> Vec:
        return self.ring_center

    def chambers_cube(self, index: int, count: int) -> Vec:
        cx, cy = self.ring_center
        return self.stack_positions((cx, cy + 10), max(count, index + 1))[index]

    def rect_center(self, name: str) -> Vec:
        x, y, w, h = self.cfg.rect(name)
        return x + w / 2, y + h / 2

    # --- seats ---------------------------------------------------------------------------

    def opponents(self) -> list[int]:
        """Other seats in clockwise order from you, as drawn left to right."""
        return [(self.me + k) % self.seats for k in range(1, self.seats)]

    def plaque_seats(self) -> list[int]:
        """Seats drawn as a plaque in the opponent row (a mode's board replaces some)."""
        return self.opponents()

    def _layout_plaques(self) -> dict[int, pygame.Rect]:
        x, y, w, h = self.cfg.rect("opponent_row")
        pw, ph = self.cfg.num("plaque_size")
        opp = self.plaque_seats()
        out = {}
        for i, seat in enumerate(opp):
            cx = x + w * (i + 0.5) / len(opp)
            out[seat] = pygame.Rect(round(cx - pw / 2), y, pw, ph)
        return out

    def plaque(self, seat: int) -> pygame.Rect:
        return self._plaques[seat]

    def seat_anchor(self, seat: int) -> Vec:
        """Where a seat's cards come from and won tricks go."""
        if seat == self.me:
            x, y, w, h = self.cfg.rect("hand")
            return x + w / 2, y + h * 0.55
        r = self._plaques[seat]
        return r.centerx, r.centery

    def trick_slot(self, seat: int) -> Vec:
        """Center of the card `seat` plays into the trick: toward its player."""
        x, y, w, h = self.cfg.rect("trick_area")
        if seat == self.me:
            return x + w / 2, self.cfg.num("trick_you_y")
        opp = self.opponents()
        i = opp.index(seat)
        step = min(w / len(opp), self.trick_size[0] + 26)
        cx = x + w / 2 + (i - (len(opp) - 1) / 2) * step
        return cx, self.cfg.num("trick_row_y")

    def trick_card_rect(self, seat: int) -> pygame.Rect:
        """Where `seat`'s card lies in the trick (the winning card also rises a little)."""
        r = pygame.Rect(0, 0, *self.trick_size)
        cx, cy = self.trick_slot(seat)
        r.center = (round(cx), round(cy))
        return r

    def trick_name_rect(self, seat: int) -> pygame.Rect:
        """Where the name of `seat` is written under its trick card (`layout.trick_name`)."""
        spec = self.cfg.layout["trick_name"]
        card = self.trick_card_rect(seat)
        return pygame.Rect(card.x - spec["margin"], card.bottom + spec["gap"], card.w + 2 * spec["margin"],
                           spec["height"])

    def lead_label_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The "Lead: <suit>" label of `size`, placed by `lead_label` ({at, anchor}) clear of
        every trick card."""
        spec = self.cfg.layout["lead_label"]
        r = pygame.Rect(0, 0, *size)
        setattr(r, spec["anchor"], tuple(spec["at"]))
        return r

    # --- your hand -----------------------------------------------------------------------

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """Resting rectangles of `n` hand cards, left to right, centered in the hand area."""
        x, y, w, h = self.cfg.rect("hand")
        cw, ch = self.card_size
        if n == 0:
            return []
        step = min(self.cfg.num("hand_max_step"), (w - cw) / max(1, n - 1)) if n > 1 else 0
        total = cw + step * (n - 1)
        left = x + (w - total) / 2
        top = self.cfg.num("hand_top")
        out = []
        for i in range(n):
            off = i - (n - 1) / 2
            sag = abs(off) ** 2 * 0.9      # a gentle fan: outer cards sit lower
            out.append(pygame.Rect(round(left + i * step), round(top + sag), cw, ch))
        return out

    def hand_angle(self, i: int, n: int) -> float:
        return -(i - (n - 1) / 2) * self.cfg.num("fan_degrees")
