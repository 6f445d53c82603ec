"""One test per rule of the 3-5 player game, read like the rulebook."""
import json
import subprocess
import sys

import pytest

from game.bug_council.actions import IllegalAction, action
from game.bug_council.cards import make_card, parse_card
from game.bug_council.council import new_recruits, sow
from game.bug_council.engine import trick_winner, trick_visitor
from game.scenario import ScenarioActionError, ScenarioError
from game.bug_council.scenario import build_start, run_scenario
from game.bug_council.scoring import game_winners
from game.bug_council.state import new_game
from tests.net_games import quick_first

B, M, A, C, F = range(5)


def c(text):
    return parse_card(text)


# --- Setup --------------------------------------------------------------------------

@pytest.mark.parametrize("players,deck_size,top", [(3, 40, 8), (4, 50, 10), (5, 60, 12)])
def test_setup_deck_by_player_count(players, deck_size, top):
    s = new_game(players, seed=11)
    cards = [x for h in s.hands for x in h] + list(s.leftover)
    assert len(cards) == deck_size and len(set(cards)) == deck_size
    assert max(x & 15 for x in cards) == top
    assert all(len(h) == 11 for h in s.hands)


def test_initial_council_gives_4_3_2_1_0_and_leaves_8_in_supply():
    for seed in range(20):
        s = new_game(4, seed)
        assert sorted(s.council) == [0, 1, 2, 3, 4]
        assert s.supply == 8 and s.chambers == 0


def test_same_seed_same_deal_other_seed_other_deal():
    assert new_game(4, 5).hands == new_game(4, 5).hands
    assert new_game(4, 5).hands != new_game(4, 6).hands


# --- Playing and resolving the trick --------------------------------------------------

def test_all_followed_suit_highest_value_wins():
    plays = ((0, c("3A")), (1, c("9A")), (2, c("1A")))
    pos, off = trick_winner(plays, (0, 0, 0, 0, 0))
    assert pos == 1 and not off


def test_off_suit_strongest_suit_wins_even_with_a_low_card():
    # Rulebook: Ants 2 cubes, Bees 4, Cockroaches 1 -> Dingus's 2 of Bees wins.
    plays = ((0, c("5A")), (1, c("7A")), (2, c("2B")), (3, c("4C")))
    council = (4, 3, 2, 1, 0)
    assert trick_winner(plays, council) == (2, True)


def test_tied_suits_higher_value_wins_and_equal_values_go_to_the_later_card():
    council = (2, 2, 0, 0, 0)
    assert trick_winner(((0, c("1F")), (1, c("3B")), (2, c("5M"))), council)[0] == 2
    assert trick_winner(((0, c("1F")), (1, c("5B")), (2, c("5M"))), council)[0] == 2


def test_lowest_on_suit_card_visits_and_nobody_when_only_the_leader_was_on_suit():
    assert trick_visitor(((0, c("5A")), (1, c("7A")), (2, c("2B")))) == 0
    assert trick_visitor(((0, c("5A")), (1, c("3B")), (2, c("2B")))) is None


def test_trick_winner_leads_the_next_trick():
    s = build_start({"mode": "table", "players": 3, "seed": 1, "start": {
        "phase": "trick", "trick": 2, "leader": 0,
        "council": {"bees": 4, "mosquitoes": 3, "ants": 2, "cockroaches": 1, "flies": 0},
        "hands": [["1B", "2B", "3B", "4B", "5B", "6B", "7B", "8B", "1M", "2M"],
                  ["1A", "2A", "3A", "4A", "5A", "6A", "7A", "8A", "3M", "4M"],
                  ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "5M", "6M"]]}})
    for seat, card in ((0, "1B"), (1, "1A"), (2, "1C")):  # nobody follows: no visit
        s, _ = s.apply_action(action("play", seat, c(card)))
    assert s.last_trick[1] == 0 and s.last_trick[2] is None
    assert s.to_act() == (0, "play") and s.trick == 3


# --- Refusals, each with the rule's reason -----------------------------------------------

def _mid_trick():
    return build_start({"mode": "table", "players": 3, "seed": 1, "start": {
        "phase": "trick", "trick": 10, "leader": 0,
        "council": {"bees": 4, "mosquitoes": 3, "ants": 2, "cockroaches": 1, "flies": 0},
        "hands": [["5A", "1B"], ["7A", "2B"], ["2C", "4C"]]}})


def test_refuses_not_following_suit():
    s, _ = _mid_trick().apply_action(action("play", 0, c("5A")))
    with pytest.raises(IllegalAction) as exc:
        s.apply_action(action("play", 1, c("2B")))
    assert exc.value.reason == "seat 1 must follow suit (holds 7A)"
    refusal = exc.value.refusal
    assert (refusal.rule, refusal.seat, dict(refusal.params)) == ("must_follow_suit", 1, {"lead": A, "cards": (c("7A"),)})
    assert exc.value.action == action("play", 1, c("2B"))
    assert s.hands[1] == (c("2B"), c("7A"))     # nothing changed


