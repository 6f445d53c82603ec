"""The Party Bugs table's prompt: one line under the dance floor saying who acts now and what
they may do, from the shown seat's view (the engine's `to_act`, `chosen`, `plays`, `phase`).
Nothing here decides whose turn it is; it only words the view."""
from __future__ import annotations

from typing import Sequence

from game.party_bugs.cards import value_of
from game.party_bugs.view import SeatView


def prompt_words(v: SeatView, names: Sequence[str], shown_seat: int | None) -> str:
    """What the table waits for, as `shown_seat`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat, decision = v.to_act
    name = "You" if seat == shown_seat else names[seat]
    if decision == "take":
        played = v.plays[seat][1] if v.plays else None     # this round's plays, once revealed
        why = f": played {value_of(played)}" if played is not None else ""
        verb = "take" if seat == shown_seat else "takes"
        if v.phase == "final":
            return f"Final round: {name} {verb} next from the dance floor."
        return f"{name} {verb} next{why}."
    if decision == "play":
        waiting = [n for n, chosen in zip(names, v.chosen) if not chosen]
        if shown_seat is not None and not v.chosen[shown_seat]:
            return "Choose a card to play face down (click or drag it to the dance floor)."
        return f"Waiting for {', '.join(waiting)} to choose."
    if decision == "hide":
        return "Variant One: put one card (not the 13) face down in your display."
    if decision == "mirror":
        return "Variant Two: discard the Mirror with a card of your display."
    return ""
