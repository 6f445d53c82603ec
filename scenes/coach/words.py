"""What a game's screens give the shared coach components to word the coach's data (its
options, reasons, margins, moments), from its own config; nothing is read back from words."""
from __future__ import annotations

import string
from typing import Any, Callable, Mapping, Protocol, Sequence

import yaml

from game.resources import config_path

_FORMATTER = string.Formatter()

from game.i18n import pgettext


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
    """Points ahead of (+) or behind (−) the best rival, one decimal, with the language's decimal
    mark ("+1.4", German "+1,4")."""
    sign = "+" if margin >= 0 else "\u2212"
    return sign + one_decimal(abs(margin))


def one_decimal(x: float) -> str:
    """`x` with exactly one decimal and the language's decimal mark (9.5, German 9,5)."""
    return f"{x:.1f}".replace(".", pgettext("decimal mark", "."))


class CoachWordsError(ValueError):
    """A game's coach config does not fit the data it words; the message names the file and entry."""


def template_fields(text: str) -> set[str]:
    """The placeholders a template fills: "{cubes:cube} on {suit}" -> {"cubes", "suit"}."""
    return {f for _lit, f, _spec, _conv in _FORMATTER.parse(text) if f is not None}


def check_reason_words(data: dict[str, Any], reasons: Mapping[str, Mapping[str, str]], where: str) -> None:
    """`hint.reasons` of a coach config: a sentence for every kind of `reasons` (kind -> its
    params), its placeholders only among that kind's params, and no kind beyond them;
    CoachWordsError naming the entry otherwise."""
    sentences = (data.get("hint") or {}).get("reasons") or {}
    for kind, params in reasons.items():
        text = sentences.get(kind)
        if not isinstance(text, str):
            raise CoachWordsError(f"{where}: hint.reasons.{kind}: expected a sentence")
        if not template_fields(text) <= set(params):
            raise CoachWordsError(f"{where}: hint.reasons.{kind}: unknown placeholder "
                                  f"{sorted(template_fields(text) - set(params))}")
    unknown = set(sentences) - set(reasons)
    if unknown:
        raise CoachWordsError(f"{where}: hint.reasons: unknown kind {', '.join(sorted(unknown))}")


def checked_reason_words(data: Any, reasons: Mapping[str, Mapping[str, str]], where: str) -> dict[str, Any]:
    """A game's coach words (a mapping) once `check_reason_words` passes; CoachWordsError
    naming `where` otherwise."""
    if not isinstance(data, dict):
        raise CoachWordsError(f"{where}: expected a mapping")
    check_reason_words(data, reasons, where)
    return data


def read_coach_words(name: str, parse: Callable[[Any, str], dict[str, Any]]) -> dict[str, Any]:
    """config/`name` read as plain data (yaml.safe_load) and checked by `parse(data, file name)`."""
    path = config_path(name)
    with open(path, encoding="utf-8") as f:
        return parse(yaml.safe_load(f), path.name)
