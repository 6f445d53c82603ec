"""Where the Bugspiel table puts things (config/bugspiel_ui.yaml), as rects and points: the
board's window and its camera (pan and zoom over the engine's hex coordinates), the markets'
slots, the hand, the panel and its buttons. Pure geometry: no drawing, no rules."""
from __future__ import annotations

import math
from functools import cache
from typing import Any

import pygame

from game.bugspiel.board import SLOTS_PER_TILE, centre
from game.record import read_yaml
from game.resources import config_path
from scenes.config import Color, parse_color

Point = tuple[float, float]
MARKET_SLOTS = 8
# A flat-topped hex's corners (the engine's centres put neighbours across its edges), in
# degrees, y downward.
CORNER_ANGLES = tuple(range(0, 360, 60))
# An axis's direction on screen: the engine's step (q, r) through board.centre.
AXIS_STEP = {"ns": (0, 1), "ne": (1, -1), "nw": (-1, 0)}


@cache
def load_look() -> dict[str, Any]:
    """config/bugspiel_ui.yaml, read once (never mutated)."""
    return read_yaml(config_path("bugspiel_ui.yaml"))


def axis_vector(axis: str) -> Point:
    """The unit vector of `axis` on screen."""
    x, y = centre(*AXIS_STEP[axis])
    n = math.hypot(x, y)
    return x / n, y / n


class Camera:
    """The board's pan and zoom: hex units (board.centre) to canvas pixels inside `window`.
    `fit(coords)` frames every tile; `zoom_at` keeps the point under the pointer still."""

    def __init__(self, window: pygame.Rect, zoom_range: tuple[float, float], margin: float):
        self.window = window
        self.zoom_range = zoom_range
        self.margin = margin
        self.fitted = 1.0               # pixels per hex radius that frame the whole board
        self.scale = 1.0
        self.offset = (0.0, 0.0)        # canvas position of hex unit (0, 0)

    def fit(self, coords) -> None:
        pts = [centre(q, r) for q, r in coords]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        half_h = math.sqrt(3) / 2
        w = max(xs) - min(xs) + 2 + 2 * self.margin
        h = max(ys) - min(ys) + 2 * half_h + 2 * self.margin
        self.fitted = self.scale = min(self.window.w / w, self.window.h / h)
        mid = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
        self.offset = (self.window.centerx - mid[0] * self.scale, self.window.centery - mid[1] * self.scale)

    def to_screen(self, p: Point) -> Point:
        return self.offset[0] + p[0] * self.scale, self.offset[1] + p[1] * self.scale

    def tile_centre(self, q: int, r: int) -> Point:
        return self.to_screen(centre(q, r))

    def zoom_at(self, pos: Point, factor: float) -> None:
        lo, hi = self.zoom_range
        scale = max(self.fitted * lo, min(self.fitted * hi, self.scale * factor))
        k = scale / self.scale
        self.offset = (pos[0] - (pos[0] - self.offset[0]) * k, pos[1] - (pos[1] - self.offset[1]) * k)
        self.scale = scale

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)

    def state(self) -> tuple:
        return self.scale, self.offset


