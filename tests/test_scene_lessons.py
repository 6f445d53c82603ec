"""Learn to play: every lesson completed by clicks from the title, refusals explained, skip,
leave and resume, "Show me" from the rules, and the lesson file checked on load."""
from __future__ import annotations

import pygame
import pytest

from game.lessons import LessonError, load_book, load_progress, parse_book
from game.protocol import DEFAULT_GAME, get_game
from game.record import read_yaml
from game.resources import config_path
from game.saves import SaveStore
from scenes.bugspiel.table import BugspielTableScene
from scenes.lesson_scene import LessonListScene, LessonScene
from scenes.overlay import Overlay
from tests.ui import card_center, click, press, slot_center, snapshot, title_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path))
    a = title_app()
    yield a
    a.close()


def lessons_list(app) -> LessonListScene:
    press(app, "Learn to play")
    assert isinstance(app.stack.top, LessonListScene)
    return app.stack.top


def open_from_list(app, title: str) -> LessonScene:
    lst = lessons_list(app) if not isinstance(app.stack.top, LessonListScene) else app.stack.top
    click(app, lst.button_for(title).rect.center)
    assert isinstance(app.stack.top, LessonScene)
    return app.stack.top


def bubble_button(scene: LessonScene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def motion(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(app.step)


def click_action(app, scene: LessonScene, act) -> None:
    """Click what the player would click for `act` (an engine action of seat 0)."""
    t = scene.table
    kind, arg = act.kind, act.arg
    if isinstance(t, BugspielTableScene):   # a market slot; a hand card, the axis, then its slot
        from tests.test_scene_bugspiel import click_action as click_at_the_board
        click_at_the_board(app, t, act)
    elif hasattr(t, "chooser"):        # Back Alley Bones: a card, its move, its Point; or a button
        from tests.test_scene_back_alley_bones import click_action as click_at_the_alley
        click_at_the_alley(app, t, act)
    elif kind == "declare":
        label = "Allegiance" if arg == "allegiance" else "No Allegiance"
        click(app, next(b for b in t.declare_buttons if b.label == label).rect.center)
    elif kind in ("play", "discard") and hasattr(t, "hand_layout"):
        click(app, card_center(t, arg))
    elif kind == "emissary":
        click(app, slot_center(t, arg))
    elif kind == "visit":
        click(app, t.geom.space_center(arg))
    elif kind in ("play", "hide"):
        p, g = t.picture, t.geom
        click(app, g.hand_rects(len(p.hand))[p.hand.index(arg)].center)
    elif kind == "take":
        p, g = t.picture, t.geom
        click(app, g.floor_rect(p.floor.index(arg), len(p.floor)).center)
    else:
        raise AssertionError(kind)


def table_ready(scene: LessonScene) -> bool:
    t = scene.table
    if t.anim.busy:
        return False
    if hasattr(t, "decision"):
        return t.decision is not None
    return bool(t.legal())


def lesson_step(app, scene: LessonScene) -> None:
    """One move through the lesson by clicks: Next, a hover, the awaited action, or (while the
    table plays on) a legal action of an allowed kind, or a frame; an Age's scoring is closed."""
    top = app.stack.top
    if isinstance(top, Overlay):
        click(app, (app.cfg.canvas[0] // 2, app.cfg.canvas[1] // 2))
        return
    step = scene.step
    if scene.progress.waits_for_player:
        click(app, bubble_button(scene, "Next").rect.center)
        return
    if step.awaits == "preview":
        space = step.want if step.want != "any" else scene.match.state.legal_actions(0)[0].arg
        if table_ready(scene):
            motion(app, scene.table.geom.space_center(space))
        else:
            app.frame(app.step)
        return
    legal = scene.match.state.legal_actions(0)
    act = scene.progress.autopilot(legal) if legal and table_ready(scene) else None
    if act is not None:
        click_action(app, scene, act)
    else:
        app.frame(app.step)


def complete(app, scene: LessonScene, shots: dict[str, str] | None = None, limit: int = 6000) -> None:
    for _ in range(limit):
        if scene.progress.done:
            return
        if shots and scene.step is not None and scene.step.id in shots and not scene.table.anim.busy \
                and app.stack.top is scene:
            snapshot(app, shots.pop(scene.step.id))
        lesson_step(app, scene)
    raise AssertionError(f"lesson stuck at step {scene.step.id}")


@pytest.mark.parametrize("title, shots", [
    ("Your first game", {"council": "lesson_council", "preview": "lesson_preview", "chambers": "lesson_chambers"}),
    ("Two players: the Emissary", {"marker": "lesson_emissary"}),
    ("Solo: the Termitenator", {"pyramid": "lesson_solo", "done": "lesson_solo_why"}),
    ("Party Bugs", {"pair": "lesson_party", "king": "lesson_party_king"}),
    ("Back Alley Bones", {"lucky": "lesson_back_alley_bones"}),
    ("Bugspiel", {"buy": "lesson_bugspiel_buy", "slide": "lesson_bugspiel_slide", "habitat": "lesson_bugspiel_habitat",
                  "rotate": "lesson_bugspiel_rotate", "bonus": "lesson_bugspiel_bonus", "done": "lesson_bugspiel_done"}),
])
def test_every_lesson_is_completed_by_clicks_and_remembered(app, title, shots):
    scene = open_from_list(app, title)
    complete(app, scene, dict(shots))
    app.frame(app.step)
    snapshot(app, "lesson_done_" + scene.lesson.id)
    click(app, bubble_button(scene, "Finish").rect.center)
    lst = app.stack.top
    assert isinstance(lst, LessonListScene)
    assert lst.button_for(title).label == "Again"
    progress, message = load_progress(SaveStore(), load_book())
    assert message is None and progress[scene.lesson.id]["done"] is True


def until_step(app, scene: LessonScene, step_id: str) -> None:
    for _ in range(3000):
        if scene.step is not None and scene.step.id == step_id and table_ready(scene):
            return
        lesson_step(app, scene)
    raise AssertionError(f"never reached {step_id}")


def test_a_refused_move_is_explained_and_the_step_waits(app):
    scene = open_from_list(app, "Your first game")
    until_step(app, scene, "follow")
    t = scene.table
    # Another suit: the engine refuses it (follow suit), worded for the player.
    click(app, card_center(t, next(c for c in t.hand_cards() if c not in t.legal_cards)))
    reason, refused = t.prompt_text()
    assert refused and "Bees" in reason and "follow" in reason.lower()
    assert scene.step.id == "follow"
    # The 8 of Bees is legal, but the lesson expects the 3: its own reason.
    from game.bug_council.cards import parse_card
    click(app, card_center(t, parse_card("8B")))
    reason, refused = t.prompt_text()
    assert refused and reason == scene.step.wrong
    assert scene.step.id == "follow"
    app.frame(app.step)
    snapshot(app, "lesson_refused")
    click(app, card_center(t, parse_card("3B")))
    assert scene.step.id == "highest"


def opened_ready(app, button) -> LessonScene:
    """Click `button` (Resume, Show me): the lesson opens and fast-forwards to its step."""
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, LessonScene)
    for _ in range(3000):
        if not scene.fast_forward:
            break
        app.frame(app.step)
    assert not scene.fast_forward
    return scene


def test_skip_leave_and_resume(app):
    scene = open_from_list(app, "Your first game")
    click(app, bubble_button(scene, "Next").rect.center)           # suits -> council
    assert scene.step.id == "council"
    click(app, bubble_button(scene, "Skip step").rect.center)      # council -> declare
    assert scene.step.id == "declare"
    # A waiting step refuses what it does not expect, and says why.
    click(app, next(b for b in scene.table.declare_buttons if b.label == "No Allegiance").rect.center)
    assert scene.table.prompt_text() == (scene.step.wrong, True)
    click(app, bubble_button(scene, "Leave").rect.center)
    lst = app.stack.top
    assert isinstance(lst, LessonListScene)
    b = lst.button_for("Your first game")
    assert b.label == "Resume"
    # The bookmark is in the user's folder, through the save store.
    assert SaveStore().read("lessons", "lesson progress")["lessons"]["first_game"]["step"] == 2
    scene = opened_ready(app, b)
    assert scene.step.id == "declare"
    assert scene.match.state.phase == "declaration"


def test_show_me_in_the_rules_opens_the_lesson_at_its_step(app):
    press(app, "Rules")
    press(app, get_game(DEFAULT_GAME).title)
    rules = app.stack.top
    b = next(b for b in rules.buttons if b.label == "Show me")
    rules.jump(next(i for i, s in enumerate(rules.sections) if s["title"] == "Visiting the Council"))
    app.frame(app.step)
    scene = opened_ready(app, b)
    assert scene.step.id == "preview" and scene.match.state.phase == "visit"
    click(app, bubble_button(scene, "Leave").rect.center)
    assert app.stack.top is rules


def test_show_me_in_bugspiel_rules_opens_its_lesson_at_the_step(app):
    press(app, "Rules")
    press(app, "Bugspiel")
    rules = app.stack.top
    b = next(b for b in rules.buttons if b.label == "Show me")
    rules.jump(next(i for i, s in enumerate(rules.sections) if s["title"] == "Bonus lines"))
    app.frame(app.step)
    assert b.enabled
    scene = opened_ready(app, b)
    assert scene.lesson.id == "bugspiel" and scene.step.id == "rotate"
    assert list(scene.table.picture.bug_hands[0]) == [355]      # the woodlouse bought and placed on the way
    click(app, bubble_button(scene, "Leave").rect.center)
    assert app.stack.top is rules


def test_the_bugspiel_lesson_checks_each_move_through_the_engine(app):
    """Bugspiel's lesson by clicks: a legal purchase the step does not ask for is vetoed with its
    reason (nothing bought); the asked one slides the market; a bug on a tile it cannot live on
    is refused in the engine's words, a legal placement elsewhere by the lesson's; the beetle
    placed without turning its tile is vetoed, turned it lines up; the bonus card pays both
    players what the note then says (+6, +3)."""
    from game.bugspiel.actions import PLAY, Args, buy_bug, play
    from tests.test_scene_bugspiel import at, hand_center
    scene = open_from_list(app, "Bugspiel")
    t = scene.table
    until_step(app, scene, "buy")
    assert not scene.note_rect().colliderect(t.layout.market("bugs"))
    before = tuple(scene.match.state.bug_market)
    click(app, t.layout.market_slot("bugs", 7).center)                    # legal, but not the woodlouse
    assert t.reason == scene.step.wrong and scene.match.record.actions == []
    click_action(app, scene, buy_bug(0, 5))
    assert scene.step.id == "slide" and scene.match.state.scores[0] == 10 - 4
    after = scene.match.state.bug_market
    assert after[2:7] == before[0:5] and after[7] == before[6]        # dearer two slots down, the rest one
    until_step(app, scene, "habitat")
    n = len(scene.match.record.actions)
    click(app, hand_center(t, PLAY, 113))
    click(app, at(t.slot_point("C2a")))                                    # grassland: no water there
    refusal = scene.match.check(t.make_action(PLAY, 0, Args(card=113, to="C2a")))
    assert refusal is not None and t.reason == t.refusal_text(refusal)
    click(app, hand_center(t, PLAY, 355))
    click(app, at(t.slot_point("B2c")))                                    # legal, but not this step's
    assert t.reason == scene.step.wrong and len(scene.match.record.actions) == n
    click_action(app, scene, play(0, 113, "A2c"))
    assert scene.step.id == "rotate"
    until_step(app, scene, "rotate")
    n = len(scene.match.record.actions)
    click_action(app, scene, play(0, 355, "C2a"))                         # the axis left as it is
    assert t.reason == scene.step.wrong and len(scene.match.record.actions) == n
    click_action(app, scene, play(0, 355, "C2a", "nw"))
    assert scene.step.id == "bonus" and scene.match.state.axes[scene.match.state.layout.tile_index("C2")] == "nw"
    until_step(app, scene, "bonus")
    # Bugspiel's wide panel: the note sits over the markets here, clear of the bonus preview and
    # the prompt (the app's place for it would cover both); over a market step, clear of the market.
    assert not scene.note_rect().colliderect(t.layout.panel())
    scores = scene.match.state.scores
    lesson_step(app, scene)
    assert scene.step.id == "done"
    gains = [b - a for a, b in zip(scores, scene.match.state.scores)]
    assert gains == [6, 3] and "+6" in scene.step.text and "+3" in scene.step.text


def test_a_broken_lesson_file_is_refused_with_a_clear_message(tmp_path):
    data = read_yaml(config_path("lessons.yaml"))
    data["lessons"][0]["steps"][4]["action"] = {"play": "13Z"}
    with pytest.raises(LessonError, match=r"lesson 'first_game'.*steps\[4\] \(follow\)\.action"):
        parse_book(data)
    data = read_yaml(config_path("lessons.yaml"))
    del data["lessons"][1]["steps"][0]["next"]
    with pytest.raises(LessonError, match=r"steps\[0\] \(board\): expected exactly one of next, action"):
        parse_book(data)
    data = read_yaml(config_path("lessons.yaml"))
    data["links"]["Setup"] = "first_game.nowhere"
    with pytest.raises(LessonError, match="has no step 'nowhere'"):
        parse_book(data)
    bad = tmp_path / "lessons.yaml"
    bad.write_text("words: {}\nlessons: []\n")
    with pytest.raises(LessonError, match=str(bad).replace("\\", "\\\\") + ": words: expected exactly"):
        load_book(bad)


def test_unreadable_progress_starts_afresh_with_a_message(app, tmp_path):
    (tmp_path / "lessons.yaml").write_text("format: 1\nkind: lesson progress\npayload: {version: 99}\ncomplete: true\n")
    progress, message = load_progress(SaveStore(), load_book())
    assert progress == {} and "start afresh" in message
    lst = lessons_list(app)
    assert lst.button_for("Your first game").label == "Start"


# --- issue 33: every step waits for the player, at every speed -----------------------------------

def note_lines(app, scene: LessonScene) -> list[str]:
    """The body lines the coach's note shows now: what a draw blits inside the note, over the
    table (the table's own lines under the note are not the note's)."""
    bubble = scene.note_rect()
    seen: list[str] = []
    real_blit, real_table = app.text.blit, scene.table.draw
    over_table = []

    def spy(dst, text, size, color, pos, anchor="topleft", bold=False, box=None):
        r = real_blit(dst, text, size, color, pos, anchor, bold, box)
        if over_table and size == "body" and bubble.contains(r):
            seen.append(text)
        return r

    def table_then_note(surface):
        real_table(surface)
        over_table.append(True)
    app.text.blit, scene.table.draw = spy, table_then_note
    try:
        scene.draw(pygame.Surface(app.cfg.canvas))
    finally:
        del app.text.blit, scene.table.draw
    return seen


def shows_step_text(app, scene: LessonScene) -> bool:
    return " ".join(note_lines(app, scene)).split() == scene.step.text.split()


MOVE_ON = ("Next", "space", "note")     # the three ways a player moves the coach on
IDLE_FRAMES = 30


def move_on(app, scene: LessonScene, how: str) -> None:
    if how == "Next":
        click(app, bubble_button(scene, "Next").rect.center)
    elif how == "space":
        from tests.ui import key
        key(app, pygame.K_SPACE)
    else:
        note = scene.note_rect()
        click(app, (note.centerx, note.y + scene.spec["bubble_padding"] + 30))


# A second or more each (Your first game 4-5 s): the quick loop keeps Party Bugs' here, and every
# lesson completed by clicks (above); the full run walks every lesson step by step.
@pytest.mark.parametrize("lesson_id", [lesson.id if lesson.id == "party_bugs"
                                       else pytest.param(lesson.id, marks=pytest.mark.slow)
                                       for lesson in load_book().lessons])
def test_every_step_shows_its_text_until_the_player_moves_on_at_instant(app, lesson_id):
    """At Instant speed (the test app's), no step is skipped or replaced without an input of
    the player: a frame with no input never changes the step, an input moves it on by one at
    most, and a step that waits on the table (the AIs' moves) keeps its text, with Next, once
    its moment has come, until Next, Space or a click on the note."""
    assert app.pace.instant
    scene = open_from_list(app, load_book().get(lesson_id).title)
    n = len(scene.lesson.steps)
    shown: list[int] = []
    ways = 0
    for _ in range(6000):
        if scene.progress.done:
            break
        i = scene.progress.index
        if app.stack.top is scene and not scene.table.anim.busy:
            assert shows_step_text(app, scene), (scene.step.id, note_lines(app, scene))
            if not shown or shown[-1] != i:
                shown.append(i)
        if scene.progress.waits_for_player and app.stack.top is scene:
            for _ in range(IDLE_FRAMES):
                app.frame(app.step)
                assert scene.progress.index == i, f"step {scene.step.id!r} moved on by itself"
            assert shows_step_text(app, scene)
            if scene.step.awaits == "until":
                snapshot(app, f"lesson_waits_{lesson_id}_{scene.step.id}")
            move_on(app, scene, MOVE_ON[ways % len(MOVE_ON)])
            ways += 1
            assert scene.progress.index == i + 1
            continue
        acted = lesson_step_input(app, scene)
        assert scene.progress.index in ((i, i + 1) if acted else (i,)), \
            f"step {scene.lesson.steps[i].id!r} moved on {'by more than one' if acted else 'with no input'}"
    assert scene.progress.done
    assert shown == list(range(n))


def lesson_step_input(app, scene: LessonScene) -> bool:
    """lesson_step, saying whether it gave the table an input (a click, a hover) or a bare frame."""
    if isinstance(app.stack.top, Overlay):
        acted = True
    elif scene.step.awaits == "preview":
        acted = table_ready(scene)
    else:
        legal = scene.match.state.legal_actions(0)
        acted = bool(legal) and table_ready(scene) and scene.progress.autopilot(legal) is not None
    lesson_step(app, scene)
    return acted


# --- issue 33 item 10: the list says where you left each lesson ---------------------------------

def test_a_lesson_left_at_its_first_step_says_step_1_not_not_started(app):
    scene = open_from_list(app, "Solo: the Termitenator")
    n = len(scene.lesson.steps)
    click(app, bubble_button(scene, "Leave").rect.center)
    lst = app.stack.top
    assert isinstance(lst, LessonListScene)
    assert lst.status_for("Solo: the Termitenator") == f"Step 1 of {n}"
    assert [b.label for b in lst.buttons_for("Solo: the Termitenator")] == ["Resume"]
    assert lst.status_for("Party Bugs") == "Not started"
    assert [b.label for b in lst.buttons_for("Party Bugs")] == ["Start"]


def test_a_lesson_left_on_its_last_step_offers_resume_and_again(app):
    title = "Two players: the Emissary"
    scene = open_from_list(app, title)
    n = len(scene.lesson.steps)
    for _ in range(3000):
        if scene.progress.index == n - 1:
            break
        lesson_step(app, scene)
    assert scene.progress.index == n - 1
    click(app, bubble_button(scene, "Leave").rect.center)
    lst = app.stack.top
    assert lst.status_for(title) == f"Step {n} of {n}"
    resume, again = lst.buttons_for(title)
    assert (resume.label, again.label) == ("Resume", "Again")
    app.frame(app.step)
    snapshot(app, "lesson_list_resume_again")
    scene = opened_ready(app, again)
    assert scene.progress.index == 0 and scene.step.id == scene.lesson.steps[0].id
    click(app, bubble_button(scene, "Leave").rect.center)
    # Again opened it afresh: the bookmark is now its first step, resumed there.
    assert app.stack.top.status_for(title) == f"Step 1 of {n}"


def test_every_step_points_at_a_part_its_table_has(app):
    """A step's `point` names a region of its table (a missing one would frame nothing); its
    frame, at the pulse's widest, cuts through none of the table's banners (the prompt, the
    top bar, the side panel's other sections: issue 33); the solo lesson's last step, about the
    line under the board, frames that line."""
    from scenes.lesson_scene import open_lesson
    widest = app.cfg.data["lessons"]["highlight_pad"] + 3
    for lesson in load_book().lessons:
        scene = open_lesson(app, lesson.id)
        app.frame(app.step)
        regions = scene.table.regions()
        for step in lesson.steps:
            if step.point is None:
                continue
            frame = regions.frame(step.point, widest)
            assert frame is not None, (lesson.id, step.id, step.point)
            part = regions.parts[step.point]
            assert frame.contains(part), (lesson.id, step.id)
            for banner in regions.banners:
                assert part.colliderect(banner) or not frame.colliderect(banner), \
                    f"{lesson.id}/{step.id}: the frame around {step.point} {tuple(frame)} cuts {tuple(banner)}"
        if lesson.id == "solo":
            assert regions.parts[lesson.steps[-1].point] == pygame.Rect(app.cfg.data["solo"]["layout"]["solo_reason"])
        app.stack.pop()
