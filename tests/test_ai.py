"""AI controllers: legal actions only, view-only information, determinism, the worker API."""
import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bug_council.actions import Action
from game.bug_council.ai.determinize import Sampler
from game.bug_council.ai.knowledge import hidden_holders, unseen_cards, voids
from game.bug_council.ai.search import HardController
from game.ai.worker import start_decision
from game.bug_council.automa import TermitenatorController
from game.bug_council.ai import make_controller
from game.bug_council.solo import PERSONALITIES
from game.bug_council.state import State, new_game
from game.bug_council.view import SeatView, note_discard, seat_view

FEW = settings(max_examples=6, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow])
LEVELS = ("random", "easy", "normal", "hard")


def controllers_for(mode: str, players: int, seed: int):
    """A mix of every level across the seats; hard on a small budget to keep tests quick."""
    out = {}
    for seat in range(players):
        level = LEVELS[(seat + seed) % len(LEVELS)]
        out[seat] = (HardController(iterations=40, solo_iterations=12) if level == "hard"
                     else make_controller(level))
    if mode == "solo":
        out[1] = TermitenatorController()
    return out


def play(mode: str, players: int, seed: int, on_view=None, **options) -> State:
    """A complete game between controllers, checking every answer is legal."""
    s = new_game(players, seed, mode, **options)
    ctl = controllers_for(mode, s.rules.players, seed)
    rng = random.Random(seed)
    discards: dict[int, int] = {}
    while not s.game_over:
        seat, _ = s.to_act()
        view = seat_view(s, seat, discards.get(seat))
        if on_view:
            on_view(s, view)
        a = ctl[seat].choose(view, rng)
        assert isinstance(a, Action) and a in view.legal, (a, view.legal)
        assert s.check_action(a) is None
        age = s.age
        s, _ = s.apply_action(a)
        note_discard(discards, a, age, s.age)
    return s


@pytest.mark.slow      # 2 s; the quick loop keeps the Emissary's (below) and every controller's view
@FEW
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4, 5]))
def test_controllers_play_only_legal_actions_at_the_table(seed, players):
    play("table", players, seed)


@FEW
@given(seed=st.integers(0, 2**31))
def test_controllers_play_only_legal_actions_with_the_emissary(seed):
    play("emissary", 2, seed)


@pytest.mark.parametrize("personality", PERSONALITIES)
def test_controllers_play_only_legal_actions_in_solo(personality):
    for seed in range(len(LEVELS)):      # the player seat gets every level in turn
        play("solo", 1, seed, personality=personality)


# --- hidden information ------------------------------------------------------------------

def visible_cards(view: SeatView) -> set[int]:
    """Cards the view shows this Age (last_trick may be last Age's, since reshuffled)."""
    cards = set(view.hand)
    cards |= {c for t in view.history for _s, c in t} | {c for _s, c in view.plays}
    for k in ("emissary_face_up", "pyramid"):
        cards |= {c for c in view.public.get(k, ()) if c is not None}
    if view.own_discard is not None:
        cards.add(view.own_discard)
    return cards


def check_no_hidden_cards(s: State, view: SeatView) -> None:
    """The view holds no State and no card of another hand, the face-down pyramid or the
    leftover deck, and our sampling deals exactly the cards that really are hidden."""
    for name in SeatView.__dataclass_fields__:
        assert not isinstance(getattr(view, name), State), name
    hidden = {c for i, h in enumerate(s.hands) if i != view.seat for c in h} | set(s.leftover)
    if s.rules.mode == "solo":
        hidden |= {c for c, up in zip(s.ext.pyramid, s.ext.face_up) if c is not None and not up}
        hidden |= set(s.ext.shark)
    if view.own_discard is not None:
        hidden.discard(view.own_discard)
    assert not (visible_cards(view) & hidden)
    for value in view.public.values():
        assert isinstance(value, (int, str, tuple, type(None))), value
    for k in ("emissary_face_up", "pyramid"):
        assert not set(view.public.get(k, ())) & hidden
    assert set(unseen_cards(view)) == hidden
    holders = hidden_holders(view)
    assert sum(h.size for h in holders) == len(hidden)
    deal = Sampler(view).deal(random.Random(1))
    for h, cards in zip(holders, deal):
        assert len(cards) == h.size
        if h.name == "hand":
            assert not {c >> 4 for c in cards} & h.void
            assert h.void.isdisjoint({c >> 4 for c in s.hands[h.seat]})   # voids are true


