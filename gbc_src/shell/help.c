/* The pause menu's HOW TO PLAY page: a puzzle's rules and controls (its PuzzleSpec's help, generated
   into help_pages.h, which only this file includes, so the text lives in this bank), and for a puzzle
   of regions the region size of the game being played. Drawn on the window, over the pause menu. */
#pragma bank 255

#include "help_pages.h"
#include "screen.h"
#include "shell.h"

#define HELP_FIRST_ROW 2u      /* the puzzle's lines: at most 14 (codegen/puzzles/base.py HELP_LINES) */
#define HELP_REGION_ROW 16u
#define HELP_BACK_ROW 17u

static void text_show_window(uint8_t row, const char *text)
{
    line_clear();
    line_text(0, text);
    line_show_window(row);
}

void help_draw(uint8_t puzzle, uint8_t size) BANKED
{
    const help_page_t *page = &help_pages[puzzle];
    uint8_t line;
    uint8_t column;

    text_show_window(0, puzzle_infos[puzzle].title);
    for (line = 0; line != page->line_count; line++)
        text_show_window(HELP_FIRST_ROW + line, page->lines[line]);
    if (page->region_sizes) {
        line_clear();
        column = line_text(0, "EACH REGION: ");
        column = line_number(column, page->region_sizes[size]);
        line_text(column, " CELLS");
        line_show_window(HELP_REGION_ROW);
    }
    text_show_window(HELP_BACK_ROW, "B: BACK");
}
