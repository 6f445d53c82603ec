"""Guided lessons ("Learn to play"), as data: `config/lessons.yaml` read and checked here (its
words in another language: `config/lessons.<code>.yaml`, laid over it by game/long_texts.py).

A lesson is a prepared position (a scenario file's `start`, so it deals the same every time),
scripted replies for the other seats, and steps. A step says something, names the part of the
screen it speaks of (`point`) and awaits one thing:

- `next`: the player reads and presses Next;
- `action`: one action of the player's seat (`{play: 3B}`, `{visit: mosquitoes}`,
  `{declare: allegiance}`, `{take: 7b}`; `any` for any argument; an action of several values
  whole, as its record writes it: Bugspiel's `{play: 113, to: A2c, rotate: nw}`);
- `preview`: the player hovers a Council space to preview its sowing (`any` or a space);
- `until`: the position reaches a point (`{trick: 2}`, `{chambers: 1}`, `{age: 2}`; a number is
  "at least", a word "equals"), while the table plays on; once it has, the step waits for the
  player's Next like a `next` step, so its text is read before it goes (at every speed).

What the player does that the step does not expect is vetoed with a reason in words (the
step's `wrong`, else the lesson file's defaults); what the engine refuses is worded from its
own Refusal by the table, before the lesson is asked. `allow` lets a waiting step accept
actions of the listed kinds (free play until the end of an Age).

Pure Python: which step is current and whether an action satisfies it; no pygame. The scene
layer (`scenes/lesson_scene.py`) overlays the table and feeds this module what happened.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from game.i18n import ENGLISH
from game.protocol import DEFAULT_GAME, ScenarioStart, get_game
from game.resources import config_path
from game.safe_yaml import brief

AWAITS = ("next", "action", "preview", "until")
PROGRESS_NAME = "lessons"          # the save store's file: lessons.yaml in the user data folder
PROGRESS_KIND = "lesson progress"
PROGRESS_VERSION = 1


class LessonError(ValueError):
    """The lesson file is malformed: the message names the lesson, the step and the key."""


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    point: str | None            # a part of the table, by name: its table's regions() (scenes/regions.py)
    awaits: str                  # one of AWAITS
    want: Any = None             # action: (kind, arg | "any"); preview: space | "any"; until: mapping
    wrong: str | None = None     # the reason given when the player does something else
    allow: tuple[str, ...] = ()  # action kinds let through while a step waits


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    summary: str
    game: str                    # a registered game id (game.protocol)
    scenario: Mapping[str, Any]  # a scenario file's keys: mode, players, seed, start
    script: tuple[tuple[int, Mapping[str, Any], Any], ...]   # (seat, at, action) replies
    steps: tuple[Step, ...]
    names: tuple[str, ...] = ()

    def index(self, step_id: str) -> int:
        for i, s in enumerate(self.steps):
            if s.id == step_id:
                return i
        raise KeyError(step_id)

    def start_state(self):
        """The prepared position, built by the game's scenario adapter."""
        return _scenario_start(self.game, self.scenario).state

    @property
    def human(self) -> int:
        return 0

    def setup(self, state, names, colors, level: str):
        """The game's setup for the prepared position: the player at seat 0, `level` AIs
        elsewhere (their replies are scripted, see ScriptedController)."""
        from game.setup import HUMAN, GameSetup, SeatSetup
        game = get_game(self.game)
        mode = self.scenario.get("mode") or game.modes[0].id
        # The seats the setup names: the engine's own seats (an automaton, a dummy) come after.
        players = _scenario_start(self.game, self.scenario).players
        names = list(self.names) or list(names)
        seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)],
                                HUMAN if i == self.human else level) for i in range(players))
        # The mode's setup options the lesson's scenario names (a solo opponent, ...).
        options = {k: self.scenario[k] for k in game.mode(mode).options if k in self.scenario}
        return GameSetup(mode, players, seats, self.scenario.get("seed", 0), options, game=self.game)


@dataclass(frozen=True)
class LessonBook:
    lessons: tuple[Lesson, ...]
    words: Mapping[str, str]     # default reasons: wait_next, wait_until, wrong_action, ...
    links: Mapping[str, tuple[str, str]] = field(default_factory=dict)   # rules section -> (lesson, step)

    def get(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)


# --- loading and checking --------------------------------------------------------------------

LESSON_KEYS = {"id", "title", "summary", "game", "scenario", "script", "steps", "names"}
STEP_KEYS = {"id", "text", "point", "wrong", "allow", *AWAITS}
WORD_KEYS = {"wait_next", "wait_until", "wrong_action", "wrong_preview", "done"}


def _scenario_start(game_id: str, scenario: Mapping[str, Any]) -> ScenarioStart:
    """The prepared position (and its seats) of a lesson's `scenario`, from its game's scenario
    adapter; ScenarioError (a ValueError) when the scenario is malformed."""
    return get_game(game_id).scenario_start(dict(scenario, game=game_id))


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: expected some text, got {brief(value)}")
    return value.strip()


