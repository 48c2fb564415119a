// Writes buffered literals and matches as deflate blocks with dynamic Huffman codes (RFC 1951 §3.2.7).
#include "deflate_writer.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "CPNGWriter.h"

uint16_t lr_length_symbols[LR_MAX_MATCH + 1];
static uint16_t length_bases[LR_LITLEN_SYMBOLS];
static uint8_t length_extra_bits[LR_LITLEN_SYMBOLS];
static uint16_t distance_bases[LR_DISTANCE_SYMBOLS];
static uint8_t distance_extra_bits[LR_DISTANCE_SYMBOLS];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

/// RFC 1951's length and distance tables, derived from their pattern: after the first eight (four) symbols, each
/// pair (quadruple) of symbols has one more extra bit than the one before.
static void build_tables(void) {
  unsigned base = 3;
  for (unsigned symbol = 257; symbol < 285; symbol++) {
    unsigned extra = symbol < 265 ? 0 : (symbol - 261) / 4;
    length_bases[symbol] = (uint16_t)base;
    length_extra_bits[symbol] = (uint8_t)extra;
    for (unsigned length = base; length < base + (1u << extra) && length < LR_MAX_MATCH; length++) {
      lr_length_symbols[length] = (uint16_t)symbol;
    }
    base += 1u << extra;
  }
  length_bases[285] = LR_MAX_MATCH;
  length_extra_bits[285] = 0;
  lr_length_symbols[LR_MAX_MATCH] = 285;
  base = 1;
  for (unsigned symbol = 0; symbol < LR_DISTANCE_SYMBOLS; symbol++) {
    unsigned extra = symbol < 4 ? 0 : symbol / 2 - 1;
    distance_bases[symbol] = (uint16_t)base;
    distance_extra_bits[symbol] = (uint8_t)extra;
    base += 1u << extra;
  }
}

int lr_deflate_writer_init(lr_deflate_writer *writer, size_t symbol_capacity) {
  pthread_once(&tables_once, build_tables);
  memset(writer, 0, sizeof *writer);
  writer->symbols = malloc(symbol_capacity * sizeof writer->symbols[0]);
  writer->symbol_capacity = symbol_capacity;
  writer->output_capacity = 1 << 16;
  writer->output = malloc(writer->output_capacity);
  if (!writer->symbols || !writer->output) {
    writer->failed = 1;
    return 3;
  }
  return 0;
}

void lr_deflate_writer_free(lr_deflate_writer *writer) {
  free(writer->symbols);
  free(writer->output);
  memset(writer, 0, sizeof *writer);
}

void lr_deflate_writer_restart(lr_deflate_writer *writer) {
  writer->symbol_count = 0;
  memset(writer->litlen_frequencies, 0, sizeof writer->litlen_frequencies);
  memset(writer->distance_frequencies, 0, sizeof writer->distance_frequencies);
  writer->output_size = 0;
  writer->bit_buffer = 0;
  writer->bit_count = 0;
}

/// Makes room for `bytes` more output bytes.
static int reserve(lr_deflate_writer *writer, size_t bytes) {
  if (writer->failed) return 0;
  if (writer->output_size + bytes <= writer->output_capacity) return 1;
  size_t capacity = writer->output_capacity;
  while (capacity < writer->output_size + bytes) capacity *= 2;
  unsigned char *grown = realloc(writer->output, capacity);
  if (!grown) {
    writer->failed = 1;
    return 0;
  }
  writer->output = grown;
  writer->output_capacity = capacity;
  return 1;
}

/// Appends `count` (at most 32) bits, least significant first; room must have been reserved.
static inline void put_bits(lr_deflate_writer *writer, uint32_t value, unsigned count) {
  writer->bit_buffer |= (uint64_t)value << writer->bit_count;
  writer->bit_count += count;
  if (writer->bit_count >= 32) {
    unsigned char *out = writer->output + writer->output_size;
    uint64_t bits = writer->bit_buffer;
    out[0] = (unsigned char)bits;
    out[1] = (unsigned char)(bits >> 8);
    out[2] = (unsigned char)(bits >> 16);
    out[3] = (unsigned char)(bits >> 24);
    writer->output_size += 4;
    writer->bit_buffer = bits >> 32;
    writer->bit_count -= 32;
  }
}

