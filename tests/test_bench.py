"""invoke bench's pieces: the measurement, the JSON shape the issue asks for, the table and the plot."""

from __future__ import annotations

import json

from codegen import bench


def test_measure_report_table_and_plot(rom, tmp_path):
    rows = [bench.measure_size(rom, w, h, range(1, 4)) for w, h in ((4, 4), (9, 9))]
    small, large = rows
    for row in rows:
        assert row.seeds == 3
        assert 0 < row.shuffle_cycles_median < row.dual_cycles_median < row.dfs_cycles_median
        assert 0 < row.dual_attempt_cycles_median <= row.dual_attempt_cycles_max
        assert row.dual_attempt_cycles_max < row.dfs_attempt_cycles_max
    # the flood fill's attempt grows with the board, the dual's barely moves
    assert large.dfs_attempt_cycles_median > 3 * small.dfs_attempt_cycles_median
    assert large.dual_attempt_cycles_median < 1.25 * small.dual_attempt_cycles_median

    document = json.loads(json.dumps(bench.report(rows, "2.8.1", "sdcc")))
    assert document["pyboy"] == "2.8.1"
    for key in ("w", "h", "seeds", "dfs_cycles_median", "dual_cycles_median", "dual_attempt_cycles_median",
                "dual_attempt_cycles_max", "shuffle_cycles_median"):
        assert all(isinstance(entry[key], int) for entry in document["rows"]), key

    table = bench.render_table(rows).splitlines()
    assert table[0] == bench.TABLE_HEADER and len(table) == 2 + len(rows)
    assert table[2].startswith("| 4x4 | 16 |")

    bench.plot(rows, tmp_path / "bench.png")
    assert (tmp_path / "bench.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
