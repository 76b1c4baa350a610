"""The save's check (issue 15, in part): CRC-16/CCITT-FALSE per part. It is the standard CRC, it catches
every one- and two-bit error in the longest part (proved exhaustively here), the ROM computes it bit
for bit, and a version 2 save (Fletcher checks) is kept part by part when the new cartridge meets it."""

from __future__ import annotations

import random

import pytest
from save_layouts import as_old_layout
from test_rom_game import OFFSETS, SPANS, fresh, play_some_moves, shown_board

from codegen.emit import io_block, save_layout
from codegen.puzzles import REGISTRY


def test_the_crc_is_the_standard_one():
    """CRC-16/CCITT-FALSE's published check value: the CRC of the ASCII digits 1 to 9 is 0x29B1."""
    assert save_layout.crc16(b"123456789") == 0x29B1
    assert save_layout.crc16(b"") == 0xFFFF
    assert save_layout.crc16(bytes(100)) != 0  # blank RAM does not check out


def test_a_byte_changed_changes_the_check_by_crc_change():
    """save_layout.crc_change (the device's save_crc_change, by the same matrices) against the CRC of
    the whole part worked out again: random parts up to the longest, random bytes changed."""
    rng = random.Random(38)
    longest = max(length for _, length, _ in SPANS.values())
    assert longest < 1 << save_layout.CRC_STEP_POWERS
    for _ in range(400):
        data = bytearray(rng.randrange(256) for _ in range(rng.randrange(1, longest + 1)))
        at, value = rng.randrange(len(data)), rng.randrange(256)
        before = save_layout.crc16(bytes(data))
        change = save_layout.crc_change(data[at] ^ value, len(data) - 1 - at)
        data[at] = value
        assert save_layout.crc16(bytes(data)) == before ^ change


