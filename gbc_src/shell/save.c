/* The battery-backed save (save_layout.h, codegen/emit/save_layout.py): settings, per puzzle its
   best times and one game slot, and the puzzle made ahead (ahead.c), each part checked on its own; a part that does not check out is reset
   alone, never trusted. The save of the Hitori-only cartridge that came before (version 1) is read
   once: its best times and sound setting are carried over when they check out, its game is dropped.
   A save of versions 2 to 5 (older layouts; version 2 with Fletcher checks) is migrated part by part
   into this version's places, which lie past their ends: the header changes last, so power lost
   during a migration leaves the old save whole, and the next power-on migrates it again. A puzzle
   whose levels changed meaning since the save was written has its best times and game dropped
   (retire_levels), with a notice when there was something to drop.

   Cartridge RAM is on only inside these functions (save_io.h). */
#pragma bank 255

#include <stddef.h>

#include "io_block.h"
#include "made.h"
#include "registry.h"
#include "save_io.h"
#include "shell.h"

/* Per puzzle: where its slot and its best times are (registry order). */
static const uint16_t slot_of[PUZZLE_COUNT] = SAVE_SLOT_OFFSETS;
static const uint16_t best_of[PUZZLE_COUNT] = SAVE_BEST_OFFSETS;
static const uint16_t best_parts[PUZZLE_COUNT][3] = SAVE_BEST_PARTS;
static const uint16_t game_parts[PUZZLE_COUNT][3] = SAVE_GAME_PARTS;
static const uint8_t v1_hitori_shapes[] = SAVE_V1_HITORI_SHAPES;
/* An older layout and how its parts become this version's (save_layout.h). */
typedef struct old_layout {
    uint16_t settings[3];
    uint16_t best_parts[PUZZLE_COUNT][3];
    uint16_t game_parts[PUZZLE_COUNT][3];
    const uint8_t *best_from;
    const uint16_t *best_from_first;
    const uint8_t *size_from;
    const uint16_t *size_from_first;
    const uint8_t *level_from;
    const uint16_t *level_from_first;
    const uint16_t *game_runs;  /* old offset, new offset, bytes */
    const uint16_t *game_runs_first;
} old_layout_t;

