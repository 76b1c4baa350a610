// Pocket Logic in a web browser: the cartridge in WasmBoy (npm's wasmboy 0.7.1, GPL-3.0-or-later),
// its battery RAM kept in this browser, the keys and the touch buttons driving the joypad.
//
// The battery RAM: WasmBoy keeps a cartridge's RAM in its IndexedDB (database "wasmboy", store
// "keyval", keyed by the header bytes 0x134-0x14E) but only stores it when the page is left by
// navigation, so a closed tab would lose it. This page keeps its own copy in localStorage: once a
// second it reads the live RAM from the emulator and stores it when it changed and has held still
// for a second (the cartridge writes a save part in far less than that, so a copy is never taken in
// the middle of one). When the page goes away WasmBoy also writes the live RAM into localStorage
// (WASMBOY_UNLOAD_STORAGE), synchronously: at the next start that is the freshest copy, and this page
// takes it for its own. Before the ROM is loaded, the copy is written into WasmBoy's record, which
// WasmBoy then loads as the cartridge's RAM.
"use strict";

const ROM_URL = "puzzles.gb";
const SAVE_BYTES = 8192;             // the cartridge's battery RAM: one 8 KiB bank
const WASMBOY_RAM_BYTES = 0x20000;   // what WasmBoy keeps for an MBC5 cartridge
const STORE_KEY = "pocket-logic-battery-ram";
const WASMBOY_UNLOAD_KEY = "WASMBOY_UNLOAD_STORAGE";  // WasmBoy's copy, written as the page goes away
const BUTTONS = ["UP", "RIGHT", "DOWN", "LEFT", "A", "B", "SELECT", "START"];
const KEYS = {
  ArrowUp: "UP", ArrowRight: "RIGHT", ArrowDown: "DOWN", ArrowLeft: "LEFT",
  KeyW: "UP", KeyD: "RIGHT", KeyS: "DOWN", KeyA: "LEFT",
  KeyX: "A", KeyZ: "B", Enter: "START", ShiftLeft: "SELECT", ShiftRight: "SELECT", Tab: "SELECT",
};

const joypad = Object.fromEntries(BUTTONS.map((button) => [button, false]));
let lastRead = null;       // the RAM read a second ago
let keepingSave = true;    // false once a loaded save waits for the reload
let ramLocation = null;

function toBase64(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text) {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function storedSave() {
  const text = localStorage.getItem(STORE_KEY);
  return text ? fromBase64(text) : null;
}

function storeSave(bytes) {
  localStorage.setItem(STORE_KEY, toBase64(bytes));
}

// WasmBoy's copy from the moment the page went away: ours if it is this cartridge's (by its header).
// Removed either way, so that WasmBoy does not write it over the copy this page hands it.
function takeWasmBoyUnloadCopy(header) {
  const text = localStorage.getItem(WASMBOY_UNLOAD_KEY);
  localStorage.removeItem(WASMBOY_UNLOAD_KEY);
  if (!text) return;
  try {
    const copy = JSON.parse(text);
    if (sameBytes(Uint8Array.from(copy.header), header) && copy.cartridgeRam.length >= SAVE_BYTES) {
      storeSave(Uint8Array.from(copy.cartridgeRam.slice(0, SAVE_BYTES)));
    }
  } catch (error) {
    console.warn(`WasmBoy's copy of the save could not be read: ${error}`);
  }
}

function sameBytes(a, b) {
  return a && b && a.length === b.length && a.every((value, index) => value === b[index]);
}

// Write the battery RAM into WasmBoy's record for this cartridge, so that loadROM loads it.
function putWasmBoyRam(header, ram) {
  return new Promise((resolve, reject) => {
    const opened = indexedDB.open("wasmboy");
    opened.onupgradeneeded = () => opened.result.createObjectStore("keyval");
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
      const store = opened.result.transaction("keyval", "readwrite").objectStore("keyval");
      const read = store.get(header);
      read.onsuccess = () => {
        const record = read.result || {};
        const full = new Uint8Array(WASMBOY_RAM_BYTES);
        full.set(ram);
        record.cartridgeRam = full;
        store.put(record, header).onsuccess = () => resolve();
      };
      read.onerror = () => reject(read.error);
    };
  });
}

