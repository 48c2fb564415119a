// Length-limited canonical Huffman codes for the deflate encoder (RFC 1951 §3.2.2).
//
// Code lengths come from an ordinary Huffman tree, built with two queues over the symbols sorted by frequency. When
// the tree is deeper than the limit, over-long codes are cut to the limit, the Kraft sum is brought back to one by
// lengthening the least frequent of the longest codes still below the limit, and any room left over is given back
// to the most frequent symbols. The result is always a complete code: zlib's inflater rejects incomplete ones.
#include "CPNGWriter.h"

#include <string.h>

enum { MAX_SYMBOLS = 288 };

/// Sorts at most MAX_SYMBOLS keys in ascending order: a Shell sort with Ciura's gaps, inline, where the C library's
/// `qsort` merges through a comparison function call per step (a twentieth of the login screen's encoding). The keys
/// are unique (each holds its symbol), so any correct sort gives the same order, and the same codes.
static void sort_keys(uint64_t *keys, int count) {
  static const int gaps[] = {132, 57, 23, 10, 4, 1};
  for (size_t step = 0; step < sizeof gaps / sizeof gaps[0]; step++) {
    int gap = gaps[step];
    for (int index = gap; index < count; index++) {
      uint64_t key = keys[index];
      int hole = index;
      for (; hole >= gap && keys[hole - gap] > key; hole -= gap) keys[hole] = keys[hole - gap];
      keys[hole] = key;
    }
  }
}

#if defined(__has_builtin)
#if __has_builtin(__builtin_bitreverse16)
#define LR_BITREVERSE_BUILTIN 1
#endif
#endif

/// The low `bits` bits (1 to 15) of `value` in reverse order.
static uint32_t reversed_bits(uint32_t value, int bits) {
#ifdef LR_BITREVERSE_BUILTIN
  return (uint32_t)__builtin_bitreverse16((uint16_t)value) >> (16 - bits);
#else
  uint32_t reversed = 0;
  for (int bit = 0; bit < bits; bit++) reversed |= ((value >> bit) & 1u) << (bits - 1 - bit);
  return reversed;
#endif
}

/// Brings the lengths of symbols sorted by ascending frequency within `limit`, keeping the code complete.
static void limit_lengths(uint8_t *lengths, int used, int limit) {
  int clipped = 0;
  for (int index = 0; index < used; index++) {
    if (lengths[index] > limit) {
      lengths[index] = (uint8_t)limit;
      clipped = 1;
    }
  }
  if (!clipped) return;
  const uint32_t full = 1u << limit;
  uint32_t kraft = 0;
  for (int index = 0; index < used; index++) kraft += 1u << (limit - lengths[index]);
  while (kraft > full) {
    /* The least frequent (first, the order is ascending) among the longest codes below the limit. */
    int chosen = -1;
    for (int index = 0; index < used; index++) {
      if (lengths[index] < limit && (chosen < 0 || lengths[index] > lengths[chosen])) chosen = index;
    }
    lengths[chosen]++;
    kraft -= 1u << (limit - lengths[chosen]);
  }
  /* Every term is a multiple of the smallest one, so a longest code always fits until the sum is one. */
  for (int changed = 1; kraft < full && changed;) {
    changed = 0;
    for (int index = used - 1; index >= 0 && kraft < full; index--) {
      uint32_t gain = 1u << (limit - lengths[index]);
      if (lengths[index] > 1 && kraft + gain <= full) {
        kraft += gain;
        lengths[index]--;
        changed = 1;
      }
    }
  }
}

void lr_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
  memset(lengths, 0, (size_t)count);
  uint64_t keys[MAX_SYMBOLS];
  int used = 0;
  for (int symbol = 0; symbol < count && symbol < MAX_SYMBOLS; symbol++) {
    if (frequencies[symbol]) keys[used++] = ((uint64_t)frequencies[symbol] << 16) | (uint64_t)symbol;
  }
  if (used == 0) return;
  if (used == 1) {
    lengths[keys[0] & 0xFFFF] = 1;
    return;
  }
  sort_keys(keys, used);

  /* Nodes 0..used-1 are the leaves in ascending order; internal nodes follow in the order they are made, which is
     also ascending by weight, so the two lightest nodes are always at the heads of the two queues. */
  uint64_t weight[2 * MAX_SYMBOLS];
  int parent[2 * MAX_SYMBOLS];
  for (int index = 0; index < used; index++) weight[index] = keys[index] >> 16;
  int next_leaf = 0, next_internal = used, made = used;
  for (int step = 0; step < used - 1; step++) {
    int pair[2];
    for (int side = 0; side < 2; side++) {
      if (next_leaf < used && (next_internal >= made || weight[next_leaf] <= weight[next_internal])) {
        pair[side] = next_leaf++;
      } else {
        pair[side] = next_internal++;
      }
    }
    weight[made] = weight[pair[0]] + weight[pair[1]];
    parent[pair[0]] = parent[pair[1]] = made;
    made++;
  }
  int depth[2 * MAX_SYMBOLS];
  depth[made - 1] = 0;
  for (int node = made - 2; node >= 0; node--) depth[node] = depth[parent[node]] + 1;

  uint8_t sorted_lengths[MAX_SYMBOLS];
  for (int index = 0; index < used; index++) sorted_lengths[index] = (uint8_t)(depth[index] > 255 ? 255 : depth[index]);
  limit_lengths(sorted_lengths, used, limit);
  for (int index = 0; index < used; index++) lengths[keys[index] & 0xFFFF] = sorted_lengths[index];
}

void lr_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
  uint16_t per_length[16] = {0};
  for (int symbol = 0; symbol < count; symbol++) per_length[lengths[symbol]]++;
  per_length[0] = 0;
  uint16_t next[16] = {0};
  uint32_t code = 0;
  for (int bits = 1; bits < 16; bits++) {
    code = (code + per_length[bits - 1]) << 1;
    next[bits] = (uint16_t)code;
  }
  for (int symbol = 0; symbol < count; symbol++) {
    int bits = lengths[symbol];
    codes[symbol] = 0;
    if (!bits) continue;
    /* Deflate sends Huffman codes starting from their most significant bit into an LSB-first stream: reverse. */
    codes[symbol] = (uint16_t)reversed_bits(next[bits]++, bits);
  }
}
