"""The file commands keep their promise on any input: `scenario`, `replay` and `screenshot`
print their output (exit 0) or one line on stderr (exit 2), never a traceback.

Structural mutations of the rulebook scenario files and of a real game record: a value swapped
for a list, a float, a huge number, text, null, a mapping or deep nesting; a key dropped or
added; mixed key types. Seeded, so a failure names a case that reproduces."""
from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
import yaml

from game.record import save_record
from game.setup import GameSetup, SeatSetup
from scenes.cli import main
from tests.test_saves import _paths

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.yaml"))
CASES = 160   # per kind of file: enough to reach every key, bounded in time


def replacements(rng: random.Random):
    return rng.choice([
        [1, 2], 2.5, 10**40, -7, "x" * 50, None, {"a": 1}, True, [[[[[[[1]]]]]]], "",
        {1: "one", "two": 2}, [None], "💥",
    ])


def mutate(data, rng: random.Random):
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        spots = [p for p in _paths(data) if p]
        if not spots:
            return replacements(rng)
        spot = rng.choice(spots)
        parent = data
        for k in spot[:-1]:
            parent = parent[k]
        how = rng.random()
        if how < 0.7:
            parent[spot[-1]] = replacements(rng)
        elif how < 0.85 and isinstance(parent, dict):
            del parent[spot[-1]]
        elif isinstance(parent, dict):
            parent[rng.choice([7, "surprise", 1.5])] = replacements(rng)
        else:
            parent.append(replacements(rng))
    return data


def keeps_the_promise(capsys, argv, prints: bool = True) -> None:
    """Exit 0 with output (`prints`: a record without actions replays to no lines) or exit 2
    with exactly one line on stderr."""
    code = main(argv)
    out = capsys.readouterr()
    assert code in (0, 2), argv
    if code == 2:
        lines = out.err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in out.err, (argv, out.err[-500:])
    elif prints:
        assert out.out.strip(), argv


@pytest.mark.slow
def test_mutated_scenario_files(tmp_path, capsys):
    rng = random.Random(17)
    sources = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in SCENARIOS]
    f = tmp_path / "case.yaml"
    for case in range(CASES):
        f.write_text(yaml.safe_dump(mutate(rng.choice(sources), rng), allow_unicode=True), encoding="utf-8")
        keeps_the_promise(capsys, ["scenario", str(f)])


@pytest.fixture
def record_data(tmp_path):
    setup = GameSetup("table", 3, tuple(SeatSetup(n, "#112233", "random") for n in ("A", "B", "C")), 5)
    from game.match import Match
    match = Match(setup)
    state = match.state
    import random as _r
    rng = _r.Random(3)
    for _ in range(25):
        legal = state.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
        state = match.state
    path = tmp_path / "record.yaml"
    save_record(match.record, path)
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.slow
def test_mutated_records(tmp_path, capsys, record_data):
    rng = random.Random(23)
    f = tmp_path / "case.yaml"
    for case in range(CASES):
        f.write_text(yaml.safe_dump(mutate(record_data, rng), allow_unicode=True), encoding="utf-8")
        keeps_the_promise(capsys, ["replay", str(f)], prints=False)


@pytest.mark.parametrize("text", ["", "[", "- 1\n- 2\n", pytest.param("a: &a [*a]", marks=pytest.mark.slow),    # 2 s
                                  "x: " + "9" * 5000,
                                  pytest.param("[" * 5000 + "]" * 5000, marks=pytest.mark.slow),   # seconds
                                  "\0", "start: {council: [1, 2]}"])
def test_broken_files_for_every_file_command(tmp_path, capsys, text):
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    for argv in (["scenario", str(f)], ["replay", str(f)],
                 ["screenshot", "--scenario", str(f), "--out", str(tmp_path / "shot.png")]):
        keeps_the_promise(capsys, argv)


def test_a_huge_file_is_refused_at_once(tmp_path, capsys):
    f = tmp_path / "huge.yaml"
    f.write_text("actions:\n" + "  - {seat: 0, play: 5A}\n" * 250_000, encoding="utf-8")
    assert main(["scenario", str(f)]) == 2
    assert "too large" in capsys.readouterr().err
