;; The generator's hot loops (su_make.c, puzzle.py, closure.py) in SM83 assembly: the filling's
;; bookkeeping, kept a placement at a time and on through the removals (su_fill_*, su_emptiest,
;; su_fewest_places); a run of the rules: its start from that bookkeeping, a number taken out of a
;; cell, a cell placed; and the harder rules' inner parts: the intersections' look and what they take
;; out (su_confine_scan, su_clear_outside) and the sets' snapshot and search (su_set_snapshot,
;; su_find_sets). The same bookkeeping as closure.py; su_make.c's C runs the search's stack, the queue
;; and the order of the harder rules, which call these.
;;
;; Why assembly: in C (SDCC 4.2) the run's start and the unit walks of a placement took 70% of a 9x9
;; Easy puzzle's 585 frames, and the intersections a third of a Tricky one's. Here every array is a
;; 256-byte WRAM page (H = page, L = index), and a number d is found by table, on the NUMBERS page: the
;; page its bit is on (POSSIBLE for 1-8, POSSIBLE_9 for 9), the bit, and the base of its (number,
;; unit) pairs, so 9 needs no case of its own.
;;
;; On a Game Boy Color these run on the background thread too (core/background.h): the run's start
;; yields between its parts, the set search between subsets and the intersections between cells, so
;; no stretch between two yields runs past VBlank; a placement is shorter than that by itself.
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

;; void su_start_run(void): a run starts from the filling's bookkeeping (below), which the removals
;; keep for the clues shown: a clue is a filled cell, su_fill_unplace opens one and su_fill_place
;; closes it again. Every open cell gets its numbers and their count (ALLOWED, ALLOWED_9, LEFT), every
;; (number, unit) its places (PLACES; 0xFF where the number is a clue of the unit: no run counts those
;; down). Then the first queue: every open cell with one number (Basic), and where the solution has
;; each number with one place in a unit (regions only at Trivial). Working that out afresh for every
;; run took a fifth of a puzzle's time. The queue's order is not the model's: a run answers whether
;; the rules' closure places the pair asked about, which no order changes.
_su_start_run::
        xor     a
        ld      (_su_queue_in), a
        ld      (_su_queue_out), a
        ld      hl, #(PAGE_SU_PLACES << 8)
        ld      de, #(PAGE_SU_UNIT_COUNT << 8)
1$:                                     ; UNIT_COUNT = PLACES, the whole page
        ld      a, (hl+)
        ld      (de), a
        inc     e
        jr      nz, 1$
        BG_YIELD_KEEPING_NOTHING
        ld      a, (_su_open_count)
        or      a
        ret     z
        ld      b, a
        ld      de, #(PAGE_SU_OPEN << 8)
2$:                                     ; the open cells' numbers and counts
        ld      a, (de)
        inc     e
        ld      c, a
        ld      l, a
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        ld      h, #PAGE_SU_POSSIBLE
        ld      (hl), a
        ld      h, #PAGE_SU_ALLOWED_9
        ld      a, (hl)
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      (hl), a
        ld      h, #PAGE_SU_QUEUED
        ld      (hl), #0
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        ld      l, c
        ld      h, #PAGE_SU_CELL_COUNT
        ld      (hl), a
        dec     b
        jr      nz, 2$
        BG_YIELD_KEEPING_NOTHING
        ld      a, (_su_basic)
        or      a
        jr      z, 5$                   ; Trivial: no cell's last number
        ld      a, (_su_open_count)
        ld      b, a
        ld      de, #(PAGE_SU_OPEN << 8)
3$:
        ld      a, (de)
        inc     e
        ld      l, a
        ld      h, #PAGE_SU_CELL_COUNT
        ld      a, (hl)
        dec     a
        jr      nz, 4$
        ld      a, l
        call    enqueue
4$:
        dec     b
        jr      nz, 3$
5$:
        ld      b, #1                   ; B = the number
6$:
        push    bc
        BG_YIELD_KEEPING_NOTHING        ; every register may change: B comes back from the stack
        pop     bc
        ld      h, #PAGE_SU_NUMBERS     ; L = its pairs' base
        ld      a, b
        add     a, #SU_NUMBER_BASE
        ld      l, a
        ld      l, (hl)
        ld      a, (_su_basic)
        or      a
        ld      a, (_su_order)          ; Trivial: the regions (units 0..n-1)
        jr      z, 7$
        ld      a, (_su_units)
7$:
        ld      c, a                    ; C = the units to look at
8$:
        ld      h, #PAGE_SU_UNIT_COUNT
        ld      a, (hl)
        dec     a
        jr      nz, 9$
        ld      h, #PAGE_SU_PLACE_OF
        ld      a, (hl)
        push    hl
        call    enqueue
        pop     hl
