"""Issue 33 "Wording": the words a player reads, scanned over several seeded games of both
games (log lines, the Termitenator's reasons, the personalities' triggers, the result and
Replay lines, the review's lines): no "1 ...s" plural slip, no raw Python list, no card
shorthand ("6F") in Bug Council's sentences, no "Age 1" (the board says "Age I"), no file path.

Counted nouns come from one place (game/words.py), an Age's numeral from another
(game/bug_council/words.py); this test is what keeps a new line from slipping past them."""
from __future__ import annotations

import random
import re

import pytest

from game.bug_council.automa import decide
from game.bug_council.definition import GAME as BUG_COUNCIL
from game.bug_council.log import councils_during, describe_events
from game.bug_council.solo import PERSONALITIES, TERMITENATOR
from game.bug_council.summary import game_summary
from game.bug_council.view import seat_view
from game.party_bugs.definition import GAME as PARTY_BUGS
from game.i18n import N_, using
from game.words import Reader, capitalized, counted, ordinal
from game.party_bugs.summary import summary as party_summary
from scenes.bug_council.overlays import explain_result

NOUNS = r"(?:cards|points|tricks|cubes|games|decisions|deals|players|rounds|seats|turning points|tokens)"
PLURAL_SLIP = re.compile(r"(?<![\d.,])1 (?:[a-z-]+ )?" + NOUNS + r"\b")
RAW_DATA = re.compile(r"[\[\]{}]|\bNone\b|\(\d+, \d+")
SHORTHAND = re.compile(r"\b\d{1,2}[BMACF]\b|\bAllegiance [BMACF]\b")     # "6F", "Allegiance F"
ARABIC_AGE = re.compile(r"\bAge \d")
PATH = re.compile(r"config/|\.yaml\b")


def slips(line: str, bug_council: bool = True) -> list[str]:
    found = [p.pattern for p in (PLURAL_SLIP, RAW_DATA, ARABIC_AGE, PATH) if p.search(line)]
    if bug_council and SHORTHAND.search(line):
        found.append("card shorthand")
    return found


def test_the_scan_sees_the_slips_issue_33_found():
    for line in ("The Card Shark takes 1 face-down cards.", "about 1 points better", "Scores [27, 25].",
                 "Age 1: cards dealt (10 each)", "leads, Winning: strongest suit: 6F",
                 "see config/termitenator.yaml", "(4 tricks, Allegiance F +1)"):
        assert slips(line), line
    for line in ("Age I: Ada scores 7 (1 trick, Allegiance Bees +6).", "the 1 of Bees", "1.5 points",
                 "Final scores: Ada 27, Rufus 25."):
        assert not slips(line), line


def test_counted_nouns():
    assert counted(1, "face-down card") == "1 face-down card"
    assert counted(0, "card") == "0 cards" and counted(2, "cube") == "2 cubes"
    assert counted(1.0, "point") == "1 point" and counted(1.74, "point") == "1.7 points"
    assert counted(3, "party", "parties") == "3 parties"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


CASES = ([("table", 3, {}, seed) for seed in (1, 2)] + [("table", 5, {}, 3), ("emissary", 2, {}, 4)]
         + [("solo", 1, {"personality": p}, 10 + k) for k, p in enumerate(PERSONALITIES)])


@pytest.mark.parametrize("mode,players,options,seed", CASES,
                         ids=[f"{m}-{p}-{o.get('personality', '')}-{s}" for m, p, o, s in CASES])
def test_a_bug_council_game_reads_without_slips(mode, players, options, seed):
    rng = random.Random(seed)
    s = BUG_COUNCIL.new_game(mode, players, seed, options)
    seats = s.rules.seats
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie"][:players] + \
        ["Termitenator" if mode == "solo" else "Emissary"] * (seats - players)
    lines: list[str] = []
    while not s.game_over:
        if mode == "solo" and s.to_act()[0] == TERMITENATOR:
            a = decide(seat_view(s, TERMITENATOR))[0]
        else:
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
        after, events = s.apply_action(a)
        shown = BUG_COUNCIL.presented_events(s, a, events, after)
        lines += describe_events(after, shown, names, 0, councils_during(shown, after.council))
        lines += [explain_result(e, after, names) for e in shown if e.kind == "game_ended"]
        s = after
    lines.append(game_summary(None, s))
    assert any(line.startswith("Game over") for line in lines)
    bad = [(line, slips(line)) for line in lines if slips(line)]
    assert not bad, bad[:5]


