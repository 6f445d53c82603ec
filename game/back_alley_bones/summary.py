"""Back Alley Bones in a few words, for the app shell's lists: where a game stands ("Round 4,
the Sizzler shoots"), the Statistics row it counts in, and one line per record for Replay a
game. No pygame here: the statistics store (game layer) and the screens read the same words."""
from __future__ import annotations

from typing import Any, Sequence

from game.back_alley_bones.state import FOUR_TEN, FULL_CREW, BonesState

_VARIANT_WORDS = {FOUR_TEN: "4 and 10", FULL_CREW: "full crew"}


def stats_label(variants: Sequence[str]) -> str:
    """The Statistics row: the demo, or the full game's options played (their totals are not
    comparable: more Side Bets, other characters)."""
    extra = [_VARIANT_WORDS[v] for v in sorted(variants) if v in _VARIANT_WORDS]
    return "Demo" if not extra else "With " + " and ".join(extra)


# Rows the Statistics screen lists even before the first game, in this order.
STANDARD_LABELS = (stats_label(()),)


def progress(s: BonesState) -> str:
    """'Round 4, the Sizzler shoots' (or 'Round 4, a Shooter to choose')."""
    who = f"the {s.shooter.capitalize()} shoots" if s.shooter else "a Shooter to choose"
    return f"Round {s.round}, {who}"


def seat_names(setup: Any) -> list[str]:
    return [seat.name for seat in setup.seats] if setup is not None else ["Seat 1", "Seat 2"]


def summary(setup: Any, final: BonesState) -> str:
    """'Back Alley Bones, Demo · Ada 14 Grub, Bo 11 Grub · Ada won' (equal totals: a push, both
    win); an unfinished game ends with where it stopped instead."""
    names = seat_names(setup)
    kind = f"Back Alley Bones, {stats_label(tuple(final.variants))}"
    grub = ", ".join(f"{n} {v} Grub" for n, v in zip(names, final.grub))
    if not final.game_over:
        return f"{kind}  \u00b7  {grub}  \u00b7  {progress(final)}"
    if len(final.winners) > 1:
        return f"{kind}  \u00b7  {grub}  \u00b7  a push: both won"
    return f"{kind}  \u00b7  {grub}  \u00b7  {names[final.winners[0]]} won"
