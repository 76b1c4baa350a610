"""The toolchain of the puzzle cartridge, in layers with one direction of flow:

- common/: pure pieces every puzzle model may use (grid geometry, the PRNG the cartridge shares);
- puzzles/: the registry and one package per puzzle: its pure model (generate, solve, validate), its
  table builders and its export format (puzzles/base.py is the interface);
- emit/: the cartridge's settings and the rendering of the templates into C (io block, save layout,
  tile set, contexts);
- build/: the compiler drivers (GBDK-2020 or plain SDCC) that make the ROM;
- harness/: the cartridge in headless PyBoy: requests, buttons, cycle probes, bench, export.

A model module never imports emit/, build/ or harness/ (a test checks it).
"""
