"""Party Bugs `expert` (issue 30): its deals are positions its seat cannot tell from the truth,
its endgame search equals a brute force through the engine, it takes the card that wins the
game when one does, it honours `stop`, repeats itself from a seed and plays whole games."""
import random
import threading
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.party_bugs.ai import policy_choice
from game.party_bugs.definition import GAME
from game.party_bugs.expert import Endgame, ExpertController
from game.party_bugs.inference import Inference
from game.party_bugs.state import FACE_DOWN, FINAL, PLAY, SERIES, cards_in_play, new_game
from game.party_bugs.view import seat_view
from tests.test_party_fastsim import VARIANTS, random_position, random_step

EXAMPLES = settings(max_examples=120, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def as_state(s, t):
    """The engine position `s` with the hidden cards of the deal `t` in their places."""
    return replace(s, hands=tuple(map(tuple, t.hands)), decks=tuple(tuple(reversed(d)) for d in t.decks),
                   chosen=tuple(t.chosen), face_down=tuple(t.face_down))


def late_position(players: int, variants: tuple, seed: int, rounds_left: int):
    """A position of random play once the round is `rounds_left` from the final one or later,
    a few random steps on (any phase of the last rounds); None if the game ended first."""
    rng = random.Random(seed)
    s = new_game(players, seed, variants)[0]
    while not s.game_over and s.round < s.final_round - rounds_left:
        s = random_step(s, rng)
    for _ in range(rng.randrange(3 * players)):
        if s.game_over:
            break
        s = random_step(s, rng)
    return None if s.game_over else s


@EXAMPLES
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), variants=st.sampled_from(VARIANTS))
def test_every_deal_is_a_position_the_seat_cannot_tell_from_the_truth(seed, players, variants):
    """Put in the engine's position, a deal shows the seat exactly its view (hand, floor,
    displays, sizes, who chose, legal actions...), places each card once (the state's own
    conservation), never hides a 13 nor a value face up beside its face-down card; when the
    deals are listed, the truth is one of them, and each is listed once."""
    s = random_position(players, variants, seed)
    if s.game_over:
        return
    seat = s.to_act()[0]
    view = seat_view(s, seat)
    inference = Inference(view)
    deals = [inference.deal(random.Random(seed + k)) for k in range(3)]
    listed = inference.exact_deals(300)
    if listed is not None:
        assert len(listed) == inference.deal_count()
        keys = [repr((t.hands, t.chosen, t.face_down, t.decks)) for t in listed]
        assert len(set(keys)) == len(keys)
        hidden = lambda t: (tuple(tuple(sorted(h)) if i != seat else () for i, h in enumerate(t.hands)),  # noqa: E731
                            tuple(t.chosen), tuple(t.face_down), tuple(map(tuple, t.decks)))
        true_key = (tuple(tuple(sorted(h)) if i != seat else () for i, h in enumerate(s.hands)),
                    tuple(s.chosen), tuple(s.face_down), tuple(tuple(reversed(d)) for d in s.decks))
        assert true_key in {hidden(t) for t in listed}
        deals += listed[:50]
    for t in deals:
        dealt = as_state(s, t)
        assert seat_view(dealt, seat) == view
        assert sorted(cards_in_play(dealt)) == sorted(cards_in_play(s))
        for i, fd in enumerate(dealt.face_down):
            if fd is not None:
                assert fd & 15 != 13 and fd & 15 not in {c & 15 for c in dealt.displays[i]}


# --- the endgame search against a brute force through the engine -----------------------------

def engine_outcome(s, seat: int) -> float:
    """expert's reward read from a finished engine game: 1 for a win (the engine's winner),
    plus 0.02 a point of margin to the best rival (Roachy included)."""
    final = s.scores
    rivals = min(v for i, v in enumerate(final) if i != seat)
    return (1.0 if seat in s.winners else 0.0) + 0.02 * (rivals - final[seat])


def hards_outcome(s, seat: int) -> float:
    """hard's reward as `ai.outcome` reads a finished game: the same, but a tie with Roachy
    counts as a loss there (the model of hard keeps hard's reading)."""
    final, n = s.scores, s.players
    mine = final[seat]
    won = all(final[i] > mine or (final[i] == mine and i < n and (i - s.host) % n > (seat - s.host) % n)
              for i in range(len(final)) if i != seat)
    return (1.0 if won else 0.0) + 0.02 * (min(v for i, v in enumerate(final) if i != seat) - mine)


def normal_to_end(s):
    while not s.game_over:
        s = s.apply_action(policy_choice(seat_view(s, s.to_act()[0]), smart=True))[0]
    return s


