"""The cartridge on a web page: site.py builds site/ (the ROM, the page, the emulator) for `invoke web`."""
