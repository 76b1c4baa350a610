"""Turn the templates and gbc_src/ into a cartridge: compiler discovery and the two back ends.

- GBDK-2020 (when GBDK_HOME is set): $GBDK_HOME/bin/lcc, called by its full path (lcc finds its own
  install from argv[0]); GBDK's crt0 and library, its makebin writes the header.
- Plain SDCC (Debian's ``sdcc`` package): sdcc -msm83 for the C, sdasgb for our crt0, sdcc to link
  (crt0 first: the first object fixes the area order), makebin -Z for logo, title and checksums.

The build is incremental and parallel: this module renders the templates (a generated file is only
written when its text changes), writes a Ninja file for the back end into its work folder
(build/<backend>/build.ninja) and runs Ninja (PyPI's ``ninja``), which compiles on every core and
runs again only what changed: a C file's object when it or a header it includes changes (the
compilers' own dependency files, ``-MMD``), an assembly file's when it or an ``.include`` changes,
every step whose command line changed (another compiler, GBDK_HOME or flags) or whose tool is newer;
then the bank assignment, the link and the symbols. Each back end keeps its own work folder, so
switching between them rebuilds nothing. Only then are the ROM and its symbol files copied into the
output folder, each under a temporary name renamed into place, so a failed build leaves no partial
ROM.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import ninja
from ninja.ninja_syntax import Writer

from ..emit.cartridge import CART_TITLE, CART_TYPE_MBC5_RAM_BATTERY, ROM_NAME, SAVE_RAM_BANKS
from ..emit.render import PROJECT_ROOT, render_sources, write_if_changed
from ..puzzles import REGISTRY
from .rom_map import RomMap

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
    return list(dict.fromkeys(f"puzzles/{puzzle.folder}" for puzzle in REGISTRY))


def include_dirs() -> list[str]:
    return [PLATFORM_DIR, CORE_DIR, "puzzles", *puzzle_dirs(), SHELL_DIR]


def portable_sources() -> tuple[list[str], list[str]]:
    """The C files and the SM83 assembly (sdasgb syntax: both back ends assemble it) of every layer
    above the platform."""
    c_files = [f"{CORE_DIR}/{p.name}" for p in sorted((SOURCE_DIR / CORE_DIR).glob("*.c"))]
    assembly = [f"{CORE_DIR}/{p.name}" for p in sorted((SOURCE_DIR / CORE_DIR).glob("*.s"))]
    for puzzle in REGISTRY:
        for name in puzzle.c_sources:
            (assembly if name.endswith(".s") else c_files).append(f"puzzles/{puzzle.folder}/{name}")
    c_files += [f"{SHELL_DIR}/{p.name}" for p in sorted((SOURCE_DIR / SHELL_DIR).glob("*.c"))]
    stems = [Path(name).stem for name in (*c_files, *assembly)]
    repeated = sorted({stem for stem in stems if stems.count(stem) > 1})
    if repeated:  # objects and SDCC's module names come from the file name alone
        raise ToolchainError(f"source file names must be unique across gbc_src/, repeated: {', '.join(repeated)}")
    return c_files, assembly


SDCC_TOOLS = ("sdcc", "sdasgb", "makebin")
# Bank 0 keeps what every bank needs; the rest of the 16 KiB is room to grow. Past this the build stops.
BANK0_LIMIT = 10 * 1024
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
    version: str = ""  # GBDK-2020's release, from its include/gbdk/version.h ("" if it has none)

    def __str__(self) -> str:
        release = f" {self.version}" if self.version else ""
        return f"{self.name}{release} ({', '.join(str(p) for p in self.tools.values())})"


@dataclass(frozen=True)
class BuildResult:
    backend: str
    rom: Path
    symbols: Path
    outputs: tuple[Path, ...]
    rom_bytes_used: int
    rom_map: RomMap
    warnings: tuple[str, ...] = ()  # the compilers' warning lines, each with the file it came from
    up_to_date: bool = False  # nothing needed building: the ROM in out_dir was already this one


def _gbdk_backend(environ: Mapping[str, str]) -> Backend:
    home = environ.get("GBDK_HOME", "")
    if not home:
        raise ToolchainError("GBDK_HOME is not set: point it at the GBDK-2020 folder that holds bin/lcc.\n"
                             + INSTALL_HELP)
    lcc = Path(home).expanduser() / "bin" / "lcc"
    if not (lcc.is_file() and os.access(lcc, os.X_OK)):
        raise ToolchainError(f"GBDK_HOME={home} has no executable bin/lcc ({lcc}).\n" + INSTALL_HELP)
    return Backend("gbdk", {"lcc": lcc.resolve()}, gbdk_version(Path(home).expanduser()))


def gbdk_version(home: Path) -> str:
    """The GBDK-2020 release of an install, from include/gbdk/version.h (``__GBDK_VERSION 440`` is
    4.4.0); "" when it has no such file."""
    header = home / "include" / "gbdk" / "version.h"
    found = re.search(r"#define\s+__GBDK_VERSION\s+(\d)(\d)(\d)\b", header.read_text()) if header.is_file() else None
    return ".".join(found.groups()) if found else ""


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


# ---- the Ninja file (pure: tests read it) ----

NINJA_FILE = "build.ninja"
OBJ_DIR = "obj"  # the compilers' objects
BANKED_DIR = "banked"  # plain SDCC: the objects with their banks given (banks.py)
ASM_INCLUDE = re.compile(r'^\s*\.include\s+"([^"]+)"', re.M)
C_ASM_INCLUDE = re.compile(r'\.include\s+\\"([^"\\]+)\\"')  # in a C string: ASSEMBLE_IN_THIS_BANK (banking.h)
BUILD_SCRIPTS = Path(__file__).resolve().parent


def _assembly_folders(gen_dir: Path) -> list[Path]:
    """Where an assembly file's .include is looked for (besides its own folder): the assembler's -I
    folders, and the folders the build's dependency scan searches, so that the two agree."""
    return [gen_dir, SOURCE_DIR / CORE_DIR]