@pytest.mark.parametrize("mode,players,options", [
    ("table", 4, {}), ("table", 5, {}), ("emissary", 2, {}),
    ("solo", 1, {"personality": "card_shark"}), ("solo", 1, {"personality": "thief"})])
def test_a_controller_sees_only_its_view(mode, players, options):
    play(mode, players, 11, on_view=check_no_hidden_cards, **options)


def test_voids_come_from_off_suit_plays():
    s = new_game(4, 3)
    rng = random.Random(3)
    found = False
    while not s.game_over and not found:
        s, _ = s.apply_action(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
        v = seat_view(s, 0)
        for seat, suits in voids(v).items():
            found = True
            assert not any(c >> 4 in suits for c in s.hands[seat])
    assert found


# --- determinism -------------------------------------------------------------------------

def position(mode: str, players: int, seed: int, trick_plays: int, **options) -> State:
    rng = random.Random(seed)
    s = new_game(players, seed, mode, **options)
    n = 0
    while n < trick_plays or s.to_act()[1] not in ("play", "emissary") or len(s.legal_actions()) < 2:
        s = s.hooks.automa_turns(s)
        legal = s.legal_actions()
        s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        n += s.phase == "trick"
        s = s.hooks.automa_turns(s)
    return s


@pytest.mark.parametrize("mode,players,options", [
    ("table", 4, {}), ("emissary", 2, {}), ("solo", 1, {"personality": "trickster"})])
def test_same_seed_and_budget_give_the_same_decision(mode, players, options):
    s = position(mode, players, 5, 6, **options)
    view = seat_view(s, s.to_act()[0])
    runs = []
    for _ in range(2):
        ctl = HardController(iterations=150, solo_iterations=30)
        runs.append((ctl.choose(view, random.Random(42)), ctl.last_stats))
    assert runs[0] == runs[1]
    assert runs[0][1]["iterations"] == (30 if mode == "solo" else 150)
    for level in ("easy", "normal"):
        ctl = make_controller(level)
        assert ctl.choose(view, random.Random(9)) == ctl.choose(view, random.Random(9))


# --- worker ------------------------------------------------------------------------------

def test_the_worker_answers_with_the_controllers_choice():
    s = position("table", 4, 8, 3)
    view = seat_view(s, s.to_act()[0])
    direct = make_controller("normal").choose(view, random.Random(4))
    job = start_decision(make_controller("normal"), view, random.Random(4))
    assert job.wait(30)
    assert job.poll() == direct and job.done and not job.cancelled


def test_the_worker_polls_none_while_thinking_and_cancels_promptly():
    s = position("table", 4, 8, 3)
    view = seat_view(s, s.to_act()[0])
    ctl = HardController(iterations=10**8, time_cap_ms=10**8)
    job = start_decision(ctl, view, random.Random(4))
    assert job.poll() is None            # returns at once while the search runs
    job.cancel()
    assert job.wait(30)                  # the search saw the stop flag
    assert job.poll() is None and job.cancelled
    assert ctl.last_stats["iterations"] < 10**8


def test_the_worker_reports_a_controllers_error():
    class Broken:
        name = "broken"

        def choose(self, view, rng):
            raise RuntimeError("boom")
    s = position("table", 4, 8, 3)
    job = start_decision(Broken(), seat_view(s, s.to_act()[0]), random.Random(1))
    assert job.wait(10)
    with pytest.raises(RuntimeError):
        job.poll()
