"""The No Allegiance value the app shows is the value the engine scores, in every mode.

Final rulebook: "10 points PLUS a bonus of 1 point per Strength Cube currently in the Council
Chambers" (3-5 players; the Emissary too); Solo Mode: "the value of No Allegiance is worth 15
points + 1 point per cube in the Council Chambers" (the Trilogy is three solo games).

For each mode the engine plays out the last trick of an Age in which you declared No
Allegiance and win no trick, with 3 cubes in the Chambers (the rulebook's example has 3), and
scores it. What you read must agree with that score: the declaration button ("score B + 3 in
the Chambers = N"), the Age-scoring overlay's note ("B + 3 in the Chambers") and the help's
goal ("B + the Chambers' cubes"). Before this was fixed, all three said 10 in solo.
"""
from __future__ import annotations

import pytest

from game.bug_council.actions import action
from game.bug_council.cards import parse_card
from game.bug_council.scenario import build_start
from game.bug_council.view import seat_view
from scenes.bug_council.overlays import AgeScoringScene
from scenes.overlay import HelpScene
from tests.ui import settle, snapshot

CHAMBERS = 3
COUNCIL = {"bees": 1, "mosquitoes": 2, "ants": 4, "cockroaches": 3, "flies": 0}
SOLO_END = dict(declared=["no_allegiance"], tricks=[0, 5], termite="flies", hands=[["1B"]],
                pyramid=[["5A", "6A", None, None], [None, None, None], [None, None], [None, None]],
                marker={"space": "follower"}, trigger_row=3, ideology="winning")
TABLE_HANDS = [["1B"], ["8A", "3M"], ["2C", "4M"], ["1C", "5M"], ["3C", "6M"]]
TABLE_TRICKS = {3: [0, 5, 4], 4: [0, 4, 3, 2], 5: [0, 3, 3, 2, 1]}     # nine tricks played

# mode -> (scenario keys, the start of the Age's last trick, its actions: (seat, kind, card)).
# You (seat 0) declared No Allegiance and win no trick; the Age ends with the last action.
MODES = {
    **{f"table{n}": ({"mode": "table", "players": n},
                     dict(leader=1, declared=["no_allegiance"] + ["allegiance"] * (n - 1),
                          tricks=TABLE_TRICKS[n], hands=TABLE_HANDS[:n]),
                     [(1, "play", "8A")] + [(seat, "play", TABLE_HANDS[seat][0]) for seat in range(2, n)]
                     + [(0, "play", "1B")])
       for n in (3, 4, 5)},
    "emissary": ({"mode": "emissary"},
                 dict(declared=["no_allegiance", "allegiance"], tricks=[0, 7], emissary_tricks=2,
                      hands=[["1B"], ["8A", "3M"]], emissary_face_up=["2C", "3F"], leftover=[],
                      marker={"side": 1, "space": "follower"}),
                 [(1, "play", "8A"), (1, "emissary", "2C"), (0, "play", "1B")]),
    "solo": ({"mode": "solo", "personality": "pacifist"}, SOLO_END, [(0, "play", "1B")]),
    "trilogy": ({"mode": "trilogy", "personality": "thief"},
                dict(SOLO_END, game=2, carried=[20, 30], scores=[20, 30]), [(0, "play", "1B")]),
}


def scenario(name: str, start: dict) -> dict:
    keys, _end, _actions = MODES[name]
    return {**keys, "seed": 3, "start": {"council": COUNCIL, "chambers": CHAMBERS,
                                         "supply": 18 - sum(COUNCIL.values()) - CHAMBERS, **start}}


def engine_score(name: str):
    """The engine's AgeScored event for the last trick of MODES[name] and the position after
    it: your row must be a successful No Allegiance."""
    _keys, end, actions = MODES[name]
    s = build_start(scenario(name, dict(end, phase="trick", trick=10)))
    events: list = []
    for seat, kind, card in actions:
        s, got = s.apply_action(action(kind, seat, parse_card(card)))
        events += got
        s = s.hooks.automa_turns(s, events.append)       # the Termitenator's card
    scored = next(e for e in events if e.kind == "age_scored")
    mine = scored.rows[0]
    assert mine["no_allegiance"] and mine["tricks"] == 0 and mine["no_allegiance_points"] > 0
    assert s.chambers == CHAMBERS
    return scored, s


@pytest.mark.parametrize("name", sorted(MODES))
def test_the_declaration_button_shows_the_engines_no_allegiance_value(app, name):
    scored, _after = engine_score(name)
    na = scored.rows[0]["no_allegiance_points"]
    base = na - CHAMBERS
    start = {k: v for k, v in MODES[name][1].items() if k in ("game", "carried", "scores")}
    state = build_start(scenario(name, start))           # Age I's Declaration Phase
    table = app.start_game(state.rules.players, state.seed, humans=(0,), state=state)
    settle(app, lambda: bool(table.declare_buttons))
    button = table.declare_buttons[1]
    assert button.label == "No Allegiance"
    assert f"score {base} + {CHAMBERS} in the Chambers = {na} " in button.sub
    assert button.stake == f"{na} points if no tricks"
    snapshot(app, f"declare_no_allegiance_{name}")
    table.open_help()
    assert isinstance(app.stack.top, HelpScene)
    goal = dict(app.stack.top.lines)["Goal"]
    assert f"having declared No Allegiance, {base} + the Chambers' cubes" in goal
    app.draw()
    snapshot(app, f"help_{name}")


@pytest.mark.parametrize("name", sorted(MODES))
def test_the_age_scoring_note_shows_the_engines_no_allegiance_value(app, name):
    scored, after = engine_score(name)
    na = scored.rows[0]["no_allegiance_points"]
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie"][:after.rules.seats]
    overlay = AgeScoringScene(app, scored, seat_view(after, 0), names)
    assert f"No Allegiance with no tricks: {na - CHAMBERS} + {CHAMBERS} in the Chambers" in overlay.note()
    overlay.t = 1e9
    app.stack.push(overlay)
    app.draw()
    snapshot(app, f"age_scoring_no_allegiance_{name}")
