"""Statistics: games played, won and best score per kind of game (game.stats)."""
from __future__ import annotations

import pygame

from scenes.menu import MenuScene


class StatsScene(MenuScene):
    title = "Statistics"

    def __init__(self, app):
        self.rows: list[tuple[str, int, int, int | None]] = []
        self.message = ""
        if app.store is not None:
            from game.stats import load_stats
            stats, msg = load_stats(app.store)
            self.rows = list(stats.rows())
            self.message = msg or ""
        super().__init__(app)

    def build(self) -> None:
        self.buttons = self.footer([("Back", self.back)])
        self.focus = 0

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf)
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        cols = (("Game", 40), ("Played", 420), ("Won", 540), ("Win rate", 640), ("Best score", 770))
        y = rect.y + 30
        for label, x in cols:
            text.blit(surf, label, "label", soft, (rect.x + x, y), bold=True)
        y += 32
        pygame.draw.line(surf, cfg.color("panel_rule"), (rect.x + 30, y), (rect.right - 30, y), 2)
        if not any(games for _l, games, _w, _b in self.rows):
            text.blit(surf, "No finished games yet: they are counted here when a game ends.", "label",
                      cfg.color("gold"), (rect.centerx, self.m["subtitle_y"]), "midtop")
        pitch = min(38, (rect.bottom - y - 70) // max(1, len(self.rows)))
        for k, (label, games, wins, best) in enumerate(self.rows):
            ry = y + 12 + pitch * k
            text.blit(surf, label, "label", ink, (rect.x + 40, ry), bold=True)
            text.blit(surf, str(games), "label", ink, (rect.x + 420, ry))
            text.blit(surf, str(wins), "label", ink, (rect.x + 540, ry))
            text.blit(surf, f"{wins / games:.0%}" if games else "\u2014", "label", ink, (rect.x + 640, ry))
            text.blit(surf, "\u2014" if best is None else str(best), "label", ink, (rect.x + 770, ry))
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
