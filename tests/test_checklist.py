"""docs/toolchain.md's checklist for adding a puzzle stays true: every path, registry entry, PuzzleSpec
field and interface function it names is there for every puzzle on the cartridge, and it names every
field a puzzle must give and every function the device's interface has."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from codegen.emit.interface import ENTRIES
from codegen.harness import bench
from codegen.puzzles import REGISTRY
from codegen.puzzles.base import PuzzleSpec

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "toolchain.md").read_text()
CHECKLIST = PAGE[PAGE.index("## Adding a puzzle"):]
NAMED = re.findall(r"`([^`]+)`", CHECKLIST)
STEPS = re.split(r"\n(?=\d+\. )", CHECKLIST)


def step(title: str) -> str:
    return next(text for text in STEPS if f"**{title}**" in text)


def test_the_checklist_has_its_steps():
    for title in ("The model", "Its description", "Its tiles", "Its tables", "Its export", "The registry",
                  "Its C", "Its design document", "Its tests", "Its benchmark"):
        assert step(title)


@pytest.mark.parametrize("puzzle", REGISTRY, ids=lambda p: p.name)
def test_every_path_the_checklist_names_is_there_for_every_puzzle(puzzle):
    paths = [name.replace("<name>", puzzle.folder) for name in NAMED if "<name>" in name and "/" in name]
    assert len(paths) >= 8
    for path in paths:
        assert (ROOT / path).exists(), path


def test_every_field_a_puzzle_must_give_is_named_and_every_name_is_a_field():
    fields = {field.name for field in dataclasses.fields(PuzzleSpec)}
    required = {field.name for field in dataclasses.fields(PuzzleSpec)
                if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING}
    named = set(re.findall(r"`(\w+)`", step("Its description")))
    assert required <= named
    assert named - {"PUZZLE", "PuzzleSpec"} <= fields


def interface_names(puzzle: PuzzleSpec | None = None) -> set[str]:
    """Every function of the interface, or those ``puzzle`` must give (the explorer's own-command
    ones only where it has a command of its own)."""
    return {f"<name>_{entry.name}" for entry in ENTRIES
            if puzzle is None or puzzle.explorer_own_command or not entry.own_command_only}


def test_the_checklist_names_every_function_of_the_interface():
    assert set(re.findall(r"`(<name>_\w+)`", step("Its C"))) == interface_names()
    api = (ROOT / "gbc_src" / "puzzles" / "puzzle_api.h").read_text()
    assert all(name in api for name in interface_names())


@pytest.mark.parametrize("puzzle", REGISTRY, ids=lambda p: p.name)
def test_every_puzzle_defines_the_interface_banked_in_its_folder(puzzle):
    """In its folder, or in the folder of the puzzle it is a variant of (PuzzleSpec.variant_of), whose
    tiles it draws with."""
    folder = ROOT / "gbc_src" / "puzzles" / puzzle.folder
    source = "\n".join(path.read_text() for path in sorted(folder.glob("*.c")))
    for name in interface_names(puzzle):
        function = name.replace("<name>", puzzle.name)
        assert re.search(rf"^\w[\w ]*\b{function}\([^;{{]*\)\s*BANKED\s*$", source, re.M), function
    assert f"TILE_BLOCK_{puzzle.folder.upper()}" in source


def test_the_registry_and_the_benchmark_know_every_puzzle():
    assert "REGISTRY" in step("The registry") and "MEASURES" in step("Its benchmark")
    registry = (ROOT / "codegen" / "puzzles" / "__init__.py").read_text()
    for puzzle in REGISTRY:
        assert puzzle.name.upper() in registry
        assert puzzle.name in bench.MEASURES
