;; Palisade's solver loops in SM83 assembly: the rules and the queue that runs them, deciding a side
;; and what it touches, and the generator's proof marks. The rules are the model's (Board.cell_rule,
;; piece_rule, set_side, touch_join, touch_apart in codegen/puzzles/palisade/solve.py: read its essay);
;; pal_solve.c drives them (start, clues, the last step, the generator's solves).
;;
;; The cell rule: gather a cell's unknown sides into groups by the piece they face, then try every
;; choice of which faced pieces join the cell's own piece, and decide what every possible choice agrees
;; on. A cell without a clue needs no choices (rule_no_clue says why): each side is decided on its own.
;; Most clue cells need no gathering either (easy_short, tricky_short): where every unknown side faces
;; a piece of its own and the separations of the cell's own piece tell the choices apart, the clue's
;; count says at once what follows.
;;
;; Why assembly: SDCC 4.2 made about 18,000 cycles of one cell rule in C, most of it the 2^groups
;; choices times the groups. Here the choices that give the clue's count come from a table (by how many
;; unknown sides each group has and the borders still wanted: ways_entry), at Easy with the answer
;; itself (what every such choice opens and borders); at Tricky only those are asked their region size
;; and then their separations, each pair of pieces at most once a cell (a memo on the SPARE page). The
;; queue loop, the piece rule and deciding sides followed when the profile showed them next (6x6 Easy:
;; 249 frames a puzzle at the start of that work, 110 after it with the generator's shortcuts).
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; 8-bit result in A; every register may be clobbered.
;; Assembled into pal_solve.c's object (it .includes this file): pal_solve.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "pal_consts.inc"
        .include "divide_consts.inc"
        .include "bits.inc"
        .include "background.inc"

        .globl  _div_step
        .globl  _div_k
        .globl  _div_width
        .globl  _div_cells
        .globl  _pal_border_mask
        .globl  _pal_unknown_mask
        .globl  _pal_easy_ways
        .globl  _pal_count_ways
        .globl  _pal_cell_head
        .globl  _pal_cell_tail
        .globl  _pal_piece_head
        .globl  _pal_piece_tail
        .globl  _pal_unknown_sides
        .globl  _pal_walls_decided
        .globl  _pal_easy_rules
        .globl  _pal_corner_head
        .globl  _pal_corner_tail
        .globl  _bg_in_background

NONE = 0xFF
;; The rules' variables live in HRAM, from PAL_HRAM on (cartridge.py's HRAM map: nothing else on
;; the cartridge uses HRAM past GBDK-2020's 0xFF80-0xFF92), so that the hot loops read and write them
;; with ldh: 12 cycles and two bytes where `ld a, (nn)` takes 16 and three (10x10 Tricky: 182.8 ->
;; 178.6 frames, the median). Each name is the variable's full address, so that C code and `ld hl,
;; #name` reach it as any other; the two threads share HRAM as they share the C globals
;; (background.h), and the solver runs on one of them at a time. pal_rules_begin zeroes PAL_HRAM to
;; PAL_HRAM_KEPT (power-on leaves HRAM random); the log's counts after it carry a generator's log
;; from one solve to the next, and pal_sound and pal_easy_rules are set before it.
_pal_cell_head          == PAL_HRAM + 0  ; the queues (CELL_QUEUE, PIECE_QUEUE): each head beside its
_pal_cell_tail          == PAL_HRAM + 1  ; tail, so that the rule loop reads one and steps to the other
_pal_piece_head         == PAL_HRAM + 2
_pal_piece_tail         == PAL_HRAM + 3
_pal_groups             == PAL_HRAM + 4  ; how many pieces the unknown sides face
_pal_inside             == PAL_HRAM + 5  ; unknown sides towards the cell's own piece (to be opened)
_pal_always_open        == PAL_HRAM + 6  ; groups open in every possible choice
_pal_always_border      == PAL_HRAM + 7  ; groups bordered in every possible choice
RULE_CELL               = PAL_HRAM + 8
RULE_OWN                = PAL_HRAM + 9
RULE_CLUE               = PAL_HRAM + 10
RULE_BORDERS            = PAL_HRAM + 11
RULE_OWN_SIZE           = PAL_HRAM + 12  ; the own piece's cells
RULE_CHOICE             = PAL_HRAM + 13  ; the choice being tried
RULE_POSSIBLE           = PAL_HRAM + 14
RULE_NUMBER             = PAL_HRAM + 15  ; 1..127: which rule the pair memo's entries belong to
SET_NEWS                = PAL_HRAM + 16  ; a border between pieces not yet separated
TOUCH_A                 = PAL_HRAM + 17  ; touch_apart's two pieces; touch_join's kept label and the other
TOUCH_B                 = PAL_HRAM + 18
TOUCH_LAST              = PAL_HRAM + 19  ; TOUCH_PART: the last cell to walk
TOUCH_ROOM              = PAL_HRAM + 20  ; touch_join: k - the joined piece's cells
TOUCH_MADE_BY           = PAL_HRAM + 21  ; touch_join: _pal_made_by as it was called
TOUCH_MARKS_END         = PAL_HRAM + 22  ; touch_join: past the last piece marked (SPARE offset)
_pal_logging            == PAL_HRAM + 23  ; nonzero: pal_set_side logs each side it decides
_pal_deciding           == PAL_HRAM + 24  ; the cell whose rule decides a side of its own (NONE: none):
                                         ; WRITE_SIDE does not queue it again (solve.py's decide_own_side)
_pal_made_by            == PAL_HRAM + 25  ; the clue cells deciding the side needs: MADE_BY_CELL, _OTHER
LOG_HOW_NEXT            = PAL_HRAM + 26  ; LOG_SIDE: the LOG_HOW byte being logged
RULE_GROUP              = PAL_HRAM + 27  ; the group being applied
RULE_DECIDED            = PAL_HRAM + 28  ; the groups decided (bit g: group g)
RULE_NEEDS              = PAL_HRAM + 29  ; those whose decision needs the clue (clue_needs)
RULE_ROOM               = PAL_HRAM + 30  ; k - the own piece's cells
EASY_FORCED             = PAL_HRAM + 31  ; easy_short: 0, OPEN << 2 (t = 0) or BORDER << 2 (t = U)
SHORT_OWN_SIZE          = PAL_HRAM + 32  ; tricky_short: the cells of the cell's own piece
SHORT_JOINED            = PAL_HRAM + 33  ; the groups a way that gives the clue's count joins (U - t)
SHORT_MULTI             = PAL_HRAM + 34  ; nonzero once a faced piece is bigger than a cell
SHORT_APART             = PAL_HRAM + 35  ; the groups whose pieces are apart from the cell's
SHORT_ALL               = PAL_HRAM + 36  ; every group: (1 << U) - 1
SHORT_GROUPS            = PAL_HRAM + 37  ; short_pairs: the groups (U)
SHORT_I                 = PAL_HRAM + 38  ; the pair of groups asked
SHORT_J                 = PAL_HRAM + 39
SHORT_POSSIBLE          = PAL_HRAM + 40  ; nonzero once a pair is possible
PIECE_EXIT_CELL         = PAL_HRAM + 41  ; and the first side towards it
PIECE_EXIT_SIDE         = PAL_HRAM + 42
PAL_HRAM_KEPT = PAL_HRAM + 43
_pal_sound              == PAL_HRAM + 43  ; nonzero: the clues are the division's (palisade.h)
_pal_log_count          == PAL_HRAM + 44  ; sides in the log (LOG_CELL, LOG_HOW: PAL_LOG_PAGES pages each)
_pal_join_count         == PAL_HRAM + 46  ; labels on the LOG_JOINS stack
_pal_easy_rules         == PAL_HRAM + 47  ; nonzero: the easy rules (palisade.h)
HRAM_K                  = PAL_HRAM + 48  ; div_k, div_step[N] and div_step[S] (pal_rules_begin copies them)
HRAM_STEP_N             = PAL_HRAM + 49
HRAM_STEP_S             = PAL_HRAM + 50
PAL_HRAM_END = PAL_HRAM + 51
        .ifgt   PAL_HRAM_END - PAL_HRAM - PAL_HRAM_BYTES
        .error  1                       ; the rules' variables outgrow their HRAM block (cartridge.py)
        .endif

;; The SPARE page (H = PAGE_PAL_SPARE, L = one of these plus an index):
LOG_HOW_OF = 0x00                       ; [made_by << 3 | border << 2 | side] a decided side's LOG_HOW
                                        ; byte (LOG_SIDE)
PAIR_MEMO = 0x20                        ; [i * 8 + j] (i < j, 0 the own piece, 1..4 the groups): the rule
                                        ; number << 1 | apart, once asked in that rule
PAIR_MEMO_BYTES = 40
PIECE_OF = 0x50                         ; [0] the own piece, [1 + g] group g's piece
GROUP_COUNT = 0x58                      ; [g] sides towards group g
GROUP_SIZE = 0x5C                       ; [g] cells of group g's piece (GROUP_COUNT's offset with bit 2 set)
GROUP_SIDES = 0x70                      ; [g] group g's sides (bits N, E, S, W): palisade.h's PAL_GROUP_SIDES
LOWEST_BIT_OF = 0x90                    ; [g] 1 << g (g = 0..3)
ALL_GROUPS_OF = LOWEST_BIT_OF + 4       ; [U - 1] (1 << U) - 1 (U = 1..4 groups): every group's bit
BITS_IN = 0x60                          ; [mask] the groups in a 4-bit mask of them
STEP_BY_SIDE = 0x98                     ; [d] div_step[d] (d = 0..3: N, E, S, W)
SIDE_MASK = 0xB0                        ; [d] the side's two bits in a SIDES byte
VALUE_AT = 0xB4                         ; [value << 2 | d] (value 1, 2) the value in side d's bits
EDGE_SIDES = 0xA0                       ; [edges] a fresh cell's SIDES byte: its grid edges borders

;; A = (1 << B) - 1, B >= 1 the groups: every group's bit (ALL_GROUPS_OF). Changes H, L.
        .macro  EVERY_GROUP
        ld      a, b
        add     a, #(ALL_GROUPS_OF - 1)
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      a, (hl)
        .endm

;; dest = table[SIDES[C]]: a 256-entry table (pal_unknown_mask, pal_border_mask) read by a cell's SIDES
;; byte. The tables are C arrays anywhere in bank 0, so the index is added with its carry. Changes A,
;; H, L.
        .macro  SIDES_MASK table, dest, ?over
        ld      l, c
        ld      h, #PAGE_PAL_SIDES
        ld      a, (hl)
        ld      hl, #table
        add     a, l
        ld      l, a
        jr      nc, over
        inc     h
over:
        ld      dest, (hl)
        .endm

;; A = the cell across side `side` (0-3: N, E, S, W, a constant) of the cell in register `cell`: the
;; step in line, by div_step for N and S and by one for E and W, where the hottest walks look at a
;; cell's sides one by one (gather, touch_join's walk, the piece rule, a clueless cell's rule, Easy's
;; rule in short). Changes A.
        .macro  ACROSS side, cell
        .if     side - 1
        .if     side - 2
        .if     side - 3
        ldh     a, (HRAM_STEP_N)        ; N
        add     a, cell
        .else
        ld      a, cell                 ; W
        dec     a
        .endif
        .else
        ldh     a, (HRAM_STEP_S)        ; S
        add     a, cell
        .endif
        .else
        ld      a, cell                 ; E
        inc     a
        .endif
        .endm

