"""Tasks: `invoke --list`. They only orchestrate; the work lives in the codegen package."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from invoke import Context, Exit, task

from codegen.build import toolchain
from codegen.emit.cartridge import ROM_NAME
from codegen.puzzles import find
from codegen.puzzles.base import PuzzleSpec

if TYPE_CHECKING:
    from codegen.harness.rom_driver import CartRom

ROOT = Path(__file__).resolve().parent
ROMS = ROOT / "roms"
BUILD = ROOT / "build"


def _whole(option: str, text: str | int) -> int:
    """A task's number option: invoke hands over the text, so "eight" is one clear line, not a traceback."""
    try:
        return int(text)
    except ValueError:
        raise Exit(f"--{option} must be a whole number, got {text!r}", code=2) from None


def _puzzle(name: str) -> PuzzleSpec:
    """The puzzle a task was asked for; a clear one-line error lists the ones there are."""
    try:
        return find(name)
    except ValueError as unknown:
        raise Exit(str(unknown), code=2) from None


def _backend(c: Context, backend: str, install_sdcc: bool) -> toolchain.Backend:
    try:
        return toolchain.find_backend(backend)
    except toolchain.ToolchainError as missing:
        if not (install_sdcc and backend in ("auto", "sdcc")):
            raise Exit(str(missing), code=2) from None
    print("No compiler found: installing Debian's SDCC with apt-get")
    for command in toolchain.install_sdcc_commands():
        c.run(" ".join(command), pty=False)
    return toolchain.find_backend("sdcc")


@task(help={
    "backend": "auto (GBDK-2020 if GBDK_HOME is set, else SDCC), sdcc or gbdk",
    "install-sdcc": "install Debian's SDCC with apt-get if no compiler is found",
})
def build(c: Context, backend: str = "auto", install_sdcc: bool = False) -> None:
    """Build roms/puzzles.gb (+ .sym, .map, .cdb): only what changed, on every core; print bank use."""
    chosen = _backend(c, backend, install_sdcc)
    try:
        result = toolchain.build_rom(ROMS, BUILD / chosen.name, chosen)
    except toolchain.BuildError as failed:
        raise Exit(str(failed), code=1) from None
    if result.up_to_date:
        print(f"{result.rom.relative_to(ROOT)} is up to date with {chosen}: nothing changed, nothing built")
    else:
        print(f"built {result.rom.relative_to(ROOT)} with {chosen}")
    print(f"  {result.rom_bytes_used:,} of {result.rom.stat().st_size:,} ROM bytes used: {result.rom_map.summary()}")
    for path in result.outputs[1:]:
        print(f"  {path.relative_to(ROOT)}")
    for line in result.warnings:  # the build went on; the compiler had something to say
        print(f"  {line}")


@task(help={"quick": "skip the tests marked slow (the exhaustive ones)", "k": "only tests matching this expression"})
def test(c: Context, quick: bool = False, k: str = "") -> None:
    """Run the whole test suite (models, tables, ROM in headless PyBoy); CI runs exactly this."""
    marks = "not slow" if quick else "slow or not slow"
    select = f" -k '{k}'" if k else ""
    # every core (pytest-xdist); tests that share the repository's roms/ are grouped onto one worker
    c.run(f"{sys.executable} -m pytest -n auto --dist loadgroup -m '{marks}'{select}", pty=False)


@task(help={"puzzle": "start on this puzzle's title menu (hitori, ...)"})
def run(c: Context, puzzle: str = "") -> None:
    """Build, then play the ROM in PyBoy with a window (arrows, A = X key, B = Z key, Enter = Start).

    The battery RAM is read from roms/puzzles.sav and written back there when the window closes (the
    file mGBA and most emulators use, so the same save works there)."""
    from codegen.harness.battery import SaveFileError, load_battery, save_path, write_battery
    from codegen.harness.rom_driver import CartRom, title_choose_puzzle

    spec = _puzzle(puzzle) if puzzle else None
    rom_path = ROMS / f"{ROM_NAME}.gb"
    try:
        saved = load_battery(save_path(rom_path))
    except SaveFileError as bad:
        raise Exit(str(bad), code=2) from None
    build(c)
    rom = CartRom(rom_path, window="SDL2", cart_ram=saved)
    try:
        if spec:
            title_choose_puzzle(rom, spec.title)
        while rom.pyboy.tick():
            pass
    finally:
        write_battery(save_path(rom_path), rom.stop_keeping_ram())
        print(f"saved the cartridge's battery RAM to {save_path(rom_path)}")


