// A deflate (RFC 1951) block writer: the caller chooses literals and matches, the writer buffers them, and writes
// each buffer as one block with Huffman codes made for it.
#ifndef LAYOUT_RENDER_DEFLATE_WRITER_H
#define LAYOUT_RENDER_DEFLATE_WRITER_H

#include <stddef.h>
#include <stdint.h>

enum {
  LR_LITLEN_SYMBOLS = 286,
  LR_DISTANCE_SYMBOLS = 30,
  LR_MIN_MATCH = 3,
  LR_MAX_MATCH = 258,
  LR_MAX_DISTANCE = 32768,
};

/// Buffered symbols with their frequencies, and the compressed bytes written so far.
typedef struct {
  /// A literal byte, or a match: bit 31 set, length in bits 16...24, distance in bits 0...15 (minus one).
  uint32_t *symbols;
  size_t symbol_count, symbol_capacity;
  uint32_t litlen_frequencies[LR_LITLEN_SYMBOLS];
  uint32_t distance_frequencies[LR_DISTANCE_SYMBOLS];
  unsigned char *output;
  size_t output_size, output_capacity;
  uint64_t bit_buffer;
  unsigned bit_count;
  /// Set when memory ran out; the output is then unusable.
  int failed;
} lr_deflate_writer;

/// The length symbol (257...285) for each match length 0...258 (entries below 3 are unused).
extern uint16_t lr_length_symbols[LR_MAX_MATCH + 1];

/// Prepares a writer that buffers up to `symbol_capacity` symbols before a block must be written.
int lr_deflate_writer_init(lr_deflate_writer *writer, size_t symbol_capacity);
void lr_deflate_writer_free(lr_deflate_writer *writer);
/// Empties the output (keeping its memory) for a new, independent piece of stream.
void lr_deflate_writer_restart(lr_deflate_writer *writer);

/// Writes the buffered symbols as one block with dynamic Huffman codes (`final` sets BFINAL).
void lr_deflate_writer_block(lr_deflate_writer *writer, int final);
/// Ends a piece of stream on a byte boundary with an empty stored block, as zlib's Z_SYNC_FLUSH does.
void lr_deflate_writer_sync(lr_deflate_writer *writer);
/// Pads the last byte after the final block.
void lr_deflate_writer_pad(lr_deflate_writer *writer);

static inline void lr_deflate_literal(lr_deflate_writer *writer, unsigned char byte) {
  writer->symbols[writer->symbol_count++] = byte;
  writer->litlen_frequencies[byte]++;
}

/// The distance symbol (0...29) for a distance 1...32768.
static inline unsigned lr_distance_symbol(unsigned distance) {
  if (distance <= 4) return distance - 1;
  unsigned offset = distance - 1;
  unsigned top = 31u - (unsigned)__builtin_clz(offset);
  return 2 * top + ((offset >> (top - 1)) & 1u);
}

/// A match of `length` (3...258) bytes copied from `distance` (1...32768) bytes back.
static inline void lr_deflate_match(lr_deflate_writer *writer, unsigned length, unsigned distance) {
  writer->symbols[writer->symbol_count++] = 0x80000000u | (length << 16) | (distance - 1);
  writer->litlen_frequencies[lr_length_symbols[length]]++;
  writer->distance_frequencies[lr_distance_symbol(distance)]++;
}

#endif