/// Writes out the bits still buffered, padding the last byte with zeros.
static void flush_bits(lr_deflate_writer *writer) {
  while (writer->bit_count > 0) {
    writer->output[writer->output_size++] = (unsigned char)writer->bit_buffer;
    writer->bit_buffer >>= 8;
    writer->bit_count = writer->bit_count > 8 ? writer->bit_count - 8 : 0;
  }
  writer->bit_buffer = 0;
}

/// Gives a code with fewer than two symbols a second one of length 1: decoders want complete codes.
static void complete_code(uint8_t *lengths, int count) {
  int used = 0, last = -1;
  for (int symbol = 0; symbol < count; symbol++) {
    if (lengths[symbol]) {
      used++;
      last = symbol;
    }
  }
  if (used >= 2) return;
  if (used == 0) {
    lengths[0] = lengths[1] = 1;
  } else {
    lengths[last] = 1;
    lengths[last == 0 ? 1 : 0] = 1;
  }
}

enum { CODE_LENGTH_SYMBOLS = 19 };
static const uint8_t code_length_order[CODE_LENGTH_SYMBOLS] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                               11, 4,  12, 3, 13, 2, 14, 1, 15};

/// The code lengths of both alphabets, run-length coded with symbols 16 (repeat the previous 3...6 times), 17
/// (3...10 zeros) and 18 (11...138 zeros); each entry is the symbol in the low byte and its extra bits above.
static int run_length_code(const uint8_t *lengths, int total, uint16_t *out) {
  int count = 0;
  for (int index = 0; index < total;) {
    uint8_t value = lengths[index];
    int run = 1;
    while (index + run < total && lengths[index + run] == value) run++;
    index += run;
    if (value == 0) {
      while (run >= 11) {
        int part = run < 138 ? run : 138;
        out[count++] = (uint16_t)(18 | (part - 11) << 8);
        run -= part;
      }
      if (run >= 3) {
        out[count++] = (uint16_t)(17 | (run - 3) << 8);
        run = 0;
      }
    } else {
      out[count++] = value;
      run--;
      while (run >= 3) {
        int part = run < 6 ? run : 6;
        out[count++] = (uint16_t)(16 | (part - 3) << 8);
        run -= part;
      }
    }
    while (run-- > 0) out[count++] = value;
  }
  return count;
}

