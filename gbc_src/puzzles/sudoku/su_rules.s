;; The generator's run of the rules (su_make.c, closure.py) in SM83 assembly: the start of a run, a
;; number taken out of a cell, a cell placed. The same bookkeeping as closure.py; su_make.c's C runs
;; the queue and the harder rules, which call these.
;;
;; Why assembly: in C (SDCC 4.2) the run's start and the unit walks of a placement took 70% of a 9x9
;; Easy puzzle's 585 frames. Here every array is a 256-byte WRAM page (H = page, L = index), and a
;; number d is found by table, on the NUMBERS page: the page its bit is on (POSSIBLE for 1-8,
;; POSSIBLE_9 for 9), the bit, and the base of its (number, unit) pairs, so 9 needs no case of its own.
;;
;; On a Game Boy Color these run on the background thread too (core/background.h): the run's start
;; yields between open cells and the set search between subsets, so no stretch between two yields
;; runs past VBlank; a placement is shorter than that by itself.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; 8-bit result in A; every register may be clobbered.
;; Assembled into su_make.c's object (it .includes this file): su_make.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "su_consts.inc"
        .include "background.inc"

        .globl  _su_order
        .globl  _su_unit_first
        .globl  _su_full_low
        .globl  _su_full_9
        .globl  _su_units

        .area   _DATA
_su_queue_in::          .ds 1           ; where the next queued cell goes on the QUEUE page
_su_queue_out::         .ds 1           ; the next cell to place
_su_basic::             .ds 1           ; nonzero: Basic's rules too (rows, columns, a cell's last number)
_su_open_count::        .ds 1           ; the open cells: OPEN's entries
PLACE_NUMBER:           .ds 1           ; su_place: the number placed
CELL_UNITS:             .ds 3           ; su_start_run: the cell's region, row, column

;; Unit A has changed: the harder rules look at it again (DIRTY); then A = its (number, unit) pair for
;; base E. Keeps B, C, D, E.
        .macro  DIRTY
        ld      l, a
        ld      h, #PAGE_SU_DIRTY
        ld      (hl), #SU_DIRTY_ALL
        add     a, e
        .endm

        .area   _CODE_255

;; Queue cell A unless it is queued (QUEUED: placed, a clue, or waiting). Keeps B, C, D, E.
enqueue:
        ld      l, a
        ld      h, #PAGE_SU_QUEUED
        bit     0, (hl)
        ret     nz
        ld      (hl), #1
        ld      h, l                    ; H = the cell
        ld      a, (_su_queue_in)
        ld      l, a
        inc     a
        ld      (_su_queue_in), a
        ld      a, h
        ld      h, #PAGE_SU_QUEUE
        ld      (hl), a
        ret

;; One place fewer for a number in a unit: A = the (number, unit) pair. At one place left, the cell
;; the solution has there is queued. Keeps B, C, D, E.
count_down:
        ld      l, a
        ld      h, #PAGE_SU_UNIT_COUNT
        dec     (hl)
        ld      a, (hl)
        dec     a
        ret     nz
        ld      h, #PAGE_SU_PLACE_OF
        ld      a, (hl)
        jr      enqueue

