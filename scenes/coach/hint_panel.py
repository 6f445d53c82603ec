"""The coach's hint panel and glow, for any game: "thinking" while it weighs the options, then
the options, best first, each with its margin and reasons (the game's words)."""
from __future__ import annotations

from game.i18n import ngettext
from game.words import whole_number
from typing import Any

import pygame

from scenes.coach.words import CoachWords
from scenes.widgets import alpha_rect, panel


def draw_hint_panel(surf: pygame.Surface, cfg, text, rect: pygame.Rect, hint: Any, words: CoachWords,
                    dots: str, key: str, playouts: int) -> None:
    """The panel in `rect`: `hint` None while thinking (`dots` animate, `playouts` the budget)."""
    panel(surf, cfg, rect, rim="gold")
    pad = cfg.num("panel_padding")
    inner = rect.inflate(-2 * pad - 4, -2 * pad - 4)
    ink, soft, lh = cfg.color("ink"), cfg.color("ink_soft"), cfg.num("line_height")
    text.blit(surf, words.hint_text("title"), "body", ink, (inner.x, inner.y), bold=True)
    text.blit(surf, words.hint_text("closes", key=key), "tiny", soft, (inner.right, inner.y + 3), "topright")
    y = inner.y + lh + 2
    pygame.draw.line(surf, cfg.color("panel_rule"), (inner.x, y), (inner.right, y))
    y += 4
    if hint is None:
        r = text.blit(surf, words.hint_text("thinking", dots=dots), "body", ink, (inner.x, y + 4), bold=True)
        y = r.bottom + 2
        for line in text.wrap(words.hint_text("thinking_detail", playouts=whole_number(playouts)), "small", inner.w):
            r = text.blit(surf, line, "small", ink, (inner.x, y + 4))
            y = r.bottom + 2
        return
    for line in text.wrap(words.hint_text("heading"), "tiny", inner.w):
        r = text.blit(surf, line, "tiny", soft, (inner.x, y))
        y = r.bottom + 1
    y += 4
    foot = words.hint_text("footer", deals=whole_number(hint.playouts // len(hint.options)))
    bottom = inner.bottom - lh
    shown = 0
    for k, o in enumerate(hint.options):
        lines = text.wrap(words.option_reasons(o), "small", inner.w - 18)
        need = lh + len(lines) * (lh - 2) + 4
        if y + need > bottom:
            break
        best = k == 0
        if best:
            alpha_rect(surf, pygame.Rect(inner.x - 4, y - 2, inner.w + 8, need), cfg.color("glow"), 200, 6)
        margin = text.blit(surf, words.margin_words(o.margin), "body", ink if best else soft, (inner.right, y),
                           "topright", bold=True)
        # A long option name steps down a size before it is cut: the card it names is its end.
        room = pygame.Rect(inner.x, y, margin.x - inner.x - cfg.num("hint_label_gap"), lh)
        text.blit_in(surf, f"{k + 1}. {words.option_label(o)}", room, text.sizes_from("body", "small"), ink,
                     align="left", bold=True, wrap="never", valign="top")
        y += lh
        for line in lines:
            text.blit(surf, line, "small", soft, (inner.x + 18, y))
            y += lh - 2
        y += 4
        shown += 1
    more = len(hint.options) - shown
    if more:
        foot = ngettext("+{n} more \u00b7 {footer}", "+{n} more \u00b7 {footer}", more, footer=foot)
    # The band the options leave it (a glyph such as ɱ may reach below a line's pitch).
    room = pygame.Rect(inner.x, bottom, inner.w, inner.bottom - bottom)
    text.blit_in(surf, foot, room, ("tiny",), soft, align="left", wrap="never", valign="center")


def draw_hint_glow(surf: pygame.Surface, cfg, art, text, rect: pygame.Rect, tag: str) -> None:
    """The suggested card or button: a wide gold glow, a gold rim and a `tag` pill above."""
    g = cfg.num("hint_glow")
    surf.blit(art.card_glow(rect.size, "gold", g), (rect.x - g, rect.y - g))
    pygame.draw.rect(surf, cfg.color("gold"), rect.inflate(6, 6), 3, border_radius=12)
    draw_tag_pill(surf, cfg, text, rect, tag, 4)


def draw_tag_pill(surf: pygame.Surface, cfg, text, rect: pygame.Rect, tag: str, gap: int,
                  below: bool = False) -> None:
    """The `tag` on a gold pill `gap` pixels above `rect` (`below`: under it, where a label of
    the table sits just above the card, as Party Bugs' MIRROR over its display)."""
    lab = text.render(tag, "tiny", cfg.color("ink"), bold=True)
    pill = (lab.get_rect(midtop=(rect.centerx, rect.bottom + gap)) if below
            else lab.get_rect(midbottom=(rect.centerx, rect.y - gap))).inflate(12, 4)
    pygame.draw.rect(surf, cfg.color("gold"), pill, border_radius=pill.h // 2)
    surf.blit(lab, lab.get_rect(center=pill.center))