#define OLD_LAYOUT_TABLES(v)                                                                      \
    static const uint8_t v##_best_from[] = SAVE_##v##_BEST_FROM;                                  \
    static const uint16_t v##_best_from_first[PUZZLE_COUNT + 1] = SAVE_##v##_BEST_FROM_FIRST;     \
    static const uint8_t v##_size_from[] = SAVE_##v##_SIZE_FROM;                                  \
    static const uint16_t v##_size_from_first[PUZZLE_COUNT + 1] = SAVE_##v##_SIZE_FROM_FIRST;     \
    static const uint8_t v##_level_from[] = SAVE_##v##_LEVEL_FROM;                                \
    static const uint16_t v##_level_from_first[PUZZLE_COUNT + 1] = SAVE_##v##_LEVEL_FROM_FIRST;   \
    static const uint16_t v##_game_runs[] = SAVE_##v##_GAME_RUNS;                                 \
    static const uint16_t v##_game_runs_first[PUZZLE_COUNT + 1] = SAVE_##v##_GAME_RUNS_FIRST;     \
    static const old_layout_t v##_layout = {                                                      \
        { SAVE_##v##_PART_SETTINGS }, SAVE_##v##_BEST_PARTS, SAVE_##v##_GAME_PARTS,               \
        v##_best_from, v##_best_from_first, v##_size_from, v##_size_from_first,                   \
        v##_level_from, v##_level_from_first, v##_game_runs, v##_game_runs_first }

OLD_LAYOUT_TABLES(V3);  /* versions 2 and 3 */
OLD_LAYOUT_TABLES(V5);  /* versions 4 and 5 */
static const uint8_t levels_since[PUZZLE_COUNT] = SAVE_LEVELS_SINCE;

#define PART(table, puzzle) table[puzzle][0], table[puzzle][1], table[puzzle][2]
#define SLOT(puzzle) (SAVE_BYTES + slot_of[puzzle])
#define SAVE_BYTES_OFFSET(pointer) ((uint16_t)((pointer) - SAVE_BYTES))
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

/* A puzzle's best times: one per size and level. */
static uint8_t best_slots(uint8_t puzzle)
{
    return (uint8_t)(puzzle_infos[puzzle].size_count * puzzle_infos[puzzle].difficulty_count);
}

static void reset_best(uint8_t puzzle)
{
    uint16_t *best = BEST(puzzle);
    uint8_t slots = best_slots(puzzle);
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

/* The header from a table: SDCC 4.2 compiled the five stores written out (magic[0..3], version) into
   four, the version landing on magic[3], once the version was 4. */
static const uint8_t header[6] = { SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_VERSION, PUZZLE_COUNT };

static void write_header(void)
{
    uint8_t i;
    for (i = 0; i != sizeof header; i++)
        SAVE_BYTES[i] = header[i];
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

/* A part of an older layout checks out by its CRC; a version 2 save's part by its old Fletcher sum,
   or by the CRC it already got if an upgrade to version 3 was cut short by power loss. */
static uint8_t old_part_holds(uint8_t from_v2, uint16_t start, uint16_t bytes, uint16_t check)
{
    return save_part_ok(start, bytes, check) || (from_v2 && save_part_ok_fletcher(start, bytes, check));
}

/* An old index through a puzzle's run of a migration table (SAVE_NOT_KEPT past the run's end). */
static uint8_t migrated(const uint8_t *table, const uint16_t *first, uint8_t puzzle, uint8_t old)
{
    return old < first[puzzle + 1u] - first[puzzle] ? table[first[puzzle] + old] : SAVE_NOT_KEPT;
}

/* Each best time into the slot of its own size and level. Returns whether the old part checked out. */
static uint8_t migrate_best(const old_layout_t *layout, uint8_t puzzle, uint8_t from_v2)
{
    const uint16_t *old = (const uint16_t *)(SAVE_BYTES + layout->best_parts[puzzle][0]);
    const uint8_t *from = layout->best_from + layout->best_from_first[puzzle];
    uint16_t *best = BEST(puzzle);
    uint8_t slots = best_slots(puzzle);
    uint8_t i;

    if (!old_part_holds(from_v2, PART(layout->best_parts, puzzle))) {
        reset_best(puzzle);
        return 0;
    }
    for (i = 0; i != slots; i++)
        best[i] = from[i] == SAVE_NOT_KEPT ? SAVE_NO_TIME : old[from[i]];
    save_part_seal(PART(best_parts, puzzle));
    return 1;
}

/* The game slot, field by field into this layout's places (the rest of the slot zero), its size and
   level renumbered; a game whose size or level is gone is dropped. Returns whether the old part
   checked out. */
static uint8_t migrate_game(const old_layout_t *layout, uint8_t puzzle, uint8_t from_v2)
{
    const uint8_t *old = SAVE_BYTES + layout->game_parts[puzzle][0];
    const uint16_t *run = layout->game_runs + layout->game_runs_first[puzzle];
    const uint16_t *runs_end = layout->game_runs + layout->game_runs_first[puzzle + 1u];
    uint8_t *slot = SLOT(puzzle);
    uint16_t i;

    if (!old_part_holds(from_v2, PART(layout->game_parts, puzzle))) {
        reset_game(puzzle);
        return 0;
    }
    for (i = 0; i != game_parts[puzzle][1]; i++)
        slot[i] = 0;
    for (; run != runs_end; run += 3)
        for (i = 0; i != run[2]; i++)
            slot[run[1] + i] = old[run[0] + i];
    if (slot[0]) {
        slot[SAVE_SLOT_SIZE] = migrated(layout->size_from, layout->size_from_first, puzzle, slot[SAVE_SLOT_SIZE]);
        slot[SAVE_SLOT_DIFFICULTY] = migrated(layout->level_from, layout->level_from_first, puzzle,
                                              slot[SAVE_SLOT_DIFFICULTY]);
        if (slot[SAVE_SLOT_SIZE] == SAVE_NOT_KEPT || slot[SAVE_SLOT_DIFFICULTY] == SAVE_NOT_KEPT)
            slot[0] = 0;
    }
    save_part_seal(PART(game_parts, puzzle));
    return 1;
}

/* A save of an older layout into this one, part by part; only what it writes is this layout's, past
   the old save's end, so the old save stays readable until the header says otherwise. */
static uint8_t migrate(const old_layout_t *layout, uint8_t from_v2)
{
    const uint8_t *old_settings = SAVE_BYTES + layout->settings[0];
    uint8_t notice = CART_SAVE_OK;
    uint8_t i;

    if (old_part_holds(from_v2, layout->settings[0], layout->settings[1], layout->settings[2])
            && old_settings[1] < PUZZLE_COUNT) {
        SAVE_RAM->sound_on = old_settings[0];
        SAVE_RAM->last_puzzle = old_settings[1];
        save_part_seal(SAVE_PART_SETTINGS);
    } else {
        reset_settings(1);
        notice = CART_SAVE_DAMAGED;
    }
    for (i = 0; i != PUZZLE_COUNT; i++) {
        if (!layout->best_parts[i][1]) {  /* a puzzle that came after that version */
            reset_best(i);
            reset_game(i);
            continue;
        }
        if (!migrate_best(layout, i, from_v2))
            notice = CART_SAVE_DAMAGED;
        if (!migrate_game(layout, i, from_v2))
            notice = CART_SAVE_DAMAGED;
    }
    return notice;
}

/* Does the puzzle's save hold anything: a best time or a game in progress? */
static uint8_t holds_something(uint8_t puzzle)
{
    const uint16_t *best = BEST(puzzle);
    uint8_t slots = best_slots(puzzle);
    uint8_t i;
    for (i = 0; i != slots; i++)
        if (best[i] != SAVE_NO_TIME)
            return 1;
    return SLOT(puzzle)[0];
}

/* The best times and game of every puzzle whose levels changed meaning after save version `old`
   (SAVE_LEVELS_SINCE), dropped: never shown under levels that mean something else. The notice says
   so for the first that held anything, unless something worse is to be said. (Power lost before the
   header is written: the next power-on drops them again, and finds nothing left to mention.) */
static uint8_t retire_levels(uint8_t old, uint8_t notice)
{
    uint8_t i;
    for (i = 0; i != PUZZLE_COUNT; i++) {
        if (old >= levels_since[i])
            continue;
        if (notice == CART_SAVE_OK && holds_something(i)) {
            notice = CART_SAVE_LEVELS_CHANGED;
            cart_io.save_notice_puzzle = i;
        }
        reset_best(i);
        reset_game(i);
    }
    return notice;
}

/* Every part checked on its own; one that fails is reset alone. */
static uint8_t check_parts(void)
{
    uint8_t notice = CART_SAVE_OK;
    uint8_t i;
    if (!save_part_ok(SAVE_PART_SETTINGS) || SAVE_RAM->last_puzzle >= PUZZLE_COUNT) {
        reset_settings(1);
        notice = CART_SAVE_DAMAGED;
    }
    for (i = 0; i != PUZZLE_COUNT; i++) {
        if (!save_part_ok(PART(best_parts, i))) {
            reset_best(i);
            notice = CART_SAVE_DAMAGED;
        }
        if (!save_part_ok(PART(game_parts, i)) || (SLOT(i)[0] && (SLOT(i)[SAVE_SLOT_SIZE] >= puzzle_infos[i].size_count
            || SLOT(i)[SAVE_SLOT_DIFFICULTY] >= puzzle_infos[i].difficulty_count))) {
            reset_game(i);
            notice = CART_SAVE_DAMAGED;
        }
    }
    return notice;
}

/* A save of this layout that holds the parts of its first `held` puzzles only (a cartridge with fewer
   puzzles wrote it): a later puzzle's part that does not check out starts empty, with nothing said;
   one that checks out is kept (so a damaged count loses nothing). Then every part is checked. */
static uint8_t gain_puzzles(uint8_t held)
{
    uint8_t i;
    for (i = held; i < PUZZLE_COUNT; i++) {
        if (!save_part_ok(PART(best_parts, i)))
            reset_best(i);
        if (!save_part_ok(PART(game_parts, i)))
            reset_game(i);
    }
    return check_parts();
}

/* The puzzle made ahead: its choice, as the part held it when last checked or written (the part
   changes only through the functions below; power lost while one writes leaves a part that does not
   check out, found at the next power-on). */
static uint8_t ahead_choice[3];
#define AHEAD_PUZZLE (offsetof(cart_io_t, result_puzzle) - offsetof(cart_io_t, result_command))
#define AHEAD_WIDTH (offsetof(cart_io_t, result_width) - offsetof(cart_io_t, result_command))
#define AHEAD_HEIGHT (offsetof(cart_io_t, result_height) - offsetof(cart_io_t, result_command))

static void note_ahead(void)
{
    ahead_choice[0] = SAVE_RAM->ahead_puzzle;
    ahead_choice[1] = SAVE_RAM->ahead_size;
    ahead_choice[2] = SAVE_RAM->ahead_difficulty;
}

static void reset_ahead(void)
{
    SAVE_RAM->ahead_puzzle = SAVE_NO_PUZZLE;
    save_part_seal(SAVE_PART_AHEAD);
    note_ahead();
}

/* A puzzle made ahead that does not check out was cut short by power loss: no damage, no notice; it is
   made again. */
static uint8_t ahead_fits(void)
{
    /* the part's image of cart_io's result fields, from result_command (made.h) */
    const volatile uint8_t *result = SAVE_RAM->ahead_result;
    uint8_t puzzle = SAVE_RAM->ahead_puzzle;
    uint8_t size = SAVE_RAM->ahead_size;
    if (puzzle == SAVE_NO_PUZZLE)
        return 1;
    if (puzzle >= PUZZLE_COUNT || size >= puzzle_infos[puzzle].size_count
        || SAVE_RAM->ahead_difficulty >= puzzle_infos[puzzle].difficulty_count)
        return 0;
    /* the board it was made for is this choice's (a cartridge with other size lists made it: not so) */
    return result[AHEAD_PUZZLE] == puzzle && result[AHEAD_WIDTH] == puzzle_infos[puzzle].sizes[size][0]
           && result[AHEAD_HEIGHT] == puzzle_infos[puzzle].sizes[size][1];
}

static void check_ahead(void)
{
    if (!save_part_ok(SAVE_PART_AHEAD) || !ahead_fits())
        reset_ahead();
    note_ahead();
}

uint8_t save_open(void) BANKED
{
    uint8_t notice;
    uint8_t old;

    save_ram_on();
    if (header_is(SAVE_V1_MAGIC_0, SAVE_V1_MAGIC_1, SAVE_V1_MAGIC_2, SAVE_V1_MAGIC_3, SAVE_V1_VERSION)) {
        notice = carry_over_v1() ? CART_SAVE_CARRIED_OVER : fresh_start();
        write_header();
    } else if (header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V3_VERSION)
               || header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V2_VERSION)) {
        old = SAVE_BYTES[4];
        notice = retire_levels(old, migrate(&V3_layout, old == SAVE_V2_VERSION));
        write_header();  /* last: power lost before it leaves the old save, migrated again next time */
    } else if (header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V5_VERSION)
               || header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V4_VERSION)) {
        old = SAVE_BYTES[4];
        notice = retire_levels(old, migrate(&V5_layout, 0));
        write_header();
    } else if (header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_V6_VERSION)) {
        notice = retire_levels(SAVE_V6_VERSION, gain_puzzles(SAVE_V6_PUZZLES));
        write_header();
    } else if (!header_is(SAVE_MAGIC_0, SAVE_MAGIC_1, SAVE_MAGIC_2, SAVE_MAGIC_3, SAVE_VERSION)) {
        notice = fresh_start();
        write_header();
    } else if (SAVE_RAM->puzzles != PUZZLE_COUNT) {
        notice = gain_puzzles(SAVE_RAM->puzzles);
        write_header();
    } else {
        notice = check_parts();
    }
    check_ahead();
    save_ram_off();
    return notice;
}

