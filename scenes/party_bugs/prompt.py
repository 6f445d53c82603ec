"""The Party Bugs table's prompt: one line under the dance floor saying who acts now and what
they may do, from the shown seat's view (the engine's `to_act`, `chosen`, `plays`, `phase`).
Nothing here decides whose turn it is; it only words the view."""
from __future__ import annotations

from typing import Sequence

from game.i18n import _
from game.party_bugs.cards import value_of
from game.party_bugs.view import SeatView
from game.words import list_words


def prompt_words(v: SeatView, names: Sequence[str], shown_seat: int | None) -> str:
    """What the table waits for, as `shown_seat`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat, decision = v.to_act
    you, name = seat == shown_seat, names[seat]
    if decision == "take":
        played = v.plays[seat][1] if v.plays else None     # this round's plays, once revealed
        if v.phase == "final":
            return _("Final round: you take next from the dance floor.") if you else \
                _("Final round: {name} takes next from the dance floor.", name=name)
        if played is None:
            return _("You take next.") if you else _("{name} takes next.", name=name)
        return _("You take next: played {value}.", value=value_of(played)) if you else \
            _("{name} takes next: played {value}.", name=name, value=value_of(played))
    if decision == "play":
        waiting = [n for n, chosen in zip(names, v.chosen) if not chosen]
        if shown_seat is not None and not v.chosen[shown_seat]:
            return _("Choose a card to play face down (click or drag it to the dance floor).")
        return _("Waiting for {names} to choose.", names=list_words(waiting))
    if decision == "hide":
        return _("Variant One: put one card (not the 13) face down in your display.")
    if decision == "mirror":
        return _("Variant Two: discard the Mirror with a card of your display.")
    return ""