def random_game_lines(game, s, seed: int, lines_of) -> tuple[list[str], object]:
    """The log lines of `game`'s position `s` played to its end by seeded random choices
    (`lines_of(event)`: an event's lines, as the game's table words them), and the end."""
    rng = random.Random(seed)
    lines: list[str] = []
    while not s.game_over:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        after, events = s.apply_action(a)
        for e in game.presented_events(s, a, events, after):
            lines += lines_of(e)
        s = after
    return lines, s


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2), (6, 3)])
def test_a_party_bugs_game_reads_without_slips(players, seed):
    from scenes.party_bugs.words import event_lines
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie", "Bo"][:players]
    lines, end = random_game_lines(PARTY_BUGS, PARTY_BUGS.new_game("party", players, seed, {}), seed,
                                   lambda e: event_lines(e, names, 0, roachy=players == 2))
    lines.append(party_summary(None, end))
    bad = [(line, slips(line, bug_council=False)) for line in lines if slips(line, bug_council=False)]
    assert not bad, bad[:5]


@pytest.mark.parametrize("variants,seed", [((), 1), (("four_ten", "full_crew"), 2)])
def test_a_back_alley_bones_game_reads_without_slips(variants, seed):
    from game.protocol import get_game
    from scenes.back_alley_bones.words import event_lines
    bones = get_game("back_alley_bones")
    lines, _end = random_game_lines(bones, bones.new_game("alley", 2, seed, {"variants": list(variants)}), seed,
                                    lambda e: event_lines(e, ["You", "Rufus"], 0))
    assert any("Grub" in line for line in lines)
    bad = [(line, slips(line, bug_council=False)) for line in lines
           if slips(line, bug_council=False) or re.search(r"\b(?:top 1|puts? 0|1 tokens)\b", line)]
    assert not bad, bad[:5]


def test_a_reader_says_you_to_its_own_seat_and_names_the_others():
    r = Reader(["Ada", "Bo"], 0, {"roachy": "Roachy"})
    assert [r.who(0), r.who(1), r.who("roachy")] == ["you", "Bo", "Roachy"]
    you, other = N_("You take {card}."), N_("{name} takes {card}.")
    assert [r.says(0, you, other, card="5a"), r.says(1, you, other, card="5a")] == ["You take 5a.", "Bo takes 5a."]
    assert r.says("roachy", you, other, card="5a") == "Roachy takes 5a."
    spectator = Reader(["Ada", "Bo"])
    assert spectator.who(0) == "Ada" and spectator.says(0, you, other, card="5a") == "Ada takes 5a."
    with using("de"):           # each language agrees its own verb: whole sentences, not a verb added
        assert [r.who(0), r.says(0, you, other, card="5a"), r.says(1, you, other, card="5a")] == \
            ["du", "Du nimmst 5a.", "Bo nimmt 5a."]
    assert capitalized("you win") == "You win" and capitalized("") == ""


def test_the_review_counts_its_points_and_says_what_was_done():
    from game.bug_council.actions import action
    from game.bug_council.cards import parse_card
    from game.bug_council.review import Moment
    from scenes.bug_council.review_words import played_words, prefers_words
    names = ["You", "Rufus", "Lizzy"]
    for played, want in ((action("declare", 0, "allegiance"), "You declared Allegiance"),
                         (action("visit", 0, 1), "You sowed Mosquitoes"),
                         (action("play", 0, parse_card("2A")), "You played the 2 of Ants")):
        m = Moment(0, 0, 1, 1, played.kind, played, -1.0, action("play", 0, parse_card("9B")), 0.0, (), 3)
        assert played_words(m, names, 0).startswith(want)
        words = prefers_words(m)
        assert "1 point better" in words and not slips(words), words


def test_the_rules_reference_names_no_file():
    from scenes.rules_scene import load_reference
    text = repr(load_reference())
    assert not PATH.search(text)
