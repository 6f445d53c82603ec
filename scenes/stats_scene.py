"""Statistics: games played, won and best score per kind of game (game.stats), one tab per
registered game with screens: each game's rows are its own, its campaign's row included, and its
best score is its lowest where the lowest wins (`GameDefinition.low_score_wins`)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.protocol import DEFAULT_GAME, all_games
from scenes.menu import MenuScene, segmented


# What an empty tab says: which games count (game.stats.record_game counts none without a person).
EMPTY_WORDS = N_("No finished games yet: a game is counted when it ends. "
                 "Games with no human seat (AI only) are not counted.")


COLUMN_GAP = 8      # between a heading and the next column


class StatsScene(MenuScene):
    title = N_("Statistics")

    def __init__(self, app, game: str = DEFAULT_GAME):
        self.games = [g for g in all_games() if g.screen]      # the games this app plays
        self.game = game
        self.stats = None
        self.message = ""
        if app.store is not None:
            from game.stats import load_stats
            self.stats, msg = load_stats(app.store)
            self.message = msg or ""
        super().__init__(app)

    @property
    def rows(self) -> list[tuple[str, int, int, int | None]]:
        from game.stats import Statistics
        return (self.stats or Statistics()).rows(self.game)

    def build(self) -> None:
        px, py, pw, _ph = self.m["panel"]
        tabs = self.m["stats_tabs"]
        gap = 12
        x = px + (pw - len(self.games) * (tabs["width"] + gap) + gap) // 2
        self.buttons = segmented(x, py + tabs["top"], tabs["height"],
                                 [(_(g.title), (lambda g=g: self.show(g.id)), g.id == self.game, tabs["width"])
                                  for g in self.games], gap=gap)
        self.buttons += self.footer([(_("Back"), self.back)])
        if self.focus is None:
            self.focus = len(self.buttons) - 1

    def show(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf)
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        x = {k: rect.x + v for k, v in self.m["stats_columns"].items()}
        rows = self.m["stats_row"]
        y = rect.y + rows["top"]
        best = _("Lowest score") if next(g for g in self.games if g.id == self.game).low_score_wins else _("Best score")
        headings = ((_("Game"), "game"), (_("Played"), "played"), (_("Won"), "won"),
                    (_("Win rate"), "win_rate"), (best, "best"))
        # Each heading keeps to its column (to the next one, the last to the panel's rule): in
        # a longer language it steps down a size, then takes two lines.
        ends = [x[key] for _label, key in headings[1:]] + [rect.right - 30 + COLUMN_GAP]
        for (label, key), end in zip(headings, ends):
            box = pygame.Rect(x[key], y, end - COLUMN_GAP - x[key], rows["heading"] - 4)
            text.blit_in(surf, label, box, text.sizes_from("label", "tiny"), soft, align="left", bold=True,
                         valign="top")
        y += rows["heading"]
        pygame.draw.line(surf, cfg.color("panel_rule"), (rect.x + 30, y), (rect.right - 30, y), 2)
        table = self.rows
        if not any(games for _l, games, _w, _b in table):
            text.blit(surf, _(EMPTY_WORDS), "label", cfg.color("gold"), (rect.centerx, self.m["subtitle_y"]), "midtop")
        pitch = min(rows["max_pitch"], (rect.bottom - y - 70) // max(1, len(table)))
        from game.stats import Statistics
        assisted = (self.stats or Statistics()).assisted(self.game)
        game = next(g for g in self.games if g.id == self.game)
        # A row's label is stored in English (a key); a game that words it says it in the language.
        words = getattr(game, "stats_words", lambda label: label)
        for k, (label, games, wins, best) in enumerate(table):
            ry = y + rows["gap"] + pitch * k
            shown = text.blit(surf, words(label), "label", ink, (x["game"], ry), bold=True)
            if label in assisted:      # games played with the coach's hints, said beside the label
                text.blit(surf, ngettext("{n} with hints", "{n} with hints", assisted[label]), "small", soft,
                          (shown.right + self.m["stats_assisted_gap"], ry + 3))
            text.blit(surf, str(games), "label", ink, (x["played"], ry))
            text.blit(surf, str(wins), "label", ink, (x["won"], ry))
            text.blit(surf, _("{percent}%", percent=round(100 * wins / games)) if games else "\u2014", "label", ink,
                      (x["win_rate"], ry))
            text.blit(surf, "\u2014" if best is None else str(best), "label", ink, (x["best"], ry))
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