def test_refuses_acting_out_of_turn():
    with pytest.raises(IllegalAction, match="it is seat 0's turn, not seat 2's") as exc:
        _mid_trick().apply_action(action("play", 2, c("2C")))
    refusal = exc.value.refusal
    assert (refusal.rule, refusal.seat, dict(refusal.params)) == ("not_your_turn", 2, {"turn": 0})


def test_refuses_a_card_not_held():
    with pytest.raises(IllegalAction, match="seat 0 does not hold 7A") as exc:
        _mid_trick().apply_action(action("play", 0, c("7A")))
    assert exc.value.refusal.rule == "card_not_held" and exc.value.refusal.params == {"card": c("7A")}


def test_refuses_visiting_an_empty_space():
    s = _mid_trick()
    for seat, card in ((0, "5A"), (1, "7A"), (2, "2C")):
        s, _ = s.apply_action(action("play", seat, c(card)))
    assert s.to_act() == (0, "visit")
    with pytest.raises(IllegalAction, match="cannot activate Flies: it has no cubes") as exc:
        s.apply_action(action("visit", 0, F))
    assert exc.value.refusal.rule == "empty_space" and exc.value.refusal.params == {"space": F}
    assert action("visit", 0, F) not in s.legal_actions()


def test_refuses_a_discard_by_an_allegiance_seat():
    s = new_game(3, 1)
    s, _ = s.apply_action(action("declare", 0, "allegiance"))
    s, _ = s.apply_action(action("declare", 1, "no_allegiance"))
    s, _ = s.apply_action(action("declare", 2, "allegiance"))
    assert s.phase == "discard"
    with pytest.raises(IllegalAction, match="seat 0 declared Allegiance and discards nothing") as exc:
        s.apply_action(action("discard", 0, s.hands[0][0]))
    assert (exc.value.refusal.rule, exc.value.refusal.seat) == ("allegiance_discards_nothing", 0)


def test_refuses_declaring_twice_and_playing_before_declarations():
    s = new_game(3, 1)
    s, _ = s.apply_action(action("declare", 1, "allegiance"))
    with pytest.raises(IllegalAction, match="already declared"):
        s.apply_action(action("declare", 1, "no_allegiance"))
    with pytest.raises(IllegalAction, match="Declaration Phase") as exc:
        s.apply_action(action("play", 0, s.hands[0][0]))
    assert exc.value.refusal.rule == "declaration_first" and exc.value.refusal.params == {"waiting": (0, 2)}


# --- Declarations and No Allegiance ----------------------------------------------------

def test_declarations_are_secret_until_all_have_chosen():
    from game.bug_council.view import seat_view
    s = new_game(3, 2)
    s, ev = s.apply_action(action("declare", 2, "no_allegiance"))
    assert [e.kind for e in ev] == ["declared"]
    assert seat_view(s, 0).declared == (None, None, None)
    assert seat_view(s, 2).declared[2] == "no_allegiance"
    s, _ = s.apply_action(action("declare", 0, "allegiance"))
    s, ev = s.apply_action(action("declare", 1, "allegiance"))
    assert ev[-1].kind == "declarations_revealed"
    assert seat_view(s, 0).declared == ("allegiance", "allegiance", "no_allegiance")


def test_no_allegiance_discard_goes_face_down_on_top_of_the_leftover_deck():
    s = new_game(3, 2)
    for seat, d in ((0, "allegiance"), (1, "no_allegiance"), (2, "allegiance")):
        s, _ = s.apply_action(action("declare", seat, d))
    card = s.hands[1][3]
    before = len(s.leftover)
    s, _ = s.apply_action(action("discard", 1, card))
    assert s.leftover[0] == card and len(s.leftover) == before + 1
    assert len(s.hands[1]) == 10 and s.phase == "trick"


def test_no_allegiance_split_is_rounded_down():
    from game.bug_council.rules import load_rules
    r = load_rules("table", 4)
    assert r.no_allegiance_value(chambers=3, successes=2) == 6
    assert r.no_allegiance_value(chambers=4, successes=3) == 4


# --- Visiting the Council and Upkeep ---------------------------------------------------

def test_sowing_fewer_than_five_cubes_goes_clockwise():
    council, overflow, moves = sow((0, 0, 0, 3, 1), C)
    assert council == (1, 1, 0, 0, 2) and overflow == 0
    assert [m.dst for m in moves] == [F, B, M]


def test_sowing_seven_cubes_completes_a_revolution_and_overflows_to_the_chambers():
    council, overflow, moves = sow((7, 1, 0, 2, 1), B)
    assert council == (1, 2, 1, 3, 2) and overflow == 2
    assert [m.dst for m in moves] == [M, A, C, F, B, "chambers", "chambers"]


