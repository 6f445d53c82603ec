"""What a Party Bugs player reads: log lines for the engine's typed events and a sentence per
refusal rule, with seat names and "you" (the reader's seat). Nothing here decides a rule."""
from __future__ import annotations

from typing import Sequence

from game.party_bugs.cards import card_str, value_of
from game.party_bugs.events import ROACHY
from game.protocol import Refusal
from game.words import Reader, counted
from scenes.wording import RefusalTemplates

# A sentence per refusal rule of game/party_bugs/refusals.py, by who reads it (as Bug Council's
# config/refusals.yaml): `you_turn` when the reader is the seat whose turn it is, `you` when the
# reader is the refused seat, `other` for anyone else. Placeholders: {who} the refused seat's
# name, {turn} a seat's name, {card} a card, {expected} what the table waits for. A name never
# reads "you" here: a form for the reader catches that case first, so no "you's", no "Rufus do".
REFUSALS: dict[str, dict[str, str]] = {
    "game_over": {"other": "The game is over."},
    "no_such_seat": {"other": "That seat is not at this table."},
    "not_now": {"you_turn": "Not now: you must {expected}.",
                "other": "Not now: {turn} must {expected}."},
    "already_chose": {"you": "You already chose a card this round.",
                      "other": "{who} already chose a card this round."},
    "card_not_in_hand": {"you": "You do not hold {card}.",
                         "other": "{who} does not hold {card}."},
    "not_your_take": {"you_turn": "It is your turn to take a card, not {who}'s.",
                      "you": "It is {turn}'s turn to take a card, not yours.",
                      "other": "It is {turn}'s turn to take a card, not {who}'s."},
    "not_on_floor": {"you": "Take a card from the dance floor: {card} is not there.",
                     "other": "{who} must take a card from the dance floor: {card} is not there."},
    "hide_no_party_king": {"other": "The face-down card may not be the 13, The Party King."},
    "mirror_not_in_display": {"you": "Discard the Mirror with a card of your display: {card} is not there.",
                              "other": "{who} must discard the Mirror with a card of their display: "
                                       "{card} is not there."},
    "mirror_needs_a_card": {"you": "The Mirror goes with one of the cards in your display.",
                            "other": "The Mirror goes with one of the cards in {who}'s display."},
}
# The forms in the order they are tried (scenes.wording.RefusalTemplates picks the first that fits).
_TEMPLATES = RefusalTemplates({rule: tuple((k, forms[k]) for k in ("you_turn", "you", "other") if k in forms)
                               for rule, forms in REFUSALS.items()})


def reader(names: Sequence[str], you: int | None) -> Reader:
    """The seats as seat `you` reads them, Roachy's by its name."""
    return Reader(names, you, {ROACHY: "Roachy"})


def card_words(c: int) -> str:
    return f"a {value_of(c)} ({card_str(c)})"


# What the table waits for (a refusal's `expected` decision), as the refusal says it.
DECISION_WORDS = {"hide": "put a card face down", "play": "play a card", "take": "take a card",
                  "mirror": "use the Mirror"}


def _named(seat, names: Sequence[str]) -> str:
    """A seat by its name (Roachy's too); never "you"."""
    if seat == ROACHY:
        return "Roachy"
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return "That seat"


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator), from REFUSALS by who reads it."""
    if r.rule not in REFUSALS:      # a rule newer than the sentences: still a clear one
        return f"Not allowed ({r.rule.replace('_', ' ')})."
    p = dict(r.params)
    words = {"who": _named(r.seat, names),
             "card": card_str(p["card"]) if isinstance(p.get("card"), int) else str(p.get("card", "")),
             "turn": _named(p.get("turn"), names),
             "expected": DECISION_WORDS.get(str(p.get("expected")), "wait")}
    return _TEMPLATES.form(r, you).format_map(words)


def event_lines(e, names: Sequence[str], you: int | None, roachy: bool = False) -> list[str]:
    """The log lines of one event ([] for the ones not worth a line); `names` are the real
    seats' names, `roachy` says whether Roachy plays (the 2-player game)."""
    r = reader(names, you)
    k = e.kind
    if k == "game_set_up":
        return [f"Game {e.game}: {r.subject(e.host)} revealed the lowest card and {r.verb(e.host, 'host')} the party."]
    if k == "plays_revealed":
        plays = ", ".join(f"{r.who(s)} {value_of(c)}" for s, c in e.plays)
        if e.king is not None:
            return [f"Revealed: {plays}. The Party King! {r.subject(e.king)} must take the whole dance floor."]
        order = ", ".join(r.who(s) for s in e.take_order)
        return [f"Revealed: {plays}. Taking order: {order}."]
    if k == "card_taken":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'take')} {card_words(e.card)}."]
    if k == "floor_swept":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'take')} the whole dance floor "
                f"({counted(len(e.cards), 'card')})."]
    if k == "pair_boxed":
        return [f"Two {value_of(e.cards[0])}s in {r.who(e.seat) + chr(39) + 's' if e.seat != you else 'your'} "
                f"display go back to the box."]
    if k == "round_ended":
        return [f"Round {e.round} ends: the played cards go to the dance floor."]
    if k == "final_round_began":
        order = ", ".join(r.who(s) for s in e.take_order)
        return [f"The final round: no cards are played; each takes one card ({order}"
                f"{', then Roachy' if roachy else ''})."]
    if k == "mirror_used":
        what = f"with {card_words(e.card)}" if e.card is not None else "alone (an empty display)"
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'discard')} the Mirror {what}."]
    if k == "mirror_given":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'have', 'has')} the highest total and "
                f"{r.verb(e.seat, 'take')} the Mirror for game {e.game}."]
    if k == "game_scored":
        seats = [r.who(i) for i in range(len(e.face_down))] + (["Roachy"] if roachy else [])
        totals = ", ".join(f"{n} {v}" for n, v in zip(seats, e.scores))
        return [f"Game {e.game} scored: {totals}."]
    return []


# (you-form, named-form) of each action's verb.
ACTION_VERBS = {"play": ("play", "plays"), "hide": ("put face down", "puts face down"),
                "take": ("take", "takes"), "mirror": ("discard the Mirror with", "discards the Mirror with")}


def action_words(a, names: Sequence[str], you: int | None = None) -> str:
    """'Rufus plays 7b', 'you take 5a' -- an action as the replay's counter names it (every
    card open)."""
    what = card_str(a.arg) if a.arg is not None else "an empty display"
    verb = ACTION_VERBS.get(a.kind, (a.kind, a.kind))[0 if a.seat == you else 1]
    return f"{reader(names, you).who(a.seat)} {verb} {what}"
