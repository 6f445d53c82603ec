"""Bug Council's overlays over its table: the Age scoring table, the end of the game, and the
lines of its help (the panels themselves: scenes/overlay.py)."""
from __future__ import annotations

import pygame

from game.bug_council.definition import GAME as BUG_COUNCIL

from game.bug_council.cards import SUIT_LETTERS
from game.bug_council.view import SeatView
from game.bug_council.state import GAME_OVER
from game.bug_council.words import age_words, and_list, hand_words, suit_words
from game.i18n import N_, _
from game.words import counts
from scenes.overlay import Overlay
from scenes.widgets import Button
from scenes.bug_council.wording import seat_label
from scenes.wording import YOU_NAME

# The tiebreak in words: (one winner not the reader, the reader alone, several winners).
TIEBREAK_WORDS = {
    "points": (N_("{w} has the most points."), N_("You have the most points."), N_("{w} have the most points.")),
    "final_age_tricks": (N_("{tied} tied on {pts:point}; the tie goes to the most tricks in the final Age, "
                            "and {w} won {t:trick}."),) * 3,
    "shared": (N_("{tied} tied on {pts:point} and on tricks in the final Age ({t:trick} each), so they share "
                  "the victory."),) * 3,
}

# The Age scoring's columns by key (config/ui.yaml overlays.scoring_columns: their order and x).
SCORING_HEADINGS = {"player": N_("Player"), "start": N_("Start"), "tricks": N_("Tricks"),
                    "allegiance": N_("Allegiance"), "no_allegiance": N_("No Allegiance"), "ability": N_("Ability"),
                    "this_age": N_("This Age"), "total": N_("Total")}


def draw_headings(surf, text, headings: list[tuple[str, int]], y: int, right: int, ink) -> None:
    """Column headings at their x, each kept to its column (up to the next one's x, the last to
    `right`): a long one (another language's) steps down a size or takes two lines."""
    ordered = sorted(headings, key=lambda h: h[1])
    ends = [x for _label, x in ordered[1:]] + [right]
    for (label, x), end in zip(ordered, ends):
        box = pygame.Rect(x, y, end - x - HEADING_GAP, 2 * text.line_height("tiny", True) + 2)
        text.blit_in(surf, label, box, text.sizes_from("body", "tiny"), ink, align="left", bold=True, valign="top")


HEADING_GAP = 8     # between a column's heading and the next column


