"""Drawing the Back Alley Bones table from its Picture and the chooser (no rules here: what is
legal and what a play would make come from the seat's view through the scene)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.words import list_words, you_label
from game.back_alley_bones.cards import is_cheat
from scenes.back_alley_bones.words import (SPECIAL_WORDS, card_name, character_name, faction_words, grub_words,
                                           move_words)
from scenes.config import parse_color
from scenes.screens import seat_note
from scenes.widgets import alpha_rect, draw_button, focus_ring, panel


def draw_table(scene, surf: pygame.Surface) -> None:
    scene.offer()                     # drawn as offered now (an overlay may hold the table's clock)
    surf.blit(scene.app.art.table(), (0, 0))
    _title_bar(scene, surf)
    for top in (True, False):
        _plaque(scene, surf, top)
    _points(scene, surf)
    _hand(scene, surf)
    _controls(scene, surf)
    _panel(scene, surf)
    scene.anim.draw(surf)
    dragged = scene.dragged()
    if dragged is not None:
        img = scene.art.gamble(dragged, scene.layout.hand_card)
        surf.blit(img, img.get_rect(center=scene.mouse))


def _title_bar(scene, surf) -> None:
    cfg, text, p, lay = scene.cfg, scene.app.text, scene.picture, scene.layout
    pygame.draw.rect(surf, cfg.color("wood_dark"), (0, 0, cfg.canvas[0], lay.look["bar_height"]))
    you, name = p.dice == scene.shown_seat, scene.names[p.dice]
    fill = {"round": p.round, "name": name, "character": character_name(p.shooter) if p.shooter else ""}
    if scene.seen().game_over:
        words = _("Round {round}  \u00b7  the game is over", **fill)
    elif p.shooter:
        words = _("Round {round}  \u00b7  You: the {character} shoots", **fill) if you else \
            _("Round {round}  \u00b7  {name}: the {character} shoots", **fill)
    else:
        words = _("Round {round}  \u00b7  You: no Shooter yet", **fill) if you else \
            _("Round {round}  \u00b7  {name}: no Shooter yet", **fill)
    box = pygame.Rect(0, 0, lay.look["round_width"], lay.look["bar_height"])
    box.center = lay.look["round_at"]
    title = pygame.Rect(16, 0, box.x - 16 - 8, box.h)        # the game's name, left of the round's words
    text.blit_in(surf, _(scene.title_words), title, text.sizes_from("title", "small"), cfg.color("gold"), align="left",
                 bold=True)
    text.blit_in(surf, words, box, text.sizes_from("label", "small"),
                 cfg.color("cream"), bold=True, wrap="never")
    scene.draw_buttons(surf, scene.bar_buttons, size="body")


# --- the plaques ---------------------------------------------------------------------------------

def _plaque(scene, surf, top: bool) -> None:
    cfg, text, p, lay, art = scene.cfg, scene.app.text, scene.picture, scene.layout, scene.art
    seat = 1 - scene.bottom if top else scene.bottom
    r = lay.plaque(top)
    active = seat in scene.seen().acting and not scene.anim.busy
    panel(surf, cfg, r, fill="paper", radius=10, rim_width=3 if active else 2)
    if active:
        pygame.draw.rect(surf, cfg.color("active_seat"), r.inflate(6, 6), 3, border_radius=12)
    pygame.draw.rect(surf, parse_color(scene.colors[seat]), (r.x + 8, r.y + 8, 6, r.h - 16), border_radius=3)
    name = you_label() if seat == scene.shown_seat else scene.names[seat]
    faction = p.factions[seat]
    for i, (cname, exhausted, crapped) in enumerate(p.characters[seat]):
        cr = lay.character_rect(top, i)
        img = art.character(cname, lay.character, exhausted and not crapped, crapped, faction)
        at = img.get_rect(center=cr.center)
        surf.blit(img, at)
        if p.dice == seat and p.shooter == cname:
            _dice(scene, surf, (at.right - 4, at.top + 6))
    x = lay.info_x(top)
    box = lay.plaque_boxes(top, text.line_height("label", bold=True))
    small = text.sizes_from("small", "tiny")
    soft = cfg.color("ink_soft")
    text.blit_in(surf, _("{name} \u00b7 {faction}", name=name, faction=faction_words(faction)), box["name"], text.sizes_from("label", "small"),
                 cfg.color("ink"), align="left", bold=True, wrap="never")
    bet_card = tuple(lay.look["bet_card"])
    card_y = r.y + 50
    # the hand: backs for the other player (a count), yours is drawn below
    text.blit_in(surf, _("Hand {n}", n=p.hand_sizes[seat]), box["hand"], small, soft, align="left", wrap="never")
    back = art.back((18, 26))
    for k in range(p.hand_sizes[seat]):
        surf.blit(back, (x + k * 12, card_y))
    # the face-down Side Bet (yours open to you; both open once revealed), then the won ones
    bx = box["side_bet"].x
    text.blit_in(surf, _("Side Bet ({n} left)", n=p.side_deck_sizes[seat]), box["side_bet"], small, soft, align="left",
                 wrap="never")
    bet = p.bet_seen(seat)
    if p.side_bet_down[seat] or (p.revealed is not None and bet is not None):
        rect = surf.blit(art.side_bet(bet, bet_card), (bx, card_y))
        if p.revealed is not None and bet is not None:
            pygame.draw.rect(surf, cfg.color("gold"), rect.inflate(6, 6), 3, border_radius=6)
        elif bet is not None:       # your own, still secret: its back's rim
            pygame.draw.rect(surf, cfg.color("card_back"), rect.inflate(2, 2), 2, border_radius=5)
    wx = box["won"].x
    if p.won[seat]:
        text.blit_in(surf, _("Won Side Bets"), box["won"], small, soft, align="left", wrap="never")
    for k, won in enumerate(p.won[seat]):
        img = art.side_bet(won, bet_card, exhausted=won in p.bets_exhausted[seat])
        surf.blit(img, img.get_rect(midleft=(wx + k * lay.look["won_step"], card_y + bet_card[1] // 2)))
    # Grub: open, always
    grub = box["grub"]
    label = pygame.Rect(grub.x, grub.y, grub.w, text.line_height("small", bold=True))
    text.blit_in(surf, _("Grub"), label, small, soft, align="right", bold=True, wrap="never")
    text.blit_in(surf, str(p.grub[seat]), pygame.Rect(grub.x, label.bottom, grub.w, text.line_height("big", bold=True)),
                 text.sizes_from("big", "label"), cfg.color("ink"), align="right", bold=True, wrap="never")
    line = []
    if seat in scene.match.thinking():
        line.append(_("thinking\u2026"))
    note = seat_note(scene.match, seat)
    if note:
        line.append(note)
    if p.dice == seat:
        line.append(_("holds the dice"))
    if line:
        text.blit_in(surf, " \u00b7 ".join(line), box["status"], small, soft, align="right", wrap="never")


def _dice(scene, surf, center) -> None:
    """The dice token: a white die with five pips."""
    lay = scene.layout
    r = pygame.Rect(0, 0, 22, 22)
    r.center = center
    pygame.draw.rect(surf, scene.cfg.color("shadow"), r.move(1, 2), border_radius=5)
    pygame.draw.rect(surf, lay.color("dice"), r, border_radius=5)
    pygame.draw.rect(surf, scene.cfg.color("ink"), r, 1, border_radius=5)
    for dx, dy in ((-5, -5), (5, -5), (0, 0), (-5, 5), (5, 5)):
        pygame.draw.circle(surf, scene.cfg.color("ink"), (r.centerx + dx, r.centery + dy), 2)


# --- the Points ----------------------------------------------------------------------------------

def _points(scene, surf) -> None:
    cfg, text, p, lay, art = scene.cfg, scene.app.text, scene.picture, scene.layout, scene.art
    c = scene.chooser
    targets = set(c.targets()) if c.card is not None else set()
    if not p.points:
        r = lay.row(1)
        text.blit_in(surf, _("The Points are revealed once the Shooter is chosen."), r.inflate(-16, -8),
                     text.sizes_from("body", "small"), cfg.color("cream"))
    for i, point in enumerate(p.points):
        row = lay.row(i)
        alpha_rect(surf, row, cfg.color("table_felt_dark"), 150, 12)
        if i in targets:
            alpha_rect(surf, row, cfg.color("drop_zone"), 40, 12)
        if c.card is not None and i == c.point and scene.shown_seat is not None:     # where Enter plays it
            pygame.draw.rect(surf, cfg.color("gold"), row, 2, border_radius=12)
        for k, (card, by, _seat) in enumerate(point.cheats):
            cr = lay.cheat_rect(i, k, len(point.cheats))
            surf.blit(art.gamble(card, lay.gamble_card), cr)
            _tokens(scene, surf, cr, by)
        for k, (card, by, _seat) in enumerate(point.lucks):
            lr = lay.luck_rect(i, k, len(point.lucks))
            surf.blit(art.gamble(card, lay.gamble_card), lr)
            _badge(scene, surf, f"{by:+d}", (lr.centerx, lr.bottom - 2), lay.color("luck_dark"))
        pr = lay.point_rect(i)
        surf.blit(art.point(point.card, lay.point_card), pr)
        if point.decoy:
            _coin(scene, surf, (pr.left + 4, pr.top + 4), "D", lay.color("decoy"))
        if point.lookout:
            _coin(scene, surf, (pr.right - 4, pr.top + 4), "L", lay.color("lookout"))
        pend = p.pending
        if pend is not None and pend.point == i:
            cr = lay.cheat_rect(i, len(point.cheats), len(point.cheats) + 1)
            img = art.gamble(pend.card, lay.gamble_card).copy()
            img.set_alpha(150)
            surf.blit(img, cr)
            _tokens(scene, surf, cr, pend.by)
            text.blit(surf, _("Lookout?"), "small", cfg.color("gold"), (cr.centerx, cr.top - 2), "midbottom", bold=True)
        _total(scene, surf, i, point)
        _preview(scene, surf, i)


def _tokens(scene, surf, rect: pygame.Rect, by: int) -> None:
    """A Cheat's tokens: one coin each, and the way it pushes (an arrow)."""
    lay = scene.layout
    n = abs(by)
    y = rect.bottom + 2
    x0 = rect.centerx - (n - 1) * 7
    for k in range(n):
        pygame.draw.circle(surf, lay.color("token"), (x0 + k * 14, y), 6)
        pygame.draw.circle(surf, lay.color("token_rim"), (x0 + k * 14, y), 6, 1)
    _badge(scene, surf, "\u25b2" if by > 0 else "\u25bc", (rect.right - 2, rect.top + 2), lay.color("cheat_dark"))