@task(help={
    "puzzle": "the puzzle to measure: hitori, numberlink, palisade, sudoku or jigsaw",
    "seeds": "seeds per size for layouts (1..N)",
    "puzzle-seeds": "seeds per size and difficulty for puzzles (1..N; default hitori 200, the others 100, "
                    "and for them at least 100 unless --quick)",
    "quick": "fewer sizes: layouts 4x4, 8x8, 15x15; puzzles 8x8 and 12x12 (numberlink: its smallest and default)",
    "docs": "also write the tables into docs/performance.md (and hitori's plot to docs/bench.png); "
            "not with --quick or --difficulty",
    "difficulty": "all but hitori: measure this difficulty only (default: every one)",
    "cgb": "all but hitori: play a Game Boy Color, which the cartridge runs at double speed",
})
def bench(c: Context, puzzle: str = "hitori", seeds: str = "10", puzzle_seeds: str = "", quick: bool = False,
          docs: bool = False, difficulty: str = "", cgb: bool = False, ahead: bool = False) -> None:
    """Build, then measure a puzzle's generator in PyBoy and write reports/.

    Hitori: layout cycles (dual vs flood fill) and frames per puzzle; Numberlink: frames per puzzle for
    every size and level. Prints the tables; writes JSON and a plot. --ahead: frames from New game to
    the board with the puzzle made ahead and without, on a Game Boy Color (any puzzle)."""
    import json
    from importlib.metadata import version

    from codegen.harness import bench as benchmark
    from codegen.harness.phases import PcSampler, render_profile_table
    from codegen.harness.rom_driver import CartRom
    from codegen.puzzles.hitori.puzzle import Difficulty

    spec = _puzzle(puzzle)
    if ahead:
        if docs and quick:
            raise Exit("--docs writes whole tables, every size and level: not with --quick", 2)
        _bench_ahead(c, spec, _whole("puzzle-seeds", puzzle_seeds) if puzzle_seeds else 10, quick, docs)
        return
    seeds = _whole("seeds", seeds)
    puzzle_seeds = _whole("puzzle-seeds", puzzle_seeds) if puzzle_seeds else benchmark.default_puzzle_seeds(spec.name)
    if spec.name not in benchmark.MEASURES:
        raise Exit(f"no benchmark for {spec.name} yet; `invoke bench` measures {', '.join(benchmark.MEASURES)}", 2)
    if seeds < 1 or puzzle_seeds < 1:
        raise Exit("--seeds and --puzzle-seeds must be at least 1", 2)
    if docs and (quick or difficulty):
        raise Exit("--docs writes whole tables, every size and level: not with --quick or --difficulty", 2)
    if spec.name in benchmark.GENERATORS:
        try:
            levels = [spec.difficulty(difficulty)] if difficulty else list(range(len(spec.difficulties)))
        except ValueError as bad:
            raise Exit(str(bad), code=2) from None
        _bench_frames(c, spec, puzzle_seeds, quick, levels, cgb, docs)
        return
    if difficulty or cgb:
        raise Exit("--difficulty and --cgb are for the puzzles measured in frames "
                   f"({', '.join(benchmark.GENERATORS)})", code=2)
    build(c)
    sizes = [(4, 4), (8, 8), (15, 15)] if quick else benchmark.BENCH_SIZES
    puzzle_sizes = [(8, 8), (12, 12)] if quick else list(spec.sizes)
    rows, puzzle_rows, profiles = [], [], []
    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:
        for width, height in sizes:
            rows.append(benchmark.measure_size(rom, width, height, range(1, seeds + 1)))
            print(f"  {width}x{height}: dual {rows[-1].dual_cycles_median:,} cycles", flush=True)
        parts = benchmark.measure_layout_parts(rom, *sizes[-1], range(1, benchmark.PARTS_SEEDS + 1))
        sampler = PcSampler(rom)
        rom.on_frame = sampler.sample
        for width, height in puzzle_sizes:
            for difficulty in Difficulty:
                row, profile = benchmark.measure_puzzles(rom, width, height, difficulty, range(1, puzzle_seeds + 1))
                puzzle_rows.append(row)
                profiles.append(profile)
                print(f"  {width}x{height} {row.difficulty}: {row.frames_median} frames median, p95 {row.frames_p95}",
                      flush=True)
        rom.on_frame = None
    backend = toolchain.find_backend("auto").name
    print(benchmark.render_table(rows))
    print()
    print(benchmark.render_layout_parts(parts))
    print()
    print(benchmark.render_puzzle_table(puzzle_rows))
    print()
    print("Where the frames go (share of puzzle_generate's wall cycles, all seeds; phases.py):")
    print(render_profile_table(profiles))
    print()
    print("The functions the CPU was in at the end of a frame, over every puzzle above:")
    print(sampler.table(12))
    reports = ROOT / "reports"
    reports.mkdir(exist_ok=True)
    document = benchmark.report(rows, version("pyboy"), backend, puzzle_rows)
    document["rows"] += [profile.as_json() for profile in profiles] + [parts.as_json()]
    document["functions_sampled"] = sampler.counts
    (reports / "bench.json").write_text(json.dumps(document, indent=2) + "\n")
    benchmark.plot(rows, reports / "bench.png")
    print("wrote reports/bench.json and reports/bench.png")
    if docs:
        from codegen.harness.perf_docs import section_key, write_section

        how = (f"`invoke bench --seeds {seeds} --puzzle-seeds {puzzle_seeds} --docs`, {backend} back end, "
               f"PyBoy {version('pyboy')}, {_today()}")
        write_section(section_key("hitori", "layouts", backend),
                      f"Layouts, {seeds} seeds a size (medians); {how}.", benchmark.render_table(rows))
        write_section(section_key("hitori", "puzzles", backend),
                      f"Puzzles, {puzzle_seeds} seeds a size and level; {how}.",
                      benchmark.render_puzzle_table(puzzle_rows))
        write_section(section_key("hitori", "phases", backend),
                      f"Where a puzzle's frames go, the same seeds; {how}.", render_profile_table(profiles))
        shutil.copyfile(reports / "bench.png", ROOT / "docs" / "bench.png")
        print("wrote the tables into docs/performance.md and the plot to docs/bench.png")


