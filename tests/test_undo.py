"""The undo rule (game/undo.py): own last action, until something hidden was revealed since."""
from __future__ import annotations

import random

from game.bug_council.actions import ALLEGIANCE, action
from game.record import GameRecord
from game.bug_council.undo_words import REVEALS, reveal_reason
from game.undo import rewind, undo_target
from scenes.bug_council.wording import taken_back_words


def play(record: GameRecord, state, a):
    state, events = state.apply_action(a)
    record.actions.append(a)
    return state, events


def first_legal_for(state, seat):
    return state.legal_actions(seat)[0]


def table_after_declarations(seed: int = 4):
    """A 4-player table game right after the declarations (all Allegiance): seat to lead."""
    rec = GameRecord("table", 4, seed)
    s = rec.start()
    for seat in range(4):
        s, _ = play(rec, s, action("declare", seat, ALLEGIANCE))
    return rec, s


def test_nothing_to_undo_at_the_start():
    rec = GameRecord("table", 4, 1)
    check = undo_target(rec, 0)
    assert check.index is None and check.reason == "nothing to undo yet"


def test_own_declaration_may_be_taken_back_until_the_reveal():
    rec = GameRecord("table", 4, 2)
    s = rec.start()
    s, _ = play(rec, s, action("declare", 0, ALLEGIANCE))
    assert undo_target(rec, 0).index == 0
    # AIs declaring (secretly) reveal nothing: seat 0 may still take its choice back
    for seat in (1, 2):
        s, _ = play(rec, s, action("declare", seat, ALLEGIANCE))
    assert undo_target(rec, 0).index == 0
    s, events = play(rec, s, action("declare", 3, ALLEGIANCE))
    assert any(e.kind == "declarations_revealed" for e in events)
    check = undo_target(rec, 0)
    assert check.index is None and "declarations were revealed" in check.reason


def test_allowed_right_after_own_play_then_refused_after_another_seats_card():
    rec, s = table_after_declarations()
    leader = s.to_act()[0]
    s, events = play(rec, s, first_legal_for(s, leader))
    check = undo_target(rec, leader)
    assert check.allowed and check.index == len(rec.actions) - 1 and check.action == rec.actions[-1]
    nxt = s.to_act()[0]
    s, _ = play(rec, s, first_legal_for(s, nxt))
    check = undo_target(rec, leader, names=["Ann", "Rufus", "Lizzy", "Dingus"])
    assert check.index is None
    assert check.reason == f"{['Ann', 'Rufus', 'Lizzy', 'Dingus'][nxt]} has played a card since"


def test_another_humans_action_blocks_the_undo():
    rec = GameRecord("table", 3, 7)
    s = rec.start()
    s, _ = play(rec, s, action("declare", 0, ALLEGIANCE))
    s, _ = play(rec, s, action("declare", 1, ALLEGIANCE))
    assert undo_target(rec, 0, humans=()).index == 0            # seat 1 is an AI: rewound too
    check = undo_target(rec, 0, humans=(0, 1), names=["Ann", "Bo", "Cy"])
    assert check.index is None and check.reason == "Bo has declared since"


def test_rewound_position_equals_a_fresh_replay_and_is_deterministic():
    rec, s = table_after_declarations(9)
    leader = s.to_act()[0]
    s, _ = play(rec, s, first_legal_for(s, leader))
    check = undo_target(rec, leader)
    state, cut = rewind(rec, check.index)
    fresh = GameRecord("table", 4, 9, {}, list(rec.actions[:check.index])).replay()[0]
    assert state == fresh and cut.actions == rec.actions[:check.index]
    assert state.legal_actions(leader)                          # the leader may play again
    assert len(rec.actions) == check.index + 1                  # the record itself is untouched
    again = undo_target(GameRecord.from_data(rec.to_data()), leader)
    assert again == check                                        # same record, same answer


def find(mode: str, players: int, kind: str, seat: int = 0, seeds=range(1, 60), **options):
    """A record whose last action is `seat`'s and whose first reveal is an event of `kind`."""
    for seed in seeds:
        rng = random.Random(seed)
        rec = GameRecord(mode, players, seed, dict(options))
        s = rec.start()
        while not s.game_over:
            a = None
            for who in range(s.rules.seats):
                legal = s.legal_actions(who)
                if legal:
                    a = legal[rng.randrange(len(legal))]
                    break
            s, events = play(rec, s, a)
            first = next((e.kind for e in events if reveal_reason(e, seat, s)), None)
            if a.seat == seat and first == kind:
                return rec, events
    raise AssertionError(f"no {kind} found")


def test_refused_after_a_pyramid_flip_in_solo():
    rec, _events = find("solo", 1, "pyramid_flipped")
    check = undo_target(rec, 0)
    assert check.index is None and check.reason == REVEALS["pyramid_flipped"]
    # one step earlier (before the flipping action) the player's previous action is judged
    assert undo_target(GameRecord("solo", 1, rec.seed, {}, rec.actions[:-1]), 0).reason != REVEALS["pyramid_flipped"]


def test_refused_after_an_emissary_draw_with_two_players():
    rec, events = find("emissary", 2, "emissary_drew")
    assert not any(e.kind == "card_played" and e.controller != 0 for e in events)
    check = undo_target(rec, 0)
    assert check.index is None and check.reason == REVEALS["emissary_drew"]


def test_refused_after_the_age_ends_and_a_new_deal():
    rec, events = find("table", 3, "age_scored")
    assert any(e.kind == "dealt" for e in events)
    check = undo_target(rec, 0)
    assert check.index is None and check.reason == REVEALS["age_scored"]


def test_taken_back_words_hide_secret_choices():
    names = ["You", "Lizzy", "Rufus"]
    assert taken_back_words(action("declare", 0, ALLEGIANCE), names) == "You took back your declaration."
    assert "of the" not in taken_back_words(action("discard", 1, 0x13), names)
    assert taken_back_words(action("discard", 1, 0x13), names) == "Lizzy took back their discard."
    assert taken_back_words(action("visit", 0, 0), names) == "You took back your Council visit to Bees."


def test_refused_after_the_thief_swaps_a_card_with_you():
    rec, _events = find("solo", 1, "personality_triggered", personality="thief")
    check = undo_target(rec, 0)
    assert check.index is None and check.reason == "the Thief swapped a card with you since"