;; Number B is no longer possible in cell C (it never is the solution's number there): its bit off,
;; the cell's count and its units' counts down. Keeps B, C.
take_out:
        ld      h, #PAGE_SU_NUMBERS
        ld      l, b
        ld      d, (hl)                 ; the number's POSSIBLE page
        set     4, l
        ld      a, (hl)                 ; its bit there
        cpl
        set     5, l
        ld      e, (hl)                 ; E = the base of its (number, unit) pairs
        ld      h, d
        ld      l, c
        and     (hl)
        ld      (hl), a
        ld      h, #PAGE_SU_REGION_OF
        ld      a, (hl)
        DIRTY
        call    count_down
        ld      h, #PAGE_SU_CELL_COUNT
        ld      l, c
        dec     (hl)
        ld      a, (_su_basic)
        or      a
        ret     z                       ; Trivial: regions only
        ld      a, (hl)
        dec     a
        ld      a, c
        call    z, enqueue              ; the cell's last number
        ld      h, #PAGE_SU_ROW_OF
        ld      l, c
        ld      a, (hl)
        DIRTY
        call    count_down
        ld      h, #PAGE_SU_COLUMN_OF
        ld      l, c
        ld      a, (hl)
        DIRTY
        jp      count_down

;; void su_take_out(uint8_t cell, uint8_t number): take_out for su_make.c's harder rules.
_su_take_out::
        ld      c, a
        ld      b, e
        jr      take_out

;; Walk unit A but cell C: number PLACE_NUMBER (its bit B on page POSSIBLE, or on POSSIBLE_9 for the
;; second entry) out of every cell that still has it. Keeps B, C. Two copies, one a page, so the
;; page is an operand: this walk is the generator's innermost loop.
        .macro  CLEAR_UNIT page ?walk ?next
        ld      e, a
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      d, (hl)                 ; D = the unit's first index on UNIT_CELLS
        ld      a, (_su_order)
        ld      e, a                    ; E = its cells left to walk
walk:
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      l, d
        ld      a, (hl)
        cp      c
        jr      z, next                 ; the placed cell itself
        ld      l, a
        ld      h, #page
        ld      a, (hl)
        and     b
        jr      z, next
        push    bc
        push    de
        ld      c, l
        ld      a, (PLACE_NUMBER)
        ld      b, a
        call    take_out
        pop     de
        pop     bc
next:
        inc     d
        dec     e
        jr      nz, walk
        ret
        .endm

clear_unit:
        CLEAR_UNIT PAGE_SU_POSSIBLE
clear_unit_9:
        CLEAR_UNIT PAGE_SU_POSSIBLE_9

;; void su_place(uint8_t cell): the cell holds its number of the solution: its other numbers go,
;; and the number leaves the other cells of its region, row and column.
_su_place::
        ld      c, a
        ld      h, #PAGE_SU_SOLUTION
        ld      l, a
        ld      a, (hl)
        ld      (PLACE_NUMBER), a
        ld      h, #PAGE_SU_POSSIBLE
        ld      a, (hl)
        ld      b, #1
own_low:                                ; numbers 1-8: A = the bits left, B = the number of bit 0
        or      a
        jr      z, own_9
        srl     a
        jr      nc, 1$
        push    af
        ld      a, (PLACE_NUMBER)
        cp      b
        call    nz, take_out
        pop     af
1$:
        inc     b
        jr      own_low
own_9:
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      l, c
        ld      a, (hl)
        or      a
        jr      z, units
        ld      a, (PLACE_NUMBER)
        cp      #9
        jr      z, units
        ld      b, #9
        call    take_out
units:
        ld      a, (PLACE_NUMBER)
        ld      h, #PAGE_SU_NUMBERS
        add     a, #SU_NUMBER_MASK
        ld      l, a
        ld      b, (hl)                 ; B = its bit
        ld      a, (PLACE_NUMBER)
        cp      #9
        jr      z, units_9
        ld      h, #PAGE_SU_REGION_OF
        ld      l, c
        ld      a, (hl)
        call    clear_unit
        ld      h, #PAGE_SU_ROW_OF
        ld      l, c
        ld      a, (hl)
        call    clear_unit
        ld      h, #PAGE_SU_COLUMN_OF
        ld      l, c
        ld      a, (hl)
        jp      clear_unit
units_9:
        ld      h, #PAGE_SU_REGION_OF
        ld      l, c
        ld      a, (hl)
        call    clear_unit_9
        ld      h, #PAGE_SU_ROW_OF
        ld      l, c
        ld      a, (hl)
        call    clear_unit_9
        ld      h, #PAGE_SU_COLUMN_OF
        ld      l, c
        ld      a, (hl)
        jp      clear_unit_9

;; Count number B of the cell into its units (CELL_UNITS): one place more in each. Keeps B, C, E.
count_in:
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_NUMBER_BASE
        ld      l, a
        ld      d, (hl)                 ; D = the base
        ld      a, (CELL_UNITS)
        add     a, d
        ld      l, a
        ld      h, #PAGE_SU_UNIT_COUNT
        inc     (hl)
        ld      a, (CELL_UNITS + 1)
        add     a, d
        ld      l, a
        inc     (hl)
        ld      a, (CELL_UNITS + 2)
        add     a, d
        ld      l, a
        inc     (hl)
        ret

;; Queue where the solution has number B in each of the cell's units (CELL_UNITS) whose count for it
;; is one (regions only at Trivial). Keeps B, C, E.
check_in:
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_NUMBER_BASE
        ld      l, a
        ld      d, (hl)                 ; D = the base
        ld      a, (CELL_UNITS)
        call    check_pair
        ld      a, (_su_basic)
        or      a
        ret     z
        ld      a, (CELL_UNITS + 1)
        call    check_pair
        ld      a, (CELL_UNITS + 2)
check_pair:                             ; A = unit, D = base: keeps B, C, D
        add     a, d
        ld      l, a
        ld      h, #PAGE_SU_UNIT_COUNT
        ld      a, (hl)
        dec     a
        ret     nz
        ld      h, #PAGE_SU_PLACE_OF
        ld      a, (hl)
        jp      enqueue

;; C = OPEN's entry A: CELL_UNITS = its region, row and column. Keeps B, C.
units_of_open:
        ld      l, a
        ld      h, #PAGE_SU_OPEN
        ld      c, (hl)
        ld      l, c
        ld      h, #PAGE_SU_REGION_OF
        ld      a, (hl)
        ld      (CELL_UNITS), a
        ld      h, #PAGE_SU_ROW_OF
        ld      a, (hl)
        ld      (CELL_UNITS + 1), a
        ld      h, #PAGE_SU_COLUMN_OF
        ld      a, (hl)
        ld      (CELL_UNITS + 2), a
        ret

;; void su_start_run(void): the open cells (OPEN, su_open_count of them) get the numbers their units'
;; clues allow (USED) and their counts, the units their counts, and the first queue: every open cell
;; with one number (Basic), every unit with one place for a number.
_su_start_run::
        xor     a
        ld      (_su_queue_in), a
        ld      (_su_queue_out), a
        ld      h, #PAGE_SU_UNIT_COUNT
        ld      l, a
        ld      b, #64
1$:                                     ; every (number, unit) count to zero: 256 bytes
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        dec     b
        jr      nz, 1$
        ld      a, (_su_open_count)
        or      a
        ret     z
        ld      b, #0                   ; B = OPEN's entry
count_cells:
        push    bc
        BG_YIELD_KEEPING_NOTHING        ; every register may change: B comes back from the stack
        pop     bc
        push    bc
        ld      a, b
        call    units_of_open
        ld      h, #PAGE_SU_QUEUED
        ld      l, c
        ld      (hl), #0
        ld      h, #PAGE_SU_USED        ; the numbers of the clues in its units
        ld      a, (CELL_UNITS)
        ld      l, a
        ld      d, (hl)
        set     7, l
        ld      e, (hl)
        ld      a, (CELL_UNITS + 1)
        ld      l, a
        ld      a, d
        or      (hl)
        ld      d, a
        set     7, l
        ld      a, e
        or      (hl)
        ld      e, a
        ld      a, (CELL_UNITS + 2)
        ld      l, a
        ld      a, d
        or      (hl)
        ld      d, a
        set     7, l
        ld      a, e
        or      (hl)
        ld      e, a
        ld      a, (_su_full_low)       ; the numbers left: D = 1-8, E = 9
        ld      h, a
        ld      a, d
        cpl
        and     h
        ld      d, a
        ld      a, (_su_full_9)
        ld      h, a
        ld      a, e
        cpl
        and     h
        ld      e, a
        ld      h, #PAGE_SU_POSSIBLE
        ld      l, c
        ld      (hl), d
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      (hl), e
        ld      a, e                    ; the count: 9's bit, then 1-8's
        ld      (COUNT_SO_FAR), a
        ld      a, e
        push    af                      ; 9 possible?
        ld      a, d
        ld      b, #1
2$:
        or      a
        jr      z, 4$
        srl     a
        jr      nc, 3$
        push    af
        ld      hl, #COUNT_SO_FAR
        inc     (hl)
        call    count_in
        pop     af
3$:
        inc     b
        jr      2$
4$:
        pop     af
        or      a
        jr      z, 5$
        ld      b, #9
        call    count_in
5$:
        ld      a, (COUNT_SO_FAR)
        ld      h, #PAGE_SU_CELL_COUNT
        ld      l, c
        ld      (hl), a
        pop     bc
        inc     b
        ld      a, (_su_open_count)
        cp      b
        jr      nz, count_cells

        ld      b, #0
queue_cells:
        push    bc
        BG_YIELD_KEEPING_NOTHING        ; every register may change: B comes back from the stack
        pop     bc
        push    bc
        ld      a, b
        call    units_of_open
        ld      a, (_su_basic)
        or      a
        jr      z, 1$
        ld      h, #PAGE_SU_CELL_COUNT
        ld      l, c
        ld      a, (hl)
        dec     a
        ld      a, c
        call    z, enqueue
1$:
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      l, c
        ld      a, (hl)
        push    af
        ld      h, #PAGE_SU_POSSIBLE
        ld      a, (hl)
        ld      b, #1
2$:
        or      a
        jr      z, 4$
        srl     a
        jr      nc, 3$
        push    af
        call    check_in
        pop     af
3$:
        inc     b
        jr      2$
4$:
        pop     af
        or      a
        jr      z, 5$
        ld      b, #9
        call    check_in
5$:
        pop     bc
        inc     b
        ld      a, (_su_open_count)
        cp      b
        jr      nz, queue_cells
        ret

        .area   _DATA
COUNT_SO_FAR:           .ds 1           ; su_start_run: the cell's numbers counted so far

        .area   _CODE_255

;; uint8_t su_emptiest(void): the filling's next cell (puzzle.py's fill): the empty cell, in ORDER, with
;; the fewest numbers its units allow (the first of those; the first with one or none at once), or 0xFF
;; when every cell is filled. Its numbers: su_best_low (1-8) and su_best_9; every empty cell's looked
;; at on the ALLOWED and ALLOWED_9 pages.
        .globl  _su_cells
        .globl  _su_bit_count
