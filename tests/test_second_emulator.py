"""A second, more accurate emulator (issue 15): the same scripted game played in PyBoy and in mGBA
(codegen/harness/mgba_cart.py) gives the same screens, picture for picture, and the same puzzle bytes.

The script: power on, the title screen, a seeded Hitori game through the menu, moves (shade, circle,
undo), the pause menu and back, then the solution shaded to the win screen; and a seeded Numberlink
game, every pair drawn to its win screen. mGBA has no boot ROM (it starts the cartridge about 65
frames sooner), so the script waits for what the cartridge shows, never counts frames from power-on.
A picture is taken right after the cursor has moved (its blink starts over then), so both emulators
show it."""

from __future__ import annotations

from codegen.harness.mgba_cart import MgbaCart
from codegen.harness.numberlink_player import Player, solution_paths
from codegen.harness.rom_driver import CartRom, Cursor, start_seeded_game, title_choose_puzzle


def view(rom: CartRom) -> dict[str, object]:
    """The scene, its text and its picture once it stands: the queued tiles drawn and a few frames
    more (the two emulators end a frame at different points of VBlank, so a sprite the last frame
    moved may show in one picture and not yet in the other)."""
    rom.settle()
    rom.tick(3)
    return {"scene": rom.scene(), "text": [rom.text_row(row) for row in range(18)], "picture": rom.screen_shades()}


def scripted_game(rom: CartRom) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    rom.wait_scene("TITLE")
    seen.append(("title", view(rom)))

    start_seeded_game(rom, 6, 6, "easy", 777)
    solution = rom.read_bytes("board", 36)
    seen.append(("hitori puzzle", (rom.read_bytes("numbers", 36), solution)))
    blacks = [cell for cell in range(36) if solution[cell]]
    white = next(cell for cell in range(36) if not solution[cell])
    cursor = Cursor(rom, 6, 6)
    cursor.press(blacks[0], "a")  # shade
    cursor.press(white, "b")  # circle
    cursor.press(blacks[1], "a")
    rom.tap("select")  # undo the last shade
    cursor.go(2, 2)
    seen.append(("hitori moves", view(rom)))
    rom.tap("start")
    rom.wait_scene("PAUSED")
    seen.append(("paused", view(rom)))
    rom.tap("a")  # resume
    rom.wait_scene("PLAYING")
    for cell in blacks[1:]:
        cursor.press(cell, "a")
    rom.wait_scene("WON")
    seen.append(("hitori won", view(rom)))

    rom.tap("b")  # to the title
    rom.wait_scene("TITLE")
    title_choose_puzzle(rom, "NUMBERLINK")
    start_seeded_game(rom, 6, 6, "easy", 4242)
    ends, answer = list(rom.read_bytes("numbers", 36)), list(rom.read_bytes("board", 36))
    seen.append(("numberlink puzzle", (bytes(ends), bytes(answer))))
    paths = solution_paths(6, ends, answer)
    player = Player(rom, 6, 6)
    for pair in sorted(paths):
        player.draw(paths[pair])
    rom.wait_scene("WON")
    seen.append(("numberlink won", view(rom)))
    return seen


def test_pyboy_and_mgba_show_the_same_game(built_rom):
    with CartRom(built_rom.rom) as pyboy_rom:
        in_pyboy = scripted_game(pyboy_rom)
    mgba_rom = MgbaCart(built_rom.rom)
    try:
        in_mgba = scripted_game(mgba_rom)
    finally:
        mgba_rom.stop()
    assert [label for label, _ in in_mgba] == [label for label, _ in in_pyboy]
    for (label, pyboy_seen), (_, mgba_seen) in zip(in_pyboy, in_mgba, strict=True):
        if isinstance(pyboy_seen, dict):
            assert mgba_seen["scene"] == pyboy_seen["scene"], label
            assert mgba_seen["text"] == pyboy_seen["text"], label
            differing = sum(a != b for row_a, row_b in zip(mgba_seen["picture"], pyboy_seen["picture"], strict=True)
                            for a, b in zip(row_a, row_b, strict=True))
            assert differing == 0, f"{label}: {differing} pixels differ"
        else:
            assert mgba_seen == pyboy_seen, label
    # the script did what it says: a won Hitori game and a won Numberlink game, real puzzles
    hitori_won = dict(in_pyboy)["hitori won"]
    assert any("PUZZLE SOLVED!" in row for row in hitori_won["text"])
    assert any(dict(in_pyboy)["hitori puzzle"][1])
