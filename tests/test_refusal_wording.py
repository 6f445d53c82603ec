"""Every refusal the engine can give, worded for the screen from data (config/refusals.yaml).

Real refusals from real positions: seeded games of every mode are driven and, at every
position, a spread of illegal actions is put to `check_action`. Every rule of the catalogue
(game.bug_council.refusals.RULES) must turn up in exactly the modes listed below, and each refusal is
worded for the seat that tried ("you"), for every other seat and for a spectator, with
names such as "Seat 2" and "Mr. (Bug)": no seat numbers, no "You discards", names verbatim.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from game.bug_council import refusals
from game.bug_council.actions import ALLEGIANCE, DECLARATIONS, IllegalAction, action
from game.bug_council.cards import card_title, parse_card
from game.protocol import Refusal
from game.bug_council.refusals import CARD, CARDS, RULES, SEAT, SEATS, SUIT
from game.bug_council.scenario import build_start
from game.bug_council.state import State, new_game
from scenes.bug_council.wording import load_refusal_templates, parse_refusal_templates, refusal_words
from scenes.wording import TemplateError

MODES = {   # name -> (mode, players, options)
    "table3": ("table", 3, {}), "table4": ("table", 4, {}), "table5": ("table", 5, {}),
    "emissary": ("emissary", 2, {}), "solo": ("solo", 1, {"personality": "thief"}),
}
EVERY = set(MODES)
TABLE = {"table3", "table4", "table5"}
# Where each rule can refuse an action. Table seats all declare; only the Emissary and the
# Termitenator do not. A solo Age has one declarer, so nobody has "already declared" or
# "already discarded" while the phase lasts.
WHERE = {
    "game_over": EVERY, "no_such_seat": EVERY, "declaration_first": EVERY,
    "not_a_declarer": {"emissary", "solo"}, "already_declared": TABLE | {"emissary"}, "bad_declaration": EVERY,
    "discards_first": EVERY, "already_discarded": TABLE | {"emissary"},
    "allegiance_discards_nothing": TABLE | {"emissary"}, "card_not_held": EVERY,
    "trick_phase_play": EVERY, "not_your_turn": EVERY, "must_follow_suit": EVERY,
    "must_visit_first": EVERY, "not_the_visitor": EVERY, "no_such_space": EVERY, "empty_space": EVERY,
    "must_play_for_emissary": {"emissary"}, "plays_own_hand": EVERY,
    "emissary_card_not_face_up": {"emissary"}, "emissary_must_follow_suit": {"emissary"},
    "pyramid_card_not_face_up": {"solo"}, "termitenator_must_follow_suit": {"solo"},
}
NAMES = ["Ann", "Seat 2", "Mr. (Bug)", "Rufus", "Lizzy"]


def _probes(s: State) -> list:
    """Illegal (and some legal) actions of every kind for every seat, and for a seat that
    does not exist."""
    out = []
    seats = s.rules.seats
    others = [c for h in s.hands for c in h] + list(s.leftover[:1])
    for seat in range(seats + 1):
        out += [action("declare", seat, d) for d in DECLARATIONS] + [action("declare", seat, "maybe")]
        mine = s.hands[seat] if seat < seats else ()
        stranger = next((c for c in others if c not in mine), None)
        for kind in ("play", "discard", "emissary"):
            out += [action(kind, seat, c) for c in mine]
            if stranger is not None:
                out.append(action(kind, seat, stranger))
        for pool in (s.hooks.playable(s, t) for t in range(seats) if t >= len(s.hands) or not s.hands[t]):
            out += [action(k, seat, c) for c in pool for k in ("play", "emissary")]
        if s.ext is not None and hasattr(s.ext, "pyramid"):
            out += [action("play", seat, c) for c in s.ext.pyramid if c is not None]
        out += [action("visit", seat, space) for space in (*range(5), 7)]
    return out


@lru_cache(maxsize=None)
def harvest(name: str) -> dict[str, tuple[Refusal, State]]:
    """The first refusal of each rule met while driving seeded games of mode `name`, with
    the position it came from."""
    mode, players, options = MODES[name]
    found: dict[str, tuple[Refusal, State]] = {}

    def probe(s: State) -> None:
        for a in _probes(s):
            r = s.check_action(a)
            if r is not None and r.rule not in found:
                found[r.rule] = (r, s)
                # The protocol's contract: apply_action raises exactly this refusal.
                with pytest.raises(IllegalAction) as exc:
                    s.apply_action(a)
                assert exc.value.refusal == r and exc.value.action == a and str(r) == exc.value.reason

    for seed in range(40):
        rng = random.Random(seed)
        s = new_game(players, seed, mode, **options)
        while not s.game_over:
            probe(s)                      # solo: before the Termitenator plays, and after
            after = s.hooks.automa_turns(s)
            if after is not s:
                s = after
                probe(s)
            if s.game_over:
                break
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        probe(s)
        if set(found) >= {r for r, modes in WHERE.items() if name in modes}:
            break
    return found


@pytest.mark.parametrize("name", sorted(MODES))
def test_every_rule_refuses_where_the_rules_say_and_nowhere_else(name):
    found = harvest(name)
    assert set(found) <= set(RULES), f"rules missing from the catalogue: {set(found) - set(RULES)}"
    assert set(found) == {r for r, modes in WHERE.items() if name in modes}


def test_every_rule_of_the_catalogue_is_listed_here():
    assert set(WHERE) == set(RULES)


@pytest.mark.parametrize("name", sorted(MODES))
def test_refusals_carry_their_rules_params_as_data(name):
    for rule, (r, s) in harvest(name).items():
        info = RULES[rule]
        assert set(r.params) == set(info.params), rule
        assert info.section and info.says
        assert r.text and str(r) == r.text
        if rule != "no_such_seat":
            assert isinstance(r.seat, int) and 0 <= r.seat < s.rules.seats, rule
        for key, kind in info.params.items():
            value = r.params[key]
            if kind == SEAT:
                assert isinstance(value, int) and 0 <= value < s.rules.seats, (rule, key)
            elif kind == SEATS:
                assert isinstance(value, tuple) and value and all(0 <= v < s.rules.seats for v in value)
            elif kind in (CARD, SUIT):
                assert isinstance(value, int), (rule, key)
            elif kind == CARDS:
                assert isinstance(value, tuple) and value and all(isinstance(v, int) for v in value)


# --- the sentences ---------------------------------------------------------------------------

_BAD_GRAMMAR = re.compile(r"\b[Yy]ou (discards|has|does|is|holds|plays|visits|declares|activates|"
                          r"wins|was|cannot activates)\b|\b[Yy]ou's\b|\byours's\b")


def _check_sentence(text: str, r: Refusal, reader: int | None, names: list[str], seats: int) -> None:
    where = f"{r.rule} read by {reader}: {text!r}"
    assert text[:1].isupper() and text.endswith("."), where
    assert not _BAD_GRAMMAR.search(text), where
    assert "{" not in text and "}" not in text and "None" not in text, where
    # No seat numbers: take the names out, and no "seat N" is left.
    bare = text
    for name in sorted(names, key=len, reverse=True):
        bare = bare.replace(name, "<name>")
    assert not re.search(r"(?i)\bseat \d", bare), where
    # Every seat the rule speaks of is named verbatim, or is "you" for its reader.
    info = RULES[r.rule]
    form = load_refusal_templates().form(r, reader)
    mentioned = [r.seat] if "{who}" in form else []
    for key, kind in info.params.items():
        if f"{{{key}}}" in form:
            value = r.params[key]
            mentioned += [value] if kind == SEAT else list(value) if kind == SEATS else []
    for seat in mentioned:
        if seat == reader:
            assert re.search(r"\b[Yy]ou", text), where
        else:
            assert names[seat] in text, where
    if reader is not None and reader < seats and reader not in mentioned:
        assert names[reader] not in text, where
    for key, kind in info.params.items():
        if kind == CARD and f"{{{key}}}" in form:
            assert f"the {card_title(r.params[key])}" in text, where
        if kind == CARDS and f"{{{key}}}" in form:
            assert all(card_title(c) in text for c in r.params[key]), where


@pytest.mark.parametrize("name", sorted(MODES))
@pytest.mark.parametrize("order", ["plain", "tricky-first"])
def test_every_refusal_reads_well_for_you_and_for_a_named_seat(name, order):
    names = list(NAMES) if order == "plain" else ["Mr. (Bug)", "Seat 2", "Seat 1", "Bee's Knees", "Ann"]
    for rule, (r, s) in harvest(name).items():
        seats = s.rules.seats
        names_here = names[:seats]
        for reader in [*range(seats), None]:
            text = refusal_words(r, names_here, reader)
            _check_sentence(text, r, reader, names_here, seats)
        if r.seat is not None:
            you = refusal_words(r, names_here, r.seat)
            other = refusal_words(r, names_here, None)
            if "{who}" in load_refusal_templates().form(r, None):
                assert names_here[r.seat] in other and names_here[r.seat] not in you


# --- the known bugs of the old regular expressions, now pinned ----------------------------------

def _declared(players: int, choices: list[str]) -> State:
    s = build_start({"mode": "table", "players": players, "seed": 3, "start": {"phase": "declaration"}})
    for seat, choice in enumerate(choices):
        s, _ = s.apply_action(action("declare", seat, choice))
    return s


def test_a_turn_refusal_names_both_seats_the_right_way_round():
    s = build_start({"mode": "table", "players": 3, "seed": 1, "start": {
        "phase": "trick", "trick": 10, "leader": 0,
        "hands": [["5A", "1B"], ["7A", "2B"], ["2C", "4C"]]}})
    r = s.check_action(action("play", 1, parse_card("7A")))
    assert r.text == "it is seat 0's turn, not seat 1's"
    names = ["You", "Rufus", "Lizzy"]
    assert refusal_words(r, names, 0) == "It is your turn, not Rufus's."
    assert refusal_words(r, ["Ann", "Rufus", "Lizzy"], 1) == "It is Ann's turn, not yours."
    assert refusal_words(r, ["Ann", "Rufus", "Lizzy"], 2) == "It is Ann's turn, not Rufus's."


@pytest.mark.parametrize("kind,text,you,named", [
    # seat 0 declared Allegiance and discards nothing: not "You ... discards"
    ("discard", "seat 0 declared Allegiance and discards nothing",
     "You declared Allegiance and discard nothing.", "Ann declared Allegiance and discards nothing."),
    # every seat still discarding is named, not "(Rufus, 2)"
    ("play", "No Allegiance discards come first (seat 1, 2)",
     "No Allegiance discards come first (waiting for Rufus and Lizzy).",
     "No Allegiance discards come first (waiting for Seat 2 and Mr. (Bug))."),
])
def test_the_discard_refusals_read_right(kind, text, you, named):
    s = _declared(3, [ALLEGIANCE, "no_allegiance", "no_allegiance"])
    r = s.check_action(action(kind, 0, s.hands[0][0]))
    assert r.text == text
    assert refusal_words(r, ["You", "Rufus", "Lizzy"], 0) == you
    assert refusal_words(r, ["Ann", "Seat 2", "Mr. (Bug)"], None) == named
    if kind == "play":
        assert r.params == {"waiting": (1, 2)}
        assert refusal_words(r, ["Ann", "Seat 2", "Mr. (Bug)"], 1) == \
            "No Allegiance discards come first (waiting for you and Mr. (Bug))."


def test_not_following_suit_names_the_lead_and_the_cards_that_follow():
    s = build_start({"mode": "table", "players": 3, "seed": 1, "start": {
        "phase": "trick", "trick": 9, "leader": 0,
        "hands": [["5A", "1B", "3B"], ["7A", "8A", "2B"], ["2C", "4C", "6C"]]}})
    s, _ = s.apply_action(action("play", 0, parse_card("5A")))
    r = s.check_action(action("play", 1, parse_card("2B")))
    assert r.text == "seat 1 must follow suit (holds 7A, 8A)"
    names = ["Ann", "Rufus", "Lizzy"]
    assert refusal_words(r, names, 1) == "You must follow Ants: you hold the 7 of Ants and the 8 of Ants."
    assert refusal_words(r, names, 0) == "Rufus must follow Ants and holds the 7 of Ants and the 8 of Ants."


def test_the_emissary_and_the_termitenator_follow_suit_in_their_own_words():
    s = build_start({"mode": "emissary", "seed": 7, "start": {
        "phase": "trick", "trick": 1, "marker": {"side": 0, "space": "follower"},
        "hands": [["4A", "1B", "2B", "3B", "4B", "5B", "6B", "7B", "8B", "1M", "3M"],
                  ["3A", "1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "1F", "2F"]],
        "emissary_face_up": ["5A", "7F"]}})
    s, _ = s.apply_action(action("play", 0, parse_card("4A")))
    r = s.check_action(action("emissary", 0, parse_card("7F")))
    assert (r.rule, r.seat, r.text) == ("emissary_must_follow_suit", 0, "the Emissary must follow suit (holds 5A)")
    for reader in (0, 1, None):
        assert refusal_words(r, ["Ann", "Bo", "Emissary"], reader) == \
            "The Emissary must follow Ants: it has the 5 of Ants face up."


# --- the templates file fits the catalogue ---------------------------------------------------------

def _templates_data() -> dict:
    path = Path(__file__).resolve().parent.parent / "config" / "refusals.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_the_templates_cover_exactly_the_catalogue():
    assert set(load_refusal_templates().forms) == set(RULES)


def test_every_rule_id_the_engine_can_build_is_in_the_catalogue():
    # The engine names each rule as a literal in a refuse(...) call; none may be missing
    # from RULES, and every rule of RULES is built somewhere.
    game = Path(refusals.__file__).parent
    ids = {rule for path in game.glob("*.py")
           for rule in re.findall(r'\brefuse\("([a-z_]+)"', path.read_text(encoding="utf-8"))}
    assert ids == set(RULES), (ids - set(RULES), set(RULES) - ids)


def test_a_refusal_with_the_wrong_params_is_a_programming_error():
    with pytest.raises(TypeError, match="must_follow_suit"):
        refusals.refuse("must_follow_suit", 0, lead=2)


@pytest.mark.parametrize("rule", sorted(RULES))
def test_a_missing_template_is_refused_with_its_rule_named(rule):
    data = _templates_data()
    del data[rule]
    with pytest.raises(TemplateError, match=rule):
        parse_refusal_templates(data)


@pytest.mark.parametrize("bad,words", [
    ({"game_over": {"you": "You are done."}}, "'other' form"),
    ({"must_follow_suit": "{who} must follow {suit}."}, "unknown placeholder {suit}"),
    ({"not_your_turn": {"you_lead": "x", "other": "y"}}, "unknown form 'you_lead'"),
    ({"made_up_rule": "Nope."}, "unknown rule made_up_rule"),
])
def test_a_malformed_template_is_refused_with_a_clear_message(bad, words):
    data = _templates_data()
    data.update(bad)
    with pytest.raises(TemplateError, match=re.escape(words)):
        parse_refusal_templates(data)


# --- in the player's language (issue 31) ----------------------------------------------------

def test_a_refusal_reads_in_the_players_language_and_the_engine_keeps_its_english():
    """The screen's sentence is the catalogue's translation of config/refusals.yaml's, its suit
    and cards in the language's words; the engine's own text (the command line's) stays English
    whatever the language."""
    from game import i18n
    from game.bug_council.cards import make_card
    refusal = refusals.refuse("must_follow_suit", 0, who="you", lead=2, cards=(make_card(2, 5), make_card(2, 9)))
    with i18n.using("de"):
        assert refusal_words(refusal, ["You", "Rufus"], 0) == "Du musst Ameisen bedienen: Du hast die Ameisen-5 und die Ameisen-9."
        assert refusal_words(refusal, ["Ada", "Rufus"], 1) == "Ada muss Ameisen bedienen und hat die Ameisen-5 und die Ameisen-9."
        again = refusals.refuse("must_follow_suit", 0, who="you", lead=2, cards=(make_card(2, 5), make_card(2, 9)))
    assert again.text == refusal.text == "you must follow suit (holds 5A, 9A)"
    with i18n.using("en"):
        assert refusal_words(refusal, ["You", "Rufus"], 0) == "You must follow Ants: you hold the 5 of Ants and the 9 of Ants."


def test_a_waiting_reader_is_the_languages_pronoun():
    from game import i18n
    refusal = refusals.refuse("declaration_first", 1, waiting=(0, 2))
    with i18n.using("de"):
        assert refusal_words(refusal, ["Ada", "Bo", "Cy"], 2).endswith("(es wird auf Ada und dich gewartet).")