def _include_flags(gen_dir: Path, assembler: str = "-Wa-I") -> list[str]:
    """The C include path, and the same for the assembler sdcc runs (a C file may .include the
    assembly only it calls, so that the assembly lands in its bank): sdcc takes -Wa-I, lcc hands
    sdcc -Wf-Wa-I."""
    folders = [gen_dir] + [SOURCE_DIR / d for d in include_dirs()]
    return [f"-I{folder}" for folder in folders] + [f"{assembler}{folder}" for folder in folders]


def _generated_c(gen_files: Sequence[Path]) -> list[Path]:
    return [p for p in gen_files if p.suffix == ".c"]


def assembly_includes(source: Path, search: Sequence[Path]) -> list[Path]:
    """The files an assembly file ``.include``s, and theirs, found in its own folder or ``search``
    (the assembler's -I folders): sdasgb writes no dependency file, so the build reads the directive."""
    found: list[Path] = []
    pending = [source]
    while pending:
        current = pending.pop()
        pattern = C_ASM_INCLUDE if current.suffix == ".c" else ASM_INCLUDE
        for name in pattern.findall(current.read_text()):
            for folder in (current.parent, *search):
                candidate = folder / name
                if candidate.is_file():
                    if candidate not in found:
                        found.append(candidate)
                        pending.append(candidate)
                    break
    return sorted(found)


def _writer() -> tuple[io.StringIO, Writer]:
    text = io.StringIO()
    writer = Writer(text, width=120)
    writer.comment("Written by codegen/build/toolchain.py for every build: do not edit.")
    writer.variable("ninja_required_version", "1.10")
    return text, writer


def _objects(writer: Writer, rule_c: str, rule_s: str, sources: Sequence[Path], assembly: Sequence[Path],
             gen_dir: Path, suffix: str, tool: str) -> list[str]:
    """One compile step per file; returns the objects in link order (the assembly first)."""
    objects = []
    for source in assembly:
        obj = f"{OBJ_DIR}/{source.stem}{suffix}"
        includes = assembly_includes(source, _assembly_folders(gen_dir))
        writer.build(obj, rule_s, str(source), implicit=[str(p) for p in includes] + [tool])
        objects.append(obj)
    search = [gen_dir] + [SOURCE_DIR / d for d in include_dirs()]
    for source in sources:
        obj = f"{OBJ_DIR}/{source.stem}{suffix}"
        included = assembly_includes(source, search)  # the preprocessor does not see an .include
        writer.build(obj, rule_c, str(source), implicit=[str(p) for p in included] + [tool],
                     variables={"dep": f"{OBJ_DIR}/{source.stem}.d"})
        objects.append(obj)
    return objects


