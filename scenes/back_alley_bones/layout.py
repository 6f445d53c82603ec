"""Where the Back Alley Bones table puts things (config/back_alley_bones_ui.yaml), as rects:
the plaques, the three Point rows, the hand, the token controls, the panel and its choices.
Pure geometry: no drawing, no rules."""
from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.record import read_yaml
from game.resources import config_path
from scenes.config import Color, parse_color


@cache
def load_look() -> dict[str, Any]:
    """config/back_alley_bones_ui.yaml, read once (never mutated)."""
    return read_yaml(config_path("back_alley_bones_ui.yaml"))


class BonesLayout:
    def __init__(self, look: dict[str, Any] | None = None):
        self.look = look if look is not None else load_look()
        lk = self.look
        self.p = lk["points"]
        self.character = tuple(lk["character"])
        self.point_card = tuple(self.p["point_card"])
        self.gamble_card = tuple(self.p["gamble_card"])
        self.hand_card = tuple(lk["hand"]["card"])

    def color(self, name: str) -> Color:
        return parse_color(self.look["colors"][name])

    def t(self, name: str) -> float:
        return float(self.look["motion"][name])

    # --- plaques -------------------------------------------------------------------------------

    def plaque(self, top: bool) -> pygame.Rect:
        return pygame.Rect(self.look["plaques"]["top" if top else "bottom"])

    def character_rect(self, top: bool, i: int) -> pygame.Rect:
        r = self.plaque(top)
        w, h = self.character
        x = r.x + 14 + i * self.look["character_step"]
        return pygame.Rect(x, r.centery - h // 2, w, h)

    def info_x(self, top: bool) -> int:
        return self.plaque(top).x + self.look["plaque_info_x"]

    def plaque_boxes(self, top: bool, line_h: int) -> dict[str, pygame.Rect]:
        """The rooms of a plaque's words, `line_h` high: the name (beside the Grub column), the
        labels over the hand, the Side Bet and the won bets, the Grub total's column, and the
        status line at the bottom right."""
        r, cols = self.plaque(top), self.look["plaque_columns"]
        x = self.info_x(top)
        grub = pygame.Rect(r.right - 16 - cols["grub"], r.y + 4, cols["grub"], r.h - 8)
        row_y = r.y + 32
        bx, wx = x + cols["hand"], x + cols["hand"] + cols["side_bet"]
        return {"name": pygame.Rect(x, r.y + 4, grub.x - 8 - x, line_h),
                "hand": pygame.Rect(x, row_y, cols["hand"] - 4, line_h),
                "side_bet": pygame.Rect(bx, row_y, cols["side_bet"] - 4, line_h),
                "won": pygame.Rect(wx, row_y, grub.x - 8 - wx, line_h),
                "grub": grub,
                "status": pygame.Rect(r.right - 16 - cols["status"], r.bottom - 6 - line_h, cols["status"], line_h)}

    # --- Points --------------------------------------------------------------------------------------

    def row(self, i: int) -> pygame.Rect:
        p = self.p
        return pygame.Rect(p["left"], p["top"] + i * p["row"], p["width"], p["row"] - 8)

    def point_rect(self, i: int) -> pygame.Rect:
        row = self.row(i)
        w, h = self.point_card
        return pygame.Rect(self.p["point_x"], row.centery - h // 2, w, h)

    def total_center(self, i: int) -> tuple[int, int]:
        return self.p["total_x"], self.row(i).centery - 14

    def preview_center(self, i: int) -> tuple[int, int]:
        return self.p["total_x"], self.row(i).centery + 28

    def cheat_rect(self, i: int, k: int, n: int) -> pygame.Rect:
        """Cheat `k` of `n` on Point `i`: the first played nearest the Point card."""
        w, h = self.gamble_card
        step = min(self.p["gamble_step"], (self.p["cheats_right"] - self.row(i).x - 10 - w) / max(1, n - 1))
        right = self.p["cheats_right"] - k * step
        return pygame.Rect(round(right - w), self.row(i).centery - h // 2, w, h)

    def luck_rect(self, i: int, k: int, n: int) -> pygame.Rect:
        w, h = self.gamble_card
        step = min(self.p["gamble_step"], (self.row(i).right - 10 - w - self.p["lucks_left"]) / max(1, n - 1))
        return pygame.Rect(round(self.p["lucks_left"] + k * step), self.row(i).centery - h // 2, w, h)

    # --- the hand and its controls ----------------------------------------------------------------------

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        x, y, width, _h = self.look["hand"]["rect"]
        w, h = self.hand_card
        step = min(self.look["hand"]["step"], (width - w) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(x + 6 + k * step), y + 6, w, h) for k in range(n)]

    def hand_area(self) -> pygame.Rect:
        return pygame.Rect(self.look["hand"]["rect"])

    def controls(self) -> pygame.Rect:
        return pygame.Rect(self.look["controls"])

    def control_buttons(self) -> dict[str, pygame.Rect]:
        """The token stepper (down, up) and the Decoy toggle, inside the controls' rect."""
        r = self.controls()
        half = (r.w - 24) // 2
        return {"down": pygame.Rect(r.x + 8, r.y + 40, half, 30),
                "up": pygame.Rect(r.x + 16 + half, r.y + 40, half, 30),
                "decoy": pygame.Rect(r.x + 8, r.y + 76, r.w - 16, 28)}

    # --- the panel ---------------------------------------------------------------------------------

    def panel(self) -> pygame.Rect:
        return pygame.Rect(self.look["panel"])

    def caption(self) -> pygame.Rect:
        r = self.panel()
        return pygame.Rect(r.x + 10, r.y + 10, r.w - 20, self.look["panel_caption_h"])

    def score_row(self, y: int, line_h: int, won_h: int) -> dict[str, pygame.Rect]:
        """The rooms of a seat's score in the panel from `y`: the name and the Grub total on a
        line `line_h` high, the Grub cards won under them (`won_h` high, the panel's width)."""
        r = self.panel()
        name_w, grub_w = self.look["score_columns"]
        name = pygame.Rect(r.x + 14, y, name_w, line_h)
        return {"name": name, "grub": pygame.Rect(name.right + 6, y, grub_w, line_h),
                "won": pygame.Rect(name.x, name.bottom, r.right - 14 - name.x, won_h)}

    def choice_rects(self) -> list[pygame.Rect]:
        c = self.look["choices"]
        r = self.panel()
        w, h = c["size"]
        out = []
        for k in range(c["columns"] * c["rows"]):
            col, row = k % c["columns"], k // c["columns"]
            out.append(pygame.Rect(r.x + 10 + col * (w + c["gap"]), r.y + c["top"] + row * (h + c["gap"]), w, h))
        return out

    def log_top(self) -> int:
        c = self.look["choices"]
        return self.panel().y + c["top"] + c["rows"] * (c["size"][1] + c["gap"]) + 4
