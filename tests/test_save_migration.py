"""Saves of the cartridge before this layout (version 6, extended in place; versions 4 and 5;
version 3, and version 2 with its Fletcher checks) are migrated at power-on: every best time stays
under the size and level it was made on, a game in progress stays, and power lost at any moment of
the migration loses nothing.

tests/fixtures/numberlink-v3.sav was written by the cartridge of commit c049fab (save layout version
3, whose Numberlink menu listed 8x6 before 7x7), played through its buttons: Numberlink 8x6 Easy won
in 25 s, 7x7 Easy in 51 s, 8x6 Tricky in 74 s, then a 7x7 Tricky game of seed 77 left in progress."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from save_layouts import OFFSETS, as_old_layout, with_checks
from test_rom_game import SPANS, fresh, time_on
from test_rom_palisade import Player, board_tiles, start_palisade_game

from codegen.emit import io_block, save_layout
from codegen.harness.palisade_player import solution_walls
from codegen.harness.rom_driver import CartRom, title_choose_puzzle, title_select, title_set
from codegen.puzzles import REGISTRY, find
from codegen.puzzles.palisade.puzzle import generate_puzzle
from codegen.puzzles.palisade.solve import Level

V3_SAVE = (Path(__file__).parent / "fixtures" / "numberlink-v3.sav").read_bytes()
# what the fixture's cartridge showed when each game was won: (size, level) -> seconds
WON = {("8X6", "EASY"): 25, ("7X7", "EASY"): 51, ("8X6", "TRICKY"): 74}
IN_PROGRESS = (7, 7, "tricky", 77)


def crc_holds(ram: bytes, spans: dict[str, tuple[int, int, int]]) -> bool:
    return all(int.from_bytes(ram[check:check + 2], "little") == save_layout.crc16(ram[start:start + length])
               for start, length, check in spans.values())


def test_the_fixture_is_a_version_3_save_in_the_layout_written_down():
    assert V3_SAVE[:5] == save_layout.MAGIC + bytes([save_layout.V3_VERSION])
    assert crc_holds(V3_SAVE, save_layout.V3.spans)


@pytest.mark.parametrize("layout", save_layout.OLD_LAYOUTS, ids=lambda layout: f"v{layout.versions[-1]}")
def test_each_old_layout_is_where_its_version_kept_it_and_before_this_one(layout):
    """The code lays out each old version's parts from its sizes, levels and game fields where that
    version kept them (the places written down), each layout's parts end before the next one's
    begin, and this layout's start past them all: a migration never writes over what it reads."""
    assert save_layout.spans_of(layout, REGISTRY) == layout.spans
    later = [old.base for old in save_layout.OLD_LAYOUTS if old.base > layout.base] + [save_layout.BASE]
    assert layout.end <= min(later)
    assert min(start for start, _, _ in SPANS.values()) >= save_layout.BASE


def test_every_puzzle_lists_its_sizes_from_small_to_large():
    """The title menu steps through a puzzle's sizes in this order: by the longer side, then by cells."""
    for puzzle in REGISTRY:
        keys = [(max(w, h), w * h) for w, h in puzzle.sizes]
        assert keys == sorted(keys), puzzle.name


def test_a_migration_keeps_times_by_size_and_level_and_drops_what_is_gone():
    numberlink = find("numberlink")
    table = save_layout.migration(numberlink, save_layout.V3)
    old_sizes = save_layout.V3.sizes["numberlink"]
    for slot, source in enumerate(table["best_from"]):
        size, level = divmod(slot, 2)
        assert source == old_sizes.index(numberlink.sizes[size]) * 2 + level
    assert [numberlink.sizes[new] for new in table["size_from"]] == list(old_sizes)
    fewer = dataclasses.replace(numberlink, sizes=numberlink.sizes[1:], difficulties=("easy",))
    gone = save_layout.migration(fewer, save_layout.V3)
    assert gone["size_from"][0] == save_layout.NOT_KEPT and gone["level_from"] == [0, save_layout.NOT_KEPT]
    assert len(gone["best_from"]) == len(fewer.sizes) and save_layout.NOT_KEPT not in gone["best_from"]


def best_shown(rom: CartRom, size: str, level: str) -> int | None:
    title_set(rom, "SIZE", size)
    title_set(rom, "LEVEL", level)
    row = rom.text_row(16).strip()
    return None if row == "BEST -" else time_on(row)


