"""The cartridge's layouts are the Python model's, cell for cell, and valid, for every ROM size."""

from __future__ import annotations

import random

import pytest
from checks import layout_problems
from shared_cache import remember

from codegen.emit import io_block
from codegen.puzzles.hitori.layout import generate_layout
from codegen.puzzles.hitori.shapes import ROM_SIZES


def seeds_for(width: int, height: int, count: int) -> list[int]:
    """The first seeds, both ends of the range, and a spread of others (fixed per size)."""
    spread = random.Random(width * 1000 + height).sample(range(2, 65535), count)
    chosen = [1, 2, 3, 65535, 65534, 255, 256, 4096, *spread]
    return list(dict.fromkeys(chosen))[:count]


def checked_model_layouts(width: int, height: int, seeds: list[int]) -> list[list[bool]]:
    """The model's layouts for ``seeds``, each passed by the independent checker: made once for every
    back end's ROM (and every worker: shared_cache.py). A ROM layout equal to one of them passes too."""
    def make() -> list[list[bool]]:
        layouts = [generate_layout(width, height, seed) for seed in seeds]
        for seed, layout in zip(seeds, layouts, strict=True):
            assert layout_problems(width, height, layout) == [], f"{width}x{height} seed {seed}"
        return layouts

    return remember(f"hitori layouts {width}x{height} seeds {seeds}", make)


def assert_rom_matches_model(rom, width: int, height: int, seeds: list[int]) -> None:
    for seed, expected in zip(seeds, checked_model_layouts(width, height, seeds), strict=True):
        result = rom.generate_layout(width, height, seed)
        assert result.status == 0
        assert (result.width, result.height, result.seed) == (width, height, seed)
        assert result.black == expected, f"{width}x{height} seed {seed}: ROM and model differ"
        assert result.black_count == sum(expected)


@pytest.mark.parametrize("width,height", ROM_SIZES, ids=[f"{w}x{h}" for w, h in ROM_SIZES])
def test_rom_layout_equals_model(rom, width, height):
    assert_rom_matches_model(rom, width, height, seeds_for(width, height, 100))


@pytest.mark.slow
@pytest.mark.parametrize("width,height", [(15, 15), (16, 15), (12, 7), (4, 4)], ids=str)
def test_rom_layout_equals_model_many_seeds(rom, width, height):
    assert_rom_matches_model(rom, width, height, seeds_for(width, height, 1500))


def assert_flood_fill_agrees(rom, width: int, height: int, seeds: list[int]) -> None:
    """The flood-fill check on the device answers every attempt like the dual, so the layouts match:
    a second proof of the dual check, on the device."""
    for seed in seeds:
        flood = rom.generate_layout(width, height, seed, check=io_block.CHECK_FLOOD_FILL)
        assert flood.status == 0 and flood.check == io_block.CHECK_FLOOD_FILL
        dual = rom.generate_layout(width, height, seed, check=io_block.CHECK_DUAL)
        assert dual.check == io_block.CHECK_DUAL
        assert flood.black == dual.black == generate_layout(width, height, seed), f"{width}x{height} seed {seed}"
        assert flood.timer_cycles > dual.timer_cycles


@pytest.mark.parametrize("width,height", ROM_SIZES, ids=[f"{w}x{h}" for w, h in ROM_SIZES])
def test_flood_fill_and_dual_give_the_same_layout_on_the_device(rom, width, height):
    assert_flood_fill_agrees(rom, width, height, seeds_for(width, height, 6))


@pytest.mark.slow
@pytest.mark.parametrize("width,height", [(15, 15), (16, 15), (9, 16), (12, 7), (6, 6)], ids=str)
def test_flood_fill_and_dual_agree_on_many_seeds(rom, width, height):
    assert_flood_fill_agrees(rom, width, height, seeds_for(width, height, 60))
