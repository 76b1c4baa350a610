/* Drawing for the game through the VBlank queue (see frame.s for the entry format). */
#include "screen.h"

#include "background.h"
#include "banking.h"
#include "platform.h"
#include "tiles.h"
#include "wram_pages.h"

#define QUEUE_ENTRY_HEADER 3u      /* address low, address high, count */
#define PALETTE_SHOWN 0xE4u        /* shade n shows grey n */
#define PALETTE_HIDDEN 0x00u       /* every shade white */
#define ATTRIBUTE_ADDRESS_BIT 0x4000u  /* frame.s: this entry is map attributes (VRAM bank 1) */

uint8_t text_line[SCREEN_COLUMNS];

static const uint32_t powers_of_ten[4] = {10000000ul, 1000000ul, 100000ul, 10000ul};
static const uint16_t small_powers_of_ten[4] = {1000u, 100u, 10u, 1u};

void screen_write(uint16_t map, uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles)
{
    uint16_t address = map + ((uint16_t)row << 5) + column;
    uint8_t tail = vram_queue_tail;

    while ((uint8_t)(vram_queue_head - tail - 1u) < (uint8_t)(count + QUEUE_ENTRY_HEADER)) {
        frame_wait();  /* full: the next VBlank makes room */
    }
    PAGE_AT(PAGE_VRAM_QUEUE, tail++) = (uint8_t)address;
    PAGE_AT(PAGE_VRAM_QUEUE, tail++) = (uint8_t)(address >> 8);
    PAGE_AT(PAGE_VRAM_QUEUE, tail++) = count;
    while (count--)
        PAGE_AT(PAGE_VRAM_QUEUE, tail++) = *tiles++;
    vram_queue_tail = tail;  /* the entry is complete: one store makes it visible to the interrupt */
}

static uint8_t attributes_set;  /* some map attribute is not 0 (a screen used colour) */

void screen_write_attributes(uint16_t map, uint8_t column, uint8_t row, uint8_t count, const uint8_t *attributes)
{
    if (!platform_cgb)
        return;
    attributes_set = 1;
    screen_write(map | ATTRIBUTE_ADDRESS_BIT, column, row, count, attributes);
}

void screen_flush(void)
{
    while (vram_queue_head != vram_queue_tail)
        frame_wait();
}

void screen_begin(void)
{
    uint8_t row;

    screen_flush();
    platform_wait_vblank();  /* not frame_wait(): the palette is written at the start of VBlank, which
                                a background job would leave only at its next yield */
    platform_palette(PALETTE_HIDDEN);
    platform_window(0);
    platform_cursor(0, 0xFFu, TILE_CURSOR);
    line_clear();
    for (row = 0; row != SCREEN_ROWS; row++)
        line_show(row);
    if (attributes_set) {  /* text_line is all blank tiles: tile 0, which is also attribute 0 */
        attributes_set = 0;
        for (row = 0; row != SCREEN_ROWS; row++)
            screen_write(MAP_BACKGROUND | ATTRIBUTE_ADDRESS_BIT, 0, row, SCREEN_COLUMNS, text_line);
    }
}

void screen_reveal(void)
{
    screen_flush();
    platform_wait_vblank();  /* (as in screen_begin) */
    platform_palette(PALETTE_SHOWN);
}

void line_clear(void)
{
    uint8_t i;
    for (i = 0; i != SCREEN_COLUMNS; i++)
        text_line[i] = TILE_BLANK;
}

uint8_t line_text(uint8_t column, const char *text)
{
    while (*text && column != SCREEN_COLUMNS)
        text_line[column++] = (uint8_t)(*text++) - FONT_FIRST_CHAR;
    return column;
}

static uint8_t line_digit(uint8_t column, uint8_t digit)
{
    if (column != SCREEN_COLUMNS)
        text_line[column++] = (uint8_t)('0' - FONT_FIRST_CHAR) + digit;
    return column;
}

/* Decimal without division: count how often each power of ten fits. Leading zeros are dropped
   beyond `first` (the index of the first power that is always shown). The last four digits are
   counted in 16 bits (SDCC's 32-bit loop took about 7,000 cycles a number, shown several times a
   second while a puzzle is made), and a number below 10,000 whose first four digits are not shown
   starts there (the four 32-bit comparisons that find them 0 took 1,500 cycles). */