def _parse_action(game, data: Any, seat: int, where: str) -> tuple[str, Any]:
    """(kind, arg) of an awaited action; arg "any" accepts every argument. An action that takes
    more than one value is written whole, as the game's record writes it (Bugspiel's
    `{play: 113, to: A2c, rotate: nw}`): the step then awaits exactly that action."""
    if not isinstance(data, dict) or not data:
        raise LessonError(f"{where}: expected one action like {{play: 3B}}, {{play: any}} or "
                          f"{{play: 113, to: A2c}}")
    kind, raw = next(iter(data.items()))
    if raw == "any" and len(data) == 1:
        if kind not in game.action_kinds:
            raise LessonError(f"{where}: unknown action kind {brief(kind)}")
        return kind, "any"
    try:
        act = game.action_from_data({"seat": seat, **data})
    except (ValueError, KeyError, TypeError) as exc:
        raise LessonError(f"{where}: {exc}") from None
    return act.kind, act.arg


def _mapping_id(data: Any, keys: set[str], where: str, what: str) -> str:
    """The `id` of a lesson or step mapping, refused when it is not a mapping of `keys`."""
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected a mapping with {what}")
    unknown = sorted(k for k in map(str, data) if k not in keys)
    if unknown:
        raise LessonError(f"{where}: unknown key {unknown[0]!r}")
    return _str(data.get("id"), f"{where}.id")


def parse_step(game, data: Any, where: str) -> Step:
    sid = _mapping_id(data, STEP_KEYS, where, "id, text and what it awaits")
    where = f"{where} ({sid})"
    text = _str(data.get("text"), f"{where}.text")
    awaits = [k for k in AWAITS if k in data]
    if len(awaits) != 1:
        raise LessonError(f"{where}: expected exactly one of {', '.join(AWAITS)}")
    kind = awaits[0]
    raw = data[kind]
    if kind == "next":
        want = None
    elif kind == "action":
        want = _parse_action(game, raw, 0, f"{where}.action")
    elif kind == "preview":
        if raw == "any":
            want = "any"
        else:
            try:
                want = game.action_from_data({"seat": 0, "visit": raw}).arg
            except (ValueError, KeyError, TypeError) as exc:
                raise LessonError(f"{where}.preview: {exc}") from None
    else:
        if not isinstance(raw, dict) or not raw:
            raise LessonError(f"{where}.until: expected a mapping like {{trick: 2}}")
        for k, v in raw.items():
            if not isinstance(k, str) or not isinstance(v, (int, str)) or isinstance(v, bool):
                raise LessonError(f"{where}.until: {brief(k)}: expected a number or a word")
        want = dict(raw)
    allow = data.get("allow", [])
    if allow == "any":
        allow = ["*"]
    if not isinstance(allow, list) or not all(isinstance(a, str) for a in allow):
        raise LessonError(f"{where}.allow: expected a list of action kinds, or any")
    point = data.get("point")
    if point is not None and not isinstance(point, str):
        raise LessonError(f"{where}.point: expected a screen part's name")
    wrong = data.get("wrong")
    if wrong is not None:
        wrong = _str(wrong, f"{where}.wrong")
    return Step(sid, text, point, kind, want, wrong, tuple(allow))


def parse_lesson(data: Any, where: str) -> Lesson:
    lid = _mapping_id(data, LESSON_KEYS, where, "id, title, scenario and steps")
    where = f"lesson {lid!r}"
    game_id = data.get("game", DEFAULT_GAME)
    try:
        game = get_game(game_id)
    except (KeyError, ValueError):
        raise LessonError(f"{where}.game: unknown game {brief(game_id)}") from None
    scenario = data.get("scenario")
    if not isinstance(scenario, dict):
        raise LessonError(f"{where}.scenario: expected a scenario mapping (mode, players, seed, start)")
    try:
        _scenario_start(game_id, scenario)
    except ValueError as exc:
        raise LessonError(f"{where}.scenario: {exc}") from None
    script = []
    for i, entry in enumerate(data.get("script") or []):
        w = f"{where}.script[{i}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), int):
            raise LessonError(f"{w}: expected {{seat: 1, at: {{trick: 1}}, play: 7B}}")
        at = entry.get("at") or {}
        if not isinstance(at, dict):
            raise LessonError(f"{w}.at: expected a mapping like {{trick: 2}}")
        rest = {k: v for k, v in entry.items() if k != "at"}
        try:
            act = game.action_from_data(rest)
        except (ValueError, KeyError, TypeError) as exc:
            raise LessonError(f"{w}: {exc}") from None
        script.append((entry["seat"], dict(at), act))
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{where}.steps: expected a list of steps")
    steps = tuple(parse_step(game, s, f"{where}.steps[{i}]") for i, s in enumerate(raw_steps))
    ids = [s.id for s in steps]
    dup = next((s for s in ids if ids.count(s) > 1), None)
    if dup is not None:
        raise LessonError(f"{where}.steps: step id {dup!r} is used twice")
    names = data.get("names") or []
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise LessonError(f"{where}.names: expected a list of seat names")
    return Lesson(lid, _str(data.get("title"), f"{where}.title"), _str(data.get("summary"), f"{where}.summary"),
                  game_id, dict(scenario), tuple(script), steps, tuple(names))


