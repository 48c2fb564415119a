// A DEFLATE decoder (RFC 1951) inside a zlib wrapper (RFC 1950) for whole buffers, as snapshot references need:
// the compressed bytes and the room for every decoded byte are known before it starts.
//
// Why not zlib's inflate: references are flat user-interface images compressed at level 9, so almost every byte
// comes from a long match at a short distance (a pixel repeated along a row, a row repeating the one above), and
// zlib copies matches a byte at a time; decoding an iPhone-sized reference spends two thirds of its time there.
// This decoder copies eight bytes at a time, and fills repeats shorter than eight bytes by storing their pattern
// as a word. It reads the input 64 bits at a time
// and decodes Huffman codes with one table look-up (two for codes longer than the table's first level).
//
// It accepts exactly the streams zlib accepts (same checks on code sets, lengths and distances) except that it
// does not check the Adler-32 trailer, as libpng is told not to.
#include "inflate.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
  litlen_root_bits = 10,
  distance_root_bits = 8,
  code_length_root_bits = 7,
  // Room for the first level and, for each code longer than it, a second-level table of at most 2^(15 - root).
  litlen_table_capacity = (1 << litlen_root_bits) + 288 * (1 << (15 - litlen_root_bits)),
  distance_table_capacity = (1 << distance_root_bits) + 32 * (1 << (15 - distance_root_bits)),
};

// RFC 1951, section 3.2.5: the base and extra bits of length symbols 257-285 and distance symbols 0-29.
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                           33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// Section 3.2.7: the order in which the code lengths of the code-length alphabet are stored.
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// A decoding table entry: bits 0-7 the code's whole length (0: no code), bits 8-15 a second-level table's index
/// bits (0: this entry is the code), bits 16-31 the symbol or the second-level table's start.
typedef uint32_t table_entry;

typedef enum { ordinary_code, code_length_code } code_kind;

/// Builds the table of a canonical Huffman code from its symbols' code lengths (section 3.2.2). Refuses what
/// zlib refuses: an over-subscribed set, and an incomplete one unless it is a single code of length one (or no
/// code at all, for distances; using it is then an error).
static int build_table(table_entry *table, size_t capacity, int root_bits, const uint8_t *lengths, int count,
                       code_kind kind) {
  int counts[16] = {0};
  int longest = 0;
  for (int symbol = 0; symbol < count; symbol++) {
    counts[lengths[symbol]]++;
    if (lengths[symbol] > longest) longest = lengths[symbol];
  }
  size_t root_size = (size_t)1 << root_bits;
  memset(table, 0, root_size * sizeof *table);
  if (longest == 0) return kind == ordinary_code;
  int left = 1;
  for (int length = 1; length <= 15; length++) {
    left = (left << 1) - counts[length];
    if (left < 0) return 0;
  }
  if (left > 0 && (kind == code_length_code || longest != 1)) return 0;
  uint32_t next_code[16];
  uint32_t code = 0;
  counts[0] = 0;
  for (int length = 1; length <= 15; length++) {
    code = (code + (uint32_t)counts[length - 1]) << 1;
    next_code[length] = code;
  }
  // The codes, bit-reversed: DEFLATE packs them from their first bit, and the reader takes bits from the lowest.
  uint16_t reversed[288];
  uint8_t deepest[1 << litlen_root_bits] = {0};
  for (int symbol = 0; symbol < count; symbol++) {
    int length = lengths[symbol];
    if (length == 0) continue;
    uint32_t value = next_code[length]++, bits = 0;
    for (int i = 0; i < length; i++) bits |= ((value >> i) & 1) << (length - 1 - i);
    reversed[symbol] = (uint16_t)bits;
    size_t root = bits & (root_size - 1);
    if (length > root_bits && length > deepest[root]) deepest[root] = (uint8_t)length;
  }
  size_t used = root_size;
  for (size_t root = 0; root < root_size; root++) {
    if (deepest[root] == 0) continue;
    int sub_bits = deepest[root] - root_bits;
    size_t sub_size = (size_t)1 << sub_bits;
    if (used + sub_size > capacity) return 0;
    memset(table + used, 0, sub_size * sizeof *table);
    table[root] = (table_entry)(used << 16 | (size_t)sub_bits << 8);
    used += sub_size;
  }
  for (int symbol = 0; symbol < count; symbol++) {
    int length = lengths[symbol];
    if (length == 0) continue;
    table_entry entry = (table_entry)symbol << 16 | (table_entry)length;
    size_t bits = reversed[symbol];
    if (length <= root_bits) {
      for (size_t index = bits; index < root_size; index += (size_t)1 << length) table[index] = entry;
      continue;
    }
    table_entry pointer = table[bits & (root_size - 1)];
    size_t start = pointer >> 16, sub_size = (size_t)1 << ((pointer >> 8) & 0xFF);
    for (size_t index = bits >> root_bits; index < sub_size; index += (size_t)1 << (length - root_bits))
      table[start + index] = entry;
  }
  return 1;
}

