"""Every game's rules are found by clicking (issue 33, item 7): the title's Rules lists every
registered game, each opening that game's rules page; each setup screen has a Rules button
opening the rules of the game being set up, and Back returns to the setup as it was."""
from __future__ import annotations

from game.protocol import all_games, get_game
from scenes.rules_scene import load_reference
from scenes.setup_scene import SetupScene
from scenes.title import TitleScene
from tests.ui import press, snapshot, title_app

REF = load_reference()


def section_titles(key: str) -> list[str]:
    return [s["title"] for s in REF[key]]


def shown_sections(app) -> list[str]:
    """The section buttons of the rules page on top (what a player sees listed on its left)."""
    rules = app.stack.top
    return [b.label for b in rules.buttons[:len(rules.sections)]]


def test_the_titles_rules_offer_every_game_and_reach_party_bugs_rules(home):
    app = title_app()
    try:
        press(app, "Rules")
        index = app.stack.top
        snapshot(app, "rules_index")
        games = [g.title for g in all_games() if g.screen]
        assert [b.label for b in index.buttons][:len(games)] == games
        press(app, get_game("party_bugs").title)
        snapshot(app, "rules_party_bugs_from_title")
        assert shown_sections(app) == section_titles("party_bugs_sections")
        press(app, "Back")
        assert app.stack.top is index
        press(app, get_game("bug_council").title)
        assert shown_sections(app) == section_titles("sections")
        press(app, "Back")
        press(app, "Back")
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.close()


def open_setup_and_rules(app, entry: str) -> SetupScene:
    """From the title, open the setup behind the button `entry`, then its Rules; the setup."""
    press(app, entry)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app, "Rules")
    return setup


def test_party_bugs_setup_has_a_rules_button_opening_party_bugs_rules(home):
    app = title_app()
    try:
        setup = open_setup_and_rules(app, get_game("party_bugs").title)
        snapshot(app, "rules_party_bugs_from_setup")
        assert shown_sections(app) == section_titles("party_bugs_sections")
        press(app, "Back")
        assert app.stack.top is setup
    finally:
        app.close()


def test_bug_council_setup_has_a_rules_button_opening_bug_council_rules(home):
    app = title_app()
    try:
        setup = open_setup_and_rules(app, "New game")
        assert shown_sections(app) == section_titles("sections")
        press(app, "Back")
        assert app.stack.top is setup
        snapshot(app, "setup_with_rules_button")
    finally:
        app.close()


def test_party_bugs_table_rules_button_opens_the_same_page_as_its_setup(app):
    from tests.test_scene_party import party
    table = party(app, ["human", "random", "random"])
    app.frame(app.step)
    press(app, "Rules")
    assert shown_sections(app) == section_titles("party_bugs_sections")
    press(app, "Back")
    assert app.stack.top is table