def _badge(scene, surf, words: str, center, color) -> None:
    text = scene.app.text
    img = text.render(words, "small", scene.cfg.color("cream"), bold=True)
    r = img.get_rect(center=center).inflate(8, 2)
    pygame.draw.rect(surf, color, r, border_radius=6)
    surf.blit(img, img.get_rect(center=r.center))


def _coin(scene, surf, center, letter: str, color) -> None:
    pygame.draw.circle(surf, color, center, 11)
    pygame.draw.circle(surf, scene.cfg.color("cream"), center, 11, 2)
    scene.app.text.blit(surf, letter, "small", scene.cfg.color("cream"), center, "center", bold=True)


def _total(scene, surf, i: int, point) -> None:
    cfg, text, lay = scene.cfg, scene.app.text, scene.layout
    center = lay.total_center(i)
    total = point.total
    color = lay.color("locked") if point.locked else (lay.color("seven") if total == 7 else cfg.color("wood_dark"))
    pygame.draw.circle(surf, color, center, 24)
    pygame.draw.circle(surf, cfg.color("gold" if total == 7 and not point.locked else "cream"), center, 24, 2)
    text.blit(surf, str(total), "title", cfg.color("cream"), center, "center", bold=True)
    if point.locked:
        text.blit(surf, _("LOCKED"), "tiny", cfg.color("cream"), (center[0], center[1] + 32), "center", bold=True)


