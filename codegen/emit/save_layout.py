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
there was something to drop), never shown under levels that mean something else.

Version 6 came with Palisade's 15x12 board: its best times gained a size and its game fields hold 180
cells instead of 100. Its parts lie from ``BASE`` (0x1000) on, past where versions 4 and 5 kept
theirs (0x800 to 0xE8A), and a save of those versions is migrated the way versions 2 and 3 are: part
by part into the new places, header last. A game part is copied field by field (``game_runs``: each
field the old layout had, by name, at its new offset; the rest of the slot zero), so a puzzle's own
fields can grow. The old layouts are written down (``V3``, ``V5``: sizes, levels, game fields and
the parts' places), and a test holds each one's parts, as this code lays them out, to the places
written down.

Version 7 came with Sudoku, the fourth puzzle of the registry, and makes the next puzzle need no
version of its own. A puzzle's parts follow those of the puzzles before it, so the older puzzles'
parts lie where they lay (version 6's are written down, ``V6_SPANS``; a test holds this layout to
them); only the puzzle made ahead moves, past the new puzzle's parts. The header's ``puzzles`` byte
says how many of the registry's puzzles the save holds (version 6: three). At power-on a part of a
puzzle past that count that does not check out starts empty, with nothing said (it never held
anything); one that checks out is kept, so a damaged count loses nothing. The rest is checked as at
every power-on, and the header is written last: power lost before it, and the next power-on does
the same again. The puzzle made ahead no longer checks out where it now lies, and is made again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .io_block import FIELDS as IO_FIELDS
from .io_block import Field, field_offsets

if TYPE_CHECKING:
    from ..puzzles.base import PuzzleSpec

MAGIC = b"GBPS"
VERSION = 7
V6_VERSION = 6  # this layout without the puzzles added since (V6_SPANS): extended in place
V5_VERSION = 5  # version 4's layout, with Palisade's levels of issue 37 (PuzzleSpec.levels_since)
V4_VERSION = 4
V3_VERSION = 3
V2_VERSION = 2  # version 3's layout, checked by fletcher()
BASE = 0x1000  # version 6's first part: past the end of version 5's, so a migration never writes over it
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


@dataclass(frozen=True)
class OldLayout:
    """A layout of an earlier version, as its cartridge wrote it: each puzzle's sizes and levels in
    that cartridge's menu order (its best times and saved games are indexed by them), each puzzle's
    own game fields (name, C type, count), where its parts began, and each checked part: (first byte,
    bytes covered, offset of its check), written down (a test holds ``spans_of`` to them)."""
    versions: tuple[int, ...]
    sizes: dict[str, tuple[tuple[int, int], ...]]
    difficulties: dict[str, tuple[str, ...]]
    game_fields: dict[str, tuple[tuple[str, str, int], ...]]
    base: int
    spans: dict[str, tuple[int, int, int]]

    @property
    def end(self) -> int:
        return max(check + 2 for _, _, check in self.spans.values())


_HITORI_SIZES = ((4, 4), (5, 5), (6, 6), (7, 7), (5, 8), (8, 5), (8, 8), (9, 9), (10, 6), (10, 10), (11, 11),
                 (7, 12), (12, 7), (12, 12), (13, 13), (14, 14), (15, 15), (9, 16), (16, 9), (16, 15))
_PALISADE_SIZES_BEFORE_15X12 = ((5, 5), (6, 6), (8, 6), (8, 8), (10, 8), (10, 10))
_LEVELS = {name: ("easy", "tricky") for name in ("hitori", "numberlink", "palisade")}
_HITORI_FIELDS = (("numbers", "uint8_t", 255), ("solution", "uint8_t", 255), ("marks", "uint8_t", 255))
_NUMBERLINK_FIELDS = (("ends", "uint8_t", 144), ("solution", "uint8_t", 144), ("lines", "uint8_t", 144))
_PALISADE_100_FIELDS = (("clues", "uint8_t", 100), ("regions", "uint8_t", 100), ("sides", "uint8_t", 100))

# Versions 2 and 3, as the cartridge of commit c049fab wrote them. tests/fixtures/numberlink-v3.sav is
# a save it wrote.
V3 = OldLayout(
    versions=(V2_VERSION, V3_VERSION),
    sizes={
        "hitori": _HITORI_SIZES,
        "numberlink": ((5, 5), (6, 6), (8, 6), (7, 7), (8, 8), (10, 8), (10, 10), (12, 12), (14, 10)),
        "palisade": _PALISADE_SIZES_BEFORE_15X12,
    },
    difficulties=_LEVELS,
    game_fields={"hitori": _HITORI_FIELDS, "numberlink": _NUMBERLINK_FIELDS, "palisade": _PALISADE_100_FIELDS},
    base=5,
    spans={
        "settings": (5, 2, 7),
        "hitori_best": (9, 80, 89), "hitori_game": (91, 772, 863),
        "numberlink_best": (865, 36, 901), "numberlink_game": (903, 439, 1342),
        "palisade_best": (1344, 24, 1368), "palisade_game": (1370, 307, 1677),
    },
)
# Versions 4 and 5, as the cartridge of commit 485bb7d wrote them (Numberlink's 7x7 before 8x6 now,
# Palisade without 15x12).
V5 = OldLayout(
    versions=(V4_VERSION, V5_VERSION),
    sizes={
        "hitori": _HITORI_SIZES,
        "numberlink": ((5, 5), (6, 6), (7, 7), (8, 6), (8, 8), (10, 8), (10, 10), (12, 12), (14, 10)),
        "palisade": _PALISADE_SIZES_BEFORE_15X12,
    },
    difficulties=_LEVELS,
    game_fields={"hitori": _HITORI_FIELDS, "numberlink": _NUMBERLINK_FIELDS, "palisade": _PALISADE_100_FIELDS},
    base=0x800,
    spans={
        "settings": (2048, 2, 2050),
        "hitori_best": (2052, 80, 2132), "hitori_game": (2134, 772, 2906),
        "numberlink_best": (2908, 36, 2944), "numberlink_game": (2946, 439, 3385),
        "palisade_best": (3387, 24, 3411), "palisade_game": (3413, 307, 3720),
    },
)
OLD_LAYOUTS = (V3, V5)  # the C tables' order (save.c: the layouts a save is migrated from)

# Version 6, as the cartridge of commit 6d19628 wrote it: its parts are this layout's for its three
# puzzles (the first three of the registry), and the puzzle made ahead lay after them.
V6_PUZZLES = ("hitori", "numberlink", "palisade")
V6_SPANS = {
    "settings": (4096, 2, 4098),
    "hitori_best": (4100, 80, 4180), "hitori_game": (4182, 772, 4954),
    "numberlink_best": (4956, 36, 4992), "numberlink_game": (4994, 439, 5433),
    "palisade_best": (5435, 28, 5463), "palisade_game": (5465, 547, 6012),
    "ahead": (6014, 530, 6544),
}


def header_fields() -> tuple[Field, ...]:
    return (
        Field("magic", "uint8_t", 4, '"GBPS" in a save this cartridge wrote'),
        Field("version", "uint8_t", 1, "layout version of the save"),
        Field("puzzles", "uint8_t", 1, "the puzzles whose parts the save holds: the registry's first ones"),
        Field("older_parts", "uint8_t", BASE - 6, "where versions 2 to 5 kept their parts; unused"),
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
        *_shell_game_fields(puzzle.name),
        *own,
        Field(f"{puzzle.name}_game_check", "uint16_t", 1, "Fletcher check of the game fields above"),
    )


# cart_io's result fields, which a make writes (core/made.h): the puzzle-ahead part holds them as laid out there
AHEAD_RESULT_FIRST, AHEAD_RESULT_LAST = "result_command", "numbers"
NO_PUZZLE = 0xFF  # ahead_puzzle: no puzzle made ahead


def ahead_result_bytes() -> int:
    names = [field.name for field in IO_FIELDS]
    first, last = names.index(AHEAD_RESULT_FIRST), names.index(AHEAD_RESULT_LAST)
    return sum(field.size for field in IO_FIELDS[first:last + 1])


def ahead_fields() -> tuple[Field, ...]:
    """The puzzle made ahead (shell/ahead.c): which choice of the title menu it answers and what its
    make published. Checked like every part, but a part that does not check out is no damage: it is
    a puzzle whose making the power cut short, and is made again."""
    return (
        Field("ahead_puzzle", "uint8_t", 1, "the puzzle made ahead (NO_PUZZLE: none)"),
        Field("ahead_size", "uint8_t", 1, "its size (index into the puzzle's size list)"),
        Field("ahead_difficulty", "uint8_t", 1, "its difficulty"),
        Field("ahead_result", "uint8_t", ahead_result_bytes(), "cart_io's result fields as its make wrote them"),
        Field("ahead_check", "uint16_t", 1, "CRC of the fields above"),
    )


def fields(puzzles: tuple[PuzzleSpec, ...]) -> tuple[Field, ...]:
    """Each puzzle's parts follow the parts of the puzzles before it in the registry. The puzzle made
    ahead comes last: it is made again whenever it does not check out, so it may move when a puzzle
    is added."""
    result = header_fields() + settings_fields()
    for puzzle in puzzles:
        result += best_fields(puzzle) + game_fields(puzzle)
    return result + ahead_fields()


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
    parts["ahead"] = ("ahead_puzzle", "ahead_check")
    return {name: (table[first], table[check] - table[first], table[check]) for name, (first, check) in parts.items()}


def _shell_game_fields(name: str) -> tuple[Field, ...]:
    return (
        Field(f"{name}_saved", "uint8_t", 1, "1: a game in progress is saved"),
        Field(f"{name}_size", "uint8_t", 1, "its size (index into the puzzle's size list)"),
        Field(f"{name}_difficulty", "uint8_t", 1, "its difficulty"),
        Field(f"{name}_seed", "uint16_t", 1, "the seed the puzzle was made from"),
        Field(f"{name}_seconds", "uint16_t", 1, "time played so far"),
    )


def _old_game_fields(layout: OldLayout, name: str) -> tuple[Field, ...]:
    own = tuple(Field(f"{name}_{field}", ctype, count, "") for field, ctype, count in layout.game_fields[name])
    return (*_shell_game_fields(name), *own, Field(f"{name}_game_check", "uint16_t", 1, ""))


def spans_of(layout: OldLayout, puzzles: tuple[PuzzleSpec, ...]) -> dict[str, tuple[int, int, int]]:
    """An old layout's parts as this code lays them out from its sizes, levels and game fields, in
    registry order from its base: equal to ``layout.spans`` (a test holds them so)."""
    table, first = {}, layout.base
    parts: list[tuple[str, tuple[Field, ...]]] = [("settings", settings_fields())]
    for p in puzzles:
        if p.name in layout.sizes:
            slots = len(layout.sizes[p.name]) * len(layout.difficulties[p.name])
            parts.append((f"{p.name}_best", (Field("best", "uint16_t", slots, ""), Field("check", "uint16_t", 1, ""))))
            parts.append((f"{p.name}_game", _old_game_fields(layout, p.name)))
    for name, part in parts:
        length = sum(field.size for field in part) - 2
        table[name] = (first, length, first + length)
        first += length + 2
    return table


NOT_KEPT = 0xFF  # in a migration's tables: nothing of the old save goes here


def migration(puzzle: PuzzleSpec, layout: OldLayout) -> dict[str, list[int]]:
    """How a puzzle's parts of an old layout become this version's: for each new best-time slot the
    old slot it takes its time from (NOT_KEPT: none), for each old size and level index the new one
    (NOT_KEPT: gone, and a saved game of it is dropped), and the game slot's copy runs (game_runs)."""
    old_sizes, old_levels = layout.sizes.get(puzzle.name, ()), layout.difficulties.get(puzzle.name, ())
    size_from = [puzzle.sizes.index(s) if s in puzzle.sizes else NOT_KEPT for s in old_sizes]
    level_from = [puzzle.difficulties.index(d) if d in puzzle.difficulties else NOT_KEPT for d in old_levels]
    best_from = []
    for size in puzzle.sizes:
        for level in puzzle.difficulties:
            kept = size in old_sizes and level in old_levels
            best_from.append(old_sizes.index(size) * len(old_levels) + old_levels.index(level) if kept else NOT_KEPT)
    runs = [value for run in game_runs(puzzle, layout) for value in run]
    return {"best_from": best_from, "size_from": size_from, "level_from": level_from, "game_runs": runs}


def game_runs(puzzle: PuzzleSpec, layout: OldLayout) -> list[tuple[int, int, int]]:
    """The copies that move a puzzle's game slot from an old layout into this one: (old offset, new
    offset, bytes) from each slot's first byte, the shell's fields and then each own field the old
    layout had, by name, whole (a field never shrinks: its cells keep their indices), neighbours
    merged into one run. Empty for a puzzle the old layout did not have."""
    if puzzle.name not in layout.game_fields:
        return []
    old_fields, new_fields = _old_game_fields(layout, puzzle.name), game_fields(puzzle)
    old, new = field_offsets(old_fields), field_offsets(new_fields)  # from the slot's first byte (saved)
    old_sizes = {f.name: f.size for f in old_fields}
    runs: list[tuple[int, int, int]] = []
    for field in new_fields[:-1]:  # not the check
        size = old_sizes.get(field.name)
        if size is None:
            continue
        if size > field.size:
            raise AssertionError(f"{field.name} shrank since save version {layout.versions[-1]}: write its migration")
        at_old, at_new = old[field.name], new[field.name]
        if runs and runs[-1][0] + runs[-1][2] == at_old and runs[-1][1] + runs[-1][2] == at_new:
            runs[-1] = (runs[-1][0], runs[-1][1], runs[-1][2] + size)
        else:
            runs.append((at_old, at_new, size))
    return runs


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


# A part's check kept up to date one byte at a time. The CRC is linear over GF(2): changing one byte of a
# part by XOR delta changes the register, right after that byte, by TABLE[delta] (the rest of the
# register is the same), and every later byte, the same in both, carries the difference on by the
# zero-byte step Z(r) = (r << 8) ^ TABLE[r >> 8], a linear map. So the check changes by
# Z^d(TABLE[delta]), d the bytes after the changed one. Z^d is a product of the maps Z^(2^j) for the
# bits j of d, each kept as a 16x16 bit matrix: its 16 columns, the images of the register's 16 bits.
CRC_STEP_POWERS = 11  # Z^(2^j) for j < 11: parts up to 2,048 bytes


def crc_zero_byte(value: int) -> int:
    return ((value << 8) & 0xFFFF) ^ _TABLE[value >> 8]


def crc_step_columns() -> list[list[int]]:
    """Per j < CRC_STEP_POWERS, the images under Z^(2^j) of the register's bits 0..15."""
    columns = [[_apply_power(1 << bit, 1 << j) for bit in range(16)] for j in range(CRC_STEP_POWERS)]
    return columns


def _apply_power(value: int, steps: int) -> int:
    for _ in range(steps):
        value = crc_zero_byte(value)
    return value


def crc_change(delta: int, after: int) -> int:
    """How a part's check changes when one of its bytes changes by XOR ``delta``, ``after`` bytes
    before the part's end (the device's save_crc_change, by the same matrices)."""
    value = _TABLE[delta]
    for j, columns in enumerate(_COLUMNS):
        if after >> j & 1:
            value = _times(columns, value)
    return value


def _times(columns: list[int], value: int) -> int:
    result = 0
    for bit in range(16):
        if value >> bit & 1:
            result ^= columns[bit]
    return result


_COLUMNS = crc_step_columns()