def test_numberlink_times_stay_under_the_sizes_they_were_made_on(built_rom):
    with fresh(built_rom, V3_SAVE) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(rom, "NUMBERLINK")
        for (size, level), seconds in WON.items():
            assert best_shown(rom, size, level) == seconds, (size, level)
        assert best_shown(rom, "7X7", "TRICKY") is None
        assert best_shown(rom, "5X5", "EASY") is None
        title_select(rom, "CONTINUE")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        width, height, level, seed = IN_PROGRESS
        assert (rom.read("result_width"), rom.read("result_height"), rom.read16("result_seed")) == (width, height, seed)
        assert rom.read("result_difficulty") == find("numberlink").difficulty(level)
        migrated = rom.stop_keeping_ram()
    assert migrated[:5] == save_layout.MAGIC + bytes([save_layout.VERSION]) and crc_holds(migrated, SPANS)
    with fresh(built_rom, migrated) as rom:  # migrated once: the next power-on finds a save of its own
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(rom, "NUMBERLINK")
        assert best_shown(rom, "7X7", "EASY") == WON[("7X7", "EASY")]


def migrated_part_bytes(ram: bytes) -> bytes:
    """The header and every part of this layout, checks included: what a migration writes."""
    return ram[:5] + b"".join(ram[start:check + 2] for start, _, check in SPANS.values())


@pytest.mark.parametrize("old", ["v3", "v2"])
def test_power_lost_at_any_moment_of_the_migration_loses_nothing(built_rom, old):
    """The battery RAM is taken as it is each time the migration is about to seal a part (its bytes
    written, its check not yet) and at the end: powered on from any of those, the cartridge ends with
    the same save as a migration never interrupted."""
    power_cut_at_every_seal_ends_the_same(built_rom, V3_SAVE if old == "v3" else fletcher_checked(V3_SAVE))


def power_cut_at_every_seal_ends_the_same(built_rom, start: bytes) -> bytes:
    """Migrate ``start`` with power cut at every seal of a part (at least the settings and each
    puzzle's two parts): each power-on after a cut says nothing is wrong and ends with the same parts
    as the migration never interrupted. Returns that save."""
    moments, whole = ram_at_every_seal(built_rom, start)
    assert len(moments) >= 1 + 2 * len(REGISTRY)  # the settings, then each puzzle's best times and game
    for moment in moments:
        with fresh(built_rom, moment) as rom:
            assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
            again = rom.stop_keeping_ram()
        assert migrated_part_bytes(again) == migrated_part_bytes(whole)
    return whole


def ram_at_every_seal(built_rom, start: bytes) -> tuple[list[bytes], bytes]:
    """Power on with ``start`` in the battery RAM: the RAM as it is each time a part is about to be
    sealed (its bytes written, its check not yet), and as it is once the title is up."""
    moments: list[bytes] = []

    def watch_seals(rom: CartRom) -> None:
        bank, address = rom.pyboy.symbol_lookup("_save_part_seal")
        rom.hooks.add(bank, address, lambda: moments.append(bytes(rom.pyboy.memory[0xA000:0xC000])))

    with CartRom(built_rom.rom, cart_ram=start, before_start=watch_seals) as rom:
        rom.wait_scene("TITLE")
        whole = rom.stop_keeping_ram()
    return moments, whole


def fletcher_checked(v3: bytes) -> bytes:
    """The fixture as the cartridge before the CRC would have kept it: version 2, Fletcher checks."""
    old = bytearray(v3)
    old[4] = save_layout.V2_VERSION
    for start, length, check in save_layout.V3.spans.values():
        old[check:check + 2] = save_layout.fletcher(bytes(old[start:start + length])).to_bytes(2, "little")
    return bytes(old)


def version_4_save(built_rom, palisade_best: int | None, palisade_game: bool, version: int = 4) -> bytes:
    """A version 4 save (versions 4 and 5's layout, from before Palisade's levels changed meaning): the
    cartridge's own fresh save with a Numberlink best time of 77 s at its first size and level, and
    for Palisade a best time of ``palisade_best`` s at 6x6 Tricky and a game in progress if asked, in
    that layout."""
    with fresh(built_rom) as rom:
        ram = bytearray(rom.stop_keeping_ram())
    palisade = find("palisade")
    ram[OFFSETS["numberlink_best"]:OFFSETS["numberlink_best"] + 2] = (77).to_bytes(2, "little")
    if palisade_best is not None:
        slot = palisade.sizes.index((6, 6)) * len(palisade.difficulties) + palisade.difficulty("tricky")
        where = OFFSETS["palisade_best"] + 2 * slot
        ram[where:where + 2] = palisade_best.to_bytes(2, "little")
    if palisade_game:
        ram[OFFSETS["palisade_saved"]] = 1
        ram[OFFSETS["palisade_size"]] = palisade.sizes.index((6, 6))
        ram[OFFSETS["palisade_difficulty"]] = palisade.difficulty("easy")
    return as_old_layout(bytes(ram), save_layout.V5, version)


