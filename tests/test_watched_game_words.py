"""Words for games nobody played (issue 33 item 9): the end screen of an AI-only game names its
winner, never "You", and an empty Statistics tab says that such games are not counted."""
from __future__ import annotations

from game.setup import GameSetup, SeatSetup
from scenes.bug_council.overlays import GameOverScene
from scenes.stats_scene import StatsScene
from tests.ui import snapshot, watch_until

NAMES = ("You", "Rufus", "Lizzy")


def watch_to_end(app, seed: int) -> GameOverScene:
    """An AI-only 3-seat game whose first seat is still called "You", watched to its end."""
    colors = app.cfg.data["seats"]["colors"]
    seats = tuple(SeatSetup(n, colors[i], "random") for i, n in enumerate(NAMES))
    table = app.start_match(GameSetup("table", 3, seats, seed, {}))
    assert not table.match.humans
    return watch_until(app, table, GameOverScene)


def test_an_ai_only_game_names_its_winner_not_you(app):
    over = watch_to_end(app, 1)
    assert over.e.winners == (0,), "seed 1 no longer has the seat called You winning: pick another"
    assert over.heading() == "Seat 1 wins!"
    app.draw()
    snapshot(app, "game_over_ai_only")


def test_an_ai_only_game_names_its_other_winners_as_seated(app):
    over = watch_to_end(app, 5)
    (w,) = over.e.winners
    assert w != 0
    assert over.heading() == f"{NAMES[w]} wins!"


def test_empty_statistics_say_games_without_a_person_are_not_counted(app, home):
    scene = StatsScene(app)
    app.stack.push(scene)
    shown: list[str] = []
    blit = app.text.blit

    def spy(surf, words, *a, **kw):
        shown.append(words)
        return blit(surf, words, *a, **kw)
    app.text.blit = spy
    app.draw()
    app.text.blit = blit
    empty = [w for w in shown if w.startswith("No finished games")]
    assert empty and "no human seat" in empty[0] and "not counted" in empty[0]
    snapshot(app, "stats_empty")
