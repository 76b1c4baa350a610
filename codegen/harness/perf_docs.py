"""docs/performance.md's tables, written by `invoke bench ... --docs` from what it has just measured,
never typed by hand: each table sits between two markers,

    <!-- bench:KEY -->
    ...
    <!-- /bench:KEY -->

and a run of the bench replaces what is between its own markers (a key the page does not have yet is
added at the end). A key names what was measured: ``<puzzle>-<what>-<back end>[-cgb]``. The page is
written to a temporary file and renamed, so it is never left half written."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent.parent / "docs" / "performance.md"
_SECTION = re.compile(r"<!-- bench:(?P<key>[\w-]+) -->\n(?P<body>.*?)<!-- /bench:(?P=key) -->\n", re.S)


def section_key(puzzle: str, what: str, backend: str, cgb: bool = False) -> str:
    return f"{puzzle}-{what}-{backend}" + ("-cgb" if cgb else "")


def sections(text: str) -> dict[str, str]:
    """Every generated section of the page: key -> what is between its markers."""
    return {found["key"]: found["body"] for found in _SECTION.finditer(text)}


def write_section(key: str, caption: str, table: str, page: Path = PAGE) -> None:
    """Put ``caption`` (a line saying what was measured, how, and with how many seeds) and ``table``
    between the markers of ``key``."""
    text = page.read_text() if page.exists() else ""
    block = f"<!-- bench:{key} -->\n{caption}\n\n{table}\n<!-- /bench:{key} -->\n"
    if f"<!-- bench:{key} -->" in text:
        text = _SECTION.sub(lambda found: block if found["key"] == key else found.group(0), text)
    else:
        text = text.rstrip("\n") + "\n\n" + block
    partial = page.with_name(page.name + ".partial")
    partial.write_text(text)
    partial.replace(page)


def table_sizes(table: str) -> set[tuple[str, str]]:
    """The (size, level) pairs a frames table has rows for: its first two columns."""
    rows = set()
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and re.fullmatch(r"\d+x\d+", cells[0]):
            rows.add((cells[0], cells[1]))
    return rows