def test_every_one_and_two_bit_error_in_the_longest_part_is_caught():
    """The CRC is affine: crc(m ^ e) ^ crc(m) depends on the error e alone (the CRC of e from a zero
    register). A one-bit error passes only if its syndrome is 0, a two-bit error only if the two
    one-bit syndromes are equal; so all syndromes nonzero and distinct proves every such error is
    caught, for every content. Checked for every bit of the longest part (check bytes included)."""
    longest = max(length + 2 for _, length, _ in SPANS.values())
    syndromes = set()
    for bit in range(8 * longest):
        error = bytearray(longest)
        error[bit // 8] = 0x80 >> (bit % 8)
        syndromes.add(save_layout.crc16(bytes(error), start=0))
    assert 0 not in syndromes and len(syndromes) == 8 * longest
    message = bytes(random.Random(1).randrange(256) for _ in range(longest))
    flipped = bytearray(message)
    flipped[3] ^= 0x10
    flipped[longest - 1] ^= 0x01
    assert save_layout.crc16(bytes(flipped)) ^ save_layout.crc16(message) == \
        save_layout.crc16(bytes(a ^ b for a, b in zip(flipped, message, strict=True)), start=0)


def test_the_old_fletcher_check_missed_two_bit_errors():
    """Why the check changed: two flips of bit 7 an even distance apart pass Fletcher mod 256."""
    data = bytes(random.Random(2).randrange(256) for _ in range(64))
    broken = bytearray(data)
    broken[10] ^= 0x80
    broken[12] ^= 0x80
    assert save_layout.fletcher(bytes(broken)) == save_layout.fletcher(data)
    assert save_layout.crc16(bytes(broken)) != save_layout.crc16(data)


def test_the_rom_seals_every_part_with_its_crc(built_rom):
    with fresh(built_rom) as rom:
        play_some_moves(rom)
        saved = rom.stop_keeping_ram()
    assert saved[OFFSETS["version"]] == save_layout.VERSION == 7
    assert saved[OFFSETS["puzzles"]] == len(REGISTRY)
    for start, length, check in SPANS.values():
        assert int.from_bytes(saved[check:check + 2], "little") == save_layout.crc16(saved[start:start + length])


def as_version_2(ram: bytes) -> bytes:
    """The same save as the cartridge before the CRC wrote it: version 2, Fletcher checks, in the
    layout of versions 2 and 3."""
    return as_old_layout(ram, save_layout.V3, save_layout.V2_VERSION)


def test_a_version_2_save_is_kept_and_upgraded(built_rom):
    with fresh(built_rom) as rom:
        board = play_some_moves(rom)
        ram = rom.stop_keeping_ram()
    with fresh(built_rom, as_version_2(ram)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        assert rom.text_row(8).strip() == "> CONTINUE"
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert shown_board(rom, 9, 9) == board
        upgraded = rom.stop_keeping_ram()
    assert upgraded[OFFSETS["version"]] == save_layout.VERSION
    for start, length, check in SPANS.values():
        assert int.from_bytes(upgraded[check:check + 2], "little") == save_layout.crc16(upgraded[start:start + length])


def test_a_damaged_part_of_a_version_2_save_is_reset_alone(built_rom):
    with fresh(built_rom) as rom:
        play_some_moves(rom)
        ram = bytearray(as_version_2(rom.stop_keeping_ram()))
    ram[save_layout.V3.spans["hitori_best"][0] + 3] ^= 0x04  # the best times no longer check out; the game does
    with fresh(built_rom, bytes(ram)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["DAMAGED"]
        assert "CONTINUE" in rom.text_row(8)


def test_single_bit_flips_in_a_real_save_are_never_trusted(built_rom):
    """A sample of one-bit flips across the game part of a real save: each time the game is dropped,
    never continued with wrong marks (the exhaustive proof above covers every flip)."""
    with fresh(built_rom) as rom:
        play_some_moves(rom)
        ram = rom.stop_keeping_ram()
    start, length, check = SPANS["hitori_game"]
    rng = random.Random(3)
    for _ in range(6):
        bit = rng.randrange(8 * (length + 2))
        where = start + bit // 8 if bit // 8 < length else check + bit // 8 - length
        damaged = bytearray(ram)
        damaged[where] ^= 0x80 >> (bit % 8)
        with fresh(built_rom, bytes(damaged)) as rom:
            assert rom.read("save_notice") == io_block.SAVE_NOTICES["DAMAGED"]
            assert "CONTINUE" not in rom.text_row(8)


def random_damage(ram: bytes, rng: random.Random) -> bytes:
    """1 to 16 bit flips anywhere in the save's bytes (its header and its parts, not the bytes where
    older versions kept theirs), or a run of random bytes (a torn write)."""
    damaged = bytearray(ram)
    used = [*range(6), *range(save_layout.BASE, save_layout.size(REGISTRY))]
    if rng.random() < 0.8:
        for _ in range(rng.randint(1, 16)):
            bit = rng.randrange(8 * len(used))
            damaged[used[bit // 8]] ^= 0x80 >> (bit % 8)
    else:
        first = rng.randrange(len(used))
        for where in used[first:first + rng.randint(1, 32)]:
            damaged[where] = rng.randrange(256)
    return bytes(damaged)


def game_offered(ram: bytes, original: bytes) -> bool:
    """Would a cartridge that trusts a part whose CRC checks out offer a game that is not the one
    saved? (Its game part changed, yet its check still matches.)"""
    start, length, check = SPANS["hitori_game"]
    part = ram[start:start + length]
    trusted = int.from_bytes(ram[check:check + 2], "little") == save_layout.crc16(part)
    return trusted and (part, ram[check:check + 2]) != (original[start:start + length],
                                                        original[check:check + 2])


@pytest.mark.slow
def test_ten_thousand_random_damages_never_offer_a_corrupt_game(built_rom):
    """Issue 15's save fuzz: 10,000 random damages of a real save (flips anywhere, torn writes); no
    damaged game part ever checks out. Then a sample of them on the cartridge itself: it offers
    CONTINUE only when the game part is the one saved, and then the board shown is that game's."""
    with fresh(built_rom) as rom:
        board = play_some_moves(rom)
        ram = rom.stop_keeping_ram()
    rng = random.Random(15)
    damages = [random_damage(ram, rng) for _ in range(10_000)]
    assert not [d for d in damages if game_offered(d, ram)]
    start, _, check = SPANS["hitori_game"]
    offered = refused = 0
    for damaged in damages[:60]:
        with fresh(built_rom, damaged) as rom:
            if "CONTINUE" not in rom.text_row(8):
                refused += 1
                continue
            offered += 1
            assert damaged[start:check + 2] == ram[start:check + 2]
            rom.tap("a")
            rom.wait_scene("PLAYING")
            assert shown_board(rom, 9, 9) == board
    assert offered and refused  # the sample holds both: damage elsewhere keeps the game
