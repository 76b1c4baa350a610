"""What the docs show a reader is what the code does: Hitori's design document quotes an export
command and its first game ID, which is the puzzle the model (and so the cartridge,
tests/test_rom_puzzles.py) makes for that command."""

from __future__ import annotations

import re
from pathlib import Path

from codegen.puzzles.hitori.puzzle import Difficulty, generate_puzzle

DESIGN = (Path(__file__).resolve().parent.parent / "docs" / "puzzles" / "hitori.md").read_text()


def test_the_singles_export_example_is_the_puzzle_its_command_makes():
    command = re.search(r"invoke export --puzzle hitori --width (\d+) --height (\d+) --difficulty (\w+) "
                        r"--count \d+ --seed (\d+)", DESIGN)
    assert command, "docs/puzzles/hitori.md quotes an export command"
    width, height, level, seed = command.groups()
    shown = re.search(r"the first, seed (\d+),\s+is\s+`([^`]+)`", DESIGN)
    assert shown and shown.group(1) == seed
    model = generate_puzzle(int(width), int(height), int(seed), Difficulty[level.upper()])
    assert shown.group(2) == model.game_id
