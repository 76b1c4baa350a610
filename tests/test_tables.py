"""The generated C tables say what the geometry says, recomputed here from coordinates alone."""

from __future__ import annotations

import re

import pytest

from codegen.emit import io_block
from codegen.emit.cartridge import board_placement
from codegen.emit.context import context
from codegen.emit.render import render_sources
from codegen.puzzles import REGISTRY
from codegen.puzzles.hitori.shapes import ROM_SIZES, rom_shape

ARRAY = re.compile(r"const uint8_t hitori_records_(\d+)x(\d+)\[(\d+)\]\[RECORD_BYTES\] = \{(.*?)\};", re.S)
OFF_BOARD = 0xFF
SPARES = (0xFE, 0xFF)


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    out = tmp_path_factory.mktemp("gen")
    return {p.name: p.read_text() for p in render_sources(out, REGISTRY)}


def all_records(generated: dict[str, str]) -> str:
    """The cell tables, from every switchable bank's file."""
    return "".join(text for name, text in sorted(generated.items()) if name.startswith("board_records_bank"))


def parse_records(source: str) -> dict[tuple[int, int], list[tuple[int, ...]]]:
    tables = {}
    for w, h, count, body in ARRAY.findall(source):
        rows = [tuple(int(v) for v in row.split(",")) for row in re.findall(r"\{ ([0-9, ]+) \}", body)]
        assert len(rows) == int(count) and all(len(row) == 8 for row in rows)
        tables[(int(w), int(h))] = rows
    return tables


def expected_neighbours(w: int, h: int, x: int, y: int) -> tuple[int, ...]:
    def at(cx: int, cy: int) -> int:
        return cy * w + cx if 0 <= cx < w and 0 <= cy < h else OFF_BOARD

    return (at(x, y - 1), at(x + 1, y), at(x, y + 1), at(x - 1, y))


def expected_corners(w: int, h: int, x: int, y: int) -> tuple[int, ...]:
    """NW, NE, SE, SW faces; the outer face's second and third appearance become the spare faces."""
    outer = (w - 1) * (h - 1)

    def square(sx: int, sy: int) -> int:
        return sy * (w - 1) + sx if 0 <= sx < w - 1 and 0 <= sy < h - 1 else outer

    corners = [square(x - 1, y - 1), square(x, y - 1), square(x, y), square(x - 1, y)]
    spares = list(SPARES)
    seen_outer = False
    for k, face in enumerate(corners):
        if face == outer:
            if seen_outer:
                corners[k] = spares.pop(0)
            seen_outer = True
    return tuple(corners)


def test_every_rom_size_has_its_records_and_they_match_the_geometry(generated):
    tables = parse_records(all_records(generated))
    assert sorted(tables) == sorted(ROM_SIZES)
    for w, h in ROM_SIZES:
        records = tables[(w, h)]
        for cell in range(w * h):
            x, y = cell % w, cell // w
            assert records[cell][:4] == expected_corners(w, h, x, y), (w, h, cell)
            assert records[cell][4:] == expected_neighbours(w, h, x, y), (w, h, cell)


def test_spare_faces_are_free_and_nw_is_never_spare(generated):
    """The assembly relies on both: spares never collide with a real face or cell, and the NW root
    is always a real face (it is the root everything else is joined to)."""
    for w, h in ROM_SIZES:
        assert (w - 1) * (h - 1) + 1 <= SPARES[0]
        assert w * h <= OFF_BOARD
    for (w, h), records in parse_records(all_records(generated)).items():
        assert all(record[0] not in SPARES for record in records), (w, h)


def test_shape_list_matches_the_configuration(generated):
    shape_row = r"\{ (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), hitori_records_\w+, (\d+) \}"
    rows = re.findall(shape_row, generated["board_tables.c"])
    assert [(int(r[0]), int(r[1])) for r in rows] == ROM_SIZES
    for r in rows:
        w, h, cells, faces, map_x, map_y, bank = map(int, r)
        assert bank >= 1  # bank 0 is for code and the core (emit/cartridge.py)
        shape = rom_shape(w, h)
        assert (cells, faces) == (w * h, (w - 1) * (h - 1) + 1)
        assert (map_x, map_y) == (shape.map_x, shape.map_y)
        assert map_x >= 0 and map_x + w <= 20 and map_y >= 2 and map_y + h <= 18


