"""Solo mode: the decision tree row by row, the trigger table, personality triggers, the Trilogy."""
import copy
import random

import pytest

from game.bug_council.actions import action
from game.bug_council.automa import automa_data, automa_data_from, decide, trigger_row_for
from game.bug_council.campaign import SOLO_CARDS, Trilogy
from game.bug_council.cards import card_str, parse_card
from game.bug_council.poker import best_hand
from game.bug_council.scenario import build_start
from game.bug_council.solo import LOSING, termitenator_visit
from game.bug_council.view import seat_view


def solo(top_row, council, ideology="winning", leader="follower", trick=None, hand=None,
         personality="pacifist", **extra):
    """A solo position with only the top row of the pyramid left (all face up)."""
    top = list(top_row) + [None] * (4 - len(top_row))
    n = sum(c is not None for c in top)
    trick = trick or 12 - n
    hand = hand or ["1M", "2M", "3M", "4M", "5M", "6M", "7M", "8M", "1C", "2C", "3C"][:12 - trick]
    start = {"termite": "flies", "council": council, "phase": "trick", "trick": trick,
             "marker": {"space": leader}, "ideology": ideology,
             "pyramid": [top, [None] * 3, [None] * 2, [None] * 2], "hands": [hand], **extra}
    return build_start({"mode": "solo", "seed": 3, "personality": personality, "start": start})


COUNCIL = {"bees": 1, "mosquitoes": 0, "ants": 3, "cockroaches": 2, "flies": 0}


def termitenator_choice(s, player_lead=None):
    if player_lead:
        s, _ = s.apply_action(action("play", 0, parse_card(player_lead)))
    chosen, reason = decide(seat_view(s, 1))
    return card_str(chosen.arg), reason


def test_final_trick_winning_keeps_the_strongest_suit_card():
    s = solo(["5A", "3B"], COUNCIL, leader="leader")
    card, reason = termitenator_choice(s)
    assert card == "3B" and "final trick" in reason


def test_leads_winning_plays_the_strongest_suit():
    assert termitenator_choice(solo(["2A", "7B", "4C"], COUNCIL, leader="leader"))[0] == "2A"


def test_leads_losing_plays_the_weakest_suit():
    assert termitenator_choice(solo(["2A", "7B", "4C"], COUNCIL, "losing", leader="leader"))[0] == "7B"


def test_follows_winning_can_win_plays_the_cheapest_winning_card():
    s = solo(["5A", "7A", "2B"], COUNCIL, hand=["3A", "1M", "2M"])
    card, reason = termitenator_choice(s, "3A")
    assert card == "5A" and reason.endswith("cheapest winning card: 5A")


def test_follows_winning_cannot_win_plays_the_weakest():
    s = solo(["5A", "7A", "2B"], COUNCIL, hand=["8A", "1M", "2M"])
    assert termitenator_choice(s, "8A")[0] == "5A"


def test_follows_losing_can_lose_sheds_the_highest_losing_card():
    s = solo(["5A", "7A", "2B"], COUNCIL, "losing", hand=["8A", "1M", "2M"])
    assert termitenator_choice(s, "8A")[0] == "7A"


def test_follows_losing_cannot_lose_plays_the_highest_value():
    s = solo(["5A", "7A", "2B"], COUNCIL, "losing", hand=["1A", "1M", "2M"])
    assert termitenator_choice(s, "1A")[0] == "7A"


def test_follows_off_suit_when_void_every_card_of_a_stronger_suit_wins():
    # Player leads Mosquitoes (0 cubes); the Termitenator has none, so every card wins and
    # the cheapest win is the weakest suit among them: Bees (1 cube).
    s = solo(["5A", "7B", "2C"], COUNCIL, hand=["3M", "1M", "2M"])
    card, reason = termitenator_choice(s, "3M")
    assert card == "7B" and "can win" in reason


def test_a_changed_yaml_tree_changes_the_card_played():
    s = solo(["2A", "7B", "4C"], COUNCIL, leader="leader")
    raw = copy.deepcopy(automa_data().raw)
    for row in raw["decision_tree"]:
        if row["when"] == {"position": "lead", "ideology": "winning"}:
            row["select"] = "highest_value"
    chosen, _ = decide(seat_view(s, 1), automa_data_from(raw))
    assert card_str(chosen.arg) == "7B"
    assert card_str(decide(seat_view(s, 1))[0].arg) == "2A"


@pytest.mark.parametrize("diff,row", [(-15, 1), (-10, 1), (-9, 2), (-5, 2), (-4, 3), (0, 3),
                                      (4, 3), (5, 4), (9, 4), (10, None), (25, None)])
def test_trigger_point_row_from_the_score_difference(diff, row):
    assert trigger_row_for(diff) == row


def test_trigger_point_fires_when_its_row_is_flipped_with_no_trick_won():
    from game.bug_council.state import new_game
    s = new_game(1, 5, "solo", trigger_row=1)
    assert s.ext.ideology == "winning"
    s, events = s.apply_action(action("declare", 0, "allegiance"))
    kinds = [e.kind for e in events]
    assert kinds[-2:] == ["pyramid_flipped", "ideology_changed"]
    assert s.ext.ideology == LOSING


