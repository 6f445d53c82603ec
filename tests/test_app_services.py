"""The app split into the window shell and its session services (scenes/session/): no scene
reaches a private attribute of the app or of a service, the rooms stay small, and what the
shared services show for a game (statistics rows, a campaign's row, settings) comes from the
registered game's definition: a game registered here gets its rows without a shared line
naming it."""
from __future__ import annotations

import ast
import sys
import types
from pathlib import Path
from types import SimpleNamespace

import pytest

from game import protocol
from game.protocol import CampaignInfo, ModeInfo, SettingInfo

ROOT = Path(__file__).resolve().parent.parent
SCENES = ROOT / "scenes"


def _private(name: object) -> bool:
    return isinstance(name, str) and name.startswith("_") and not name.startswith("__")


def _names_the_app(node: ast.AST) -> bool:
    """`app`, `self.app`, `x.app`, or a service reached from it (`app.session.files`)."""
    while isinstance(node, ast.Attribute):
        if node.attr == "app":
            return True
        node = node.value
    return isinstance(node, ast.Name) and node.id == "app"


def private_uses(source: str) -> list[tuple[int, str]]:
    """(line, text) of each private attribute read or set on the app or one of its services,
    directly (`app._x`) or by name (`getattr(app, "_x")`)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _private(node.attr) and _names_the_app(node.value):
            found.append((node.lineno, ast.unparse(node)))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr", "delattr") and len(node.args) >= 2
              and _names_the_app(node.args[0]) and isinstance(node.args[1], ast.Constant)
              and _private(node.args[1].value)):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_check_finds_what_lesson_scene_did_before():
    """The pattern the lesson scene used (its book and progress kept on the app)."""
    before = ('book = getattr(app, "_lesson_book", None)\n'
              'app._lesson_progress = progress\n'
              'self.app._table.show_notice(line)\n'
              'x = app.session.files._private\n')
    assert sorted(line for line, _ in private_uses(before)) == [1, 2, 3, 4]
    assert private_uses("app.session.files.store\nself._table()\napp.__class__\n") == []


def test_no_scene_touches_a_private_attribute_of_the_app_or_its_services():
    offenders = []
    for path in sorted(SCENES.rglob("*.py")):
        if path == SCENES / "app.py":
            continue
        offenders += [f"{path.relative_to(ROOT)}:{line}: {text}"
                      for line, text in private_uses(path.read_text(encoding="utf-8"))]
    assert offenders == []


def class_lines(path: Path) -> dict[str, int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name: n.end_lineno - n.lineno + 1 for n in tree.body if isinstance(n, ast.ClassDef)}


def test_the_app_and_its_services_are_small_rooms():
    sizes = class_lines(SCENES / "app.py")
    for path in (SCENES / "session").glob("*.py"):
        sizes.update(class_lines(path))
    assert {"App", "Session", "PlayerFiles", "TableGame", "Hosting", "Campaigns", "LessonProgress"} <= set(sizes)
    assert {name: n for name, n in sizes.items() if n > 250} == {}


ROOM_LINES = 400      # issue 28: no class in scenes/ over 400 lines


def every_class_lines(path: Path) -> dict[str, int]:
    """Lines of each class in `path`, nested ones too, by `file:line Name`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {f"{path.relative_to(ROOT)}:{n.lineno} {n.name}": n.end_lineno - n.lineno + 1
            for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}


def test_no_class_in_scenes_is_over_400_lines():
    sizes: dict[str, int] = {}
    for path in sorted(SCENES.rglob("*.py")):
        sizes.update(every_class_lines(path))
    assert any(name.endswith(" TableScene") for name in sizes)      # the scan reads the games' screens
    assert {name: n for name, n in sizes.items() if n > ROOM_LINES} == {}


# --- a game registered by a test ------------------------------------------------------------

class _Campaign:
    """A campaign of two games; the player's score is the sum of their seat-0 scores."""

    def __init__(self, scores=()):
        self.scores = tuple(scores)

    finished = property(lambda self: len(self.scores) >= 2)
    won = property(lambda self: self.finished and sum(self.scores) <= 10)
    score = property(lambda self: sum(self.scores))

    def record(self, final):
        return _Campaign(self.scores + (final.scores[0],))

    def to_data(self):
        return {"scores": list(self.scores)}


def _campaign_from_data(data):
    return _Campaign(data["scores"])


