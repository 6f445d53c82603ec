"""Drawing the Bugspiel table from its Picture, its camera and the chooser (no rules here: what
is legal, what a bonus would score and which tiles make a line come from the seat's view and
the engine's functions, through the scene)."""
from __future__ import annotations

import pygame

from game.bugspiel.actions import BUY_BONUS, BUY_BUG, MOVE, PLAY
from game.bugspiel.cards import species
from game.i18n import _, ngettext
from game.words import counted, list_words
from scenes.bugspiel.coach_view import draw_coach
from scenes.bugspiel.layout import axis_vector
from scenes.bugspiel.words import bonus_words, bug_line, half_words, species_facts
from scenes.config import parse_color
from scenes.screens import seat_note
from scenes.widgets import alpha_rect, focus_ring, panel


def backdrop(scene) -> pygame.Surface:
    """What never changes under a table: the felt, the board's window, the markets' and the
    hand's grounds and the panel's paper, drawn once (a frame blits it whole: see
    bench/bugspiel_frames.py)."""
    if getattr(scene, "_backdrop", None) is None:
        cfg, lay = scene.cfg, scene.layout
        surf = scene.app.art.table().copy()
        alpha_rect(surf, lay.board(), cfg.color("table_felt_dark"), 170, 12)
        for market in ("bugs", "bonuses"):
            alpha_rect(surf, lay.market(market), cfg.color("table_felt_dark"), 170, 10)
        alpha_rect(surf, lay.hand_area(), cfg.color("table_felt_dark"), 140, 10)
        panel(surf, cfg, lay.panel(), fill="paper", radius=10, rim_width=2)
        scene._backdrop = surf
    return scene._backdrop


def draw_table(scene, surf: pygame.Surface) -> None:
    scene.offer()
    surf.blit(backdrop(scene), (0, 0))
    _title_bar(scene, surf)
    draw_board(scene, surf)
    _markets(scene, surf)
    _hand(scene, surf)
    _panel(scene, surf)
    draw_coach(scene, surf)
    scene.anim.draw(surf)
    _dragged(scene, surf)
    _hover_card(scene, surf)


def _title_bar(scene, surf) -> None:
    cfg, text, lay = scene.cfg, scene.app.text, scene.layout
    pygame.draw.rect(surf, cfg.color("wood_dark"), (0, 0, cfg.canvas[0], lay.look["bar_height"]))
    v = scene.seen()
    box = pygame.Rect(0, 0, lay.look["turn_width"], lay.look["bar_height"])
    box.center = lay.look["turn_at"]
    title = pygame.Rect(16, 0, box.x - 24, box.h)
    text.blit_in(surf, _(scene.title_words), title, text.sizes_from("title", "small"), cfg.color("gold"), align="left",
                 bold=True)
    if v.game_over:
        words = _("The game is over")
    else:
        seat = v.to_act[0] if v.to_act else v.turn
        turn = _("Your turn") if seat == scene.shown_seat else _("{name} to play", name=scene.names[seat])
        goal = _("first to {score} points wins", score=v.winning_score)
        words = f"{turn}  \u00b7  {goal}"
    text.blit_in(surf, words, box, text.sizes_from("label", "small"), cfg.color("cream"), bold=True, wrap="never")
    scene.draw_buttons(surf, scene.bar_buttons, size="body")


# --- the board -------------------------------------------------------------------------------------

