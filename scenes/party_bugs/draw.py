"""Drawing the Party Bugs table from its Picture (no rules here: what is legal comes from the
seat's view through the scene)."""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from scenes.party_bugs.words import seat_label
from game.party_bugs.cards import value_of
from scenes.config import parse_color
from scenes.party_bugs.view import BACK
from scenes.screens import seat_note
from scenes.widgets import alpha_rect, draw_button, focus_ring, panel


def draw_table(scene, surf: pygame.Surface) -> None:
    app, cfg = scene.app, scene.cfg
    p, g = scene.picture, scene.geom
    surf.blit(app.art.table(), (0, 0))
    legal = scene.legal()
    takeable = {a.arg for a in legal if a.kind == "take"}
    playable = {a.arg for a in legal if a.kind in ("play", "hide")}
    mirrorable = {a.arg for a in legal if a.kind == "mirror"}
    focus = legal[scene.focus % len(legal)].arg if legal and scene.bar.at is None else None   # one focus
    _title_bar(scene, surf)
    _ball(scene, surf)
    for i, c in enumerate(p.floor):
        if c in p.hidden:
            continue
        r = g.floor_rect(i, len(p.floor))
        if c in takeable:
            surf.blit(app.art.card_glow(g.card), app.art.card_glow(g.card).get_rect(center=r.center))
        surf.blit(scene.art.face(c, g.card), r)
        if c == focus:
            focus_ring(surf, cfg, r, 8)
    for seat in range(p.players + (1 if p.players == 2 else 0)):
        _plaque(scene, surf, seat, mirrorable, focus)
    _hand(scene, surf, playable, focus)
    _box(scene, surf)
    _caption(scene, surf)
    _side_panel(scene, surf)
    _coach(scene, surf)
    scene.anim.draw(surf)


def _coach(scene, surf) -> None:
    """The coach (scenes.coach.table_coach): the mark on the suggested card, the live status
    line, the hint's panel over the log."""
    from scenes.party_bugs.coach_view import suggested_rect
    a = scene.suggested_action()
    # The Mirror's display card has the MIRROR label just above it: its tag goes under.
    scene.coach.draw_mark(surf, suggested_rect(scene), tag_below=a is not None and a.kind == "mirror")
    scene.coach.draw(surf, "." * (int(scene.clock * 3) % 4), scene.coach_line())


HAND_LIFT = 14      # a hand card you may choose now stands this far above the others


def hand_card_rect(scene, c: int) -> pygame.Rect:
    """Where hand card `c` is drawn (raised when it may be chosen now)."""
    p, g = scene.picture, scene.geom
    r = g.hand_rects(len(p.hand))[p.hand.index(c)]
    playable = {a.arg for a in scene.legal() if a.kind in ("play", "hide")}
    return r.move(0, -HAND_LIFT) if c in playable else r


def _title_bar(scene, surf) -> None:
    cfg, text, p = scene.cfg, scene.app.text, scene.picture
    pygame.draw.rect(surf, cfg.color("wood_dark"), (0, 0, cfg.canvas[0], 44))
    text.blit(surf, _(scene.title_words), "title", cfg.color("gold"), (16, 22), "midleft", bold=True)
    rnd = _("Final round") if p.phase == "final" else _("Round {round} of {rounds}", round=p.round, rounds=p.final_round)
    seen = scene.seen()
    extra = "  \u00b7  " + _("Game {game} of {games}", game=seen.game, games=seen.games) if seen.games > 1 else ""
    text.blit(surf, rnd + extra, "label", cfg.color("cream"), (480, 22), "center", bold=True)
    for b in scene.bar_buttons:
        draw_button(surf, cfg, text, b, b.rect.collidepoint(scene.mouse), size="body",
                    focused=scene.bar.on(scene.bar_buttons, b))


def _ball(scene, surf) -> None:
    g = scene.geom
    bx, by = g.ball
    rad = scene.spec["ball_radius"]
    pygame.draw.circle(surf, (70, 70, 90), (bx, by), rad + 3)
    pygame.draw.circle(surf, (190, 196, 214), (bx, by), rad)
    for k in range(-2, 3):          # facets: a few rows of mirror tiles
        y = by + k * rad * 0.38
        half = math.sqrt(max(0.0, rad * rad - (y - by) ** 2))
        pygame.draw.line(surf, (140, 146, 170), (bx - half, y), (bx + half, y), 1)
    for k in range(-2, 3):
        x = bx + k * rad * 0.38
        half = math.sqrt(max(0.0, rad * rad - (x - bx) ** 2))
        pygame.draw.line(surf, (140, 146, 170), (x, by - half), (x, by + half), 1)
    pygame.draw.circle(surf, (255, 255, 255), (bx - rad * 0.35, by - rad * 0.4), rad * 0.18)


