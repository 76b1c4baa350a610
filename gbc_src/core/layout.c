/* Hitori layouts with the planar-dual connectivity check: the C twin of codegen/layout.py,
   codegen/dual.py and codegen/prng.py (read those first: they explain why it works).

   In short: the white cells form a plane graph whose faces start as the unit squares between four
   cell centres plus the outer face. Shading a cell deletes it and its edges, joining the faces at
   its four corners. With d white neighbours and k distinct face classes at the corners, V - E + F
   changes by d - k, and by Euler's formula so does the number of white components: the move keeps
   the whites connected iff k == d. The face classes live in a union-find forest (union by rank,
   path halving), so a check is four finds and at most three unions.

   Cycle notes: every index is 8-bit; the per-cell tables are [cell][4] rows, so a row's address is
   one 16-bit shift-and-add and the four entries are read through a pointer; no multiply or divide. */
#include "layout.h"

uint8_t layout_black[HITORI_MAX_CELLS];

static uint8_t face_parent[HITORI_MAX_FACES];
static uint8_t face_rank[HITORI_MAX_FACES];
static uint8_t deck[HITORI_MAX_CELLS];

/* ---- PRNG: 16-bit xorshift (7, 9, 8), kept as two bytes; see codegen/prng.py ---- */

static uint8_t rng_lo;
static uint8_t rng_hi;

static void rng_step(void)
{
    uint8_t lo = rng_lo;
    uint8_t hi = rng_hi;
    hi ^= (uint8_t)(hi << 7) | (uint8_t)(lo >> 1);  /* x ^= x << 7 */
    lo ^= (uint8_t)(lo << 7);
    lo ^= (uint8_t)(hi >> 1);                       /* x ^= x >> 9 */
    hi ^= lo;                                       /* x ^= x << 8 */
    rng_lo = lo;
    rng_hi = hi;
}

/* Uniform in 0..limit by rejection; `mask` is the smallest 2^k - 1 >= limit. */
static uint8_t rng_at_most(uint8_t limit, uint8_t mask)
{
    uint8_t value;
    do {
        rng_step();
        value = rng_lo & mask;
    } while (value > limit);
    return value;
}

/* Fisher-Yates from the top, the order codegen/prng.py shuffled_deck() gives. */
static void shuffle_deck(uint8_t count)
{
    uint8_t i;
    uint8_t j;
    uint8_t swap;
    uint8_t mask = 0xFFu;

    for (i = 0; i != count; i++)
        deck[i] = i;
    for (i = count - 1u; i != 0; i--) {
        while ((uint8_t)(mask >> 1) >= i)
            mask >>= 1;
        j = rng_at_most(i, mask);
        swap = deck[i];
        deck[i] = deck[j];
        deck[j] = swap;
    }
}

/* ---- union-find over faces ---- */

static uint8_t face_find(uint8_t face)
{
    uint8_t parent;
    while ((parent = face_parent[face]) != face) {
        parent = face_parent[parent];  /* path halving: skip to the grandparent */
        face_parent[face] = parent;
        face = parent;
    }
    return face;
}

static uint8_t face_union(uint8_t a, uint8_t b)
{
    uint8_t rank_a = face_rank[a];
    uint8_t rank_b = face_rank[b];
    if (rank_a < rank_b) {
        face_parent[a] = b;
        return b;
    }
    face_parent[b] = a;
    if (rank_a == rank_b)
        face_rank[a] = rank_a + 1u;
    return a;
}

/* ---- the move ---- */

/* Shade `cell` if it is white, has no black neighbour and its removal keeps the whites connected. */
static uint8_t try_blacken(const board_shape_t *shape, uint8_t cell)
{
    const uint8_t *near = shape->neighbours[cell];
    const uint8_t *corner = shape->corner_faces[cell];
    uint8_t roots[4];
    uint8_t white_neighbours = 0;
    uint8_t distinct = 0;
    uint8_t k;
    uint8_t m;
    uint8_t root;

    if (layout_black[cell])
        return 0;
    for (k = 0; k != 4u; k++) {
        uint8_t n = near[k];
        if (n == HITORI_NO_CELL)
            continue;
        if (layout_black[n])
            return 0;
        white_neighbours++;
    }
    for (k = 0; k != 4u; k++) {
        root = face_find(corner[k]);
        for (m = 0; m != distinct; m++)
            if (roots[m] == root)
                break;
        if (m == distinct)
            roots[distinct++] = root;
    }
    if (distinct != white_neighbours)
        return 0;  /* the white cells would fall apart */

    root = roots[0];
    for (m = 1; m != distinct; m++)
        root = face_union(root, roots[m]);
    layout_black[cell] = 1;
    return 1;
}

uint8_t layout_generate(const board_shape_t *shape, uint16_t seed)
{
    uint8_t count = shape->cell_count;
    uint8_t faces = shape->face_count;
    uint8_t blacks = 0;
    uint8_t i;

    for (i = 0; i != count; i++)
        layout_black[i] = 0;
    for (i = 0; i != faces; i++) {
        face_parent[i] = i;
        face_rank[i] = 0;
    }
    rng_lo = (uint8_t)seed;
    rng_hi = (uint8_t)(seed >> 8);
    shuffle_deck(count);
    for (i = 0; i != count; i++)
        blacks += try_blacken(shape, deck[i]);
    return blacks;
}
