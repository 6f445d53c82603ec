"""The coach's hint (game.bug_council.coach): a clear best move comes first with the matching reason, every
decision kind is answered, answers are reproducible, a stop is honoured; its words
(scenes.coach_words) cover every reason and trick-status case."""
from __future__ import annotations

import random
import threading

import pytest

from game.bug_council.actions import action
from game.bug_council.cards import parse_card
from game.bug_council.coach import REASONS, Hint, Reason, hint, hint_rng, hint_seed
from game.bug_council.scenario import build_start
from game.bug_council.state import new_game
from game.bug_council.trick_status import TrickStatus, trick_status
from game.bug_council.view import seat_view
from scenes.coach_words import coach_words, option_label, reason_words, trick_status_words

# The last trick of an Age: Rufus and Lizzy have played Ants; you hold the 8 (the top Ants
# card in a 3-player game: it takes the trick whatever happens) and the 2 (it never can).
# Only Ants has cubes, so whoever visits drains it: the trick is the only difference.
LAST_TRICK = {
    "mode": "table", "players": 3, "seed": 7,
    "start": {"council": {"bees": 0, "mosquitoes": 0, "ants": 3, "cockroaches": 0, "flies": 0},
              "chambers": 0, "supply": 15, "phase": "trick", "trick": 10, "leader": 1,
              "hands": [["2A", "8A"], ["4A", "5A"], ["6A", "7A"]]},
}


def last_trick_state():
    s = build_start(LAST_TRICK)
    s, _ = s.apply_action(action("play", 1, parse_card("5A")))
    s, _ = s.apply_action(action("play", 2, parse_card("7A")))
    return s


def test_the_one_card_that_takes_the_last_trick_comes_first():
    view = seat_view(last_trick_state(), 0)
    h = hint(view, random.Random(1), 400)
    best, other = h.options
    assert best.action.arg == parse_card("8A")
    assert best.reasons[0] == Reason("wins_trick", {"pct": 1.0}) and best.trick == 1.0
    assert other.reasons[0].kind == "cannot_win" and other.trick == 0.0
    # The trick is worth exactly one point here, on every deal; the rival who would have
    # taken it (Lizzy) loses that point, so the margin gains one or two.
    assert best.points - other.points == pytest.approx(1.0)
    assert 1.0 <= best.margin - other.margin <= 2.0
    assert h.complete and h.playouts == 400 and h.kind == "play"


def position(mode: str, players: int, seed: int, kind: str, **options):
    """The first position of seat 0 with a decision of `kind` in a random game."""
    rng = random.Random(seed)
    s = new_game(players, seed, mode, **options)
    from game.bug_council.automa import TermitenatorController
    automa = TermitenatorController()
    while not s.game_over:
        legal0 = s.legal_actions(0)
        if legal0 and legal0[0].kind == kind and len(legal0) > 1:
            return s
        if mode == "solo" and s.to_act() == (1, "play"):
            a = automa.choose(seat_view(s, 1))
        else:
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            # seat 0 declares No Allegiance, so a discard comes up
            a = next((x for x in legal if x.arg == "no_allegiance"), None) if seat == 0 and kind == "discard" else None
            a = a or legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize("mode,players,kind,options", [
    ("table", 4, "declare", {}), ("table", 4, "discard", {}), ("table", 5, "play", {}),
    ("table", 3, "visit", {}), ("emissary", 2, "emissary", {}), ("emissary", 2, "visit", {}),
    ("solo", 1, "play", {"personality": "card_shark"}), ("solo", 1, "declare", {"personality": "thief"}),
])
def test_every_decision_kind_is_answered_and_reproducible(mode, players, kind, options):
    s = position(mode, players, 3, kind, **options)
    view = seat_view(s, 0)
    h = hint(view, hint_rng(3, view), 300)
    assert isinstance(h, Hint) and h.kind == kind
    assert sorted(map(repr, (o.action for o in h.options))) == sorted(map(repr, view.legal))
    assert [o.margin for o in h.options] == sorted((o.margin for o in h.options), reverse=True)
    for o in h.options:
        assert o.reasons and all(r.kind in REASONS and set(r.params) == set(REASONS[r.kind]) for r in o.reasons)
        assert all(reason_words(r) for r in o.reasons) and option_label(o)
    again = hint(view, hint_rng(3, view), 300)
    assert again == h


