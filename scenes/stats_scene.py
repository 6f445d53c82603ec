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
        x = {k: rect.x + v for k, v in self.m["stats_columns"].items()}
        rows = self.m["stats_row"]
        y = rect.y + rows["top"]
        for label, key in (("Game", "game"), ("Played", "played"), ("Won", "won"),
                           ("Win rate", "win_rate"), ("Best score", "best")):
            text.blit(surf, label, "label", soft, (x[key], y), bold=True)
        y += rows["heading"]
        pygame.draw.line(surf, cfg.color("panel_rule"), (rect.x + 30, y), (rect.right - 30, y), 2)
        if not any(games for _l, games, _w, _b in self.rows):
            text.blit(surf, "No finished games yet: they are counted here when a game ends.", "label",
                      cfg.color("gold"), (rect.centerx, self.m["subtitle_y"]), "midtop")
        pitch = min(rows["max_pitch"], (rect.bottom - y - 70) // max(1, len(self.rows)))
        for k, (label, games, wins, best) in enumerate(self.rows):
            ry = y + rows["gap"] + pitch * k
            text.blit(surf, label, "label", ink, (x["game"], ry), bold=True)
            text.blit(surf, str(games), "label", ink, (x["played"], ry))
            text.blit(surf, str(wins), "label", ink, (x["won"], ry))
            text.blit(surf, f"{wins / games:.0%}" if games else "\u2014", "label", ink, (x["win_rate"], ry))
            text.blit(surf, "\u2014" if best is None else str(best), "label", ink, (x["best"], ry))
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