def brute_model(s, seat: int):
    """hard's choice with everything known, through the engine: each legal action, then
    `normal` everywhere to the end; a secret play of an earlier seat averaged over every card
    of its hand then. The first best action."""
    legal = s.legal_actions(seat)
    worlds = [s]
    if s.phase == PLAY:
        for i in range(s.players):
            if i != seat and s.chosen[i] is not None:
                pool = sorted(s.hands[i] + (s.chosen[i],), key=lambda c: ((c & 15) << 3) | (c >> 4))
                worlds = [replace(w, hands=w.hands[:i] + (tuple(x for x in pool if x != c),) + w.hands[i + 1:],
                                  chosen=w.chosen[:i] + (c,) + w.chosen[i + 1:]) for w in worlds for c in pool]
    values = [sum(hards_outcome(normal_to_end(w.apply_action(a)[0]), seat) for w in worlds) for a in legal]
    return legal[max(range(len(legal)), key=lambda k: (values[k], -k))]


def brute_value(s, me: int) -> float:
    """`me`'s result when it takes its best action at each of its decisions (all in the exact
    rounds here) and every other seat follows brute_model."""
    while not s.game_over:
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        if len(legal) > 1 and seat == me:
            return max(brute_value(s.apply_action(a)[0], me) for a in legal)
        s = s.apply_action(legal[0] if len(legal) == 1 else brute_model(s, seat))[0]
    return engine_outcome(s, me)


def brute_weights(s, deals, me: int, match: float) -> list[float]:
    """A deal's weight: each seat that chose before `me` played brute_model's card (asked on the
    first deal, the chosen cards of it and every later seat back in their hands) with
    probability `match`, each other card of its hand then an equal share of the rest."""
    first = as_state(s, deals[0])
    out = [1.0] * len(deals)
    for i in range(s.players):
        if i == me or s.chosen[i] is None or s.revealed:
            continue
        hands, chosen = list(first.hands), list(first.chosen)
        for j in range(i, s.players):
            if chosen[j] is not None:
                hands[j] = hands[j] + (chosen[j],)
                chosen[j] = None
        before = replace(first, hands=tuple(hands), chosen=tuple(chosen))
        named = brute_model(before, i).arg
        k = len(hands[i])
        out = [w * (match if t.chosen[i] == named else (1 - match) / max(k - 1, 1))
               for w, t in zip(out, deals)]
    return out


@pytest.mark.slow      # the quick loop keeps Bug Council's (tests/test_ai_expert.py)
def test_the_endgame_search_equals_a_brute_force_through_the_engine():
    """On positions of the last two normal rounds and the final round (2-4 players, Variant
    One too), every root option's value over every listed deal equals the brute force's:
    the model of each opponent, the weights and this seat's exact choices, walked in the
    engine instead of the lean simulator."""
    checked = branching = 0
    for seed in range(60):
        players, variants = 2 + seed % 3, ((), (FACE_DOWN,))[seed % 2]
        s = late_position(players, variants, seed, rounds_left=2)
        if s is None or s.round < s.final_round - 2:
            continue
        seat = s.to_act()[0]
        view = seat_view(s, seat)
        if len(view.legal) < 2:
            continue
        deals = Inference(view).exact_deals(400)
        if deals is None:
            continue
        ctl = ExpertController(seat, exact_rounds=2)
        search = Endgame(seat, None, ctl, random.Random(seed))
        options = [a.arg for a in view.legal]
        got = search.values(deals, options, None, float("inf"))
        weights = brute_weights(s, deals, seat, ctl.endgame_match)
        assert search.weights(deals) == pytest.approx(weights)
        total = sum(weights)
        want = [sum(w * brute_value(as_state(s, t).apply_action(a)[0], seat) for w, t in zip(weights, deals)) / total
                for a in view.legal]
        assert got == pytest.approx(want)
        checked += 1
        branching += len(set(round(v, 9) for v in want)) > 1
    assert checked >= 25 and branching >= 10       # positions where the options really differ


@pytest.mark.slow      # 1 s; the quick loop keeps the expert's whole games and its seeded decisions
def test_expert_takes_the_card_that_wins_the_game_when_one_does():
    """The last real taker of the final round (the basic game: everything is known then) wins
    with some floor cards and not with others: expert picks one that wins, every time."""
    met = 0
    for seed in range(400):
        players = 2 + seed % 4
        rng = random.Random(seed)
        s = new_game(players, seed)[0]
        while not s.game_over and not (s.phase == FINAL and len(s.take_order) == 1):
            s = random_step(s, rng)
        if s.game_over:
            continue
        seat = s.to_act()[0]
        wins = {a.arg for a in s.legal_actions(seat) if seat in s.apply_action(a)[0].winners}
        if not wins or len(wins) == len(s.legal_actions(seat)):
            continue
        pick = ExpertController(seat).choose(seat_view(s, seat), random.Random(seed))
        assert pick.arg in wins, (seed, pick)
        met += 1
    assert met >= 15


