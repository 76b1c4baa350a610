"""Code banking (gbc_src/core/banking.h): bank 0 stays small, every banked call goes through the
trampoline in bank 0, and a banked call returns to its caller's bank, also while interrupts fire."""

from __future__ import annotations

import re

from codegen.build.toolchain import BANK0_LIMIT
from codegen.harness.probes import CallTracker
from codegen.harness.rom_driver import CartRom, Cursor, start_new_game

BANK_BYTES = 0x4000
CALL = 0xCD
LD_E = 0x1E
LD_HL = 0x21


def symbols(built_rom) -> dict[str, tuple[int, int]]:
    table = {}
    for line in built_rom.symbols.read_text().splitlines():
        if line.startswith(";") or ":" not in line:
            continue
        where, name = line.split()
        table[name] = (int(where[:2], 16), int(where[3:], 16))
    return table


def test_bank_0_stays_under_its_budget(built_rom):
    """Bank 0 keeps start-up, interrupts, platform and shared core, not one puzzle's hot loops; the
    build refuses more than 10 KiB (toolchain.BANK0_LIMIT) and this checks the map of the ROM built,
    for every back end and GBDK-2020 release tested."""
    assert BANK0_LIMIT == 10 * 1024
    assert built_rom.rom_map.bank0_end <= BANK0_LIMIT, built_rom.rom_map.summary()
    banked = built_rom.rom_map.banked_use()
    assert banked and all(used <= BANK_BYTES for used in banked.values()), banked


def test_the_trampoline_and_the_frame_loop_are_in_bank_0(built_rom):
    """A trampoline in a switchable bank would unmap itself; main() and the interrupt work are called
    from bank 0 code with plain calls; the puzzles' descriptions are read from every bank."""
    table = symbols(built_rom)
    for name in ("___sdcc_bcall_ehl", "_main", "_frame_interrupt", "_far_copy", "_platform_map_rom_bank",
                 "_puzzle_infos"):
        bank, address = table[name]
        assert bank == 0 and address < BANK_BYTES, (name, bank, hex(address))
    for name in ("_hitori_play_input", "_puzzle_generate", "_title_frame", "_game_frame", "_save_open",
                 "_puzzle_make", "_puzzle_play_input"):  # the registry's dispatch is banked, its descriptions not
        bank, address = table[name]
        assert bank >= 1 and BANK_BYTES <= address < 2 * BANK_BYTES, (name, bank, hex(address))


def test_every_banked_call_site_names_a_real_bank(built_rom):
    """`ld e, #bank; ld hl, #function; call ___sdcc_bcall_ehl`: the bank byte must be one the ROM has,
    never the 255 placeholder of `#pragma bank 255` (what an unplaced or assembler-resolved call leaves)."""
    rom = built_rom.rom.read_bytes()
    banks = len(rom) // BANK_BYTES
    _, trampoline = symbols(built_rom)["___sdcc_bcall_ehl"]
    call = bytes([CALL, trampoline & 0xFF, trampoline >> 8])
    sites = [m.start() for m in re.finditer(re.escape(call), rom)]
    checked = 0
    for site in sites:
        if site >= 5 and rom[site - 5] == LD_E and rom[site - 3] == LD_HL:
            assert 1 <= rom[site - 4] < banks, f"call at {site:#x} into bank {rom[site - 4]}"
            checked += 1
    assert checked >= 20, checked


