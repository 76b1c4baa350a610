"""Saves on disk (issue 15, in part): `invoke run` keeps the battery RAM in roms/puzzles.sav, the name
mGBA and most emulators use, and `invoke clean` never removes a save."""

from __future__ import annotations

import pytest
from invoke import Context

import tasks
from codegen.emit.cartridge import ROM_NAME, SAVE_RAM_BYTES
from codegen.harness.battery import SaveFileError, load_battery, save_path, write_battery
from codegen.harness.rom_driver import CartRom, title_item_row, title_select


def sound_setting(rom: CartRom) -> str:
    title_select(rom, "SOUND")
    return rom.text_row(title_item_row(rom)).split("<")[1].split(">")[0].strip()


def test_a_setting_survives_through_the_sav_file(built_rom, tmp_path):
    """The path `invoke run` takes: RAM from the .sav (none yet), played, written back, read again."""
    rom_path = tmp_path / f"{ROM_NAME}.gb"
    for suffix in (".gb", ".sym"):  # PyBoy finds the symbols next to the ROM
        rom_path.with_suffix(suffix).write_bytes(built_rom.rom.with_suffix(suffix).read_bytes())
    assert load_battery(save_path(rom_path)) is None
    rom = CartRom(rom_path, cart_ram=load_battery(save_path(rom_path)))
    rom.wait_scene("TITLE")
    assert sound_setting(rom) == "ON"
    rom.tap("right")
    assert sound_setting(rom) == "OFF"
    write_battery(save_path(rom_path), rom.stop_keeping_ram())
    assert save_path(rom_path).name == f"{ROM_NAME}.sav"
    assert len(save_path(rom_path).read_bytes()) == SAVE_RAM_BYTES
    assert not list(tmp_path.glob(".*partial"))
    with CartRom(rom_path, cart_ram=load_battery(save_path(rom_path))) as again:
        again.wait_scene("TITLE")
        assert sound_setting(again) == "OFF"


def test_a_sav_of_the_wrong_size_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "puzzles.sav"
    path.write_bytes(b"\x01" * 100)
    with pytest.raises(SaveFileError, match=r"100 bytes.*8192"):
        load_battery(path)
    assert path.read_bytes() == b"\x01" * 100
    with pytest.raises(SaveFileError):
        write_battery(path, b"\x00" * 5)
    assert path.read_bytes() == b"\x01" * 100


def test_clean_removes_the_build_but_never_a_save(tmp_path, monkeypatch):
    roms, build = tmp_path / "roms", tmp_path / "build"
    roms.mkdir()
    (build / "sdcc").mkdir(parents=True)
    monkeypatch.setattr(tasks, "ROMS", roms)
    monkeypatch.setattr(tasks, "BUILD", build)
    for suffix in (".gb", ".sym", ".map", ".noi", ".cdb", ".sav", ".ram"):
        (roms / f"{ROM_NAME}{suffix}").write_bytes(b"x")
    (roms / "README.md").write_text("kept")
    tasks.clean(Context())
    assert sorted(p.name for p in roms.iterdir()) == ["README.md", f"{ROM_NAME}.ram", f"{ROM_NAME}.sav"]
    assert not build.exists()
