"""The layers point one way (docs/toolchain.md, "How the layers fit"): shell -> puzzle interface -> shared core ->
platform on the device; the pure model never reaches the emitters, the toolchain or the harness."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from codegen.puzzles import REGISTRY, find

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "gbc_src"
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
ASM_INCLUDE = re.compile(r'^\s*\.include\s+"([^"]+)"', re.M)
# generated headers (templates/): cartridge-wide ones any layer may use, and the registry, which is
# the puzzle interface's and therefore above the core
GENERATED_CART = {"cartridge.h", "wram_pages.h", "tiles.h", "io_block.h", "save_layout.h", "cart_consts.inc",
                  "divide_consts.h", "divide_consts.inc"}


def headers(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("*.h")} | {p.name for p in folder.glob("*.inc")}


def includes(path: Path) -> set[str]:
    pattern = ASM_INCLUDE if path.suffix == ".s" else INCLUDE
    return set(pattern.findall(path.read_text()))


def sources(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".c", ".h", ".s", ".inc"))


PLATFORM = headers(SOURCE / "platform")
CORE = headers(SOURCE / "core")
SHELL = headers(SOURCE / "shell")
INTERFACE = {"puzzle_api.h", "registry.h"}


def test_platform_includes_only_itself():
    for path in sources(SOURCE / "platform"):
        assert includes(path) <= PLATFORM | {"cartridge.h"}, path


def test_core_includes_only_core_platform_and_cartridge_headers():
    """Nothing in the core calls up: not into a puzzle, not into the shell."""
    for path in sources(SOURCE / "core"):
        assert includes(path) <= CORE | PLATFORM | GENERATED_CART, (path.name, includes(path) - CORE - PLATFORM)


FOLDERS = list(dict.fromkeys(p.folder for p in REGISTRY))  # a variant shares its puzzle's folder


@pytest.mark.parametrize("name", FOLDERS)
def test_a_puzzle_never_includes_the_shell_or_another_puzzle(name):
    own = headers(SOURCE / "puzzles" / name)
    others = set().union(*(headers(SOURCE / "puzzles" / folder) for folder in FOLDERS if folder != name))
    for path in sources(SOURCE / "puzzles" / name):
        found = includes(path)
        assert not found & SHELL, (path.name, found & SHELL)
        assert not found & (others - own), path.name
        generated = {h for h in found if not (SOURCE / "puzzles" / name / h).exists()}
        assert generated <= CORE | PLATFORM | INTERFACE | GENERATED_CART | own | set(_generated_of(name)), \
            (path.name, generated - CORE - PLATFORM - INTERFACE - GENERATED_CART)


def _generated_of(name: str) -> list[str]:
    """The headers a puzzle's own templates (templates/<name>/) make."""
    return [p.name.removesuffix(".j2") for p in (ROOT / "templates" / name).glob("*.j2")]


def test_the_shell_reaches_puzzles_only_through_the_interface():
    puzzle_headers = set().union(*(headers(SOURCE / "puzzles" / folder) for folder in FOLDERS))
    for path in sources(SOURCE / "shell"):
        assert not includes(path) & puzzle_headers, path.name


MODEL_PACKAGES = ("codegen.emit", "codegen.build", "codegen.harness")


def model_modules() -> list[Path]:
    modules = sorted((ROOT / "codegen" / "common").glob("*.py"))
    for puzzle in REGISTRY:
        modules += [ROOT / "codegen" / "puzzles" / puzzle.folder / f"{m}.py" for m in puzzle.model_modules]
    return sorted(set(modules))


def imported(path: Path, at_run_time: bool = False) -> set[str]:
    """Absolute names of the modules ``path`` imports (relative imports resolved); ``at_run_time``:
    leave out the imports under ``if TYPE_CHECKING:``, which only the type checker follows."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names = set()
    tree = ast.parse(path.read_text())
    if at_run_time:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
                node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                names.add(".".join([*base, node.module] if node.module else base))
            else:
                names.add(node.module or "")
    return names


@pytest.mark.parametrize("path", model_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_model_imports_no_emitter_toolchain_or_harness(path):
    assert path.exists()
    reached = {name for name in imported(path) if name.startswith(MODEL_PACKAGES)}
    assert not reached, reached


def test_the_import_check_sees_relative_imports():
    """The check above must catch `from ...emit import x` written inside a puzzle package."""
    probe = ROOT / "codegen" / "puzzles" / "hitori" / "shapes.py"  # a table module: it may reach emit
    assert "codegen.emit.cartridge" in imported(probe)


def test_the_emitters_are_handed_the_registry_and_never_import_the_puzzles():
    """codegen/build hands emit/ the registry; puzzles/ may use emit's helpers (its table builders and
    tiles do), so emit/ importing puzzles/ back would close a circle."""
    for path in sorted((ROOT / "codegen" / "emit").glob("*.py")):
        reached = {name for name in imported(path, at_run_time=True) if name.startswith("codegen.puzzles")}
        assert not reached, (path.name, reached)


def test_the_circle_check_sees_a_run_time_import_and_not_a_type_only_one():
    probe = ROOT / "codegen" / "emit" / "context.py"
    assert "codegen.puzzles.base" in imported(probe)
    assert "codegen.puzzles.base" not in imported(probe, at_run_time=True)


@pytest.mark.parametrize("puzzle", REGISTRY, ids=lambda p: p.name)
def test_each_puzzle_draws_its_tiles_in_its_own_folder(puzzle):
    """A variant of another puzzle (variant_of) draws with that puzzle's tiles and has none of its own."""
    home = find(puzzle.folder)
    assert home.tiles.__module__ == f"codegen.puzzles.{puzzle.folder}.tiles"
    assert (ROOT / "codegen" / "puzzles" / puzzle.folder / "tiles.py").exists()
    if puzzle is not home:
        assert puzzle.tiles() == [] and puzzle.big_tiles() == []