async function liveRam() {
  if (ramLocation === null) ramLocation = await WasmBoy.WasmBoy._getWasmConstant("CARTRIDGE_RAM_LOCATION");
  return WasmBoy.WasmBoy._getWasmMemorySection(ramLocation, ramLocation + SAVE_BYTES);
}

async function keepSave() {
  if (!keepingSave) return;
  const now = await liveRam();
  if (sameBytes(now, lastRead) && !sameBytes(now, storedSave())) storeSave(now);
  lastRead = now;
}

function say(text) {
  document.getElementById("save-message").textContent = text;
}

async function downloadSave() {
  const ram = await liveRam();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([ram], { type: "application/octet-stream" }));
  link.download = "puzzles.sav";
  link.click();
  URL.revokeObjectURL(link.href);
  say("Saved puzzles.sav: it works in mGBA and with invoke run.");
}

async function loadSave(file) {
  if (file.size !== SAVE_BYTES) {
    say(`${file.name} is ${file.size.toLocaleString("en")} bytes, not the ${SAVE_BYTES.toLocaleString("en")} ` +
        "of this cartridge's save: your save is unchanged.");
    return;
  }
  keepingSave = false;
  storeSave(new Uint8Array(await file.arrayBuffer()));
  // WasmBoy writes the RAM it is running as the page goes away (beforeunload, pagehide, unload): not
  // this time. These listeners come after WasmBoy's, so they run after them.
  for (const type of ["beforeunload", "pagehide", "unload"]) {
    window.addEventListener(type, () => localStorage.removeItem(WASMBOY_UNLOAD_KEY));
  }
  say(`Loaded ${file.name}: starting the cartridge again with it.`);
  location.reload();
}

function press(button, down) {
  if (joypad[button] === down) return;
  joypad[button] = down;
  WasmBoy.WasmBoy.setJoypadState(joypad);
}

function wireKeys() {
  for (const [type, down] of [["keydown", true], ["keyup", false]]) {
    window.addEventListener(type, (event) => {
      const button = KEYS[event.code];
      if (!button) return;
      event.preventDefault();
      press(button, down);
    });
  }
  for (const element of document.querySelectorAll("[data-button]")) {
    const button = element.dataset.button;
    element.addEventListener("pointerdown", (event) => {
      element.setPointerCapture(event.pointerId);
      press(button, true);
    });
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
      element.addEventListener(type, () => press(button, false));
    }
  }
}

// The screen at the largest whole-number scale that fits, pixels kept crisp (style.css).
function fitScreen() {
  const canvas = document.getElementById("screen");
  const room = document.getElementById("screen-room");
  const scale = Math.max(1, Math.min(Math.floor(room.clientWidth / 160), Math.floor((window.innerHeight - 32) / 144), 6));
  canvas.style.width = `${160 * scale}px`;
  canvas.style.height = `${144 * scale}px`;
}

async function main() {
  fitScreen();
  window.addEventListener("resize", fitScreen);
  const rom = new Uint8Array(await (await fetch(ROM_URL)).arrayBuffer());
  const header = rom.slice(0x134, 0x14f);
  takeWasmBoyUnloadCopy(header);
  const saved = storedSave();
  if (saved) await putWasmBoyRam(header, saved);
  await WasmBoy.WasmBoy.config({
    isGbcEnabled: true,            // the cartridge is made for the Game Boy Color too: colour
    isAudioEnabled: true,
    disablePauseOnHidden: false,   // a hidden tab pauses the game
    gameboyFrameRate: 60,
  }, document.getElementById("screen"));
  WasmBoy.WasmBoy.disableDefaultJoypad();
  await WasmBoy.WasmBoy.loadROM(rom);
  await WasmBoy.WasmBoy.play();
  wireKeys();
  document.getElementById("download-save").addEventListener("click", downloadSave);
  document.getElementById("load-save").addEventListener("change", (event) => loadSave(event.target.files[0]));
  setInterval(keepSave, 1000);
  // WasmBoy pauses when the tab is hidden (disablePauseOnHidden: false) but does not play on when it
  // is shown again: this does
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && WasmBoy.WasmBoy.isPaused()) WasmBoy.WasmBoy.play();
  });
  document.body.dataset.ready = "1";
}

main().catch((error) => {
  document.getElementById("save-message").textContent = `The cartridge could not start: ${error}`;
  console.error(error);
});
