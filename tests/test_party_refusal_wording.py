"""Every refusal Party Bugs can give, worded for the screen (scenes/party_bugs/words.py), as Bug
Council's are (tests/test_refusal_wording.py).

Real refusals from real positions: seeded games of every player count and variant are driven
and, at every position, a spread of illegal actions is put to `check_action`. Every rule of
the catalogue (game.party_bugs.refusals.RULES) must turn up and have its own sentence (none
falls back to "Not allowed"), and each is worded for the seat that tried ("you"), for every
other seat and for a spectator, with names such as "Rufus", "Seat 2" and "Mr. (Bug)": a
second person for "you", a third person for a name ("Rufus does not hold", never "Rufus do not
hold"; "It is your turn", never "It is you's turn"), names verbatim.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

from game.party_bugs.cards import card, card_str
from game.party_bugs.refusals import RULES
from game.party_bugs.state import HIDE, MIRROR, PLAY, Action, new_game
from game.protocol import Refusal
from scenes.party_bugs.words import REFUSALS, refusal_words

# One worker runs this module (`--dist loadgroup`): harvest() drives twelve games once for all.
pytestmark = pytest.mark.xdist_group("party_refusal_harvest")

GAMES = [(players, variants) for players in (2, 3, 6)
         for variants in ((), ("face_down",), ("series",), ("face_down", "series"))]
NAMES = ["Rufus", "Seat 2", "Mr. (Bug)", "Lizzy", "Ann", "Bo"]
_BAD = re.compile(r"\b[Yy]ou (does|has|holds|takes|must takes|is)\b|\b[Yy]ou's\b|\byours's\b"
                  r"|\b(Rufus|Seat 2|Mr\. \(Bug\)|Lizzy|Ann|Bo|Roachy) (do|have|hold|take) \b")


def _probes(s) -> list[Action]:
    """Actions of every kind for every seat (and one seat too many): cards in the hand, on the
    dance floor, in the display, anywhere else, a 13, and a Mirror with no card."""
    everywhere = [card(v, k) for k in range(len(s.decks)) for v in (1, 7, 13)]
    out = []
    for seat in range(s.players + 1):
        own = list(s.hands[seat]) + list(s.displays[seat]) if seat < s.players else []
        for kind in (HIDE, PLAY, "take", MIRROR):
            for c in [*own, *s.floor[:2], *everywhere, None]:
                out.append(Action(kind, seat, c))
    return out


@lru_cache(maxsize=None)
def harvest() -> dict[str, tuple[Refusal, int]]:
    """The first refusal of each rule met while driving seeded games, with the player count."""
    found: dict[str, tuple[Refusal, int]] = {}
    for players, variants in GAMES:
        rng = random.Random(players)
        s, _ = new_game(players, players, variants)
        while True:
            for a in _probes(s):
                r = s.check_action(a)
                if r is not None:
                    found.setdefault(r.rule, (r, players))
            legal = s.legal_actions()
            if not legal:
                break
            s, _ = s.apply_action(rng.choice(legal))
    return found


def test_every_rule_of_the_catalogue_has_its_sentence():
    assert set(REFUSALS) == set(RULES)
    for rule, forms in REFUSALS.items():
        assert "other" in forms and set(forms) <= {"you_turn", "you", "other"}, rule


@pytest.mark.slow
def test_every_rule_of_the_catalogue_turns_up_in_play():
    assert set(harvest()) == set(RULES)


@pytest.mark.slow                  # harvest() drives twelve games first
@pytest.mark.parametrize("rule", sorted(RULES))
def test_every_refusal_reads_well_for_you_and_for_a_named_seat(rule):
    r, players = harvest()[rule]
    names = NAMES[:players]
    for reader in [*range(players), None]:
        text = refusal_words(r, names, reader)
        where = f"{rule} read by {reader}: {text!r}"
        assert text[:1].isupper() and text.endswith("."), where
        assert not text.startswith("Not allowed"), where
        assert not _BAD.search(text), where
        assert "{" not in text and "None" not in text, where
        assert not re.search(r"\b(seat|Seat) \d\b", text.replace("Seat 2", "<name>")), where
        if "turn" in r.params and r.params["turn"] != reader:
            assert names[r.params["turn"]] in text, where
        if reader is not None and reader != r.seat and reader != r.params.get("turn"):
            assert names[reader] not in text, where            # nobody else is called by the reader's name
    if "{card}" in REFUSALS[rule].get("you", REFUSALS[rule]["other"]):
        assert card_str(r.params["card"]) in refusal_words(r, names, r.seat)


def test_the_two_old_grammar_slips_read_right():
    """'Rufus do not hold' and 'It is you's turn' (issue 27), now in their own forms."""
    not_held = Refusal("card_not_in_hand", 1, {"card": card(7, 1)}, "")
    assert refusal_words(not_held, ["You", "Rufus", "Lizzy"], 0) == "Rufus does not hold 7b."
    assert refusal_words(not_held, ["You", "Rufus", "Lizzy"], 1) == "You do not hold 7b."
    take = Refusal("not_your_take", 1, {"turn": 0}, "")
    assert refusal_words(take, ["You", "Rufus", "Lizzy"], 0) == "It is your turn to take a card, not Rufus's."
    assert refusal_words(take, ["Ann", "Rufus", "Lizzy"], 1) == "It is Ann's turn to take a card, not yours."
    assert refusal_words(take, ["Ann", "Rufus", "Lizzy"], 2) == "It is Ann's turn to take a card, not Rufus's."