9$:
        inc     l
        dec     c
        jr      nz, 8$
        inc     b
        ld      a, (_su_order)
        cp      b
        jr      nc, 6$
        ret

        .area   _CODE_255

;; ---- the filling's bookkeeping (su_make.c's fill, puzzle.py's fill) ----
;;
;; The search keeps, while it fills, what each step asks about, and changes it a placement at a time
;; instead of working it out anew every step (each step looked at every cell, and on a jigsaw board at
;; every unit's cells, from the units' USED masks: 60% of a 9x9 jigsaw's filling):
;; - ALLOWED and ALLOWED_9: per empty cell the numbers its units allow (0 for a filled cell);
;; - LEFT: per cell how many (0xFF for a filled cell, so the emptiest never picks one), on ALLOWED's
;;   page at 0x80 + the cell (the pages free through the runs are few: see su_start_run);
;; - PLACES: per (number, unit) pair, numbered as the runs' UNIT_COUNT ((number - 1) * 3n + unit), the
;;   empty cells of the unit that allow the number; 0xFF once the number is in the unit;
;; - FB_DEAD: the empty cells with no number left plus the numbers missing from a unit with no place
;;   left in it: a dead end while it is not 0 (a jigsaw board's search backs up at once).
;; Placing a number takes the cell's numbers out of its units' counts and the number out of the cells
;; around it; taking it back puts them back. A cell's units are on three pages in a row (REGION_OF,
;; ROW_OF, COLUMN_OF).
FB_CELL = (PAGE_SU_ALLOWED_9 << 8) + 0xE0   ; the cell placed or taken back
FB_NUMBER = FB_CELL + 1                 ; its number
FB_BASE = FB_CELL + 2                   ; that number's (number, unit) pairs: (number - 1) * 3n
FB_MASK = FB_CELL + 3                   ; its bit on its ALLOWED page
FB_PAGE = FB_CELL + 4                   ; that page: ALLOWED (1-8) or ALLOWED_9
FB_AT = FB_CELL + 5                     ; the walk along a unit's cells (UNIT_CELLS)
FB_LEFT = FB_CELL + 6                   ; its cells still to look at
FB_UNIT = FB_CELL + 7                   ; which of the cell's three units (0-2)
FB_NUMBERS = FB_CELL + 8                ; a cell's numbers 1-8 still to go through
FB_DEAD = (PAGE_SU_ALLOWED_9 << 8) + 0xFF
        .globl  _su_cells
        .globl  _su_bit_count

        ;; HL = the pair (number with base E, unit of cell C on page `page`) on PLACES. Keeps B-E.
        .macro  PAIR_AT page
        ld      l, c
        ld      h, #page
        ld      a, (hl)
        add     a, e
        ld      l, a
        ld      h, #PAGE_SU_PLACES
        .endm

        ;; that pair one place fewer; FB_DEAD counts it when it comes to none. Keeps B, C, D, E.
        .macro  PAIR_DOWN page, ?alive
        PAIR_AT page
        dec     (hl)
        jr      nz, alive
        ld      hl, #FB_DEAD
        inc     (hl)
alive:
        .endm

        ;; one place more; FB_DEAD lets it go when it had none
        .macro  PAIR_UP page, ?alive
        PAIR_AT page
        ld      a, (hl)
        inc     (hl)
        or      a
        jr      nz, alive
        ld      hl, #FB_DEAD
        dec     (hl)
alive:
        .endm

;; The pairs of every number of cell C (ALLOWED, ALLOWED_9) in its three units, by `pair` (PAIR_DOWN or
;; PAIR_UP). Keeps C.
        .macro  CELL_PAIRS pair, ?number, ?next
        ld      l, c
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        ld      (FB_NUMBERS), a
        ld      b, #1                   ; B = the number
number:
        ld      hl, #FB_NUMBERS
        srl     (hl)
        jr      nc, next
        call    fb_base_of_b
        pair    PAGE_SU_REGION_OF
        pair    PAGE_SU_ROW_OF
        pair    PAGE_SU_COLUMN_OF
next:
        inc     b
        ld      a, (FB_NUMBERS)
        or      a
        jr      nz, number
        ld      l, c
        ld      h, #PAGE_SU_ALLOWED_9
        ld      a, (hl)
        or      a
        ret     z
        ld      b, #9
        call    fb_base_of_b
        pair    PAGE_SU_REGION_OF
        pair    PAGE_SU_ROW_OF
        pair    PAGE_SU_COLUMN_OF
        ret
        .endm

;; CELL_PAIRS with PAIR_DOWN (A = 0: the cell is filled) or PAIR_UP (A = 1: emptied).
fb_cell_pairs:
        or      a
        jp      nz, 1$
        CELL_PAIRS PAIR_DOWN
1$:
        CELL_PAIRS PAIR_UP

;; E = the (number, unit) base of number B (NUMBERS page). Keeps B, C, D.
fb_base_of_b:
        ld      a, b
        add     a, #SU_NUMBER_BASE
        ld      l, a
        ld      h, #PAGE_SU_NUMBERS
        ld      e, (hl)
        ret

;; FB_NUMBER's base, mask and page from the NUMBERS page; FB_CELL's three units set USED (A = 1) or
;; clear it (A = 0) for it.
fb_number_and_used:
        ld      d, a
        ld      a, (FB_NUMBER)
        ld      b, a
        call    fb_base_of_b
        ld      a, e
        ld      (FB_BASE), a
        ld      a, b
        add     a, #SU_NUMBER_MASK
        ld      l, a
        ld      a, (hl)
        ld      (FB_MASK), a
        ld      e, a
        ld      a, b
        cp      #9
        ld      a, #PAGE_SU_ALLOWED
        jr      nz, 1$
        ld      a, #PAGE_SU_ALLOWED_9
1$:
        ld      (FB_PAGE), a
        ld      a, (FB_CELL)
        ld      c, a
        ld      b, #PAGE_SU_REGION_OF
2$:                                     ; B = the unit's page, E = the mask, D = set or clear
        ld      l, c
        ld      h, b
        ld      l, (hl)
        ld      h, #PAGE_SU_USED
        ld      a, (FB_NUMBER)
        cp      #9
        jr      nz, 3$
        set     7, l
        ld      (hl), d                 ; 9: its own byte, 1 or 0
        jr      5$
3$:
        ld      a, d
        or      a
        ld      a, e
        jr      z, 4$
        or      (hl)
        ld      (hl), a
        jr      5$
4$:
        cpl
        and     (hl)
        ld      (hl), a
5$:
        inc     b
        ld      a, b
        cp      #PAGE_SU_COLUMN_OF + 1
        jr      nz, 2$
        ret

;; void su_fill_start(void): every cell empty, every unit without numbers: ALLOWED = every number,
;; LEFT = n, PLACES = n, USED = 0, FB_DEAD = 0.
_su_fill_start::
        ld      a, (_su_cells)
        ld      b, a
        ld      c, #0
        ld      a, (_su_order)
        ld      d, a
        ld      a, (_su_full_low)
        ld      e, a
1$:
        ld      l, c
        ld      h, #PAGE_SU_ALLOWED
        ld      (hl), e
        ld      h, #PAGE_SU_ALLOWED_9
        ld      a, (_su_full_9)
        ld      (hl), a
        ld      h, #PAGE_SU_ALLOWED
        set     7, l                    ; LEFT
        ld      (hl), d
        ld      l, c
        ld      h, #PAGE_SU_SOLUTION
        ld      (hl), #0
        inc     c
        dec     b
        jr      nz, 1$
        BG_YIELD_KEEPING_NOTHING
        ld      a, (_su_order)
        ld      d, a
        ld      hl, #(PAGE_SU_PLACES << 8)
        ld      b, #0                   ; every byte of the page: the pairs past the board are not read
2$:
        ld      (hl), d
        inc     l
        dec     b
        jr      nz, 2$
        ld      hl, #(PAGE_SU_USED << 8)
3$:
        ld      (hl), b
        inc     l
        jr      nz, 3$
        xor     a
        ld      (FB_DEAD), a
        ret

;; void su_fill_place(uint8_t cell, uint8_t number): A = the cell, E = the number.
_su_fill_place::
        ld      (FB_CELL), a
        ld      a, e
        ld      (FB_NUMBER), a
        ld      a, #1
        call    fb_number_and_used
        ld      a, (FB_CELL)            ; the cell's numbers leave its units
        ld      c, a
        xor     a
        call    fb_cell_pairs
        ld      a, (FB_CELL)
        ld      l, a
        ld      h, #PAGE_SU_ALLOWED
        ld      (hl), #0
        ld      h, #PAGE_SU_ALLOWED_9
        ld      (hl), #0
        ld      h, #PAGE_SU_ALLOWED
        set     7, l                    ; LEFT
        ld      (hl), #0xFF
        xor     a
        ld      (FB_UNIT), a
1$:                                     ; the cells round it lose the number
        call    fb_unit_walk_start
2$:
        call    fb_next_peer
        jr      z, 4$                   ; the unit's cells are done
        ld      l, c
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        inc     a
        jr      z, 2$                   ; filled
        ld      l, c
        ld      a, (FB_PAGE)
        ld      h, a
        ld      a, (FB_MASK)
        ld      b, a
        ld      a, (hl)
        and     b
        jr      z, 2$                   ; it had not the number
        ld      a, (hl)
        xor     b
        ld      (hl), a
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        dec     (hl)
        jr      nz, 3$
        ld      hl, #FB_DEAD
        inc     (hl)
3$:
        ld      a, (FB_BASE)
        ld      e, a
        PAIR_DOWN PAGE_SU_REGION_OF
        PAIR_DOWN PAGE_SU_ROW_OF
        PAIR_DOWN PAGE_SU_COLUMN_OF
        jr      2$
4$:
        ld      hl, #FB_UNIT
        inc     (hl)
        ld      a, (hl)
        cp      #3
        jr      nz, 1$
        ld      d, #0xFF                ; the number is in its three units now: not counted
        jp      fb_own_pairs

;; FB_NUMBER's pairs in FB_CELL's three units to D: 0xFF, the number in the unit now (each came to no
;; place placing it: FB_DEAD one fewer), or 0, missing again with no place yet (FB_DEAD one more).
fb_own_pairs:
        ld      a, (FB_CELL)
        ld      c, a
        ld      b, #PAGE_SU_REGION_OF
1$:
        ld      l, c
        ld      h, b
        ld      a, (FB_BASE)
        add     a, (hl)
        ld      l, a
        ld      h, #PAGE_SU_PLACES
        ld      (hl), d
        ld      hl, #FB_DEAD
        inc     (hl)
        ld      a, d
        or      a
        jr      z, 2$
        dec     (hl)
        dec     (hl)
2$:
        inc     b
        ld      a, b
        cp      #PAGE_SU_COLUMN_OF + 1
        jr      nz, 1$
        ret

;; void su_fill_unplace(uint8_t cell, uint8_t number): A = the cell, E = its number, out again.
_su_fill_unplace::
        ld      (FB_CELL), a
        ld      a, e
        ld      (FB_NUMBER), a
        xor     a
        call    fb_number_and_used
        ld      d, #0                   ; the number is missing from its units again: no place yet
        call    fb_own_pairs
        xor     a
        ld      (FB_UNIT), a
2$:                                     ; the cells round it that its units now allow it get it back
        call    fb_unit_walk_start
3$:
        call    fb_next_peer
        jr      z, 6$
        ld      l, c
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        inc     a
        jr      z, 3$                   ; filled
        ld      l, c
        ld      a, (FB_PAGE)
        ld      h, a
        ld      a, (FB_MASK)
        and     (hl)
        jr      nz, 3$                  ; it has the number back already (a cell of two of the units)
        call    fb_units_allow
        jr      z, 3$                   ; another of its units has the number
        ld      a, (FB_PAGE)
        ld      h, a
        ld      l, c
        ld      a, (FB_MASK)
        or      (hl)
        ld      (hl), a
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        ld      a, (hl)
        inc     (hl)
        or      a
        jr      nz, 5$
        ld      hl, #FB_DEAD
        dec     (hl)
5$:
        ld      a, (FB_BASE)
        ld      e, a
        PAIR_UP PAGE_SU_REGION_OF
        PAIR_UP PAGE_SU_ROW_OF
        PAIR_UP PAGE_SU_COLUMN_OF
        jr      3$
6$:
        ld      hl, #FB_UNIT
        inc     (hl)
        ld      a, (hl)
        cp      #3
        jr      nz, 2$
        ld      a, (FB_CELL)            ; the cell: its numbers from its units, and into their counts
        ld      c, a
        call    fb_numbers_of_cell
        ld      l, c
        ld      h, #PAGE_SU_ALLOWED
        ld      (hl), d
        ld      h, #PAGE_SU_ALLOWED_9
        ld      (hl), e
        ld      a, e
        ld      e, d
        ld      d, #0
        ld      hl, #_su_bit_count
        add     hl, de
        add     a, (hl)
        ld      l, c
        set     7, l                    ; LEFT
        ld      h, #PAGE_SU_ALLOWED
        ld      (hl), a                 ; at least 1: the number taken out is allowed
        ld      a, #1
        jp      fb_cell_pairs

;; B, D, E = cell C's region, row and column; H = the USED page.
        .macro  UNITS_OF_CELL
        ld      l, c
        ld      h, #PAGE_SU_REGION_OF
        ld      b, (hl)
        inc     h
        ld      d, (hl)
        inc     h
        ld      e, (hl)
        ld      h, #PAGE_SU_USED
        .endm

;; A = the USED bytes of units B, D and E or-ed (H = the USED page; 9's with bit 7 set in each).
        .macro  USED_OF_UNITS
        ld      l, b
        ld      a, (hl)
        ld      l, d
        or      (hl)
        ld      l, e
        or      (hl)
        .endm

;; D, E = the numbers 1-8 and 9 that cell C's units allow (USED). Keeps C.
fb_numbers_of_cell:
        UNITS_OF_CELL
        USED_OF_UNITS
        cpl
        push    hl
        ld      hl, #_su_full_low
        and     (hl)
        pop     hl
        push    af
        set     7, b
        set     7, d
        set     7, e
        USED_OF_UNITS
        cpl
        ld      hl, #_su_full_9
        and     (hl)
        ld      e, a
        pop     af
        ld      d, a
        ret

;; NZ when none of cell C's units holds FB_NUMBER (USED: its bit FB_MASK, or 9's own byte). Keeps C.
fb_units_allow:
        UNITS_OF_CELL
        ld      a, (FB_NUMBER)
        cp      #9
        jr      z, 1$
        USED_OF_UNITS
        ld      hl, #FB_MASK
        and     (hl)
        jr      2$
1$:
        set     7, b
        set     7, d
        set     7, e
        USED_OF_UNITS
2$:
        sub     #1                      ; held by none (0): carry; else no carry
        sbc     a, a                    ; 0xFF when none holds it, else 0
        or      a
        ret

;; The walk along FB_CELL's unit FB_UNIT (0 region, 1 row, 2 column): FB_AT, FB_LEFT.
fb_unit_walk_start:
        ld      a, (FB_CELL)
        ld      l, a
        ld      a, (FB_UNIT)
        add     a, #PAGE_SU_REGION_OF
        ld      h, a
        ld      e, (hl)
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      a, (hl)
        ld      (FB_AT), a
        ld      a, (_su_order)
        ld      (FB_LEFT), a
        ret

;; C = the walk's next cell other than FB_CELL; Z when the unit is done.
fb_next_peer:
        ld      hl, #FB_LEFT
        ld      a, (hl)
        or      a
        ret     z
        dec     (hl)
        ld      hl, #FB_AT
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      c, (hl)
        ld      a, (FB_CELL)
        cp      c
        jr      z, fb_next_peer
        or      #1                      ; NZ
        ret

;; uint8_t su_emptiest(void): the filling's next cell (puzzle.py's fill's emptiest): the empty cell, in
;; ORDER, with the fewest numbers left (LEFT; the first of those; the first with one or none at once),
;; or 0xFF when every cell is filled. Its numbers: su_best_low (1-8) and su_best_9.
_su_emptiest::
        ld      de, #(PAGE_SU_ORDER << 8)
        ld      h, #PAGE_SU_ALLOWED     ; LEFT: at 0x80 + the cell
        ld      a, (_su_cells)
        ld      b, a
        ld      c, #0xFF                ; the fewest so far (a filled cell's LEFT: never fewer)
        ld      a, c
        ld      (BEST_CELL), a
1$:
        ld      a, (de)
        inc     e
        or      #0x80
        ld      l, a
        ld      a, (hl)
        cp      c
        jr      nc, 2$
        ld      c, a
        ld      a, l
        and     #0x7F
        ld      (BEST_CELL), a
        ld      a, c
        cp      #2
        jr      c, 3$                   ; one number or none: no cell does better
2$:
        dec     b
        jr      nz, 1$
3$:
        ld      a, (BEST_CELL)
        cp      #0xFF
        ret     z
        ld      l, a
        ld      h, #PAGE_SU_ALLOWED
        ld      c, (hl)
        ld      h, #PAGE_SU_ALLOWED_9
        ld      b, (hl)
        ld      hl, #_su_best_low
        ld      (hl), c
        ld      hl, #_su_best_9
        ld      (hl), b
        ret

;; uint8_t su_fewest_places(uint8_t fewest): the places rule of a jigsaw board's filling (puzzle.py's
;; fill), with no dead end (FB_DEAD 0) and `fewest` numbers in the emptiest cell: the first (unit,
;; number) in unit order, numbers from 1, with one place; else, if `fewest` is over 2, the first with
;; two. Returns the number, 0 for none; su_place_unit and su_place_count say where and how many.
;; PLACES holds a number's pairs unit after unit, so it is read number by number: each number's first
;; unit with the count looked for, the smallest unit winning (the smaller number on a tie: a later
;; number only looks at units before the best so far).
FP_UNIT = (PAGE_SU_ALLOWED_9 << 8) + 0xF0
FP_WANT = FP_UNIT + 1                   ; the count looked for
FP_LIMIT = FP_UNIT + 2                  ; the units a number still looks at: those before the best
FP_FOUND = FP_UNIT + 3                  ; the best number so far, 0 none
FP_FEWEST = FP_UNIT + 4

