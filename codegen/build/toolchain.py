"""Turn the templates and gbc_src/ into a cartridge: compiler discovery and the two back ends.

- GBDK-2020 (when GBDK_HOME is set): $GBDK_HOME/bin/lcc, called by its full path (lcc finds its own
  install from argv[0]); GBDK's crt0 and library, its makebin writes the header.
- Plain SDCC (Debian's ``sdcc`` package): sdcc -msm83 for the C, sdasgb for our crt0, sdcc to link
  (crt0 first: the first object fixes the area order), makebin -Z for logo, title and checksums.

Both build into a work folder and only then copy the ROM and its symbol files into the output
folder, each under a temporary name renamed into place, so a failed build leaves no partial ROM.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..emit.cartridge import CART_TITLE, CART_TYPE_MBC5_RAM_BATTERY, ROM_NAME, SAVE_RAM_BANKS
from ..emit.render import PROJECT_ROOT, render_sources
from ..puzzles import REGISTRY
from .banks import BankOverflowError, assign_banks
from .rom_map import RomMap
from .symbols import noi_to_sym

SOURCE_DIR = PROJECT_ROOT / "gbc_src"
# The layers of gbc_src/, bottom up: platform (one C file per back end), the shared core, each puzzle of
# the registry (codegen/puzzles), the shell. Every folder's headers are on the include path; which
# layer may include which is checked by tests/test_layers.py.
CORE_DIR = "core"
SHELL_DIR = "shell"
PLATFORM_DIR = "platform"
SDCC_PLATFORM = "platform/platform_sdcc.c"
SDCC_CRT0 = "platform/crt0_sdcc.s"
GBDK_PLATFORM = "platform/platform_gbdk.c"


def puzzle_dirs() -> list[str]:
    return [f"puzzles/{puzzle.name}" for puzzle in REGISTRY]


def include_dirs() -> list[str]:
    return [PLATFORM_DIR, CORE_DIR, "puzzles", *puzzle_dirs(), SHELL_DIR]


def portable_sources() -> tuple[list[str], list[str]]:
    """The C files and the SM83 assembly (sdasgb syntax: both back ends assemble it) of every layer
    above the platform."""
    c_files = [f"{CORE_DIR}/{p.name}" for p in sorted((SOURCE_DIR / CORE_DIR).glob("*.c"))]
    assembly = [f"{CORE_DIR}/{p.name}" for p in sorted((SOURCE_DIR / CORE_DIR).glob("*.s"))]
    for puzzle in REGISTRY:
        for name in puzzle.c_sources:
            (assembly if name.endswith(".s") else c_files).append(f"puzzles/{puzzle.name}/{name}")
    c_files += [f"{SHELL_DIR}/{p.name}" for p in sorted((SOURCE_DIR / SHELL_DIR).glob("*.c"))]
    stems = [Path(name).stem for name in (*c_files, *assembly)]
    repeated = sorted({stem for stem in stems if stems.count(stem) > 1})
    if repeated:  # objects and SDCC's module names come from the file name alone
        raise ToolchainError(f"source file names must be unique across gbc_src/, repeated: {', '.join(repeated)}")
    return c_files, assembly


SDCC_LINK_STEPS = 2  # sdcc (link), makebin: the last commands of sdcc_commands()
SDCC_TOOLS = ("sdcc", "sdasgb", "makebin")
# Bank 0 keeps what every bank needs; the rest of the 16 KiB is room to grow. Past this the build stops.
BANK0_LIMIT = 12 * 1024
OUTPUT_SUFFIXES = (".gb", ".sym", ".map", ".noi", ".cdb")

INSTALL_HELP = """No Game Boy C compiler was found. Install one of:
  - SDCC from your distribution (Debian/Ubuntu): sudo apt-get install sdcc
    (or let the build do it: invoke build --install-sdcc)
  - GBDK-2020 from https://github.com/gbdk-2020/gbdk-2020/releases, unpacked, then
    export GBDK_HOME=/path/to/gbdk   (the folder that holds bin/lcc)"""


class ToolchainError(RuntimeError):
    """No usable compiler, or a back end asked for that is not installed."""


class BuildError(RuntimeError):
    """A build step failed; the message holds the command and its output."""


@dataclass(frozen=True)
class Backend:
    name: str  # "sdcc" or "gbdk"
    tools: Mapping[str, Path] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.name} ({', '.join(str(p) for p in self.tools.values())})"


@dataclass(frozen=True)
class BuildResult:
    backend: str
    rom: Path
    symbols: Path
    outputs: tuple[Path, ...]
    rom_bytes_used: int
    rom_map: RomMap
    warnings: tuple[str, ...] = ()  # the compilers' warning lines, each with the file it came from


def _gbdk_backend(environ: Mapping[str, str]) -> Backend:
    home = environ.get("GBDK_HOME", "")
    if not home:
        raise ToolchainError("GBDK_HOME is not set: point it at the GBDK-2020 folder that holds bin/lcc.\n"
                             + INSTALL_HELP)
    lcc = Path(home).expanduser() / "bin" / "lcc"
    if not (lcc.is_file() and os.access(lcc, os.X_OK)):
        raise ToolchainError(f"GBDK_HOME={home} has no executable bin/lcc ({lcc}).\n" + INSTALL_HELP)
    return Backend("gbdk", {"lcc": lcc.resolve()})


def _sdcc_backend(environ: Mapping[str, str]) -> Backend:
    path = environ.get("PATH", "")
    found = {tool: shutil.which(tool, path=path) for tool in SDCC_TOOLS}
    missing = [tool for tool, where in found.items() if where is None]
    if missing:
        raise ToolchainError(f"SDCC is not installed (missing: {', '.join(missing)}).\n" + INSTALL_HELP)
    return Backend("sdcc", {tool: Path(where) for tool, where in found.items() if where})


def find_backend(preferred: str = "auto", environ: Mapping[str, str] | None = None) -> Backend:
    """The back end to build with: GBDK-2020 if GBDK_HOME is set, else SDCC; or the one asked for."""
    env = os.environ if environ is None else environ
    if preferred == "gbdk":
        return _gbdk_backend(env)
    if preferred == "sdcc":
        return _sdcc_backend(env)
    if preferred != "auto":
        raise ToolchainError(f"unknown back end {preferred!r}: use auto, sdcc or gbdk")
    if env.get("GBDK_HOME"):
        try:
            return _gbdk_backend(env)
        except ToolchainError as no_gbdk:
            try:
                sdcc = _sdcc_backend(env)
            except ToolchainError:
                raise no_gbdk from None
            raise ToolchainError(
                f"GBDK_HOME={env['GBDK_HOME']} has no executable bin/lcc: point it at GBDK-2020, or unset it "
                f"to build with SDCC ({sdcc.tools['sdcc']})") from None
    try:
        return _sdcc_backend(env)
    except ToolchainError:
        raise ToolchainError(INSTALL_HELP) from None


def install_sdcc_commands() -> list[list[str]]:
    """apt-get commands that install Debian's SDCC (with sudo unless already root)."""
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    return [[*prefix, "apt-get", "update"], [*prefix, "apt-get", "install", "-y", "sdcc"]]


