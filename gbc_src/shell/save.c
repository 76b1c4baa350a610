/* The battery-backed save (save_layout.h, codegen/emit/save_layout.py): settings, and per puzzle its
   best times and one game slot, each part checked on its own; a part that does not check out is reset
   alone, never trusted. The save of the Hitori-only cartridge that came before (version 1) is read
   once: its best times and sound setting are carried over when they check out, its game is dropped.
   A version 2 save (the same layout, Fletcher checks) is kept part by part and sealed with CRCs.

   Cartridge RAM is on only inside these functions (save_io.h). */
#pragma bank 255

#include "io_block.h"
#include "registry.h"
#include "save_io.h"
#include "shell.h"

/* Per puzzle: where its slot and its best times are (registry order). */
static const uint16_t slot_of[PUZZLE_COUNT] = SAVE_SLOT_OFFSETS;
static const uint16_t best_of[PUZZLE_COUNT] = SAVE_BEST_OFFSETS;
static const uint16_t best_parts[PUZZLE_COUNT][3] = SAVE_BEST_PARTS;
static const uint16_t game_parts[PUZZLE_COUNT][3] = SAVE_GAME_PARTS;
static const uint8_t v1_hitori_shapes[] = SAVE_V1_HITORI_SHAPES;

#define PART(table, puzzle) table[puzzle][0], table[puzzle][1], table[puzzle][2]
#define SLOT(puzzle) (SAVE_BYTES + slot_of[puzzle])
#define BEST(puzzle) ((uint16_t *)(SAVE_BYTES + best_of[puzzle]))

static uint8_t header_is(uint8_t m0, uint8_t m1, uint8_t m2, uint8_t m3, uint8_t version)
{
    return SAVE_BYTES[0] == m0 && SAVE_BYTES[1] == m1 && SAVE_BYTES[2] == m2 && SAVE_BYTES[3] == m3
           && SAVE_BYTES[4] == version;
}

static void reset_settings(uint8_t sound_on)
{
    SAVE_RAM->sound_on = sound_on;
    SAVE_RAM->last_puzzle = 0;
    save_part_seal(SAVE_PART_SETTINGS);
}

static void reset_best(uint8_t puzzle)
{
    uint16_t *best = BEST(puzzle);
    uint8_t slots = (uint8_t)(puzzle_infos[puzzle].size_count * puzzle_infos[puzzle].difficulty_count);
    uint8_t i;
    for (i = 0; i != slots; i++)
        best[i] = SAVE_NO_TIME;
    save_part_seal(PART(best_parts, puzzle));
}

static void reset_game(uint8_t puzzle)
{
    SLOT(puzzle)[0] = 0;
    save_part_seal(PART(game_parts, puzzle));
}

/* The old Hitori-only save: its best times by its shape list, 2 difficulties. Read before anything is
   written (its fields overlap ours). Returns whether they checked out. */
static uint8_t carry_over_v1(void)
{
    uint16_t old_best[sizeof v1_hitori_shapes * 2u];
    const uint16_t *old = (const uint16_t *)(SAVE_BYTES + SAVE_V1_BEST);
    uint8_t sound_on;
    uint8_t size;
    uint8_t i;

    if (!save_part_ok_fletcher(SAVE_V1_PART_RECORDS))
        return 0;
    for (size = 0; size != sizeof v1_hitori_shapes; size++) {
        old_best[size << 1] = old[v1_hitori_shapes[size] << 1];
        old_best[(size << 1) + 1u] = old[(v1_hitori_shapes[size] << 1) + 1u];
    }
    sound_on = SAVE_BYTES[SAVE_V1_SOUND] != 0;
    SAVE_BYTES[4] = 0;  /* while the parts are rewritten, the header claims nothing */
    reset_settings(sound_on);
    for (i = 0; i != PUZZLE_COUNT; i++) {
        reset_best(i);
        reset_game(i);
    }
    for (i = 0; i != sizeof old_best / sizeof old_best[0]; i++)
        BEST(PUZZLE_HITORI)[i] = old_best[i];
    save_part_seal(PART(best_parts, PUZZLE_HITORI));
    return 1;
}

static void write_header(void)
{
    SAVE_RAM->magic[0] = SAVE_MAGIC_0;
    SAVE_RAM->magic[1] = SAVE_MAGIC_1;
    SAVE_RAM->magic[2] = SAVE_MAGIC_2;
    SAVE_RAM->magic[3] = SAVE_MAGIC_3;
    SAVE_RAM->version = SAVE_VERSION;
}

static uint8_t fresh_start(void)
{
    uint8_t i;
    SAVE_BYTES[4] = 0;
    reset_settings(1);
    for (i = 0; i != PUZZLE_COUNT; i++) {
        reset_best(i);
        reset_game(i);
    }
    return CART_SAVE_BLANK;
}

/* A part of a save of this layout: version 3 checks it by its CRC. A version 2 save's part checks out
   by its old Fletcher sum, or by the CRC it already got if an upgrade was cut short by power loss;
   either way it is sealed with its CRC. */
static uint8_t upgrading;

