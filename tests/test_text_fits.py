"""Every text of every scene fits its box (issue 33): each scene of every game is drawn once,
with the app's text recorder on (`TextCache.recording`), and no text may reach past the box it
was drawn for (a button, a row, a label's room) nor out of the window.

The scenes are `SCENES`: a name and how a player reaches it from a fresh app. A test that draws
them with other words (the pseudo-locale's longer strings, issue 31) reuses `SCENES`,
`scene_drawn` and `text_faults` as they are."""
from __future__ import annotations

import random
from contextlib import contextmanager
from typing import Callable, Iterator

import pygame
import pytest

from game.bug_council.campaign import Trilogy
from game.controllers import RandomController
from game.match import Match
from game.setup import HUMAN, GameSetup, SeatSetup
from scenes.app import App
from tests.ui import (click, click_a_legal_choice, key, press, settle, snapshot, title_app, toward_a_decision,
                      watch_until)


def text_faults(app: App) -> list[str]:
    """The app's top scenes drawn once: every text drawn past its box or out of its surface."""
    with app.text.recording() as drawn:
        app.draw()
    return [f"{d.text!r} at {tuple(d.rect)}: {fault}" for d in drawn if (fault := d.fault()) is not None]


# --- the files a player has after some games: records and statistics of every kind ---------------

def finish_at_random(setup: GameSetup, seed: int) -> Match:
    """A Match of `setup` played to its end by random choices (automata by their procedure)."""
    match = Match(setup)
    rng = random.Random(seed)
    while not match.state.game_over:
        seat = match.state.to_act()[0]
        controller = match.controllers.get(seat, RandomController())   # the person's seat too
        match.apply(controller.choose(match.view(seat), rng))
    return match


def seats(app: App, count: int, names=None) -> tuple[SeatSetup, ...]:
    names = names or app.cfg.data["seats"]["names"]
    colors = app.cfg.data["seats"]["colors"]
    return tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], HUMAN if i == 0 else "random")
                 for i in range(count))


def keep_finished_games(app: App) -> None:
    """Records and statistics of a game of each kind: 5 players with long names, the Emissary,
    a Trilogy game, Party Bugs with six."""
    files = app.session.files
    long_names = ["Alexandrina", "Bartholomew", "Constantine", "Dorothea", "Evangeline"]
    files.record_finished(finish_at_random(GameSetup("table", 5, seats(app, 5, long_names), 11), 1), None)
    files.record_finished(finish_at_random(GameSetup("emissary", 2, seats(app, 2), 12), 2), None)
    trilogy = Trilogy.new(13)
    seed, options = trilogy.next_game()
    match = finish_at_random(GameSetup("solo", 1, seats(app, 1), seed, options), 3)
    files.record_finished(match, trilogy.record(match.state))
    files.record_finished(finish_at_random(
        GameSetup("party", 6, seats(app, 6), 14, game="party_bugs"), 4), None)


# --- reaching each scene ---------------------------------------------------------------------

def open_lesson(app: App, lesson_id: str, step: int) -> None:
    """A lesson over its table at `step` (fast-forwarded there, as Resume does)."""
    from scenes.lesson_scene import open_lesson as open_at
    scene = open_at(app, lesson_id, step)
    settle(app, lambda: not scene.fast_forward)


def after_games(reach_scene):
    """The scene reached once the player has finished games of every kind (`keep_finished_games`)."""
    def reach(app: App) -> None:
        keep_finished_games(app)
        reach_scene(app)
    return reach


def press_title(app: App, label: str) -> None:
    app.open_title()
    app.frame(app.step)
    press(app, label)
    app.frame(app.step)


def setup_mode(label: str, mode: str | None = None):
    def reach(app: App) -> None:
        press_title(app, label)
        if mode is not None:
            press(app, mode)
    return reach


def a_table(players: int, mode: str = "table", options=None, moves: int = 9):
    """A Bug Council table where the person has made `moves` random choices and is to choose
    again (declarations, a few tricks, visits)."""
    def reach(app: App) -> None:
        table = app.start_game(players, 5, humans=(0,), level="random", mode=mode, options=options)
        rng = random.Random(players)
        for _ in range(moves):
            settle(app, lambda: toward_a_decision(app, table))
            click_a_legal_choice(app, table, rng)
        settle(app, lambda: toward_a_decision(app, table))
    return reach


def a_party(players: int, moves: int = 6):
    """A Party Bugs table a few choices in, the person to choose."""
    def reach(app: App) -> None:
        table = app.start_match(GameSetup("party", players, seats(app, players), 5, game="party_bugs"))
        rng = random.Random(players)
        for k in range(moves + 1):
            settle(app, lambda: bool(table.legal()))
            if k < moves:
                act = rng.choice(table.legal())
                table.attempt(act.kind, act.arg)
    return reach