# --- the controller ---------------------------------------------------------------------------

@pytest.mark.parametrize("rounds_left", [12, 2])      # the playouts, then the endgame search
def test_a_stopped_search_answers_after_the_deal_in_hand(rounds_left):
    """With its stop raised, expert ends after the first deal whatever the budget, in the
    playouts and in the endgame, and still names a legal action."""
    for seed in range(40):
        s = late_position(3, (), seed, rounds_left) if rounds_left < 12 else new_game(3, seed)[0]
        if s is None:
            continue
        seat = s.to_act()[0]
        view = seat_view(s, seat)
        if len(view.legal) < 2:
            continue
        ctl = ExpertController(seat, playouts=10**7, time_cap_ms=10**8, endgame_deals=10**6)
        stop = threading.Event()
        stop.set()
        a = ctl.choose(view, random.Random(seed), stop=stop)
        assert a in view.legal and ctl.last_stats["deals"] == 1
        if rounds_left < 12 and ctl.last_stats["method"] == "endgame" and ctl.last_stats["of_deals"] > 1:
            return
        if rounds_left == 12:
            assert ctl.last_stats["method"] == "playouts"
            return
    pytest.fail("no endgame position with several deals was met")


def test_the_same_seed_gives_the_same_decisions():
    """Counted budgets: a replay of an expert seat is the same game."""
    for seed in range(8):
        s = random_position(3 + seed % 2, VARIANTS[seed % 4], seed) if seed % 2 else late_position(4, (), seed, 3)
        if s is None or s.game_over:
            continue
        view = seat_view(s, s.to_act()[0])
        picks = {ExpertController(playouts=60, time_cap_ms=10**7).choose(view, random.Random(seed))
                 for _ in range(3)}
        assert len(picks) == 1


@pytest.mark.parametrize("players,variants", [pytest.param(2, (FACE_DOWN, SERIES), marks=pytest.mark.slow), (4, ()),
                                              pytest.param(3, (FACE_DOWN,), marks=pytest.mark.slow)])
def test_expert_plays_whole_games_legally_using_both_methods(players, variants):
    """apply_action refuses an illegal action, so a finished game is the proof; expert is
    built through the definition, as the shell and the arena build it."""
    methods = set()
    s = new_game(players, 3, variants)[0]
    ctl = {seat: GAME.make_controller("expert" if seat == 0 else "hard", seat, playouts=48)
           for seat in range(players)}
    rng = random.Random(3)
    while not s.game_over:
        seat = s.to_act()[0]
        view = seat_view(s, seat)
        s = s.apply_action(ctl[seat].choose(view, rng))[0]
        if seat == 0 and len(view.legal) > 1:
            methods.add(ctl[0].last_stats["method"])
    assert s.winners and methods == {"playouts", "endgame"}


def test_expert_is_offered_and_its_options_are_checked():
    """The setup, the lobby and the arena list the definition's levels: expert is the last;
    an unknown --expert-set key is refused with its name."""
    assert GAME.ai_levels[-1] == "expert"
    assert isinstance(GAME.tuned_controller("expert", 1, {"expert_options": {"endgame": False}}), ExpertController)
    with pytest.raises(ValueError, match="endgam"):
        GAME.check_ai_tuning({"expert_options": {"endgam": False}})


def test_the_party_bugs_setup_offers_expert_and_its_buttons_fit_the_panel(app):
    """The new-game form builds its level buttons from the definition: Party Bugs' six (a human
    and five levels) fit the panel, and a click on Expert seats one."""
    from scenes.setup_scene import SetupScene
    from tests.ui import snapshot
    setup = SetupScene(app, game="party_bugs")
    app.stack.push(setup)
    app.frame(app.step)
    assert setup.levels[-2:] == ["hard", "expert"]
    px, _py, pw, _ph = setup.m["setup_panel"]
    expert = [b for b in setup.buttons if b.label.endswith("Expert")]
    assert len(expert) == setup.seat_count
    assert all(b.rect.right <= px + pw for b in expert)
    expert[1].action()
    assert setup.seats[1]["control"] == "expert"
    app.frame(app.step)
    snapshot(app, "party_setup_levels")