_su_emptiest::
        ld      a, #0xFF
        ld      (BEST_CELL), a
        ld      a, #10
        ld      (BEST_COUNT), a
        ld      a, (_su_cells)
        ld      b, a                    ; B = cells left to look at
        ld      c, #0                   ; C = the place in ORDER
1$:
        ld      h, #PAGE_SU_ORDER
        ld      l, c
        ld      l, (hl)
        ld      h, #PAGE_SU_SOLUTION
        ld      a, (hl)
        or      a
        jr      nz, 9$                  ; filled
        ld      a, l
        ld      (EMPTY_CELL), a
        ld      h, #PAGE_SU_REGION_OF
        ld      d, (hl)
        ld      h, #PAGE_SU_ROW_OF
        ld      e, (hl)
        ld      h, #PAGE_SU_COLUMN_OF
        ld      l, (hl)
        ld      h, #PAGE_SU_USED
        ld      a, (hl)                 ; the column's numbers 1-8
        set     7, l
        push    hl                      ; where its 9 is
        ld      l, d
        or      (hl)
        ld      l, e
        or      (hl)
        cpl
        ld      hl, #_su_full_low
        and     (hl)
        ld      (EMPTY_LOW), a
        pop     hl
        ld      a, (hl)
        ld      l, d
        set     7, l
        or      (hl)
        ld      l, e
        set     7, l
        or      (hl)
        cpl
        ld      hl, #_su_full_9
        and     (hl)
        ld      (EMPTY_9), a
        ld      a, (EMPTY_CELL)         ; the cell's numbers, for su_fewest_places
        ld      l, a
        ld      h, #PAGE_SU_ALLOWED_9
        ld      a, (EMPTY_9)
        ld      (hl), a
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (EMPTY_LOW)
        ld      (hl), a
        ld      e, a
        ld      d, #0
        ld      hl, #_su_bit_count
        add     hl, de
        ld      a, (EMPTY_9)
        add     a, (hl)                 ; the count
        ld      hl, #BEST_COUNT
        cp      (hl)
        jr      nc, 9$                  ; not fewer than the best so far
        ld      (hl), a
        ld      d, a
        ld      a, (EMPTY_CELL)
        ld      (BEST_CELL), a
        ld      a, (EMPTY_LOW)
        ld      (_su_best_low), a
        ld      a, (EMPTY_9)
        ld      (_su_best_9), a
        ld      a, d
        cp      #2
        jr      c, 10$                  ; one number or none: no cell can do better
