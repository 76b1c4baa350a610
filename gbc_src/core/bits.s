;; The number of set bits of every 4-bit value, shared by every puzzle: a cell's four sides (N, E, S,
;; W) are a 4-bit mask throughout the cartridge, and "how many walls, edges or lines" is this look-up.
;; Bank 0, so banked code of any bank reads it.

        .module bits

        .area   _CODE

_nibble_bits::                          ; [m] the set bits of m, m = 0..15
        .db     0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4