_su_fewest_places::
        ld      (FP_FEWEST), a
        ld      a, #1
        call    fp_search
        or      a
        jr      nz, 1$
        ld      a, (FP_FEWEST)
        cp      #3
        jr      c, 2$                   ; two places would be no fewer
        ld      a, #2
        call    fp_search
        or      a
        ret     z
1$:
        ld      c, a
        ld      a, (FP_WANT)
        ld      (_su_place_count), a
        ld      a, (FP_UNIT)
        ld      (_su_place_unit), a
        ld      a, c
        ret
2$:
        xor     a
        ret

fp_search:
        ld      (FP_WANT), a
        ld      d, a
        ld      a, (_su_units)
        ld      (FP_LIMIT), a
        xor     a
        ld      (FP_FOUND), a
        ld      b, #1                   ; B = the number
1$:
        ld      a, (FP_LIMIT)
        or      a
        jr      z, 5$                   ; the first unit has it: no number can do better
        ld      c, a                    ; C = units left to look at
        call    fb_base_of_b
        ld      l, e
        ld      h, #PAGE_SU_PLACES
2$:
        ld      a, (hl+)
        cp      d
        jr      z, 3$
        dec     c
        jr      nz, 2$
        jr      4$
3$:
        ld      a, (FP_LIMIT)
        sub     c                       ; the unit: the units looked at before it
        ld      (FP_LIMIT), a
        ld      (FP_UNIT), a
        ld      a, b
        ld      (FP_FOUND), a