9$:
        inc     c
        dec     b
        jr      nz, 1$
10$:
        ld      a, (BEST_CELL)
        ret

        .area   _DATA
_su_best_low::          .ds 1           ; su_emptiest: the numbers 1-8 of the cell found
_su_best_9::            .ds 1           ; and 9
BEST_CELL:              .ds 1
BEST_COUNT:             .ds 1
EMPTY_CELL:             .ds 1
EMPTY_LOW:              .ds 1
EMPTY_9:                .ds 1

        .area   _CODE_255

;; uint8_t su_fewest_places(uint8_t fewest): the places rule of a jigsaw board's filling (puzzle.py's
;; fewest_places), after su_emptiest looked at every empty cell (ALLOWED, ALLOWED_9; a filled cell has
;; 0 there) and found `fewest` numbers in the emptiest: the first (unit, number) in unit order, numbers
;; from 1, with one place or none; else, if `fewest` is over 2, the first with two. Returns the number,
;; 0 for none; su_place_unit and su_place_count say where and how many places.
;; Pass one counts each unit's numbers bit-parallel, at least once (D) and at least twice (E): the
;; numbers missing from the unit and not twice have one place or none. It keeps the places of 9 per
;; unit (NINES). Pass two, only when pass one found nothing, adds at least three (FP_THRICE): at least
;; twice and not three times is exactly two. The walks are unrolled for 9 cells, entered 3 in for 6.
;; FILL_UNITS page: per unit the places of 9 (0xFF when 9 is in the unit); then these
FP_UNIT = (PAGE_SU_FILL_UNITS << 8) + 0xF0
FP_MISSING = FP_UNIT + 1                ; the unit's numbers 1-8 not in it yet
FP_THRICE = FP_UNIT + 2
FP_FEWEST = FP_UNIT + 3

        ;; one cell of a unit: HL walks UNIT_CELLS, B = the ALLOWED page; D |= its numbers, E |= the
        ;; ones D had already
        .macro  COUNT_TWICE
        ld      a, (hl+)
        ld      c, a
        ld      a, (bc)
        and     d
        or      e
        ld      e, a
        ld      a, (bc)
        or      d
        ld      d, a
        .endm

        ;; the same, and FP_THRICE |= the ones E had already
        .macro  COUNT_THRICE ?twice
        ld      a, (hl+)
        ld      c, a
        ld      a, (bc)
        and     e
        jr      z, twice
        push    hl
        ld      hl, #FP_THRICE
        or      (hl)
        ld      (hl), a
        pop     hl
