"""Bug Council's names as every screen and the log say them: an Age by its numeral ("Age II",
as the board prints it). One place, so the log, the Replay list, the board and the review
never disagree. Pure (no pygame)."""
from __future__ import annotations

NUMERALS = ("I", "II", "III")     # the board prints three Ages (config/rules.yaml ages)


def age_numeral(age: int) -> str:
    """The Age's Roman numeral, 1 -> "I". A finished game's state counts one Age past the
    last; it reads as the last Age played."""
    return NUMERALS[max(1, min(age, len(NUMERALS))) - 1]


def age_title(age: int) -> str:
    """"Age II"."""
    return f"Age {age_numeral(age)}"
