/* Sound effects through the Game Boy's audio registers (hardware.h, the same on both back ends).
   A square-wave note of frequency f Hz needs the period value 2048 - 131072 / f (Pan Docs, "Audio
   Registers"); the values below are worked out that way. */
#include "sound.h"

#include "hardware.h"

#define DUTY_HALF      0x80u   /* NRx1: 50% duty, no length */
#define ENVELOPE_BLIP  0x51u   /* NRx2: volume 5, fading out every 1/64 s */
#define ENVELOPE_SOFT  0x31u
#define ENVELOPE_NOTE  0x73u   /* volume 7, fading out slowly */
#define ENVELOPE_NOISE 0xA2u
#define NOISE_BUZZ     0x5Fu   /* NR43: low, rough noise */

#define PERIOD_MOVE    0x783u  /* ~1,048 Hz */
#define PERIOD_SHADE   0x6D6u  /* ~440 Hz */
#define PERIOD_CIRCLE  0x739u  /* ~659 Hz */
#define PERIOD_UNDO    0x63Bu  /* ~262 Hz */
#define PERIOD_MENU    0x759u  /* ~784 Hz */
#define NOTE_FRAMES    7u      /* a win note lasts this many frames */

/* The win arpeggio: C5 E5 G5 C6 */
#define WIN_NOTES 4u
static const uint16_t win_periods[WIN_NOTES] = {0x705u, 0x739u, 0x759u, 0x783u};

static uint8_t enabled;
static uint8_t win_note;       /* the next note of the arpeggio, WIN_NOTES when none is playing */
static uint8_t note_countdown;

static void square1(uint16_t period, uint8_t envelope)
{
    rNR10 = 0;
    rNR11 = DUTY_HALF;
    rNR12 = envelope;
    rNR13 = (uint8_t)period;
    rNR14 = NRX4_TRIGGER | (uint8_t)(period >> 8);
}

static void square2(uint16_t period, uint8_t envelope)
{
    rNR21 = DUTY_HALF;
    rNR22 = envelope;
    rNR23 = (uint8_t)period;
    rNR24 = NRX4_TRIGGER | (uint8_t)(period >> 8);
}

void sound_set_enabled(uint8_t on)
{
    enabled = on;
    win_note = WIN_NOTES;
    if (on) {
        rNR52 = NR52_ON;  /* power first: the other registers ignore writes while it is off */
        rNR50 = NR50_FULL;
        rNR51 = NR51_ALL;
    } else {
        rNR52 = 0;
    }
}

uint8_t sound_enabled(void)
{
    return enabled;
}

void sound_play(uint8_t effect)
{
    if (!enabled)
        return;
    switch (effect) {
    case SOUND_MOVE:
        square1(PERIOD_MOVE, ENVELOPE_SOFT);
        break;
    case SOUND_SHADE:
        square2(PERIOD_SHADE, ENVELOPE_BLIP);
        break;
    case SOUND_CIRCLE:
        square2(PERIOD_CIRCLE, ENVELOPE_BLIP);
        break;
    case SOUND_UNDO:
        square1(PERIOD_UNDO, ENVELOPE_BLIP);
        break;
    case SOUND_ERROR:
        rNR41 = 0;
        rNR42 = ENVELOPE_NOISE;
        rNR43 = NOISE_BUZZ;
        rNR44 = NRX4_TRIGGER;
        break;
    case SOUND_WIN:
        win_note = 0;
        note_countdown = 0;
        break;
    default:
        square1(PERIOD_MENU, ENVELOPE_SOFT);
        break;
    }
}

void sound_update(void)
{
    if (win_note == WIN_NOTES)
        return;
    if (note_countdown) {
        note_countdown--;
        return;
    }
    square2(win_periods[win_note], ENVELOPE_NOTE);
    win_note++;
    note_countdown = NOTE_FRAMES;
}
