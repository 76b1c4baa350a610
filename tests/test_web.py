"""The cartridge on a web page (invoke web), in a real browser: Debian's chromium, headless, driven by
Playwright. The page loads with no console error; its screen is PyBoy's, shade for shade; the keys
play; the battery RAM stays in the browser across a reload and a closed browser; a .sav downloaded
from the page continues in PyBoy and one written by PyBoy continues in the page; a file of another
size is refused and changes nothing."""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from conftest import rom_for

from codegen.emit import io_block, save_layout
from codegen.harness.rom_driver import CartRom, start_seeded_game, title_choose_puzzle, title_select
from codegen.puzzles import REGISTRY
from codegen.web.site import build_site

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")  # Debian's (apt-get install chromium): Playwright downloads none here
# a headless root browser on a closed network: no sandbox, no GPU, no calls home
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--autoplay-policy=no-user-gesture-required"]
SAVE_BYTES = 8192
OFFSETS = save_layout.offsets(REGISTRY)

pytestmark = pytest.mark.xdist_group("browser")  # one worker: one site, one emulator download


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Iterator[tuple[str, Path]]:
    """The site built from the plain-SDCC ROM, served on localhost: (address, the ROM)."""
    rom = rom_for("sdcc", tmp_path_factory.getbasetemp()).rom
    folder = tmp_path_factory.mktemp("web") / "site"
    build_site(folder, rom, ROOT / "build" / "web", REGISTRY)
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", rom
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def playwright():
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), "the browser tests need Debian's chromium (apt-get install chromium)"
    with sync_playwright() as running:
        yield running


class Browser:
    """A browser with its own profile folder (kept when it is closed, as a person's is)."""

    def __init__(self, playwright, profile: Path) -> None:
        self.context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True, accept_downloads=True)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.problems: list[str] = []
        self.page.on("console", lambda message: self.problems.append(message.text) if message.type == "error" else None)
        self.page.on("pageerror", lambda error: self.problems.append(str(error)))

    def open(self, address: str) -> None:
        self.page.goto(address)
        self.page.wait_for_selector("body[data-ready='1']", timeout=30_000)
        self.page.wait_for_timeout(1500)  # the cartridge's start-up and the title screen drawn

    def screen(self) -> list[tuple[int, int, int]]:
        data = self.page.evaluate("() => Array.from(document.getElementById('screen').getContext('2d')"
                                  ".getImageData(0, 0, 160, 144).data)")
        return [tuple(data[i:i + 3]) for i in range(0, len(data), 4)]

    def press(self, key: str, hold: int = 120, after: int = 250) -> None:
        """Hold a key long enough for the game's frame loop to see it (milliseconds)."""
        self.page.keyboard.down(key)
        self.page.wait_for_timeout(hold)
        self.page.keyboard.up(key)
        self.page.wait_for_timeout(after)

    def stored_save(self) -> bytes | None:
        import base64

        text = self.page.evaluate("() => localStorage.getItem('pocket-logic-battery-ram')")
        return base64.b64decode(text) if text else None

    def close(self) -> None:
        self.context.close()


# the tab hidden or shown, as the browser tells a page (headless chromium has no other tab to switch to)
SHOW_TAB = """async (state) => {
    Object.defineProperty(document, "visibilityState", {value: state, configurable: true});
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((done) => setTimeout(done, 500));
    return {paused: WasmBoy.WasmBoy.isPaused()};
}"""


def shades(pixels: list[tuple[int, int, int]]) -> list[int]:
    """Each pixel as the rank of its colour by brightness: two emulators turn the Game Boy Color's
    palette into RGB a little differently, but the order of its shades is the picture."""
    order = sorted(set(pixels), key=lambda rgb: (sum(rgb), rgb), reverse=True)
    return [order.index(pixel) for pixel in pixels]


def pyboy_title(rom: Path, cart_ram: bytes | None = None) -> list[tuple[int, int, int]]:
    with CartRom(rom, cgb=True, cart_ram=cart_ram) as running:
        running.wait_scene("TITLE")
        running.settle()
        running.pyboy.tick(10, True)
        frame = running.pyboy.screen.ndarray
        return [tuple(int(v) for v in frame[y, x, :3]) for y in range(144) for x in range(160)]


def wait_for_stored_save(browser: Browser, check, limit_ms: int = 8000) -> bytes:
    waited = 0
    while waited < limit_ms:
        stored = browser.stored_save()
        if stored is not None and check(stored):
            return stored
        browser.page.wait_for_timeout(250)
        waited += 250
    raise AssertionError("the page never stored the save")