void lr_deflate_writer_block(lr_deflate_writer *writer, int final) {
  writer->litlen_frequencies[256]++;
  uint8_t litlen_lengths[LR_LITLEN_SYMBOLS], distance_lengths[LR_DISTANCE_SYMBOLS];
  lr_huffman_lengths(writer->litlen_frequencies, LR_LITLEN_SYMBOLS, 15, litlen_lengths);
  lr_huffman_lengths(writer->distance_frequencies, LR_DISTANCE_SYMBOLS, 15, distance_lengths);
  complete_code(litlen_lengths, LR_LITLEN_SYMBOLS);
  complete_code(distance_lengths, LR_DISTANCE_SYMBOLS);
  int litlen_count = LR_LITLEN_SYMBOLS, distance_count = LR_DISTANCE_SYMBOLS;
  while (litlen_count > 257 && !litlen_lengths[litlen_count - 1]) litlen_count--;
  while (distance_count > 1 && !distance_lengths[distance_count - 1]) distance_count--;
  uint8_t lengths[LR_LITLEN_SYMBOLS + LR_DISTANCE_SYMBOLS];
  memcpy(lengths, litlen_lengths, (size_t)litlen_count);
  memcpy(lengths + litlen_count, distance_lengths, (size_t)distance_count);

  uint16_t runs[LR_LITLEN_SYMBOLS + LR_DISTANCE_SYMBOLS];
  int run_count = run_length_code(lengths, litlen_count + distance_count, runs);
  uint32_t code_length_frequencies[CODE_LENGTH_SYMBOLS] = {0};
  for (int index = 0; index < run_count; index++) code_length_frequencies[runs[index] & 0xFF]++;
  uint8_t code_length_lengths[CODE_LENGTH_SYMBOLS];
  uint16_t code_length_codes[CODE_LENGTH_SYMBOLS];
  lr_huffman_lengths(code_length_frequencies, CODE_LENGTH_SYMBOLS, 7, code_length_lengths);
  complete_code(code_length_lengths, CODE_LENGTH_SYMBOLS);
  lr_huffman_codes(code_length_lengths, CODE_LENGTH_SYMBOLS, code_length_codes);
  int order_count = CODE_LENGTH_SYMBOLS;
  while (order_count > 4 && !code_length_lengths[code_length_order[order_count - 1]]) order_count--;

  uint16_t litlen_codes[LR_LITLEN_SYMBOLS], distance_codes[LR_DISTANCE_SYMBOLS];
  lr_huffman_codes(litlen_lengths, LR_LITLEN_SYMBOLS, litlen_codes);
  lr_huffman_codes(distance_lengths, LR_DISTANCE_SYMBOLS, distance_codes);

  /* The header takes under 600 bytes; each symbol at most 15 + 5 + 15 + 13 bits. */
  if (!reserve(writer, 1024 + writer->symbol_count * 6 + 8)) return;
  put_bits(writer, final ? 1 : 0, 1);
  put_bits(writer, 2, 2);
  put_bits(writer, (uint32_t)(litlen_count - 257), 5);
  put_bits(writer, (uint32_t)(distance_count - 1), 5);
  put_bits(writer, (uint32_t)(order_count - 4), 4);
  for (int index = 0; index < order_count; index++) put_bits(writer, code_length_lengths[code_length_order[index]], 3);
  static const uint8_t run_extra_bits[3] = {2, 3, 7};
  for (int index = 0; index < run_count; index++) {
    unsigned symbol = runs[index] & 0xFF;
    put_bits(writer, code_length_codes[symbol], code_length_lengths[symbol]);
    if (symbol >= 16) put_bits(writer, runs[index] >> 8, run_extra_bits[symbol - 16]);
  }

  const uint32_t *symbols = writer->symbols;
  for (size_t index = 0; index < writer->symbol_count; index++) {
    uint32_t entry = symbols[index];
    if (!(entry & 0x80000000u)) {
      put_bits(writer, litlen_codes[entry], litlen_lengths[entry]);
      continue;
    }
    unsigned length = (entry >> 16) & 0x1FF, distance = (entry & 0xFFFF) + 1;
    unsigned length_symbol = lr_length_symbols[length], distance_symbol = lr_distance_symbol(distance);
    put_bits(writer, litlen_codes[length_symbol] | (uint32_t)(length - length_bases[length_symbol])
                                                       << litlen_lengths[length_symbol],
             litlen_lengths[length_symbol] + length_extra_bits[length_symbol]);
    put_bits(writer, distance_codes[distance_symbol] | (uint32_t)(distance - distance_bases[distance_symbol])
                                                           << distance_lengths[distance_symbol],
             distance_lengths[distance_symbol] + distance_extra_bits[distance_symbol]);
  }
  put_bits(writer, litlen_codes[256], litlen_lengths[256]);

  writer->symbol_count = 0;
  memset(writer->litlen_frequencies, 0, sizeof writer->litlen_frequencies);
  memset(writer->distance_frequencies, 0, sizeof writer->distance_frequencies);
}

void lr_deflate_writer_sync(lr_deflate_writer *writer) {
  if (!reserve(writer, 16)) return;
  put_bits(writer, 0, 3);
  flush_bits(writer);
  static const unsigned char marker[4] = {0x00, 0x00, 0xFF, 0xFF};
  memcpy(writer->output + writer->output_size, marker, 4);
  writer->output_size += 4;
}

void lr_deflate_writer_pad(lr_deflate_writer *writer) {
  if (!reserve(writer, 16)) return;
  flush_bits(writer);
}