twice:
        ld      a, (bc)
        and     d
        or      e
        ld      e, a
        ld      a, (bc)
        or      d
        ld      d, a
        .endm

_su_fewest_places::
        ld      (FP_FEWEST), a
        xor     a
        ld      (FP_UNIT), a
1$:                                     ; pass one, unit FP_UNIT
        BG_YIELD_KEEPING_NOTHING        ; (what it keeps is in FP_UNIT and FP_FEWEST)
        call    fp_unit_start
        jr      z, 3$                   ; no unit left
        call    fp_walk_twice
        ld      a, e
        cpl
        ld      c, a
        ld      a, (FP_MISSING)
        and     c                       ; missing and not twice: one place or none
        jr      nz, fp_found_few
        call    fp_nines
        ld      a, (hl)
        cp      #2
        jr      c, fp_found_nine
        ld      hl, #FP_UNIT
        inc     (hl)
        jr      1$
3$:
        ld      a, (FP_FEWEST)
        cp      #3
        jr      c, fp_none
        xor     a
        ld      (FP_UNIT), a
4$:                                     ; pass two
        BG_YIELD_KEEPING_NOTHING
        call    fp_unit_start
        jr      z, fp_none
        xor     a
        ld      (FP_THRICE), a
        call    fp_walk_thrice
        ld      a, (FP_THRICE)
        cpl
        and     e                       ; twice and not thrice: two places
        jr      nz, fp_found_two
        ld      a, (FP_UNIT)
        ld      l, a
        ld      h, #PAGE_SU_FILL_UNITS  ; NINES
        ld      a, (hl)
        cp      #2
        jr      z, fp_found_nine
        ld      hl, #FP_UNIT
        inc     (hl)
        jr      4$
