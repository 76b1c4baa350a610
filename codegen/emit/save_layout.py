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

Version 2 saves used Fletcher's two sums mod 256 (fletcher(), about 1 in 300 two-bit errors passed).
A version 2 save is read once and rewritten: each part whose Fletcher check holds is kept and sealed
with its CRC, a part that fails is reset alone, and the header becomes version 3. The layout of the
parts did not change.
"""

from __future__ import annotations

from ..puzzles import REGISTRY
from ..puzzles.base import PuzzleSpec
from .io_block import Field, field_offsets

MAGIC = b"GBPS"
VERSION = 3
V2_VERSION = 2  # the same layout, checked by fletcher()
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


def header_fields() -> tuple[Field, ...]:
    return (
        Field("magic", "uint8_t", 4, '"GBPS" in a save this cartridge wrote'),
        Field("version", "uint8_t", 1, "layout version of the save"),
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


def fields(puzzles: tuple[PuzzleSpec, ...] = REGISTRY) -> tuple[Field, ...]:
    """Each puzzle's parts follow the parts of the puzzles before it in the registry, so adding a
    puzzle at the end moves nothing: a save written before it keeps every part where it was."""
    result = header_fields() + settings_fields()
    for puzzle in puzzles:
        result += best_fields(puzzle) + game_fields(puzzle)
    return result


def offsets(puzzles: tuple[PuzzleSpec, ...] = REGISTRY) -> dict[str, int]:
    return field_offsets(fields(puzzles))


def size(puzzles: tuple[PuzzleSpec, ...] = REGISTRY) -> int:
    return sum(field.size for field in fields(puzzles))


def spans(puzzles: tuple[PuzzleSpec, ...] = REGISTRY) -> dict[str, tuple[int, int, int]]:
    """Each checked part: name -> (first byte, bytes covered, offset of its check)."""
    table = offsets(puzzles)
    parts = {"settings": ("sound_on", "settings_check")}
    for puzzle in puzzles:
        parts[f"{puzzle.name}_best"] = (f"{puzzle.name}_best", f"{puzzle.name}_best_check")
        parts[f"{puzzle.name}_game"] = (f"{puzzle.name}_saved", f"{puzzle.name}_game_check")
    return {name: (table[first], table[check] - table[first], table[check]) for name, (first, check) in parts.items()}


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