def parse_book(data: Any) -> LessonBook:
    if not isinstance(data, dict):
        raise LessonError("lessons file: expected a mapping with words and lessons")
    words = data.get("words")
    if not isinstance(words, dict) or set(words) != WORD_KEYS:
        raise LessonError(f"words: expected exactly {', '.join(sorted(WORD_KEYS))}")
    raw = data.get("lessons")
    if not isinstance(raw, list) or not raw:
        raise LessonError("lessons: expected a list of lessons")
    lessons = tuple(parse_lesson(d, f"lessons[{i}]") for i, d in enumerate(raw))
    ids = [lesson.id for lesson in lessons]
    book = LessonBook(lessons, {k: _str(v, f"words.{k}") for k, v in words.items()})
    links = {}
    for title, target in (data.get("links") or {}).items():
        if not isinstance(target, str) or "." not in target:
            raise LessonError(f"links.{title}: expected lesson.step, got {brief(target)}")
        lid, sid = target.split(".", 1)
        if lid not in ids:
            raise LessonError(f"links.{title}: no lesson {lid!r}")
        try:
            book.get(lid).index(sid)
        except KeyError:
            raise LessonError(f"links.{title}: lesson {lid!r} has no step {sid!r}") from None
        links[str(title)] = (lid, sid)
    return LessonBook(lessons, book.words, links)


def load_book(path=None, language: str = ENGLISH) -> LessonBook:
    """config/lessons.yaml (or the file at `path`) with the words of `language` laid over it
    (config/lessons.<code>.yaml: game/long_texts.py; English where it has none), checked: a
    LessonError names what is wrong and where."""
    from game import long_texts
    from game.record import RecordError, read_yaml
    try:
        data = read_yaml(path) if path else long_texts.read("lessons", language)
    except (RecordError, long_texts.LongTextError) as exc:
        raise LessonError(f"{path or config_path('lessons.yaml')}: {exc}") from None
    path = path or config_path("lessons.yaml")
    try:
        return parse_book(data)
    except LessonError as exc:
        raise LessonError(f"{path}: {exc}") from None


# --- following a lesson ------------------------------------------------------------------------

def facts_met(want: Mapping[str, Any], position: Any) -> bool:
    """An `until` step's condition on a position: numbers are "at least", words "equal"."""
    for key, value in want.items():
        have = getattr(position, key, None)
        if isinstance(value, int):
            if not isinstance(have, int) or have < value:
                return False
        elif have != value:
            return False
    return True


def action_matches(want: tuple[str, Any], act: Any) -> bool:
    kind, arg = want
    return act.kind == kind and (arg == "any" or act.arg == arg)


class Progress:
    """Where a player is in one lesson: the current step, advanced by what happens."""

    def __init__(self, lesson: Lesson, book: LessonBook, step: int = 0):
        self.lesson = lesson
        self.book = book
        self.index = max(0, min(step, len(lesson.steps)))
        self.met = False     # the current `until` step's moment has come: it waits for Next

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def waits_for_player(self) -> bool:
        """The current step goes on only when the player says so (Next): a `next` step, or an
        `until` step whose moment has come. No step ever moves on by itself."""
        step = self.step
        return step is not None and (step.awaits == "next" or (step.awaits == "until" and self.met))

    def advance(self) -> None:
        if not self.done:
            self.index += 1
            self.met = False

    def veto(self, act: Any) -> str | None:
        """None when the current step lets the player's (engine-legal) action through, else
        the reason in words."""
        step = self.step
        if step is None:
            return None
        if step.awaits == "action":
            if action_matches(step.want, act):
                return None
            return step.wrong or self.book.words["wrong_action"]
        if self.met:
            return self.book.words["wait_next"]
        if "*" in step.allow or act.kind in step.allow:
            return None
        if step.wrong:
            return step.wrong
        key = {"next": "wait_next", "preview": "wrong_preview"}.get(step.awaits, "wait_until")
        return self.book.words[key]

    def acted(self, act: Any) -> bool:
        """The player's action was applied: True when it completed the current step."""
        step = self.step
        if step is not None and step.awaits == "action" and action_matches(step.want, act):
            self.advance()
            return True
        return False

    def previewed(self, space: int | None) -> bool:
        step = self.step
        if step is not None and step.awaits == "preview" and space is not None \
                and step.want in ("any", space):
            self.advance()
            return True
        return False

    def reached(self, position: Any) -> bool:
        """True when `position` brings the current `until` step's moment: the step stays (its
        text is read) and now waits for the player's Next."""
        step = self.step
        if step is not None and step.awaits == "until" and not self.met and facts_met(step.want, position):
            self.met = True
            return True
        return False

    def autopilot(self, legal: list) -> Any | None:
        """The action a step expects, to fast-forward to a later step ("Show me", resume):
        the awaited action (its first legal match for `any`), or for a waiting step that lets
        actions through, the first legal one of an allowed kind."""
        step = self.step
        if step is None or self.met:
            return None
        if step.awaits == "action":
            return next((a for a in legal if action_matches(step.want, a)), None)
        if step.awaits == "until" and step.allow:
            return next((a for a in legal if "*" in step.allow or a.kind in step.allow), None)
        return None


