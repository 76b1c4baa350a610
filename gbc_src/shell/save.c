/* The battery-backed save in cartridge RAM (layout: codegen/save_layout.py, save_layout.h).

   Cartridge RAM is switched on only while the save is read or written, and a part's check is
   rewritten right after the part, so a Game Boy switched off at any moment leaves at worst one part
   that no longer checks out, which the next save_open() resets. */
#include "save.h"

#include "board_tables.h"
#include "io_block.h"
#include "platform.h"

static uint8_t header_is_ours(void)
{
    hitori_save_t *save = SAVE_RAM;
    return save->magic[0] == SAVE_MAGIC_0 && save->magic[1] == SAVE_MAGIC_1 && save->magic[2] == SAVE_MAGIC_2
           && save->magic[3] == SAVE_MAGIC_3 && save->version == SAVE_VERSION;
}

static void seal_records(void)
{
    SAVE_RAM->records_check = save_fletcher(SAVE_RECORDS_START, SAVE_RECORDS_BYTES);
}

static void seal_game(void)
{
    SAVE_RAM->game_check = save_fletcher(SAVE_GAME_START, SAVE_GAME_BYTES);
}

static void reset_records(void)
{
    uint8_t i;
    for (i = 0; i != HITORI_SHAPE_COUNT * 2u; i++)
        SAVE_RAM->best_seconds[i] = SAVE_NO_TIME;
    SAVE_RAM->sound_on = 1;
    seal_records();
}

static void reset_game(void)
{
    SAVE_RAM->game_saved = 0;
    seal_game();
}

uint8_t save_open(void)
{
    hitori_save_t *save = SAVE_RAM;
    uint8_t reset = 0;

    platform_save_ram(1);
    if (!header_is_ours()) {
        save->version = 0;  /* while the parts are reset, the header does not claim them */
        reset_records();
        reset_game();
        save->magic[0] = SAVE_MAGIC_0;
        save->magic[1] = SAVE_MAGIC_1;
        save->magic[2] = SAVE_MAGIC_2;
        save->magic[3] = SAVE_MAGIC_3;
        save->version = SAVE_VERSION;
        reset = SAVE_WAS_RESET;
    } else {
        if (save->records_check != save_fletcher(SAVE_RECORDS_START, SAVE_RECORDS_BYTES)) {
            reset_records();
            reset |= SAVE_RECORDS_BAD;
        }
        if (save->game_check != save_fletcher(SAVE_GAME_START, SAVE_GAME_BYTES)
            || (save->game_saved && (save->game_shape >= HITORI_SHAPE_COUNT || save->game_difficulty > 1u))) {
            reset_game();
            reset |= SAVE_GAME_BAD;
        }
    }
    platform_save_ram(0);
    return reset;
}

uint8_t save_sound_on(void)
{
    uint8_t on;
    platform_save_ram(1);
    on = SAVE_RAM->sound_on;
    platform_save_ram(0);
    return on;
}

void save_set_sound(uint8_t on)
{
    platform_save_ram(1);
    SAVE_RAM->sound_on = on;
    seal_records();
    platform_save_ram(0);
}

uint16_t save_best(uint8_t shape, uint8_t difficulty)
{
    uint16_t best;
    platform_save_ram(1);
    best = SAVE_RAM->best_seconds[(uint8_t)(shape << 1) | difficulty];
    platform_save_ram(0);
    return best;
}

uint8_t save_offer_time(uint8_t shape, uint8_t difficulty, uint16_t seconds)
{
    uint16_t *best = &SAVE_RAM->best_seconds[(uint8_t)(shape << 1) | difficulty];
    uint8_t better;

    platform_save_ram(1);
    better = seconds < *best;
    if (better) {
        *best = seconds;
        seal_records();
    }
    platform_save_ram(0);
    return better;
}

uint8_t save_has_game(void)
{
    uint8_t saved;
    platform_save_ram(1);
    saved = SAVE_RAM->game_saved;
    platform_save_ram(0);
    return saved;
}

void save_game_start(uint8_t shape, uint8_t difficulty, uint16_t seed, uint8_t cells)
{
    hitori_save_t *save = SAVE_RAM;
    uint8_t i;

    platform_save_ram(1);
    save->game_shape = shape;
    save->game_difficulty = difficulty;
    save->game_seed = seed;
    save->game_seconds = 0;
    for (i = 0; i != HITORI_MAX_CELLS; i++) {
        save->game_numbers[i] = i < cells ? hitori_io.numbers[i] : 0;
        save->game_solution[i] = i < cells ? hitori_io.board[i] : 0;
        save->game_marks[i] = MARK_NONE;
    }
    save->game_saved = 1;
    seal_game();
    platform_save_ram(0);
}

void save_game_update(const uint8_t *marks, uint8_t cells, uint16_t seconds)
{
    hitori_save_t *save = SAVE_RAM;
    uint8_t i;

    platform_save_ram(1);
    for (i = 0; i != cells; i++)
        save->game_marks[i] = marks[i];
    save->game_seconds = seconds;
    seal_game();
    platform_save_ram(0);
}

void save_game_restore(uint8_t *shape, uint8_t *difficulty, uint16_t *seed, uint16_t *seconds, uint8_t *marks)
{
    hitori_save_t *save = SAVE_RAM;
    uint8_t i;

    platform_save_ram(1);
    *shape = save->game_shape;
    *difficulty = save->game_difficulty;
    *seed = save->game_seed;
    *seconds = save->game_seconds;
    for (i = 0; i != HITORI_MAX_CELLS; i++) {
        hitori_io.numbers[i] = save->game_numbers[i];
        hitori_io.board[i] = save->game_solution[i];
        marks[i] = save->game_marks[i];
    }
    platform_save_ram(0);
}

void save_game_clear(void)
{
    platform_save_ram(1);
    reset_game();
    platform_save_ram(0);
}
