"""Learn to play: the lesson list, and a lesson played over a real table.

The lesson scene wraps a table (Bug Council's or Party Bugs', made by the game's screen
plug-in) and stands for it on the scene stack (`table.host`): input goes to the coach's note
first (Next, Skip step, Leave; Esc leaves), then to the table; the note's buttons lead the
table's Tab ring (scenes.widgets.BarFocus `lead`: one focus for both, Enter presses it); the
table asks `table.veto` once the engine has accepted one of the player's actions, and the
lesson answers with a reason in words when its step expects something else. A step that shows something moves on only by the player's
Next (the button, Space, a click on the note), at every speed, Instant too. Which step is current and what satisfies it is decided in
`game.lessons` (pure); this module only observes the table (the record's new actions, the
sowing preview, the position once the picture has caught up) and draws the note, a highlight
and an arrow on the part of the screen the step speaks of.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import N_, _
from game.lessons import LessonBook, Progress, ScriptedController, standing
from scenes.menu import MenuScene
from scenes.scene import Scene
from scenes.widgets import Button, draw_button, panel

UNDO_WORDS = N_("Undo is off during a lesson: use Skip step or Leave instead.")   # translated where shown


def lesson_book(app) -> LessonBook:
    """The lessons, loaded once per app (scenes/session/lessons.py)."""
    return app.session.lessons.book


def read_progress(app) -> dict[str, dict]:
    return app.session.lessons.read()


def write_progress(app, lesson_id: str, step: int, done: bool) -> None:
    """Keep where the player is in `lesson_id` (memory only when the app saves nothing)."""
    app.session.lessons.write(lesson_id, step, done)


def open_lesson(app, lesson_id: str, step: int = 0) -> "LessonScene":
    """The lesson over its prepared table, fast-forwarded to `step` (resume, "Show me"); the
    stack keeps what was under it, so Leave returns there."""
    book = lesson_book(app)
    scene = LessonScene(app, book, book.get(lesson_id), step)
    app.stack.push(scene)
    return scene


class LessonListScene(MenuScene):
    """Learn to play: one row per lesson, Start / Resume / Again, and Back."""

    title = N_("Learn to play")
    subtitle = N_("Guided lessons: a coach explains each rule when it first matters")

    def build(self) -> None:
        self.book = lesson_book(self.app)
        self.progress = read_progress(self.app)
        spec = self.cfg.data["lessons"]["list"]
        x, y, w, h = spec["row"]
        bw, bh = spec["button"]
        self.rows: list[tuple[pygame.Rect, object, str]] = []
        self.row_buttons: list[list[Button]] = []
        self.buttons = []
        for i, lesson in enumerate(self.book.lessons):
            row = pygame.Rect(x, y + i * spec["pitch"], w, h)
            n = len(lesson.steps)
            where = standing(self.progress.get(lesson.id), n)
            choices = []            # (label, step it opens), left to right
            if where.step is not None:
                status = (_("Step {n} of {steps} \u00b7 done \u2713", n=where.step + 1, steps=n) if where.done
                          else _("Step {n} of {steps}", n=where.step + 1, steps=n))
                choices.append((_("Resume"), where.step))
            else:
                status = _("Done \u2713") if where.done else _("Not started")
            if where.again:
                choices.append((_("Again"), 0))
            elif not where.opened:
                choices.append((_("Start"), 0))
            right = row.right - spec["button_inset"]
            mine = []
            for label, start in reversed(choices):
                mine.insert(0, Button(pygame.Rect(right - bw, row.centery - bh // 2, bw, bh),
                                      label, (lambda lid=lesson.id, s=start: self.open(lid, s))))
                right -= bw + spec["button_gap"]
            self.rows.append((row, lesson, status))
            self.row_buttons.append(mine)
            self.buttons += mine
        self.buttons += self.footer([(_("Back"), self.back)])
        if self.focus is None:
            self.focus = 0

    def buttons_for(self, title: str) -> list[Button]:
        """The buttons of the lesson titled `title`, left to right (Resume before Again)."""
        return next(self.row_buttons[i] for i, (_r, lesson, _s) in enumerate(self.rows) if lesson.title == title)

    def button_for(self, title: str) -> Button:
        """The first (Start / Resume / Again) button of the lesson titled `title`."""
        return self.buttons_for(title)[0]

    def status_for(self, title: str) -> str:
        """The words beside the lesson's title: Not started, Step 3 of 7, Done."""
        return next(status for _r, lesson, status in self.rows if lesson.title == title)

    def open(self, lesson_id: str, step: int) -> None:
        self.stale = True   # back from the lesson, the rows show its new progress
        open_lesson(self.app, lesson_id, step)

    def update(self, dt: float) -> None:
        super().update(dt)
        if getattr(self, "stale", False) and self.app.stack.top is self:
            self.stale = False
            self.rebuild()

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        for (row, lesson, status), mine in zip(self.rows, self.row_buttons):
            panel(surf, cfg, row, radius=10, rim_width=2)
            text.blit(surf, lesson.title, "title", cfg.color("ink"), (row.x + 18, row.y + 10), bold=True)
            text.blit(surf, status, "small", cfg.color("ink_soft"), (row.x + 18 + text.render(lesson.title, "title", cfg.color("ink"), bold=True).get_width() + 14, row.y + 16))
            width = min(b.rect.x for b in mine) - row.x - 18 - self.cfg.data["lessons"]["list"]["button_inset"]
            for j, line in enumerate(text.wrap(lesson.summary, "small", width)[:3]):
                text.blit(surf, line, "small", cfg.color("ink"), (row.x + 18, row.y + 40 + j * 17))
        message = self.app.notice
        if message:
            self.draw_notice(surf, message, pygame.Rect(self.m["notice"]))


