"""The cartridge header is what real hardware checks: logo, checksums, size, type, title.

Expected values come from Pan Docs ("The Cartridge Header"), not from our build tools."""

from __future__ import annotations

import re

# 0x104..0x133: the boot ROM compares these 48 bytes and locks up on any difference.
NINTENDO_LOGO = bytes.fromhex(
    "CEED6666CC0D000B03730083000C000D0008111F8889000E"
    "DCCC6EE6DDDDD999BBBB67636E0EECCCDDDC999FBBB9333E"
)


def test_logo_is_exact(built_rom):
    rom = built_rom.rom.read_bytes()
    assert rom[0x104:0x134] == NINTENDO_LOGO


def test_header_checksum(built_rom):
    """0x14D = the boot ROM's sum over 0x134..0x14C; a wrong value stops a real Game Boy."""
    rom = built_rom.rom.read_bytes()
    checksum = 0
    for byte in rom[0x134:0x14D]:
        checksum = (checksum - byte - 1) & 0xFF
    assert rom[0x14D] == checksum


def test_global_checksum(built_rom):
    """0x14E-0x14F, big-endian: the sum of every other byte of the ROM."""
    rom = built_rom.rom.read_bytes()
    total = (sum(rom) - rom[0x14E] - rom[0x14F]) & 0xFFFF
    assert rom[0x14E] << 8 | rom[0x14F] == total


def test_rom_is_as_long_as_its_header_says(built_rom):
    rom = built_rom.rom.read_bytes()
    assert rom[0x148] <= 8
    assert len(rom) == 32 * 1024 << rom[0x148]
    assert built_rom.rom_bytes_used < len(rom), "no room left: the ROM may have been cut short"


def test_title_type_and_entry(built_rom):
    rom = built_rom.rom.read_bytes()
    assert rom[0x134:0x13E] == b"GB PUZZLES"
    assert rom[0x143] in (0x00, 0x80)  # runs on DMG (and in compatibility mode on CGB)
    assert rom[0x147] == 0x1B  # MBC5 + RAM + BATTERY: the save survives power-off
    assert rom[0x149] == 0x02  # 8 KiB of cartridge RAM
    # entry point: a jump at 0x100 (nop; jp nnnn or jr) into the program
    assert rom[0x100] in (0x00, 0x18, 0xC3)


def test_symbols_name_the_interface_for_debuggers(built_rom):
    symbols = built_rom.symbols.read_text()
    for name in ("_main", "_cart_io", "_layout_generate", "_hitori_shapes", "_puzzle_infos", "__current_bank"):
        assert f" {name}\n" in symbols, name


def test_c_globals_stay_below_the_generator_pages(built_rom):
    """The generator's WRAM pages are fixed addresses (emit/cartridge.WRAM_PAGES); the linker's RAM areas
    must end below the first of them, and the stack (from 0xE000 down) keeps 512 bytes above the last."""
    from codegen.emit.cartridge import RECORDS_PAGES, WRAM_PAGES

    symbols = {}  # (GBDK-2020 4.1.1's map lists up to three symbols a line, "value name |" each)
    for value, name in re.findall(r"\b([0-9A-F]{8})\s+([sl]__\w+)", built_rom.symbols.with_suffix(".map").read_text()):
        symbols[name] = int(value, 16)
    ram_ends = [
        symbols[f"s__{area}"] + symbols.get(f"l__{area}", 0)
        for area in ("DATA", "INITIALIZED", "BSEG", "BSS", "HEAP")
        if f"s__{area}" in symbols and symbols[f"s__{area}"] >= 0xC000
    ]
    assert ram_ends, "no RAM areas found in the map"
    assert max(ram_ends) <= min(WRAM_PAGES.values()) << 8
    assert 0xE000 - ((WRAM_PAGES["RECORDS"] + RECORDS_PAGES) << 8) >= 512


def test_bank_0_code_stays_out_of_the_switchable_window(built_rom):
    """All code runs from bank 0 (0x0000-0x3FFF) while table banks come and go at 0x4000; the linker
    would silently let bank 0 areas run on into 0x4000, so the map is checked. Each switchable area
    must fit its own 16 KiB bank."""
    areas = {}
    for line in built_rom.symbols.with_suffix(".map").read_text().splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0].startswith("_") and len(parts[1]) == 8:
            try:
                areas[parts[0]] = (int(parts[1], 16), int(parts[2], 16))
            except ValueError:
                continue
    fixed = [start + size for name, (start, size) in areas.items() if start < 0x8000 and size]
    assert fixed and max(fixed) <= 0x4000, f"bank 0 ends at {max(fixed):#x}"
    banked = {name: size for name, (start, size) in areas.items() if start >= 0x10000}
    assert banked, "the cell tables should be in switchable banks"
    assert all(size <= 0x4000 for size in banked.values()), banked


def test_the_stack_stays_within_its_512_bytes(built_rom):
    """The stack has the top 512 bytes of WRAM (codegen/emit/cartridge.py). Fill what lies below the
    stack pointer at the title screen with a pattern, make the largest puzzles and play, and find the
    deepest byte written: it must leave a wide margin."""
    from codegen.emit.cartridge import STACK_BYTES, WRAM_END
    from codegen.harness.rom_driver import CartRom, Cursor, start_new_game

    pattern = 0xA5
    with CartRom(built_rom.rom) as rom:
        memory = rom.pyboy.memory
        bottom = WRAM_END - STACK_BYTES
        sp = rom.pyboy.register_file.SP
        for address in range(bottom, sp - 8):
            memory[address] = pattern
        for difficulty in (0, 1):
            rom.generate_puzzle(16, 15, 3, difficulty)
        rom.generate_layout(15, 15, 9, 1)  # the flood-fill reference
        deepest = next(a for a in range(bottom, WRAM_END) if memory[a] != pattern)
    with CartRom(built_rom.rom) as rom:
        memory = rom.pyboy.memory
        for address in range(bottom, rom.pyboy.register_file.SP - 8):
            memory[address] = pattern
        start_new_game(rom, 6, 6, "tricky")
        cursor = Cursor(rom, 6, 6)
        for cell in (0, 7, 14):
            cursor.press(cell, "a")
        rom.tap("start")
        rom.wait_scene("PAUSED")
        deepest = min(deepest, next(a for a in range(bottom, WRAM_END) if memory[a] != pattern))
    used = WRAM_END - deepest
    assert used <= STACK_BYTES // 2, f"the stack reached {used} bytes deep"