;; Queueing a cell (QUEUE_CELL_HERE, or QUEUE_CLUE_CELL_HERE if it shows a clue), a piece
;; (QUEUE_PIECE_HERE) or a corner (QUEUE_CORNER_IF_WALL, below) unless it waits already: in line where
;; the hottest callers need it (pal_set_side and what it writes, touch_join's walk), without a call
;; and its return; queue_cell, queue_clue_cell and queue_piece below for the rest. Each changes A, H,
;; L.
;; QUEUE_HERE is all three: A's QUEUED bit `mark` says it waits; else it is set and A goes on the
;; ring `page` at its tail `tail`.
        .macro  QUEUE_HERE mark, tail, page, ?done
        ld      l, a
        ld      h, #PAGE_PAL_QUEUED
        bit     mark, (hl)
        jr      nz, done
        set     mark, (hl)
        ld      h, a
        ld      a, (tail)
        ld      l, a
        inc     a
        ld      (tail), a
        ld      a, h
        ld      h, #page
        ld      (hl), a
done:
        .endm

        .macro  QUEUE_CELL_HERE
        QUEUE_HERE 0, _pal_cell_tail, PAGE_PAL_CELL_QUEUE
        .endm

        .macro  QUEUE_CLUE_CELL_HERE ?done
        ld      l, a
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        inc     a                       ; NONE
        jr      z, done
        ld      a, l
        QUEUE_CELL_HERE
done:
        .endm

        .macro  QUEUE_PIECE_HERE
        QUEUE_HERE 1, _pal_piece_tail, PAGE_PAL_PIECE_QUEUE
        .endm


;; Gather the cell's sides. Out: RULE_* set, the groups on the SPARE page, _pal_inside. Each side is
;; read in place from the SIDES byte (GATHER_SIDE, once a side: N, E, S, W), and an unknown one looks
;; up the piece across it. B = the own piece, C = the SIDES byte, E = the cell; D = the faced piece.
        .macro  GATHER_SIDE shift, bit, ?unknown, ?faced, ?search, ?found, ?new, ?next
        ld      a, c
        and     #(3 << shift)
        jr      z, unknown
        cp      #(1 << shift)
        jr      nz, next                ; open
        ld      hl, #RULE_BORDERS
        inc     (hl)
        jr      next
unknown:
        ACROSS  shift/2, e
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        cp      b
        jr      nz, faced
        ld      hl, #_pal_inside        ; towards its own piece: to be opened
        set     shift / 2, (hl)
        jr      next
faced:                                  ; its group, or a new one: the piece is put where a new
        ld      d, a                    ; group would go, so the search stops there at the latest
        ldh     a, (_pal_groups)
        add     a, #(PIECE_OF + 1)
        ld      h, #PAGE_PAL_SPARE
        ld      l, a
        ld      (hl), d
        ld      l, #(PIECE_OF + 1)
        ld      a, d
search:
        cp      (hl)
        jr      z, found
        inc     l
        jr      search
found:                                  ; L = PIECE_OF + 1 + g
        ldh     a, (_pal_groups)
        add     a, #(PIECE_OF + 1)
        cp      l
        jr      z, new
        ld      a, l                    ; a group already: count the side, add its bit
        add     a, #(GROUP_COUNT - PIECE_OF - 1)
        ld      l, a
        inc     (hl)
        add     a, #(GROUP_SIDES - GROUP_COUNT)
        ld      l, a
        ld      a, (hl)
        or      #bit
        ld      (hl), a
        jr      next
new:                                    ; a new group: one side, this one, and the piece's size
        add     a, #(GROUP_COUNT - PIECE_OF - 1)
        ld      l, a
        ld      (hl), #1
        add     a, #(GROUP_SIDES - GROUP_COUNT)
        ld      l, a
        ld      (hl), #bit
        ld      l, d
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      d, (hl)
        ld      h, #PAGE_PAL_SPARE
        add     a, #(GROUP_SIZE - GROUP_SIDES)
        ld      l, a
        ld      (hl), d
        ld      hl, #_pal_groups
        inc     (hl)
next:
        .endm

gather:
        ldh     (RULE_CELL), a
        ld      e, a
        ld      l, a
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        ldh     (RULE_CLUE), a
        ld      h, #PAGE_PAL_SIDES
        ld      c, (hl)
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        ldh     (RULE_OWN), a
        ld      b, a
        ld      h, #PAGE_PAL_SPARE
        ld      l, #PIECE_OF
        ld      (hl), a
        xor     a
        ldh     (_pal_groups), a
        ldh     (RULE_BORDERS), a
        ldh     (_pal_inside), a
        GATHER_SIDE 0, 1
        GATHER_SIDE 2, 2
        GATHER_SIDE 4, 4
        GATHER_SIDE 6, 8
        ret

;; To `found` when a border of cell C, not the grid's edge, has a cell of piece B across (separated's
;; walk, single_apart); on past it otherwise. Changes A, E, H and L.
        .macro  BORDER_TOWARDS found, ?west, ?south, ?east, ?none
        SIDES_MASK _pal_border_mask, e
        ld      l, c
        ld      h, #PAGE_DIV_EDGES
        ld      a, (hl)
        cpl
        and     e
        jr      z, none                 ; no inner border
        ld      e, a                    ; E = the border sides still to look across
        ld      h, #PAGE_PAL_LABEL
        srl     e                       ; N
        jr      nc, east
        ldh     a, (HRAM_STEP_N)
        add     a, c
        ld      l, a
        ld      a, (hl)
        cp      b
        jr      z, found
east:
        srl     e                       ; E
        jr      nc, south
        ld      l, c
        inc     l
        ld      a, (hl)
        cp      b
        jr      z, found
south:
        srl     e                       ; S
        jr      nc, west
        ldh     a, (HRAM_STEP_S)
        add     a, c
        ld      l, a
        ld      a, (hl)
        cp      b
        jr      z, found
west:
        srl     e                       ; W
        jr      nc, none
        ld      l, c
        dec     l
        ld      a, (hl)
        cp      b
        jr      z, found
none:
        .endm

;; A = 1 if a border already runs between pieces D and E (labels), else 0. The smaller piece's cells
;; are walked and their border sides read. Two single cells are never apart where this is asked (the
;; cell rules, pal_set_side and join): they are a cell and its neighbour across a side that is not a
;; border (unknown, or being opened), or two neighbours of one cell, which share no side. Changes every
;; register.
separated:
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      l, e
        ld      a, (hl)
        ld      l, d
        cp      (hl)
        jr      nc, 1$                  ; size[b] >= size[a]: walk a
        ld      a, d
        ld      d, e
        ld      e, a
        ld      a, (hl)
1$:
        dec     a
        ret     z                       ; both single cells (A = 0)
        ld      b, e                    ; B = the other piece
        ld      c, d                    ; C = the cell walked, D = where the walk began
separated_cell:
        BORDER_TOWARDS separated_yes
separated_next:
        ld      l, c
        ld      h, #PAGE_PAL_NEXT
        ld      c, (hl)
        ld      a, c
        cp      d
        jr      nz, separated_cell
        xor     a
        ret
separated_yes:
        ld      a, #1
        ret

;; A = 1 if pieces I = B and J = C (0: the own piece, 1..4: group - 1) are apart; asked once a rule.
;; Keeps B and C.
pair_apart:
        ld      a, b
        add     a, a
        add     a, a
        add     a, a
        add     a, c
        add     a, #PAIR_MEMO
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ldh     a, (RULE_NUMBER)
        ld      e, a
        ld      a, (hl)
        ld      d, a
        srl     a                       ; A = the memo's rule number
        cp      e
        jr      nz, 1$
        ld      a, d
        and     #1                      ; apart
        ret
1$:
        push    bc
        push    hl
        ld      a, #PIECE_OF            ; D = piece I, E = piece J
        add     a, b
        ld      l, a
        ld      d, (hl)
        ld      a, #PIECE_OF
        add     a, c
        ld      l, a
        ld      e, (hl)
        call    separated
        pop     hl
        ld      b, a
        ldh     a, (RULE_NUMBER)
        add     a, a
        or      b
        ld      (hl), a
        ld      a, b
        pop     bc
        ret

;; A = 1 if no two of the pieces joined by RULE_CHOICE (with the own piece) are apart. Pairs are
;; taken J = 1.. (each joined group), with the own piece first, then each joined group I < J; a pair
;; already asked in this rule is read from the memo without a call.
choice_together:
        ld      c, #1                   ; C = J
        ldh     a, (RULE_CHOICE)
together_j:
        srl     a
        jr      nc, together_next_j     ; group J - 1 not joined
        push    af                      ; the choice's bits above J - 1
        ld      b, #0
        call    pair_apart
        or      a
        jr      nz, together_apart
        ldh     a, (RULE_CHOICE)
        ld      b, #1                   ; B = I
together_i:
        ld      e, a
        ld      a, b
        cp      c
        jr      z, together_done_i
        srl     e
        jr      nc, 1$
        push    de
        call    pair_apart
        pop     de
        or      a
        jr      nz, together_apart
1$:
        inc     b
        ld      a, e
        jr      together_i
together_done_i:
        pop     af
together_next_j:
        inc     c
        or      a
        jr      nz, together_j
        ld      a, #1
        ret
together_apart:
        pop     af
        xor     a
        ret

;; void pal_rules_begin(void): the SPARE page is another puzzle's or stale: its tables are set, and
;; the pair memo is cleared before the next rule trusts it. Once a solve or a generator's division is
;; enough: rule numbers keep counting across solves, so an old entry never matches a new rule.
_pal_rules_begin::
        ld      hl, #PAL_HRAM           ; the rules' variables zeroed, all but the kept ones
        ld      b, #(PAL_HRAM_KEPT - PAL_HRAM)
        xor     a
12$:
        ld      (hl+), a
        dec     b
        jr      nz, 12$
        ld      a, #NONE
        ldh     (_pal_deciding), a
        ld      a, (_div_k)             ; the board's constants the hottest loops read with ldh
        ldh     (HRAM_K), a
        ld      a, (_div_step + 0)
        ldh     (HRAM_STEP_N), a
        ld      a, (_div_step + 2)
        ldh     (HRAM_STEP_S), a
        ld      h, #PAGE_PAL_SPARE
        ld      l, #EDGE_SIDES          ; edge bit d (N 1, E 2, S 4, W 8) -> border (1) at bits 2d
        ld      c, #0
2$:
        ld      a, c
        ld      b, #0
        rra
        jr      nc, 3$
        set     0, b
3$:
        rra
        jr      nc, 4$
        set     2, b
4$:
        rra
        jr      nc, 5$
        set     4, b
5$:
        rra
        jr      nc, 6$
        set     6, b
6$:
        ld      (hl), b
        inc     l
        inc     c
        bit     4, c
        jr      z, 2$
        ld      l, #SIDE_MASK           ; 3 << 2d
        ld      a, #3
        ld      b, #4
8$:
        ld      (hl+), a
        add     a, a
        add     a, a
        dec     b
        jr      nz, 8$
        ld      l, #(VALUE_AT + 4)      ; value 1 (border) << 2d, then value 2 (open) << 2d
        ld      a, #1
        ld      b, #4
9$:
        ld      (hl+), a
        add     a, a
        add     a, a
        dec     b
        jr      nz, 9$
        ld      a, #2
        ld      b, #4
10$:
        ld      (hl+), a
        add     a, a
        add     a, a
        dec     b
        jr      nz, 10$
        ld      de, #_div_step
        ld      l, #STEP_BY_SIDE
        ld      b, #4
7$:
        ld      a, (de)
        ld      (hl+), a
        inc     de
        dec     b
        jr      nz, 7$
        ld      de, #log_how_table
        ld      l, #LOG_HOW_OF
        ld      b, #32
        call    copy_to_spare
        ld      de, #bits_in_table
        ld      l, #BITS_IN
        ld      b, #16
        call    copy_to_spare
        ld      de, #group_bits_table
        ld      l, #LOWEST_BIT_OF       ; and ALL_GROUPS_OF after it
        ld      b, #8
        ;; fall through

;; B bytes from DE to the SPARE page at HL.
copy_to_spare:
        ld      a, (de)
        ld      (hl+), a
        inc     de
        dec     b
        jr      nz, copy_to_spare
        ret

log_how_table:
        PAL_LOG_HOW_TABLE
bits_in_table:
        .db     0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4
group_bits_table:                       ; LOWEST_BIT_OF: 1 << g; ALL_GROUPS_OF: (1 << U) - 1
        .db     1, 2, 4, 8, 1, 3, 7, 15

