"""`bug-council replay RECORD` prints the game's log in words, for every registered game: a
Party Bugs record reads like the Party Bugs table's log, not the engine's event names."""
from __future__ import annotations

import random

import pytest

from game.protocol import get_game
from game.record import GameRecord, save_record
from scenes.cli import main


def random_record(game: str, mode: str, players: int, seed: int, options=None) -> GameRecord:
    definition = get_game(game)
    s = definition.new_game(mode, players, seed, options or {})
    rng, actions = random.Random(seed), []
    while not s.game_over:
        a = rng.choice(s.legal_actions())
        s, _ = s.apply_action(a)
        actions.append(a)
    return GameRecord(mode, players, seed, dict(options or {}), actions, game=game)


@pytest.mark.parametrize("players, variants", [(2, ()), (4, ("face_down", "series"))])
def test_a_party_bugs_replay_prints_the_tables_log_lines(tmp_path, capsys, players, variants):
    rec = random_record("party_bugs", "party", players, 7, {"variants": list(variants)} if variants else {})
    path = tmp_path / "party.yaml"
    save_record(rec, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("Revealed: ") for line in out)
    assert any(line.startswith("Game 1 scored: Seat 1 ") for line in out)
    assert ("Roachy" in "\n".join(out)) == (players == 2)
    # No engine event names leak into the words.
    assert not any(name in line for line in out for name in ("plays_revealed", "card_taken", "game_scored"))


@pytest.mark.parametrize("game, mode, players", [("bug_council", "table", 4), ("party_bugs", "party", 3)])
@pytest.mark.parametrize("window", [[], ["--window", "--smoke"]])
def test_a_record_with_an_illegal_action_gives_one_line_on_stderr_and_exit_2(tmp_path, capsys, game, mode,
                                                                             players, window):
    """Watched or printed, a record the rules refuse is a CLI error: one line naming the action."""
    rec = random_record(game, mode, players, 11)
    rec.actions.insert(6, rec.actions[5])       # the same move twice: the rules refuse the second
    path = tmp_path / "broken.yaml"
    save_record(rec, path)
    assert main(["replay", str(path), *window]) == 2
    out = capsys.readouterr()
    assert out.err.count("\n") == 1 and out.err.startswith(f"{path}: action 6: ")
    if window:
        assert out.out == ""                    # no window was opened on it


def test_a_good_record_plays_through_the_window_headless(tmp_path, capsys):
    path = tmp_path / "good.yaml"
    rec = random_record("party_bugs", "party", 2, 3)
    save_record(rec, path)
    assert main(["replay", str(path), "--window", "--smoke"]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == f"replay ok: step {len(rec.actions)} of {len(rec.actions)}" and out.err == ""