def draw_board(scene, surf) -> None:
    """The tiles (terrain, axis, slots, bugs), the targets of the picked card, the line preview
    and the bonus preview, clipped to the board's window."""
    cfg, lay, p, cam = scene.cfg, scene.layout, scene.picture, scene.camera
    window = lay.board()
    clip = surf.get_clip()
    surf.set_clip(window)
    rad = cam.scale
    c = scene.chooser
    targets = c.targets() if scene.shown_seat is not None and not scene.anim.busy else set()
    lines = scene.line_preview()
    bonus = scene.bonus_preview()
    new_line, old_line = (set(lines[0]), set(lines[1]) - set(lines[0])) if lines else (set(), set())
    if bonus is not None:
        new_line = set(bonus.line)
    rim, axis_col = lay.color("tile_rim"), lay.color("axis")
    slot_r = lay.slot_radius(rad)
    axis_w = max(2, round(lay.b["axis_width"] * rad / 60))
    label_size = max(8, min(13, round(rad * 0.2)))
    for label, q, r, terrain, axis, slots in p.tiles:
        centre = cam.tile_centre(q, r)
        pts = lay.hex_points(centre, rad * 0.97)
        pygame.draw.polygon(surf, lay.color(terrain), pts)
        pygame.draw.polygon(surf, rim, pts, max(1, round(rad / 30)))
        if label in new_line:
            pygame.draw.polygon(surf, lay.color("line_new"), lay.hex_points(centre, rad * 0.9), max(3, round(rad / 14)))
        elif label in old_line:
            pygame.draw.polygon(surf, lay.color("line_old"), lay.hex_points(centre, rad * 0.9), max(2, round(rad / 20)))
        shown_axis = axis
        a = scene.focus_action()
        if a is not None and a.kind in (PLAY, MOVE) and a.rotate is not None and a.to[:-1] == label:
            shown_axis = a.rotate
        vx, vy = axis_vector(shown_axis)
        reach = rad * 0.82
        start, end = (centre[0] - vx * reach, centre[1] - vy * reach), (centre[0] + vx * reach, centre[1] + vy * reach)
        col = lay.color("line_new") if shown_axis != axis else axis_col
        pygame.draw.line(surf, col, start, end, axis_w)
        for tip, sign in ((end, 1), (start, -1)):
            _arrow_head(surf, col, tip, (vx * sign, vy * sign), axis_w * 3)
        img = scene.art.label(label, label_size, rim)
        surf.blit(img, img.get_rect(center=(centre[0] - rad * 0.55, centre[1] + rad * 0.55)))
        for k, here in enumerate(slots):
            slot = f"{label}{'abc'[k]}"
            sc = lay.slot_centre(centre, rad, k, axis)
            if here is None or slot in p.hidden:
                pygame.draw.circle(surf, (0, 0, 0), sc, slot_r, max(1, round(rad / 40)))
            else:
                img = scene.token(here[1], here[0])
                surf.blit(img, img.get_rect(center=(round(sc[0]), round(sc[1]))))
            if slot in targets:
                width = 4 if slot == c.target else 2
                pygame.draw.circle(surf, lay.color("target"), sc, slot_r + 2, width)
                if slot == c.target and scene.bar.at is None:
                    focus_ring(surf, cfg, pygame.Rect(0, 0, 2 * slot_r + 8, 2 * slot_r + 8).move(
                        round(sc[0] - slot_r - 4), round(sc[1] - slot_r - 4)), round(slot_r + 4))
            if c.pick is not None and c.pick.kind == MOVE and c.pick.key == slot:
                pygame.draw.circle(surf, cfg.color("gold"), sc, slot_r + 3, 3)
    if bonus is not None:
        for h in bonus.halves:
            for slot in h.slots if h.points else ():
                pygame.draw.circle(surf, parse_color(scene.colors[h.seat]), scene.slot_point(slot), slot_r + 5, 3)
    surf.set_clip(clip)


def _arrow_head(surf, color, tip, direction, size) -> None:
    dx, dy = direction
    bx, by = tip[0] - dx * size, tip[1] - dy * size
    px, py = -dy * size * 0.5, dx * size * 0.5
    pygame.draw.polygon(surf, color, [tip, (bx + px, by + py), (bx - px, by - py)])


# --- the markets -------------------------------------------------------------------------------------

