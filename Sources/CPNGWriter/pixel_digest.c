// A 128-bit digest of a pixel buffer, and the private PNG chunk that carries it in a snapshot reference, so that a
// matching snapshot is recognised without decoding its reference (docs/rendering.md, "Pixel digests").
#include "CPNGWriter.h"
#include "png_chunks.h"

#include <stdint.h>
#include <string.h>
#include <zlib.h>

// A rotation the compiler must keep as one: clang rewrites `rotate(x * c)` written with shifts as two
// multiplications and an `or` (x * c >> n | x * (c << m)), a third more multiplications in the digest's hot loop
// and about a third of its time (Benchmarks/README.md, "Digesting with one multiplication less").
#if defined(__has_builtin)
#if __has_builtin(__builtin_rotateleft64)
#define LR_ROTATE_BUILTIN 1
#endif
#endif
static inline uint64_t rotate_left(uint64_t value, int bits) {
#ifdef LR_ROTATE_BUILTIN
  return __builtin_rotateleft64(value, (uint64_t)bits);
#else
  return (value << bits) | (value >> (64 - bits));
#endif
}

static inline uint64_t load64(const unsigned char *bytes) {
  uint64_t value;
  memcpy(&value, bytes, sizeof value);
  return value;  // Little-endian machines only (x86-64 and arm64, where the package builds).
}

// The final avalanche of MurmurHash3, public domain: every input bit flips about half of the output bits.
static inline uint64_t avalanche(uint64_t value) {
  value ^= value >> 33;
  value *= 0xff51afd7ed558ccdULL;
  value ^= value >> 33;
  value *= 0xc4ceb9fe1a85ec53ULL;
  value ^= value >> 33;
  return value;
}

// MurmurHash3's x64 128-bit construction (public domain): two 64-bit lanes over 16-byte blocks.
static const uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;

typedef struct {
  uint64_t h1, h2;
} digest_state;

static inline void digest_block(digest_state *state, const unsigned char *block) {
  uint64_t k1 = load64(block), k2 = load64(block + 8);
  k1 = rotate_left(k1 * c1, 31) * c2;
  state->h1 = (rotate_left(state->h1 ^ k1, 27) + state->h2) * 5 + 0x52dce729;
  k2 = rotate_left(k2 * c2, 33) * c1;
  state->h2 = (rotate_left(state->h2 ^ k2, 31) + state->h1) * 5 + 0x38495ab5;
}

// The blocks after the first `done` ones, the tail and the final mixing of one run.
static void digest_finish(digest_state state, const unsigned char *bytes, size_t count, size_t done,
                          unsigned char out[16]) {
  size_t blocks = count / 16;
  for (size_t i = done; i < blocks; i++) digest_block(&state, bytes + i * 16);
  unsigned char tail[16] = {0};
  memcpy(tail, bytes + blocks * 16, count % 16);
  uint64_t h1 = state.h1, h2 = state.h2;
  uint64_t k1 = load64(tail), k2 = load64(tail + 8);
  h1 ^= rotate_left(k1 * c1, 31) * c2;
  h2 ^= rotate_left(k2 * c2, 33) * c1;
  h1 ^= (uint64_t)count;
  h2 ^= (uint64_t)count;
  h1 += h2;
  h2 += h1;
  h1 = avalanche(h1);
  h2 = avalanche(h2);
  h1 += h2;
  h2 += h1;
  for (int i = 0; i < 8; i++) {
    out[i] = (unsigned char)(h1 >> (56 - 8 * i));
    out[8 + i] = (unsigned char)(h2 >> (56 - 8 * i));
  }
}

void lr_digest128(const unsigned char *bytes, size_t count, uint64_t seed, unsigned char out[16]) {
  digest_state state = {seed, seed};
  digest_finish(state, bytes, count, 0, out);
}

void lr_digest128_pair(const unsigned char *first, size_t first_count, const unsigned char *second,
                       size_t second_count, uint64_t seed, unsigned char first_out[16],
                       unsigned char second_out[16]) {
  // Each run's lanes depend on their own previous block only: stepping both runs in one loop lets the processor
  // overlap the two chains of multiplications, where one run alone waits on each.
  digest_state a = {seed, seed}, b = {seed, seed};
  size_t shared = (first_count < second_count ? first_count : second_count) / 16;
  for (size_t i = 0; i < shared; i++) {
    digest_block(&a, first + i * 16);
    digest_block(&b, second + i * 16);
  }
  digest_finish(a, first, first_count, shared, first_out);
  digest_finish(b, second, second_count, shared, second_out);
}