4$:
        inc     b
        ld      a, (_su_order)
        cp      b
        jr      nc, 1$
5$:
        ld      a, (FP_FOUND)
        ret

        .area   _DATA
_su_best_low::          .ds 1           ; su_emptiest: the numbers 1-8 of the cell found
_su_best_9::            .ds 1           ; and 9
BEST_CELL:              .ds 1
_su_place_unit::        .ds 1           ; su_fewest_places: the unit
_su_place_count::       .ds 1           ; and the number's places there

        .area   _CODE_255

;; uint8_t su_confine_scan(uint8_t unit, uint8_t kind): intersections' look at `unit` (su_make.c's
;; confined_by), A = unit, E = kind (a region's rows 0 or columns 1; a line's groups are regions).
;; Per group (a unit that meets it) the numbers of the unit's open cells in it; then, counted over the
;; groups bit-parallel (at least once, at least twice), only the numbers in that group alone are left
;; in GROUP_LOW and GROUP_9. Returns the groups, listed in GROUP_LIST in the order met. On the NUMBERS
;; page: GROUP_LOW at 64 + group, GROUP_9 at 96 +, GROUP_SEEN at 128 + (0 outside a look), GROUP_LIST
;; at 160 + i. In C it was a third of a classic Tricky puzzle's time.
CS_GROUP_LOW = 64
CS_GROUP_9 = 96
CS_GROUP_SEEN = 128
CS_GROUP_LIST = 160
CS_PAGE = (PAGE_SU_ALLOWED_9 << 8) + 0xD0       ; the groups' page: REGION_OF, ROW_OF or COLUMN_OF
CS_AT = CS_PAGE + 1                     ; the walk along the unit's UNIT_CELLS
CS_GROUPS = CS_PAGE + 2                 ; the groups met so far