;; void pal_clear_cells(void): a board with no side decided: every cell's SIDES has only its grid
;; edges (borders), every cell is a piece of its own (LABEL, NEXT, PIECE_SIZE 1), nothing queued.
;; Every solve starts here, so it is a tight loop (pal_rules_begin has filled EDGE_SIDES).
_pal_clear_cells::
        ld      a, (_div_cells)
        ld      b, a                    ; B = cells left
        ld      c, #0                   ; C = the cell
1$:
        ld      h, #PAGE_DIV_EDGES
        ld      l, c
        ld      a, (hl)
        add     a, #EDGE_SIDES
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      a, (hl)
        ld      l, c
        ld      h, #PAGE_PAL_SIDES
        ld      (hl), a
        ld      h, #PAGE_PAL_LABEL
        ld      (hl), c
        ld      h, #PAGE_PAL_NEXT
        ld      (hl), c
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      (hl), #1
        ld      h, #PAGE_PAL_QUEUED
        ld      (hl), #0
        inc     c
        dec     b
        jr      nz, 1$
        ret

;; Z (with A = 1, _pal_always_open and _pal_always_border 0) when the choices cannot agree on anything
;; (solve.py's every_way_open): the own piece and every faced piece single cells, each faced across
;; one side (GROUP_COUNT 1, GROUP_SIZE 1), and the clue wants t more borders, 0 < t < groups, with
;; 1 + groups - t <= k. Every choice bordering t of them is then possible, and each faced cell is
;; joined in one and bordered in another. NZ otherwise. Changes A, B, C, H, L.
every_way_open:
        ldh     a, (RULE_OWN)
        ld      l, a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      a, (hl)
        dec     a
        ret     nz                      ; the own piece is more than the cell
        ldh     a, (_pal_groups)
        ld      b, a
        ld      h, #PAGE_PAL_SPARE
        ld      l, #GROUP_COUNT
1$:
        ld      a, (hl)
        set     2, l                    ; GROUP_SIZE
        or      (hl)
        dec     a
        ret     nz                      ; more than one side, or more than one cell (both are 1 or more)
        res     2, l
        inc     l
        dec     b
        jr      nz, 1$
        ldh     a, (RULE_BORDERS)
        ld      c, a
        ldh     a, (RULE_CLUE)
        sub     c                       ; t, the borders still wanted (no clue: past any group count)
        jr      z, 2$
        ld      c, a
        ldh     a, (_pal_groups)
        sub     c                       ; groups - t: the faced cells joined
        jr      c, 2$
        jr      z, 2$
        ld      c, a
        ldh     a, (HRAM_K)
        dec     a
        cp      c
        jr      c, 2$                   ; k - 1 < the cells joined
        xor     a
        ldh     (_pal_always_open), a
        ldh     (_pal_always_border), a
        inc     a                       ; A = 1
        cp      a                       ; Z
        ret
2$:
        or      #1                      ; NZ
        ret

;; The row and column of the ways tables (tables.py's easy_ways_table, count_ways_table) for the
;; gathered cell: A = row * 5 + t, where the row codes how many unknown sides each group has (U, C,
;; picks the rows of its compositions, D is the cuts between groups) and t is the borders still wanted;
;; carry set when t is below 0 or above 4 (no way). Changes every register.
ways_entry:
        ldh     a, (_pal_groups)
        ld      b, a                    ; B = groups left
        ld      h, #PAGE_PAL_SPARE
        ld      l, #GROUP_COUNT
        ld      c, #0                   ; C = sides so far
        ld      d, c                    ; D = the cuts
1$:
        ld      a, c
        add     a, (hl)
        ld      c, a
        dec     b
        jr      z, 2$
        ld      e, l                    ; a cut after side C: bit C - 1
        add     a, #(LOWEST_BIT_OF - 1)
        ld      l, a
        ld      a, (hl)
        or      d
        ld      d, a
        ld      l, e
        inc     l
        jr      1$
2$:
        ld      a, c                    ; the row: 2^(U - 1) - 1 + the cuts
        add     a, #(LOWEST_BIT_OF - 1)
        ld      l, a
        ld      a, (hl)
        dec     a
        add     a, d
        ld      e, a
        add     a, a
        add     a, a
        add     a, e
        ld      e, a                    ; E = row * 5
        ldh     a, (RULE_BORDERS)
        ld      b, a
        ldh     a, (RULE_CLUE)
        sub     b                       ; t
        ret     c                       ; more borders than the clue
        cp      #5
        ccf
        ret     c
        add     a, e                    ; (no carry: at most 74)
        ret

;; Easy's ways by look-up (tables.py's easy_ways_table): at Easy a way is possible when it gives the
;; clue's count, so the answer depends only on how many unknown sides each group has and on t, the
;; borders still wanted. The groups' counts are coded by their cuts (D), U (C) picks the row; the
;; entry holds the groups open in every way (low nibble) and bordered in every way (high nibble), or
;; NONE: no way (A = 0). Only clue cells come here (Easy's cells without a clue: rule_no_clue). Trying
;; the choices one by one, with their sums, took a tenth of a 10x8 Easy puzzle.
easy_ways:
        call    ways_entry
        jr      c, 4$
        ld      hl, #_pal_easy_ways
        add     a, l
        ld      l, a
        jr      nc, 3$
        inc     h
3$:
        ld      a, (hl)
        cp      #NONE
        jr      z, 4$
        ld      b, a
        and     #0x0F
        ldh     (_pal_always_open), a
        ld      a, b
        swap    a
        and     #0x0F
        ldh     (_pal_always_border), a
        ld      a, #1
        ret
4$:
        xor     a
        ret

;; uint8_t pal_cell_ways(uint8_t cell): gather the cell and try every choice. Returns 0 when no choice
;; is possible (a contradiction); else 1 with _pal_groups, the groups' sides (GROUP_SIDES), _pal_inside,
;; _pal_always_open and _pal_always_border set (with no groups: 0 if the clue cannot hold).
_pal_cell_ways::
        call    gather
        ldh     a, (_pal_groups)
        or      a
        jr      nz, ways_choices
        ldh     (_pal_always_open), a
        ldh     (_pal_always_border), a
        ldh     a, (RULE_CLUE)
        cp      #NONE
        jr      z, 1$
        ld      hl, #RULE_BORDERS
        cp      (hl)
        jr      z, 1$
        xor     a
        ret
1$:
        ld      a, #1
        ret
ways_choices:
        ldh     a, (_pal_easy_rules)
        or      a
        jp      nz, easy_ways
        call    every_way_open
        ret     z                       ; A = 1: possible, nothing agreed
        ld      hl, #RULE_NUMBER        ; a new rule number: the pairs asked before are forgotten
        inc     (hl)
        ld      a, (hl)
        cp      #1
        jr      z, 3$                   ; the first rule since pal_rules_begin: clear the memo
        bit     7, a
        jr      z, 2$
        ld      (hl), #1                ; numbers 1..127: past them, clear the memo
3$:
        ld      h, #PAGE_PAL_SPARE
        ld      l, #PAIR_MEMO
        ld      b, #PAIR_MEMO_BYTES
        xor     a
1$:
        ld      (hl+), a
        dec     b
        jr      nz, 1$
2$:
        call    ways_entry              ; the choices that give the clue's count (easy_ways_table's row)
        jr      nc, 5$
        xor     a                       ; none
        ret
5$:
        add     a, a
        ld      hl, #_pal_count_ways
        add     a, l
        ld      l, a
        jr      nc, 6$
        inc     h
6$:
        ld      e, (hl)                 ; DE = the mask of the choices that give the clue's count
        inc     hl
        ld      d, (hl)
        xor     a
        ldh     (RULE_POSSIBLE), a
        ldh     a, (_pal_groups)
        ld      b, a
        EVERY_GROUP
        ldh     (_pal_always_open), a
        ldh     (_pal_always_border), a
        ldh     a, (RULE_OWN)
        ld      l, a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      a, (hl)
        ldh     (RULE_OWN_SIZE), a
        ld      c, #0                   ; C = the choice
ways_choice:
        srl     d                       ; its bit of the mask: the clue's count?
        rr      e
        jr      nc, ways_next
        push    de                      ; (the mask, round the choice's questions)
        ldh     a, (RULE_OWN_SIZE)      ; the region: the own piece and the joined groups' pieces
        ld      b, a
        ld      e, c
        ld      h, #PAGE_PAL_SPARE
        ld      l, #GROUP_SIZE
8$:
        srl     e
        jr      nc, 9$
        ld      a, b
        add     a, (hl)
        ld      b, a
9$:
        inc     l
        ld      a, e
        or      a
        jr      nz, 8$
        ldh     a, (HRAM_K)
        cp      b
        jr      c, ways_not             ; k < size
        ld      a, c
        or      a
        jr      z, 3$                   ; nothing joined: nothing to keep apart
        ldh     a, (RULE_POSSIBLE)      ; a choice that would change nothing needs no separations
        or      a                       ; asked: possible already, every group always open in it,
        jr      z, 4$                   ; no group always bordered in it
        ld      a, c
        cpl
        ld      l, a
        ldh     a, (_pal_always_open)
        and     l
        jr      nz, 4$
        ldh     a, (_pal_always_border)
        and     c
        jr      z, ways_not
4$:
        ld      a, c
        ldh     (RULE_CHOICE), a
        push    bc
        call    choice_together
        pop     bc
        or      a
        jr      z, ways_not
3$:
        pop     de
        ld      a, #1
        ldh     (RULE_POSSIBLE), a
        ldh     a, (_pal_always_open)
        and     c
        ldh     (_pal_always_open), a
        ld      a, c
        cpl
        ld      l, a
        ldh     a, (_pal_always_border)
        and     l
        ldh     (_pal_always_border), a
        ld      l, a                    ; nothing agreed on any more: no later choice can change that
        ldh     a, (_pal_always_open)
        or      l
        jr      nz, ways_next
        inc     a                       ; possible
        ret
ways_not:
        pop     de
ways_next:
        inc     c
        ld      a, d                    ; no count-valid choice left
        or      e
        jr      nz, ways_choice
        ldh     a, (RULE_POSSIBLE)
        ret

;; ---- deciding a side (the model's Board.set_side, join, touch_join) -----------------------------

BORDER = 1
OPEN = 2
QUEUED_FACED = 3                        ; QUEUED's bit 3: a piece the moved part faces (touch_join)
QUEUED_ACROSS = 4                       ; QUEUED's bit 4: a clue cell the moved part faces (touch_join, Easy)
TOUCH_MARKS = 0xC0                      ; SPARE from here: the pieces and cells touch_join marked, to
                                        ; unmark them
MADE_BY_CELL = 1                        ; pal_set_side's cell
MADE_BY_OTHER = 2                       ; the cell across its side

;; Queue cell A if it shows a clue (unless it waits already): what only a clue cell's rule reads has
;; changed. Changes A, H, L.
queue_clue_cell:
        ld      l, a
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        inc     a                       ; NONE
        ret     z
        ld      a, l
        ;; fall through

;; Queue cell A unless it waits already. Changes A, H, L.
queue_cell:
        QUEUE_CELL_HERE
        ret

;; Queue piece A (a label) unless it waits already. Changes A, H, L.
queue_piece:
        QUEUE_PIECE_HERE
        ret

;; After pieces D (which kept its label) and E (whose cells took it) joined: decide the joined piece's
;; unknown sides that need no rule, then queue the piece, the cells whose rule the join can move, and
;; the pieces across that face both parts, the only ones whose piece rule can conclude anything new
;; (solve.py's touch_join and settle_exits). The cells: at Tricky each of the piece's cells with a side
;; still unknown and the clue cells across those sides (their choices' sizes changed); at Easy only the
;; clue cells across that face both parts (marked with QUEUED bit 4 and listed like the pieces). A side
;; inside the piece is opened and one towards a piece too big to join it is made a border, at once,
;; needing no clue (made_by 0 meanwhile): pal_set_side does it, and neither joins nor touches anything
;; (an inside side joins nothing; a border between pieces too big to join is no news), so touch_join's
;; variables stay. E's cells are the ring from NEXT(D) round to E, D's from NEXT(E) round to D (join's
;; splice). The pieces E's part faces are marked (QUEUED bit 3) and listed (SPARE from TOUCH_MARKS)
;; while it is walked, those D's part faces are queued if marked, and the list takes the marks away.
;; Changes every register.
touch_join:
        ld      hl, #TOUCH_A
        ld      (hl), d
        inc     hl
        ld      (hl), e
        ld      hl, #_pal_made_by
        ld      a, (hl)
        ld      (hl), #0
        ldh     (TOUCH_MADE_BY), a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      l, d
        ldh     a, (HRAM_K)
        sub     (hl)
        ldh     (TOUCH_ROOM), a
        ld      a, #TOUCH_MARKS
        ldh     (TOUCH_MARKS_END), a
        ld      a, d
        QUEUE_PIECE_HERE
        ld      c, d
        ldh     a, (_pal_easy_rules)
        or      a
        jr      nz, 3$
        call    touch_part_mark
        ld      hl, #TOUCH_A
        ld      e, (hl)
        inc     hl
        ld      c, (hl)
        call    touch_part_queue
        jr      4$
3$:
        call    touch_part_mark_easy
        ld      hl, #TOUCH_A
        ld      e, (hl)
        inc     hl
        ld      c, (hl)
        call    touch_part_queue_easy
4$:
        ldh     a, (TOUCH_MARKS_END)
        sub     #TOUCH_MARKS
        jr      z, 2$
        ld      b, a                    ; B = the marks
        ld      c, #TOUCH_MARKS
1$:
        ld      h, #PAGE_PAL_SPARE
        ld      l, c
        ld      l, (hl)
        ld      h, #PAGE_PAL_QUEUED
        ld      a, (hl)
        and     #~(1 << QUEUED_FACED | 1 << QUEUED_ACROSS)
        ld      (hl), a
        inc     c
        dec     b
        jr      nz, 1$
2$:
        ldh     a, (TOUCH_MADE_BY)
        ldh     (_pal_made_by), a
        ret

;; Walk the ring from NEXT(C) round to cell E. Each unknown side of a cell is opened if it is inside
;; the joined piece (TOUCH_A), made a border if the piece across is too big to join it (TOUCH_ROOM);
;; otherwise the piece across is marked and listed (touch_part_mark) or queued if marked
;; (touch_part_queue), while its label is in hand, then the cell is queued and the cell across if it
;; shows a clue (at Easy only a clue cell across that faces both parts): TOUCH_PART makes each, so that
;; neither asks which it is at every side, and TOUCH_SIDE each of the four sides in line (N, E, S, W:
;; the step across and the side's field are constants, and no loop counts the sides; a loop over them
;; took a quarter more of the walk). B = the joined piece (TOUCH_A), C = the cell, D = its unknown
;; sides not looked at yet, E = the cell across.
        .macro  TOUCH_SIDE mark, easy, side, ?open, ?border, ?decide, ?faced, ?done
        srl     d
        jr      nc, done
        ACROSS  side, c
        ld      e, a
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      l, (hl)                 ; L = its piece
        ld      a, b
        cp      l
        jr      z, open
        ld      h, #PAGE_PAL_PIECE_SIZE
        ldh     a, (TOUCH_ROOM)
        cp      (hl)
        jr      c, border               ; too big to join
        ld      h, #PAGE_PAL_QUEUED     ; HL = its piece's QUEUED byte
        .if     mark
        bit     QUEUED_FACED, (hl)
        jr      nz, faced
        set     QUEUED_FACED, (hl)
        ldh     a, (TOUCH_MARKS_END)    ; listed once
        ld      h, l                    ; H = the piece, for a moment
        ld      l, a
        inc     a
        ldh     (TOUCH_MARKS_END), a
        ld      a, h
        ld      h, #PAGE_PAL_SPARE
        ld      (hl), a
        .else
        bit     QUEUED_FACED, (hl)
        jr      z, faced
        ld      a, l
        QUEUE_PIECE_HERE
        .endif
faced:
        .if     easy
        ld      l, e                    ; Easy: the clue cell across, if it faces both parts
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        inc     a                       ; NONE
        jr      z, done
        ld      h, #PAGE_PAL_QUEUED
        .if     mark
        bit     QUEUED_ACROSS, (hl)
        jr      nz, done
        set     QUEUED_ACROSS, (hl)
        ldh     a, (TOUCH_MARKS_END)    ; listed once
        ld      l, a
        inc     a
        ldh     (TOUCH_MARKS_END), a
        ld      h, #PAGE_PAL_SPARE
        ld      (hl), e
        .else
        bit     QUEUED_ACROSS, (hl)
        jr      z, done
        ld      a, e
        QUEUE_CELL_HERE
        .endif
        .else
        ld      a, c
        QUEUE_CELL_HERE
        ld      a, e
        QUEUE_CLUE_CELL_HERE
        .endif
        jr      done
open:
        ld      a, #(OPEN << (2 * side))
        jr      decide
border:
        ld      a, #(BORDER << (2 * side))
decide:
        push    bc
        push    de
        ld      d, e
        ld      e, a
        ld      b, #side
        call    set_unknown_side
        pop     de
        pop     bc
done:
        .endm

        .macro  TOUCH_PART mark, easy, ?next, ?last
        ld      a, e
        ldh     (TOUCH_LAST), a
        ldh     a, (TOUCH_A)
        ld      b, a
next:
        ld      l, c
        ld      h, #PAGE_PAL_NEXT
        ld      c, (hl)
        SIDES_MASK _pal_unknown_mask, d
        ld      a, d
        or      a
        jp      z, last
        TOUCH_SIDE mark, easy, 0
        TOUCH_SIDE mark, easy, 1
        TOUCH_SIDE mark, easy, 2
        TOUCH_SIDE mark, easy, 3
last:
        ldh     a, (TOUCH_LAST)
        cp      c
        jp      nz, next
        ret
        .endm

touch_part_mark:
        TOUCH_PART 1, 0
touch_part_queue:
        TOUCH_PART 0, 0
touch_part_mark_easy:
        TOUCH_PART 1, 1
touch_part_queue_easy:
        TOUCH_PART 0, 1

;; A border now separates pieces D and E, where none did: queue D and the cells whose rule asks about
;; that pair, those with both pieces among their own and the pieces their unknown sides face (solve.py's
;; touch_apart). All are next to D across an unknown side: D's cells that face E, the cells of E they
;; face, and cells of a third piece that face both. Changes every register.
touch_apart:
        ld      a, d
        ldh     (TOUCH_A), a
        ld      a, e
        ldh     (TOUCH_B), a
        ld      a, d
        call    queue_piece
        ldh     a, (TOUCH_A)
        ld      c, a                    ; C = the cell of D
apart_cell:
        SIDES_MASK _pal_unknown_mask, d ; D = its unknown sides not looked at yet
        ld      b, #STEP_BY_SIDE        ; B = where the side's step is on the SPARE page
apart_side:
        srl     d
        jr      nc, apart_next_side
        ld      h, #PAGE_PAL_SPARE
        ld      l, b
        ld      a, c
        add     a, (hl)
        ld      e, a                    ; E = the cell across
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        ld      hl, #TOUCH_B
        cp      (hl)
        jr      nz, 2$
        ld      a, c                    ; across is the other piece's: both cells ask about the pair
        call    queue_cell              ; (the cell across only for its clue: this one's rule borders
        ld      a, e                    ; the sides between them)
        call    queue_clue_cell
        jr      apart_next_side
2$:
        ld      hl, #TOUCH_A
        cp      (hl)
        jr      z, apart_next_side      ; inside D
        ld      l, e                    ; a third piece's cell: only a clue cell's choices join two
        ld      h, #PAGE_PAL_CLUES      ; pieces at once
        ld      a, (hl)
        inc     a
        jr      z, apart_next_side
        push    bc
        push    de
        ld      a, e
        call    faces_other
        pop     de
        pop     bc
        jr      z, apart_next_side
        ld      a, e
        call    queue_cell
apart_next_side:
        inc     b
        ld      a, d
        or      a
        jr      nz, apart_side
        ld      l, c
        ld      h, #PAGE_PAL_NEXT
        ld      c, (hl)
        ldh     a, (TOUCH_A)
        cp      c
        jr      nz, apart_cell
        ret

;; NZ if an unknown side of cell A faces a cell of piece TOUCH_B. Changes every register.
faces_other:
        ld      c, a
        SIDES_MASK _pal_unknown_mask, d
        ld      b, #STEP_BY_SIDE
2$:
        srl     d
        jr      nc, 3$
        ld      h, #PAGE_PAL_SPARE
        ld      l, b
        ld      a, c
        add     a, (hl)
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ldh     a, (TOUCH_B)
        cp      (hl)
        jr      z, 4$
3$:
        inc     b
        ld      a, d
        or      a
        jr      nz, 2$
        ret
4$:
        or      #1
        ret

;; Join pieces D and E (labels): A = 0 if too big or a border separates them; else the smaller takes the
;; larger's label (D's on a tie) and A = 1. With pal_sound (the division's clues) the join cannot fail,
;; and neither is asked. Changes every register.
join:
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      l, d
        ld      a, (hl)
        ld      l, e
        add     a, (hl)
        ld      c, a                    ; C = the joined size
        ldh     a, (_pal_sound)
        or      a
        jr      nz, join_merge
        ldh     a, (HRAM_K)
        cp      c
        jr      c, join_fail
        push    bc
        push    de
        call    separated
        pop     de
        pop     bc
        or      a
        jr      nz, join_fail
_pal_join_merge::                       ; (pal_solve.c's replay_log calls it from its bank)
join_merge:                             ; the join itself: D, E labels, C the joined size
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      l, d
        ld      a, (hl)
        ld      l, e
        cp      (hl)
        jr      nc, 1$                  ; size D >= size E: D keeps its label
        ld      a, d
        ld      d, e
        ld      e, a
1$:
        ld      b, e                    ; relabel E's ring, from E round to E
        ld      l, e
2$:
        ld      h, #PAGE_PAL_LABEL
        ld      (hl), d
        ld      h, #PAGE_PAL_NEXT
        ld      l, (hl)
        ld      a, l
        cp      b
        jr      nz, 2$
        ld      h, #PAGE_PAL_NEXT       ; splice the rings: swap NEXT(D) and NEXT(E)
        ld      l, d
        ld      a, (hl)
        ld      l, e
        ld      b, (hl)
        ld      (hl), a
        ld      l, d
        ld      (hl), b
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      (hl), c
        ld      a, #1
        ret
join_fail:
        xor     a
        ret

;; Queue `cell` (register C or D: a cell of the side WRITE_SIDE has just written) if it shows a clue,
;; except (pal_sound) when none of its sides is unknown any more (no 2-bit field of its SIDES byte 0).
;; Changes A, H, L.
        .macro  QUEUE_WRITTEN cell, ?queue, ?skip
        ld      h, #PAGE_PAL_CLUES
        ld      l, cell
        ld      a, (hl)
        inc     a                       ; NONE
        jr      z, skip
        ldh     a, (_pal_deciding)
        cp      cell
        jr      z, skip                 ; its own rule decided the side
        ldh     a, (_pal_sound)
        or      a
        jr      z, queue
        ld      h, #PAGE_PAL_SIDES
        ld      a, (hl)
        ld      h, a
        rrca
        or      h
        and     #0x55
        cp      #0x55
        jr      z, skip                 ; every side decided
queue:
        ld      a, cell
        QUEUE_CELL_HERE
skip:
        .endm

;; Write side B of cell C as E says, and the opposite side of the cell across, D (E's nibbles
;; swapped); one side fewer unknown, one wall more decided if it is a border; log it if logging; queue
;; each of the two cells that shows a clue, C first, except (pal_sound) one with no side left unknown
;; (its rule could only find its count wrong, and the division's clues never are) and the cell whose
;; own rule decided the side (_pal_deciding, forgotten here). In line in pal_set_side's two paths,
;; `border` 1 on the border's, 0 on the open side's, which is what the walls count and the log ask.
;; Keeps B, C, D and E.
        .macro  WRITE_SIDE border, ?counted, ?walled, ?logged
        ld      h, #PAGE_PAL_SIDES
        ld      l, c
        ld      a, (hl)
        or      e
        ld      (hl), a
        ld      l, d
        ld      a, e
        swap    a
        or      (hl)
        ld      (hl), a
        ld      hl, #_pal_unknown_sides
        ld      a, (hl)
        sub     #1
        ld      (hl+), a
        jr      nc, counted
        dec     (hl)
counted:
        .if     border
        ld      hl, #_pal_walls_decided
        inc     (hl)
        jr      nz, walled
        inc     hl
        inc     (hl)
walled:
        .endif
        ldh     a, (_pal_logging)
        or      a
        jr      z, logged
        LOG_SIDE border
logged:
        QUEUE_WRITTEN c
        QUEUE_WRITTEN d
        ld      a, #NONE                ; (what the side sets off queues the cells as usual)
        ldh     (_pal_deciding), a
        .endm

;; HL = the next log entry's LOG_CELL byte, the log one longer (its 16-bit length, pal_log_count, is
;; the entry's index: page LOG_CELL + high byte, low byte). Changes A, H, L.
        .macro  LOG_ENTRY ?carried
        ld      hl, #_pal_log_count
        inc     (hl)
        ld      a, (hl+)
        jr      nz, carried
        inc     (hl)
carried:
        ld      h, (hl)
        ld      l, a
        dec     hl                      ; the entry: the length before
        ld      a, h
        add     a, #PAGE_PAL_LOG_CELL
        ld      h, a
        .endm

;; Log the side WRITE_SIDE has just written (B the side, C the cell, D the cell across, E its bits,
;; `border` 1 for a border): LOG_CELL the side's low cell (its west or north one), LOG_HOW the value
;; << 2 | east 1 or south 2, the way replay_log (pal_solve.c) reads them, with the clue cells that
;; deciding it needed in bits 4 (the low cell) and 5 (the high cell) (the generator's proofs read
;; them: pal_mark_proof); bit 6 (joined) clear: pal_set_side sets it when the side joins two pieces.
;; The byte is looked up (LOG_HOW_OF, tables.py's log_how_table: a north or west side swaps the
;; makers) by made_by, the border bit and the side. The log's length is 16 bits: entry i is at page +
;; (i >> 8), byte i & 0xFF, of arrays PAL_LOG_PAGES pages long, LOG_HOW two pages after LOG_CELL
;; (pal_solve.c checks). Keeps B, C, D and E.
        .macro  LOG_SIDE border, ?low
        ldh     a, (_pal_made_by)
        add     a, a
        add     a, a
        add     a, a
        or      b
        .if     border
        or      #4
        .endif
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      a, (hl)
        ldh     (LOG_HOW_NEXT), a       ; how, for a moment
        LOG_ENTRY
        ld      a, b
        dec     a
        cp      #2
        ld      a, c                    ; east or south: the cell is the low one
        jr      c, low
        ld      a, d                    ; north or west: the cell across
low:
        ld      (hl), a
        inc     h
        inc     h
        ldh     a, (LOG_HOW_NEXT)
        ld      (hl), a
        .endm

;; uint8_t pal_set_side(uint8_t cell, uint8_t how): decide side (how & 3: N, E, S, W) of the cell as
;; (how >> 2: border 1, open 2); the side is never the grid's edge while unknown. 0 on a
;; contradiction. As the model: write the side in both cells, queue both cells that show a clue; a
;; border between pieces not yet separated and not too big to join touches the low cell's piece (the
;; side's west or north cell), another border queues both pieces; an open side joins the pieces (the
;; low cell's keeps its label on a tie) and touches the joined piece and the pieces round it. A border
;; inside one piece is a contradiction before anything is written (the caller drops the state).
;; Registers hold the side (B), the cell (C), the cell across (D) and the side's bits in the cell's
;; SIDES byte (E; the opposite side's bits in the other's byte are E with its nibbles swapped: two
;; sides on, four bits); the queues change only A, H and L, so they stay through them.
_pal_set_side::
        ld      c, a                    ; C = the cell
        ld      a, e
        and     #3
        ld      b, a                    ; B = the side
        ld      h, #PAGE_PAL_SPARE
        add     a, #SIDE_MASK
        ld      l, a
        ld      d, (hl)                 ; D = the side's bits in SIDES
        ld      a, e
        add     a, #VALUE_AT
        ld      l, a
        ld      e, (hl)                 ; E = the value there
        ld      l, c
        ld      h, #PAGE_PAL_SIDES
        ld      a, (hl)
        and     d
        cp      e
        jp      z, set_ok               ; already so
        or      a
        jp      nz, set_fail            ; decided the other way
        ld      h, #PAGE_PAL_SPARE      ; D = the cell across
        ld      a, b
        add     a, #STEP_BY_SIDE
        ld      l, a
        ld      a, c
        add     a, (hl)
        ld      d, a
        ;; fall through
;; pal_set_side for a side known to be unknown, with its registers set: B the side, C the cell, D the
;; cell across, E the value's bits in the cell's SIDES byte (touch_join's walk and a clueless cell's
;; rule, which read them as they look).
set_unknown_side:
        ld      a, e
        and     #0x55
        jp      z, set_open             ; (a border's bits are 01, an open side's 10)
        ld      h, #PAGE_PAL_LABEL      ; a border: news when the pieces may still join and no border
        ld      l, d                    ; separates them yet
        ld      a, (hl)
        ld      l, c
        cp      (hl)
        jp      z, set_fail             ; inside one piece
        ldh     a, (_pal_easy_rules)
        or      a
        jr      z, 5$
        xor     a                       ; Easy: walls at a distance are Tricky's (corners below)
        ldh     (SET_NEWS), a
        jr      6$
5$:
        ld      l, d                    ; (theirs again)
        ld      a, (hl)
        ld      l, c
        push    bc
        push    de
        ld      e, a                    ; E = theirs
        ld      d, (hl)                 ; D = mine
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      l, d
        ld      a, (hl)
        ld      l, e
        add     a, (hl)
        ld      l, a
        ldh     a, (HRAM_K)
        cp      l
        ld      a, #0
        jr      c, 1$                   ; too big to join: a border between them is no news
        call    separated
        xor     #1
1$:
        ldh     (SET_NEWS), a
        pop     de
        pop     bc
6$:
        WRITE_SIDE 1
        ld      h, #PAGE_PAL_LABEL
        ld      l, c
        ld      a, b
        dec     a
        cp      #2
        jr      c, 2$                   ; east or south: the cell is the low one
        ld      a, (hl)                 ; high: queue the cell's piece, E = the other's (low)
        ld      l, d
        ld      e, (hl)
        QUEUE_PIECE_HERE
        jr      3$
2$:
        ld      e, (hl)                 ; low: E = the cell's piece; queue the other's
        ld      l, d
        ld      a, (hl)
        QUEUE_PIECE_HERE
3$:
        ldh     a, (SET_NEWS)
        or      a
        jr      z, 4$
        ld      h, #PAGE_PAL_LABEL      ; touch_apart(D = the low piece, E = the high one)
        ld      l, c
        ld      a, (hl)
        ld      l, d
        xor     (hl)
        xor     e
        ld      d, e
        ld      e, a
        call    touch_apart
        jr      set_ok
4$:
        ld      a, e
        QUEUE_PIECE_HERE
        ldh     a, (_pal_easy_rules)
        or      a
        jr      z, set_ok
        ld      e, b                    ; Easy: the corners at both ends of the new wall
        ld      a, c
        call    _pal_queue_side_corners
set_ok:
        ld      a, #1
        ret
set_fail:
        xor     a
        ret
set_open:
        WRITE_SIDE 0
        ld      h, #PAGE_PAL_LABEL
        ld      l, d
        ld      a, (hl)                 ; theirs
        ld      l, c
        ld      l, (hl)                 ; mine
        cp      l
        jr      z, set_inside           ; inside one piece: it changes only the two cells' own sides
        ld      e, a
        ld      d, l
        ld      a, b
        dec     a
        cp      #2
        jr      c, 5$                   ; east or south: join(mine, theirs), else join(theirs, mine)
        ld      a, d
        ld      d, e
        ld      e, a
5$:
        push    bc                      ; the side and the cell, for the corners after
        call    join
        or      a
        jr      nz, 8$
        pop     bc
        jp      set_fail
8$:
        ldh     a, (_pal_logging)       ; D = the label kept, E = the one given up: E goes on the
        or      a                       ; LOG_JOINS stack and the side's LOG_HOW says it joined, for
        jr      z, 6$                   ; undo_log (pal_solve.c)
        ld      hl, #_pal_join_count
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_PAL_LOG_JOINS
        ld      (hl), e
        ld      hl, #_pal_log_count
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        dec     hl                      ; the side just logged
        ld      a, h
        add     a, #PAGE_PAL_LOG_HOW
        ld      h, a
        set     6, (hl)                 ; LOG_JOINED
6$:
        call    touch_join
        pop     bc
set_inside:                             ; Easy: the corners at both ends of a side that came to lie
        ldh     a, (_pal_easy_rules)    ; inside a piece (every such side is opened: touch_join
        or      a                       ; opens those the join made)
        jr      z, 7$
        ld      e, b
        ld      a, c
        call    _pal_queue_side_corners
7$:
        ld      a, #1
        ret

;; ---- the cell rule whole (the model's Board.cell_rule) ------------------------------------------

;; uint8_t pal_cell_rule(uint8_t cell): pal_cell_ways, then its conclusions: the unknown sides inside
;; the cell's own piece are opened, then each group that every possible choice agrees on is opened or
;; bordered, group by group. 0 on a contradiction. (Deciding sides never writes the SPARE page, so the
;; groups' sides are read from it as they are applied.) A cell with no unknown side left has nothing
;; to choose: only its clue can object, by its count of borders, and that is answered at once (a third
;; of the rules run in a generator's solves find the cell so, and the whole rule took 280 cycles for a
;; cell without a clue and 860 with one), and not even asked with the division's clues (pal_sound).
_pal_cell_rule::
        ld      c, a                    ; C = the cell
        SIDES_MASK _pal_unknown_mask, a
        or      a
        jr      nz, rule_undecided
        ldh     a, (_pal_sound)         ; the division's clues: its count is right
        or      a
        jr      nz, rule_decided_fits
        ld      l, c
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        cp      #NONE
        jr      z, rule_decided_fits
        ld      b, a                    ; B = the clue
        SIDES_MASK _pal_border_mask, a
        NIBBLE_BITS                     ; the walls round the cell
        cp      b
        jr      z, rule_decided_fits
        xor     a
        ret
rule_decided_fits:
        ld      a, #1
        ret
rule_undecided:
        ld      a, c
        ld      l, a
        ld      h, #PAGE_PAL_CLUES
        ld      e, a
        ld      a, (hl)
        cp      #NONE
        ld      a, e
        jp      z, rule_no_clue
        ldh     a, (_pal_easy_rules)
        or      a
        jr      z, 5$
        call    easy_short
        or      a
        jr      z, rule_done            ; nothing follows
        dec     a
        jr      nz, rule_ways_known     ; every group decided, the groups set as gather sets them
        jr      4$
5$:
        call    tricky_short
        or      a
        jr      z, rule_done            ; nothing follows
        dec     a
        jr      nz, rule_needs_known    ; every group decided, and what the decisions need
4$:
        ld      a, c
        call    _pal_cell_ways
        or      a
        ret     z
rule_ways_known:
        ldh     a, (_pal_always_open)
        ld      hl, #_pal_always_border
        or      (hl)
        ldh     (RULE_DECIDED), a
        call    nz, clue_needs          ; before anything changes
rule_needs_known:
        ldh     a, (_pal_inside)
        or      a
        jr      z, 1$
        ld      c, a
        ld      b, #(OPEN << 2)
        call    decide_sides
        or      a
        ret     z
1$:
        ldh     a, (RULE_DECIDED)
        or      a
        jr      z, rule_done            ; no group decided
        xor     a
        ldh     (RULE_GROUP), a
rule_group:
        ldh     a, (RULE_GROUP)
        ld      hl, #_pal_groups
        cp      (hl)
        jr      z, rule_done
        ld      h, #PAGE_PAL_SPARE
        add     a, #LOWEST_BIT_OF
        ld      l, a
        ld      d, (hl)                 ; D = 1 << the group
        ld      b, #(OPEN << 2)
        ldh     a, (_pal_always_open)
        and     d
        jr      nz, 2$
        ld      b, #(BORDER << 2)
        ldh     a, (_pal_always_border)
        and     d
        jr      z, rule_next_group      ; choices differ on it
2$:
        ldh     a, (RULE_NEEDS)         ; whether deciding this group needs the clue
        and     d
        jr      z, 3$
        ld      a, #MADE_BY_CELL
3$:
        ldh     (_pal_made_by), a
        ldh     a, (RULE_GROUP)
        add     a, #GROUP_SIDES
        ld      l, a
        ld      c, (hl)
        call    decide_sides
        or      a
        jr      z, rule_fail
rule_next_group:
        ld      hl, #RULE_GROUP
        inc     (hl)
        jr      rule_group
rule_done:
        xor     a
        ldh     (_pal_made_by), a
        inc     a
        ret
rule_fail:
        ldh     (_pal_made_by), a       ; A = 0
        ret

;; Easy's rule for clue cell C in short, without gathering its groups, where every unknown side
;; faces a piece of its own (not the cell's own piece, so none is to be opened, and no other side the
;; same piece, so every group is one side) and the clue wants t more borders of the U unknown sides:
;; A = 0 when 0 < t < U: the ways that give the clue's count border any t of the U groups, each is
;; joined in one and bordered in another, and nothing is agreed; A = 2 when t = 0 (every group open
;; in the one way) or t = U (every group bordered), with the rule's state set as gather and the ways
;; set it (RULE_CELL, RULE_OWN, the groups' sides and sizes, _pal_always_open and _border) for the
;; rest of the rule; A = 1 otherwise, C the cell still: the whole rule. (solve.py's cell_rule reaches
;; the same.) Two in three clue cells' rules at Easy are so, and gathering their groups and reading
;; the ways took about 1,500 cycles each. The counts come from one look-up of the SIDES byte
;; (side_counts_table); the pieces faced go on the SPARE page from PIECE_OF + 1 as gather puts them,
;; each one at the end first so that the search for it stops there (gather's way). B = the own piece,
;; C = the cell, D = its SIDES byte, E = where the next piece goes.
;; The counts both rules in short start from, for clue cell C: D = its SIDES byte, B = t (the borders
;; its clue still wants), A = U (its unknown sides), from one look-up of the byte (side_counts_table);
;; to easy_whole_rule when no way can give the clue's count (t < 0 or t > U: the whole rule says no).
        .macro  SHORT_COUNTS ?same_page
        ld      l, c
        ld      h, #PAGE_PAL_SIDES
        ld      d, (hl)
        ld      a, d
        ld      hl, #side_counts_table
        add     a, l
        ld      l, a
        jr      nc, same_page
        inc     h
same_page:
        ld      e, (hl)                 ; E = its borders << 4 | its unknown sides
        ld      a, e
        swap    a
        and     #0x0F
        ld      b, a                    ; B = the borders
        ld      l, c
        ld      h, #PAGE_PAL_CLUES
        ld      a, (hl)
        sub     b
        jp      c, easy_whole_rule      ; more borders than the clue
        ld      b, a                    ; B = t
        ld      a, e
        and     #0x0F                   ; U
        cp      b
        jp      c, easy_whole_rule      ; t > U
        .endm

;; A = the piece across side `side` of clue cell C, to `next` (a jp when `far`) if the side is decided
;; in the SIDES byte D, to easy_whole_rule if the piece is B, the cell's own (a side to open).
        .macro  FACED_PIECE side, next, far
        ld      a, d
        and     #(3 << (2 * side))
        .if     far
        jp      nz, next                ; decided
        .else
        jr      nz, next                ; decided
        .endif
        ACROSS  side, c
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        cp      b
        jp      z, easy_whole_rule      ; the own piece: a side to open
        .endm

;; Piece A on the SPARE page at E (PIECE_OF + 1 + its group), as gather puts the pieces faced; to
;; easy_whole_rule when an earlier side faced it already (a group of two sides): the search for it
;; stops at its copy at E at the latest (gather's way). HL = its place. Changes A.
        .macro  FACED_ONCE ?search, ?found
        ld      h, #PAGE_PAL_SPARE
        ld      l, e
        ld      (hl), a
        ld      l, #(PIECE_OF + 1)
search:
        cp      (hl)
        jr      z, found
        inc     l
        jr      search
found:
        ld      a, l
        cp      e
        jp      nz, easy_whole_rule
        .endm

        .macro  EASY_FACED side, ?next
        FACED_PIECE side, next, 0
        FACED_ONCE
        inc     e
next:
        .endm

;; The group of side `side` of the SIDES byte D, if it is unknown: its side at GROUP_SIDES + E (H =
;; the SPARE page), with `size` its piece's cells at GROUP_SIZE + E too (its piece at PIECE_OF + 1 +
;; E); E one more. Changes A, B, L.
        .macro  GROUP_OF_SIDE side, size, ?next
        ld      a, d
        and     #(3 << (2 * side))
        jr      nz, next
        ld      a, e
        add     a, #GROUP_SIDES
        ld      l, a
        ld      (hl), #(1 << side)
        .if     size
        add     a, #(PIECE_OF + 1 - GROUP_SIDES)
        ld      l, a
        ld      l, (hl)                 ; its piece
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      b, (hl)
        ld      h, #PAGE_PAL_SPARE
        ld      a, e
        add     a, #GROUP_SIZE
        ld      l, a
        ld      (hl), b
        .endif
        inc     e
next:
        .endm

easy_short:
        SHORT_COUNTS
        ld      e, #(OPEN << 2)
        inc     b
        dec     b
        jr      z, 2$                   ; t = 0: every group open
        ld      e, #(BORDER << 2)
        jr      z, 2$
        cp      b
        jr      z, 2$                   ; t = U: every group bordered
        ld      e, #0                   ; 0 < t < U: nothing
2$:
        ld      a, e
        ldh     (EASY_FORCED), a
        ld      l, c
        ld      h, #PAGE_PAL_LABEL
        ld      b, (hl)                 ; B = the own piece
        ld      e, #(PIECE_OF + 1)
        EASY_FACED 0
        EASY_FACED 1
        EASY_FACED 2
        EASY_FACED 3
        ldh     a, (EASY_FORCED)
        or      a
        ret     z                       ; A = 0: nothing follows
        ld      a, c                    ; every group decided: the state the rest of the rule reads
        ldh     (RULE_CELL), a
        ld      a, b
        ldh     (RULE_OWN), a
        ld      a, e
        sub     #(PIECE_OF + 1)
        ldh     (_pal_groups), a
        ld      b, a
        EVERY_GROUP
        ld      b, a
        xor     a
        ldh     (_pal_inside), a
        ldh     a, (EASY_FORCED)
        cp      #(OPEN << 2)
        ld      a, b
        jr      z, 4$
        ldh     (_pal_always_border), a
        xor     a
        ldh     (_pal_always_open), a
        jr      5$
4$:
        ldh     (_pal_always_open), a
        xor     a
        ldh     (_pal_always_border), a
5$:
        ld      e, #0
        ld      h, #PAGE_PAL_SPARE
        GROUP_OF_SIDE 0, 1
        GROUP_OF_SIDE 1, 1
        GROUP_OF_SIDE 2, 1
        GROUP_OF_SIDE 3, 1
        ld      a, #2
        ret
easy_whole_rule:
        ld      a, #1
        ret

;; Tricky's rule for clue cell C in short, as easy_short (read it first), where every unknown side
;; faces a piece of its own (none the cell's own piece, no other side the same piece: every group is
;; one side) and the ways that give the clue's count, each joining `joined` = U - t groups, can be
;; told apart by the separations of the cell's piece alone: either every faced piece is a single cell
;; (then every such way has one size, the cell's piece and `joined` cells, which must be at most k,
;; and two single cells are never apart where a rule asks: they are neighbours of one cell), or a way
;; joins at most one group (a side unknown between two pieces means they fit together: a join settles
;; the sides to pieces too big at once). Where bigger pieces are faced and a way joins two groups, the
;; pairs are asked one by one (short_pairs). A way is then possible exactly when it joins no group whose
;; piece is apart from the cell's (APART; asked only where one of the two is bigger than a cell), and:
;; joining none (t = U), every group is bordered; joining all (t = 0), every group is open, unless one
;; is apart (the whole rule then finds the contradiction); otherwise, with P the groups not apart, the
;; groups apart are bordered in every possible way, and the others agree on nothing while P has more
;; than `joined` of them, or are all open when it has just as many (fewer: the whole rule). A decision
;; needs the clue unless it borders a group apart (solve.py's clue_needed; none is too big). A = 0
;; when nothing follows; A = 2 with the rule's state set as gather, the ways and clue_needs set it
;; (RULE_CELL, RULE_OWN, the groups' sides, _pal_always_open and _border, RULE_DECIDED, RULE_NEEDS);
;; A = 1 otherwise, C the cell still: the whole rule. At 10x10 Tricky nine in ten clue cells' rules
;; with a side unknown are so, and gathering and trying their ways took 2,000 to 9,000 cycles each (the
;; pairs' separations asked way by way). B = the own piece, C = the cell, D = its SIDES byte, E = where the next piece
;; goes on the SPARE page (from PIECE_OF + 1, as gather puts them).
        .macro  TRICKY_FACED side, ?next, ?single, ?asked, ?together
        FACED_PIECE side, next, 1
        ld      l, a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      a, (hl)
        dec     a
        ld      a, l
        jr      z, single
        ld      a, #1
        ldh     (SHORT_MULTI), a
        ld      a, l                    ; a bigger piece may be faced twice: look for it
        FACED_ONCE
        push    bc
        push    de
        ld      a, (hl)
        ld      e, a
        ld      d, b
        call    separated
        pop     de
        pop     bc
        jr      asked
single:
        ld      h, #PAGE_PAL_SPARE      ; (a single cell is faced by one side only)
        ld      l, e
        ld      (hl), a
        ld      l, a
        ldh     a, (SHORT_OWN_SIZE)
        dec     a
        jr      z, asked                ; both single cells: never apart (A = 0)
        call    single_apart
asked:
        or      a
        jr      z, together
        ld      a, e                    ; apart: its group's bit
        sub     #(PIECE_OF + 1)
        add     a, #LOWEST_BIT_OF
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ldh     a, (SHORT_APART)
        or      (hl)
        ldh     (SHORT_APART), a
together:
        inc     e
next:
        .endm
;; A = 1 (NZ) when single cell L is apart from piece B: one of its borders (not the grid's edge) has a
;; cell of B across; else A = 0 (Z). Keeps B, C, D and E.
single_apart:
        push    bc
        push    de
        ld      c, l                    ; C = the single cell
        BORDER_TOWARDS 3$
        xor     a                       ; Z
        pop     de
        pop     bc
        ret
3$:
        ld      a, #1                   ; NZ
        or      a
        pop     de
        pop     bc
        ret

tricky_short:
        SHORT_COUNTS
        sub     b
        ldh     (SHORT_JOINED), a
        xor     a
        ldh     (SHORT_MULTI), a
        ldh     (SHORT_APART), a
        ld      l, c
        ld      h, #PAGE_PAL_LABEL
        ld      b, (hl)                 ; B = the own piece
        ld      l, b
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      a, (hl)
        ldh     (SHORT_OWN_SIZE), a
        ld      e, #(PIECE_OF + 1)
        TRICKY_FACED 0
        TRICKY_FACED 1
        TRICKY_FACED 2
        TRICKY_FACED 3
        ldh     a, (SHORT_MULTI)
        or      a
        jr      z, 2$
        ldh     a, (SHORT_JOINED)       ; a bigger piece faced: a way joins at most one group ...
        cp      #2
        jr      c, 3$
        jp      nz, easy_whole_rule
        jp      short_pairs             ; ... or two, each pair asked
2$:
        ldh     a, (SHORT_OWN_SIZE)     ; single cells: every way the cell's piece and `joined` cells
        ld      hl, #SHORT_JOINED
        add     a, (hl)
        ld      l, a
        ldh     a, (HRAM_K)
        cp      l
        jp      c, easy_whole_rule
3$:
        ld      a, e                    ; the groups
        sub     #(PIECE_OF + 1)
        ld      e, a                    ; E = U
        ldh     a, (SHORT_JOINED)
        or      a
        jr      z, 4$
        cp      e
        jr      z, 4$
        ldh     a, (SHORT_APART)        ; 0 < joined < U and none apart: every way agrees on nothing
        or      a
        ret     z                       ; A = 0: nothing follows
4$:
        ld      a, e
        ldh     (_pal_groups), a
        ld      b, a
        EVERY_GROUP
        ldh     (SHORT_ALL), a
        ldh     a, (SHORT_JOINED)
        or      a
        jr      nz, 5$
        ldh     a, (SHORT_ALL)          ; joining none: every group bordered
        ldh     (_pal_always_border), a
        xor     a
        ldh     (_pal_always_open), a
        jp      short_state
5$:
        cp      e
        jr      nz, 6$
        ldh     a, (SHORT_APART)        ; joining all: every group open, none apart
        or      a
        jp      nz, easy_whole_rule
        ldh     a, (SHORT_ALL)
        ldh     (_pal_always_open), a
        xor     a
        ldh     (_pal_always_border), a
        jp      short_state
6$:
        ldh     a, (SHORT_APART)        ; P: the groups not apart, how many
        cpl
        ld      hl, #SHORT_ALL
        and     (hl)
        ld      b, a                    ; B = P
        add     a, #BITS_IN
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      h, (hl)                 ; H = how many
        ldh     a, (SHORT_JOINED)
        cp      h
        jp      nc, 9$                  ; no more of them than a way joins
        ldh     a, (SHORT_APART)        ; more: nothing agreed on them, the ones apart bordered
        or      a
        ret     z                       ; A = 0: nothing follows
        ldh     (_pal_always_border), a
        xor     a
        ldh     (_pal_always_open), a
        jp      short_state
9$:
        jp      nz, easy_whole_rule     ; fewer than a way joins: no way
        ld      a, b                    ; just as many: the one way
        ldh     (_pal_always_open), a
        ldh     a, (SHORT_APART)
        ldh     (_pal_always_border), a
        jp      short_state

;; A = 1 << A (a group's bit). Changes H, L.
        .macro  GROUP_BIT
        add     a, #LOWEST_BIT_OF
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      a, (hl)
        .endm

;; tricky_short where bigger pieces are faced and every way joins two groups (`joined` 2): each pair
;; of groups, neither apart from the cell's piece (SHORT_APART), is a possible way when the cell's
;; piece and the two fit in k cells and the two are not apart from each other (solve.py's cell_rule:
;; the region's size, then every pair among the pieces joined); what every possible pair agrees on is
;; decided, nothing when it is nothing, the whole rule when no pair is possible. C = the cell, E =
;; past the last group's piece on the SPARE page.
short_pairs:
        ld      a, e
        sub     #(PIECE_OF + 1)
        ldh     (SHORT_GROUPS), a
        ld      b, a
        EVERY_GROUP
        ldh     (SHORT_ALL), a
        ldh     (_pal_always_open), a
        ldh     (_pal_always_border), a
        xor     a
        ldh     (SHORT_POSSIBLE), a
        push    bc
        ldh     (SHORT_I), a            ; I = 0
2$:
        ldh     a, (SHORT_I)
        ld      b, a
        inc     a
        ldh     (SHORT_J), a            ; J = I + 1
        ld      hl, #SHORT_GROUPS
        cp      (hl)
        jr      nc, 8$                  ; every pair asked
        ld      a, b
        GROUP_BIT
        ld      hl, #SHORT_APART
        and     (hl)
        jr      nz, 7$                  ; I apart from the cell's piece
3$:
        ldh     a, (SHORT_J)
        ld      hl, #SHORT_GROUPS
        cp      (hl)
        jr      nc, 7$
        GROUP_BIT
        ld      hl, #SHORT_APART
        and     (hl)
        jr      nz, 6$                  ; J apart from the cell's piece
        ldh     a, (SHORT_I)            ; D = piece I, E = piece J
        add     a, #(PIECE_OF + 1)
        ld      l, a
        ld      h, #PAGE_PAL_SPARE
        ld      d, (hl)
        ldh     a, (SHORT_J)
        add     a, #(PIECE_OF + 1)
        ld      l, a
        ld      e, (hl)
        ld      h, #PAGE_PAL_PIECE_SIZE ; the region: the cell's piece, I and J
        ld      l, d
        ldh     a, (SHORT_OWN_SIZE)
        add     a, (hl)
        ld      l, e
        add     a, (hl)
        ld      l, a
        ldh     a, (HRAM_K)
        cp      l
        jr      c, 6$                   ; passes k
        call    separated
        or      a
        jr      nz, 6$                  ; I and J apart
        ld      a, #1                   ; a possible way: I and J open, the rest bordered
        ldh     (SHORT_POSSIBLE), a
        ldh     a, (SHORT_I)
        GROUP_BIT
        ld      b, a
        ldh     a, (SHORT_J)
        GROUP_BIT
        or      b
        ld      b, a
        ld      hl, #_pal_always_open
        and     (hl)
        ld      (hl), a
        ld      a, b
        cpl
        ld      hl, #_pal_always_border
        and     (hl)
        ld      (hl), a
6$:
        ld      hl, #SHORT_J
        inc     (hl)
        jr      3$
7$:
        ld      hl, #SHORT_I
        inc     (hl)
        jr      2$
8$:
        pop     bc
        ldh     a, (SHORT_POSSIBLE)
        or      a
        jp      z, easy_whole_rule      ; no way: the whole rule finds the contradiction
        ldh     a, (SHORT_GROUPS)
        ldh     (_pal_groups), a
        ldh     a, (_pal_always_open)
        ld      hl, #_pal_always_border
        or      (hl)
        ret     z                       ; A = 0: nothing follows
        jr      short_state


short_state:                            ; the state the rest of the rule reads
        ld      a, c
        ldh     (RULE_CELL), a
        ld      l, c
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        ldh     (RULE_OWN), a
        xor     a
        ldh     (_pal_inside), a
        ldh     a, (_pal_always_open)
        ld      hl, #_pal_always_border
        or      (hl)
        ldh     (RULE_DECIDED), a
        ldh     a, (SHORT_APART)        ; what needs the clue: all but a border to a group apart
        cpl
        and     (hl)
        ld      hl, #_pal_always_open
        or      (hl)
        ldh     (RULE_NEEDS), a
        ld      l, c                    ; the groups' sides, in side order
        ld      h, #PAGE_PAL_SIDES
        ld      d, (hl)
        ld      e, #0
        ld      h, #PAGE_PAL_SPARE
        GROUP_OF_SIDE 0, 0
        GROUP_OF_SIDE 1, 0
        GROUP_OF_SIDE 2, 0
        GROUP_OF_SIDE 3, 0
        ld      a, #2
        ret

side_counts_table:
        PAL_SIDE_COUNTS_TABLE

;; RULE_NEEDS: the decided groups whose decision needs the cell's clue (solve.py's clue_needed). The
;; same rule without the clue never opens a faced group, and borders one exactly when joining it alone
;; is impossible: too big together, or already apart (the pair memo of this rule answers that).
clue_needs:
        ldh     a, (_pal_always_open)
        ldh     (RULE_NEEDS), a
        ldh     a, (_pal_always_border)
        or      a
        ret     z
        ldh     a, (RULE_OWN)
        ld      l, a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ldh     a, (HRAM_K)
        sub     (hl)
        ldh     (RULE_ROOM), a          ; k - the own piece's cells
        ld      c, #1                   ; C = the group + 1 (pair_apart's J)
1$:
        ld      h, #PAGE_PAL_SPARE
        ld      a, c
        add     a, #(LOWEST_BIT_OF - 1)
        ld      l, a
        ld      d, (hl)                 ; D = 1 << the group
        ldh     a, (_pal_always_border)
        and     d
        jr      z, 2$
        ld      a, c
        add     a, #(GROUP_SIZE - 1)
        ld      l, a
        ldh     a, (RULE_ROOM)
        cp      (hl)
        jr      c, 2$                   ; too big together
        ldh     a, (_pal_easy_rules)
        or      a
        jr      nz, 3$                  ; Easy: no rule sees pieces apart
        push    de
        ld      b, #0
        call    pair_apart
        pop     de
        or      a
        jr      nz, 2$                  ; already apart
3$:
        ldh     a, (RULE_NEEDS)
        or      d
        ldh     (RULE_NEEDS), a
2$:
        inc     c
        ldh     a, (_pal_groups)
        inc     a
        cp      c
        jr      nz, 1$
        ret

;; Decide the sides of RULE_CELL in mask C (bits N, E, S, W), each to B (the value << 2). A = 0 on a
;; contradiction, else 1.
decide_sides:
        ld      d, #0                   ; D = the side
1$:
        srl     c
        jr      nc, 2$
        push    bc
        push    de
        ld      a, b
        or      d
        ld      e, a
        ldh     a, (RULE_CELL)
        ldh     (_pal_deciding), a
        call    _pal_set_side
        ld      hl, #_pal_deciding      ; (left set where the side was decided already)
        ld      (hl), #NONE
        pop     de
        pop     bc
        or      a
        ret     z
2$:
        inc     d
        ld      a, c
        or      a
        jr      nz, 1$
        inc     a
        ret

;; The cell rule of a cell without a clue, side by side. Joining none of the faced pieces is always
;; possible there (no count to meet, the own piece is at most k), so no group is open in every choice;
;; and a group is bordered in every possible choice exactly when joining it alone is impossible (a
;; bigger choice holding it is bigger still and keeps more pairs apart). So each unknown side is
;; decided on its own: open when it faces the own piece, a border when the piece it faces is too big
;; to join or already apart from the own piece. Sides facing one piece get one answer, as the groups
;; would; no grouping, sums or choices are needed. Deciding a side changes no label or size here
;; (inside sides join nothing, borders never join), so the own piece stays what was read first.
        .macro  NO_CLUE_SIDE side, ?next, ?open, ?border, ?decide
        srl     d
        jr      nc, next
        ACROSS  side, c
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      e, (hl)                 ; E = the faced piece
        ld      a, b
        cp      e
        jr      z, open
        ld      l, b
        ld      h, #PAGE_PAL_PIECE_SIZE
        ld      a, (hl)
        ld      l, e
        add     a, (hl)
        ld      l, a
        ldh     a, (HRAM_K)
        cp      l
        jr      c, border               ; k < the two together
        ldh     a, (_pal_easy_rules)
        or      a
        jr      nz, next                ; Easy: walls at a distance are Tricky's
        push    bc
        push    de
        ld      d, b
        call    separated
        pop     de
        pop     bc
        or      a
        jr      z, next
border:
        ld      e, #(BORDER << (2 * side))
        jr      decide
open:
        ld      e, #(OPEN << (2 * side))
decide:
        push    bc
        push    de
        ACROSS  side, c
        ld      d, a
        ld      b, #side
        call    set_unknown_side
        pop     de
        pop     bc
        or      a
        ret     z
next:
        .endm

;; The sides in line (NO_CLUE_SIDE, N, E, S, W), as touch_join's walk: B = the own piece (no side
;; decided here joins two pieces, so its label stays), C = the cell, D = its unknown sides not looked
;; at yet, E = the piece across. (With the sides in a loop of memory variables it took 1,900 cycles a
;; rule at 10x10 Tricky.)
rule_no_clue:
        ld      c, a
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      b, (hl)
        SIDES_MASK _pal_unknown_mask, d
        NO_CLUE_SIDE 0
        NO_CLUE_SIDE 1
        NO_CLUE_SIDE 2
        NO_CLUE_SIDE 3
        jp      rule_done

;; ---- Easy's corner rule (the model's Board.side_corners and corner) --------------------------------

;; A = what the corner rule concludes at the corner whose south-east cell is A: the side to wall as
;; its field in the pattern of the corner's four sides (tables.py's corner_wall_table: 0 the north-east
;; cell's south side, 1 the north-west cell's east side, 2 its south side, 3 the south-west cell's east
;; side), or NONE. The pattern is one byte of their states, two bits each as in SIDES: the north-east
;; cell's south side is the south-east cell's north side and the south-west cell's east side its west
;; side, so the byte is the south-east cell's SIDES byte at bits 0-1 and 6-7 and the north-west cell's
;; at bits 2-5, two loads (reading the four sides from three cells took 170 cycles, and every side
;; Easy decides asks two corners). C = the south-east cell. Changes B, H, L.
        .macro  CORNER_PATTERN ?over
        ld      c, a                    ; C = south-east
        ld      l, a
        ld      h, #PAGE_PAL_SIDES
        ld      a, (hl)                 ; its north and west sides: bits 0-1 and 6-7 as they are
        and     #0xC3
        ld      b, a
        ld      a, (_div_width)         ; the north-west: south-east - width - 1
        cpl
        add     a, c
        ld      l, a
        ld      a, (hl)                 ; its east and south sides: bits 2-5 as they are
        and     #0x3C
        or      b
        ld      hl, #corner_wall_table
        add     a, l
        ld      l, a
        jr      nc, over
        inc     h
over:
        ld      a, (hl)
        .endm

;; Queue corner A (its south-east cell) if the corner rule would wall a side there now, unless it
;; waits already (QUEUED bit 2): in line, for the hottest caller. Every change to one of a corner's
;; sides asks this, and the rule reads nothing but their states, so a corner whose sides come to call
;; for a wall is asked at the change that made them so; the rule runs later, once that change has
;; been worked through. Changes every register.
        .macro  QUEUE_CORNER_IF_WALL ?skip
        CORNER_PATTERN
        inc     a                       ; NONE: nothing to wall
        jr      z, skip
        ld      a, c
        QUEUE_HERE 2, _pal_corner_tail, PAGE_PAL_CORNER_QUEUE
skip:
        .endm

;; void pal_queue_side_corners(uint8_t cell, uint8_t d): queue the corners at both ends of side d of
;; the cell (A = the cell, E = d), each by its south-east cell, where the rule would wall a side
;; (QUEUE_CORNER_IF_WALL); a corner on the grid's edge has none. The side is seen as an east or a
;; south side (of the cell across, for west and north), and the second corner waits in E while the
;; first is asked (the pattern keeps D and E), with the cell's grid edges in D. Changes every register.
_pal_queue_side_corners::
        bit     0, e
        jr      z, 1$                   ; north or south
        bit     1, e
        jp      z, side_corners_east    ; east: the cell's own
        dec     a                       ; west: the east side of the cell to the west
        jp      side_corners_east
1$:
        bit     1, e
        jr      nz, side_corners_south  ; south: the cell's own
        ld      hl, #_div_width         ; north: the south side of the cell to the north
        sub     (hl)
side_corners_south:                     ; the corners at cell + width (west end), + width + 1 (east)
        ld      c, a
        ld      l, a
        ld      h, #PAGE_DIV_EDGES
        ld      d, (hl)                 ; D = the cell's grid edges
        ld      a, (_div_width)
        add     a, c
        ld      e, a
        inc     e                       ; E = the east end's corner
        bit     3, d                    ; DIV_EDGE_W
        jr      nz, 2$
        QUEUE_CORNER_IF_WALL
2$:
        bit     1, d                    ; DIV_EDGE_E
        ret     nz
        ld      a, e
        QUEUE_CORNER_IF_WALL
        ret
side_corners_east:                      ; the corners at cell + 1 (north end), + width + 1 (south)
        ld      c, a
        ld      l, a
        ld      h, #PAGE_DIV_EDGES
        ld      d, (hl)
        ld      a, (_div_width)
        inc     a
        add     a, c
        ld      e, a                    ; E = the south end's corner
        bit     0, d                    ; DIV_EDGE_N
        jr      nz, 3$
        ld      a, c
        inc     a
        QUEUE_CORNER_IF_WALL
3$:
        bit     2, d                    ; DIV_EDGE_S
        ret     nz
        ld      a, e
        QUEUE_CORNER_IF_WALL
        ret

;; uint8_t pal_corner(uint8_t south_east): the corner rule at the corner whose south-east cell is A.
;; When exactly two of its four sides do not lie inside one piece, a wall on one makes the other a
;; wall (needing no clue). Once a side's change has been worked through (the rule runs from the queue,
;; never inside pal_set_side), a side lies inside one piece exactly when it is open: a join opens every
;; unknown side it brings inside (touch_join), and a wall inside a piece is a contradiction. So the rule
;; is a pattern of the four sides' states, two open, one wall, one unknown, and walls the unknown one
;; (CORNER_PATTERN). 0 on a contradiction (pal_set_side's answer).
_pal_corner::
        CORNER_PATTERN
        cp      #NONE
        jr      z, corner_fine
        ld      b, a                    ; B = the field
        ld      e, #(BORDER << 2 | 2)   ; fields 0 and 2: a south side
        bit     0, b
        jr      z, 1$
        ld      e, #(BORDER << 2 | 1)   ; fields 1 and 3: an east side
1$:
        ld      a, b
        cp      #3
        ld      a, c
        jr      z, 2$                   ; field 3: the south-west cell, south-east - 1
        ld      hl, #_div_width
        sub     (hl)                    ; the north-east cell
        inc     b
        dec     b
        jr      z, 3$                   ; field 0: it
2$:
        dec     a                       ; fields 1 and 2: the north-west cell
3$:
        ld      hl, #_pal_made_by
        ld      (hl), #0
        jp      _pal_set_side
corner_fine:
        ld      a, #1
        ret

corner_wall_table:
        PAL_CORNER_WALL_TABLE

;; ---- the piece rule and the queues (the model's Board.piece_rule and propagate) -------------------

;; A piece short of k cells must grow (A = its label; 0 on a contradiction): with no unknown side it
;; cannot, and when every unknown side faces one other piece it joins that piece. One side towards it
;; is opened, the first in the piece's ring and N, E, S, W order; the cell rule opens the others, which
;; are inside the joined piece. B = the cell's unknown sides still to read, C = the cell, D = the
;; piece, E = the one other piece its unknown sides face so far (NONE: none yet); PIECE_SIDE reads one
;; side (N, E, S, W in turn, unrolled).
        .macro  PIECE_SIDE side, ?next, ?second
        srl     b
        jr      nc, next
        ACROSS  side, c
        ld      l, a
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)                 ; the piece across
        cp      d
        jr      z, next                 ; inside
        inc     e                       ; E = NONE: the first piece faced
        jr      nz, second
        ld      e, a
        ld      a, c
        ldh     (PIECE_EXIT_CELL), a
        ld      a, #side
        ldh     (PIECE_EXIT_SIDE), a
        jr      next
second:
        dec     e
        cp      e
        jp      nz, piece_ok            ; it faces two pieces: nothing follows
next:
        .endm

piece_rule:
        ld      c, a                    ; C = the cell
        ld      d, a                    ; D = the piece
        ld      l, a
        ld      h, #PAGE_PAL_PIECE_SIZE
        ldh     a, (HRAM_K)
        cp      (hl)
        jp      z, piece_ok
        ld      e, #NONE
piece_cell:
        SIDES_MASK _pal_unknown_mask, b
        PIECE_SIDE 0
        PIECE_SIDE 1
        PIECE_SIDE 2
        PIECE_SIDE 3
        ld      l, c
        ld      h, #PAGE_PAL_NEXT
        ld      c, (hl)
        ld      a, c
        cp      d
        jp      nz, piece_cell
        ld      a, e
        cp      #NONE
        jr      z, piece_stuck
        ldh     a, (PIECE_EXIT_CELL)    ; open the side (unknown: set_unknown_side)
        ld      c, a
        ldh     a, (PIECE_EXIT_SIDE)
        ld      b, a
        ld      h, #PAGE_PAL_SPARE
        add     a, #STEP_BY_SIDE
        ld      l, a
        ld      a, c
        add     a, (hl)
        ld      d, a                    ; D = the cell across
        ld      a, b
        add     a, #(VALUE_AT + (OPEN << 2))
        ld      l, a
        ld      e, (hl)                 ; E = open, in the side's bits
        jp      set_unknown_side
piece_stuck:
        xor     a
        ret
piece_ok:
        ld      a, #1
        ret

;; uint8_t pal_propagate(void): run the rules until both queues are empty, the pieces first, the
;; last one queued first (a cell is examined only when no piece waits: solve.py's propagate says why;
;; the closure is the same in any order, and of the orders tried this was the quickest: 10x10 Tricky,
;; cells last in first out 197.5 frames against 194.4 first in first out, cells before pieces 210.2,
;; pieces last in first out 194.1); 0 on a contradiction (the queues are then left as they are).
;; At Easy the corners wait in a third queue, asked before the
;; others; at Tricky it is always empty, and the loop does not ask it. On the background thread (a
;; Game Boy Color making the next puzzle ahead) the loop gives the CPU back when asked before each
;; rule; on the game thread it is never asked, and that loop does not look (one loop for each level
;; and thread: asking took 32 cycles of each of the 3,000 rules a 10x10 puzzle runs).
_pal_propagate::
        ld      a, (_bg_in_background)
        or      a
        ldh     a, (_pal_easy_rules)
        jr      nz, 1$
        or      a
        jp      z, propagate_tricky
        jp      propagate_easy
1$:
        or      a
        jp      z, propagate_tricky_yielding
        jp      propagate_easy_yielding

;; Easy's corners, then PIECES_THEN_CELLS: one rule run, then back to `loop`.
        .macro  CORNERS_FIRST loop, ?pieces
        ld      a, (_pal_corner_head)   ; Easy's corners first: the cheapest rule
        ld      hl, #_pal_corner_tail
        cp      (hl)
        jr      z, pieces
        ld      l, a
        ld      h, #PAGE_PAL_CORNER_QUEUE
        ld      c, (hl)
        inc     a
        ld      (_pal_corner_head), a
        ld      l, c
        ld      h, #PAGE_PAL_QUEUED
        res     2, (hl)                 ; PAL_QUEUED_CORNER
        ld      a, c
        call    _pal_corner
        or      a
        jr      nz, loop
        ret
pieces:
        PIECES_THEN_CELLS loop
        .endm

;; The pieces, then the cells: one rule run, then back to `loop`.
        .macro  PIECES_THEN_CELLS loop, ?pieces, ?cells
pieces:
        ld      hl, #_pal_piece_head
        ld      a, (hl+)
        cp      (hl)
        jr      z, cells
        dec     (hl)                    ; the last piece queued first
        ld      l, (hl)
        ld      h, #PAGE_PAL_PIECE_QUEUE
        ld      c, (hl)
        ld      l, c
        ld      h, #PAGE_PAL_QUEUED
        res     1, (hl)                 ; QUEUED_PIECE
        ld      h, #PAGE_PAL_LABEL
        ld      a, (hl)
        cp      c
        jr      nz, loop                ; joined into another piece since it was queued
        call    piece_rule
        or      a
        jr      nz, loop
        ret
cells:
        ld      hl, #_pal_cell_head
        ld      a, (hl+)
        cp      (hl)
        jp      z, propagate_done
        dec     hl
        inc     (hl)
        ld      l, a
        ld      h, #PAGE_PAL_CELL_QUEUE
        ld      c, (hl)
        ld      l, c
        ld      h, #PAGE_PAL_QUEUED
        res     0, (hl)                 ; QUEUED_CELL
        ld      a, c
        call    _pal_cell_rule
        or      a
        jr      nz, loop
        ret
        .endm

propagate_easy:
        CORNERS_FIRST propagate_easy
propagate_tricky:
        PIECES_THEN_CELLS propagate_tricky
propagate_easy_yielding:
        BG_YIELD_KEEPING_NOTHING        ; before each rule: the queues are in memory
        CORNERS_FIRST propagate_easy_yielding
propagate_tricky_yielding:
        BG_YIELD_KEEPING_NOTHING
        PIECES_THEN_CELLS propagate_tricky_yielding
propagate_done:
        ld      a, #1
        ret