def _plaque(scene, surf, seat: int, mirrorable: set, focus) -> None:
    cfg, text = scene.cfg, scene.app.text
    p, g = scene.picture, scene.geom
    r = g.plaque(seat)
    roachy = seat >= p.players
    active = not roachy and seat in scene.seen().acting and not scene.anim.busy
    panel(surf, cfg, r, fill="paper", radius=10, rim_width=3 if active else 2)
    if active:
        pygame.draw.rect(surf, cfg.color("active_seat"), r.inflate(6, 6), 3, border_radius=12)
    color = parse_color(scene.colors[seat]) if not roachy else scene.art.set_color(2)
    pygame.draw.rect(surf, color, (r.x + 10, r.y + 10, 6, 24), border_radius=3)
    name = seat_label(seat, scene.names, scene.shown_seat, roachy)
    named = text.blit(surf, text.fit(name, "label", 110, bold=True), "label", cfg.color("ink"), (r.x + 22, r.y + 8),
                      bold=True)
    info_right = r.right - g.played[0] - 22          # the played card's column starts here
    seen = None if roachy else p.face_down_seen(seat, scene.shown_seat)
    score = p.visible_score(seat) + (value_of(seen) if seen is not None else 0)
    scored = text.blit(surf, str(score), "title", cfg.color("ink"), (info_right, r.y + 6), "topright", bold=True)
    # TRANSLATORS: a plaque's counts: the cards in a player's hand and in their deck.
    parts = [_("deck {n}", n=p.deck_sizes[seat])] if roachy else \
        [_("hand {hand} \u00b7 deck {deck}", hand=p.hand_sizes[seat], deck=p.deck_sizes[seat])]
    if not roachy and seat in scene.match.thinking():
        parts.append(_("thinking\u2026"))
    note = seat_note(scene.match, seat)
    if note:
        parts.append(note)
    line = " \u00b7 ".join(parts)
    text.blit(surf, line, "small", cfg.color("ink_soft"), (r.x + 22, r.y + 34))
    if not roachy and seat == p.host:
        # as wide as its word needs (a language's may be longer), between the name and the score
        word, right = _("HOST"), scored.x - 8
        left = max(named.right + 6, right - text.font("small", bold=True).size(word)[0] - 12)
        badge = pygame.Rect(left, r.y + 9, right - left, 22)
        pygame.draw.rect(surf, cfg.color("gold"), badge, border_radius=6)
        text.blit_in(surf, word, badge.inflate(-8, 0), text.sizes_from("small", "tiny"), cfg.color("ink"), bold=True,
                     wrap="never")
    if not roachy and p.mirror == seat:
        text.blit(surf, _("MIRROR"), "small", cfg.color("warning"), (info_right - 110, r.y + 52), bold=True)
    # the display, face-down card first, then face-up cards by value (a pair cannot stay)
    row = p.display_row(seat, scene.shown_seat)
    face_down = len(row) - len(p.displays[seat])       # 1 when a face-down card leads the row
    for i, c in enumerate(row):
        if c is not None and c in p.hidden:
            continue
        img = scene.art.face(c, g.small) if c is not None else scene.art.back(g.small)
        at = surf.blit(img, img.get_rect(center=g.display_center(seat, i, len(row))))
        if i < face_down and c is not None:   # a face-down card shown (yours; any in a replay)
            pygame.draw.rect(surf, cfg.color("card_back"), at.inflate(2, 2), 3, border_radius=4)
        if c is not None and c in mirrorable and seat == scene.shown_seat:
            pygame.draw.rect(surf, cfg.color("warning"), at.inflate(6, 6) if i < face_down else at.inflate(4, 4),
                             3 if c == focus else 2, border_radius=5)
    if not p.displays[seat] and not (not roachy and p.face_down_held[seat]):
        text.blit(surf, _("display: empty"), "small", cfg.color("ink_soft"), (r.x + 22, r.bottom - 30))
    if not roachy and p.played[seat] is not None and p.played[seat] not in p.hidden:
        c = p.played[seat]
        img = scene.art.back(g.played) if c == BACK else scene.art.face(c, g.played)
        surf.blit(img, img.get_rect(center=g.played_center(seat)))
        if c != BACK and seat in p.take_order:
            k = p.take_order.index(seat) + 1
            cx, cy = g.played_center(seat)
            pygame.draw.circle(surf, cfg.color("wood_dark"), (cx + g.played[0] / 2, cy - g.played[1] / 2), 11)
            text.blit(surf, str(k), "small", cfg.color("gold"), (cx + g.played[0] / 2, cy - g.played[1] / 2),
                      "center", bold=True)


