"""The ROM's WRAM interface, its refusals, its screen and its buttons."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codegen.emit import io_block
from codegen.puzzles.hitori.layout import generate_layout
from codegen.puzzles.hitori.shapes import DEFAULT_SEED, DEFAULT_SIZE, ROM_SIZES, rom_shape

BUDGETS = json.loads((Path(__file__).parent / "cycle_budgets.json").read_text())


def snapshot(rom) -> tuple:
    """Everything a refused request must leave alone: result fields and the whole board array."""
    return (
        rom.read("result_width"),
        rom.read("result_height"),
        rom.read16("result_seed"),
        rom.read("black_count"),
        rom.read_bytes("board", 255),
        [rom.text_row(row) for row in range(2, 18)],
    )


def test_ready_block_and_first_board(built_rom):
    from codegen.harness.rom_driver import CartRom

    with CartRom(built_rom.rom) as fresh:
        assert fresh.read_bytes("magic", 4) == io_block.MAGIC
        assert fresh.read("version") == io_block.INTERFACE_VERSION
        assert fresh.read("max_cells") == 255
        assert fresh.scene() == "TITLE"  # a cartridge powers on to its title screen
        assert fresh.read("done") == 1
        first = fresh.generate_layout(*DEFAULT_SIZE, DEFAULT_SEED)  # a request takes it to the explorer
        assert fresh.scene() == "EXPLORER"
        assert (first.width, first.height, first.seed) == (*DEFAULT_SIZE, DEFAULT_SEED)
        assert first.black == generate_layout(*DEFAULT_SIZE, DEFAULT_SEED)


@pytest.mark.parametrize("width,height", [(17, 17), (3, 5), (0, 0), (1, 1), (20, 20), (255, 1), (16, 16)])
def test_unsupported_size_is_refused_and_changes_nothing(rom, width, height):
    assert (width, height) not in ROM_SIZES
    rom.generate_layout(6, 6, 1234)
    before = snapshot(rom)
    assert rom.request(io_block.COMMAND_GENERATE_LAYOUT, width, height, 77) == io_block.STATUS_UNSUPPORTED_SIZE
    assert snapshot(rom) == before
    assert rom.text_row(1).startswith("UNSUPPORTED SIZE")


def test_seed_zero_is_refused(rom):
    rom.generate_layout(8, 8, 5)
    before = snapshot(rom)
    assert rom.request(io_block.COMMAND_GENERATE_LAYOUT, 8, 8, 0) == io_block.STATUS_BAD_SEED
    assert snapshot(rom) == before


def test_unknown_command_is_refused(rom):
    rom.generate_layout(8, 8, 5)  # the explorer up: which tests ran before on this ROM does not matter
    before = snapshot(rom)
    assert rom.request(0x7F, 8, 8, 9) == io_block.STATUS_UNKNOWN_COMMAND
    assert snapshot(rom) == before


def test_unknown_check_is_refused(rom):
    rom.generate_layout(8, 8, 5)  # the explorer up: which tests ran before on this ROM does not matter
    before = snapshot(rom)
    assert rom.request(io_block.COMMAND_GENERATE_LAYOUT, 8, 8, 9, check=7) == io_block.STATUS_UNKNOWN_CHECK
    assert snapshot(rom) == before


def test_a_good_request_after_a_refusal_works(rom):
    rom.request(io_block.COMMAND_GENERATE_LAYOUT, 99, 99, 1)
    result = rom.generate_layout(9, 9, 4242)
    assert result.status == io_block.STATUS_OK
    assert result.black == generate_layout(9, 9, 4242)


@pytest.mark.parametrize("width,height,seed", [(12, 7, 99), (15, 15, 31337), (2, 16, 3), (4, 4, 65535)])
def test_screen_shows_the_layout_size_and_seed(rom, width, height, seed):
    """Read the rendered picture, not tile numbers: the centre pixel of each cell is black exactly
    where the layout is black, and the text rows name the size and the seed."""
    result = rom.generate_layout(width, height, seed)
    shape = rom_shape(width, height)
    shades = rom.screen_shades()
    for cell, black in enumerate(result.black):
        x, y = cell % width, cell // width
        centre = shades[(shape.map_y + y) * 8 + 4][(shape.map_x + x) * 8 + 4]
        assert centre == (3 if black else 0), f"cell {x},{y}"
    assert rom.text_row(0).startswith("HITORI")
    assert rom.text_row(0).rstrip().endswith(f"{width}X{height}")
    assert rom.text_row(1).startswith(f"SEED {seed} ")
    assert f"BLACK {sum(result.black)}" in rom.text_row(1)
    # nothing drawn outside the board's rectangle below the text rows
    for row in range(2, 18):
        text = rom.text_row(row)
        inside = shape.map_y <= row < shape.map_y + height
        outside = text[: shape.map_x] + text[shape.map_x + width :] if inside else text
        assert outside.strip() == "", f"row {row}: {text!r}"


def press_and_wait(rom, button: str, width: int, height: int, seed: int):
    """Hold a button until the ROM shows the board it should lead to, let go, and return the board."""
    rom.hold_button_until(
        button,
        lambda: rom.read("result_width") == width
        and rom.read("result_height") == height
        and rom.read16("result_seed") == seed
        and rom.text_row(1).startswith(f"SEED {seed} "),
        120,
        f"{button} -> {width}x{height} seed {seed}",
    )
    rom.tick(30)  # let the board finish drawing and the ROM see the release
    return rom.result()


def test_buttons_step_seed_and_size(rom):
    """A: next seed, B: previous seed, Right/Left: next/previous size (in ROM_SIZES order)."""
    rom.generate_layout(10, 10, 500)
    assert press_and_wait(rom, "a", 10, 10, 501).black == generate_layout(10, 10, 501)
    press_and_wait(rom, "b", 10, 10, 500)
    press_and_wait(rom, "b", 10, 10, 499)
    following = ROM_SIZES[ROM_SIZES.index((10, 10)) + 1]
    assert press_and_wait(rom, "right", *following, 499).black == generate_layout(*following, 499)
    press_and_wait(rom, "left", 10, 10, 499)


def test_size_buttons_wrap_around_the_list(rom):
    first, last = ROM_SIZES[0], ROM_SIZES[-1]
    rom.generate_layout(*first, 7)
    press_and_wait(rom, "left", *last, 7)
    press_and_wait(rom, "right", *first, 7)


def test_seed_buttons_wrap_around_without_zero(rom):
    rom.generate_layout(5, 5, 65535)
    press_and_wait(rom, "a", 5, 5, 1)
    press_and_wait(rom, "b", 5, 5, 65535)


def test_benchmark_screen_shows_both_checks(rom):
    """Select runs both checks on the shown board and prints cycles and frames: what a flash-cart
    owner reads off real hardware. The figures are the ROM's timer measurements."""
    rom.generate_layout(12, 12, 77)
    dual = rom.generate_layout(12, 12, 77, io_block.CHECK_DUAL).timer_cycles
    flood = rom.generate_layout(12, 12, 77, io_block.CHECK_FLOOD_FILL).timer_cycles
    rom.generate_layout(12, 12, 77)
    rom.hold_button_until(
        "select", lambda: rom.text_row(14).startswith("INCLUDED. A: BOARD"), 2000, "the benchmark screen"
    )
    assert rom.text_row(1).startswith("BENCHMARK SEED 77")
    rows = {name: rom.text_row(row).split() for name, row in (("dual", 4), ("flood", 7))}
    frames = {name: rom.text_row(row).split() for name, row in (("dual", 5), ("flood", 8))}
    shown = {name: int(rows[name][1]) for name in rows}
    assert rows["dual"][0] == "DUAL" and rows["flood"][0] == "FLOOD"
    # two runs of the same layout: the timer counts the interrupts served, and a VBlank may fall
    # inside one run and not the other (a 12x12 dual layout is about one frame)
    one_vblank = max(budget["idle"] for budget in BUDGETS["vblank_interrupt_cycles_max"].values())
    assert abs(shown["dual"] - dual) <= 0.01 * dual + one_vblank
    assert abs(shown["flood"] - flood) <= 0.01 * flood + one_vblank
    for name in ("dual", "flood"):
        assert frames[name][0] == f"{shown[name] * 10 // 70224 / 10:.1f}" and frames[name][1] == "FRAMES"
    ratio = rom.text_row(10).split()
    assert ratio[0] == "FLOOD/DUAL" and ratio[1] == f"{shown['flood'] * 10 // shown['dual'] / 10:.1f}X"
    # the interface reports the flood-fill run the screen shows last
    result = rom.result()
    assert result.check == io_block.CHECK_FLOOD_FILL and result.timer_cycles == shown["flood"]
    rom.tick(10)
    press_and_wait(rom, "a", 12, 12, 77)  # A returns to the board