class BugspielLayout:
    def __init__(self, look: dict[str, Any] | None = None):
        self.look = look if look is not None else load_look()
        lk = self.look
        self.b = lk["board"]
        self.hand = lk["hand"]
        self.m = lk["markets"]
        self.bug_card = tuple(self.m["bug_card"])
        self.bonus_card = tuple(self.m["bonus_card"])
        self.hand_bug_card = tuple(self.hand["bug_card"])
        self.hand_bonus_card = tuple(self.hand["bonus_card"])
        self.hover_card = tuple(self.b["hover_card"])

    def color(self, name: str) -> Color:
        return parse_color(self.look["colors"][name])

    def t(self, name: str) -> float:
        return float(self.look["motion"][name])

    # --- the board -------------------------------------------------------------------------------

    def board(self) -> pygame.Rect:
        return pygame.Rect(self.b["rect"])

    def camera(self, coords) -> Camera:
        z = self.b["zoom"]
        cam = Camera(self.board(), (z["min"], z["max"]), self.b["margin"])
        cam.fit(coords)
        return cam

    def hex_points(self, c: Point, radius: float) -> list[Point]:
        return [(c[0] + radius * math.cos(math.radians(a)), c[1] + radius * math.sin(math.radians(a)))
                for a in CORNER_ANGLES]

    def slot_centre(self, c: Point, radius: float, k: int, axis: str) -> Point:
        """Slot `k` (a, b, c) of the tile centred at `c`: drawn along the tile's axis
        (BUGSPIEL.md section 1), a at the axis's first end."""
        d = self.b["slot_distance"] * radius * (k - (SLOTS_PER_TILE - 1) / 2)
        vx, vy = axis_vector(axis)
        return c[0] - d * vx, c[1] - d * vy

    def slot_radius(self, radius: float) -> float:
        return self.b["slot_radius"] * radius

    # --- the markets -----------------------------------------------------------------------------

    def market(self, which: str) -> pygame.Rect:
        return pygame.Rect(self.m[which])

    def market_slot(self, which: str, k: int) -> pygame.Rect:
        """Market slot `k`'s card (slot 0, the dearest, on the left)."""
        r = self.market(which)
        w, h = self.bug_card if which == "bugs" else self.bonus_card
        step = (r.w - 8) / MARKET_SLOTS
        x = r.x + 4 + k * step + (step - w) / 2
        return pygame.Rect(round(x), r.y + self.m["label_h"] + 2, w, h)

    def price_tag(self, which: str, k: int) -> pygame.Rect:
        card = self.market_slot(which, k)
        return pygame.Rect(card.x + 4, card.bottom + 1, card.w - 8, self.m["price_h"])

    def deck_point(self, which: str) -> Point:
        """Where a market's deck sits (cards turned up fly from there): past its last slot."""
        r = self.market(which)
        return r.right, r.centery

    # --- the hand ----------------------------------------------------------------------------------

    def hand_area(self) -> pygame.Rect:
        return pygame.Rect(self.hand["rect"])

    def hand_bug_rects(self, n: int) -> list[pygame.Rect]:
        area = self.hand_area()
        w, h = self.hand_bug_card
        room = self.hand["bug_width"]
        step = min(self.hand["step"], (room - w - 12) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(area.x + 8 + k * step), area.bottom - h - 8, w, h) for k in range(n)]

    def hand_bonus_rects(self, n: int) -> list[pygame.Rect]:
        area = self.hand_area()
        w, h = self.hand_bonus_card
        x0 = area.x + self.hand["bug_width"] + 8
        room = area.right - 8 - x0
        step = min(w + 6, (room - w) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(x0 + k * step), area.bottom - h - 8, w, h) for k in range(n)]

    # --- the panel ---------------------------------------------------------------------------------

    def panel(self) -> pygame.Rect:
        return pygame.Rect(self.look["panel"])

    def caption(self) -> pygame.Rect:
        r = self.panel()
        return pygame.Rect(r.x + 10, r.y + 8, r.w - 20, self.look["panel_caption_h"])

    def score_rows(self, n: int) -> list[pygame.Rect]:
        cap = self.caption()
        h = self.look["score_row_h"]
        return [pygame.Rect(cap.x + 4, cap.bottom + 6 + k * h, cap.w - 8, h) for k in range(n)]

    def choice_rects(self) -> list[pygame.Rect]:
        c = self.look["choices"]
        r = self.panel()
        w, h = c["size"]
        return [pygame.Rect(r.x + 10 + k * (w + c["gap"]), r.y + c["top"], w, h) for k in range(c["columns"])]

    def preview_box(self) -> pygame.Rect:
        r = self.panel()
        top = self.choice_rects()[0].bottom + 8
        return pygame.Rect(r.x + 10, top, r.w - 20, self.look["preview_h"])

    def log_box(self) -> pygame.Rect:
        r = self.panel()
        top = self.preview_box().bottom + 6
        return pygame.Rect(r.x + 12, top, r.w - 24, r.bottom - 8 - top)