def _markets(scene, surf) -> None:
    cfg, text, lay, p, art = scene.cfg, scene.app.text, scene.layout, scene.picture, scene.art
    c = scene.chooser
    for market, row, kind, deck, gone in (("bugs", p.bug_market, BUY_BUG, p.bug_deck_size, p.bug_discards),
                                          ("bonuses", p.bonus_market, BUY_BONUS, p.bonus_deck_size, p.bonus_discards)):
        r = lay.market(market)
        head = pygame.Rect(r.x + 8, r.y + 1, r.w - 16, lay.m["label_h"])
        if market == "bugs":
            head_words = _("Bug market  \u00b7  deck {deck}  \u00b7  discards {discards}", deck=deck, discards=gone)
        else:
            head_words = _("Bonus market  \u00b7  deck {deck}  \u00b7  discards {discards}", deck=deck, discards=gone)
        text.blit_in(surf, head_words, head,
                     text.sizes_from("small", "tiny"), cfg.color("cream"), align="left", bold=True, wrap="never")
        buys = c.buys(kind)
        focus = c.focused()
        for k, card in enumerate(row):
            slot = lay.market_slot(market, k)
            if card is None:
                pygame.draw.rect(surf, cfg.color("cream"), slot, 1, border_radius=6)
            else:
                img = art.bug(card, slot.size) if market == "bugs" else art.bonus(card, slot.size)
                rr = slot.move(0, -4) if k in buys else slot
                surf.blit(img, rr)
                if focus is not None and focus.kind == kind and focus.market == k:
                    pygame.draw.rect(surf, cfg.color("gold"), rr.inflate(4, 4), 3, border_radius=7)
                    if scene.bar.at is None:
                        focus_ring(surf, cfg, rr.inflate(4, 4), 7)
            tag = lay.price_tag(market, k)
            pygame.draw.rect(surf, lay.color("price_tag"), tag, border_radius=8)
            pygame.draw.rect(surf, lay.color("price"), tag, 1, border_radius=8)
            text.blit_in(surf, str(p.prices[k]), tag, text.sizes_from("small", "tiny"), lay.color("price"), bold=True,
                         wrap="never")


# --- your hand -------------------------------------------------------------------------------------------

def _hand(scene, surf) -> None:
    cfg, text, lay, p, art = scene.cfg, scene.app.text, scene.layout, scene.picture, scene.art
    area = lay.hand_area()
    if scene.shown_seat is None:
        text.blit_in(surf, _("The hand shows once its player is at the screen."), area,
                     text.sizes_from("body", "small"), cfg.color("cream"))
        return
    seat = scene.bottom
    bugs, bonuses = p.bug_hands[seat], p.bonus_hands[seat]
    head = pygame.Rect(area.x + 8, area.y + 2, area.w - 16, text.line_height("small", bold=True))
    lim = scene.seen().hand_limits
    text.blit_in(surf, _("Your hand: {bugs}/{bug_limit} bugs, {bonuses}/{bonus_limit} bonus cards", bugs=len(bugs),
                         bug_limit=lim[0], bonuses=len(bonuses), bonus_limit=lim[1]), head,
                 text.sizes_from("small", "tiny"), cfg.color("cream"), align="left", bold=True, wrap="never")
    if not bugs and not bonuses:
        text.blit_in(surf, _("No cards in hand: buy from the markets."), area.inflate(-16, -40),
                     text.sizes_from("body", "small"), cfg.color("cream"))
    c = scene.chooser
    playable = {a.card for a in c.legal if a.kind == PLAY}
    cashable = {a.card for a in c.legal if a.kind == "bonus"}
    dragged = scene.dragged()
    for rects, cards, kind, image, ok in ((lay.hand_bug_rects(len(bugs)), bugs, PLAY, art.bug, playable),
                                          (lay.hand_bonus_rects(len(bonuses)), bonuses, "bonus", art.bonus, cashable)):
        size = lay.hand_bug_card if kind == PLAY else lay.hand_bonus_card
        for r, card in zip(rects, cards):
            if dragged is not None and dragged.kind == kind and dragged.key == card:
                continue
            rr = r.move(0, -lay.hand["lift"]) if card in ok else r
            surf.blit(image(card, size) if card in ok else art.dimmed(image, card, size), rr)
            if c.pick is not None and c.pick.kind == kind and c.pick.key == card:
                pygame.draw.rect(surf, cfg.color("gold"), rr.inflate(4, 4), 3, border_radius=8)