static uint8_t line_decimal(uint8_t column, uint32_t value, uint8_t first)
{
    uint8_t p = 0;
    uint8_t digit;
    uint8_t started = 0;
    uint16_t rest = 0;
    uint16_t power;

    if (first >= 4u && value < 10000u) {
        rest = (uint16_t)value;
        p = 4u;
    }
    for (; p != 8u; p++) {
        digit = 0;
        if (p < 4u) {
            while (value >= powers_of_ten[p]) {
                value -= powers_of_ten[p];
                digit++;
            }
            rest = (uint16_t)value;  /* below 10,000 once p is 3 */
        } else {
            power = small_powers_of_ten[p - 4u];
            while (rest >= power) {
                rest -= power;
                digit++;
            }
        }
        if (digit || started || p >= first) {
            column = line_digit(column, digit);
            started = 1;
        }
    }
    return column;
}

uint8_t line_number(uint8_t column, uint32_t value)
{
    return line_decimal(column, value, 7u);
}

uint8_t line_padded(uint8_t column, uint16_t value, uint8_t digits)
{
    return line_decimal(column, value, (uint8_t)(8u - digits));
}

uint8_t line_time(uint8_t column, uint16_t seconds)
{
    uint8_t hours = 0;
    uint8_t minutes = 0;

    while (seconds >= 3600u) {
        seconds -= 3600u;
        hours++;
    }
    while (seconds >= 60u) {
        seconds -= 60u;
        minutes++;
    }
    if (hours) {
        column = line_number(column, hours);
        column = line_text(column, ":");
        column = line_padded(column, minutes, 2);
    } else {
        column = line_number(column, minutes);
    }
    column = line_text(column, ":");
    return line_padded(column, seconds, 2);
}

/* `numerator / denominator` with one decimal, by subtraction (the quotient stays small here). */
uint8_t line_ratio(uint8_t column, uint32_t numerator, uint32_t denominator)
{
    uint32_t whole = 0;
    uint8_t tenths = 0;
    while (numerator >= denominator) {
        numerator -= denominator;
        whole++;
    }
    numerator = (numerator << 3) + (numerator << 1);  /* the remainder times ten */
    while (numerator >= denominator) {
        numerator -= denominator;
        tenths++;
    }
    column = line_number(column, whole);
    column = line_text(column, ".");
    return line_digit(column, tenths);
}

uint8_t line_game_name(uint8_t column, const char *level, uint8_t width, uint8_t height)
{
    column = line_text(column, level);
    column = line_text(column, " ");
    column = line_number(column, width);
    column = line_text(column, "X");
    return line_number(column, height);
}

void line_show(uint8_t row)
{
    screen_write(MAP_BACKGROUND, 0, row, SCREEN_COLUMNS, text_line);
}

void line_show_window(uint8_t row)
{
    screen_write(MAP_WINDOW, 0, row, SCREEN_COLUMNS, text_line);
}

void text_show(uint8_t column, uint8_t row, const char *text)
{
    line_clear();
    line_text(column, text);
    line_show(row);
}

void screen_start(void)
{
    uint8_t caller = platform_rom_bank();
    platform_map_rom_bank(TILES_BANK);
    platform_start_video(cart_tile_data, PUZZLE_TILES_FIRST, TILE_BLANK, OBJ_PALETTE);
    platform_map_rom_bank(caller);
}

#define NO_BLOCK 0xFFu
static uint8_t loaded_block = NO_BLOCK;

void screen_use_tiles(uint8_t puzzle)
{
    uint8_t caller;
    if (puzzle == loaded_block)
        return;
    screen_flush();
    caller = platform_rom_bank();
    platform_map_rom_bank(TILES_BANK);
    platform_load_tiles(PUZZLE_TILES_FIRST, cart_tile_blocks[puzzle].count,
                        cart_tile_data + cart_tile_blocks[puzzle].first * 16u);
    platform_map_rom_bank(caller);
    loaded_block = puzzle;
}

void screen_progress(const char *first_label, uint16_t first, const char *second_label, uint16_t second)
{
    uint8_t column;
    if (bg_in_background || vram_queue_head != vram_queue_tail)
        return;  /* a puzzle made ahead shows nothing: the screen is the game's */
    line_clear();
    column = line_text(0, "MAKING ");
    column = line_text(column, first_label);
    column = line_number(column, first);
    if (second_label) {
        column = line_text(column, " ");
        column = line_text(column, second_label);
        line_number(column, second);
    }
    line_show(1);
}

void screen_write_far(uint8_t bank, uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles)
{
    uint8_t copy[SCREEN_COLUMNS];
    far_copy(copy, bank, tiles, count);
    screen_write(MAP_BACKGROUND, column, row, count, copy);
}
