/* Code in switchable ROM banks, and the one way to reach across banks.

   Bank 0 (0x0000-0x3FFF) is always mapped: start-up, the interrupt handlers, the platform layer and
   the shared core live there. Everything else (each puzzle's generator and screens, the shell's
   screens) is compiled with `#pragma bank 255` and placed in a switchable bank at link time: by
   GBDK-2020's bankpack (lcc -autobank) or, with plain SDCC, by codegen/build/banks.py, which does the
   same to the objects. Only one switchable bank is mapped at a time (0x4000-0x7FFF), so:

   - A function that code in another bank calls is BANKED (SDCC's __banked): the compiler calls it
     through the trampoline ___sdcc_bcall_ehl (GBDK's library, or platform/crt0_sdcc.s), which maps
     the callee's bank and maps the caller's back on return. Arguments go on the stack. Calls within
     one file, and calls into bank 0, are plain calls.
   - Data in another bank is read only through far_copy() (bank 0), never through a pointer: a
     pointer into the window means "whatever bank is mapped". Pointers handed to a BANKED function
     point to RAM or bank 0. Strings and tables in a banked file are for that file (and for bank-0
     helpers it calls, which run while its bank is still mapped).
   - Interrupt handlers are in bank 0 and never switch banks, so an interrupt returns into whatever
     bank it interrupted. */
#ifndef CORE_BANKING_H
#define CORE_BANKING_H

#include <stdint.h>

#ifndef BANKED
#define BANKED __banked  /* the same spelling as GBDK-2020's <asm/sm83/types.h> */
#endif

/* Assemble SM83 assembly into the calling C file's object, so that it lies in that file's bank and
   the file calls it with plain calls: for assembly that this file alone calls. `includes` is the
   assembler's `.include` lines, as one string ("\n" between them); the build gives the assembler the
   include path and makes the object depend on the files named (codegen/build/toolchain.py). */
#define ASSEMBLE_IN_THIS_BANK(includes) \
    static void assembly_of_this_bank(void) __naked { __asm__(includes); }

/* Copy `count` bytes from `from` in ROM bank `bank` into RAM at `to`; the caller's bank is mapped
   again afterwards. */
void far_copy(void *to, uint8_t bank, const void *from, uint16_t count);

#endif
