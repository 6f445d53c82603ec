"""What a Party Bugs player reads: log lines for the engine's typed events and a sentence per
refusal rule, with seat names and "you" (the reader's seat). Nothing here decides a rule."""
from __future__ import annotations

from typing import Sequence

from game.party_bugs.cards import card_str, value_of
from game.party_bugs.events import ROACHY
from game.protocol import Refusal
from game.i18n import N_, _
from game.words import Reader, counted, list_words, you_label
from scenes.wording import RefusalTemplates

ROACHY_NAME = "Roachy"      # a name, the same in every language

# A sentence per refusal rule of game/party_bugs/refusals.py, by who reads it (as Bug Council's
# config/refusals.yaml): `you_turn` when the reader is the seat whose turn it is, `you` when the
# reader is the refused seat, `other` for anyone else. Placeholders: {who} the refused seat's
# name, {turn} a seat's name, {card} a card, {expected} what the table waits for. A name never
# reads "you" here: a form for the reader catches that case first, so no "you's", no "Rufus do".
REFUSALS: dict[str, dict[str, str]] = {
    "game_over": {"other": N_("The game is over.")},
    "no_such_seat": {"other": N_("That seat is not at this table.")},
    "not_now": {"you_turn": N_("Not now: you must {expected}."),
                "other": N_("Not now: {turn} must {expected}.")},
    "already_chose": {"you": N_("You already chose a card this round."),
                      "other": N_("{who} already chose a card this round.")},
    "card_not_in_hand": {"you": N_("You do not hold {card}."),
                         "other": N_("{who} does not hold {card}.")},
    "not_your_take": {"you_turn": N_("It is your turn to take a card, not {who}'s."),
                      "you": N_("It is {turn}'s turn to take a card, not yours."),
                      "other": N_("It is {turn}'s turn to take a card, not {who}'s.")},
    "not_on_floor": {"you": N_("Take a card from the dance floor: {card} is not there."),
                     "other": N_("{who} must take a card from the dance floor: {card} is not there.")},
    "hide_no_party_king": {"other": N_("The face-down card may not be the 13, The Party King.")},
    "mirror_not_in_display": {"you": N_("Discard the Mirror with a card of your display: {card} is not there."),
                              "other": N_("{who} must discard the Mirror with a card of their display: "
                                          "{card} is not there.")},
    "mirror_needs_a_card": {"you": N_("The Mirror goes with one of the cards in your display."),
                            "other": N_("The Mirror goes with one of the cards in {who}'s display.")},
}
# The forms in the order they are tried (scenes.wording.RefusalTemplates picks the first that fits).
_TEMPLATES = RefusalTemplates({rule: tuple((k, forms[k]) for k in ("you_turn", "you", "other") if k in forms)
                               for rule, forms in REFUSALS.items()})


def seat_label(seat: int, names: Sequence[str], shown: int | None, roachy: bool = False) -> str:
    """A seat's label on the table: Roachy, "You" for the shown seat, else its name."""
    return ROACHY_NAME if roachy else you_label() if seat == shown else names[seat]


def reader(names: Sequence[str], you: int | None) -> Reader:
    """The seats as seat `you` reads them, Roachy's by its name."""
    return Reader(names, you, {ROACHY: ROACHY_NAME})


def card_words(c: int) -> str:
    # TRANSLATORS: a card by its value and its set's notation ("a 7 (7b)").
    return _("a {value} ({card})", value=value_of(c), card=card_str(c))


# What the table waits for (a refusal's `expected` decision), as the refusal says it.
DECISION_WORDS = {"hide": N_("put a card face down"), "play": N_("play a card"), "take": N_("take a card"),
                  "mirror": N_("use the Mirror")}


