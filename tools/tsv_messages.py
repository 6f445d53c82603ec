"""A Babel extraction method for player words kept in a tab-separated data table (babel.cfg names
the file and its `column`): Bugspiel's categories' common names (config/bugspiel/categories.tsv).
The table stays the English source and keeps its own checks (game/bugspiel/data.py); the screens
translate each value where they show it (`_(value)`).

Every non-empty value of the column is a message; its comment names the row's first column
("category Coleoptera"), so a translator sees what it names. Dev-only (Babel is not shipped)."""
from __future__ import annotations

import csv
import io
from typing import Any, Iterator


def extract(fileobj: Any, keywords: Any, comment_tags: Any, options: dict) -> Iterator[tuple]:
    """(lineno, funcname, message, comments) per value of `options["column"]`."""
    column = options.get("column", "").strip()
    rows = csv.reader(io.StringIO(fileobj.read().decode("utf-8")), delimiter="\t")
    header = next(rows, None)
    if not header or column not in header:
        raise ValueError(f"tsv_messages: no column {column!r} in the table's header")
    at = header.index(column)
    for lineno, row in enumerate(rows, start=2):
        if len(row) > at and row[at].strip():
            yield lineno, None, row[at], [f"{header[0]} {row[0]}"]