def an_alley(moves: int = 14):
    """A Back Alley Bones table mid-game, the person to play with a card chosen (the engine's
    previews beside the totals): `moves` random choices, then on to such a position."""
    def reach(app: App) -> None:
        from tests.test_scene_back_alley_bones import bones, click_a_legal_choice as click_at_the_alley
        table = bones(app, ["human", "random"], seed=5)
        rng = random.Random(5)
        for k in range(moves + 200):
            settle(app, lambda: bool(table.legal()) and app.stack.top is table)
            if k >= moves and any(table.preview(i) for i in range(3)):
                return
            click_at_the_alley(app, table, rng)
        raise AssertionError("no position with a card to play")
    return reach


def an_alley_at(start_of, then=None):
    """A Back Alley Bones table over a scenario position (tests.test_scene_back_alley_bones'
    `play_start` with `start_of()`'s changes), then `then(app, table)`."""
    def reach(app: App) -> None:
        from tests.test_scene_back_alley_bones import at_position, play_start
        table = at_position(app, play_start(**start_of()))
        if then is not None:
            then(app, table)
    return reach


def a_bugspiel(board: str = "large", moves: int = 30):
    """A Bugspiel table mid-game (bugs on the board, cards in hand), the person to play with a
    card of the hand picked (its targets and the preview shown)."""
    def reach(app: App) -> None:
        from tests.test_scene_bugspiel import bugspiel, play_some
        table = bugspiel(app, ["human", "easy", "easy"], seed=5, board=board)
        play_some(app, table, moves)
    return reach


def lookout_asked(app: App, table) -> None:
    """Rufus (the AI) cheats: its Cheat waits on the Point while You are asked for the Lookout."""
    settle(app, lambda: table.seen().phase == "react" and bool(table.legal()) and not table.anim.busy)


def into_the_lockdown(app: App, table) -> None:
    """Your Luck 3 turned down on the 5: Lockdown, its banner drawn at normal speed."""
    from tests.test_scene_back_alley_bones import hand_center
    click(app, hand_center(table, "L3"))
    key(app, pygame.K_MINUS)
    app.settings.speed = "normal"
    key(app, pygame.K_RETURN)
    settle(app, lambda: "lockdown" in table.announced)
    for _ in range(20):
        app.frame(app.step)
    assert table.anim.busy and table.anim.current.name == "lockdown"


def with_help(reach_table):
    """The game's help over a table (H)."""
    def reach(app: App) -> None:
        reach_table(app)
        key(app, pygame.K_h)
    return reach


def watched(setup_of, until: str, campaign_of=None):
    """An all-AI game watched until a scene named `until` is on top (the Age scoring, the end)."""
    def reach(app: App) -> None:
        campaign = campaign_of() if campaign_of is not None else None
        table = app.start_match(setup_of(app), campaign=campaign)
        watch_until(app, table, scene_named(until), seconds=60)
        top = app.stack.top
        if hasattr(top, "t"):
            top.t = 1e9      # the count has run to its end
    return reach


def scene_named(name: str) -> type:
    from scenes.back_alley_bones.result import BonesResultScene
    from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
    from scenes.bugspiel.result import BugspielResultScene
    from scenes.party_bugs.result import PartyResultScene
    return {c.__name__: c for c in (AgeScoringScene, GameOverScene, PartyResultScene, BonesResultScene,
                                    BugspielResultScene)}[name]


def ai_seats(app: App, count: int) -> tuple[SeatSetup, ...]:
    names, colors = app.cfg.data["seats"]["names"], app.cfg.data["seats"]["colors"]
    return tuple(SeatSetup(names[i + 1], colors[i], "random") for i in range(count))


def trilogy_setup(app: App) -> GameSetup:
    seed, options = Trilogy.new(21).next_game()
    return GameSetup("solo", 1, ai_seats(app, 1), seed, options)


def a_trilogy_lost_game(app: App) -> None:
    """The Trilogy between games, its first game won by the Termitenator."""
    from dataclasses import replace
    from scenes.bug_council.trilogy import TrilogyScene
    fresh = Trilogy.new(22)
    result = {"game": 1, "personality": fresh.order[0], "scores": [12, 31], "running": [12, 31],
              "winner": "termitenator"}
    TrilogyScene.begin(app, replace(fresh, running=(12, 31), results=(result,)))


