"""What a game's screens give the shared coach components to word the coach's data (its
options, reasons, margins, moments), from its own config; nothing is read back from words."""
from __future__ import annotations

from typing import Any, Protocol, Sequence


class CoachWords(Protocol):
    def hint_text(self, entry: str, **fill: Any) -> str:
        """The hint panel's fixed words: title, closes, thinking, thinking_detail, heading,
        footer, tag, none."""
        ...

    def option_label(self, option: Any) -> str: ...

    def option_reasons(self, option: Any) -> str: ...

    def margin_words(self, margin: float) -> str: ...

    def review_text(self, entry: str, **fill: Any) -> str:
        """The review's fixed words (config `review:`): title, button, working, ..."""
        ...

    def position_words(self, moment: Any) -> str:
        """Where in the game a moment is ("Age II, trick 4"; "Round 5")."""
        ...

    def played_words(self, moment: Any, names: Sequence[str], reader: int | None) -> str: ...

    def prefers_words(self, moment: Any) -> str: ...

    def caption_words(self, moment: Any) -> str: ...

    def section(self, moment: Any) -> str:
        """The chart's label for the part of the game a moment is in ("Age I"; "" for none)."""
        ...


def signed(margin: float) -> str:
    """Points ahead of (+) or behind (−) the best rival, one decimal."""
    sign = "+" if margin >= 0 else "\u2212"
    return f"{sign}{abs(margin):.1f}"
