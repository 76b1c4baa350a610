"""Tasks: `invoke --list`. They only orchestrate; the work lives in the codegen package."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from invoke import Context, Exit, task

from codegen import io_block, toolchain
from codegen.rom_config import ROM_NAME

ROOT = Path(__file__).resolve().parent
ROMS = ROOT / "roms"
BUILD = ROOT / "build"


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
    """Generate the C from the templates and build roms/hitori.gb (+ .sym, .map, .cdb)."""
    chosen = _backend(c, backend, install_sdcc)
    try:
        result = toolchain.build_rom(ROMS, BUILD / chosen.name, chosen)
    except toolchain.BuildError as failed:
        raise Exit(str(failed), code=1) from None
    print(f"built {result.rom.relative_to(ROOT)} with {chosen}")
    print(f"  {result.rom_bytes_used} of {result.rom.stat().st_size} ROM bytes used")
    for path in result.outputs[1:]:
        print(f"  {path.relative_to(ROOT)}")


@task(help={"quick": "skip the tests marked slow (the exhaustive ones)", "k": "only tests matching this expression"})
def test(c: Context, quick: bool = False, k: str = "") -> None:
    """Run the whole test suite (models, tables, ROM in headless PyBoy); CI runs exactly this."""
    marks = "not slow" if quick else "slow or not slow"
    select = f" -k '{k}'" if k else ""
    c.run(f"{sys.executable} -m pytest -m '{marks}'{select}", pty=False)


@task(pre=[build])
def run(c: Context) -> None:
    """Build, then play the ROM in PyBoy with a window (arrows, A = X key, B = Z key)."""
    from pyboy import PyBoy

    pyboy = PyBoy(str(ROMS / f"{ROM_NAME}.gb"), window="SDL2")
    while pyboy.tick():
        pass
    pyboy.stop(save=False)


@task(pre=[build], help={
    "seeds": "seeds per size (1..N)",
    "quick": "only 4x4, 8x8 and 15x15",
    "docs": "also copy the plot to docs/bench.png, the one the README shows",
})
def bench(c: Context, seeds: int = 10, quick: bool = False, docs: bool = False) -> None:
    """Build, then measure dual vs flood fill cycles per size in PyBoy: table, reports/bench.json, .png."""
    import json
    from importlib.metadata import version

    from codegen import bench as benchmark
    from codegen.rom_driver import HitoriRom

    sizes = [(4, 4), (8, 8), (15, 15)] if quick else benchmark.BENCH_SIZES
    rows = []
    with HitoriRom(ROMS / f"{ROM_NAME}.gb") as rom:
        for width, height in sizes:
            rows.append(benchmark.measure_size(rom, width, height, range(1, seeds + 1)))
            print(f"  {width}x{height}: dual {rows[-1].dual_cycles_median:,} cycles", flush=True)
    backend = toolchain.find_backend("auto").name
    print(benchmark.render_table(rows))
    reports = ROOT / "reports"
    reports.mkdir(exist_ok=True)
    (reports / "bench.json").write_text(
        json.dumps(benchmark.report(rows, version("pyboy"), backend), indent=2) + "\n"
    )
    benchmark.plot(rows, reports / "bench.png")
    print("wrote reports/bench.json and reports/bench.png")
    if docs:
        shutil.copyfile(reports / "bench.png", ROOT / "docs" / "bench.png")
        print("copied the plot to docs/bench.png")


@task(pre=[build], help={"width": "board width", "height": "board height", "seed": "seed 1..65535"})
def screenshot(c: Context, width: int = 12, height: int = 12, seed: int = 2026) -> None:
    """Build, generate one board in headless PyBoy and save docs/screenshot.png (2x) for the README."""
    from PIL import Image

    from codegen.rom_driver import HitoriRom

    with HitoriRom(ROMS / f"{ROM_NAME}.gb") as rom:
        result = rom.generate_layout(width, height, seed)
        if result.status != io_block.STATUS_OK:
            raise Exit(f"the ROM refused {width}x{height} seed {seed} (status {result.status})", code=1)
        rom.pyboy.tick(1, True)
        image = rom.pyboy.screen.image.convert("RGB")
    target = ROOT / "docs" / "screenshot.png"
    target.parent.mkdir(exist_ok=True)
    image.resize((image.width * 2, image.height * 2), Image.NEAREST).save(target)
    print(f"saved {target.relative_to(ROOT)}")


@task
def lint(c: Context) -> None:
    """ruff over the Python."""
    c.run(f"{sys.executable} -m ruff check codegen tests tasks.py", pty=False)


@task
def clean(c: Context) -> None:
    """Remove build/ and everything built into roms/."""
    shutil.rmtree(BUILD, ignore_errors=True)
    for path in ROMS.glob(f"{ROM_NAME}.*"):
        path.unlink()
