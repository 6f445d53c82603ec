"""One picture path: a local table draws from its seat's view of the State exactly what it drew
from the State itself, and what a client draws from the view the host sent is the same again
(scenes.bug_council.model.TableModel.from_view), at every position of seeded games of each mode."""
from __future__ import annotations

import json

import pytest

from game.net.wire import dumps, to_plain
from game.protocol import get_game
from game.bug_council.council import strength_ranking
from game.bug_council.state import DECLARATION
from scenes.bug_council.model import TableModel
from scenes.bug_council.modes import mode_picture
from tests.test_view_data import option_sets, positions

GAME = get_game("bug_council")
CASES = [(m.id, n) for m in GAME.modes for n in m.players]


def drawn_from_the_state(s, me: int) -> TableModel:
    """The picture as the table built it from the State before views were its source."""
    declared = [d if (s.phase != DECLARATION or i == me) else None for i, d in enumerate(s.declared)]
    return TableModel(
        seats=s.rules.seats, me=me, age=s.age, trick=s.trick, phase=s.phase,
        council=list(s.council), chambers=s.chambers, supply=s.supply,
        scores=[a + b for a, b in zip(s.scores, s.hooks.score_offset(s))], tricks=list(s.tricks),
        hand_sizes=[len(h) for h in s.hands], my_hand=list(s.hands[me]),
        decided=[d is not None for d in s.declared], declared=declared,
        leftover=len(s.leftover), plays=list(s.plays), leader=s.leader,
        last_trick=s.last_trick, declarers=tuple(s.hooks.declarers(s.rules)),
        mode=mode_picture(s, me), strength=tuple(strength_ranking(s.council)))


# Half a second to two each: `make check` keeps the Emissary's table, `make test` every one.
@pytest.mark.parametrize("mode, players", [c if c == ("emissary", 2) else pytest.param(*c, marks=pytest.mark.slow)
                                           for c in CASES])
def test_the_same_picture_from_the_state_the_view_and_the_wire(mode, players):
    checked = 0
    for options in option_sets("bug_council", mode):
        for seed in (1, 2):
            for s, memory, _events, _a in positions(GAME, mode, players, seed, options):
                for me in range(players):
                    reference = drawn_from_the_state(s, me)
                    assert TableModel.from_state(s, me) == reference
                    view = GAME.view(s, me, memory)
                    sent = GAME.view_from_data(json.loads(dumps(to_plain(view, GAME.action_to_data))))
                    remote = TableModel.from_view(sent)
                    if mode == "solo":
                        # The Termitenator's board keeps hidden cards a replay reveals: its
                        # picture comes from the State (no client plays solo).
                        assert remote.mode is None
                        remote.mode = reference.mode
                    assert remote == reference
                    checked += 1
    assert checked > 100


PARTY = get_game("party_bugs")


def party_drawn_from_the_state(s, me):
    """The Party Bugs picture as the table built it from the State before views were its source."""
    from game.party_bugs.cards import sorted_cards
    from scenes.party_bugs.view import BACK, Picture
    return Picture(players=s.players, round=s.round, final_round=s.final_round, phase=s.phase, host=s.host,
                   floor=list(s.floor), displays=[sorted_cards(d) for d in s.displays],
                   face_down_held=[c is not None for c in s.face_down],
                   my_face_down=s.face_down[me] if me is not None else None,
                   played=[(c if s.revealed else BACK) if c is not None else None for c in s.chosen],
                   hand=sorted_cards(s.hands[me]) if me is not None else [],
                   hand_sizes=[len(h) for h in s.hands], deck_sizes=[len(d) for d in s.decks],
                   boxed=len(s.boxed), take_order=list(s.take_order), totals=list(s.totals),
                   mirror=s.mirror)


# Games of three to six take about a second or more each: slow (`make check` keeps the game for two).
@pytest.mark.parametrize("players", [pytest.param(n, marks=[pytest.mark.slow] if n >= 3 else [])
                                     for n in PARTY.mode("party").players])
def test_party_bugs_draws_the_same_picture_from_the_state_the_view_and_the_wire(players):
    from scenes.party_bugs.view import Picture
    checked = 0
    for options in option_sets("party_bugs", "party"):
        for seed in (1, 2):
            for s, _memory, _events, _a in positions(PARTY, "party", players, seed, options):
                assert Picture.from_state(s, None) == party_drawn_from_the_state(s, None)
                for me in range(players):
                    reference = party_drawn_from_the_state(s, me)
                    assert Picture.from_state(s, me) == reference
                    sent = PARTY.view_from_data(json.loads(dumps(to_plain(PARTY.view(s, me), PARTY.action_to_data))))
                    assert Picture.from_view(sent) == reference
                    checked += 1
    assert checked > 100