def _dragged(scene, surf) -> None:
    d = scene.dragged()
    if d is None:
        return
    if d.kind == PLAY:
        img = scene.art.bug(d.key, scene.layout.bug_card)
    elif d.kind == MOVE:
        here = scene.picture.slot(d.key)
        img = scene.token(here[1], here[0]) if here else None
    else:
        img = scene.art.bonus(d.key, scene.layout.bonus_card)
    if img is not None:
        surf.blit(img, img.get_rect(center=scene.mouse))


def _hover_card(scene, surf) -> None:
    """The card of the bug under the pointer, full size, in the board's top corner away from the
    pointer (so it never hides the tile, its line or the preview), rimmed in its owner's color."""
    if scene.held is not None or scene.panning is not None or scene.anim.busy:
        return
    slot = scene.slot_at(scene.mouse)
    here = scene.picture.slot(slot) if slot else None
    if here is None:
        return
    lay = scene.layout
    img = scene.art.bug(here[1], lay.hover_card)
    board = lay.board().inflate(-12, -12)
    r = img.get_rect(topright=board.topright) if scene.mouse[0] < board.centerx else img.get_rect(topleft=board.topleft)
    surf.blit(img, r)
    pygame.draw.rect(surf, parse_color(scene.colors[here[0]]), r.inflate(4, 4), 3, border_radius=10)


# --- the panel ------------------------------------------------------------------------------------------

def _panel(scene, surf) -> None:
    cfg, text, p, lay = scene.cfg, scene.app.text, scene.picture, scene.layout
    cap = lay.caption()
    focus = scene.chooser.focused()
    if scene.reason_shown:
        words, warn = scene.reason, True
    elif focus is not None:
        # TRANSLATORS: the move in the keyboard's focus, as a question Enter answers.
        words, warn = _("{action}? (Enter)", action=scene.words.action(focus, scene.names, scene.shown_seat)), False
    else:
        words, warn = scene.caption, False
    if words:
        pygame.draw.rect(surf, cfg.color("warning_bg" if warn else "cream"), cap, border_radius=8)
        text.blit_in(surf, words, cap.inflate(-16, -8), text.sizes_from("body", "tiny"),
                     cfg.color("warning" if warn else "ink"), align="left", bold=True, wrap="first")
    v = scene.seen()
    names = scene.seat_names()
    small = text.sizes_from("small", "tiny")
    for seat, row in enumerate(lay.score_rows(len(names))):
        active = seat in v.acting and not scene.anim.busy
        if active:
            alpha_rect(surf, row, cfg.color("active_seat"), 90, 6)
        pygame.draw.rect(surf, parse_color(scene.colors[seat]), (row.x + 2, row.y + 4, 6, row.h - 8), border_radius=2)
        name_box = pygame.Rect(row.x + 14, row.y, 150, row.h)
        text.blit_in(surf, names[seat], name_box, small, cfg.color("ink"), align="left", bold=True, wrap="never")
        score_box = pygame.Rect(name_box.right + 4, row.y, 110, row.h)
        text.blit_in(surf, f"{p.scores[seat]} / {p.winning_score}", score_box, small, cfg.color("ink"), align="left",
                     bold=True, wrap="never")
        notes = [_("in hand: {bugs}, {bonuses}", bugs=ngettext("{n} bug", "{n} bugs", len(p.bug_hands[seat])),
                   bonuses=ngettext("{n} bonus", "{n} bonuses", len(p.bonus_hands[seat])))]
        if seat in scene.match.thinking():
            notes.append(_("thinking\u2026"))
        note = seat_note(scene.match, seat)
        if note:
            notes.append(note)
        text.blit_in(surf, " \u00b7 ".join(notes), pygame.Rect(score_box.right + 4, row.y, row.right - score_box.right - 4,
                                                             row.h), small, cfg.color("ink_soft"), align="left",
                     wrap="never")
    scene.draw_buttons(surf, scene.choice_buttons)
    _preview(scene, surf)
    log = lay.log_box()
    pygame.draw.line(surf, cfg.color("panel_rule"), (log.x, log.y - 3), (log.right, log.y - 3), 2)
    lines: list[str] = []
    for line in scene.log_lines[-30:]:
        lines += text.wrap(line, "small", log.w)
    step = text.line_height("small") + 1
    room = log.h // step
    y = log.y
    for line in lines[-room:] if room > 0 else []:
        text.blit(surf, line, "small", cfg.color("ink"), (log.x, y), box=log)
        y += step