fp_none:
        xor     a
        ret

;; A = a mask of numbers 1-8 found (pass one: one place or none; D = the numbers with one place):
;; the lowest is the answer.
fp_found_few:
        ld      c, a
        cpl
        inc     a
        and     c                       ; the lowest bit alone
        ld      c, a
        and     d
        jr      z, 5$
        ld      a, #1
5$:
        ld      (_su_place_count), a
        jr      fp_number
fp_found_two:
        ld      c, a
        cpl
        inc     a
        and     c
        ld      c, a
        ld      a, #2
        ld      (_su_place_count), a
fp_number:                              ; C = the number's bit: A = the number
        ld      a, (FP_UNIT)
        ld      (_su_place_unit), a
        xor     a
6$:
        inc     a
        srl     c
        jr      nc, 6$
        ret
fp_found_nine:                          ; A = its places
        ld      (_su_place_count), a
        ld      a, (FP_UNIT)
        ld      (_su_place_unit), a
        ld      a, #9
        ret

;; The unit FP_UNIT: Z when there is none left; else FP_MISSING, HL = its first entry of UNIT_CELLS,
;; B = the ALLOWED page, D = E = 0.
fp_unit_start:
        ld      a, (_su_units)
        ld      c, a
        ld      a, (FP_UNIT)
        cp      c
        ret     z
        ld      e, a
        ld      l, a
        ld      h, #PAGE_SU_USED
        ld      a, (hl)
        cpl
        ld      hl, #_su_full_low
        and     (hl)
        ld      (FP_MISSING), a
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      l, (hl)
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      b, #PAGE_SU_ALLOWED
        ld      de, #0
        or      h                       ; NZ (the page is not 0)
        ret

;; The unit's cells from HL (su_order of them): D, E for 1-8 (and FP_THRICE in pass two).
fp_walk_twice:
        ld      a, (_su_order)
        cp      #9
        jr      nz, 1$
        COUNT_TWICE
        COUNT_TWICE
        COUNT_TWICE
1$:
        COUNT_TWICE
        COUNT_TWICE
        COUNT_TWICE
        COUNT_TWICE
        COUNT_TWICE
        COUNT_TWICE
        ret