class BankedCallWatch:
    """Watches every call through the trampoline (probes.CallTracker): when it returns, is the
    caller's bank mapped again, as _current_bank says and as the bytes in the switchable window show?"""

    def __init__(self, rom: CartRom) -> None:
        self.rom, self.pyboy, self.hub = rom, rom.pyboy, rom.hooks
        self.image = rom.rom_path.read_bytes()
        _, self.trampoline = self.pyboy.symbol_lookup("___sdcc_bcall_ehl")
        self.tracker = CallTracker(self.hub, self._returned)
        self.calls = 0
        self.interrupted = 0  # interrupts served inside the banked calls
        self.wrong: list[tuple[int, int]] = []

    def __enter__(self) -> BankedCallWatch:
        self.hub.add(0, self.trampoline, self.tracker.enter)
        self.rom.interrupts.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.rom.interrupts.close()
        self.hub.remove(0, self.trampoline, self.tracker.enter)
        self.tracker.close()

    def _mapped(self, bank: int) -> bool:
        """Do the window's first bytes read as ``bank``'s? (Bytes under a hook are left out: PyBoy
        patches a hooked opcode, and a return address may lie there.)"""
        window = bytes(self.pyboy.memory[0x4000:0x4100])
        image = self.image[bank * BANK_BYTES: bank * BANK_BYTES + 0x100]
        hooked = self.hub.hooked(bank)
        return all(a == b for offset, (a, b) in enumerate(zip(window, image, strict=True))
                   if 0x4000 + offset not in hooked)

    def _returned(self, start: int, end: int, caller: int) -> None:
        self.calls += 1
        self.interrupted += sum(1 for span in self.rom.interrupts.spans if start <= span.start and span.end <= end)
        if caller and not (self.hub.current_bank() == caller and self._mapped(caller)):
            self.wrong.append((caller, self.hub.current_bank()))


def test_banked_calls_return_to_the_callers_bank_while_interrupts_fire(built_rom):
    """Every banked call made while Tricky puzzles are generated (the timer interrupt fires every 65,536
    cycles, the VBlank one every frame) and while a game is played from the title: each returns with
    its caller's bank mapped."""
    with CartRom(built_rom.rom) as rom, BankedCallWatch(rom) as watch:
        for seed in (7, 8):
            rom.generate_puzzle(8, 8, seed, 1)
    with CartRom(built_rom.rom) as rom, BankedCallWatch(rom) as game:
        start_new_game(rom, 5, 5, "easy")
        cursor = Cursor(rom, 5, 5)
        for cell in (0, 6, 12):
            cursor.press(cell, "a")
        rom.tap("start")
        rom.wait_scene("PAUSED")
    assert watch.interrupted > 100, watch.interrupted  # interrupt-heavy: many landed inside banked calls
    assert watch.calls >= 6 and game.calls > 50, (watch.calls, game.calls)
    assert watch.wrong == [] and game.wrong == []


def test_banked_calls_return_to_the_callers_bank_across_the_threads_switches(built_rom):
    """On a Game Boy Color the next puzzle is made on a second thread (gbc_src/core/background.s) that
    gives the CPU back in the middle of its banked calls, while the game thread makes banked calls of
    its own: every call of either thread returns with its caller's bank mapped (the tracker keeps each
    thread's calls apart by the WRAM bank its stack is in)."""
    from codegen.harness.rom_driver import title_choose_puzzle, title_set

    with CartRom(built_rom.rom, cgb=True) as rom, BankedCallWatch(rom) as watch:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, "PALISADE")
        title_set(rom, "SIZE", "8X8")  # its puzzle is made ahead while the cursor rests
        rom.tick(400)
        start_new_game(rom, 5, 5, "easy")  # a Palisade game, whose next puzzle is made meanwhile
        cursor = Cursor(rom, 5, 5)
        for cell in (0, 6, 12, 18):
            cursor.press(cell, "a")
        rom.tick(200)
    assert set(watch.tracker.threads) == {1, 2}, watch.tracker.threads.keys()  # calls on both threads
    assert watch.calls > 200, watch.calls
    assert watch.wrong == []


def test_hram_holds_gbdks_start_up_and_palisades_rules_only(built_rom):
    """Palisade's rules keep their variables in HRAM for ldh (pal_rules.s): the ROM's symbols there are
    GBDK-2020's start-up code's, below GBDK_HRAM_END, and Palisade's rules', inside their block."""
    from codegen.emit.cartridge import GBDK_HRAM_END, PALISADE_HRAM, PALISADE_HRAM_BYTES

    in_hram = {name: address for name, (bank, address) in symbols(built_rom).items() if 0xFF80 <= address < 0xFFFF}
    palisade = {name for name, address in in_hram.items()
                if PALISADE_HRAM <= address < PALISADE_HRAM + PALISADE_HRAM_BYTES}
    assert {"_pal_made_by", "_pal_cell_head", "_pal_easy_rules"} <= palisade
    assert all(name.startswith("_pal_") for name in palisade), palisade
    others = {name: address for name, address in in_hram.items() if name not in palisade}
    assert all(address < GBDK_HRAM_END for address in others.values()), others
