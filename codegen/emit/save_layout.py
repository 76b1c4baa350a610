"""The battery-backed save in cartridge RAM, described once: the C struct and the tests both come from here.

The save sits at the start of cartridge RAM (0xA000) in three parts that are checked one by one, so a
damaged part costs only itself:

- a header: ``magic`` "HSAV" and ``version``. Anything else (a blank or foreign RAM, an older layout)
  means the whole save is reset: no game to continue, no best times, sound on;
- the records: the best time of every board shape and difficulty (``NO_TIME`` where there is none)
  and the sound setting, guarded by ``records_check``;
- the game in progress: its puzzle (numbers, solution), the player's marks and clock, guarded by
  ``game_check``. ``game_saved`` 1 means Continue can resume it.

A check is Fletcher's two running sums over the part's bytes, mod 256, started from CHECK_START so
that a part of all zeros (blank RAM) does not check out: the low byte holds the plain sum, the high
byte the sum of sums, which catches swapped and moved bytes too.
"""

from __future__ import annotations

from .io_block import BOARD_CAPACITY as MAX_CELLS
from .io_block import Field, field_offsets

MAGIC = b"HSAV"
VERSION = 1
RAM_ADDRESS = 0xA000
NO_TIME = 0xFFFF
CHECK_START = (0x48, 0x53)  # (plain sum, sum of sums) before the first byte

# Player's marks on a cell (also the game's own values: templates/save_layout.h.j2).
MARK_NONE = 0
MARK_SHADED = 1
MARK_CIRCLED = 2


def header_fields() -> tuple[Field, ...]:
    return (
        Field("magic", "uint8_t", 4, '"HSAV" in a save this cartridge wrote'),
        Field("version", "uint8_t", 1, "layout version of the save"),
    )


def records_fields(shape_count: int) -> tuple[Field, ...]:
    return (
        Field("best_seconds", "uint16_t", shape_count * 2, "best time per shape (index * 2 + difficulty)"),
        Field("sound_on", "uint8_t", 1, "1: sound effects on"),
        Field("records_check", "uint16_t", 1, "Fletcher check of best_seconds and sound_on"),
    )


def game_fields() -> tuple[Field, ...]:
    return (
        Field("game_saved", "uint8_t", 1, "1: a game in progress is saved"),
        Field("game_shape", "uint8_t", 1, "its board shape (index into the ROM's shape list)"),
        Field("game_difficulty", "uint8_t", 1, "0 Easy, 1 Tricky"),
        Field("game_seed", "uint16_t", 1, "the seed the puzzle was made from"),
        Field("game_seconds", "uint16_t", 1, "time played so far"),
        Field("game_numbers", "uint8_t", MAX_CELLS, "the puzzle's numbers, row-major"),
        Field("game_solution", "uint8_t", MAX_CELLS, "its solution, 1 = shaded"),
        Field("game_marks", "uint8_t", MAX_CELLS, "the player's marks: 0 none, 1 shaded, 2 circled"),
        Field("game_check", "uint16_t", 1, "Fletcher check of the game fields above"),
    )


def fields(shape_count: int) -> tuple[Field, ...]:
    return header_fields() + records_fields(shape_count) + game_fields()


def offsets(shape_count: int) -> dict[str, int]:
    return field_offsets(fields(shape_count))


def size(shape_count: int) -> int:
    return sum(field.size for field in fields(shape_count))


def fletcher(data: bytes) -> int:
    """The check of one part, as the ROM computes it (see the module comment)."""
    plain, sums = CHECK_START
    for byte in data:
        plain = (plain + byte) & 0xFF
        sums = (sums + plain) & 0xFF
    return sums << 8 | plain