fp_walk_thrice:
        ld      a, (_su_order)
        cp      #9
        jr      nz, 1$
        COUNT_THRICE
        COUNT_THRICE
        COUNT_THRICE
1$:
        COUNT_THRICE
        COUNT_THRICE
        COUNT_THRICE
        COUNT_THRICE
        COUNT_THRICE
        COUNT_THRICE
        ret

;; The places of 9 in unit FP_UNIT into NINES (0xFF when 9 is in the unit, or the board has no 9);
;; HL = its NINES entry. Keeps D.
fp_nines:
        ld      a, (FP_UNIT)
        ld      e, a
        ld      c, a
        ld      a, (_su_full_9)
        or      a
        jr      z, 2$
        ld      a, c
        or      #0x80
        ld      l, a
        ld      h, #PAGE_SU_USED
        ld      a, (hl)
        or      a
        jr      nz, 2$
        ld      a, c
        ld      c, e
        ld      b, #0
        ld      hl, #_su_unit_first
        add     hl, bc
        ld      l, (hl)
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      b, #PAGE_SU_ALLOWED_9
        ld      e, #0
        ld      a, (_su_order)
1$:
        push    af
        ld      a, (hl+)
        ld      c, a
        ld      a, (bc)
        add     a, e
        ld      e, a
        pop     af
        dec     a
        jr      nz, 1$
        ld      a, e
        jr      3$
2$:
        ld      a, #0xFF
3$:
        ld      hl, #FP_UNIT
        ld      l, (hl)
        ld      h, #PAGE_SU_FILL_UNITS
        ld      (hl), a
        ret

        .area   _DATA
_su_place_unit::        .ds 1           ; su_fewest_places: the unit
_su_place_count::       .ds 1           ; and the number's places there

        .area   _CODE_255

;; uint8_t su_find_sets(void): Advanced's sets in one unit, from su_make.c's snapshot of its open cells
;; (su_set_open of them, their numbers on the NUMBERS page from SU_SET_LOW / SU_SET_9, the unit's
;; decided numbers set aside):
;; every k of them (2 <= k <= m - 2) whose numbers are k between them, and that still share a number
;; with another open cell (a set that would take nothing out is passed over). Up to SETS_KEPT are
;; written to su_found_* (members: bit i = open cell i); returns how many. More are left for the
;; next look: those written take numbers out of the unit, which marks it for one.
;; A depth-first walk over the subsets in index order, pruned once the numbers outgrow m - 2.
SETS_KEPT = 4
_su_find_sets::
        xor     a
        ld      (_su_found_count), a
        ld      a, (_su_set_open)
        sub     #2
        ld      (SET_LIMIT), a          ; m - 2: the most cells, and numbers, a set may have
        ld      bc, #0                  ; B = the first index to add, C = the cells so far
        ld      de, #0                  ; D, E = their numbers 1-8, 9
        ld      hl, #0                  ; HL = their members
        call    set_walk
        ld      a, (_su_found_count)
        ret

;; One level of the walk: try adding each cell from B on to the subset (C cells, numbers D/E, members
;; HL). Every register is the caller's to keep (pushed here).
set_walk:
        ld      a, (SET_LIMIT)
        cp      c
        ret     z                       ; m - 2 cells already: no more may be added
1$:
        ld      a, (_su_set_open)
        cp      b
        ret     z                       ; every cell tried
        push    de
        BG_YIELD_KEEPING_BC_HL
        pop     de
        push    bc
        push    de
        push    hl
        ; the subset with cell B: its numbers into D, E, its members into HL
        push    hl
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_SET_LOW
        ld      l, a
        ld      a, (hl)
        or      d
        ld      d, a
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_SET_9
        ld      l, a
        ld      a, (hl)
        or      e
        ld      e, a
        pop     hl
        ld      a, b
        cp      #8
        jr      nz, 2$
        set     0, h                    ; member 8
        jr      3$
