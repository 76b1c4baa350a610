;; Union-find (disjoint sets) over a WRAM page, shared by every puzzle: the same forest as
;; codegen/common/dsf.py. parent[] is one 256-byte page and size[] the page after it, so an item's
;; entries are (page, item) and (page + 1, item): H = page, L = item, with no 16-bit arithmetic.
;;
;; find() halves paths as it walks (each node on the way is re-pointed to its grandparent); union()
;; hangs the smaller tree under the larger (ties: the second root under the first, as the model
;; does), so a find follows at most log2(255) < 8 links. Which root a set ends up with never changes
;; which items are together, so callers compare roots, never keep them.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; a 16-bit second argument in DE; 8-bit result in A.

        .module dsf

        .area   _CODE

;; void dsf_reset(uint8_t page, uint8_t count)
;; Items 0..count-1 (count >= 1) each a set of their own: parent[i] = i, size[i] = 1.
_dsf_reset::
        ld      h, a
        ld      l, #0
        ld      c, e
1$:
        ld      (hl), l                 ; parent[i] = i
        inc     h
        ld      (hl), #1                ; size[i] = 1
        dec     h
        inc     l
        dec     c
        jr      nz, 1$
        ret

;; uint8_t dsf_find(uint8_t page, uint8_t item)
;; The root of item's set.
_dsf_find::
        ld      h, a
        ld      l, e
        ld      a, (hl)
        cp      l
        ret     z                       ; a root
        jr      _dsf_find_slow

;; Path-halving find for an item that is not a root, for assembly callers.
;; In: H = parent page, L = item, A = parent[item]. Out: A = root. Changes L; keeps B, C, D, E, H.
_dsf_find_slow::
        push    bc
1$:
        ld      c, l                    ; item
        ld      l, a                    ; its parent p
        ld      a, (hl)                 ; its grandparent g
        ld      b, l
        ld      l, c
        ld      (hl), a                 ; parent[item] = g: halve the path
        cp      b
        jr      z, 2$                   ; g == p: p is the root
        ld      l, a                    ; item = g
        ld      a, (hl)
        cp      l
        jr      nz, 1$
2$:
        pop     bc
        ret


;; uint8_t dsf_union(uint8_t page, uint16_t items)
;; Join the sets of items E and D (the low and high bytes of `items`); return the joined set's root.
_dsf_union::
        ld      h, a
        ld      l, e
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        ld      e, a                    ; E = root of the first
        ld      l, d
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        cp      e
        jr      nz, 1$
        ret                             ; already one set
1$:
        ld      d, a                    ; D = root of the second
        inc     h                       ; the size page
        ld      l, e
        ld      b, (hl)                 ; B = size of the first
        ld      l, d
        ld      c, (hl)                 ; C = size of the second
        ld      a, b
        cp      c
        jr      nc, 2$                  ; first >= second: the second goes under the first
        ld      a, e                    ; else swap: the first goes under the second
        ld      e, d
        ld      d, a
2$:
        ld      a, b
        add     a, c
        ld      l, e
        ld      (hl), a                 ; size[big] = the sum
        dec     h
        ld      l, d
        ld      (hl), e                 ; parent[small] = big
        ld      a, e
        ret
