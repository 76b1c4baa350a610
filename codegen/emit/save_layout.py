"""The battery-backed save in cartridge RAM, described once: the C struct and the tests both come from here.

The save sits at the start of cartridge RAM (0xA000) in parts that are checked one by one, so a
damaged part costs only itself:

- a header: ``magic`` "GBPS" and ``version``. Anything else means no save of ours: everything starts
  clean. One exception is read, never trusted blindly: the save of the Hitori-only cartridge that came
  before (magic "HSAV", version 1, layout V1 below). Its best times and sound setting are carried over
  when its records part checks out; its game in progress is dropped (the title screen says so);
- the settings: sound on or off, the puzzle last chosen; guarded by ``settings_check``;
- per puzzle, its best times: one per size (its index in the puzzle's size list) and difficulty
  (``NO_TIME`` where there is none), guarded by ``<name>_best_check``;
- per puzzle, one game slot: the shell's part (saved, size, difficulty, seed, seconds played) and the
  puzzle's own record (its ``save_fields``: Hitori keeps numbers, solution and marks), guarded by
  ``<name>_game_check``.

A check is CRC-16/CCITT-FALSE of the part's bytes (polynomial 0x1021, initial value 0xFFFF, no
reflection; stored little-endian), as crc16() computes it. Every part is far shorter than 32,767 bits,
so every error of one or two flipped bits is caught (tests/test_save_check.py proves it for the
longest part, exhaustively), and random damage passes with probability 2^-16. A part of all zeros
(blank RAM) does not check out.

Version 4 keeps its parts from ``BASE`` on, clear of where versions 2 and 3 kept theirs (from byte 5
to byte 1,678), so that a migration copies every part into its new place and changes the header
last: power lost at any moment of it leaves the old save whole, and the next power-on migrates it
again. A migration moves each best time to the slot of its own size and level in the new lists
(``V3_SIZES``: Numberlink's 7x7 came after 8x6 in version 3's menu), and a saved game's size and
level with it; a size or level that no longer exists is dropped, never misread. Version 2 saves used
Fletcher's two sums mod 256 (fletcher(), about 1 in 300 two-bit errors passed): their parts are read
by that check (or by a CRC, if an upgrade to version 3 was cut short) and migrated the same way.

Version 5 is version 4's layout; it says that the levels are the ones of issue 37, where Palisade's
Easy became Simon Tatham's level and its Tricky lost its trials. A puzzle whose levels changed meaning
names the first version with its levels (``PuzzleSpec.levels_since``); from any older save its best
times and game in progress are dropped at power-on (the title says "<PUZZLE>: NEW LEVELS" when
there was something to drop), never shown under levels that mean something else. The other parts of a
version 4 save are checked as they are, and only the header changes, last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .io_block import Field, field_offsets

if TYPE_CHECKING:
    from ..puzzles.base import PuzzleSpec

MAGIC = b"GBPS"
VERSION = 5
V4_VERSION = 4  # this layout, from before Palisade's levels changed (PuzzleSpec.levels_since)
V3_VERSION = 3
V2_VERSION = 2  # version 3's layout, checked by fletcher()
BASE = 0x800  # version 4's first part: past the end of version 3's, so a migration never writes over it
RAM_ADDRESS = 0xA000
NO_TIME = 0xFFFF
CHECK_START = (0x48, 0x53)  # fletcher(): (plain sum, sum of sums) before the first byte
CRC_POLYNOMIAL = 0x1021
CRC_START = 0xFFFF

# The Hitori-only cartridge's save (version 1): header, records (best time per board shape of its
# shape list and difficulty, sound), game. Read once to carry the records over.
V1_MAGIC = b"HSAV"
V1_VERSION = 1
# its shape list, which its best times are indexed by
V1_SHAPES = [(n, n) for n in range(2, 16)] + [(5, 8), (8, 5), (12, 7), (7, 12), (10, 6), (16, 9), (9, 16), (16, 2),
                                             (2, 16), (16, 15)]
V1_SHAPE_COUNT = len(V1_SHAPES)


# Versions 2 and 3, as the cartridge of commit c049fab wrote them: each puzzle's sizes and levels in
# that cartridge's menu order (its best times and saved games are indexed by them), and each checked
# part: (first byte, bytes covered, offset of its check). tests/fixtures/numberlink-v3.sav is a save
# it wrote.
V3_SIZES: dict[str, tuple[tuple[int, int], ...]] = {
    "hitori": ((4, 4), (5, 5), (6, 6), (7, 7), (5, 8), (8, 5), (8, 8), (9, 9), (10, 6), (10, 10), (11, 11),
               (7, 12), (12, 7), (12, 12), (13, 13), (14, 14), (15, 15), (9, 16), (16, 9), (16, 15)),
    "numberlink": ((5, 5), (6, 6), (8, 6), (7, 7), (8, 8), (10, 8), (10, 10), (12, 12), (14, 10)),
    "palisade": ((5, 5), (6, 6), (8, 6), (8, 8), (10, 8), (10, 10)),
}
V3_DIFFICULTIES: dict[str, tuple[str, ...]] = {name: ("easy", "tricky") for name in V3_SIZES}
V3_SPANS: dict[str, tuple[int, int, int]] = {
    "settings": (5, 2, 7),
    "hitori_best": (9, 80, 89), "hitori_game": (91, 772, 863),
    "numberlink_best": (865, 36, 901), "numberlink_game": (903, 439, 1342),
    "palisade_best": (1344, 24, 1368), "palisade_game": (1370, 307, 1677),
}
V3_END = 1679


def header_fields() -> tuple[Field, ...]:
    return (
        Field("magic", "uint8_t", 4, '"GBPS" in a save this cartridge wrote'),
        Field("version", "uint8_t", 1, "layout version of the save"),
        Field("older_parts", "uint8_t", BASE - 5, "where versions 2 and 3 kept their parts; unused"),
    )


def settings_fields() -> tuple[Field, ...]:
    return (
        Field("sound_on", "uint8_t", 1, "1: sound effects on"),
        Field("last_puzzle", "uint8_t", 1, "the puzzle last chosen on the title screen"),
        Field("settings_check", "uint16_t", 1, "Fletcher check of the settings above"),
    )


def best_fields(puzzle: PuzzleSpec) -> tuple[Field, ...]:
    slots = len(puzzle.sizes) * len(puzzle.difficulties)
    return (
        Field(f"{puzzle.name}_best", "uint16_t", slots, "best seconds per size (index * difficulties + difficulty)"),
        Field(f"{puzzle.name}_best_check", "uint16_t", 1, "Fletcher check of the best times"),
    )


def game_fields(puzzle: PuzzleSpec) -> tuple[Field, ...]:
    own = tuple(Field(f"{puzzle.name}_{f.name}", f.ctype, f.count, f.doc) for f in puzzle.save_fields)
    return (
        Field(f"{puzzle.name}_saved", "uint8_t", 1, "1: a game in progress is saved"),
        Field(f"{puzzle.name}_size", "uint8_t", 1, "its size (index into the puzzle's size list)"),
        Field(f"{puzzle.name}_difficulty", "uint8_t", 1, "its difficulty"),
        Field(f"{puzzle.name}_seed", "uint16_t", 1, "the seed the puzzle was made from"),
        Field(f"{puzzle.name}_seconds", "uint16_t", 1, "time played so far"),
        *own,
        Field(f"{puzzle.name}_game_check", "uint16_t", 1, "Fletcher check of the game fields above"),
    )


def fields(puzzles: tuple[PuzzleSpec, ...]) -> tuple[Field, ...]:
    """Each puzzle's parts follow the parts of the puzzles before it in the registry, so adding a
    puzzle at the end moves nothing: a save written before it keeps every part where it was."""
    result = header_fields() + settings_fields()
    for puzzle in puzzles:
        result += best_fields(puzzle) + game_fields(puzzle)
    return result


def offsets(puzzles: tuple[PuzzleSpec, ...]) -> dict[str, int]:
    return field_offsets(fields(puzzles))


def size(puzzles: tuple[PuzzleSpec, ...]) -> int:
    return sum(field.size for field in fields(puzzles))


def spans(puzzles: tuple[PuzzleSpec, ...]) -> dict[str, tuple[int, int, int]]:
    """Each checked part: name -> (first byte, bytes covered, offset of its check)."""
    table = offsets(puzzles)
    parts = {"settings": ("sound_on", "settings_check")}
    for puzzle in puzzles:
        parts[f"{puzzle.name}_best"] = (f"{puzzle.name}_best", f"{puzzle.name}_best_check")
        parts[f"{puzzle.name}_game"] = (f"{puzzle.name}_saved", f"{puzzle.name}_game_check")
    return {name: (table[first], table[check] - table[first], table[check]) for name, (first, check) in parts.items()}


def v3_spans_of(puzzles: tuple[PuzzleSpec, ...]) -> dict[str, tuple[int, int, int]]:
    """Version 3's parts as this code would lay them out for ``puzzles`` with version 3's size and
    level lists, from byte 5: equal to V3_SPANS while no puzzle's own game fields changed (a test
    holds them equal; a change there needs a migration of its own)."""
    table, first = {}, 5
    for name, part in (("settings", settings_fields()),
                       *((f"{p.name}_{kind}", make(p)) for p in puzzles if p.name in V3_SIZES
                         for kind, make in (("best", _v3_best_fields), ("game", game_fields)))):
        length = sum(field.size for field in part) - 2
        table[name] = (first, length, first + length)
        first += length + 2
    return table


def _v3_best_fields(puzzle: PuzzleSpec) -> tuple[Field, ...]:
    slots = len(V3_SIZES[puzzle.name]) * len(V3_DIFFICULTIES[puzzle.name])
    return (Field("best", "uint16_t", slots, ""), Field("check", "uint16_t", 1, ""))


NOT_KEPT = 0xFF  # in a migration's tables: nothing of the old save goes here


def v3_migration(puzzle: PuzzleSpec) -> dict[str, list[int]]:
    """How a puzzle's version 3 parts become version 4's: for each new best-time slot the old slot it
    takes its time from (NOT_KEPT: none), for each old size and level index the new one (NOT_KEPT:
    gone, and a saved game of it is dropped)."""
    old_sizes, old_levels = V3_SIZES.get(puzzle.name, ()), V3_DIFFICULTIES.get(puzzle.name, ())
    size_from = [puzzle.sizes.index(s) if s in puzzle.sizes else NOT_KEPT for s in old_sizes]
    level_from = [puzzle.difficulties.index(d) if d in puzzle.difficulties else NOT_KEPT for d in old_levels]
    best_from = []
    for size in puzzle.sizes:
        for level in puzzle.difficulties:
            kept = size in old_sizes and level in old_levels
            best_from.append(old_sizes.index(size) * len(old_levels) + old_levels.index(level) if kept else NOT_KEPT)
    return {"best_from": best_from, "size_from": size_from, "level_from": level_from}


def v1_fields() -> tuple[Field, ...]:
    """The Hitori-only cartridge's save layout (version 1), as that cartridge wrote it."""
    return (
        Field("magic", "uint8_t", 4, '"HSAV"'),
        Field("version", "uint8_t", 1, "1"),
        Field("best_seconds", "uint16_t", V1_SHAPE_COUNT * 2, "best time per shape (index * 2 + difficulty)"),
        Field("sound_on", "uint8_t", 1, "1: sound effects on"),
        Field("records_check", "uint16_t", 1, "Fletcher check of best_seconds and sound_on"),
        Field("game_saved", "uint8_t", 1, "1: a game in progress is saved"),
    )


def fletcher(data: bytes) -> int:
    """A version 2 save's check of one part (see the module comment)."""
    plain, sums = CHECK_START
    for byte in data:
        plain = (plain + byte) & 0xFF
        sums = (sums + plain) & 0xFF
    return sums << 8 | plain


def crc_table() -> list[int]:
    """The CRC of every byte value on its own, shifted in from a zero register (the device's table)."""
    table = []
    for byte in range(256):
        value = byte << 8
        for _ in range(8):
            value = ((value << 1) ^ CRC_POLYNOMIAL if value & 0x8000 else value << 1) & 0xFFFF
        table.append(value)
    return table


_TABLE = crc_table()


def crc16(data: bytes, start: int = CRC_START) -> int:
    """CRC-16/CCITT-FALSE of ``data`` (``start`` 0 gives the linear part, for error analysis)."""
    value = start
    for byte in data:
        value = ((value << 8) & 0xFFFF) ^ _TABLE[(value >> 8) ^ byte]
    return value
