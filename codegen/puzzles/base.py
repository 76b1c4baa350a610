"""The interface every puzzle of the collection provides on the Python side, as Simon Tatham's
collection puts every game behind one ``struct game``: what the shell, the emitters, the harness
and the tasks know about a puzzle, and nothing more.

A puzzle is a package under ``codegen/puzzles/<name>/`` with its pure model (generate, solve,
validate), its table builders (a template context) and its export format; its C is in
``gbc_src/puzzles/<name>/`` and its templates in ``templates/<name>/``. The registry
(``codegen/puzzles/__init__.py``) lists them; adding a puzzle is a folder in each layer and a line there.
A variant of a puzzle (Jigsaw Sudoku of Sudoku) is a puzzle of its own on the menu, with its own best
times and saved game, whose code lives in the other's folders (``variant_of``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..emit.font import drawable
from ..emit.io_block import Field

HELP_LINES = 14  # the page's rows between its title and the way back (gbc_src/shell/game.c)
HELP_COLUMNS = 20
TITLE_COLUMNS = 13  # the title menu's "< TITLE >" from column 3 (gbc_src/shell/title.c)


@dataclass(frozen=True)
class PuzzleSpec:
    name: str  # the folder name in every layer, and --puzzle NAME in the tasks
    title: str  # what the cartridge shows, upper case
    difficulties: tuple[str, ...]  # lower case, index = the difficulty number on the device
    sizes: tuple[tuple[int, int], ...]  # (width, height) of the puzzles the cartridge makes, in menu order
    default_size: tuple[int, int]  # the size the title menu starts on
    generate: Callable[[int, int, int, int], Any]  # (width, height, seed, difficulty) -> the model's puzzle
    # (width, height, clues, difficulty) -> the solution the deduction solver reaches, or None if it gets stuck
    solve: Callable[[int, int, list[int], int], Any]
    validate: Callable[[int, int, list[int], Any], bool]  # (width, height, clues, solution) -> every rule holds
    # (sizes for tests or None, bank use to pack its fixed-bank tables into) -> its templates' values
    template_context: Callable[[Sequence[tuple[int, int]] | None, dict[int, int]], dict[str, Any]]
    c_sources: tuple[str, ...]  # under gbc_src/puzzles/<name>/: C files, then SM83 assembly (.s)
    export_lines: Callable[[Any, bool], list[str]]  # (puzzle, with solutions) -> lines another program reads
    save_fields: tuple[Field, ...]  # the puzzle's own part of its game slot (emit/save_layout.py)
    model_modules: tuple[str, ...]  # its pure model: these modules import nothing from emit/, build/, harness/
    on_menu: bool = True  # offered on the title menu (False while its game is still being written)
    region_size: Callable[[int, int], int] | None = None  # (width, height) -> K, for a puzzle of K-cell regions
    # its board tiles, loaded into VRAM when its screens start: (name, tiles of 8 rows of 8 shades 0..3)
    tiles: Callable[[], list[tuple[str, list[list[str]]]]] = list
    # its big-cell tiles (cells of 2x2 tiles, for the boards that fit the screen so), a second block
    # loaded instead of the first while such a board is played; none if it draws every board small
    big_tiles: Callable[[], list[tuple[str, list[list[str]]]]] = list
    # the HOW TO PLAY page of the pause menu: its rules and controls, at most HELP_LINES lines of at
    # most 20 characters in the cartridge's font (upper case, digits, a little punctuation)
    help: tuple[str, ...] = ()
    # the save layout version (codegen/emit/save_layout.py) from which its levels mean what they mean
    # now: a save of an older version has best times and a game made under levels that no longer
    # exist, and power-on drops them with a message rather than show them under today's levels
    levels_since: int = 0
    # a view of its own in the explorer, before its levels: the command it answers (a name of
    # emit/io_block.py's COMMANDS, which the puzzle's serve_own makes) and the sizes it takes
    explorer_own_command: str = ""
    explorer_own_sizes: tuple[tuple[int, int], ...] = ()
    # a level offered at some sizes only (by name -> those sizes); every other level at every size.
    # Sudoku's learning board is Easy only, as Tatham's Solo offers 2x3 at Basic only.
    level_sizes: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    # the folder (in every layer) of the puzzle whose code it shares, for a variant of another puzzle:
    # Jigsaw Sudoku is Sudoku's ("sudoku"). Its tiles are that puzzle's, its c_sources lie in that
    # folder, and its template context is that puzzle's. Empty: a folder of its own, its name.
    variant_of: str = ""

    def __post_init__(self) -> None:
        if any(not self.level_mask(size) for size in self.sizes) or set(self.level_sizes) - set(self.difficulties):
            raise ValueError(f"{self.name}: every size needs a level, and level_sizes names only its levels")
        if len(self.title) > TITLE_COLUMNS or not drawable(self.title):
            raise ValueError(f"{self.name}'s title {self.title!r} is over {TITLE_COLUMNS} characters "
                             "or has one the font lacks")
        bad = [line for line in self.help if len(line) > HELP_COLUMNS or not drawable(line)]
        if len(self.help) > HELP_LINES or bad:
            raise ValueError(f"{self.name}'s help page is {len(self.help)} lines (at most {HELP_LINES}); "
                             f"these are over {HELP_COLUMNS} characters or have one the font lacks: {bad}")

    @property
    def folder(self) -> str:
        """Its folder in codegen/puzzles, gbc_src/puzzles and templates."""
        return self.variant_of or self.name

    def offers(self, size: tuple[int, int], level: str) -> bool:
        """Whether the cartridge makes puzzles of ``level`` at ``size`` (one of its sizes)."""
        return size in self.level_sizes.get(level, self.sizes)

    def level_mask(self, size: tuple[int, int]) -> int:
        """The levels offered at ``size``: bit i for difficulty i."""
        return sum(1 << i for i, level in enumerate(self.difficulties) if self.offers(size, level))

    def difficulty(self, name: str) -> int:
        """The number of a difficulty given by name; a clear error names the choices."""
        if name not in self.difficulties:
            raise ValueError(f"{self.name} difficulty must be one of {', '.join(self.difficulties)}, got {name!r}")
        return self.difficulties.index(name)