def _preview(scene, surf) -> None:
    """What the choice in focus would make: a bonus card's gains per seat (the engine's bonus
    preview), or the line a placement makes or breaks; else the picked card's facts."""
    cfg, text, lay = scene.cfg, scene.app.text, scene.layout
    box = lay.preview_box()
    pygame.draw.rect(surf, cfg.color("cream"), box, border_radius=8)
    inner = box.inflate(-12, -6)
    small = text.sizes_from("small", "tiny")
    names = scene.seat_names()
    bonus = scene.bonus_preview()
    if bonus is not None:
        head = pygame.Rect(inner.x, inner.y, inner.w, text.line_height("small", bold=True))
        text.blit_in(surf, _("Cash {card} on {slot}: line {line}", card=bonus_words(bonus.card), slot=bonus.anchor,
                             line=list_words(list(bonus.line))), head,
                     small, cfg.color("ink"), align="left", bold=True, wrap="never")
        w = inner.w // max(1, len(bonus.gains))
        for seat, gain in enumerate(bonus.gains):
            cell = pygame.Rect(inner.x + seat * w, head.bottom + 2, w - 6, inner.bottom - head.bottom - 2)
            pygame.draw.rect(surf, parse_color(scene.colors[seat]), (cell.x, cell.y + 3, 5, cell.h - 6), border_radius=2)
            halves = [h for h in bonus.halves if h.seat == seat and h.points]
            detail = list_words([_("{half} {points}", half=half_words(h.half), points=h.points) for h in halves]) \
                or _("nothing")
            text.blit_in(surf, f"{names[seat]} +{gain}", pygame.Rect(cell.x + 9, cell.y, cell.w - 9, cell.h // 2),
                         text.sizes_from("body", "tiny"), cfg.color("ink"), align="left", bold=True, wrap="never")
            text.blit_in(surf, detail, pygame.Rect(cell.x + 9, cell.y + cell.h // 2, cell.w - 9, cell.h // 2), small,
                         cfg.color("ink_soft"), align="left", wrap="never")
        return
    lines = scene.line_preview()
    a = scene.focus_action()
    if lines is not None and a is not None:
        new, old = lines
        made = ngettext("Line after: {tiles} ({n} tile)", "Line after: {tiles} ({n} tiles)", len(new),
                        tiles=list_words(list(new)))
        broken = sorted(set(old) - set(new))
        was = _("before: {tiles}; {broken} break away", tiles=list_words(list(old)), broken=list_words(broken)) \
            if broken else _("before: {tiles}", tiles=list_words(list(old)))
        text.blit_in(surf, made, pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2), small, cfg.color("ink"),
                     align="left", bold=True, wrap="never")
        text.blit_in(surf, was, pygame.Rect(inner.x, inner.y + inner.h // 2, inner.w, inner.h // 2), small,
                     cfg.color("ink_soft"), align="left", wrap="never")
        return
    pick = scene.chooser.pick
    if pick is not None and pick.kind == PLAY:
        sp = species(pick.key)
        text.blit_in(surf, f"{sp.name}: {bug_line(pick.key)}", pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2),
                     small, cfg.color("ink"), align="left", bold=True, wrap="never")
        text.blit_in(surf, _("{facts} \u00b7 {points} \u00b7 a gold ring: where it may go", facts=species_facts(sp),
                             points=counted(sp.points, "point")),
                     pygame.Rect(inner.x, inner.y + inner.h // 2, inner.w, inner.h // 2), small,
                     cfg.color("ink_soft"), align="left", wrap="never")
        return
    hint = _("Click a market card to buy it, a card in your hand to place it (drag or click a gold slot), your "
             "flying bug to move it. Left/Right: every legal move; Up/Down: the next card; R: axis; wheel: zoom.")
    text.blit_in(surf, hint, inner, small, cfg.color("ink_soft"), align="left", wrap="first")