_su_confine_scan::
        ld      b, a                    ; B = the unit
        ld      a, (_su_order)
        ld      c, a                    ; C = its cells left to look at
        ld      d, #PAGE_SU_REGION_OF
        ld      a, b
        cp      c
        jr      nc, 1$                  ; a row or a column: its groups are regions
        ld      d, #PAGE_SU_ROW_OF
        ld      a, e
        or      a
        jr      z, 1$
        ld      d, #PAGE_SU_COLUMN_OF
1$:
        ld      a, d
        ld      (CS_PAGE), a
        ld      e, b
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      a, (hl)
        ld      (CS_AT), a
        xor     a
        ld      (CS_GROUPS), a
2$:
        ld      hl, #CS_AT
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      l, (hl)                 ; L = the cell
        ld      h, #PAGE_SU_QUEUED
        bit     0, (hl)
        jr      nz, 5$                  ; placed: not an open cell of the run
        ld      a, (CS_PAGE)
        ld      h, a
        ld      e, (hl)                 ; E = its group
        ld      h, #PAGE_SU_POSSIBLE
        ld      b, (hl)                 ; B = its numbers 1-8
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      d, (hl)                 ; D = 9
        ld      h, #PAGE_SU_NUMBERS
        ld      a, e
        add     a, #CS_GROUP_SEEN
        ld      l, a
        bit     0, (hl)
        jr      nz, 3$
        ld      (hl), #1                ; met first: listed, its masks cleared
        ld      a, (CS_GROUPS)
        add     a, #CS_GROUP_LIST
        ld      l, a
        ld      (hl), e
        ld      hl, #CS_GROUPS
        inc     (hl)
        ld      h, #PAGE_SU_NUMBERS
        ld      a, e
        add     a, #CS_GROUP_LOW
        ld      l, a
        ld      (hl), #0
        add     a, #CS_GROUP_9 - CS_GROUP_LOW
        ld      l, a
        ld      (hl), #0