def sdcc_ninja(backend: Backend, gen_files: Sequence[Path], name: str) -> str:
    """The plain-SDCC build as a Ninja file: crt0 and the assembly (sdasgb), the C (sdcc -msm83),
    the banks (banks.py), the link (crt0 first: the first object fixes the area order), makebin -Z for
    the header, and the symbols (symbols.py)."""
    gen_dir = gen_files[0].parent
    c_files, assembly_files = portable_sources()
    sources = [SOURCE_DIR / s for s in (*c_files, SDCC_PLATFORM)] + _generated_c(gen_files)
    sdcc, sdasgb, makebin = (str(backend.tools[t]) for t in SDCC_TOOLS)
    includes = " ".join(_include_flags(gen_dir))
    text, writer = _writer()
    assembler_path = " ".join(f"-I{folder}" for folder in _assembly_folders(gen_dir))
    writer.rule("as", f"{sdasgb} -plosgff {assembler_path} $out $in", description="AS $in")
    # -Wa-n: the assembler leaves b_<function> (a banked function's bank) for the linker even where the
    # file defines it, so that banks.py can still set it (GBDK's lcc passes the same for bankpack)
    writer.rule("cc", f"{sdcc} -msm83 --debug -c -Wa-n -MMD {includes} $in -o $out", depfile="$dep", deps="gcc",
                description="CC $in")
    writer.rule("banks", f"{sys.executable} {BUILD_SCRIPTS / 'banks.py'} {BANKED_DIR} $in", restat=True,
                description="BANKS")
    writer.rule("link", f"{sdcc} -msm83 --debug --no-std-crt0 -Wl-m -Wl-j -o $out $in", description="LINK $out")
    writer.rule("rom", f"{makebin} -Z -yn \"{CART_TITLE}\" -yt 0x{CART_TYPE_MBC5_RAM_BATTERY:02X} -yo A "
                       f"-ya {SAVE_RAM_BANKS} -yc $in $out", description="MAKEBIN $out")
    writer.rule("sym", f"{sys.executable} {BUILD_SCRIPTS / 'symbols.py'} $in $out", description="SYM $out")
    crt0 = f"{OBJ_DIR}/crt0.rel"
    writer.build(crt0, "as", str(SOURCE_DIR / SDCC_CRT0), implicit=[sdasgb])
    objects = [crt0, *_objects(writer, "cc", "as", sources, [SOURCE_DIR / a for a in assembly_files], gen_dir,
                               ".rel", sdcc)]
    banked = [f"{BANKED_DIR}/{Path(obj).name}" for obj in objects]
    writer.build(banked, "banks", objects, implicit=[str(BUILD_SCRIPTS / "banks.py")])
    writer.build(f"{name}.ihx", "link", banked, implicit=[sdcc],
                 implicit_outputs=[f"{name}.map", f"{name}.noi", f"{name}.cdb"])
    writer.build(f"{name}.gb", "rom", f"{name}.ihx", implicit=[makebin])
    writer.build(f"{name}.sym", "sym", f"{name}.noi", implicit=[str(BUILD_SCRIPTS / "symbols.py")])
    writer.default([f"{name}.gb", f"{name}.sym"])
    return text.getvalue()


def gbdk_ninja(backend: Backend, gen_files: Sequence[Path], name: str) -> str:
    """The GBDK-2020 build as a Ninja file: lcc for every file (called by its full path: it finds its
    install from argv[0]), then lcc -autobank to bank (bankpack), link and write the header."""
    gen_dir = gen_files[0].parent
    c_files, assembly_files = portable_sources()
    sources = [SOURCE_DIR / s for s in (*c_files, GBDK_PLATFORM)] + _generated_c(gen_files)
    lcc = str(backend.tools["lcc"])
    includes = " ".join(_include_flags(gen_dir, "-Wf-Wa-I"))
    text, writer = _writer()
    assembler_path = " ".join(f"-Wa-I{folder}" for folder in _assembly_folders(gen_dir))
    writer.rule("as", f"{lcc} -debug -c {assembler_path} -o $out $in", description="AS $in")
    writer.rule("cc", f"{lcc} -debug -c -Wf-MMD {includes} -o $out $in", depfile="$dep", deps="gcc",
                description="CC $in")
    # -autobank: bankpack gives every `#pragma bank 255` object a bank (it needs the MBC type, -Wl-yt)
    writer.rule("link", f"{lcc} -debug -autobank -Wb-ext=.rel -Wl-m -Wl-j \"-Wm-yn{CART_TITLE}\" "
                        f"-Wl-yt0x{CART_TYPE_MBC5_RAM_BATTERY:02X} -Wm-yt0x{CART_TYPE_MBC5_RAM_BATTERY:02X} "
                        f"-Wm-yoA -Wm-ya{SAVE_RAM_BANKS} -Wm-yc -o $out $in", description="LINK $out")
    writer.rule("sym", f"{sys.executable} {BUILD_SCRIPTS / 'symbols.py'} $in $out", description="SYM $out")
    objects = _objects(writer, "cc", "as", sources, [SOURCE_DIR / a for a in assembly_files], gen_dir, ".o", lcc)
    writer.build(f"{name}.gb", "link", objects, implicit=[lcc],
                 implicit_outputs=[f"{name}.map", f"{name}.noi", f"{name}.cdb"])
    writer.build(f"{name}.sym", "sym", f"{name}.noi", implicit=[str(BUILD_SCRIPTS / "symbols.py")])
    writer.default([f"{name}.gb", f"{name}.sym"])
    return text.getvalue()