SCENES = {
    "title": lambda app: app.open_title(),
    "setup_table": setup_mode("New game"),
    "setup_emissary": setup_mode("New game", "2 players + Emissary"),
    "setup_solo": setup_mode("New game", "Solo"),
    "setup_party_bugs": setup_mode("Party Bugs"),
    "settings": setup_mode("Settings"),
    "statistics": after_games(setup_mode("Statistics")),
    "records": after_games(setup_mode("Replay a game")),
    "rules": setup_mode("Rules"),
    "rules_bug_council": setup_mode("Rules", "Bug Council of Backyardia"),
    "rules_party_bugs": setup_mode("Rules", "Party Bugs"),
    "lessons": setup_mode("Learn to play"),
    "lesson_first_game": lambda app: open_lesson(app, "first_game", 3),
    "lesson_solo": lambda app: open_lesson(app, "solo", 2),
    "lesson_party_bugs": lambda app: open_lesson(app, "party_bugs", 4),
    "friends": setup_mode("Play with friends"),
    "host_lobby": setup_mode("Play with friends", "Host a game"),
    "trilogy": a_trilogy_lost_game,
    "table_4": a_table(4),
    "table_5": a_table(5),
    "table_emissary": a_table(2, "emissary"),
    "table_solo": a_table(1, "solo"),
    "declare_4": a_table(4, moves=0),
    "declare_emissary": a_table(2, "emissary", moves=0),
    "declare_solo": a_table(1, "solo", moves=0),
    "declare_card_shark": a_table(1, "solo", {"personality": "card_shark"}, moves=0),
    "help_table": with_help(a_table(3, moves=0)),
    "help_party": with_help(a_party(3, moves=0)),
    "age_scoring_4": watched(lambda app: GameSetup("table", 4, ai_seats(app, 4), 31), "AgeScoringScene"),
    "age_scoring_solo": watched(lambda app: GameSetup("solo", 1, ai_seats(app, 1), 32, {"personality": "card_shark"}),
                                "AgeScoringScene"),
    "results_emissary": watched(lambda app: GameSetup("emissary", 2, ai_seats(app, 2), 33), "GameOverScene"),
    "results_trilogy": watched(trilogy_setup, "GameOverScene", lambda: Trilogy.new(21)),
    "results_party": watched(lambda app: GameSetup("party", 4, ai_seats(app, 4), 34, game="party_bugs"),
                             "PartyResultScene"),
    "table_party_2": a_party(2),
    "table_party_6": a_party(6),
    "setup_back_alley_bones": setup_mode("Back Alley Bones"),
    "rules_back_alley_bones": setup_mode("Rules", "Back Alley Bones"),
    "lesson_back_alley_bones": lambda app: open_lesson(app, "back_alley_bones", 4),
    "table_alley": an_alley(),
    "table_alley_lookout": an_alley_at(lambda: {"dice": 1, "shooter": "decoy", "turn": 1,
                                                "hands": [["L1", "L2"], ["C2", "C3"]], "exhausted": [[], ["decoy"]]},
                                       lookout_asked),
    "table_alley_lockdown": an_alley_at(lambda: {"dice": 1, "shooter": "decoy", "turn": 0,
                                                 "points": [{"card": 5}, {"card": 8, "lucks": [["L2", -2, 1]]},
                                                            {"card": 9}],
                                                 "hands": [["L3", "C2"], ["C2", "L1"]]}, into_the_lockdown),
    "help_alley": with_help(an_alley_at(dict)),
    "setup_bugspiel": setup_mode("Bugspiel"),
    "rules_bugspiel": setup_mode("Rules", "Bugspiel"),
    "lesson_bugspiel": lambda app: open_lesson(app, "bugspiel", 2),          # the note over the panel's log
    "lesson_bugspiel_bonus": lambda app: open_lesson(app, "bugspiel", 6),    # the note over the markets
    "table_bugspiel": a_bugspiel(),
    "table_bugspiel_small": a_bugspiel("small", 12),
    "help_bugspiel": with_help(a_bugspiel(moves=0)),
    "results_bugspiel": watched(lambda app: GameSetup("sequential", 2, tuple(
        SeatSetup(s.name, s.color, "easy") for s in ai_seats(app, 2)), 36, {"board": "small"}, game="bugspiel"),
        "BugspielResultScene"),
    "results_alley": watched(lambda app: GameSetup("alley", 2, ai_seats(app, 2), 35, {"variants": []},
                                                   game="back_alley_bones"), "BonesResultScene"),
}


# Watched to their end or played far, a second or more each: the quick loop keeps a smaller case
# of each kind (Party Bugs' result, the solo Age scoring, the small Bugspiel board).
SLOW = {"results_emissary", "results_trilogy", "results_alley", "results_bugspiel", "age_scoring_4", "table_bugspiel"}


@contextmanager
def scene_drawn(name: str, before: Callable[[App], None] = lambda app: None,
                show: Callable[[App], None] | None = None) -> Iterator[App]:
    """A fresh app (`before(app)` first: a setting) showing the scene `SCENES[name]` (or
    what `show` opens), drawn once; closed after."""
    app = title_app()
    try:
        before(app)
        (show or SCENES[name])(app)
        app.frame(app.step)
        yield app
    finally:
        app.close()


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in SCENES])
def test_every_text_fits_its_box(home, name):
    with scene_drawn(name) as app:
        snapshot(app, f"text_fits_{name}")
        assert text_faults(app) == []