3$:
        ld      a, e
        add     a, #CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        or      b
        ld      (hl), a
        ld      a, l
        add     a, #CS_GROUP_9 - CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        or      d
        ld      (hl), a
5$:
        dec     c
        jr      nz, 2$
        ld      a, (CS_GROUPS)          ; the groups: seen at least once (B, D) and twice (C, E)
        or      a
        ret     z
        ld      bc, #0
        ld      de, #0
        ld      h, #PAGE_SU_NUMBERS
        ld      l, #CS_GROUP_LIST
6$:
        push    af
        push    hl
        ld      a, (hl)                 ; the group
        add     a, #CS_GROUP_SEEN
        ld      l, a
        ld      (hl), #0                ; not met outside a look
        sub     a, #CS_GROUP_SEEN - CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        and     b
        or      c
        ld      c, a
        ld      a, (hl)
        or      b
        ld      b, a
        ld      a, l
        add     a, #CS_GROUP_9 - CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        and     d
        or      e
        ld      e, a
        ld      a, (hl)
        or      d
        ld      d, a
        pop     hl
        inc     l
        pop     af
        dec     a
        jr      nz, 6$
        ld      a, c                    ; C, E = not in one group alone
        cpl
        ld      c, a
        ld      a, e
        cpl
        ld      e, a
        ld      a, (CS_GROUPS)
        ld      b, a
        ld      l, #CS_GROUP_LIST