class AgeScoringScene(Overlay):
    """Scoring & Upkeep: a per-seat breakdown whose totals count up; click to skip/continue.

    Every number comes from the engine's AgeScored event: `start` is the score the Age began
    with (the total after the previous Age's scoring), `this_age` the row's points (tricks +
    Allegiance + No Allegiance + the personality's points, those scored during the Age
    included), `total` = start + this_age = the event's score after this Age's scoring."""

    def __init__(self, app, event, after, names: list[str], auto: bool = False, colors: list | None = None,
                 hand: str | None = None):
        """`hand`: the poker hand the personality's scoring revealed (the Card Shark's, the
        engine's PersonalityTriggered data), named beside its ability points."""
        super().__init__(app, auto)
        self.e = event
        self.hand = hand
        self.names = names
        self.colors = colors or [self.cfg.seat_color(i) for i in range(len(names))]
        self.rows = list(event.rows)
        self.chambers = after.chambers
        self.na_base = after.na_base        # 15 in solo, else 10
        # After the scoring (the event's own numbers; `after` may already hold points scored
        # later in the same action, such as a Pacifist 2.0 trigger during New Recruits).
        scored = event.scores if getattr(event, "scores", ()) else after.scores
        offset = after.score_offset                  # the Trilogy's carried totals: the track
        self.after_scores = [scored[r["seat"]] + offset[r["seat"]] for r in self.rows]
        self.before = [self.after_scores[i] - r["points"] for i, r in enumerate(self.rows)]
        self.ability = any(r.get("personality_points") for r in self.rows) or "personality" in BUG_COUNCIL.mode(after.mode).options
        self.final = after.phase == GAME_OVER
        self.per_point = self.cfg.time("score_count_point")

    def counted(self, points: int) -> int:
        per_point = self.app.pace.seconds(self.per_point)
        if per_point == 0:
            return points
        return min(points, int(self.t / per_point))

    @property
    def done_counting(self) -> bool:
        return all(self.counted(r["points"]) >= r["points"] for r in self.rows)

    def animating(self) -> bool:
        return not self.done_counting

    def shown(self) -> list[dict]:
        """The numbers each row shows now, by column: start, tricks, allegiance,
        no_allegiance, ability, this_age (counting up) and total."""
        out = []
        for i, r in enumerate(self.rows):
            this = self.counted(r["points"])
            out.append({"seat": r["seat"], "start": self.before[i], "tricks": r["trick_points"],
                        "allegiance": r["allegiance_points"], "no_allegiance": r["no_allegiance_points"],
                        "ability": r.get("personality_points", 0), "this_age": this,
                        "total": self.before[i] + this})
        return out

    def ability_words(self, pts: int) -> str:
        """A row's ability cell: "Straight +5" when a hand scored it, "+2", or a dash for none."""
        if not pts:
            return "\u2014"
        return _("{hand} +{points}", hand=hand_words(self.hand), points=pts) if self.hand else f"+{pts}"

    def on_click(self) -> None:
        if not self.done_counting:
            self.t = 1e9
        else:
            self.close()

    def note(self) -> str:
        """The footnote on how the columns score, with the mode's No Allegiance value."""
        if self.ability:
            return _("Allegiance: 1 point per cube on the last card's suit. No Allegiance with no tricks: {base} + "
                     "{chambers} in the Chambers, shared among successes. Ability: the Termitenator's personality "
                     "points this Age, those scored during it included.", base=self.na_base, chambers=self.chambers)
        return _("Allegiance: 1 point per cube on the last card's suit. No Allegiance with no tricks: {base} + "
                 "{chambers} in the Chambers, shared among successes.", base=self.na_base, chambers=self.chambers)

    def columns(self) -> list[tuple[str, str, int]]:
        """(key, heading, x offset) of the columns shown (config/ui.yaml finish.scoring_columns)."""
        spec = self.cfg.data["overlays"]["scoring_columns"]
        xs = spec["x"]
        out, shift = [], 0
        for k in spec["order"]:
            if k == "ability" and not self.ability:
                shift = xs["this_age"] - xs["ability"]
                continue
            out.append((k, _(SCORING_HEADINGS[k]), xs[k] - shift))
        return out

    @property
    def width(self) -> int:
        spec = self.cfg.data["overlays"]["scoring_columns"]
        return spec["width"] - (0 if self.ability else spec["x"]["this_age"] - spec["x"]["ability"])

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        W, H = cfg.canvas
        note_lines = text.wrap(self.note(), "small", self.width - 80)
        rect = pygame.Rect(0, 0, self.width, 130 + 40 * len(self.rows) + 53 + 17 * len(note_lines))
        rect.center = (W // 2, H // 2)
        self.begin(surf, rect, _("{age} scoring", age=age_words(self.e.age)))
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        cols = self.columns()
        y = rect.y + 72
        draw_headings(surf, text, [(label, rect.x + x) for _key, label, x in cols], y, rect.right - 30, soft)
        y += 26
        pygame.draw.line(surf, cfg.color("panel_rule"), (rect.x + 30, y), (rect.right - 30, y), 2)
        best = max(self.after_scores)
        for i, (r, v) in enumerate(zip(self.rows, self.shown())):
            ry = y + 10 + 40 * i
            seat = r["seat"]
            for key, _label, x in cols:
                at = rect.x + x
                if key == "player":
                    pygame.draw.rect(surf, self.colors[seat], (at - 12, ry + 4, 6, 22), border_radius=3)
                    text.blit(surf, seat_label(self.names[seat]), "label", ink, (at, ry + 4), bold=True)
                elif key == "start":
                    text.blit(surf, str(v["start"]), "label", ink, (at, ry + 4))
                elif key == "tricks":
                    text.blit(surf, f"{r['tricks']}  (+{r['trick_points']})", "label", ink, (at, ry + 4))
                elif key == "allegiance":
                    if r["allegiance"]:
                        suit = SUIT_LETTERS.index(r["allegiance"])
                        surf.blit(self.app.art.suit_icon(suit, 22), (at, ry + 3))
                        text.blit(surf, _("{suit} +{points}", suit=suit_words(suit), points=r["allegiance_points"]), "label", ink, (at + 26, ry + 4))
                    else:
                        text.blit(surf, "\u2014", "label", soft, (at, ry + 4))
                elif key == "no_allegiance":
                    if r["no_allegiance"]:
                        ok = r["no_allegiance_points"] > 0 or r["tricks"] == 0
                        msg = (_("success +{points}", points=r["no_allegiance_points"]) if ok
                               else _("failed: won tricks"))
                        text.blit(surf, msg, "label", ink if ok else cfg.color("warning"), (at, ry + 4), bold=ok)
                    else:
                        text.blit(surf, "\u2014", "label", soft, (at, ry + 4))
                elif key == "ability":
                    pts = v["ability"]
                    text.blit(surf, self.ability_words(pts), "label", ink if pts else soft, (at, ry + 4))
                elif key == "this_age":
                    text.blit(surf, f"+{v['this_age']}", "title", ink, (at, ry), bold=True)
                elif key == "total":
                    lead = self.done_counting and v["total"] == best
                    text.blit(surf, str(v["total"]), "title", cfg.color("warning") if lead else ink, (at, ry), bold=True)
        foot = rect.bottom - 45 - 17 * len(note_lines)
        for k, line in enumerate(note_lines):
            text.blit(surf, line, "small", soft, (rect.centerx, foot + 17 * k), "midtop")
        hint = _("Click to continue") if self.done_counting else _("Click to skip the count")
        if not self.final:
            hint = _("{click}  \u00b7  next: New Recruits, then {age}", click=hint, age=age_words(self.e.age + 1))
        text.blit(surf, hint, "small", ink, (rect.centerx, rect.bottom - 24), "midtop", bold=True)


def explain_result(e, after, names: list[str]) -> str:
    """The winner line with the tiebreak spelled out."""
    ws = [names[w] for w in e.winners]
    w = and_list(ws)
    pts = e.scores[e.winners[0]]
    top = [names[i] for i, sc in enumerate(e.scores) if sc == pts]
    last_age = after.ages[-1]["seats"] if after.ages else []
    t = last_age[e.winners[0]]["tricks"] if last_age else 0
    template = TIEBREAK_WORDS[e.tiebreak][2 if len(ws) > 1 else 1 if w == YOU_NAME else 0]
    return _(template).format_map(counts(dict(w=w, tied=and_list(top), pts=pts, t=t)))


class GameOverScene(Overlay):
    """End of Game: standings, points per Age and the tiebreak explained; new game or quit."""

    def __init__(self, app, event, after, names: list[str], auto: bool = False, colors: list | None = None,
                 friends: bool = False, reader: int | None = None):
        """`friends`: a game joined from a friend's host (no record here to export or review,
        no new game to start): Leave and Quit only. `reader`: the seat reading it, greeted as
        "you" (a joined player's own name is theirs, not "You")."""
        super().__init__(app, auto)
        self.reader = reader
        self.e, self.after, self.names = event, after, names
        self.colors = colors or [self.cfg.seat_color(i) for i in range(len(names))]
        W, H = self.cfg.canvas
        self.exported = ""
        bw, bh, gap = 168, 40, 12
        first = ((_("Back to the Trilogy"), self.app.open_campaign) if self.app.campaign is not None
                 else (_("New game"), self.new_game))
        specs = [first, (_("Back to title"), self.app.to_menu), (_("Export record"), self.export),
                 (_("Quit"), self.app.quit)]
        if friends:
            specs = [(_("Leave"), self.app.open_title), (_("Quit"), self.app.quit)]
        widths = [bw] * len(specs)
        if not friends and self._table() is not None and self._table().match.humans:
            from scenes.bug_council.review_words import review_text
            specs.insert(3, (review_text("button"), self.review))
            widths.insert(3, self.cfg.data["review"]["end_button_width"])
        # as wide as its row of buttons needs (the Review button makes it five)
        self.rect = pygame.Rect(0, 0, max(760, sum(widths) + gap * (len(specs) - 1) + 60), 200 + 40 * len(names) + 80)
        self.rect.center = (W // 2, H // 2)
        y = self.rect.bottom - bh - 20
        x = self.rect.centerx - (sum(widths) + (len(specs) - 1) * gap) // 2
        self.buttons = []
        for (label, fn), w in zip(specs, widths):
            self.buttons.append(Button(pygame.Rect(x, y, w, bh), label, fn))
            x += w + gap
        self.app.game_finished = True

    def _table(self):
        from scenes.bug_council.table import TableScene
        return self.app.stack.find(TableScene)

    def review(self) -> None:
        """The post-game review of the game just finished (kept with its archived record)."""
        from scenes.bug_council.review_scene import ReviewScene
        table = self._table()
        if table is None:
            return
        m = table.match
        self.app.stack.push(ReviewScene(self.app, m.record, m.setup, self.app.last_archive))

    def new_game(self) -> None:
        self.app.new_game()

    def export(self) -> None:
        """Write the record to the player's export folder and say where."""
        from scenes.bug_council.table import TableScene
        table = self.app.stack.find(TableScene)
        path = self.app.export_record(table.match) if table is not None else None
        self.exported = (_("Record saved as {path}", path=path) if path
                         else (self.app.notice or _("The record could not be saved.")))

    def on_click(self) -> None:
        pass

    def on_auto(self) -> None:
        self.auto = False

    def heading(self) -> str:
        """'You win!' for the reader (or a person's seat named "You"), else 'Ann and Bo win!'.
        In a game nobody played no seat is called "You" (GameSetup.seat_names names it by its AI)."""
        names = self.names
        ws = [names[w] for w in self.e.winners]
        mine = ws == [YOU_NAME] or (self.reader is not None and tuple(self.e.winners) == (self.reader,))
        if mine:
            return _("You win!")
        return _("{name} wins!", name=ws[0]) if len(ws) == 1 else _("{names} win!", names=and_list(ws))

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        e, rect = self.e, self.rect
        names = self.names
        self.begin(surf, rect, self.heading())
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        spec = cfg.data["overlays"]["game_over"]
        x = {k: (rect.x + v if isinstance(v, int) else [rect.x + a for a in v]) for k, v in spec["columns"].items()}
        for k, line in enumerate(text.wrap(explain_result(e, self.after, names), "body", rect.w - 60)[:2]):
            text.blit(surf, line, "body", ink, (rect.centerx, rect.y + spec["explain_y"] + 20 * k), "midtop")
        y = rect.y + spec["header_y"]
        headings = [(_("Player"), x["player"])] + [(age_words(a + 1), ax) for a, ax in enumerate(x["ages"])]
        headings += [(_("Final-Age tricks"), x["last_tricks"]), (_("Total"), x["total"])]
        draw_headings(surf, text, headings, y, rect.right - 30, soft)
        y += 26
        pygame.draw.line(surf, cfg.color("panel_rule"), (rect.x + 30, y), (rect.right - 30, y), 2)
        order = sorted(range(len(e.scores)), key=lambda s: -e.scores[s])
        for k, seat in enumerate(order):
            ry = y + 10 + spec["row_pitch"] * k
            if seat in e.winners:
                text.blit(surf, "\u2605", "title", cfg.color("gold"), (x["star"], ry), bold=True)
            pygame.draw.rect(surf, self.colors[seat], (x["swatch"], ry + 4, 6, 22), border_radius=3)
            text.blit(surf, names[seat], "label", ink, (x["player"], ry + 4), bold=True)
            for age, ax in zip(self.after.ages[:3], x["ages"]):
                text.blit(surf, str(age["seats"][seat]["points"]), "label", ink, (ax, ry + 4))
            last = self.after.ages[-1]["seats"][seat]["tricks"] if self.after.ages else 0
            text.blit(surf, str(last), "label", ink, (x["last_tricks"], ry + 4))
            text.blit(surf, str(e.scores[seat]), "title", ink, (x["total"], ry), bold=True)
        if self.exported:
            for k, line in enumerate(text.wrap(self.exported, "small", rect.w - 60)):
                text.blit(surf, line, "small", soft, (rect.centerx, rect.bottom - 84 + 16 * k), "midtop")
        self.draw_buttons(surf)


def help_lines(view: SeatView) -> list[tuple[str, str]]:
    """Bug Council's help, (heading, text) per line, for the table `view` is of (the mode's
    No Allegiance value: 10 + the Chambers at the table and with the Emissary, 15 + in solo)."""
    goal = _("Three Ages of {tricks} tricks. Score 1 per trick, plus your Allegiance (the cubes on your last card's "
             "suit) or, having declared No Allegiance, {base} + the Chambers' cubes if you win no trick at all.",
             tricks=view.tricks_per_age, base=view.na_base)
    return [(_("Goal"), goal), *((_(head), _(line)) for head, line in _HELP_LINES)]


_HELP_LINES = [   # (heading, text): words of the catalogue, translated where shown
    (N_("Tricks"), N_("Follow the lead suit if you can. If everyone followed, the highest card wins; otherwise the "
                      "highest card of the strongest suit played (most cubes on its space) wins. Played suits tied on "
                      "cubes: the highest card of them, and of equal cards the later one. Lowest on-suit card visits "
                      "the Council.")),
    (N_("Council"), N_("The visitor picks up every cube on one space and drops them one by one clockwise; after a "
                       "full circle the rest go to the Council Chambers for good.")),
    (N_("Play"), N_("Drag a card onto the trick, click it, or use Left/Right and Enter. Legal cards are raised. "
                    "With Confirm before playing on (Settings), the first click selects and the second plays.")),
    # "·" between keys: the wrapper folds runs of spaces, which used to run the keys together.
    (N_("Coach"), N_("The line under the trick says who is winning it now and why, and who would visit. Hint (T) "
                     "weighs your options, best first, with a reason each; a game with hints counts as assisted.")),
    (N_("Keys"), N_("Space or click: skip animation \u00b7 L (hold): last trick \u00b7 Z: undo \u00b7 T: hint \u00b7 "
                    "S: sort hand \u00b7 F: speed \u00b7 M: sound \u00b7 E: the Termitenator's reasons (solo) \u00b7 "
                    "Tab: the buttons \u00b7 H/Esc: this help")),
]
