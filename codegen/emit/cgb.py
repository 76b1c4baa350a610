"""The Game Boy Color's colours for the cartridge, described once (the platform layer loads them).

The cartridge header marks the ROM as CGB-compatible (0x143 = 0x80): an original Game Boy ignores the
flag and plays it in four greys; a Game Boy Color starts it in colour mode (A = 0x11 at start-up, which
the platform layer keeps in ``platform_cgb``), where tiles take their colours from eight background
palettes of four colours each, chosen per map cell by an attribute byte in VRAM bank 1 (Pan Docs,
"CGB Registers" and "BG Map Attributes").

Palette 0 is the original Game Boy's four greys, so every screen looks the same as on a DMG unless it
asks for colour. Palettes 1-7 are for Numberlink's paths: white paper, the grid's light grey, then two
path colours each: colour 3 for the tiles drawn in shade 3, colour 2 for their twins drawn in shade 2.
So pair p gets one of PATH_COLOURS = 14 colours, palette 1 + k // 2 and shade 3 - k % 2 for
k = (p - 1) % 14. On a DMG the palette is ignored and the shade is what shows: black or dark grey
lines, with each end's label telling the pairs apart.
"""

from __future__ import annotations

Rgb = tuple[int, int, int]  # 0..31 each, the CGB's 15-bit colour

WHITE: Rgb = (31, 31, 31)
GREYS: tuple[Rgb, Rgb, Rgb, Rgb] = ((31, 31, 31), (21, 21, 21), (10, 10, 10), (0, 0, 0))
GRID_GREY: Rgb = (24, 24, 24)
# Two path colours per palette, as different as 14 colours can be on a small screen.
PATH_COLOURS: tuple[Rgb, ...] = (
    (31, 0, 0), (0, 10, 31),    # red, blue
    (0, 20, 0), (31, 17, 0),    # green, orange
    (18, 0, 26), (0, 24, 24),   # purple, cyan
    (15, 8, 0), (31, 10, 22),   # brown, pink
    (0, 0, 15), (14, 27, 0),    # navy, lime
    (0, 13, 12), (27, 0, 27),   # teal, magenta
    (14, 14, 0), (12, 12, 22),  # olive, slate
)
PALETTE_COUNT = 8


def bg_palettes() -> list[tuple[Rgb, Rgb, Rgb, Rgb]]:
    palettes = [GREYS]
    for k in range(0, len(PATH_COLOURS), 2):
        palettes.append((WHITE, GRID_GREY, PATH_COLOURS[k + 1], PATH_COLOURS[k]))
    if len(palettes) != PALETTE_COUNT:
        raise AssertionError("the CGB has eight background palettes")
    return palettes


# The cursor sprite's palette in colour mode: as OBP0 0xE0 shows it on a DMG (colour 1 white,
# 2 dark grey, 3 black; colour 0 is transparent).
OBJ_PALETTE_0: tuple[Rgb, Rgb, Rgb, Rgb] = (WHITE, WHITE, GREYS[2], GREYS[3])


def rgb555(colour: Rgb) -> int:
    red, green, blue = colour
    return red | green << 5 | blue << 10


def palette_bytes(palettes: list[tuple[Rgb, Rgb, Rgb, Rgb]]) -> list[int]:
    """The bytes BCPD/OCPD take in order: each colour little-endian, palette after palette."""
    data: list[int] = []
    for palette in palettes:
        for colour in palette:
            value = rgb555(colour)
            data += [value & 0xFF, value >> 8]
    return data


def pair_look(pair: int) -> tuple[int, int]:
    """(CGB palette, shade the tile is drawn in) of Numberlink pair ``pair`` (1..)."""
    k = (pair - 1) % len(PATH_COLOURS)
    return 1 + k // 2, 3 - k % 2