7$:
        push    hl
        ld      a, (hl)
        add     a, #CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        and     c
        ld      (hl), a
        ld      a, l
        add     a, #CS_GROUP_9 - CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        and     e
        ld      (hl), a
        pop     hl
        inc     l
        dec     b
        jr      nz, 7$
        ld      a, (CS_GROUPS)
        ret

;; uint8_t su_clear_outside(uint8_t group, uint8_t unit): an intersection applied (su_make.c's
;; confined_by), A = the group (a unit meeting `unit`), E = `unit`: the numbers su_confine_scan left in
;; the group's GROUP_LOW and GROUP_9 leave every open cell of the group outside `unit`. Returns 1 if
;; any number went. Yields before each cell (its work is kept on the scratch below).
CO_UNIT = (PAGE_SU_ALLOWED_9 << 8) + 0xD6
CO_PAGE = CO_UNIT + 1                   ; the page of a cell's unit of `unit`'s kind
CO_AT = CO_UNIT + 2                     ; the walk along the group's UNIT_CELLS
CO_LEFT = CO_UNIT + 3
CO_LOW = CO_UNIT + 4                    ; the numbers 1-8 to take out
CO_NINE = CO_UNIT + 5                   ; and 9
CO_CELL = CO_UNIT + 6
CO_BITS = CO_UNIT + 7                   ; the cell's numbers 1-8 still to take out
CO_CHANGED = CO_UNIT + 8

_su_clear_outside::
        ld      c, a                    ; C = the group
        ld      a, e
        ld      (CO_UNIT), a
        ld      a, (_su_order)
        ld      b, a
        ld      a, e
        ld      d, #PAGE_SU_REGION_OF
        cp      b
        jr      c, 1$
        sub     b
        ld      d, #PAGE_SU_ROW_OF
        cp      b
        jr      c, 1$
        ld      d, #PAGE_SU_COLUMN_OF
1$:
        ld      a, d
        ld      (CO_PAGE), a
        ld      h, #PAGE_SU_NUMBERS
        ld      a, c
        add     a, #CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        ld      (CO_LOW), a
        ld      a, l
        add     a, #CS_GROUP_9 - CS_GROUP_LOW
        ld      l, a
        ld      a, (hl)
        ld      (CO_NINE), a
        ld      e, c
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      a, (hl)
        ld      (CO_AT), a
        ld      a, b
        ld      (CO_LEFT), a
        xor     a
        ld      (CO_CHANGED), a