def _named(seat, names: Sequence[str]) -> str:
    """A seat by its name (Roachy's too); never "you"."""
    if seat == ROACHY:
        return ROACHY_NAME
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return _("That seat")


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator), from REFUSALS by who reads it."""
    if r.rule not in REFUSALS:      # a rule newer than the sentences: still a clear one
        return _("Not allowed ({rule}).", rule=r.rule.replace("_", " "))
    p = dict(r.params)
    words = {"who": _named(r.seat, names),
             "card": card_str(p["card"]) if isinstance(p.get("card"), int) else str(p.get("card", "")),
             "turn": _named(p.get("turn"), names),
             "expected": _(DECISION_WORDS.get(str(p.get("expected")), N_("wait")))}
    return _(_TEMPLATES.form(r, you), **words)


def event_lines(e, names: Sequence[str], you: int | None, roachy: bool = False) -> list[str]:
    """The log lines of one event ([] for the ones not worth a line); `names` are the real
    seats' names, `roachy` says whether Roachy plays (the 2-player game)."""
    r = reader(names, you)
    k = e.kind
    if k == "game_set_up":
        return [r.says(e.host, N_("Game {game}: you revealed the lowest card and host the party."),
                       N_("Game {game}: {name} revealed the lowest card and hosts the party."), game=e.game)]
    if k == "plays_revealed":
        # TRANSLATORS: one seat's revealed card in a list ("Rufus 7, you 5").
        plays = list_words([_("{name} {value}", name=r.who(s), value=value_of(c)) for s, c in e.plays])
        if e.king is not None:
            return [r.says(e.king, N_("Revealed: {plays}. The Party King! You must take the whole dance floor."),
                           N_("Revealed: {plays}. The Party King! {name} must take the whole dance floor."),
                           plays=plays)]
        order = list_words([r.who(s) for s in e.take_order])
        return [_("Revealed: {plays}. Taking order: {order}.", plays=plays, order=order)]
    if k == "card_taken":
        return [r.says(e.seat, N_("You take {card}."), N_("{name} takes {card}."), card=card_words(e.card))]
    if k == "floor_swept":
        return [r.says(e.seat, N_("You take the whole dance floor ({cards})."),
                       N_("{name} takes the whole dance floor ({cards})."), cards=counted(len(e.cards), "card"))]
    if k == "pair_boxed":
        return [r.says(e.seat, N_("Two {value}s in your display go back to the box."),
                       N_("Two {value}s in {name}'s display go back to the box."), value=value_of(e.cards[0]))]
    if k == "round_ended":
        return [_("Round {round} ends: the played cards go to the dance floor.", round=e.round)]
    if k == "final_round_began":
        order = list_words([r.who(s) for s in e.take_order])
        if roachy:
            return [_("The final round: no cards are played; each takes one card ({order}, then Roachy).",
                      order=order)]
        return [_("The final round: no cards are played; each takes one card ({order}).", order=order)]
    if k == "mirror_used":
        if e.card is None:
            return [r.says(e.seat, N_("You discard the Mirror alone (an empty display)."),
                           N_("{name} discards the Mirror alone (an empty display)."))]
        return [r.says(e.seat, N_("You discard the Mirror with {card}."), N_("{name} discards the Mirror with {card}."),
                       card=card_words(e.card))]
    if k == "mirror_given":
        return [r.says(e.seat, N_("You have the highest total and take the Mirror for game {game}."),
                       N_("{name} has the highest total and takes the Mirror for game {game}."), game=e.game)]
    if k == "game_scored":
        seats = [r.who(i) for i in range(len(e.face_down))] + ([ROACHY_NAME] if roachy else [])
        totals = list_words([_("{name} {value}", name=n, value=v) for n, v in zip(seats, e.scores)])
        return [_("Game {game} scored: {totals}.", game=e.game, totals=totals)]
    return []


# Each action as the replay's counter names it: (you-form, named-form), with {card}.
ACTION_WORDS = {"play": (N_("you play {card}"), N_("{name} plays {card}")),
                "hide": (N_("you put {card} face down"), N_("{name} puts {card} face down")),
                "take": (N_("you take {card}"), N_("{name} takes {card}")),
                "mirror": (N_("you discard the Mirror with {card}"), N_("{name} discards the Mirror with {card}"))}


def action_words(a, names: Sequence[str], you: int | None = None) -> str:
    """'Rufus plays 7b', 'you take 5a' -- an action as the replay's counter names it (every
    card open)."""
    what = card_str(a.arg) if a.arg is not None else _("an empty display")
    forms = ACTION_WORDS.get(a.kind)
    if forms is None:
        return f"{reader(names, you).who(a.seat)} {a.kind}"
    return reader(names, you).says(a.seat, *forms, card=what)