/// One premultiplied native-endian 0xAARRGGBB word (Cairo's ARGB32) as straight RGBA bytes in a little-endian
/// word: a swap of two bytes when opaque, each colour divided by the alpha (rounded to nearest) otherwise, and zero
/// when fully transparent.
static inline uint32_t straight_rgba(uint32_t argb) {
  uint32_t alpha = argb >> 24;
  if (alpha == 255) return (argb & 0xFF00FF00u) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16);
  if (alpha == 0) return 0;
  uint32_t red = ((argb >> 16 & 0xFF) * 255 + alpha / 2) / alpha;
  uint32_t green = ((argb >> 8 & 0xFF) * 255 + alpha / 2) / alpha;
  uint32_t blue = ((argb & 0xFF) * 255 + alpha / 2) / alpha;
  if (red > 255) red = 255;
  if (green > 255) green = 255;
  if (blue > 255) blue = 255;
  return red | green << 8 | blue << 16 | alpha << 24;
}

// Converts `count` words. They are converted as if opaque first (a branch-free swap of two bytes, which the
// compiler vectorises), and again one by one only when one of them holds another alpha. The words are
// little-endian, as load64 above assumes.
void lr_straight_rgba_from_premultiplied(const uint32_t *source, unsigned char *target, size_t count) {
  uint32_t *words = (uint32_t *)target;
  uint32_t translucent = 0;
  for (size_t index = 0; index < count; index++) {
    uint32_t argb = source[index];
    translucent |= ~argb & 0xFF000000u;
    words[index] = (argb & 0xFF00FF00u) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16);
  }
  if (!translucent) return;
  for (size_t index = 0; index < count; index++) {
    if (source[index] >> 24 != 255) words[index] = straight_rgba(source[index]);
  }
}

void lr_convert_and_digest128_pair(const uint32_t *first_source, unsigned char *first, size_t first_count,
                                   const uint32_t *second_source, unsigned char *second, size_t second_count,
                                   uint64_t seed, unsigned char first_out[16], unsigned char second_out[16]) {
  // Converted a few kilobytes at a time, each piece digested while it is still in the cache: the digest reads
  // no memory of its own.
  enum { PIECE_BLOCKS = 256 };
  digest_state a = {seed, seed}, b = {seed, seed};
  size_t shared = (first_count < second_count ? first_count : second_count) / 16;
  for (size_t done = 0; done < shared;) {
    size_t blocks = shared - done < PIECE_BLOCKS ? shared - done : PIECE_BLOCKS;
    lr_straight_rgba_from_premultiplied(first_source + 4 * done, first + 16 * done, 4 * blocks);
    lr_straight_rgba_from_premultiplied(second_source + 4 * done, second + 16 * done, 4 * blocks);
    for (size_t i = done; i < done + blocks; i++) {
      digest_block(&a, first + i * 16);
      digest_block(&b, second + i * 16);
    }
    done += blocks;
  }
  lr_straight_rgba_from_premultiplied(first_source + 4 * shared, first + 16 * shared, (first_count - 16 * shared) / 4);
  lr_straight_rgba_from_premultiplied(second_source + 4 * shared, second + 16 * shared, (second_count - 16 * shared) / 4);
  digest_finish(a, first, first_count, shared, first_out);
  digest_finish(b, second, second_count, shared, second_out);
}

int lr_png_find_chunk(const unsigned char *data, size_t size, const char name[4], unsigned char *out,
                      size_t capacity, size_t *out_length) {
  if (!data || size < 8 || memcmp(data, lr_png_signature, 8) != 0) return 2;
  int found = 0;
  size_t offset = 8;
  lr_png_chunk chunk;
  // Every chunk's CRC-32 is checked, as a decoder would: a damaged file is not trusted.
  while (lr_png_next_chunk(data, size, &offset, &chunk)) {
    if (memcmp(chunk.type, name, 4) == 0 && !found) {
      if (chunk.length > capacity) return 2;
      memcpy(out, chunk.data, chunk.length);
      *out_length = chunk.length;
      found = 1;
    }
    if (memcmp(chunk.type, "IEND", 4) == 0) return found ? 0 : 1;
  }
  return 2;
}