2$:
        push    de
        ld      d, a
        ld      a, #1
        inc     d
        jr      5$
4$:
        add     a, a
5$:
        dec     d
        jr      nz, 4$
        pop     de
        or      l
        ld      l, a
3$:
        inc     c
        ; the count of its numbers
        push    hl
        ld      a, d
        ld      hl, #_su_bit_count
        add     a, l
        ld      l, a
        ld      a, h
        adc     a, #0
        ld      h, a
        ld      a, (hl)
        add     a, e
        pop     hl
        ld      (SET_COUNT), a
        push    hl
        ld      hl, #SET_LIMIT
        cp      (hl)
        pop     hl
        jr      z, 6$
        jr      nc, 8$                  ; more numbers than m - 2: no larger subset either
6$:
        ld      a, (SET_COUNT)
        cp      c
        jr      nz, 7$
        ld      a, c
        cp      #2
        call    nc, set_found           ; k cells, k numbers, k >= 2
7$:
        inc     b                       ; deeper: the cells after B
        call    set_walk
8$:
        pop     hl
        pop     de
        pop     bc
        inc     b
        jr      1$

;; A set: C cells, members HL, numbers D/E. Kept if another open cell shares a number with it and
;; fewer than SETS_KEPT are kept. Keeps B, C, D, E, H, L.
set_found:
        push    bc
        push    hl
        ; the numbers of the open cells outside the set
        ld      b, #0
        ld      c, #0                   ; C = their numbers 1-8
        xor     a
        ld      (SET_OTHER_9), a
1$:
        ld      a, (_su_set_open)
        cp      b
        jr      z, 4$
        ; member B?
        pop     hl
        push    hl
        ld      a, b
        cp      #8
        jr      nz, 2$
        bit     0, h
        jr      nz, 3$
        jr      21$
2$:
        push    bc
        ld      c, a
        ld      a, l
        inc     c
        jr      23$
22$:
        rrca
23$:
        dec     c
        jr      nz, 22$
        pop     bc
        bit     0, a
        jr      nz, 3$
21$:
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_SET_LOW
        ld      l, a
        ld      a, (hl)
        or      c
        ld      c, a
        ld      h, #PAGE_SU_NUMBERS
        ld      a, b
        add     a, #SU_SET_9
        ld      l, a
        ld      a, (SET_OTHER_9)
        or      (hl)
        ld      (SET_OTHER_9), a
3$:
        inc     b
        jr      1$
4$:
        ld      a, c
        and     d
        ld      c, a
        ld      a, (SET_OTHER_9)
        and     e
        or      c
        jr      z, 9$                   ; it would take nothing out
        ld      a, (_su_found_count)
        cp      #SETS_KEPT
        jr      nc, 9$
        inc     a
        ld      (_su_found_count), a
        dec     a
        ld      c, a
        ld      b, #0
        pop     hl
        push    hl
        push    de
        ld      d, h
        ld      e, l                    ; DE = members
        ld      hl, #_su_found_members_low
        add     hl, bc
        ld      (hl), e
        ld      hl, #_su_found_members_high
        add     hl, bc
        ld      (hl), d
        pop     de
        ld      hl, #_su_found_low
        add     hl, bc
        ld      (hl), d
        ld      hl, #_su_found_9
        add     hl, bc
        ld      (hl), e
9$:
        pop     hl
        pop     bc
        ret

        .area   _DATA
_su_set_open::          .ds 1           ; su_find_sets: the unit's open cells
_su_found_count::       .ds 1
_su_found_members_low:: .ds SETS_KEPT
_su_found_members_high:: .ds SETS_KEPT
_su_found_low::         .ds SETS_KEPT
_su_found_9::           .ds SETS_KEPT
SET_LIMIT:              .ds 1
SET_COUNT:              .ds 1
SET_OTHER_9:            .ds 1