# ---- running ----

def ninja_program() -> Path:
    """PyPI's ninja (a dependency of this project), wherever the environment keeps its programs."""
    return Path(ninja.BIN_DIR) / "ninja"


def run_ninja(work: Path, jobs: int | None = None) -> tuple[list[str], bool]:
    """Run the work folder's Ninja file (on every core, or ``jobs`` at a time); return the warning
    lines of the steps that ran, and whether nothing needed building."""
    parallel = [] if jobs is None else ["-j", str(jobs)]
    try:
        done = subprocess.run([str(ninja_program()), "-C", str(work), *parallel], capture_output=True, text=True,
                              check=False)
    except OSError as error:
        raise BuildError(f"could not run ninja: {error}") from error
    output = done.stdout + done.stderr
    if done.returncode != 0:
        raise BuildError(f"build step failed (exit {done.returncode}):\n{output}")
    return warning_lines(output), "ninja: no work to do." in output


def warning_lines(output: str) -> list[str]:
    """The compilers' warning lines in a build's output."""
    return [line for line in output.splitlines() if "warning" in line.lower()]


def _install(work: Path, out_dir: Path, name: str) -> tuple[Path, ...]:
    """Copy the finished outputs next to each other in out_dir, each renamed into place (a file that
    is already the same is left alone)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    installed = []
    for suffix in OUTPUT_SUFFIXES:
        source = work / f"{name}{suffix}"
        if not source.exists():
            continue
        target = out_dir / source.name
        if not (target.exists() and target.read_bytes() == source.read_bytes()):
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
    jobs: int | None = None,
) -> BuildResult:
    """Render, compile and link what changed since the last build in ``work_dir`` (``jobs`` steps at a
    time, or one a core); install ``name``.gb and its symbols into ``out_dir``."""
    work_dir = work_dir.resolve()  # Ninja runs in it: every path it is given is absolute or under it
    (work_dir / OBJ_DIR).mkdir(parents=True, exist_ok=True)
    gen_files = render_sources(work_dir / "gen", REGISTRY, sizes)
    graph = (sdcc_ninja if backend.name == "sdcc" else gbdk_ninja)(backend, gen_files, name)
    write_if_changed(work_dir / NINJA_FILE, graph)
    warnings, up_to_date = run_ninja(work_dir, jobs)
    built = work_dir / f"{name}.gb"
    for needed in (built, work_dir / f"{name}.sym"):
        if not needed.is_file():
            raise BuildError(f"the {backend.name} build finished without producing {needed}")
    used = rom_bytes_used(built.read_bytes())
    rom_map = RomMap.read(work_dir / f"{name}.map")
    if rom_map.bank0_end > BANK0_LIMIT:
        raise BuildError(f"bank 0 holds {rom_map.bank0_end} bytes, over its {BANK0_LIMIT}-byte budget: "
                         "move code into a banked file (#pragma bank 255)")
    up_to_date = up_to_date and (out_dir / built.name).is_file() and \
        (out_dir / built.name).read_bytes() == built.read_bytes()
    outputs = _install(work_dir, out_dir, name)
    return BuildResult(backend.name, out_dir / built.name, out_dir / f"{name}.sym", outputs, used, rom_map,
                       tuple(warnings), up_to_date)
