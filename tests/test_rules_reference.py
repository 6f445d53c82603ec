"""What the rules reference (config/rules_reference.yaml, scenes/rules_scene.py) and the lessons
(config/lessons.yaml) teach, checked against the engine where the engine holds the fact.

Numbers come from the engine's own tables and answers (the Trigger Point table, the selectors'
tiebreaks, the Termitenator's threshold, the No Allegiance values, the Party Bugs rounds with a
draw), not from frozen sentences: change a rule and the text that teaches it must change too.
What a rulebook leaves open, or what the app reads one way, is said as the app's (DECISIONS.md,
PARTY_BUGS.md); no player text shows a file name.
"""
from __future__ import annotations

import random
import re

import pytest

from game.bug_council.actions import action
from game.bug_council.automa import automa_data, trigger_row_for
from game.bug_council.cards import parse_card
from game.lessons import load_book
from game.party_bugs.state import new_game as new_party_game
from game.bug_council.rules import load_rules
from game.bug_council.scenario import build_start
from game.bug_council.solo import termitenator_space
from scenes.rules_scene import RECONSTRUCTED, RulesScene, load_reference
from tests.ui import snapshot

REF = load_reference()


def paragraph(section: str, start: str, key: str = "sections") -> str:
    """The one paragraph of `section` that starts with `start` (reconstructed marker aside)."""
    found = [p for s in REF[key] if s["title"] == section for p in s["paragraphs"]
             if p.removeprefix(RECONSTRUCTED).startswith(start)]
    assert len(found) == 1, (section, start, found)
    return found[0]


def lesson_step(lesson_id: str, step: str) -> str:
    lesson = load_book().get(lesson_id)
    return lesson.steps[lesson.index(step)].text


def player_texts() -> list[str]:
    texts = [REF["reconstructed_note"], *REF["personality_blurbs"].values()]
    for key in ("sections", "party_bugs_sections"):
        for s in REF[key]:
            texts += [s["title"], *s["paragraphs"]]
    return texts


def test_no_player_text_shows_a_file_or_a_config_path():
    for text in player_texts():
        assert not re.search(r"config/|\.ya?ml\b|\.py\b|\.md\b", text), text


# --- No Allegiance -------------------------------------------------------------------------------

def test_no_allegiance_values_are_the_modes_rules():
    table, emissary, solo = (load_rules(m, 3).na_base for m in ("table", "emissary", "solo"))
    assert table == emissary
    scoring = paragraph("Scoring", "No Allegiance with no trick won:")
    assert scoring.startswith(f"No Allegiance with no trick won: {table} points plus 1 per cube")
    assert f"in solo, {solo} plus the Chambers" in scoring
    assert f"No Allegiance is worth {solo} plus the cubes in the Chambers" in \
        paragraph("Solo: the Termitenator", "Scoring:")
    # The first lesson is a 3-player table game: its closing words use that mode's value.
    assert f"No Allegiance scores {load_rules('table', 3).na_base} + the Chambers' cubes" in \
        lesson_step("first_game", "free_play")


def test_declaring_no_allegiance_is_an_aim_not_an_obligation():
    """Winning a trick after No Allegiance is legal (the declaration fails); no text says a
    player "must" win no trick."""
    texts = [paragraph("Declaring Allegiance", "No Allegiance:"), lesson_step("first_game", "declared")]
    for text in texts:
        assert not re.search(r"must (now )?win no trick", text), text
    assert "fails" in texts[0]
    s = build_start({"mode": "table", "players": 3, "seed": 2, "start": {
        "phase": "trick", "trick": 10, "leader": 0, "declared": ["no_allegiance", "allegiance", "allegiance"],
        "hands": [["8A"], ["1A", "2B"], ["2A", "3B"]]}})
    for seat, c in ((0, "8A"), (1, "1A"), (2, "2A")):
        s, events = s.apply_action(action("play", seat, parse_card(c)))
    assert next(e for e in events if e.kind == "trick_won").seat == 0     # allowed: it only fails


# --- strengths -----------------------------------------------------------------------------------

def test_strengths_change_with_a_visit_not_with_every_trick():
    """When nobody follows suit nobody visits, and the council stays as it was (engine); the
    reference and the first lesson say it that way."""
    s = build_start({"mode": "table", "players": 3, "seed": 2, "start": {
        "phase": "trick", "trick": 5, "leader": 0,
        "hands": [["8A", "2M", "3M", "4M", "5M", "6M", "7M"], ["1B", "2B", "3B", "4B", "5B", "6B", "7B"],
                  ["1C", "2C", "3C", "4C", "5C", "6C", "7C"]]}})
    council = s.council
    for seat, c in ((0, "8A"), (1, "1B"), (2, "1C")):
        s, events = s.apply_action(action("play", seat, parse_card(c)))
    assert next(e for e in events if e.kind == "trick_won").visitor is None
    assert s.council == council and s.trick == 6
    for text in (paragraph("The Initial Council", "The number of cubes on a space"),
                 lesson_step("first_game", "council")):
        assert not re.search(r"(after|during) every trick", text), text
        assert "visits the Council after a trick" in text, text


# --- the Termitenator ----------------------------------------------------------------------------