def _preview(scene, surf, i: int) -> None:
    """What the chosen card would make of this Point (the engine's preview), or nothing."""
    cfg, text, lay = scene.cfg, scene.app.text, scene.layout
    pv = scene.preview(i)
    if pv is None or scene.picture.points[i].locked:
        return
    words = f"\u2192 {pv.total}"
    if pv.special:
        words += f"  {_(SPECIAL_WORDS[pv.special])}"
    at = lay.preview_center(i)
    left = at[0] - lay.look["points"]["preview_inset"]
    h = text.line_height("small", bold=True) + 4
    room = pygame.Rect(left, at[1] - h // 2, lay.p["lucks_left"] - 4 - left, h)      # up to the Luck cards
    sizes = text.sizes_from("small", "tiny")
    fitted = text.fit_box(words, (room.w - 10, room.h), sizes, bold=True, wrap="never")
    badge = pygame.Rect(room.x, room.y, min(room.w, text.font(fitted.size, True).size(fitted.lines[0])[0] + 10), h)
    pygame.draw.rect(surf, cfg.color("gold") if pv.special else cfg.color("paper"), badge, border_radius=6)
    text.blit_in(surf, words, badge.inflate(-8, 0), sizes, cfg.color("ink"), bold=True, wrap="never")


# --- your hand and its controls -------------------------------------------------------------------

def _hand(scene, surf) -> None:
    cfg, text, p, lay, art = scene.cfg, scene.app.text, scene.picture, scene.layout, scene.art
    area = lay.hand_area()
    alpha_rect(surf, area, cfg.color("table_felt_dark"), 140, 10)
    if scene.shown_seat is None:
        text.blit_in(surf, _("Hands are hidden behind the curtain."), area, text.sizes_from("body", "small"),
                     cfg.color("cream"))
        return
    if not p.hand:
        text.blit_in(surf, _("No cards in hand."), area, text.sizes_from("body", "small"), cfg.color("cream"))
    c = scene.chooser
    playable = set(c.cards())
    dragged = scene.dragged()
    marked = False          # copies are alike: the chosen card is the first of its copies
    for r, card in zip(lay.hand_rects(len(p.hand)), p.hand):
        if card == dragged and not marked:
            marked = True
            continue
        rr = r.move(0, -lay.look["hand"]["lift"]) if card in playable else r
        img = art.gamble(card, lay.hand_card)
        if card not in playable:
            img = img.copy()
            img.set_alpha(150)
        surf.blit(img, rr)
        if card == c.card and not marked:
            marked = True
            pygame.draw.rect(surf, cfg.color("gold"), rr.inflate(4, 4), 3, border_radius=8)
            if scene.bar.at is None:            # the keyboard is on the cards: one focus
                focus_ring(surf, cfg, rr.inflate(4, 4), 8)
    if p.aside:
        aside = pygame.Rect(area.x + 8, area.y + 2, area.w - 16, text.line_height("small", bold=True))
        text.blit_in(surf, _("Aside: {cards}", cards=" ".join(p.aside)), aside, text.sizes_from("small", "tiny"), cfg.color("gold"),
                     align="right", bold=True, wrap="never")


def _controls(scene, surf) -> None:
    cfg, text, lay = scene.cfg, scene.app.text, scene.layout
    c = scene.chooser
    r = lay.controls()
    alpha_rect(surf, r, cfg.color("paper"), 225, 10)
    small = text.sizes_from("small", "tiny")
    if c.card is None or c.by is None:
        hint = _("Choose a card") if c.cards() else _("Cards: click, drag or Left/Right")
        text.blit_in(surf, hint, r.inflate(-16, -16), small, cfg.color("ink_soft"), wrap="first", valign="top")
        return
    b = lay.control_buttons()
    head = pygame.Rect(r.x + 8, r.y + 4, r.w - 16, b["down"].y - 4 - r.y - 4)
    text.blit_in(surf, _("{card}: {move}", card=card_name(c.card), move=move_words(c.card, c.by)), head, text.sizes_from("label", "tiny"),
                 cfg.color("ink"), bold=True, wrap="never")
    down, up, decoy = scene.token_buttons
    for button in (down, up):       # both shown, the one that cannot go further dimmed
        draw_button(surf, cfg, text, button, button.rect.collidepoint(scene.mouse) and scene.bar.at is None,
                    size="small", focused=scene.bar.on(scene.tab_buttons(), button))
    if decoy.enabled:
        scene.draw_buttons(surf, (decoy,), accent=lay.color("decoy") if c.decoy_now()[0] else None)
    else:
        keys = _("+/\u2212 or 1-4: tokens") if is_cheat(c.card) else _("+/\u2212: up or down")
        text.blit_in(surf, keys, b["decoy"], small, cfg.color("ink_soft"), wrap="never")


# --- the panel ------------------------------------------------------------------------------------

def _panel(scene, surf) -> None:
    cfg, text, p, lay = scene.cfg, scene.app.text, scene.picture, scene.layout
    r = lay.panel()
    panel(surf, cfg, r, fill="paper", radius=10, rim_width=2)
    cap = lay.caption()
    words, warn = (scene.reason, True) if scene.reason_shown else (scene.caption, False)
    if words:
        alpha_rect(surf, cap, cfg.color("warning_bg" if warn else "cream"), 255, 8)
        text.blit_in(surf, words, cap.inflate(-16, -8), text.sizes_from("body", "tiny"),
                     cfg.color("warning" if warn else "ink"), align="left", bold=True, wrap="first")
    y = cap.bottom + 8
    line_h, won_h = text.line_height("body", bold=True), text.line_height("small")
    for seat in (scene.bottom, 1 - scene.bottom):
        name = you_label() if seat == scene.shown_seat else scene.names[seat]
        row = lay.score_row(y, line_h, won_h)
        won = list_words([grub_words(card) for card, _v in p.grub_won[seat]])       # the Grub cards won, in words
        text.blit_in(surf, name, row["name"], text.sizes_from("body", "small"), cfg.color("ink"), align="left",
                     bold=True, wrap="never")
        text.blit_in(surf, _("{n} Grub", n=p.grub[seat]), row["grub"], text.sizes_from("body", "small"), cfg.color("ink"),
                     align="left", bold=True, wrap="never")
        text.blit_in(surf, won or _("no Grub yet"), row["won"], text.sizes_from("small", "tiny"), cfg.color("ink_soft"),
                     align="left", wrap="never")
        y = row["won"].bottom + 2
    decks = _("Gamble deck {gamble}  \u00b7  discard {discard}  \u00b7  Grub deck {grub}",
              gamble=p.gamble_deck_size, discard=p.discard_size, grub=p.grub_deck_size)
    text.blit_in(surf, decks, pygame.Rect(r.x + 14, y, r.w - 28, 20), text.sizes_from("small", "tiny"),
                 cfg.color("ink_soft"), align="left", wrap="never")
    y += 22
    pygame.draw.line(surf, cfg.color("panel_rule"), (r.x + 10, y + 2), (r.right - 10, y + 2), 2)
    scene.draw_buttons(surf, scene.choice_buttons)
    y = lay.log_top()
    pygame.draw.line(surf, cfg.color("panel_rule"), (r.x + 10, y), (r.right - 10, y), 2)
    text.blit(surf, _("Game log"), "label", cfg.color("ink"), (r.x + 12, y + 4), bold=True)
    y += 28
    log = pygame.Rect(r.x + 12, y, r.w - 24, r.bottom - 8 - y)
    lines: list[str] = []
    for line in scene.log_lines[-40:]:
        lines += text.wrap(line, "small", log.w)
    room = log.h // 18
    for line in lines[-room:] if room > 0 else []:
        text.blit(surf, line, "small", cfg.color("ink"), (log.x, y), box=log)
        y += 18