def _hand(scene, surf, playable: set, focus) -> None:
    app, cfg = scene.app, scene.cfg
    p, g = scene.picture, scene.geom
    if scene.shown_seat is None:
        return
    dragged = scene.dragged()
    for r, c in zip(g.hand_rects(len(p.hand)), p.hand):
        if c == dragged:
            continue
        lift = HAND_LIFT if c in playable else 0
        rr = r.move(0, -lift)
        if c in playable:
            glow = app.art.card_glow(g.hand_card)
            surf.blit(glow, glow.get_rect(center=rr.center))
        surf.blit(scene.art.face(c, g.hand_card), rr)
        if c == focus:
            focus_ring(surf, cfg, rr, 8)
    if dragged is not None:
        img = scene.art.face(dragged, g.hand_card)
        surf.blit(img, img.get_rect(center=scene.mouse))


def _box(scene, surf) -> None:
    cfg, text = scene.cfg, scene.app.text
    cx, cy = scene.geom.box_center()
    r = pygame.Rect(0, 0, 70, 46)
    r.center = (cx, cy)
    pygame.draw.rect(surf, cfg.color("wood"), r, border_radius=6)
    pygame.draw.rect(surf, cfg.color("wood_dark"), r, 2, border_radius=6)
    text.blit(surf, _("box {n}", n=scene.picture.boxed), "small", cfg.color("cream"), r.center, "center", bold=True)


def _caption(scene, surf) -> None:
    cfg, text = scene.cfg, scene.app.text
    x, y, w, h = scene.spec["caption"]
    r = pygame.Rect(x, y, w, h)
    if scene.reason_shown:
        alpha_rect(surf, r, cfg.color("warning_bg"), 235, 8)
        text.blit_in(surf, scene.reason, r.inflate(-20, -4), text.sizes_from("body", "small"), cfg.color("warning"),
                     bold=True)
    elif scene.caption:
        alpha_rect(surf, r, cfg.color("paper"), 225, 8)
        text.blit_in(surf, scene.caption, r.inflate(-20, -4), text.sizes_from("body", "small"), cfg.color("ink"),
                     bold=True)


def _side_panel(scene, surf) -> None:
    cfg, text = scene.cfg, scene.app.text
    x, y, w, h = scene.spec["panel"]
    r = pygame.Rect(x, y, w, h)
    panel(surf, cfg, r, fill="paper", radius=10, rim_width=2)
    p = scene.picture
    text.blit(surf, _("Scores"), "label", cfg.color("ink"), (r.x + 12, r.y + 8), bold=True)
    text.blit(surf, _("lowest wins"), "small", cfg.color("ink_soft"), (r.right - 12, r.y + 12), "topright")
    seats = list(range(p.players)) + ([p.players] if p.players == 2 else [])
    yy = r.y + 36
    for seat in seats:
        name = seat_label(seat, scene.names, scene.shown_seat, seat >= p.players)
        text.blit(surf, text.fit(name, "body", 150), "body", cfg.color("ink"), (r.x + 14, yy))
        shown = p.visible_score(seat)
        seen = p.face_down_seen(seat, scene.shown_seat) if seat < p.players else None
        if seat < p.players and p.face_down_held[seat]:
            shown_txt = f"{shown} + ?" if seen is None else str(shown + value_of(seen))
        else:
            shown_txt = str(shown)
        text.blit(surf, shown_txt, "body", cfg.color("ink"), (r.right - 70, yy), "topright", bold=True)
        if p.totals:
            text.blit(surf, f"({p.totals[seat]})", "small", cfg.color("ink_soft"), (r.right - 14, yy + 2), "topright")
        yy += 24
    yy += 8
    pygame.draw.line(surf, cfg.color("panel_rule"), (r.x + 10, yy), (r.right - 10, yy), 2)
    text.blit(surf, _("Game log"), "label", cfg.color("ink"), (r.x + 12, yy + 6), bold=True)
    yy += 32
    lines: list[str] = []
    for line in scene.log_lines:
        lines += text.wrap(line, "small", w - 24)
    room = (r.bottom - yy - 8) // 18
    for line in lines[-room:]:
        text.blit(surf, line, "small", cfg.color("ink"), (r.x + 12, yy))
        yy += 18
