"""The table's game log: its lines, how far the wheel scrolled it back, where each action's lines
begin (taking an action back cuts the log there), and its lines wrapped to the side panel."""
from __future__ import annotations

from typing import Callable

from game.bug_council.events import Dealt


class GameLog:
    """`wrap(line, width) -> lines`: the text's wrapping (App.text.wrap at the log's size)."""

    def __init__(self, wrap: Callable[[str, int], list[str]]):
        self.lines: list[str] = []
        self.scroll = 0                       # lines scrolled back from the newest
        self.marks: dict[int, int] = {}      # action index -> log length when it was applied
        self._wrap = wrap
        self._wrap_cache: tuple[int, int, list[str]] = (-1, -1, [])

    def add(self, line: str) -> None:
        self.lines.append(line)
        if self.scroll:
            self.scroll += 1     # a reader scrolled back keeps reading the same lines

    def mark(self, index: int) -> None:
        """Action `index` is applied now: its lines begin here."""
        self.marks[index] = len(self.lines)

    def rewind(self, index: int) -> None:
        """Action `index` and every later one were taken back: their lines go."""
        mark = self.marks.get(index)
        if mark is not None:
            del self.lines[mark:]
        self.marks = {k: v for k, v in self.marks.items() if k < index}
        self.scroll = 0

    def wrapped(self, width: int) -> list[str]:
        n, w, lines = self._wrap_cache
        if n == len(self.lines) and w == width:
            return lines
        out: list[str] = []
        for line in self.lines:
            out.extend(self._wrap(line, width))
        self._wrap_cache = (len(self.lines), width, out)
        return out

    def wheel(self, step: int, width: int) -> None:
        """The wheel turned `step` notches over the log (wrapped at `width`)."""
        total = len(self.wrapped(width))
        self.scroll = max(0, min(total - 1, self.scroll + step)) if total else 0

    def replay(self, match, names: list[str]) -> None:
        """The log of a resumed game from its record: the first deal, then each action's events
        worded as the table words them when it animates them (marks kept for undo)."""
        from game.bug_council.log import councils_during, describe_events
        from scenes.wording import second_person_seat
        you = second_person_seat(names)

        def log_events(state, events) -> None:
            for e, council in zip(events, councils_during(events, state.council)):
                for line in describe_events(state, [e], names, you, [council]):
                    if line != e.kind:      # kinds without words are not logged at the table
                        self.add(line)
        first = match.start_state
        log_events(first, [Dealt(first.age, tuple(len(h) for h in first.hands), len(first.leftover))])
        for i, (after, events) in enumerate(match.resumed):
            self.mark(i)
            log_events(after, events)