def test_the_page_loads_clean_and_shows_pyboys_title(site, playwright, tmp_path):
    address, rom = site
    browser = Browser(playwright, tmp_path / "profile")
    try:
        browser.open(address)
        assert browser.problems == []
        width = browser.page.evaluate("() => document.getElementById('screen').getBoundingClientRect().width")
        assert width % 160 == 0 and width >= 160  # a whole-number scale
        text = browser.page.inner_text("body")
        assert "WasmBoy" in text and "GNU General Public License" in text
        for puzzle in REGISTRY:  # the rules and controls: the HOW TO PLAY pages' text
            assert puzzle.help[0] in text
        assert shades(browser.screen()) == shades(pyboy_title(rom))
        assert browser.page.evaluate(SHOW_TAB, "hidden") == {"paused": True}  # a hidden tab pauses
        assert browser.page.evaluate(SHOW_TAB, "visible") == {"paused": False}  # and plays on when shown
        reports = ROOT / "reports"  # the picture the README shows (docs/web-page.png is a copy of it)
        reports.mkdir(exist_ok=True)
        browser.page.set_viewport_size({"width": 1100, "height": 760})
        browser.page.wait_for_timeout(300)
        browser.page.screenshot(path=str(reports / "web-page.png"))
    finally:
        browser.close()


def test_keys_play_and_the_save_stays_across_a_reload_and_a_closed_browser(site, playwright, tmp_path):
    address, rom = site
    profile = tmp_path / "profile"
    browser = Browser(playwright, profile)
    try:
        browser.open(address)
        title = browser.screen()
        browser.press("KeyX")  # A on NEW GAME: a Hitori puzzle of the size shown
        browser.page.wait_for_timeout(3000)
        board = browser.screen()
        assert board != title
        browser.press("KeyX")  # A: shade the cell under the cursor
        assert browser.screen() != board
        saved = wait_for_stored_save(browser, lambda ram: ram[OFFSETS["hitori_saved"]] == 1)
        assert len(saved) == SAVE_BYTES
        browser.page.reload()
        browser.page.wait_for_selector("body[data-ready='1']", timeout=30_000)
        browser.page.wait_for_timeout(1500)
        assert shades(browser.screen()) == shades(pyboy_title(rom, saved))  # CONTINUE, as PyBoy shows it
        assert browser.problems == []
        last = browser.stored_save()  # the clock had run on since: the game's seconds are later
        assert last is not None and last[OFFSETS["hitori_saved"]] == 1
    finally:
        browser.close()
    browser = Browser(playwright, profile)  # the browser closed and opened again
    try:
        browser.open(address)
        assert browser.stored_save() == last
        assert shades(browser.screen()) == shades(pyboy_title(rom, last))
    finally:
        browser.close()


def test_a_sav_goes_from_the_page_to_pyboy_and_back(site, playwright, tmp_path):
    address, rom = site
    with CartRom(rom) as running:  # a Numberlink game left in progress, written by PyBoy
        title_choose_puzzle(running, "NUMBERLINK")
        start_seeded_game(running, 6, 6, "easy", 4242)
        running.tap("start")
        running.wait_scene("PAUSED")
        running.tap("up")
        running.tap("a")
        running.wait_scene("TITLE")
        from_pyboy = running.stop_keeping_ram()
    assert from_pyboy[OFFSETS["numberlink_saved"]] == 1
    sav = tmp_path / "puzzles.sav"
    sav.write_bytes(from_pyboy)
    browser = Browser(playwright, tmp_path / "profile")
    try:
        browser.open(address)
        with browser.page.expect_navigation():  # the page starts again with it
            browser.page.set_input_files("#load-save", str(sav))
        browser.page.wait_for_selector("body[data-ready='1']", timeout=30_000)
        browser.page.wait_for_timeout(2000)
        assert browser.stored_save() == from_pyboy
        assert shades(browser.screen()) == shades(pyboy_title(rom, from_pyboy))
        with browser.page.expect_download() as download:
            browser.page.click("#download-save")
        downloaded = Path(download.value.path()).read_bytes()
        assert len(downloaded) == SAVE_BYTES
    finally:
        browser.close()
    with CartRom(rom, cart_ram=downloaded) as running:  # the page's save, in PyBoy: the same game goes on
        running.wait_scene("TITLE")
        assert running.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        title_choose_puzzle(running, "NUMBERLINK")
        title_select(running, "CONTINUE")
        running.tap("a")
        running.wait_scene("PLAYING")
        assert running.read16("result_seed") == 4242


def test_a_file_of_another_size_is_refused_and_the_save_is_kept(site, playwright, tmp_path):
    address, _ = site
    wrong = tmp_path / "not-a-save.sav"
    wrong.write_bytes(bytes(100))
    browser = Browser(playwright, tmp_path / "profile")
    try:
        browser.open(address)
        before = wait_for_stored_save(browser, lambda ram: True)
        browser.page.set_input_files("#load-save", str(wrong))
        browser.page.wait_for_timeout(500)
        message = browser.page.inner_text("#save-message")
        assert "100 bytes" in message and "unchanged" in message
        time.sleep(1.5)
        assert browser.stored_save() == before
        assert browser.problems == []
    finally:
        browser.close()