def test_a_game_boy_color_makes_the_same_puzzles_at_double_speed(built_rom):
    """cpu_speed.c: on a Game Boy Color the cartridge switches the CPU to double speed at power-on, so a
    puzzle is made in about half the frames (counted by the emulator, not the ROM), and it is the same
    puzzle; an original Game Boy keeps its one speed."""
    from codegen.harness.rom_driver import KEY1, KEY1_DOUBLE_SPEED, CartRom
    from codegen.puzzles import puzzle_number

    made = {}
    for cgb in (False, True):
        with CartRom(built_rom.rom, cgb=cgb) as rom:
            rom.puzzle = puzzle_number("palisade")
            start = rom.frames
            puzzles = [rom.generate_puzzle(8, 8, seed, 0) for seed in (3, 4, 5)]
            made[cgb] = (rom.frames - start, [(p.numbers, p.board) for p in puzzles], rom.cycles_per_frame())
            if cgb:
                assert rom.pyboy.memory[KEY1] & KEY1_DOUBLE_SPEED
    (dmg_frames, dmg_puzzles, dmg_cycles), (cgb_frames, cgb_puzzles, cgb_cycles) = made[False], made[True]
    assert cgb_puzzles == dmg_puzzles
    assert (dmg_cycles, cgb_cycles) == (70224, 2 * 70224)
    assert dmg_frames > 150 and cgb_frames <= 0.6 * dmg_frames, (dmg_frames, cgb_frames)