/// The input as a stream of bits, lowest first, read eight bytes at a time.
typedef struct {
  const unsigned char *next, *start, *end;
  uint64_t bits;
  unsigned count;
} bit_reader;

/// Tops the reader up to at least 56 bits. Reading runs on into the padding after the input; more than the
/// padding's worth past the end means the stream is truncated (returns 0).
static inline int refill(bit_reader *reader) {
  if (reader->count >= 56) return 1;
  if (reader->next > reader->end + (LR_INFLATE_INPUT_PADDING - 8)) return 0;
  uint64_t word;
  memcpy(&word, reader->next, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64(word);
#endif
  reader->bits |= word << reader->count;
  reader->next += (63 - reader->count) >> 3;
  reader->count |= 56;
  return 1;
}

static inline uint32_t take(bit_reader *reader, unsigned count) {
  uint32_t value = (uint32_t)(reader->bits & (((uint64_t)1 << count) - 1));
  reader->bits >>= count;
  reader->count -= count;
  return value;
}

/// Decodes one symbol (the reader holds at least 15 bits); -1 where the table has no code.
static inline int decode_symbol(bit_reader *reader, const table_entry *table, int root_bits) {
  table_entry entry = table[reader->bits & (((uint64_t)1 << root_bits) - 1)];
  unsigned sub_bits = (entry >> 8) & 0xFF;
  if (sub_bits) entry = table[(entry >> 16) + ((reader->bits >> root_bits) & ((1u << sub_bits) - 1))];
  unsigned length = entry & 0xFF;
  if (length == 0) return -1;
  take(reader, length);
  return (int)(entry >> 16);
}

/// Copies a match of `length` bytes from `distance` back. Where `limit` leaves eight bytes to spare it copies
/// eight at a time, writing up to seven scratch bytes past the match that later output overwrites.
static inline void copy_match(unsigned char *out, size_t distance, size_t length, const unsigned char *limit) {
  unsigned char *end = out + length;
  const unsigned char *from = out - distance;
  if ((size_t)(limit - end) < 8) {
    while (out < end) *out++ = *from++;
    return;
  }
  if (distance < 8) {
    // A short repeat (a pixel along a row): the eight bytes that follow are the pattern, and so are the eight at
    // every multiple of the distance further on. Storing that word at such steps needs no reading back, so no
    // store waits for the one before it.
    unsigned char pattern[8];
    for (size_t i = 0; i < 8; i++) pattern[i] = from[i % distance];
    uint64_t word;
    memcpy(&word, pattern, 8);
    size_t step = 8 - 8 % distance;
    for (; out < end; out += step) memcpy(out, &word, 8);
    return;
  }
  while (out < end) {
    uint64_t word;
    memcpy(&word, from, 8);
    memcpy(out, &word, 8);
    out += 8;
    from += 8;
  }
}

/// The fixed codes of section 3.2.6 (complete codes: building them cannot fail).
static void build_fixed_tables(table_entry *litlen, table_entry *distance) {
  uint8_t lengths[288];
  for (int symbol = 0; symbol < 288; symbol++)
    lengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8;
  build_table(litlen, litlen_table_capacity, litlen_root_bits, lengths, 288, ordinary_code);
  // All 32 distance codes make the code complete; symbols 30 and 31 are refused where they are decoded.
  memset(lengths, 5, 32);
  build_table(distance, distance_table_capacity, distance_root_bits, lengths, 32, ordinary_code);
}

/// Reads a dynamic block's code definitions (section 3.2.7) and builds its two tables.
static int read_dynamic_tables(bit_reader *reader, table_entry *litlen, table_entry *distance) {
  if (!refill(reader)) return 0;
  int literal_count = (int)take(reader, 5) + 257, distance_count = (int)take(reader, 5) + 1;
  int code_length_count = (int)take(reader, 4) + 4;
  if (literal_count > 286 || distance_count > 30) return 0;
  uint8_t code_lengths[19] = {0};
  for (int i = 0; i < code_length_count; i++) {
    if (!refill(reader)) return 0;
    code_lengths[code_length_order[i]] = (uint8_t)take(reader, 3);
  }
  table_entry code_length_table[1 << code_length_root_bits];
  if (!build_table(code_length_table, 1 << code_length_root_bits, code_length_root_bits, code_lengths, 19,
                   code_length_code))
    return 0;
  uint8_t lengths[286 + 30];
  int total = literal_count + distance_count;
  for (int i = 0; i < total;) {
    if (!refill(reader)) return 0;
    int symbol = decode_symbol(reader, code_length_table, code_length_root_bits);
    if (symbol < 0) return 0;
    if (symbol < 16) {
      lengths[i++] = (uint8_t)symbol;
      continue;
    }
    uint8_t repeated = 0;
    int times;
    if (symbol == 16) {
      if (i == 0) return 0;
      repeated = lengths[i - 1];
      times = 3 + (int)take(reader, 2);
    } else if (symbol == 17) {
      times = 3 + (int)take(reader, 3);
    } else {
      times = 11 + (int)take(reader, 7);
    }
    if (times > total - i) return 0;
    memset(lengths + i, repeated, (size_t)times);
    i += times;
  }
  if (lengths[256] == 0) return 0;
  return build_table(litlen, litlen_table_capacity, litlen_root_bits, lengths, literal_count, ordinary_code) &&
         build_table(distance, distance_table_capacity, distance_root_bits, lengths + literal_count,
                     distance_count, ordinary_code);
}

/// Decodes a block's symbols until its end code.
static int inflate_block(bit_reader *reader, const table_entry *litlen, const table_entry *distance,
                         unsigned char *start, unsigned char **cursor, unsigned char *end,
                         const unsigned char *limit) {
  unsigned char *out = *cursor;
  for (;;) {
    // 56 bits cover the longest symbol: a 15-bit length code, 5 extra bits, a 15-bit distance code, 13 extra.
    if (!refill(reader)) return 0;
    int symbol = decode_symbol(reader, litlen, litlen_root_bits);
    if (symbol < 256) {
      if (symbol < 0 || out == end) return 0;
      *out++ = (unsigned char)symbol;
      continue;
    }
    if (symbol == 256) break;
    symbol -= 257;
    if (symbol >= 29) return 0;
    size_t length = length_base[symbol] + take(reader, length_extra[symbol]);
    int distance_symbol = decode_symbol(reader, distance, distance_root_bits);
    if (distance_symbol < 0 || distance_symbol >= 30) return 0;
    size_t back = distance_base[distance_symbol] + take(reader, distance_extra[distance_symbol]);
    if (back > (size_t)(out - start) || length > (size_t)(end - out)) return 0;
    copy_match(out, back, length, limit);
    out += length;
  }
  *cursor = out;
  return 1;
}

/// Copies a stored block (section 3.2.4), which starts at the next whole byte.
static int copy_stored_block(bit_reader *reader, unsigned char **cursor, unsigned char *end) {
  take(reader, reader->count & 7);
  const unsigned char *at = reader->next - reader->count / 8;
  if (reader->end - at < 4) return 0;
  size_t length = (size_t)at[0] | (size_t)at[1] << 8;
  if ((length ^ ((size_t)at[2] | (size_t)at[3] << 8)) != 0xFFFF) return 0;
  at += 4;
  if ((size_t)(reader->end - at) < length || (size_t)(end - *cursor) < length) return 0;
  memcpy(*cursor, at, length);
  *cursor += length;
  reader->next = at + length;
  reader->bits = 0;
  reader->count = 0;
  return 1;
}

/// The two tables of the block being decoded; kept off the stack (about 60 KB).
typedef struct {
  table_entry litlen[litlen_table_capacity];
  table_entry distance[distance_table_capacity];
} block_tables;

int lr_inflate_zlib(const unsigned char *input, size_t input_size, unsigned char *out, size_t expected,
                    const unsigned char *out_limit) {
  // RFC 1950: method 8 with a window of at most 32 KB, a header check, no preset dictionary.
  if (input_size < 2 || (input[0] & 0x0F) != 8 || (input[0] >> 4) > 7 || (input[0] << 8 | input[1]) % 31 != 0 ||
      (input[1] & 0x20))
    return 0;
  block_tables *tables = malloc(sizeof *tables);
  if (!tables) return 0;
  bit_reader reader = {input + 2, input + 2, input + input_size, 0, 0};
  unsigned char *cursor = out, *end = out + expected;
  int last = 0, sound = 1;
  while (sound && !last) {
    if (!refill(&reader)) {
      sound = 0;
      break;
    }
    last = (int)take(&reader, 1);
    switch (take(&reader, 2)) {
    case 0:
      sound = copy_stored_block(&reader, &cursor, end);
      break;
    case 1:
      build_fixed_tables(tables->litlen, tables->distance);
      sound = inflate_block(&reader, tables->litlen, tables->distance, out, &cursor, end, out_limit);
      break;
    case 2:
      sound = read_dynamic_tables(&reader, tables->litlen, tables->distance) &&
              inflate_block(&reader, tables->litlen, tables->distance, out, &cursor, end, out_limit);
      break;
    default:
      sound = 0;
    }
  }
  free(tables);
  // Every bit used must have been in the input, not the padding after it, and the four bytes of the trailer must
  // follow (zlib reads them even when it does not check them).
  size_t used_bytes = ((size_t)(reader.next - reader.start) * 8 - reader.count + 7) / 8;
  return sound && cursor == end && used_bytes + 4 <= input_size - 2;
}