# ---- command lines (pure: tests read them) ----

def _include_flags(gen_dir: Path) -> list[str]:
    return [f"-I{gen_dir}"] + [f"-I{SOURCE_DIR / d}" for d in include_dirs()]


def _generated_c(gen_files: Sequence[Path]) -> list[Path]:
    return [p for p in gen_files if p.suffix == ".c"]


def sdcc_commands(backend: Backend, gen_files: Sequence[Path], work: Path, name: str) -> list[list[str]]:
    gen_dir = gen_files[0].parent
    c_files, assembly_files = portable_sources()
    sources = [SOURCE_DIR / s for s in (*c_files, SDCC_PLATFORM)] + _generated_c(gen_files)
    sdcc, sdasgb, makebin = (str(backend.tools[t]) for t in SDCC_TOOLS)
    crt0 = work / "crt0.rel"
    commands = [[sdasgb, "-plosgff", str(crt0), str(SOURCE_DIR / SDCC_CRT0)]]
    objects = [crt0]
    for assembly in assembly_files:
        obj = work / (Path(assembly).stem + ".rel")
        commands.append([sdasgb, "-plosgff", f"-I{gen_dir}", f"-I{SOURCE_DIR / CORE_DIR}", str(obj),
                         str(SOURCE_DIR / assembly)])
        objects.append(obj)
    for source in sources:
        obj = work / (source.stem + ".rel")
        # -Wa-n: the assembler leaves b_<function> (a banked function's bank) for the linker even where the
        # file defines it, so that banks.py can still set it (GBDK's lcc passes the same for bankpack)
        commands.append([sdcc, "-msm83", "--debug", "-c", "-Wa-n", *_include_flags(gen_dir), str(source),
                         "-o", str(obj)])
        objects.append(obj)
    ihx = work / f"{name}.ihx"
    commands.append([sdcc, "-msm83", "--debug", "--no-std-crt0", "-Wl-m", "-Wl-j", "-o", str(ihx),
                     *map(str, objects)])
    commands.append([makebin, "-Z", "-yn", CART_TITLE, "-yt", f"0x{CART_TYPE_MBC5_RAM_BATTERY:02X}",
                     "-yo", "A", "-ya", str(SAVE_RAM_BANKS), "-yc", str(ihx), str(work / f"{name}.gb")])
    return commands


