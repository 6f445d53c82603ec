"""Log lines in the second person for the seat called "You", named for everyone else.

Every event of seeded games of every mode is described for the screen (game.bug_council.log with the seat
`scenes.wording.second_person_seat` picks): "You play", "Your 7 of Ants wins", never
"You plays" or "You's"; other seats keep their names verbatim and no seat number shows.
"""
from __future__ import annotations

import random
import re

import pytest

from game.bug_council.log import describe_events
from game.bug_council.state import new_game
from scenes.bug_council.wording import action_words
from scenes.wording import second_person_seat

MODES = [("table", 4, {}), ("emissary", 2, {}), ("solo", 1, {"personality": "thief"})]
_BAD = re.compile(r"\bYou (plays|discards|activates|sows|scores|visits|wins|declares|has|is)\b"
                  r"|\bYou's\b")


def _lines(mode, players, options, names, seed):
    you = second_person_seat(names)
    rng = random.Random(seed)
    s = new_game(players, seed, mode, **options)
    out = []
    while not s.game_over:
        s = s.hooks.automa_turns(s, lambda e, s0=s: out.extend(describe_events(s0, [e], names, you)))
        if s.game_over:
            break
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        out.append(action_words(a, names))
        s, events = s.apply_action(a)
        out.extend(describe_events(s, events, names, you))
    return out


@pytest.mark.parametrize("mode,players,options", MODES, ids=[m[0] for m in MODES])
def test_log_lines_address_you_in_the_second_person(mode, players, options):
    names = ["You", "Mr. (Bug)", "Seat 2", "Ellie"][:max(players, 2)] + (["Emissary"] if mode == "emissary" else [])
    lines = [line for seed in (1, 2) for line in _lines(mode, players, options, names, seed)]
    assert any(line.startswith("You play the ") for line in lines)
    for line in lines:
        assert not _BAD.search(line), line
        if line.startswith("You activate ") and " and " in line:
            assert " and sow " in line, line
        bare = line
        for name in names:
            bare = bare.replace(name, "<name>")
        assert not re.search(r"(?i)\bseat \d", bare), line


def test_without_a_seat_called_you_every_seat_is_named():
    names = ["Ann", "Mr. (Bug)", "Seat 2", "Ellie"]
    assert second_person_seat(names) is None
    lines = _lines("table", 4, {}, names, 3)
    assert not any(re.search(r"\b(You|Your)\b", line) for line in lines)
    assert any(line.startswith("Mr. (Bug) plays the ") for line in lines)