class LessonScene(Scene):
    """One lesson: the table underneath, the coach's note on top."""

    def __init__(self, app, book: LessonBook, lesson, step: int = 0):
        super().__init__(app)
        from game.match import Match
        from scenes.screens import screen_for
        self.cfg = app.cfg
        self.spec = app.cfg.data["lessons"]
        self.book, self.lesson = book, lesson
        state = lesson.start_state()
        setup = lesson.setup(state, self.cfg.data["seats"]["names"], self.cfg.data["seats"]["colors"],
                             self.cfg.ai["opponent_level"])
        self.match = Match(setup, state=state, fallback_level=app.cfg.ai["fallback_level"])
        for seat, ctrl in list(self.match.controllers.items()):
            self.match.controllers[seat] = ScriptedController(seat, lesson.script, ctrl)
        screen = screen_for(setup.definition)
        self.table = screen.table(app, self.match)
        self.table_facts = screen.lesson_view(self.table)     # what the lesson reads of it
        self.table.host = self
        self.table.veto = self.veto
        self.table_facts.bar().lead = lambda: self.buttons     # Tab: the note's buttons, then the table's
        self.progress = Progress(lesson, book)
        self.target = max(0, min(step, len(lesson.steps)))    # fast-forward until there
        self.seen = 0                  # actions of the record already looked at
        self.saved_step = -1
        self.clock = 0.0
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self._build_buttons()

    def language_changed(self) -> None:
        """The coach's note and the table underneath in the new language (the same lesson and
        step: only the words differ)."""
        self.book = lesson_book(self.app)
        self.lesson = self.book.get(self.lesson.id)
        self.progress.book, self.progress.lesson = self.book, self.lesson
        self.table.language_changed()
        self._build_buttons()

    # --- lifecycle -------------------------------------------------------------------------------

    def enter(self) -> None:
        self.table.enter()     # the stack enters a scene once, when pushed

    def exit(self) -> None:
        self._save()
        self.table.exit()      # popped, or the stack cleared (Back to title from Help)

    def leave(self) -> None:
        """Back to where the lesson was opened from (the lesson list, the rules, the title)."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        if not len(self.app.stack):
            self.app.open_title()

    # --- the coach's note ------------------------------------------------------------------------

    @property
    def step(self):
        return self.progress.step

    @property
    def fast_forward(self) -> bool:
        return self.progress.index < self.target

    def note_rect(self) -> pygame.Rect:
        """Where the coach's note sits for the current step: the table's first place for it
        (`note_places`) clear of the frame around what the step points at, else the app's."""
        places = [pygame.Rect(r) for r in self.table_facts.note_places()]
        if not places:
            return pygame.Rect(self.spec["bubble"])
        step = self.step
        frame = None if step is None or step.point is None else \
            self.table.regions().frame(step.point, self.spec["highlight_pad"] + 3)   # at the pulse's widest
        return next((r for r in places if frame is None or not r.colliderect(frame)), places[0])

    def _build_buttons(self) -> None:
        x, y, w, h = self.note_rect()
        bh, gap = self.spec["bubble_buttons"]["height"], self.spec["bubble_buttons"]["gap"]
        pad = self.spec["bubble_padding"]
        by = y + h - pad - bh
        bx = x + pad
        out = []
        done = self.progress.done
        specs = ([(_("Next"), self.next), (_("Skip step"), self.skip), (_("Leave"), self.leave)] if not done
                 else [(_("Finish"), self.leave)])
        for (label, fn), bw in zip(specs, self.spec["bubble_buttons"]["widths"]):
            out.append(Button(pygame.Rect(bx, by, bw, bh), label, fn,
                              enabled=fn != self.next or self.progress.waits_for_player))
            bx += bw + gap
        self.buttons = out

    def next(self) -> None:
        """Next (the button, Space, a click on the note): the only way a step that shows
        something moves on, so no text goes before the player has read it, at any speed."""
        if self.progress.waits_for_player:
            self.progress.advance()
            self._changed()

    def skip(self) -> None:
        """Skip step: go on to the next step as if this one were done. A step that awaits an
        action of yours lets you make any legal move instead, so the game can go on."""
        step = self.step
        if step is None:
            return
        self.progress.advance()
        self._changed()

    def _changed(self) -> None:
        self._build_buttons()
        self._save()

    def _save(self) -> None:
        if self.fast_forward or self.progress.index == self.saved_step:
            return
        self.saved_step = self.progress.index
        write_progress(self.app, self.lesson.id, self.progress.index, self.progress.done)

    def veto(self, act) -> str | None:
        """The table's hook: a reason when the step does not expect this (legal) action."""
        if self.progress.done:
            return _("{done} Press Finish to leave the lesson.", done=self.book.words["done"])
        return self.progress.veto(act)

    # --- input -------------------------------------------------------------------------------

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for b in self.buttons:
                if b.hit(ev.pos):
                    b.action()
                    return
            if self.note_rect().collidepoint(ev.pos):
                self.next()     # the note covers the log: a click on it is Next, not for the table
                return
            undo = self.undo_button()
            if undo is not None and undo.rect.collidepoint(ev.pos):
                self.table.show_reason(_(UNDO_WORDS))
                return
        if ev.type == pygame.KEYDOWN and self._is_undo_key(ev):
            self.table.show_reason(_(UNDO_WORDS))
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.key.key_code(self.cfg.keys["quit"]):
            self.leave()        # Esc: as Leave (Finish) does
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.key.key_code(self.cfg.keys["skip"]) \
                and self.progress.waits_for_player and not self.table.anim.busy:
            self.next()         # Space skips an animation first, then moves the note on
            return
        self.table.handle(ev)
        self._observe_preview()

    def undo_button(self):
        """The table's Undo button (None: it shows none): a lesson's steps follow the game
        forward only."""
        return next((b for b in self.table_facts.buttons() if b.label == "Undo"), None)

    def _is_undo_key(self, ev) -> bool:
        """The undo key, or Enter while the keyboard is on the table's Undo button."""
        if ev.key == pygame.key.key_code(self.cfg.keys["undo"]):
            return True
        undo = self.undo_button()
        return (undo is not None and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.table_facts.bar().on(self.table_facts.buttons(), undo))

    # --- time ----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.table.update(dt)
        before = (self.progress.index, self.progress.met)
        actions = self.match.record.actions
        for act in actions[self.seen:]:
            if act.seat == self.lesson.human:
                self.progress.acted(act)
        self.seen = len(actions)
        settled = self.table_facts.settled()
        if settled and self.app.stack.top is self:
            self.progress.reached(self.match.state)
        self._observe_preview()
        if self.fast_forward:
            self._autopilot()
        if (self.progress.index, self.progress.met) != before:
            self._changed()

    def _observe_preview(self) -> None:
        preview = self.table_facts.previewed()
        if preview is not None and self.progress.previewed(preview):
            self._changed()

    def _autopilot(self) -> None:
        """One move toward the target step: Next pressed, a preview taken as seen, the awaited
        action sent through the table (as a click would), animations skipped."""
        if self.table.anim.busy:
            self.table.anim.skip()
            return
        step = self.step
        if self.progress.waits_for_player or step.awaits == "preview":
            self.progress.advance()
            return
        legal = self.match.state.legal_actions(self.lesson.human)
        act = self.progress.autopilot(legal) if legal else None
        if act is not None and self.app.stack.top is self:
            self.table.attempt(act.kind, act.arg)

    # --- drawing ---------------------------------------------------------------------------------

    def target_rect(self) -> pygame.Rect | None:
        """The frame around what the step points at: its table's region of that name
        (scenes/regions.py), grown by the pulsing pad but never across the table's banners."""
        step = self.step
        if step is None or step.point is None:
            return None
        pulse = 0.5 + 0.5 * math.sin(self.clock * 2 * math.pi / self.spec["pulse_seconds"])
        return self.table.regions().frame(step.point, self.spec["highlight_pad"] + round(3 * pulse))

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        target = self.target_rect()
        bubble = self.note_rect()
        if target is not None:
            self._draw_highlight(surface, target)
            self._draw_arrow(surface, bubble, target)
        self._draw_bubble(surface, bubble)

    def _draw_highlight(self, surf, frame: pygame.Rect) -> None:
        pygame.draw.rect(surf, self.cfg.color("gold"), frame, self.spec["highlight_width"], border_radius=14)

    def _draw_arrow(self, surf, bubble: pygame.Rect, target: pygame.Rect) -> None:
        """A short pointer just outside the highlight (`target`: its frame), on the side facing
        the note: a long line from the note would run across whatever lies between (the
        declaration panel)."""
        if bubble.colliderect(target):
            return
        source = pygame.Vector2(bubble.left, bubble.top + 40)
        rim = pygame.Vector2(max(target.left, min(source.x, target.right)),
                             max(target.top, min(source.y, target.bottom)))
        d = source - rim
        if d.length() < 1:
            return
        u = d.normalize()            # from the target toward the note
        pulse = 4 * math.sin(self.clock * 2 * math.pi / self.spec["pulse_seconds"])
        tip = rim + u * (8 + pulse)
        tail = tip + u * min(self.spec["arrow_length"], max(0.0, d.length() - 12))
        color, head = self.cfg.color("gold"), self.spec["arrow_head"]
        pygame.draw.line(surf, self.cfg.color("shadow"), tail + (2, 2), tip + (2, 2), self.spec["arrow_width"] + 2)
        pygame.draw.line(surf, color, tail, tip + u * head * 0.8, self.spec["arrow_width"])
        n = pygame.Vector2(-u.y, u.x)
        pygame.draw.polygon(surf, color, [tip, tip + u * head + n * head * 0.6, tip + u * head - n * head * 0.6])

    def _draw_bubble(self, surf, rect: pygame.Rect) -> None:
        cfg, text = self.cfg, self.app.text
        pad = self.spec["bubble_padding"]
        panel(surf, cfg, rect, radius=12, rim="gold", rim_width=3)
        n = len(self.lesson.steps)
        i = min(self.progress.index + 1, n)
        head = f"{self.lesson.title} \u00b7 {i}/{n}" if not self.progress.done else self.lesson.title
        text.blit(surf, head, "small", cfg.color("ink_soft"), (rect.x + pad, rect.y + pad - 4), bold=True)
        body = self.step.text if self.step is not None else (
            _("{done} Press Finish to go back.", done=self.book.words["done"]))
        if self.fast_forward:
            body = _("Getting the table ready\u2026")
        y = rect.y + pad + 16
        limit = self.buttons[0].rect.y - 8 if self.buttons else rect.bottom - pad
        for line in text.wrap(body, "body", rect.w - 2 * pad):
            if y + 20 > limit:
                break
            text.blit(surf, line, "body", cfg.color("ink"), (rect.x + pad, y))
            y += 20
        bar = self.table_facts.bar()
        for b in self.buttons:
            hover = b.rect.collidepoint(self.mouse) and bar.at is None     # one lit: the keyboard's, else the pointer's
            draw_button(surf, cfg, text, b, hover, size="small", focused=bar.on((), b))