def _trigger_ranges() -> list[tuple[int | None, int | None, int | None]]:
    """(lowest, highest, row) runs of the engine's Trigger Point by score difference; None at
    an open end."""
    diffs = range(-40, 41)
    runs: list[list] = []
    for d in diffs:
        row = trigger_row_for(d)
        if runs and runs[-1][2] == row:
            runs[-1][1] = d
        else:
            runs.append([d, d, row])
    runs[0][0], runs[-1][1] = None, None
    return [tuple(r) for r in runs]


def test_the_trigger_point_table_is_the_engines_and_only_its_row_numbers_are_inferred():
    text = paragraph("Solo: the Termitenator", "The Trigger Point is")
    assert not text.startswith(RECONSTRUCTED)              # the rulebook prints it in words
    assert f"row {automa_data().raw['trigger_first_age']} in Age I" in text
    for lo, hi, row in _trigger_ranges():
        to = "no trigger" if row is None else f"row {row}"
        said = f"{hi} or less: {to}" if lo is None else f"{lo} or more: {to}" if hi is None else f"{lo} to {hi}: {to}"
        assert said in text, said
    assert "Numbering the rows 1 to 4 from the bottom is the app's" in text


KEY_WORDS = {("cubes", "max"): "most cubes", ("cubes", "min"): "fewest cubes", ("value", "max"): "highest value",
             ("value", "min"): "lowest value", ("row", "min"): "lowest row"}


def test_every_selectors_tiebreak_is_said_as_the_engine_applies_it():
    text = paragraph("Solo: the Termitenator", "Which card it plays")
    assert text.startswith(RECONSTRUCTED)
    for selector in automa_data().raw["selectors"].values():
        said = f"{selector['label']}: " + ", then ".join(KEY_WORDS[tuple(k)] for k in selector["keys"])
        assert said in text, said
    assert "the leftmost card of the lowest row" in text


def test_the_winning_visit_skips_the_termite_space_and_falls_back_as_the_engine_does():
    threshold = automa_data().raw["termite_space_threshold"]
    termite, bees, ants = 4, 0, 2
    # The Termite space has the most cubes but fewer than the threshold: not visited.
    council = (3, 2, 1, 0, threshold - 1)
    assert termitenator_space(council, termite, set(), True, threshold) == bees
    # Every other space with cubes is a face-up suit: the most cubes of all, the Termite space.
    council = (2, 0, 1, 0, threshold - 1)
    assert termitenator_space(council, termite, {bees, ants}, True, threshold) == termite
    text = paragraph("Solo: the Termitenator", "Visiting the Council while Winning:")
    assert f"the Termite space if it holds {threshold} or more cubes" in text
    assert "leaving out the Termite space and the suits of its face-up cards (the app's reading" in text
    assert "If no space with cubes qualifies, it takes the space with the most cubes of all" in text


def test_the_thiefs_direction_is_marked_as_the_apps_reading():
    text = paragraph("Personalities", "The Thief:")
    assert "while Winning it gives you its weakest face-up card and takes your strongest" in text
    assert "(The app's reading: the printed card says it the other way round" in text
    assert "worked example" in text


# --- Party Bugs ----------------------------------------------------------------------------------

def _draw_rounds(variants) -> list[int]:
    """The rounds at whose end the engine's players draw."""
    s, _ = new_party_game(4, 1, variants)
    rng = random.Random(1)
    drawn = set()
    while s.legal_actions():
        before, r = tuple(map(len, s.decks)), s.round
        s, _ = s.apply_action(rng.choice(s.legal_actions()))
        if tuple(map(len, s.decks)) != before:
            drawn.add(r)
    return sorted(drawn)


def test_the_last_draw_of_each_variant_is_the_engines():
    basic, one = _draw_rounds(()), _draw_rounds(("face_down",))
    assert basic == list(range(1, basic[-1] + 1)) and one == list(range(1, one[-1] + 1))
    text = paragraph("A normal round", "Then the played cards go onto the dance floor", "party_bugs_sections")
    assert f"The last draw comes after round {basic[-1]} (Variant One: round {one[-1]})" in text
    assert f"from round {basic[-1] + 1} on (Variant One: round {one[-1] + 1}) nobody draws" in text


@pytest.mark.parametrize("section,start,what", [
    # PARTY_BUGS.md §1-3: the tie for host (the rulebook: the youngest)...
    ("Setup", "Whoever revealed the lowest card", "the app's decision: the rulebook says the youngest"),
    # ...§3: which card of three stays, and §4: Roachy after every player in a tie.
    ("Two identical costumes", "Whenever two cards", "the app's decision: the rulebook does not say which"),
    ("The two-player game", "Roachy, a dummy", "in a tie it comes after every player (the app's decision"),
])
def test_party_bugs_decisions_are_said_as_the_apps(section, start, what):
    assert what in paragraph(section, start, "party_bugs_sections")


def test_the_rules_screen_shows_the_note_without_a_path(app):
    """The Solo section as the Rules screen lays it out: the reconstructed note in words."""
    scene = RulesScene(app)
    app.stack.push(scene)
    scene.jump([s["title"] for s in scene.sections].index("Solo: the Termitenator"))
    app.draw()
    snapshot(app, "rules_reference_solo")
    lines = [line for _kind, line, _y in scene.layout()]
    assert not any(".yaml" in line or "config/" in line for line in lines)
    notes = [line for kind, line, _y in scene.layout() if kind == "note"]
    assert notes and notes[0].startswith("Reconstructed:")
