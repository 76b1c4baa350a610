"""Saves in the layouts of older versions, made from a save of this one for the migration tests: every
part at the place its version kept it (save_layout.V3, V5: sizes, levels and game fields written down,
their places held to the code by test_save_migration), each best time in the slot of its size and level
in that version's lists, a saved game's size by that version's index and its own fields at that
version's offsets, and every part's check made again."""

from __future__ import annotations

from codegen.emit import save_layout
from codegen.puzzles import REGISTRY

OFFSETS = save_layout.offsets(REGISTRY)
SPANS = save_layout.spans(REGISTRY)
SHELL_BYTES = 7  # saved, size, difficulty, seed (2), seconds (2): every game slot starts so
TYPE_BYTES = {"uint8_t": 1, "uint16_t": 2}


def as_old_layout(ram: bytes, layout: save_layout.OldLayout, version: int) -> bytes:
    old = bytearray(len(ram))
    old[:4] = save_layout.MAGIC
    old[4] = version
    settings = layout.spans["settings"][0]
    old[settings:settings + 2] = ram[SPANS["settings"][0]:SPANS["settings"][0] + 2]
    for puzzle in REGISTRY:
        if puzzle.name not in layout.sizes:  # a puzzle that came after that version
            continue
        sizes, levels = layout.sizes[puzzle.name], layout.difficulties[puzzle.name]
        best, old_best = OFFSETS[f"{puzzle.name}_best"], layout.spans[f"{puzzle.name}_best"][0]
        for index, (size, level) in enumerate((s, d) for s in puzzle.sizes for d in puzzle.difficulties):
            if size in sizes and level in levels:
                slot = sizes.index(size) * len(levels) + levels.index(level)
                old[old_best + 2 * slot:old_best + 2 * slot + 2] = ram[best + 2 * index:best + 2 * index + 2]
            else:
                assert ram[best + 2 * index:best + 2 * index + 2] == b"\xff\xff", "a time that version had no slot for"
        slot, old_slot = OFFSETS[f"{puzzle.name}_saved"], layout.spans[f"{puzzle.name}_game"][0]
        old[old_slot:old_slot + SHELL_BYTES] = ram[slot:slot + SHELL_BYTES]
        if ram[slot]:
            old[old_slot + 1] = sizes.index(puzzle.sizes[ram[slot + 1]])
        at = old_slot + SHELL_BYTES
        for name, ctype, count in layout.game_fields[puzzle.name]:
            length = TYPE_BYTES[ctype] * count
            field = OFFSETS[f"{puzzle.name}_{name}"]
            old[at:at + length] = ram[field:field + length]
            at += length
    check = save_layout.fletcher if version == save_layout.V2_VERSION else save_layout.crc16
    for start, length, at in layout.spans.values():
        old[at:at + 2] = check(bytes(old[start:start + length])).to_bytes(2, "little")
    return bytes(old)


def with_checks(ram: bytearray) -> bytes:
    """This layout's save with every part's check made again (after a test wrote into its parts)."""
    for start, length, check in SPANS.values():
        ram[check:check + 2] = save_layout.crc16(bytes(ram[start:start + length])).to_bytes(2, "little")
    return bytes(ram)
