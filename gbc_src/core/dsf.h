/* Union-find over a WRAM page (dsf.s): parent[] on `page`, size[] on the page after it; the same
   forest as codegen/common/dsf.py (path halving, union by size). */
#ifndef CORE_DSF_H
#define CORE_DSF_H

#include <stdint.h>

/* Items 0..count-1 (count >= 1) each a set of their own. */
void dsf_reset(uint8_t page, uint8_t count);

/* The root of item's set (paths are halved on the way). */
uint8_t dsf_find(uint8_t page, uint8_t item);

/* Join the sets of items a and b; return the root of the joined set. */
uint8_t dsf_union(uint8_t page, uint16_t items);
#define DSF_UNION(page, a, b) dsf_union((page), (uint16_t)(a) | ((uint16_t)(b) << 8))

#endif
