"""site/: the cartridge on a web page, static files with relative paths that can be published as they
are (GitHub Pages, itch.io): index.html (rendered from page/index.html.j2, each puzzle's rules and
controls taken from its PuzzleSpec.help, the text of the cartridge's HOW TO PLAY page), play.js and
style.css (page/), the ROM, and the emulator: npm's wasmboy, whose dist/wasmboy.wasm.iife.js needs
nothing else, with its licence. `npm install wasmboy` fails (a dependency of it is a git URL), so the
package is fetched with `npm pack` and unpacked, once, into a cache folder."""

from __future__ import annotations

import shutil
import subprocess
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import jinja2

if TYPE_CHECKING:
    from ..puzzles.base import PuzzleSpec

PAGE = Path(__file__).resolve().parent / "page"
WASMBOY_VERSION = "0.7.1"
WASMBOY_BUNDLE = "dist/wasmboy.wasm.iife.js"
COLLECTION_NAME = "Pocket Logic"
ROM_FILE = "puzzles.gb"  # play.js fetches it by this name


class SiteError(RuntimeError):
    """The site could not be built (no npm, the emulator could not be fetched)."""


def fetch_wasmboy(cache: Path) -> Path:
    """The unpacked wasmboy package (its folder), fetched with npm pack into ``cache`` the first time."""
    package = cache / f"wasmboy-{WASMBOY_VERSION}" / "package"
    if (package / WASMBOY_BUNDLE).is_file():
        return package
    npm = shutil.which("npm")
    if npm is None:
        raise SiteError("npm is needed once, to fetch the emulator (wasmboy): apt-get install npm")
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as scratch:
        done = subprocess.run([npm, "pack", f"wasmboy@{WASMBOY_VERSION}", "--pack-destination", scratch],
                              capture_output=True, text=True, check=False)
        archives = list(Path(scratch).glob("wasmboy-*.tgz"))
        if done.returncode != 0 or not archives:
            raise SiteError(f"npm pack wasmboy@{WASMBOY_VERSION} failed: {(done.stderr or done.stdout).strip()}")
        unpacked = Path(scratch) / "unpacked"
        _unpack(archives[0], unpacked)
        target = package.parent
        shutil.rmtree(target, ignore_errors=True)
        (unpacked).rename(target)
    return package


def _unpack(archive_path: Path, target: Path) -> None:
    """Unpack npm's archive: regular files and folders only, each inside ``target`` (Python before
    3.11.4, Debian 12's, has no tarfile data filter)."""
    with tarfile.open(archive_path) as archive:
        for member in archive.getmembers():
            destination = (target / member.name).resolve()
            if not destination.is_relative_to(target.resolve()) or not (member.isfile() or member.isdir()):
                raise SiteError(f"the wasmboy archive holds an unexpected entry: {member.name}")
            if member.isdir():
                destination.mkdir(parents=True, exist_ok=True)
                continue
            destination.parent.mkdir(parents=True, exist_ok=True)
            source = archive.extractfile(member)
            if source is None:
                raise SiteError(f"the wasmboy archive holds an unreadable entry: {member.name}")
            destination.write_bytes(source.read())


def render_page(registry: Sequence[PuzzleSpec]) -> str:
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(PAGE), autoescape=True,
                                     undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    puzzles = [{"title": p.title.capitalize(), "help": "\n".join(p.help)} for p in registry if p.on_menu]
    titles = ", ".join(p["title"] for p in puzzles[:-1]) + " and " + puzzles[-1]["title"]
    return environment.get_template("index.html.j2").render(
        name=COLLECTION_NAME, titles=titles, puzzles=puzzles, wasmboy_version=WASMBOY_VERSION)


def build_site(site: Path, rom: Path, cache: Path, registry: Sequence[PuzzleSpec]) -> list[Path]:
    """Write the whole site into a new folder and only then put it in place of ``site``."""
    package = fetch_wasmboy(cache)
    fresh = site.with_name(site.name + ".partial")
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir(parents=True)
    (fresh / "index.html").write_text(render_page(registry))
    for name in ("play.js", "style.css"):
        shutil.copyfile(PAGE / name, fresh / name)
    shutil.copyfile(package / WASMBOY_BUNDLE, fresh / Path(WASMBOY_BUNDLE).name)
    shutil.copyfile(package / "LICENSE", fresh / "wasmboy-LICENSE.txt")
    shutil.copyfile(rom, fresh / ROM_FILE)
    shutil.rmtree(site, ignore_errors=True)
    fresh.rename(site)
    return sorted(site.iterdir())