@task(help={"puzzle": "which puzzle to play (hitori, numberlink, palisade, sudoku, jigsaw)", "width": "board width",
            "height": "board height", "seed": "seed 1..65535"})
def screenshots(c: Context, puzzle: str = "hitori", width: str = "8", height: str = "8", seed: str = "2026") -> None:
    """Build, then play one Easy game in headless PyBoy and save the screens the README and docs/ show.

    Hitori: docs/screen-title.png, screen-game.png, screen-pause.png, screen-help.png (HOW TO PLAY),
    screen-win.png, and screen-large.png (a 16x15 game, the same seed); Numberlink
    (in colour and in greys): docs/numberlink-cgb.png, numberlink-dmg.png, numberlink-win.png."""
    from PIL import Image

    from codegen.common.prng import SEED_MAX, SEED_MIN
    from codegen.harness.rom_driver import PAUSE_HELP, CartRom, Cursor, start_seeded_game

    width, height, seed = _whole("width", width), _whole("height", height), _whole("seed", seed)
    spec = _puzzle(puzzle)
    if (width, height) not in spec.sizes:
        raise Exit(f"the cartridge makes no {width}x{height} {spec.name} puzzles", 2)
    if not SEED_MIN <= seed <= SEED_MAX:
        raise Exit(f"--seed must be in {SEED_MIN}..{SEED_MAX}, got {seed}", 2)
    build(c)
    if spec.name == "numberlink":
        _numberlink_screenshots(width, height, seed)
        return
    if spec.name == "palisade":
        _palisade_screenshots(width, height, seed)
        return
    if spec.folder == "sudoku":
        _sudoku_screenshots(spec, width, seed)
        return
    shots: dict[str, Image.Image] = {}

    def shoot(name: str, rom: CartRom) -> None:
        rom.pyboy.tick(2, True)  # render: rom.tick() skips drawing for speed
        shots[name] = rom.pyboy.screen.image.convert("RGB")

    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:
        rom.wait_scene("TITLE")
        shoot("title", rom)
        start_seeded_game(rom, width, height, "easy", seed)
        solution = rom.read_bytes("board", width * height)
        blacks = [cell for cell, black in enumerate(solution) if black]
        cursor = Cursor(rom, width, height)
        for cell in blacks[: len(blacks) // 2]:  # half the solution shaded, its neighbours circled
            cursor.press(cell, "a")
            for white in (cell - 1, cell + 1):
                if 0 <= white < width * height and white // width == cell // width and not solution[white]:
                    cursor.press(white, "b")
        shoot("game", rom)
        rom.tap("start")
        rom.wait_scene("PAUSED")
        shoot("pause", rom)
        for _ in range(PAUSE_HELP):
            rom.tap("down")
        rom.tap("a")
        rom.wait_scene("HELP")
        shoot("help", rom)
        rom.tap("b")
        rom.wait_scene("PAUSED")
        rom.tap("b")
        rom.wait_scene("PLAYING")
        for cell in blacks[len(blacks) // 2:]:
            cursor.press(cell, "a")
        rom.wait_scene("WON")
        rom.pyboy.tick(30, True)
        shoot("win", rom)
    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:  # the largest board, with a tile a cell
        start_seeded_game(rom, 16, 15, "easy", seed)
        shoot("large", rom)
    docs = ROOT / "docs"
    docs.mkdir(exist_ok=True)
    for name, image in shots.items():
        image.resize((image.width * 2, image.height * 2), Image.NEAREST).save(docs / f"screen-{name}.png")
        size = "16x15" if name == "large" else f"{width}x{height}"
        print(f"saved docs/screen-{name}.png ({size} Easy, seed {seed})")


def _save_screen(rom: CartRom, name: str, what: str) -> None:
    """Save the screen, once every queued tile is drawn, as docs/<name>.png at twice its size."""
    from PIL import Image

    docs = ROOT / "docs"
    docs.mkdir(exist_ok=True)
    rom.settle()
    rom.pyboy.tick(2, True)  # render: rom.tick() skips drawing for speed
    image = rom.pyboy.screen.image.convert("RGB")
    image.resize((image.width * 2, image.height * 2), Image.NEAREST).save(docs / f"{name}.png")
    print(f"saved docs/{name}.png ({what})")


def _palisade_screenshots(width: int, height: int, seed: int) -> None:
    """A Palisade game with half its walls drawn and some sides marked open, the rule check pointing at
    a clue with too many walls, and the game solved: docs/palisade-game.png, palisade-check.png,
    palisade-win.png (2x)."""

    from codegen.harness.palisade_player import cursor_cell, mark_side, solution_walls
    from codegen.harness.rom_driver import (
        PAUSE_CHECK,
        CartRom,
        Cursor,
        pause_choose,
        start_seeded_game,
        title_choose_puzzle,
    )

    def save(rom: CartRom, name: str) -> None:
        _save_screen(rom, f"palisade-{name}", f"{width}x{height} Easy, seed {seed}")

    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:
        title_choose_puzzle(rom, "PALISADE")
        start_seeded_game(rom, width, height, "easy", seed)
        regions = list(rom.read_bytes("board", width * height))
        clues = list(rom.read_bytes("numbers", width * height))
        walls = solution_walls(width, height, regions)
        cursor = Cursor(rom, width, height)
        half = len(walls) // 2
        for cell, direction in walls[:half]:
            mark_side(rom, cursor, cell, direction, "a")
        for cell in range(0, width * height, 3):  # a few sides inside regions marked open
            if cell % width < width - 1 and regions[cell] == regions[cell + 1]:
                mark_side(rom, cursor, cell, "right", "b")
        save(rom, "game")
        clue_cell = next(c for c in range(width * height) if clues[c] <= 2
                         and 0 < c % width < width - 1 and width <= c < width * (height - 1))
        extra = [(clue_cell, d) for d in ("up", "right", "down", "left")]
        for c, d in extra:  # wall a clue in on every side: the check points at it
            mark_side(rom, cursor, c, d, "a")
        pause_choose(rom, PAUSE_CHECK)
        rom.tick(20)
        save(rom, "check")
        for _ in extra:
            rom.tap("select")
        fault = cursor_cell(rom, width, height)  # the check moved the cursor to the fault
        cursor.x, cursor.y = fault % width, fault // width
        for cell, direction in walls[half:]:
            mark_side(rom, cursor, cell, direction, "a")
        rom.wait_scene("WON")
        rom.pyboy.tick(30, True)
        save(rom, "win")


def _sudoku_screenshots(spec: PuzzleSpec, order: int, seed: int) -> None:
    """A Sudoku (or Jigsaw Sudoku) game with a third of its cells written and some pencil marks, the
    rule check finding a number twice, and the game solved: docs/<name>-game.png, <name>-check.png,
    <name>-win.png (2x)."""

    from codegen.harness.rom_driver import PAUSE_CHECK, CartRom, pause_choose, start_seeded_game, title_choose_puzzle
    from codegen.harness.sudoku_player import Player

    def save(rom: CartRom, name: str) -> None:
        _save_screen(rom, f"{spec.name}-{name}", f"{order}x{order} Easy, seed {seed}")

    cells = order * order
    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:
        title_choose_puzzle(rom, spec.title)
        start_seeded_game(rom, order, order, "easy", seed)
        clues = list(rom.read_bytes("numbers", cells))
        solution = [byte & 0x0F for byte in rom.read_bytes("board", cells)]
        player = Player(rom, order)
        open_cells = [cell for cell in range(cells) if not clues[cell]]
        for cell in open_cells[:len(open_cells) // 3]:
            player.write(cell, solution[cell])
        for cell in open_cells[len(open_cells) // 3:len(open_cells) // 3 + 4]:  # pencil marks
            for number in sorted({solution[cell], solution[(cell + 10) % cells], solution[(cell + 20) % cells]}):
                player.pencil(cell, number)
        save(rom, "game")
        wrong = open_cells[-1]
        clash = next(solution[c] for c in range(wrong - wrong % order, wrong - wrong % order + order) if clues[c])
        player.write(wrong, clash)  # a number its row already has
        pause_choose(rom, PAUSE_CHECK)
        rom.tick(20)
        save(rom, "check")
        player.write(wrong, 0)
        player.solve(clues, solution)
        rom.wait_scene("WON")
        rom.pyboy.tick(30, True)
        save(rom, "win")


def _numberlink_screenshots(width: int, height: int, seed: int) -> None:
    """A Numberlink game half drawn, on a Game Boy Color and on the original Game Boy, then solved in
    colour: docs/numberlink-cgb.png, numberlink-dmg.png, numberlink-win.png (2x)."""

    from codegen.harness.numberlink_player import Player, solution_paths
    from codegen.harness.rom_driver import CartRom, start_seeded_game, title_choose_puzzle

    def save(rom: CartRom, name: str) -> None:
        _save_screen(rom, f"numberlink-{name}", f"{width}x{height} Easy, seed {seed}")

    for cgb in (True, False):
        with CartRom(ROMS / f"{ROM_NAME}.gb", cgb=cgb) as rom:
            title_choose_puzzle(rom, "NUMBERLINK")
            start_seeded_game(rom, width, height, "easy", seed)
            ends = list(rom.read_bytes("numbers", width * height))
            paths = solution_paths(width, ends, list(rom.read_bytes("board", width * height)))
            player = Player(rom, width, height)
            pairs = sorted(paths)
            for pair in pairs[: len(pairs) * 2 // 3]:
                player.draw(paths[pair])
            save(rom, "cgb" if cgb else "dmg")
            if cgb:
                for pair in pairs[len(pairs) * 2 // 3:]:
                    player.draw(paths[pair])
                rom.wait_scene("WON")
                rom.pyboy.tick(30, True)
                save(rom, "win")


def _today() -> str:
    from datetime import date

    return date.today().isoformat()


def _bench_ahead(c: Context, spec: PuzzleSpec, tries: int, quick: bool, docs: bool) -> None:
    """Frames from New game to the board, with the puzzle made ahead and without (issue 38), for every
    size and level of a puzzle (--quick: its smallest and largest), on a Game Boy Color; writes
    reports/bench-<name>-ahead.json."""
    import json

    from codegen.harness import bench as benchmark
    from codegen.harness.rom_driver import CartRom

    if tries < 1:
        raise Exit("--puzzle-seeds must be at least 1", 2)
    build(c)
    sizes = [spec.sizes[0], spec.sizes[-1]] if quick else list(spec.sizes)
    rows = []
    with CartRom(ROMS / f"{ROM_NAME}.gb", cgb=True) as rom:
        for width, height in sizes:
            for level in (level for level in spec.difficulties if spec.offers((width, height), level)):
                rows.append(benchmark.measure_new_game(rom, spec.title, width, height, level, tries))
                print(f"  {width}x{height} {level}: made ahead {rows[-1].ahead_median} frames, "
                      f"made now {rows[-1].now_median}", flush=True)
    print(benchmark.render_ahead_table(rows))
    reports = ROOT / "reports"
    reports.mkdir(exist_ok=True)
    target = reports / f"bench-{spec.name}-ahead.json"
    target.write_text(json.dumps({"rows": [row.as_json() for row in rows]}, indent=2) + "\n")
    print(f"wrote {target.relative_to(ROOT)}")
    if docs:
        from codegen.harness.perf_docs import section_key, write_section

        backend = toolchain.find_backend("auto").name
        caption = (f"{spec.title.capitalize()} on a Game Boy Color, {backend}: frames from New game to the board "
                   f"({tries} games a size and level), with the puzzle made ahead and with nothing made ahead, "
                   f"and the frames the background thread took to make the next one behind a standing board.")
        write_section(section_key(spec.name, "ahead", backend, cgb=True), caption, benchmark.render_ahead_table(rows))
        print("wrote docs/performance.md")


def _bench_frames(c: Context, spec: PuzzleSpec, puzzle_seeds: int, quick: bool, levels: list[int],
                  cgb: bool, docs: bool) -> None:
    """Frames per puzzle for every size and difficulty of a puzzle (seeds 1..puzzle_seeds, at least
    100 unless --quick), on an original Game Boy or (``cgb``) a Game Boy Color at double speed; writes
    reports/bench-<name>[-cgb].json and .png."""
    import json
    from importlib.metadata import version

    from codegen.harness import bench as benchmark
    from codegen.harness.rom_driver import CartRom
    from codegen.puzzles import REGISTRY

    seeds = range(1, (puzzle_seeds if quick else max(puzzle_seeds, 100)) + 1)
    sizes = [spec.sizes[0], spec.default_size] if quick else list(spec.sizes)
    build(c)
    rows, frames = [], []
    machine = "Game Boy Color, double speed" if cgb else "Game Boy"
    with CartRom(ROMS / f"{ROM_NAME}.gb", cgb=cgb) as rom:
        rom.puzzle = REGISTRY.index(spec)
        cycles_per_frame = rom.cycles_per_frame()
        rom.request_frame_limit = 1_000_000  # measure the slow ones too, however slow
        for width, height in sizes:
            for level in levels:
                name = spec.difficulties[level]
                if not spec.offers((width, height), name):
                    continue
                row, each = benchmark.measure_frames(rom, benchmark.GENERATORS[spec.name], width, height, level,
                                                     name, seeds)
                rows.append(row)
                frames.append(each)
                print(f"  {width}x{height} {name}: {row.frames_median} frames median, p95 {row.frames_p95}", flush=True)
    backend = toolchain.find_backend("auto").name
    print(f"On the {machine} ({cycles_per_frame:,} CPU cycles a frame):")
    print(benchmark.render_frames_table(rows))
    reports = ROOT / "reports"
    reports.mkdir(exist_ok=True)
    report = {"pyboy": version("pyboy"), "backend": backend, "machine": machine,
              "cycles_per_frame": cycles_per_frame, "rows": [row.as_json() for row in rows]}
    stem = f"bench-{spec.name}" + ("-cgb" if cgb else "")
    (reports / f"{stem}.json").write_text(json.dumps(report, indent=2) + "\n")
    benchmark.plot_frames(rows, frames, reports / f"{stem}.png",
                          f"{spec.title}: frames to make a puzzle on the {machine} "
                          f"({len(seeds)} seeds, headless PyBoy)")
    print(f"wrote reports/{stem}.json and reports/{stem}.png")
    if docs:
        from codegen.harness.perf_docs import section_key, write_section

        flags = " --cgb" if cgb else ""
        write_section(section_key(spec.name, "frames", backend, cgb),
                      f"{spec.title.capitalize()} on the {machine}: {len(seeds)} seeds a size and level; "
                      f"`invoke bench --puzzle {spec.name}{flags} --docs`, {backend} back end, "
                      f"PyBoy {version('pyboy')}, {_today()}.", benchmark.render_frames_table(rows))
        print("wrote the table into docs/performance.md")


@task(help={
    "puzzle": "which puzzle (hitori, numberlink, palisade, sudoku, jigsaw)",
    "width": "board width",
    "height": "board height",
    "difficulty": "the puzzle's difficulty by name (hitori: easy or tricky)",
    "count": "how many puzzles (seeds seed, seed+1, ...)",
    "seed": "first seed, 1..65535",
    "out": "file to write (replaced only when every puzzle is made); default reports/PUZZLE-WxH.txt",
    "solutions": "also write each solution, as '#' comment lines under its puzzle",
    "region-size": "palisade: the regions' size K (the cartridge has one per board size; checked against it)",
})
def export(
    c: Context,
    puzzle: str = "hitori",
    width: str = "8",
    height: str = "8",
    difficulty: str = "easy",
    count: str = "10",
    seed: str = "1",
    out: str = "",
    solutions: bool = False,
    region_size: str = "",
) -> None:
    """Make puzzles on the ROM in headless PyBoy and write them in the puzzle's export format
    (hitori: Simon Tatham's Singles game IDs; palisade: his Palisade game IDs; sudoku and jigsaw: his
    Solo game IDs; numberlink: the plain text Numberlink solvers read)."""
    from codegen.harness import export as exporter
    from codegen.harness.rom_driver import CartRom

    spec = _puzzle(puzzle)
    numbers = {name: _whole(name, value) for name, value in
               (("width", width), ("height", height), ("count", count), ("seed", seed))}
    try:
        request = exporter.parse_request(spec, numbers["width"], numbers["height"], difficulty, numbers["count"],
                                         numbers["seed"], _whole("region-size", region_size) if region_size else None)
    except ValueError as bad:
        raise Exit(str(bad), code=2) from None
    if not out:  # the build outputs' folder (git-ignored), not the repository's root
        (ROOT / "reports").mkdir(exist_ok=True)
        out = str(ROOT / "reports" / f"{spec.name}-{request.width}x{request.height}.txt")
    target = Path(out)
    if target.is_dir():
        raise Exit(f"--out {out} is a folder; give a file name", code=2)
    if not target.parent.is_dir():
        raise Exit(f"--out {out}: the folder {target.parent} does not exist", code=2)
    build(c)
    partial = target.with_name(target.name + ".partial")
    lines: list[str] = []
    with CartRom(ROMS / f"{ROM_NAME}.gb") as rom:
        for done, result in enumerate(exporter.generate(rom, request), start=1):
            lines += spec.export_lines(result, solutions)
            print("\r" + exporter.progress_bar(done, request.count), end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    partial.write_text("\n".join(lines) + "\n")
    partial.replace(target)
    print(f"wrote {request.count} {difficulty} {request.width}x{request.height} {spec.name} puzzles to {target}")


@task(help={"serve": "then serve site/ on localhost and print its address (Ctrl+C stops)",
            "port": "the port to serve on (default 8000)"})
def web(c: Context, serve: bool = False, port: str = "8000") -> None:
    """Build, then write site/: a web page that plays the cartridge (WasmBoy) and keeps its save."""
    from codegen.puzzles import REGISTRY
    from codegen.web.site import SiteError, build_site

    number = _whole("port", port)
    if not 1 <= number <= 65535:
        raise Exit(f"--port must be in 1..65535, got {number}", code=2)
    build(c)
    site = ROOT / "site"
    try:
        written = build_site(site, ROMS / f"{ROM_NAME}.gb", BUILD / "web", REGISTRY)
    except SiteError as failed:
        raise Exit(str(failed), code=1) from None
    print(f"wrote {site.relative_to(ROOT)}/: {', '.join(path.name for path in written)}")
    if serve:
        _serve(site, number)


def _serve(folder: Path, port: int) -> None:
    import functools
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:  # one line a request is noise here
            pass

    handler = functools.partial(Quiet, directory=str(folder))
    try:
        server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as busy:
        raise Exit(f"cannot serve on port {port}: {busy.strerror}", code=1) from None
    print(f"serving {folder.name}/ at http://127.0.0.1:{port}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


@task
def lint(c: Context) -> None:
    """ruff over the Python."""
    c.run(f"{sys.executable} -m ruff check codegen tests tasks.py", pty=False)


@task
def clean(c: Context) -> None:
    """Remove build/ and what the build put into roms/; saves (.sav, .ram) stay."""
    shutil.rmtree(BUILD, ignore_errors=True)
    for suffix in toolchain.OUTPUT_SUFFIXES:
        (ROMS / f"{ROM_NAME}{suffix}").unlink(missing_ok=True)
