"""Issue 33: the Trilogy screen's line under the games says who leads the next game from the
campaign's data; game 1 mentions no "last game" (there is none yet)."""
from dataclasses import replace

from game.bug_council.campaign import Trilogy
from game.bug_council.solo import PLAYER, TERMITENATOR
from scenes.bug_council.trilogy import TrilogyScene, next_game_words
from tests.ui import snapshot


def after_game_one(leader: int) -> Trilogy:
    t = Trilogy.new(7)
    result = {"game": 1, "personality": t.order[0], "scores": [20, 18], "running": [20, 18], "winner": "player"}
    return replace(t, next_leader=leader, running=(20, 18), results=(result,))


def test_game_one_names_its_leader_and_no_last_game():
    words = next_game_words(Trilogy.new(7))
    assert words.startswith("Game 1 of 3: the Termitenator leads the first trick")
    assert "last" not in words


def test_a_later_game_says_who_took_the_last_trick_and_leads():
    assert "you took game 1's last trick, so you lead" in next_game_words(after_game_one(PLAYER))
    assert "the Termitenator took game 1's last trick, so it leads" in next_game_words(after_game_one(TERMITENATOR))


def test_the_intro_and_game_screens_draw(app):
    for name, t in (("trilogy_intro", None), ("trilogy_game1", Trilogy.new(7)), ("trilogy_game2", after_game_one(PLAYER))):
        app.stack.push(TrilogyScene(app, t))
        app.frame(app.step)
        app.draw()
        snapshot(app, name)
        app.stack.pop()
