"""Hitori for the Game Boy: the Python model that the ROM's C must agree with, and the code generator.

Layers, one direction of flow: the pure model (grid, dual, floodfill, prng, layout) -> table builders
(tables, font, io_block) -> rendering into C (render) -> the compiler drivers (toolchain).
"""