static uint8_t part_holds(uint16_t start, uint16_t bytes, uint16_t check)
{
    if (!upgrading)
        return save_part_ok(start, bytes, check);
    if (!save_part_ok_fletcher(start, bytes, check) && !save_part_ok(start, bytes, check))
        return 0;
    save_part_seal(start, bytes, check);
    return 1;
}

/* Every part checked on its own; one that fails is reset alone. */
static uint8_t check_parts(void)
{
    uint8_t notice = CART_SAVE_OK;
    uint8_t i;
    if (!part_holds(SAVE_PART_SETTINGS) || SAVE_RAM->last_puzzle >= PUZZLE_COUNT) {
        reset_settings(1);
        notice = CART_SAVE_DAMAGED;
    }
    for (i = 0; i != PUZZLE_COUNT; i++) {
        if (!part_holds(PART(best_parts, i))) {
            reset_best(i);
            notice = CART_SAVE_DAMAGED;
        }
        if (!part_holds(PART(game_parts, i)) || (SLOT(i)[0] && (SLOT(i)[SAVE_SLOT_SIZE] >= puzzle_infos[i].size_count
            || SLOT(i)[SAVE_SLOT_DIFFICULTY] >= puzzle_infos[i].difficulty_count))) {
            reset_game(i);
            notice = CART_SAVE_DAMAGED;
        }
    }
    return notice;
}

uint8_t save_open(void) BANKED
{
    uint8_t notice;

    save_ram_on();
    upgrading = 0;
    if (header_is(SAVE_V1_MAGIC_0, SAVE_V1_MAGIC_1, SAVE_V1_MAGIC_2, SAVE_V1_MAGIC_3, SAVE_V1_VERSION)) {
        notice = carry_over_v1() ? CART_SAVE_CARRIED_OVER : fresh_start();
        write_header();
    } else if (header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V2_VERSION)) {
        upgrading = 1;  /* the header changes last: power lost before it leaves a save this reads again */
        notice = check_parts();
        upgrading = 0;
        write_header();
    } else if (!header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_VERSION)) {
        notice = fresh_start();
        write_header();
    } else {
        notice = check_parts();
    }
    save_ram_off();
    return notice;
}

uint8_t save_setting(uint8_t setting) BANKED
{
    uint8_t value;
    save_ram_on();
    value = SAVE_BYTES[setting];
    save_ram_off();
    return value;
}

void save_set_setting(uint8_t setting, uint8_t value) BANKED
{
    save_ram_on();
    SAVE_BYTES[setting] = value;
    save_part_seal(SAVE_PART_SETTINGS);
    save_ram_off();
}

static uint8_t best_slot(uint8_t puzzle, uint8_t size, uint8_t difficulty)
{
    uint8_t slot = difficulty;
    uint8_t count = puzzle_infos[puzzle].difficulty_count;
    while (size--)
        slot += count;
    return slot;
}

uint16_t save_best(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    uint16_t best;
    save_ram_on();
    best = BEST(puzzle)[best_slot(puzzle, size, difficulty)];
    save_ram_off();
    return best;
}

uint8_t save_offer_time(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seconds) BANKED
{
    uint16_t *best = BEST(puzzle) + best_slot(puzzle, size, difficulty);
    uint8_t better;

    save_ram_on();
    better = seconds < *best;
    if (better) {
        *best = seconds;
        save_part_seal(PART(best_parts, puzzle));
    }
    save_ram_off();
    return better;
}

uint8_t save_has_game(uint8_t puzzle) BANKED
{
    uint8_t saved;
    save_ram_on();
    saved = SLOT(puzzle)[0];
    save_ram_off();
    return saved;
}

void save_game_begin(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    uint8_t *slot = SLOT(puzzle);
    save_ram_on();
    slot[0] = 1;
    slot[SAVE_SLOT_SIZE] = size;
    slot[SAVE_SLOT_DIFFICULTY] = difficulty;
    *(uint16_t *)(slot + SAVE_SLOT_SEED) = seed;
    *(uint16_t *)(slot + SAVE_SLOT_SECONDS) = 0;
    save_ram_off();
}

void save_game_progress(uint8_t puzzle, uint16_t seconds) BANKED
{
    save_ram_on();
    *(uint16_t *)(SLOT(puzzle) + SAVE_SLOT_SECONDS) = seconds;
    save_part_seal(PART(game_parts, puzzle));
    save_ram_off();
}

void save_game_read(uint8_t puzzle, uint8_t *size, uint8_t *difficulty, uint16_t *seed, uint16_t *seconds) BANKED
{
    const uint8_t *slot = SLOT(puzzle);
    save_ram_on();
    *size = slot[SAVE_SLOT_SIZE];
    *difficulty = slot[SAVE_SLOT_DIFFICULTY];
    *seed = *(const uint16_t *)(slot + SAVE_SLOT_SEED);
    *seconds = *(const uint16_t *)(slot + SAVE_SLOT_SECONDS);
    save_ram_off();
}

void save_game_clear(uint8_t puzzle) BANKED
{
    save_ram_on();
    reset_game(puzzle);
    save_ram_off();
}