def gbdk_commands(backend: Backend, gen_files: Sequence[Path], work: Path, name: str) -> list[list[str]]:
    gen_dir = gen_files[0].parent
    c_files, assembly_files = portable_sources()
    sources = [SOURCE_DIR / s for s in (*c_files, GBDK_PLATFORM)] + _generated_c(gen_files)
    lcc = str(backend.tools["lcc"])
    commands = []
    objects = []
    for assembly in assembly_files:
        obj = work / (Path(assembly).stem + ".o")
        commands.append([lcc, "-debug", "-c", f"-Wa-I{gen_dir}", f"-Wa-I{SOURCE_DIR / CORE_DIR}", "-o", str(obj),
                         str(SOURCE_DIR / assembly)])
        objects.append(obj)
    for source in sources:
        obj = work / (source.stem + ".o")
        commands.append([lcc, "-debug", "-c", *_include_flags(gen_dir), "-o", str(obj), str(source)])
        objects.append(obj)
    # -autobank: bankpack gives every `#pragma bank 255` object a bank (it needs the MBC type, -Wl-yt)
    commands.append([lcc, "-debug", "-autobank", "-Wb-ext=.rel", "-Wl-m", "-Wl-j", f"-Wm-yn{CART_TITLE}",
                     f"-Wl-yt0x{CART_TYPE_MBC5_RAM_BATTERY:02X}", f"-Wm-yt0x{CART_TYPE_MBC5_RAM_BATTERY:02X}",
                     "-Wm-yoA", f"-Wm-ya{SAVE_RAM_BANKS}", "-Wm-yc",
                     "-o", str(work / f"{name}.gb"), *map(str, objects)])
    return commands


# ---- running ----

def run_step(command: Sequence[str], cwd: Path) -> list[str]:
    """Run one build step; return the lines of its output that are warnings."""
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except OSError as error:
        raise BuildError(f"could not run {command[0]}: {error}") from error
    if done.returncode != 0:
        raise BuildError(
            f"build step failed (exit {done.returncode}):\n  {' '.join(command)}\n{done.stdout}{done.stderr}"
        )
    return [line for line in (done.stdout + done.stderr).splitlines() if "warning" in line.lower()]


def _install(work: Path, out_dir: Path, name: str) -> tuple[Path, ...]:
    """Copy the finished outputs next to each other in out_dir, each renamed into place."""
    out_dir.mkdir(parents=True, exist_ok=True)
    installed = []
    for suffix in OUTPUT_SUFFIXES:
        source = work / f"{name}{suffix}"
        if not source.exists():
            continue
        target = out_dir / source.name
        temporary = out_dir / f".{source.name}.partial"
        shutil.copyfile(source, temporary)
        os.replace(temporary, target)
        installed.append(target)
    return tuple(installed)


def rom_bytes_used(rom: bytes) -> int:
    """Bytes up to the last one that is not padding (makebin pads with 0xFF)."""
    return len(rom.rstrip(b"\xff"))


def build_rom(
    out_dir: Path,
    work_dir: Path,
    backend: Backend,
    *,
    name: str = ROM_NAME,
    sizes: list[tuple[int, int]] | None = None,
) -> BuildResult:
    """Render, compile and link; install ``name``.gb and its symbols into ``out_dir``."""
    if work_dir.exists():
        shutil.rmtree(work_dir)
    work_dir.mkdir(parents=True)
    gen_files = render_sources(work_dir / "gen", REGISTRY, sizes)
    if backend.name == "sdcc":
        commands = sdcc_commands(backend, gen_files, work_dir, name)
        link_at = len(commands) - SDCC_LINK_STEPS
    else:
        commands = gbdk_commands(backend, gen_files, work_dir, name)
        link_at = len(commands) - 1
    warnings: list[str] = []
    for command in commands[:link_at]:
        warnings += run_step(command, work_dir)
    if backend.name == "sdcc":  # what GBDK's bankpack does inside lcc -autobank
        try:
            assign_banks(sorted(work_dir.glob("*.rel")))
        except BankOverflowError as full:
            raise BuildError(str(full)) from None
    for command in commands[link_at:]:
        warnings += run_step(command, work_dir)
    built = work_dir / f"{name}.gb"
    noi = work_dir / f"{name}.noi"
    if noi.is_file():
        (work_dir / f"{name}.sym").write_text(noi_to_sym(noi.read_text()))
    for needed in (built, work_dir / f"{name}.sym"):
        if not needed.is_file():
            raise BuildError(f"the {backend.name} build finished without producing {needed}")
    used = rom_bytes_used(built.read_bytes())
    rom_map = RomMap.read(work_dir / f"{name}.map")
    if rom_map.bank0_end > BANK0_LIMIT:
        raise BuildError(f"bank 0 holds {rom_map.bank0_end} bytes, over its {BANK0_LIMIT}-byte budget: "
                         "move code into a banked file (#pragma bank 255)")
    outputs = _install(work_dir, out_dir, name)
    return BuildResult(backend.name, out_dir / built.name, out_dir / f"{name}.sym", outputs, used, rom_map,
                       tuple(warnings))