class _FakeGame:
    id = "fake_game"
    title = "Fake Game"
    modes = (ModeInfo("duel", "Duel", (2,)),)
    screen = None
    low_score_wins = True
    campaign = CampaignInfo("gauntlet", "The Gauntlet", "Gauntlet", ("duel",), _campaign_from_data)
    settings = (SettingInfo("show_ghosts", False, "Show the ghosts", "Duel: draw the ghost cards."),)
    review = None

    def mode(self, mode_id):
        if mode_id != "duel":
            raise ValueError("mode: expected duel")
        return self.modes[0]

    def stats_label(self, setup):
        return f"Duel, seed {'even' if setup.seed % 2 == 0 else 'odd'}"

    def stats_labels(self):
        return ("Duel, seed even", "Duel, seed odd")

    def result_scores(self, state):
        return tuple(state.scores)


@pytest.fixture
def fake_game(monkeypatch):
    """`fake_game` registered beside the real games (one line of GAMES, as a new game adds)."""
    module = types.ModuleType("fake_game_definition")
    module.GAME = _FakeGame()
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(protocol, "GAMES", {**protocol.GAMES, "fake_game": module.__name__})
    protocol.get_game.cache_clear()
    yield module.GAME
    protocol.get_game.cache_clear()


def _setup(seed: int):
    from game.setup import GameSetup, SeatSetup
    seats = (SeatSetup("Ada", "#d04040", "human"), SeatSetup("Bo", "#4060d0", "random"))
    return GameSetup("duel", 2, seats, seed, game="fake_game")


def test_a_registered_game_gets_its_statistics_rows_and_its_campaigns_row(fake_game, home):
    from game.saves import SaveStore
    from game.stats import Statistics, load_stats, record_campaign, record_result, save_stats
    final = SimpleNamespace(game_over=True, winners=(0,), scores=(4, 9))
    stats = record_result(Statistics(), _setup(2), final)
    stats = record_result(stats, _setup(3), SimpleNamespace(game_over=True, winners=(1,), scores=(7, 2)))
    campaign = _Campaign().record(final).record(final)
    stats = record_campaign(stats, fake_game, campaign)
    assert stats.rows("fake_game") == [("Duel, seed even", 1, 1, 4), ("Duel, seed odd", 1, 0, 7),
                                       ("The Gauntlet", 1, 1, 8)]
    save_stats(SaveStore(home), stats)
    back, message = load_stats(SaveStore(home))
    assert message is None and back.rows("fake_game") == stats.rows("fake_game")
    assert back.rows()[-1][0] == "Termitenator Trilogy"      # the other games' rows are their own


def test_a_registered_games_campaign_is_saved_through_the_generic_slot(fake_game, home):
    import yaml
    from game.saves import SavedGame, SaveError, SaveStore, load_campaign, save_campaign, save_game
    store = SaveStore(home)
    gauntlet = _Campaign((3,))
    save_campaign(store, fake_game.campaign, gauntlet)          # gauntlet.yaml, of kind gauntlet
    assert load_campaign(store, fake_game.campaign).scores == (3,)
    store.write("autosave", "gauntlet", {})
    with pytest.raises(SaveError, match="it is a saved Gauntlet, not a saved game"):
        store.read("autosave", "game")
    setup = _setup(5)
    save_game(store, SavedGame(setup, setup.record(), gauntlet))  # its games carry it under its key
    payload = yaml.safe_load(store.path("autosave").read_text(encoding="utf-8"))["payload"]
    assert set(payload) == {"setup", "record", "gauntlet"} and payload["gauntlet"] == {"scores": [3]}


def test_a_registered_games_settings_are_kept_and_shown(fake_game, home):
    from game.saves import SaveStore, load_settings, save_settings
    from game.settings import Settings, settings_defaults, settings_rows
    assert settings_rows()[-1] == ("show_ghosts", "Show the ghosts", "Duel: draw the ghost cards.")
    assert settings_defaults()["show_ghosts"] is False
    settings = Settings().updated("show_ghosts", True)
    assert settings.show_ghosts is True and Settings().show_ghosts is False
    with pytest.raises(ValueError):
        settings.updated("show_ghosts", "yes")
    save_settings(SaveStore(home), settings.to_data())
    assert load_settings(SaveStore(home)) == (settings.to_data(), None)
    from scenes.app import App
    from scenes.settings_scene import SettingsScene
    app = App(speed="instant", sound=False, persist=True)
    try:
        rows = {label: current for label, _why, _choices, current, _setter in SettingsScene(app).rows()}
        assert rows["Show the ghosts"] is True
    finally:
        app.close()