def test_sizes_fit_8_bit_indices(generated):
    header = generated["board_tables.h"]
    max_cells = int(re.search(r"HITORI_MAX_CELLS\s+(\d+)u", header).group(1))
    max_faces = int(re.search(r"HITORI_MAX_FACES\s+(\d+)u", header).group(1))
    assert max_cells == max(w * h for w, h in ROM_SIZES) <= 255
    assert max_faces == max((w - 1) * (h - 1) + 1 for w, h in ROM_SIZES) <= 255


def test_io_struct_matches_the_documented_offsets(generated):
    body = re.search(r"typedef struct cart_io \{(.*?)\} cart_io_t;", generated["io_block.h"], re.S).group(1)
    offset, found = 0, {}
    for ctype, name, count in re.findall(r"(uint8_t|uint16_t|uint32_t) (\w+)(?:\[(\d+)\])?;", body):
        found[name] = offset
        offset += {"uint8_t": 1, "uint16_t": 2, "uint32_t": 4}[ctype] * int(count or 1)
    assert found == io_block.offsets()
    assert offset == io_block.struct_size()


def test_tile_data_holds_the_tiles(generated):
    values = re.findall(r"0x([0-9A-F]{2})", generated["tiles.c"].split("cart_tile_data")[1])
    assert len(values) == context(REGISTRY)["tile_count"] * 16


def test_rendering_refuses_unknown_names(tmp_path):
    """StrictUndefined: a template that names a value the model does not provide fails the build."""
    from codegen.emit.render import environment

    with pytest.raises(Exception, match="undefined"):
        environment().from_string("{{ no_such_value }}").render(context(REGISTRY))


@pytest.mark.parametrize("sizes,message", [
    ([(18, 15), (10, 10)], "8 bits"),
    ([(3, 17), (10, 10)], "fit the screen"),
    ([(4, 4)], "start-up size"),
    ([(10, 10), (10, 10)], "repeat"),
])
def test_bad_rom_size_lists_are_refused(tmp_path, sizes, message):
    with pytest.raises(ValueError, match=message):
        render_sources(tmp_path / "gen", REGISTRY, sizes)
    assert not (tmp_path / "gen").exists()


def test_the_docs_document_the_interface_as_built():
    """docs/toolchain.md's WRAM table is the interface the ROM is generated with."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "docs" / "toolchain.md").read_text()
    rows = re.findall(r"^\|\s*(\d+) \| `(\w+)` \| (uint8_t|uint16_t|uint32_t)(?:\[(\d+)\])? \|", readme, re.M)
    documented = {name: int(offset) for offset, name, _, _ in rows}
    assert documented == io_block.offsets()


def test_board_placement_prefers_big_cells_and_centres():
    """emit/cartridge.py's board_placement (the device's core/board_place.c follows it; tests/test_rom_game.py
    checks the screen): 2x2-tile cells when the board and its extra tiles fit 20 columns and the 16 rows
    under the text, else one tile; centred."""
    assert board_placement(8, 8) == (2, 2, 2)
    assert board_placement(10, 6) == (2, 0, 4)
    assert board_placement(5, 8) == (2, 5, 2)
    assert board_placement(9, 9) == (1, 5, 5)
    assert board_placement(10, 8, 1, 1) == (1, 4, 5)  # a closing edge column and row: 21 columns big
    assert board_placement(9, 7, 1, 1) == (2, 0, 2)
    assert board_placement(16, 16) == (1, 2, 2)


def test_rendering_again_writes_only_what_changed(tmp_path):
    """The build renders every time: a generated file whose text is the same is not written again (its
    time stays, so nothing that depends on it compiles again), one whose text changes is, and a file
    no template makes any more is removed."""
    import os

    gen = tmp_path / "gen"
    first = render_sources(gen, REGISTRY)
    old = {path: path.stat().st_mtime_ns for path in first}
    stale = gen / "board_records_bank99.c"
    stale.write_text("from an earlier build\n")
    changed = gen / "tiles.h"
    changed.write_text("edited by hand\n")
    os.utime(changed, ns=(0, 0))
    again = render_sources(gen, REGISTRY)
    assert again == first and not stale.exists()
    assert {path for path in again if path.stat().st_mtime_ns != old[path]} == {changed}
    assert changed.read_text() != "edited by hand\n"