# --- scripted replies ------------------------------------------------------------------------

class ScriptedController:
    """The other seats of a lesson: the scripted reply for this moment when there is one and
    it is legal (`at` names view fields, e.g. {trick: 2}), else the fallback controller's
    choice, whose dice the Match seeds by position, so the lesson plays the same every time."""

    name = "lesson"

    def __init__(self, seat: int, script, fallback):
        self.entries = [(at, act) for s, at, act in script if s == seat]
        self.fallback = fallback

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = list(view.legal)
        for at, act in self.entries:
            if act in legal and all(getattr(view, k, None) == v for k, v in at.items()):
                return act
        return self.fallback.choose(view, rng)


# --- the lesson list ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Standing:
    """Where the player stands in a lesson, as the lesson list shows it.

    `step` is the saved step (0-based) Resume opens, None when there is nothing to resume
    (never opened, or finished); `again` offers to start afresh (finished, or left past the
    first step: Resume and Again then stand side by side); `done` the lesson was finished once."""
    step: int | None
    again: bool
    done: bool

    @property
    def opened(self) -> bool:
        return self.step is not None or self.done


def standing(entry: Mapping[str, Any] | None, steps: int) -> Standing:
    """The list row of a lesson of `steps` steps from its saved progress entry (or None): a
    lesson left at its first step is resumed there (it was opened), one left at its last step
    offers Resume and Again, a finished one Again."""
    if entry is None:
        return Standing(None, False, False)
    step, done = int(entry["step"]), bool(entry["done"])
    if step >= steps or (done and step == 0):
        return Standing(None, True, True)
    return Standing(step, step > 0 or done, done)


# --- saved progress --------------------------------------------------------------------------

def progress_from_data(payload: Any, book: LessonBook) -> dict[str, dict]:
    """{lesson id: {"step": i, "done": bool}} from the saved payload; unknown lessons and bad
    entries are dropped (a lesson file may change between versions), a wrong version raises."""
    if not isinstance(payload, dict) or payload.get("version") != PROGRESS_VERSION:
        raise ValueError("its version is not one this game reads")
    entries = payload.get("lessons")
    if not isinstance(entries, dict):
        raise ValueError("it has no lessons")
    out: dict[str, dict] = {}
    ids = {lesson.id: len(lesson.steps) for lesson in book.lessons}
    for lid, entry in entries.items():
        if lid not in ids or not isinstance(entry, dict):
            continue
        step, done = entry.get("step"), entry.get("done")
        if isinstance(step, int) and not isinstance(step, bool) and 0 <= step <= ids[lid] \
                and isinstance(done, bool):
            out[lid] = {"step": step, "done": done}
    return out


def progress_to_data(progress: Mapping[str, Mapping[str, Any]]) -> dict:
    return {"version": PROGRESS_VERSION,
            "lessons": {lid: {"step": int(e["step"]), "done": bool(e["done"])} for lid, e in progress.items()}}


def load_progress(store, book: LessonBook) -> tuple[dict[str, dict], str | None]:
    """(progress, message). Never raises: an unreadable file is set aside by the store and
    the lessons start afresh with a message."""
    from game.saves import SaveError
    try:
        payload = store.read(PROGRESS_NAME, PROGRESS_KIND)
    except SaveError as exc:
        return {}, str(exc)
    except OSError as exc:
        return {}, f"Your lesson progress could not be read ({exc.strerror or exc})."
    if payload is None:
        return {}, None
    try:
        return progress_from_data(payload, book), None
    except ValueError as exc:
        return {}, f"Your lesson progress could not be used because {exc}; the lessons start afresh."


def save_progress(store, progress: Mapping[str, Mapping[str, Any]]) -> None:
    store.write(PROGRESS_NAME, PROGRESS_KIND, progress_to_data(progress))
