"""The documentation holds together: every relative link in README.md and docs/ points to a file that
exists, and every #anchor to a heading of that page; the README stays short; docs/performance.md
has, for every puzzle, a table of every size and level the cartridge offers, written by the bench."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from codegen.harness.perf_docs import sections, table_sizes
from codegen.puzzles import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation but hyphens dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    return {slug(line.lstrip("#")) for line in text.splitlines() if re.match(r"#{1,6} ", line)}


def links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    return [target for target in LINK.findall(text) if not re.match(r"[a-z]+:", target)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_and_anchor_exists(page):
    for target in links(page):
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.exists(), f"{page.name}: {target}"
        if anchor:
            assert linked.suffix == ".md" and anchor in anchors(linked), f"{page.name}: {target}"


def test_the_link_check_sees_a_broken_link_and_a_broken_anchor(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# A heading, with `code`\n\n[ok](#a-heading-with-code) [gone](missing.md) [bad](#nowhere)\n")
    assert anchors(page) == {"a-heading-with-code"}
    assert links(page) == ["#a-heading-with-code", "missing.md", "#nowhere"]


def test_the_readme_is_short():
    assert len((ROOT / "README.md").read_text().splitlines()) <= 200


@pytest.mark.parametrize("puzzle", REGISTRY, ids=lambda p: p.name)
def test_performance_has_every_size_and_level_of_every_puzzle(puzzle):
    """Each puzzle has at least one table per back end the docs measured, and every table of the
    puzzle's frames (or, for Hitori, its puzzles) has a row for every size and level it offers."""
    generated = sections((ROOT / "docs" / "performance.md").read_text())
    tables = {key: body for key, body in generated.items()
              if key.startswith(f"{puzzle.name}-frames-") or key.startswith(f"{puzzle.name}-puzzles-")}
    assert tables, f"docs/performance.md has no table for {puzzle.name}: run invoke bench --puzzle {puzzle.name} --docs"
    offered = {(f"{w}x{h}", level) for w, h in puzzle.sizes for level in puzzle.difficulties
               if puzzle.offers((w, h), level)}
    for key, body in tables.items():
        assert table_sizes(body) == offered, key


def readme_blocks() -> list[list[str]]:
    text = (ROOT / "README.md").read_text()
    return [block.strip().splitlines() for block in re.findall(r"```sh\n(.*?)```", text, re.S)]


def test_ci_runs_the_readmes_set_up_commands_verbatim():
    """The README's set-up: a line of Debian packages, then two commands (build the ROM; run the
    tests). .ci/run installs those packages and runs the two commands as they are written."""
    prerequisites, commands = readme_blocks()[:2]
    ci = (ROOT / ".ci" / "run").read_text()
    (apt,) = prerequisites
    assert apt.startswith("sudo apt-get install -y ")
    for package in apt.split()[4:]:
        assert re.search(rf"dpkg -s {re.escape(package)}\b|missing\+=\({re.escape(package)}\)", ci), package
    assert len(commands) == 2 and "invoke build" in commands[0] and commands[1].endswith("invoke test")
    assert ci.rstrip().splitlines()[-2:] == commands
    assert 'export PATH="/usr/bin:$PATH"' in ci
