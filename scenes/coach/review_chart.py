"""The review's small chart, for any game: the expected score (points ahead of the best rival)
at each reviewed decision, the best option's and the one played, one pair of lines per
reviewed seat; turning points are dots, the game's sections (Bug Council's Ages, a series'
games) are separated by a light rule and labelled by the game's words (`words.section`)."""
from __future__ import annotations

import pygame

from typing import Any

from scenes.coach.words import CoachWords
from scenes.widgets import panel


def draw_chart(surf: pygame.Surface, app, rect: pygame.Rect, spec: dict, review: Any,
               colors, words: CoachWords) -> None:
    review_text = words.review_text
    cfg, text = app.cfg, app.text
    ink, soft = cfg.color("ink"), cfg.color("ink_soft")
    panel(surf, cfg, rect, fill="cream", radius=8, rim_width=2, shadow=False)
    text.blit(surf, text.fit(review_text("chart_title"), "small", rect.w, bold=True), "small", ink,
              (rect.x, rect.y - 22), bold=True)
    left, top, right, bottom = spec["chart_pad"]
    plot = pygame.Rect(rect.x + left, rect.y + top, rect.w - left - right, rect.h - top - bottom)
    moments = review.moments
    if not moments:
        return
    values = [v for m in moments for v in (m.best_margin, m.played_margin)] + [0.0]
    lo, hi = min(values), max(values)
    if hi - lo < 2:
        lo, hi = lo - 1, hi + 1
    n = len(moments)

    def xy(k: int, v: float) -> tuple[int, int]:
        x = plot.x + (plot.w * k / (n - 1) if n > 1 else plot.w / 2)
        return round(x), round(plot.bottom - (v - lo) / (hi - lo) * plot.h)

    # zero line and its scale
    zy = xy(0, 0.0)[1]
    pygame.draw.line(surf, soft, (plot.x, zy), (plot.right, zy), 1)
    for v in (lo, 0.0, hi):
        text.blit(surf, f"{v:+.0f}" if v else "0", "tiny", soft, (plot.x - 6, xy(0, v)[1]), "midright")
    # Ages: a rule where one begins, its numeral below the plot
    start = 0
    for k in range(n + 1):
        if k == n or (k and words.section(moments[k]) != words.section(moments[k - 1])):
            x0, x1 = xy(start, 0)[0], xy(k - 1, 0)[0]
            if words.section(moments[start]):
                text.blit(surf, words.section(moments[start]), "tiny", soft,
                          ((x0 + x1) // 2, plot.bottom + 6), "midtop")
            if k < n:
                xm = (xy(k - 1, 0)[0] + xy(k, 0)[0]) // 2
                pygame.draw.line(surf, cfg.color("panel_rule"), (xm, plot.y), (xm, plot.bottom), 1)
            start = k
    turning = {id(m) for m in review.turning_points()}
    for seat in review.seats:
        ks = [k for k, m in enumerate(moments) if m.seat == seat]
        if not ks:
            continue
        best = [xy(k, moments[k].best_margin) for k in ks]
        played = [xy(k, moments[k].played_margin) for k in ks]
        if len(ks) > 1:
            pygame.draw.lines(surf, soft, False, best, 2)
            pygame.draw.lines(surf, colors[seat] if seat < len(colors) else ink, False, played, 3)
        for k, p in zip(ks, played):
            if id(moments[k]) in turning:
                pygame.draw.circle(surf, cfg.color("warning"), p, spec["chart_dot"])
    # legend, under the plot
    ly = rect.bottom + 8
    pygame.draw.line(surf, soft, (rect.x, ly + 8), (rect.x + 22, ly + 8), 2)
    r = text.blit(surf, review_text("chart_best"), "small", ink, (rect.x + 28, ly))
    seat = review.seats[0] if review.seats else 0
    pygame.draw.line(surf, colors[seat] if seat < len(colors) else ink, (r.right + 16, ly + 8), (r.right + 38, ly + 8), 3)
    r = text.blit(surf, review_text("chart_played"), "small", ink, (r.right + 44, ly))
    pygame.draw.circle(surf, cfg.color("warning"), (r.right + 22, ly + 8), spec["chart_dot"])
    text.blit(surf, review_text("chart_turning"), "small", ink, (r.right + 32, ly))
