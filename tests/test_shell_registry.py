"""The shell is built from the game registry: the title lists every registered game, the one
setup screen and the host lobby show a game's modes and its option rows from their typed
specs, and the command line takes a game's options as flags made from those specs. A third
game (tests/fake_game.py) registered here shows up everywhere without a shell file naming it."""
import argparse
import json

import pytest

from game import protocol
from game.options import CHOICES, Choice, OptionSpec, add_flags, from_args


@pytest.fixture
def registered(monkeypatch):
    """Beetle Ball (tests/fake_game.py) registered beside the real games, for this test only."""
    monkeypatch.setitem(protocol.GAMES, "beetle_ball", "tests.fake_game")
    protocol.get_game.cache_clear()
    from tests.fake_game import GAME
    GAME.started_with.clear()
    yield GAME
    protocol.get_game.cache_clear()


def labels(app) -> list[str]:
    return [b.label.removeprefix("\u2713 ") for b in app.stack.top.buttons]


def test_the_title_lists_every_registered_game(home, registered):
    from tests.ui import title_app
    app = title_app()
    try:
        shown = labels(app)
        # Each game with screens: its own buttons, or its title (a game without screens yet,
        # `screen` None, is played from the command line only and the title leaves it out).
        for g in (g for g in protocol.all_games() if g.screen):
            from scenes.screens import screen_for
            for entry in screen_for(g).title_entries(app):
                assert entry.label in shown
        assert "Beetle Ball" in shown and "Party Bugs" in shown and "New game" in shown
    finally:
        app.close()


def test_a_third_game_is_set_up_from_its_modes_and_option_specs(home, registered):
    from scenes.setup_scene import SetupScene
    from tests.ui import press, snapshot, title_app
    app = title_app()
    try:
        press(app, "Beetle Ball")
        setup = app.stack.top
        assert isinstance(setup, SetupScene) and setup.title == "Beetle Ball"
        shown = labels(app)
        assert {"Beetle duel", "Beetle crowd", "2", "3", "Slow waltz", "Quickstep"} <= set(shown)
        press(app, "Quickstep")
        press(app, "3")
        snapshot(app, "setup_third_game")
        made = setup.make_setup()
        assert (made.game, made.mode, made.players, made.options) == ("beetle_ball", "duel", 3, {"tempo": "quick"})
        press(app, "Beetle crowd")                 # a mode without options: no tempo row
        assert "Quickstep" not in labels(app) and {"4", "5", "6"} <= set(labels(app))
        assert setup.make_setup().options == {}
    finally:
        app.close()


def test_the_host_lobby_offers_a_third_game_with_its_option_row(home, registered):
    from tests.test_scene_lobby import open_host_lobby
    from tests.ui import press, snapshot, title_app
    app = title_app()
    try:
        lobby = open_host_lobby(app)
        press(app, "Beetle Ball")
        assert lobby.definition.id == "beetle_ball" and lobby.info.id == "duel"
        press(app, "Quickstep")
        snapshot(app, "lobby_third_game")
        made = lobby.make_setup()
        assert made.game == "beetle_ball" and made.options == {"tempo": "quick"}
    finally:
        app.close()


def test_the_command_line_takes_a_third_games_option(registered, capsys):
    from scenes.cli import main
    assert main(["simulate", "--game", "beetle_ball", "--mode", "duel", "--tempo", "quick",
                 "--players", "2", "--games", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "beetle_ball" and out["tempo"] == "quick"      # echoed: the spec reports it
    assert registered.started_with == [{"tempo": "quick"}] * 2
    assert main(["simulate", "--game", "beetle_ball", "--mode", "crowd", "--players", "4", "--games", "1"]) == 0
    assert registered.started_with[-1] == {}                              # crowd has no tempo


def test_flags_come_from_the_specs_and_parse_as_before():
    """`--personality thief` and `--variants face_down,series` (README, docs/ai.md) are made
    from Bug Council's and Party Bugs' specs and give the values they always gave."""
    from scenes.cli import build_parser
    p = build_parser()
    bc, party = protocol.get_game("bug_council"), protocol.get_game("party_bugs")
    args = p.parse_args(["simulate", "--mode", "solo", "--personality", "thief"])
    assert from_args(bc.mode("solo"), args) == {"personality": "thief"}
    assert from_args(bc.mode("table"), args) == {}                       # ignored where there is none
    args = p.parse_args(["simulate", "--game", "party_bugs", "--variants", "face_down,series"])
    assert from_args(party.mode("party"), args) == {"variants": ["face_down", "series"]}
    default = p.parse_args(["simulate"])
    assert from_args(bc.mode("solo"), default) == {"personality": "pacifist"}
    assert from_args(party.mode("party"), default) == {"variants": ()}
    with pytest.raises(ValueError, match="--personality: party has none"):
        from_args(party.mode("party"), p.parse_args(["simulate", "--personality", "thief"]), strict=True)


def test_a_set_of_choices_flag_is_declared_once_for_games_that_share_it():
    spec = OptionSpec("colours", CHOICES, "Colours", "which", (Choice("red", "Red"),), default=())
    mode = protocol.ModeInfo("m", "M", (2,), option_specs=(spec,))
    game = argparse.Namespace(title="G", modes=(mode,))
    p = argparse.ArgumentParser()
    add_flags(p, [game, game])                     # a second declaration would raise in argparse
    assert from_args(mode, p.parse_args(["--colours", "red,"])) == {"colours": ["red"]}


def test_new_game_after_a_party_bugs_result_opens_its_setup(app):
    """The result's New game opens the one setup screen, at Party Bugs."""
    import random
    from scenes.setup_scene import SetupScene
    from tests.test_scene_party import party, play_to_the_end
    from tests.ui import press
    table = party(app, ["human", "random", "random"])
    play_to_the_end(app, table, random.Random(3))
    app.frame(app.step)
    press(app, "New game")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.definition.id == "party_bugs"
    assert "Variant One: a face-down card" in labels(app)
