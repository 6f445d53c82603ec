"""The table's words for the bottom seat: the prompt of the decision it faces (or who it waits
for), a choice awaiting its confirming click, the hovered visit's sowing, and the declaration
buttons' stakes. From the seat's view alone: the engine computed every fact they state."""
from __future__ import annotations

from typing import Callable

import pygame

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE
from game.bug_council.view import SeatView, Sowing
from game.bug_council.words import card_words, suit_words
from game.i18n import N_, _, ngettext
from game.words import counted
from scenes.widgets import Button

# What a seat is choosing, by the decision's kind: a whole sentence each, {name} the seat.
CHOOSING = {"declare": N_("{name} is choosing a declaration\u2026"), "discard": N_("{name} is choosing a discard\u2026"),
            "play": N_("{name} is choosing a play\u2026"), "emissary": N_("{name} is choosing an Emissary card\u2026")}


def decision_prompt(kind: str | None, view: SeatView, mine: SeatView | None, names: list[str],
                    waiting: set[int], preview: Sowing | None) -> str:
    """The prompt while the bottom seat (`mine`: its view, None when nobody plays here) faces
    decision `kind` (None: none), or what the table waits for (`waiting`: who may act)."""
    if kind == "declare":
        return _("Declare: Allegiance or No Allegiance (click, or press A / N).")
    if kind == "discard":
        return _("No Allegiance: discard one card \u2014 click it or drag it onto the leftover deck.")
    if kind == "visit":
        if preview is not None:
            return preview_words(preview, view.council)
        return _("You visit the Council: hover a space to preview the sowing, click to commit.")
    if kind == "play":
        if mine.lead_suit is None:
            return _("Your lead: play any card (drag it to the trick, click it, or arrows + Enter).")
        lead = suit_words(mine.lead_suit)
        if mine.must_follow:
            return _("Your turn: you must follow {lead}.", lead=lead)
        return _("Your turn: you have no {lead}, so any card may be played.", lead=lead)
    if view.to_act is None:
        return ""
    seat, acting = view.to_act
    if acting in ("declare", "discard") and mine is not None and not mine.legal:
        who = ", ".join(names[w] for w in sorted(waiting))
        if acting == "declare":
            return _("Waiting for {names} to declare\u2026", names=who)
        return _("Waiting for {names} to discard\u2026", names=who)
    if acting == "visit":
        return _("{name} visits the Council and chooses a space to sow\u2026", name=names[seat])
    return _(CHOOSING[acting], name=names[seat]) if acting in CHOOSING else \
        _("{name} is choosing\u2026", name=names[seat])


def confirm_words(kind: str, arg: int) -> str:
    """A choice awaiting its confirming click / Enter."""
    if kind == "visit":
        return _("Click {space} again (or Enter) to sow it; Esc or another space to change.", space=suit_words(arg))
    card = card_words(arg)
    if kind == "discard":
        return _("Click the {card} again (or Enter) to discard it; Esc or another card to change.", card=card)
    if kind == "emissary":
        return _("Click the {card} again (or Enter) to play it for the Emissary; Esc or another card to change.",
                 card=card)
    return _("Click the {card} again (or Enter) to play it; Esc or another card to change.", card=card)


def preview_words(sowing: Sowing, council: tuple[int, ...]) -> str:
    """The hovered visit of `council`: the cubes it sows, and who would lead afterwards."""
    after = sowing.council
    best = sowing.strength[0]
    tied = [i for i, n in enumerate(after) if n == after[best]]
    strongest = " = ".join(suit_words(i) for i in tied)
    space, cubes = suit_words(sowing.space), counted(council[sowing.space], "cube")
    if sowing.overflow:
        return _("Sow {space} ({cubes}, {chambers} to the Chambers): {strongest} would lead with {top}. "
                 "Click to commit.", space=space, cubes=cubes, chambers=sowing.overflow, strongest=strongest,
                 top=after[best])
    return _("Sow {space} ({cubes}): {strongest} would lead with {top}. Click to commit.", space=space, cubes=cubes,
             strongest=strongest, top=after[best])


def declare_buttons(rect: pygame.Rect, head: dict, view: SeatView, declare: Callable[[str], object]) -> list[Button]:
    """The declaration panel's two buttons in `rect` below its heading (`head`: the layout's
    `declare_head`), with what each would score now; `declare(choice)` is sent the choice clicked."""
    pad = head["pad"]
    w = (rect.w - 3 * pad) // 2
    y = rect.y + head["buttons_y"]
    h = rect.h - head["buttons_y"] - pad
    top = max(view.council)
    strongest = suit_words(view.strength[0])
    na = view.na_value
    return [
        Button(pygame.Rect(rect.x + pad, y, w, h), _("Allegiance"), lambda: declare(ALLEGIANCE),
               sub=_("Keep your last card: score 1 per trick won, plus 1 per cube on its suit's space at the Age's "
                     "end (now up to {top}, on {strongest}).", top=top, strongest=strongest),
               stake=_("tricks + up to {top}", top=top)),
        Button(pygame.Rect(rect.x + 2 * pad + w, y, w, h), _("No Allegiance"), lambda: declare(NO_ALLEGIANCE),
               sub=_("Win no tricks at all: score {base} + {chambers} in the Chambers = {total} (split if others "
                     "succeed too). Win any trick: tricks only. Discard a card now.", base=view.na_base,
                     chambers=view.chambers, total=na),
               stake=ngettext("{n} point if no tricks", "{n} points if no tricks", na)),
    ]