uint8_t save_setting(uint8_t setting) BANKED
{
    uint8_t value;
    save_ram_on();
    value = SAVE_BYTES[SAVE_SETTINGS_FIRST + setting];
    save_ram_off();
    return value;
}

void save_set_setting(uint8_t setting, uint8_t value) BANKED
{
    save_ram_on();
    SAVE_BYTES[SAVE_SETTINGS_FIRST + setting] = value;
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

void save_game_seal(uint8_t puzzle, uint16_t seconds) BANKED
{
    save_ram_on();
    *(uint16_t *)(SLOT(puzzle) + SAVE_SLOT_SECONDS) = seconds;
    save_part_seal(PART(game_parts, puzzle));
    save_ram_off();
}

void save_game_progress(uint8_t puzzle, uint16_t seconds) BANKED
{
    uint16_t at = (uint16_t)(SAVE_BYTES_OFFSET(SLOT(puzzle)) + SAVE_SLOT_SECONDS);
    save_ram_on();
    save_part_set(at, (uint8_t)seconds, PART(game_parts, puzzle));
    save_part_set(at + 1u, (uint8_t)(seconds >> 8), PART(game_parts, puzzle));
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

uint8_t save_ahead_holds(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    return !made_ahead_changing && ahead_choice[0] == puzzle && ahead_choice[1] == size && ahead_choice[2] == difficulty;
}

void save_ahead_seal(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    save_ram_on();
    SAVE_RAM->ahead_puzzle = puzzle;
    SAVE_RAM->ahead_size = size;
    SAVE_RAM->ahead_difficulty = difficulty;
    save_part_seal_in_steps(SAVE_PART_AHEAD);
    note_ahead();
    made_sealed();
    save_ram_off();
}

void save_ahead_take(void) BANKED
{
    volatile uint8_t *result = &cart_io.result_command;
    uint16_t i;
    save_ram_on();
    for (i = 0; i != sizeof SAVE_RAM->ahead_result; i++)
        result[i] = SAVE_RAM->ahead_result[i];
    reset_ahead();
    save_ram_off();
}