def test_new_recruits_skip_spaces_tied_for_the_most():
    assert new_recruits((3, 1, 3, 0, 2), 8) == ((3, 2, 3, 1, 3), 5, [C, M, F])


def test_new_recruits_with_a_short_supply_serve_the_weakest_first():
    council, supply, served = new_recruits((4, 1, 0, 2, 0), 2)
    assert served == [A, F] and council == (4, 1, 1, 2, 1) and supply == 0


# --- End of game -----------------------------------------------------------------------

def test_end_of_game_most_points_then_final_age_tricks_then_shared():
    assert game_winners([20, 18, 19], [1, 5, 4]) == ((0,), "points")
    assert game_winners([20, 20, 19], [3, 5, 4]) == ((1,), "final_age_tricks")
    assert game_winners([20, 20, 19], [4, 4, 9]) == ((0, 1), "shared")


# --- The scenario command's errors ---------------------------------------------------

def _run_cli(tmp_path, text):
    p = tmp_path / "s.yaml"
    p.write_text(text)
    return subprocess.run([sys.executable, "-m", "scenes", "scenario", str(p)],
                          capture_output=True, text=True)


def test_scenario_illegal_action_exits_2_with_one_line(tmp_path):
    r = _run_cli(tmp_path, """
mode: table
players: 3
start:
  phase: trick
  trick: 10
  leader: 0
  hands: [[5A, 1B], [7A, 2B], [2C, 4C]]
actions:
  - {seat: 0, play: 5A}
  - {seat: 1, play: 2B}
""")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip() == "action 1: seat 1 must follow suit (holds 7A)"


# A fresh interpreter each (0.4 s): `make check` runs the first, `make test` every one.
@pytest.mark.parametrize("text,needle", quick_first([
    ("mode: table\nplayers: 4\nsurprise: 1\n", "surprise"),
    ("mode: table\nplayers: 4\nstart: {council: {bees: 9, mosquitoes: 9, ants: 9, "
     "cockroaches: 0, flies: 0}}\n", "council"),
    ("mode: table\nplayers: 3\nstart: {council: {bees: 4, mosquitoes: 3, ants: 2, "
     "cockroaches: 1, flies: 0}, supply: 7}\n", "supply"),
    ("mode: table\nplayers: 3\nstart: {phase: trick, trick: 10, hands: [[5A, 5A], [7A, 2B], "
     "[2C, 4C]]}\n", "duplicate card 5A"),
    ("mode: table\nplayers: 3\nstart: {phase: trick, trick: 10, hands: [[5Z, 1B], [7A, 2B], "
     "[2C, 4C]]}\n", "start.hands[0]"),
    ("mode: table\nplayers: 3\nactions: [{seat: 0, fly: 5A}]\n", "fly"),
    ("mode: table\nplayers: 3\nstart: {phase: trick, trick: 10, hands: [[12A, 1B], [7A, 2B], "
     "[2C, 4C]]}\n", "not in this game's deck"),
    ("mode: table\nplayers: 7\n", "players"),
    ("[1, 2\n", "YAML"),
]))
def test_malformed_scenario_exits_2_naming_the_key(tmp_path, text, needle):
    r = _run_cli(tmp_path, text)
    assert r.returncode == 2, r.stdout
    assert needle in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_scenario_report_hands_are_sorted_in_ring_order():
    out = run_scenario({"mode": "table", "players": 3, "seed": 9})
    for hand in out["hands"]:
        cards = [c(x) for x in hand]
        assert cards == sorted(cards)
    assert json.dumps(out)


def test_no_allegiance_split_follows_the_rules_table_rounding():
    """config/rules.yaml no_allegiance.split_rounding is read: 15 points for two successes
    give 7 each rounded down (final rulebook), 8 rounded up (pre-production)."""
    from game.bug_council.rules import load_rules, rules_table, split_share
    assert rules_table()["no_allegiance"]["split_rounding"] == "down"
    assert load_rules("table", 4).no_allegiance_value(5, 2) == 7
    assert split_share(15, 2, "down") == 7 and split_share(15, 2, "up") == 8
    assert split_share(15, 3, "up") == 5 and split_share(15, 0) == 0


def test_a_rules_table_with_an_unknown_split_rounding_is_refused(monkeypatch):
    import copy
    from game.bug_council import rules
    data = copy.deepcopy(rules.rules_table())
    data["no_allegiance"]["split_rounding"] = "sideways"
    monkeypatch.setattr(rules.yaml, "safe_load", lambda fh: data)
    rules.rules_table.cache_clear()
    try:
        with pytest.raises(rules.RulesError, match="split_rounding"):
            rules.rules_table()
    finally:
        monkeypatch.undo()
        rules.rules_table.cache_clear()
