"""The ROM's documented WRAM interface, described once: the C struct and the host side both come from here.

A host (the tests, a debugger script, a flash-cart tool) drives the ROM through one struct in WRAM,
found by its symbol ``_cart_io`` in the .sym file:

1. wait until ``magic`` reads "GBPZ" (the ROM has started and shows its title screen);
2. write ``puzzle`` (its number in the registry, codegen/puzzles), ``width``, ``height``, ``seed``
   (little-endian) and ``check`` (a layout) or ``difficulty`` (a puzzle), then write ``command`` last;
3. the ROM clears ``done``, then ``command``, does the work, fills the result fields and the board,
   draws the screen, and sets ``done`` to 1. The request is complete when ``command`` is 0 and
   ``done`` is 1. A refused request sets ``status`` and leaves the board and its fields unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

BOARD_CAPACITY = 255  # cells of the largest board of any puzzle (8-bit cell numbers, 0xFF reserved)

MAGIC = b"GBPZ"
INTERFACE_VERSION = 6  # 6: the HELP scene
SYMBOL = "_cart_io"

COMMAND_IDLE = 0
COMMAND_GENERATE_LAYOUT = 1
COMMAND_GENERATE_PUZZLE = 2

STATUS_OK = 0
STATUS_UNSUPPORTED_SIZE = 1
STATUS_BAD_SEED = 2
STATUS_UNKNOWN_COMMAND = 3
STATUS_UNKNOWN_CHECK = 4
STATUS_UNKNOWN_DIFFICULTY = 5
STATUS_UNKNOWN_PUZZLE = 6

CHECK_DUAL = 0
CHECK_FLOOD_FILL = 1

COMMANDS = {
    "IDLE": COMMAND_IDLE,
    "GENERATE_LAYOUT": COMMAND_GENERATE_LAYOUT,
    "GENERATE_PUZZLE": COMMAND_GENERATE_PUZZLE,
}
STATUSES = {
    "OK": STATUS_OK,
    "UNSUPPORTED_SIZE": STATUS_UNSUPPORTED_SIZE,
    "BAD_SEED": STATUS_BAD_SEED,
    "UNKNOWN_COMMAND": STATUS_UNKNOWN_COMMAND,
    "UNKNOWN_CHECK": STATUS_UNKNOWN_CHECK,
    "UNKNOWN_DIFFICULTY": STATUS_UNKNOWN_DIFFICULTY,
    "UNKNOWN_PUZZLE": STATUS_UNKNOWN_PUZZLE,
}
CHECKS = {"DUAL": CHECK_DUAL, "FLOOD_FILL": CHECK_FLOOD_FILL}

C_TYPE_BYTES = {"uint8_t": 1, "uint16_t": 2, "uint32_t": 4}


@dataclass(frozen=True)
class Field:
    name: str
    ctype: str  # uint8_t, uint16_t or uint32_t (little-endian on the SM83)
    count: int
    doc: str

    @property
    def size(self) -> int:
        return C_TYPE_BYTES[self.ctype] * self.count


FIELDS: tuple[Field, ...] = (
    Field("magic", "uint8_t", 4, '"GBPZ" once the ROM is ready for requests'),
    Field("version", "uint8_t", 1, "interface version"),
    Field("max_cells", "uint8_t", 1, "length of board[]"),
    # request: written by the host, command last
    Field("command", "uint8_t", 1, "request: 0 idle, 1 generate a layout, 2 a puzzle; the ROM sets it to 0 when taken"),
    Field("puzzle", "uint8_t", 1, "request: which puzzle, its number in the registry (0 Hitori)"),
    Field("width", "uint8_t", 1, "request: board width"),
    Field("height", "uint8_t", 1, "request: board height"),
    Field("seed", "uint16_t", 1, "request: PRNG seed, 1..65535"),
    Field("check", "uint8_t", 1, "request: island check of a layout, 0 planar dual, 1 flood fill"),
    Field("difficulty", "uint8_t", 1, "request: difficulty of a puzzle, 0 Easy, 1 Tricky"),
    # result: written by the ROM
    Field("done", "uint8_t", 1, "result: 1 once the request is finished and drawn"),
    Field(
        "status",
        "uint8_t",
        1,
        "result: 0 ok, 1 unsupported size, 2 bad seed, 3 unknown command, 4 unknown check, 5 unknown difficulty, "
        "6 unknown puzzle",
    ),
    Field("result_command", "uint8_t", 1, "result: what the board below is, 1 a layout, 2 a puzzle"),
    Field("result_puzzle", "uint8_t", 1, "result: which puzzle the board below belongs to"),
    Field("result_width", "uint8_t", 1, "result: width of the board below"),
    Field("result_height", "uint8_t", 1, "result: height of the board below"),
    Field("result_seed", "uint16_t", 1, "result: seed of the board below"),
    Field("result_check", "uint8_t", 1, "result: island check used for the board below (a layout)"),
    Field("result_difficulty", "uint8_t", 1, "result: difficulty of the puzzle below"),
    Field("black_count", "uint8_t", 1, "result: number of black cells"),
    Field("layouts", "uint16_t", 1, "result: layouts the puzzle generator drew (1 for a layout)"),
    Field("numberings", "uint16_t", 1, "result: black numberings the puzzle generator tried (0 for a layout)"),
    Field("timer_cycles", "uint32_t", 1, "result: generation cycles on the Game Boy's timer (256-cycle steps)"),
    Field("board", "uint8_t", BOARD_CAPACITY, "result: row-major cells, 0 white, 1 black (a puzzle's solution)"),
    Field("numbers", "uint8_t", BOARD_CAPACITY, "result: row-major numbers of the puzzle (zeros for a layout)"),
    Field("scene", "uint8_t", 1, "what the screen shows: see SCENES"),
    Field("save_notice", "uint8_t", 1, "what power-on found in the save: see SAVE_NOTICES"),
    Field("save_notice_puzzle", "uint8_t", 1, "LEVELS_CHANGED: the puzzle whose old times and game were dropped"),
)

# What the cartridge is showing (the ``scene`` field): the game's screens, for hosts that follow a
# player's button presses. A game's puzzle is in board/numbers and the result fields, as after a
# puzzle request.
SCENES = {
    "BOOT": 0,
    "TITLE": 1,
    "SEED_ENTRY": 2,
    "MAKING": 3,
    "PLAYING": 4,
    "PAUSED": 5,
    "WON": 6,
    "EXPLORER": 7,
    "BENCHMARK": 8,
    "HELP": 9,  # the pause menu's HOW TO PLAY page
}


# What the cartridge found in its battery RAM at power-on (the ``save_notice`` field; the title screen
# says the same in words): see codegen/emit/save_layout.py.
SAVE_NOTICES = {
    "OK": 0,
    "BLANK": 1,  # no save of ours (new cartridge, blank or foreign RAM): started clean
    "CARRIED_OVER": 2,  # a save of the Hitori-only cartridge: best times and sound kept, its game reset
    "DAMAGED": 3,  # a part did not check out: that part reset, the rest kept
    "LEVELS_CHANGED": 4,  # a puzzle's levels changed meaning since the save: its old times and game dropped
}


def field_offsets(fields: tuple[Field, ...]) -> dict[str, int]:
    """Byte offset of every field from the start of its struct (SM83 structs have no padding)."""
    table: dict[str, int] = {}
    position = 0
    for field in fields:
        table[field.name] = position
        position += field.size
    return table


def offsets() -> dict[str, int]:
    return field_offsets(FIELDS)


def struct_size() -> int:
    return sum(field.size for field in FIELDS)