def test_palisade_times_and_game_from_before_its_new_levels_are_dropped_with_a_message(built_rom):
    """Issue 37 changed what Palisade's levels mean: a version 4 save's Palisade best times and game
    are dropped at power-on, never shown under today's levels, and the title says so; the other
    puzzles' times stay. The next power-on finds a save of this version and says nothing."""
    with fresh(built_rom, version_4_save(built_rom, 95, palisade_game=True)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["LEVELS_CHANGED"]
        assert rom.read("save_notice_puzzle") == REGISTRY.index(find("palisade"))
        assert rom.text_row(17).strip() == "PALISADE: NEW LEVELS"
        title_choose_puzzle(rom, "NUMBERLINK")
        numberlink = find("numberlink")
        first_size = "{}X{}".format(*numberlink.sizes[0])
        assert best_shown(rom, first_size, "EASY") == 77
        title_choose_puzzle(rom, "PALISADE")
        assert best_shown(rom, "6X6", "TRICKY") is None
        assert "CONTINUE" not in [rom.text_row(row).strip() for row in range(18)]
        after = rom.stop_keeping_ram()
    assert after[:5] == save_layout.MAGIC + bytes([save_layout.VERSION]) and crc_holds(after, SPANS)
    with fresh(built_rom, after) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        assert rom.text_row(17).strip() == ""


def test_a_version_4_save_with_nothing_of_palisade_changes_without_a_message(built_rom):
    with fresh(built_rom, version_4_save(built_rom, None, palisade_game=False)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(rom, "NUMBERLINK")
        assert best_shown(rom, "{}X{}".format(*find("numberlink").sizes[0]), "EASY") == 77
        after = rom.stop_keeping_ram()
    assert after[4] == save_layout.VERSION


def test_power_lost_while_palisade_levels_are_retired_loses_nothing_else(built_rom):
    """Power lost at any seal of the change from version 4: the next power-on ends with the same save
    as a change never interrupted (Palisade's old times and game gone, the rest kept)."""
    moments, whole = ram_at_every_seal(built_rom, version_4_save(built_rom, 95, palisade_game=True))
    assert len(moments) >= 2  # Palisade's best times, then its game
    for moment in moments:
        with fresh(built_rom, moment) as rom:
            again = rom.stop_keeping_ram()
        assert migrated_part_bytes(again) == migrated_part_bytes(whole)


PALISADE_GAME = (10, 10, 5, 33)  # width, height, k, seed: the largest board version 5 had


def palisade_game_save(built_rom) -> tuple[bytes, list[list[int]]]:
    """A save of this layout with a Palisade 10x10 game in progress (some walls and an open mark) and a
    best time of 95 s at 6x6 Tricky, and the game's board as the screen showed it."""
    width, height, k, seed = PALISADE_GAME
    model = generate_puzzle(width, height, k, seed, Level.EASY)
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        player = Player(rom, width, height)
        player.mark(11, "right", "b")
        for cell, direction in solution_walls(width, height, model.regions)[:6]:
            player.mark(cell, direction, "a")
        shown = board_tiles(rom, width, height)
        ram = bytearray(rom.stop_keeping_ram())
    palisade = find("palisade")
    slot = palisade.sizes.index((6, 6)) * len(palisade.difficulties) + palisade.difficulty("tricky")
    ram[OFFSETS["palisade_best"] + 2 * slot:OFFSETS["palisade_best"] + 2 * slot + 2] = (95).to_bytes(2, "little")
    return with_checks(ram), shown


def resume_palisade(rom: CartRom) -> None:
    title_choose_puzzle(rom, "PALISADE")
    title_select(rom, "CONTINUE")
    rom.tap("a")
    rom.wait_scene("PLAYING")


def test_a_version_5_palisade_game_and_times_come_through_the_15x12_change(built_rom):
    """Version 6 gave Palisade a seventh size and game fields of 180 cells: a version 5 save's
    Palisade best time stays under its size and level, its 10x10 game in progress resumes with the
    same board, and the 15x12 slots start empty. The next power-on finds a save of its own."""
    ram, shown = palisade_game_save(built_rom)
    width, height, _, seed = PALISADE_GAME
    with fresh(built_rom, as_old_layout(ram, save_layout.V5, save_layout.V5_VERSION)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(rom, "PALISADE")
        assert best_shown(rom, "6X6", "TRICKY") == 95
        assert best_shown(rom, "15X12", "EASY") is None
        assert best_shown(rom, "15X12", "TRICKY") is None
        resume_palisade(rom)
        assert (rom.read("result_width"), rom.read("result_height"), rom.read16("result_seed")) == (width, height, seed)
        assert board_tiles(rom, width, height) == shown
        migrated = rom.stop_keeping_ram()
    assert migrated[:5] == save_layout.MAGIC + bytes([save_layout.VERSION]) and crc_holds(migrated, SPANS)
    with fresh(built_rom, migrated) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        resume_palisade(rom)
        assert board_tiles(rom, width, height) == shown


def test_power_lost_while_a_version_5_save_is_migrated_loses_nothing(built_rom):
    """Power lost at any seal of the migration from version 5: the next power-on ends with the same
    save as a migration never interrupted, Palisade's game and times included."""
    ram, _ = palisade_game_save(built_rom)
    whole = power_cut_at_every_seal_ends_the_same(built_rom, as_old_layout(ram, save_layout.V5, save_layout.V5_VERSION))
    assert whole[OFFSETS["palisade_saved"]] == 1


# ---- version 6: this layout without Sudoku, extended in place ----

def version_6_save(built_rom) -> bytes:
    """A version 6 save: the cartridge's own fresh save with a Numberlink best time of 77 s and a
    Palisade 6x6 Easy game in progress, where version 6 kept them; where Sudoku's parts lie now, what
    version 6 had there (the start of its puzzle made ahead: here bytes that check out as nothing)."""
    with fresh(built_rom) as rom:
        ram = bytearray(rom.stop_keeping_ram())
    palisade = find("palisade")
    ram[OFFSETS["numberlink_best"]:OFFSETS["numberlink_best"] + 2] = (77).to_bytes(2, "little")
    ram[OFFSETS["palisade_saved"]] = 1
    ram[OFFSETS["palisade_size"]] = palisade.sizes.index((6, 6))
    ram[OFFSETS["palisade_difficulty"]] = palisade.difficulty("easy")
    ram = bytearray(with_checks(ram))
    sudoku_first, _, _ = SPANS["sudoku_best"]
    _, _, sudoku_check = SPANS["sudoku_game"]
    ram[sudoku_first:sudoku_check + 2] = bytes((i * 37 + 11) & 0xFF for i in range(sudoku_check + 2 - sudoku_first))
    ram[4] = save_layout.V6_VERSION
    return bytes(ram)


def test_this_layout_keeps_version_6s_puzzles_where_it_kept_them():
    assert tuple(p.name for p in REGISTRY[:len(save_layout.V6_PUZZLES)]) == save_layout.V6_PUZZLES
    kept = {name: span for name, span in save_layout.V6_SPANS.items() if name != "ahead"}
    assert {name: SPANS[name] for name in kept} == kept
    assert save_layout.spans(REGISTRY[:len(save_layout.V6_PUZZLES)]) == save_layout.V6_SPANS


def test_a_version_6_save_keeps_its_times_and_game_and_gains_sudoku_without_a_message(built_rom):
    with fresh(built_rom, version_6_save(built_rom)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(rom, "NUMBERLINK")
        assert best_shown(rom, "{}X{}".format(*find("numberlink").sizes[0]), "EASY") == 77
        after = rom.stop_keeping_ram()
    assert after[:5] == save_layout.MAGIC + bytes([save_layout.VERSION]) and crc_holds(after, SPANS)
    assert after[OFFSETS["palisade_saved"]] == 1
    best, length, _ = SPANS["sudoku_best"]
    assert after[best:best + length] == b"\xff" * length  # no times
    assert after[OFFSETS["sudoku_saved"]] == 0  # no game


def test_power_lost_while_a_version_6_save_is_extended_loses_nothing(built_rom):
    moments, whole = ram_at_every_seal(built_rom, version_6_save(built_rom))
    assert len(moments) >= 2  # Sudoku's best times, then its game
    for moment in moments:
        with fresh(built_rom, moment) as rom:
            assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
            again = rom.stop_keeping_ram()
        assert migrated_part_bytes(again) == migrated_part_bytes(whole)


def test_a_save_of_this_version_that_counts_fewer_puzzles_loses_nothing(built_rom):
    """The header's puzzle count only says which parts may be empty: a part past it that checks out
    is kept (a damaged count, or a cartridge with fewer puzzles that kept the others' parts)."""
    with fresh(built_rom) as rom:
        ram = bytearray(rom.stop_keeping_ram())
    ram[OFFSETS["numberlink_best"]:OFFSETS["numberlink_best"] + 2] = (77).to_bytes(2, "little")
    ram[OFFSETS["sudoku_best"]:OFFSETS["sudoku_best"] + 2] = (300).to_bytes(2, "little")
    ram = bytearray(with_checks(ram))
    ram[OFFSETS["puzzles"]] = 1
    with fresh(built_rom, bytes(ram)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        after = rom.stop_keeping_ram()
    assert after[OFFSETS["puzzles"]] == len(REGISTRY)
    assert after[OFFSETS["sudoku_best"]:OFFSETS["sudoku_best"] + 2] == (300).to_bytes(2, "little")
    assert after[OFFSETS["numberlink_best"]:OFFSETS["numberlink_best"] + 2] == (77).to_bytes(2, "little")