def test_a_stopped_hint_still_answers_from_what_it_played():
    view = seat_view(position("table", 4, 5, "play"), 0)
    stop = threading.Event()
    stop.set()
    h = hint(view, random.Random(2), 5000, stop)
    assert not h.complete and h.playouts == len(view.legal)     # one deal, to say something


def test_the_seed_names_the_position_not_the_moment():
    s = position("table", 4, 9, "play")
    v = seat_view(s, 0)
    assert hint_seed(9, v) == hint_seed(9, seat_view(s, 0)) != hint_seed(10, v)


def test_every_reason_and_status_case_has_words():
    words = coach_words()
    assert set(words["hint"]["reasons"]) == set(REASONS)
    sample = {"pct": 0.85, "suit": 4, "card": parse_card("9F"), "count": 2, "points": 3.25}
    for kind, params in REASONS.items():
        text = reason_words(Reason(kind, {p: sample[t] for p, t in params.items()}))
        assert "{" not in text and text
    names = ["You", "Rufus", "Lizzy"]
    st = trick_status(((1, parse_card("9F")), (2, parse_card("3F")), (0, parse_card("2F"))),
                      (0, 0, 0, 0, 3), 4)
    assert trick_status_words(st, names, 0) == \
        "Winning: Rufus's 9 of Flies, highest Flies. Visiting: you, lowest Flies."
    st = trick_status(((0, parse_card("9F")), (1, parse_card("3B"))), (0, 0, 0, 0, 3), 3)
    assert trick_status_words(st, names, 0) == \
        "Winning: your 9 of Flies, Flies strongest with 3 cubes. Visiting: nobody yet, no one else on Flies."
    # A spectator reads the seat called "You" in the second person, as the log does.
    assert trick_status_words(st, names, None).startswith("Winning: your 9 of Flies")
    assert trick_status_words(st, ["Ann", "Rufus"], None).startswith("Winning: Ann's 9 of Flies")
    assert isinstance(st, TrickStatus)


@pytest.mark.parametrize("ants,kind,words", [
    (3, "drains_suit", "empties Ants, your Allegiance suit (3 cubes)"),
    # 5 or more go all the way round and drop one back on Ants (council.sow): not "empties".
    (7, "cuts_suit", "sows Ants, your Allegiance suit, from 7 cubes down to 1"),
])
def test_a_visit_to_your_own_suit_is_worded_by_what_the_sowing_leaves(ants, kind, words):
    """You played the lowest Mosquito of the Age's last trick and keep the 4 of Ants: visiting
    Ants takes your Allegiance suit down to what council.sow leaves there."""
    council = {"bees": 3, "mosquitoes": 2, "ants": ants, "cockroaches": 2, "flies": 2}
    s = build_start({"mode": "table", "players": 3, "seed": 7, "start": {
        "council": council, "chambers": 0, "supply": 18 - sum(council.values()), "phase": "trick",
        "trick": 10, "leader": 1, "hands": [["1M", "4A"], ["5M", "2B"], ["6M", "3B"]]}})
    for seat, c in ((1, "5M"), (2, "6M"), (0, "1M")):
        s, _ = s.apply_action(action("play", seat, parse_card(c)))
    view = seat_view(s, 0)
    assert view.visitable
    h = hint(view, random.Random(1), 40)
    visit_ants = next(o for o in h.options if o.action.arg == 2)
    reason = visit_ants.reasons[0]
    assert reason.kind == kind and reason.params["before"] == ants
    assert reason_words(reason) == words


def test_a_card_that_never_won_in_the_playouts_is_worded_as_an_estimate():
    """`cannot_win` comes from the deals the coach played out (none took the trick), not from
    a rule: its words say so, and they never claim the card cannot win."""
    text = reason_words(Reason("cannot_win", {}))
    assert "deals" in text and "cannot" not in text
