;; One line of the Latin rectangle (puzzle.c, latin_rectangle) in SM83 assembly: Kuhn's augmenting
;; paths, the same search as codegen/puzzles/hitori/puzzle.py's _LineMatching, step for step.
;;
;; The idea. A line is a permutation of the symbols 0..order-1 over the positions 0..order-1 in
;; which no position gets a symbol an earlier line put there: a perfect matching in the bipartite
;; graph of allowed (position, symbol) pairs. Positions are matched one at a time (in the shuffled
;; order of POSITIONS). A position walks the shuffled DECK of symbols from its own START, cyclically;
;; a symbol allowed there and not yet visited in this search is visited, and taken if it is free or
;; if the position holding it can move to another symbol by the same search, recursively. Every
;; search visits a symbol at most once (TRIED holds the search's number), so it ends; one always
;; succeeds (the allowed pairs form a regular bipartite graph, so Hall's condition holds).
;;
;; Why assembly: the search runs about forty steps a position at 12x12, a third of a whole Tricky
;; generation, and SDCC's code kept the walk's state on the stack (about 150 cycles a step); here a
;; step that skips a symbol is about 90, with the walk's state in registers.
;;
;; Layout: the small arrays share one scratch page (the column rings' page: the rings are built
;; again from the numbers once the line is written), so an element is H = page, L = base + index;
;; the positions, shuffled by the core's prng_shuffle, start the row rings' page.
;; USED is the pending page: USED[position * 16 + symbol] is nonzero where an earlier line put it.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "cart_consts.inc"

SCRATCH = PAGE_COLUMN_RING
USED = PAGE_PENDING
DECK = 0x00                             ; the symbols in this line's shuffled order
START = 0x10                            ; position -> where its walk through the deck starts
OWNER = 0x20                            ; symbol -> the position holding it, or NO_OWNER
TRIED = 0x30                            ; symbol -> the last search that visited it
FOLLOWING = 0x50                        ; deck index -> the next one, back to 0 after the last
NO_OWNER = 0xFF

        .area   _DATA
ORDER:  .ds     1
SEARCH: .ds     1

        .area   _CODE_255
;; void latin_match(uint8_t order)
;; Match every position of the line: search s = 1..order gives POSITIONS[s - 1] a symbol. DECK,
;; START and POSITIONS are filled, OWNER is NO_OWNER and TRIED 0 everywhere (puzzle.c does it).
_latin_match::
        ld      (ORDER), a
        ld      b, a                    ; FOLLOWING: 1, 2, ..., order - 1, 0
        ld      hl, #((SCRATCH << 8) + FOLLOWING)
        ld      c, #1
0$:
        ld      (hl), c
        inc     l
        inc     c
        dec     b
        jr      nz, 0$
        dec     l
        ld      (hl), #0
        ld      c, #1                   ; C = the search's number
1$:
        BG_YIELD_KEEPING_BC_HL          ; each position (background.inc: number_rules.s includes it)
        ld      a, c
        ld      (SEARCH), a
        dec     a
        ld      l, a
        ld      h, #PAGE_ROW_RING       ; POSITIONS[search - 1]
        ld      a, (hl)
        push    bc
        call    augment
        pop     bc
        ld      a, (ORDER)
        cp      c
        ret     z
        inc     c
        jr      1$

;; Give position A a symbol, moving the positions along an augmenting path if needed.
;; Out: A = 1 if it got one. Registers: D = the position times 16 (its row of USED), C = where the
;; walk is in the deck, B = steps left, E = the symbol looked at. Recursion keeps B, C, D, E on the
;; stack.
augment:
        ld      h, #SCRATCH
        ld      l, a
        swap    a
        ld      d, a                    ; D = position * 16 (positions are below 16)
        ld      a, l
        add     a, #START
        ld      l, a
        ld      c, (hl)                 ; C = START[position]
        ld      a, (ORDER)
        ld      b, a                    ; B = order steps
step:
        ld      h, #SCRATCH
        ld      l, c
        ld      e, (hl)                 ; E = DECK[at]
        ld      a, c
        add     a, #FOLLOWING
        ld      l, a
        ld      c, (hl)                 ; at + 1, back to 0 at the end of the deck
        ld      a, d
        or      e
        ld      l, a
        ld      h, #USED
        ld      a, (hl)
        or      a
        jr      nz, next                ; an earlier line has this symbol here
        ld      h, #SCRATCH
        ld      a, e
        add     a, #TRIED
        ld      l, a
        ld      a, (SEARCH)
        cp      (hl)
        jr      z, next                 ; visited in this search already
        ld      (hl), a
        ld      a, e
        add     a, #OWNER
        ld      l, a
        ld      a, (hl)
        cp      #NO_OWNER
        jr      z, take                 ; a free symbol
        push    bc
        push    de
        call    augment                 ; can its holder move along?
        pop     de
        pop     bc
        or      a
        jr      z, next
take:
        ld      h, #SCRATCH
        ld      a, e
        add     a, #OWNER
        ld      l, a
        ld      a, d
        swap    a
        ld      (hl), a                 ; OWNER[symbol] = position
        ld      a, #1
        ret
next:
        dec     b
        jr      nz, step
        xor     a
        ret