2$:
        BG_YIELD_KEEPING_NOTHING
        ld      hl, #CO_AT
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      c, (hl)                 ; C = the cell
        ld      l, c
        ld      h, #PAGE_SU_QUEUED
        bit     0, (hl)
        jr      nz, 8$                  ; placed or waiting: not an open cell of the run
        ld      a, (CO_PAGE)
        ld      h, a
        ld      a, (CO_UNIT)
        cp      (hl)
        jr      z, 8$                   ; inside `unit`
        ld      a, c
        ld      (CO_CELL), a
        ld      h, #PAGE_SU_POSSIBLE
        ld      a, (CO_LOW)
        and     (hl)
        ld      (CO_BITS), a
        ld      b, #1                   ; B = the number
3$:
        ld      a, (CO_BITS)
        or      a
        jr      z, 5$
        srl     a
        ld      (CO_BITS), a
        jr      nc, 4$
        ld      a, (CO_CELL)
        ld      c, a
        call    take_out                ; keeps B, C
        ld      a, #1
        ld      (CO_CHANGED), a
4$:
        inc     b
        jr      3$
5$:
        ld      a, (CO_NINE)
        or      a
        jr      z, 8$
        ld      a, (CO_CELL)
        ld      c, a
        ld      l, a
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      a, (hl)
        or      a
        jr      z, 8$
        ld      b, #9
        call    take_out
        ld      a, #1
        ld      (CO_CHANGED), a
8$:
        ld      hl, #CO_LEFT
        dec     (hl)
        jr      nz, 2$
        ld      a, (CO_CHANGED)
        ret

;; uint8_t su_set_snapshot(uint8_t unit): the sets' look at `unit` (su_make.c's sets), A = unit: its
;; open cells (those with more than one number left) in SET_CELL, and their numbers, the unit's
;; decided cells' numbers set aside, in SU_SET_LOW and SU_SET_9 (NUMBERS page), for su_find_sets.
;; Returns su_set_open, their count.
SS_SET_CELL = 176                       ; NUMBERS: the open cells (su_make.c's SET_CELL)
SS_AT = (PAGE_SU_ALLOWED_9 << 8) + 0xD3 ; the walk along the unit's UNIT_CELLS
SS_NINE = SS_AT + 1                     ; an open cell's numbers: 9
SS_LOW = SS_AT + 2                      ; and 1-8

_su_set_snapshot::
        ld      e, a
        ld      d, #0
        ld      hl, #_su_unit_first
        add     hl, de
        ld      a, (hl)
        ld      (SS_AT), a
        ld      a, (_su_order)
        ld      c, a                    ; C = cells left to look at
        ld      b, #0                   ; B, D = the decided cells' numbers 1-8 and 9
        ld      d, b
        xor     a
        ld      (_su_set_open), a
1$:
        ld      hl, #SS_AT
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_SU_UNIT_CELLS
        ld      l, (hl)                 ; L = the cell
        ld      h, #PAGE_SU_CELL_COUNT
        ld      a, (hl)
        dec     a
        jr      nz, 2$
        ld      h, #PAGE_SU_POSSIBLE    ; decided: its number set aside
        ld      a, (hl)
        or      b
        ld      b, a
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      a, (hl)
        or      d
        ld      d, a
        jr      3$
2$:
        ld      e, l                    ; open: listed
        ld      a, (_su_set_open)
        add     a, #SS_SET_CELL
        ld      l, a
        ld      h, #PAGE_SU_NUMBERS
        ld      (hl), e
        ld      hl, #_su_set_open
        inc     (hl)
3$:
        dec     c
        jr      nz, 1$
        ld      a, (_su_set_open)
        cp      #4
        ret     c                       ; too few for a set that takes anything out
        ld      c, a
        ld      a, b
        cpl
        ld      b, a
        ld      a, d
        cpl
        ld      d, a
        ld      e, #0                   ; E = the open cell's index
4$:
        ld      h, #PAGE_SU_NUMBERS
        ld      a, e
        add     a, #SS_SET_CELL
        ld      l, a
        ld      l, (hl)
        ld      h, #PAGE_SU_POSSIBLE_9
        ld      a, (hl)
        and     d
        ld      (SS_NINE), a
        ld      h, #PAGE_SU_POSSIBLE
        ld      a, (hl)
        and     b
        ld      (SS_LOW), a
        ld      h, #PAGE_SU_NUMBERS
        ld      a, e
        add     a, #SU_SET_LOW
        ld      l, a
        ld      a, (SS_LOW)
        ld      (hl), a
        ld      a, l
        add     a, #SU_SET_9 - SU_SET_LOW
        ld      l, a
        ld      a, (SS_NINE)
        ld      (hl), a
        inc     e
        dec     c
        jr      nz, 4$
        ld      a, (_su_set_open)
        ret

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
