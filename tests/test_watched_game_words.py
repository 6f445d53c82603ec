"""Words for games nobody played (issue 33 item 9): the end screen of an AI-only game names its
winner, never "You", and an empty Statistics tab says that such games are not counted. Its log
and score panel name the seat called "You" by its AI too (GameSetup.seat_names)."""
from __future__ import annotations

import pytest

from game.setup import GameSetup, SeatSetup
from scenes.bug_council.overlays import GameOverScene
from scenes.stats_scene import StatsScene
from tests.ui import press, snapshot, watch_until

NAMES = ("You", "Rufus", "Lizzy")
YOU = NAMES[0]


def words_drawn(app) -> list[str]:
    """Every string the top scene draws in one frame."""
    shown: list[str] = []
    blit = app.text.blit

    def spy(surf, words, *a, **kw):
        shown.append(words)
        return blit(surf, words, *a, **kw)
    app.text.blit = spy
    try:
        app.draw()
    finally:
        app.text.blit = blit
    return shown


def watch_to_end(app, seed: int) -> GameOverScene:
    """An AI-only 3-seat game whose first seat is still called "You", watched to its end."""
    colors = app.cfg.data["seats"]["colors"]
    seats = tuple(SeatSetup(n, colors[i], "random") for i, n in enumerate(NAMES))
    table = app.start_match(GameSetup("table", 3, seats, seed, {}))
    assert not table.match.humans
    return watch_until(app, table, GameOverScene)


@pytest.mark.slow      # a watched game each, a second: the quick loop keeps the one below that logs and scores
def test_an_ai_only_game_names_its_winner_not_you(app):
    over = watch_to_end(app, 1)
    assert over.e.winners == (0,), "seed 1 no longer has the seat called You winning: pick another"
    assert over.heading() == "Random AI wins!"
    app.draw()
    snapshot(app, "game_over_ai_only")


def test_an_ai_only_game_logs_and_scores_the_seat_by_its_ai_name(app):
    watch_to_end(app, 1)
    from scenes.bug_council.table import TableScene
    table = app.stack.find(TableScene)
    assert table.names[:3] == ["Random AI", "Rufus", "Lizzy"]
    assert not [line for line in table.log_lines if line.startswith("You ") or " you " in line.lower()]
    assert any(line.startswith("Random AI ") for line in table.log_lines)
    assert any("Final scores: Random AI " in line for line in table.log_lines)
    app.stack.pop()          # the table under the result: its score panel
    shown = words_drawn(app)
    assert "Random AI" in shown and YOU not in shown


def test_all_ai_watch_from_the_setup_names_the_first_seat_by_its_ai(app):
    from scenes.party_bugs.table import PartyTableScene
    from scenes.bug_council.table import TableScene
    for game, table_type in (("Bug Council", TableScene), ("Party Bugs", PartyTableScene)):
        app.open_title()
        press(app, "Party Bugs" if game == "Party Bugs" else "New game")
        press(app, "All AI (watch)")
        press(app, "Start")
        table = app.stack.find(table_type)
        assert table is not None and not table.match.humans
        level = app.cfg.ai["opponent_level"]
        assert table.names[0] == f"{level.capitalize()} AI" and YOU not in table.names


@pytest.mark.slow      # a watched game, a second (as above)
def test_an_ai_only_game_names_its_other_winners_as_seated(app):
    over = watch_to_end(app, 5)
    (w,) = over.e.winners
    assert w != 0
    assert over.heading() == f"{NAMES[w]} wins!"


def test_empty_statistics_say_games_without_a_person_are_not_counted(app, home):
    scene = StatsScene(app)
    app.stack.push(scene)
    shown = words_drawn(app)
    empty = [w for w in shown if w.startswith("No finished games")]
    assert empty and "no human seat" in empty[0] and "not counted" in empty[0]
    snapshot(app, "stats_empty")