def test_termitenator_winning_activates_a_termite_space_with_five_cubes():
    s = solo(["2A", "7B"], {"bees": 1, "mosquitoes": 0, "ants": 3, "cockroaches": 2, "flies": 5})
    assert termitenator_visit(s.council, s.ext) == 4


def _visit_termite_space(personality):
    """The Termitenator (Winning) visits its own 5-cube Termite space: one cube goes back."""
    s = solo(["2A", "7B", "3C"], {"bees": 1, "mosquitoes": 0, "ants": 3, "cockroaches": 2, "flies": 5},
             hand=["5A", "1M", "2M"], personality=personality, leftover=["8C", "6M"])
    s, _ = s.apply_action(action("play", 0, parse_card("5A")))
    s, events = s.apply_action(action("play", 1, parse_card("2A")))
    return s, events


def test_pacifist2_scores_when_a_five_plus_sow_of_the_termite_space_puts_a_cube_back():
    s, events = _visit_termite_space("pacifist2")
    assert s.council[4] == 1 and s.chambers == 0
    assert s.scores[1] == 1 and any(e.kind == "personality_triggered" for e in events)


def test_pacifist_has_no_trigger():
    s, events = _visit_termite_space("pacifist")
    assert s.scores[1] == 0 and not any(e.kind == "personality_triggered" for e in events)


def test_pacifist2_scores_when_upkeep_recruits_the_termite_space():
    s = solo(["2A", "6B"], {"bees": 4, "mosquitoes": 0, "ants": 3, "cockroaches": 2, "flies": 0},
             hand=["5A", "1M"], personality="pacifist2")
    s, _ = s.apply_action(action("play", 0, parse_card("1M")))
    s = s.hooks.automa_turns(s)
    assert s.age == 2
    # Upkeep gave the Termite space (flies) a New Recruit: +1, and it belongs to the Age just
    # scored (DECISIONS §6): its row and the Age-scoring numbers include it, Age 2 starts clean.
    row = s.ages[0]["seats"][1]
    assert row["personality_points"] == 1
    assert s.scores[1] == row["points"]
    assert s.ext.bonus == 0


def test_card_shark_three_of_a_kind_scores_4():
    chart = automa_data().raw["card_shark_chart"]
    cards = [parse_card(c) for c in ["1F", "3F", "4F", "1A", "5A", "8A", "1M"]]
    assert best_hand(cards, chart) == ("three_of_a_kind", 4)


def test_card_shark_sees_straights_flushes_and_full_houses():
    chart = automa_data().raw["card_shark_chart"]
    assert best_hand([parse_card(c) for c in ["2A", "3B", "4C", "5M", "6A"]], chart)[0] == "straight"
    assert best_hand([parse_card(c) for c in ["2A", "3A", "5A", "7A", "8A"]], chart)[0] == "flush"
    assert best_hand([parse_card(c) for c in ["2A", "2B", "2C", "7A", "7M"]], chart)[0] == "full_house"
    assert best_hand([parse_card(c) for c in ["2A"]], chart) == (None, 0)


def test_card_shark_takes_cards_equal_to_the_termite_cubes():
    s, events = _visit_termite_space("card_shark")
    assert len(s.ext.shark) == 1   # one cube back on the Termite space: one card


def test_trilogy_removes_one_card_unseen_and_carries_scores_over():
    t = Trilogy.new(7)
    assert len(set(t.order) | {t.removed}) == 4 and set(t.order) <= set(SOLO_CARDS)
    rng = random.Random(1)
    for n in range(3):
        s = t.start_game()
        assert s.ext.personality == t.order[n]
        if n:
            assert s.ext.trigger_row == trigger_row_for(t.running[1] - t.running[0])
            assert s.leader == t.next_leader
        while not s.game_over:
            s = s.hooks.automa_turns(s)
            if s.game_over:
                break
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        before = t.running
        t = t.record(s)
        assert t.running == (before[0] + s.scores[0], before[1] + s.scores[1])
        assert t.next_leader == (1 if s.last_trick[1] == 1 else 0)
        assert Trilogy.from_data(t.to_data()) == t
    assert t.finished and t.outcome() in ("player", "termitenator")
    with pytest.raises(ValueError):
        t.start_game()


def test_trilogy_games_2_and_3_take_every_trigger_point_from_the_score_track():
    """DECISIONS §6: the track (carried totals + this game's points) sets Age 1's trigger point
    and every later Age's, in games 2 and 3 alike."""
    from game.bug_council.solo import track
    t = Trilogy.new(11)
    rng = random.Random(4)
    for n in range(3):
        s = t.start_game()
        assert s.ext.carried == t.running and track(s) == t.running
        if n:
            assert s.ext.trigger_row == trigger_row_for(t.running[1] - t.running[0])
        age = s.age
        while not s.game_over:
            s = s.hooks.automa_turns(s)
            if s.game_over:
                break
            if s.age != age:           # a new Age was dealt: its trigger is the track's
                age = s.age
                p, tt = track(s)
                assert (p, tt) == (t.running[0] + s.scores[0], t.running[1] + s.scores[1])
                assert s.ext.trigger_row == trigger_row_for(tt - p)
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        t = t.record(s)
