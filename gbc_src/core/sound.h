/* Sound effects: short blips on the square channels, a noise burst for an error, a rising arpeggio
   for a win. Effects start at once; sound_update() (once a frame) plays the arpeggio's next notes. */
#ifndef HITORI_SOUND_H
#define HITORI_SOUND_H

#include <stdint.h>

#define SOUND_MOVE   0u
#define SOUND_SHADE  1u
#define SOUND_CIRCLE 2u
#define SOUND_UNDO   3u
#define SOUND_ERROR  4u
#define SOUND_WIN    5u
#define SOUND_MENU   6u

void sound_set_enabled(uint8_t enabled);  /* off: the sound circuit is powered down */
uint8_t sound_enabled(void);
void sound_play(uint8_t effect);
void sound_update(void);

#endif
