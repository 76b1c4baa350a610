"""Real hardware does not zero WRAM or HRAM at power-on (issue 15, in part): with both full of random
bytes when the cartridge starts, it shows the same title, makes the same puzzles and plays the same as
with the zeroed RAM an emulator gives it."""

from __future__ import annotations

import pytest

from codegen.harness.numberlink_player import Player, solution_paths
from codegen.harness.rom_driver import CartRom, pause_quit, start_seeded_game, title_choose_puzzle


def scripted_session(rom: CartRom) -> dict[str, object]:
    """Title, a seeded Hitori game, a seeded Numberlink game with two pairs drawn: what was seen."""
    seen: dict[str, object] = {}
    rom.wait_scene("TITLE")
    seen["title"] = [rom.text_row(row) for row in range(18)]
    start_seeded_game(rom, 6, 6, "easy", 777)
    seen["hitori"] = (bytes(rom.read_bytes("numbers", 36)), bytes(rom.read_bytes("board", 36)))
    seen["hitori screen"] = [rom.background_row(row) for row in range(18)]
    pause_quit(rom)
    title_choose_puzzle(rom, "NUMBERLINK")
    start_seeded_game(rom, 8, 8, "tricky", 4242)
    ends, solution = list(rom.read_bytes("numbers", 64)), list(rom.read_bytes("board", 64))
    paths = solution_paths(8, ends, solution)
    player = Player(rom, 8, 8)
    for pair in (1, 2):
        player.draw(paths[pair])
    rom.settle()
    seen["numberlink"] = (bytes(ends), bytes(solution))
    seen["numberlink screen"] = [rom.background_row(row)[:20] for row in range(2, 18)]
    return seen


@pytest.mark.parametrize("noise", [1, 2])
def test_random_ram_at_power_on_changes_nothing(built_rom, noise):
    with CartRom(built_rom.rom) as rom:
        zeroed = scripted_session(rom)
    with CartRom(built_rom.rom, noise=noise) as rom:
        assert rom.noise_filled  # the cartridge started on random RAM
        noisy = scripted_session(rom)
    assert noisy == zeroed
