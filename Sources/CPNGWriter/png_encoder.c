// The PNG encoder for rendered images (Cairo ARGB32 surfaces and straight RGBA), built for flat user-interface
// images and several cores.
//
// Every row is filtered with Up (the byte above subtracted), so a row equal to the one above becomes zeros and the
// inside of a box becomes zeros too. The filtered bytes are then deflated by the project's own encoder rather than
// zlib: at each position it tries the previous pixel and the previous byte, which catch the runs flat images are
// made of (the pixel first: runs copied from 3 or 4 bytes back decode twice as fast as from 1), and, where those
// are short, the last place in the row where the next four bytes were seen, which
// catches glyphs repeated along a line of text; it writes dynamic Huffman blocks. A row identical to the one above
// in the source is recognised with one memcmp and written as runs without being converted at all. (zlib's level 1
// spends its time hashing every position for matches these images do not have; Benchmarks/README.md compares the
// two.)
//
// Stripes of 64 rows are compressed on their own (the pigz technique): each ends with a sync marker on a byte
// boundary (the last one finishes the stream), the pieces are concatenated into one zlib stream, and the Adler-32
// checksums of the stripes are combined. Matches never reach before their own row, and stripes have a fixed
// height, so the bytes do not depend on how many threads ran.
//
// Whether the image is opaque (written as RGB) is not found by a scan of its own before the stripes: the stripes
// assume it and check the alpha of each row they convert, and the first stripe that finds a pixel that is not
// opaque stops every worker, which then start again writing RGBA. The outcome is the one a scan first would give;
// an image whose first or last row is translucent (a component on a clear background) is known before any work.
#include "CPNGWriter.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "deflate_writer.h"
#include "pixels.h"

enum { STRIPE_ROWS = 64, BLOCK_SYMBOLS = 1 << 15, PNG_FILTER_UP = 2 };

typedef struct {
  unsigned char *compressed;
  size_t compressed_size;
  uLong adler;
  size_t raw_size;
  int failed;
} stripe_result;

typedef struct {
  const unsigned char *data;
  int width, height;
  size_t stride;
  lr_pixel_format format;
  /// Whether the stripes are written as RGB: assumed until a stripe finds a translucent pixel.
  int opaque;
  /// Set (under `lock`) by the stripe that finds a translucent pixel while `opaque` is assumed.
  int found_translucent;
  int stripe_count;
  stripe_result *results;
  int next_stripe;
  pthread_mutex_t lock;
} job;

/// Whether every pixel of one row has alpha 255.
static int row_is_opaque(const unsigned char *row, int width, lr_pixel_format format) {
  unsigned all = 0xFF;
  if (format == LR_PIXELS_RGBA) {
    for (size_t x = 0; x < (size_t)width; x++) all &= row[4 * x + 3];
  } else {
    const uint32_t *pixels = (const uint32_t *)row;
    for (size_t x = 0; x < (size_t)width; x++) all &= pixels[x] >> 24;
  }
  return all == 0xFF;
}

int lr_pixels_are_opaque(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format) {
  for (int y = 0; y < height; y++) {
    if (!row_is_opaque(data + (size_t)y * stride, width, format)) return 0;
  }
  return 1;
}

/// Converts one row to PNG samples: RGB when the image is opaque, else straight RGBA (Cairo's premultiplied
/// native-endian ARGB is divided back). Returns whether the row's every alpha is 255 when writing RGB (then the
/// alpha is dropped, so it is checked on the way), and 1 when writing RGBA.
static int convert_row(const unsigned char *row, int width, lr_pixel_format format, int opaque, unsigned char *out) {
  unsigned all = 0xFF;
  if (format == LR_PIXELS_RGBA) {
    if (!opaque) {
      memcpy(out, row, (size_t)width * 4);
      return 1;
    }
    for (size_t x = 0; x < (size_t)width; x++) {
      out[3 * x] = row[4 * x];
      out[3 * x + 1] = row[4 * x + 1];
      out[3 * x + 2] = row[4 * x + 2];
      all &= row[4 * x + 3];
    }
    return all == 0xFF;
  }
  const uint32_t *pixels = (const uint32_t *)row;
  if (opaque) {
    for (size_t x = 0; x < (size_t)width; x++) {
      uint32_t pixel = pixels[x];
      out[3 * x] = (unsigned char)(pixel >> 16);
      out[3 * x + 1] = (unsigned char)(pixel >> 8);
      out[3 * x + 2] = (unsigned char)pixel;
      all &= pixel >> 24;
    }
    return all == 0xFF;
  }
  for (size_t x = 0; x < (size_t)width; x++) {
    uint32_t pixel = pixels[x];
    unsigned alpha = pixel >> 24;
    unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (alpha != 0 && alpha != 255) {
      red = (red * 255 + alpha / 2) / alpha;
      green = (green * 255 + alpha / 2) / alpha;
      blue = (blue * 255 + alpha / 2) / alpha;
      if (red > 255) red = 255;
      if (green > 255) green = 255;
      if (blue > 255) blue = 255;
    }
    out[4 * x] = (unsigned char)red;
    out[4 * x + 1] = (unsigned char)green;
    out[4 * x + 2] = (unsigned char)blue;
    out[4 * x + 3] = (unsigned char)alpha;
  }
  return 1;
}

/// How many bytes from `here` equal those `distance` bytes earlier, up to `limit`.
static inline size_t match_length(const unsigned char *here, size_t distance, size_t limit) {
  const unsigned char *there = here - distance;
  size_t length = 0;
  while (length + 8 <= limit) {
    uint64_t a, b;
    memcpy(&a, here + length, 8);
    memcpy(&b, there + length, 8);
    uint64_t difference = a ^ b;
    if (difference) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      return length + ((size_t)__builtin_clzll(difference) >> 3);
#else
      return length + ((size_t)__builtin_ctzll(difference) >> 3);
#endif
    }
    length += 8;
  }
  while (length < limit && here[length] == there[length]) length++;
  return length;
}

/// Remembers where 4-byte sequences were last seen in the current line, so glyphs repeated along a row of text
/// become matches. Entries hold `line_start + position`; those below the current line's start are stale, so the
/// table is cleared only when the counter would overflow.
typedef struct {
  uint32_t *positions;
  uint32_t line_start;
} sequence_table;

enum { SEQUENCE_HASH_BITS = 14, MIN_SEQUENCE_MATCH = 5, GOOD_RUN = 16 };

static inline uint32_t sequence_hash(const unsigned char *bytes) {
  uint32_t value;
  memcpy(&value, bytes, 4);
  return (value * 2654435761u) >> (32 - SEQUENCE_HASH_BITS);
}

/// Deflates one filtered line (filter byte first). At each position it takes the longer of the runs against the
/// previous byte and the previous pixel; when neither is long, also the last place in the line where the next
/// four bytes were seen. Three bytes make a run worth a match, five a match further back; otherwise a literal.
static void encode_line(lr_deflate_writer *writer, const unsigned char *line, size_t size, size_t pixel_bytes,
                        sequence_table *sequences) {
  if (sequences->line_start > UINT32_MAX - (uint32_t)size - 1) {
    memset(sequences->positions, 0, sizeof(uint32_t) << SEQUENCE_HASH_BITS);
    sequences->line_start = 1;
  }
  uint32_t line_start = sequences->line_start;
  size_t position = 0;
  while (position < size) {
    size_t limit = size - position < LR_MAX_MATCH ? size - position : LR_MAX_MATCH;
    size_t best = 0, distance = 0;
    /* The pixel distance first, and on equal lengths it wins: a decoder copies a run at distance 1 one byte at a
       time, each byte waiting for the one just written; at 3 or 4 bytes the copies overlap less. */
    if (position >= pixel_bytes) {
      best = match_length(line + position, pixel_bytes, limit);
      distance = pixel_bytes;
    }
    if (position >= 1 && best < limit) {
      size_t length = match_length(line + position, 1, limit);
      if (length > best) {
        best = length;
        distance = 1;
      }
    }
    if (best < GOOD_RUN && position + 4 <= size) {
      uint32_t *slot = &sequences->positions[sequence_hash(line + position)];
      uint32_t seen = *slot;
      *slot = line_start + (uint32_t)position;
      if (seen >= line_start && position - (seen - line_start) <= LR_MAX_DISTANCE) {
        size_t back = position - (seen - line_start);
        size_t length = match_length(line + position, back, limit);
        if (length >= MIN_SEQUENCE_MATCH && length > best) {
          best = length;
          distance = back;
        }
      }
    }
    if (best >= LR_MIN_MATCH) {
      lr_deflate_match(writer, (unsigned)best, (unsigned)distance);
      position += best;
    } else {
      lr_deflate_literal(writer, line[position]);
      position++;
    }
  }
  sequences->line_start = line_start + (uint32_t)size;
}

/// Deflates a line that filters to zeros (a row equal to the one above): the filter byte, a zero, more copied from
/// one byte back up to a pixel, then runs copied from a pixel back. Runs at the pixel distance (3 or 4 bytes) decode
/// twice as fast as runs at distance 1, where a decoder's copy waits on every byte it has just written, and they
/// share their distance code with the repeated pixels of the other lines.
static void encode_zero_line(lr_deflate_writer *writer, size_t sample_bytes, size_t pixel_bytes) {
  lr_deflate_literal(writer, PNG_FILTER_UP);
  if (sample_bytes < pixel_bytes + LR_MIN_MATCH) {
    for (size_t index = 0; index < sample_bytes; index++) lr_deflate_literal(writer, 0);
    return;
  }
  for (size_t index = 0; index < pixel_bytes; index++) lr_deflate_literal(writer, 0);
  size_t left = sample_bytes - pixel_bytes;
  while (left >= LR_MIN_MATCH) {
    size_t length = left < LR_MAX_MATCH ? left : LR_MAX_MATCH;
    lr_deflate_match(writer, (unsigned)length, (unsigned)pixel_bytes);
    left -= length;
  }
  while (left-- > 0) lr_deflate_literal(writer, 0);
}

/// Adler-32 (RFC 1950) of `size` more bytes. Each slice of at most 5,552 bytes is summed in 32-bit lanes the
/// compiler vectorises (the weighted sum of a slice stays below 2^32), then reduced modulo 65,521 once.
static uLong adler_update(uLong adler, const unsigned char *bytes, size_t size) {
  const uint64_t modulus = 65521;
  uint64_t first = adler & 0xFFFF, second = adler >> 16;
  while (size > 0) {
    uint32_t slice = size < 5552 ? (uint32_t)size : 5552;
    uint32_t sum = 0, weighted = 0;
    for (uint32_t index = 0; index < slice; index++) {
      sum += bytes[index];
      weighted += (slice - index) * (uint32_t)bytes[index];
    }
    second = (second + slice * first + weighted) % modulus;
    first = (first + sum) % modulus;
    bytes += slice;
    size -= slice;
  }
  return (uLong)((second << 16) | first);
}

/// Adler-32 after `count` zero bytes: the first sum stays, the second grows by it `count` times.
static uLong adler_after_zeros(uLong adler, size_t count) {
  const uint64_t modulus = 65521;
  uint64_t first = adler & 0xFFFF, second = adler >> 16;
  second = (second + (count % modulus) * first) % modulus;
  return (uLong)((second << 16) | first);
}

/// Buffers a worker reuses for every stripe it compresses: fresh ones per stripe would be mapped and faulted in
/// anew each time.
typedef struct {
  unsigned char *above, *current, *line;
  sequence_table sequences;
  lr_deflate_writer writer;
} scratch;

/// Stops every worker: the image is not opaque, and the stripes start again as RGBA.
static void stop_as_translucent(job *work) {
  pthread_mutex_lock(&work->lock);
  work->found_translucent = 1;
  pthread_mutex_unlock(&work->lock);
}

static void compress_stripe(job *work, int index, scratch *buffers) {
  stripe_result *result = &work->results[index];
  int first = index * STRIPE_ROWS;
  int rows = work->height - first < STRIPE_ROWS ? work->height - first : STRIPE_ROWS;
  int last = index == work->stripe_count - 1;
  size_t pixel_bytes = work->opaque ? 3 : 4;
  size_t sample_bytes = (size_t)work->width * pixel_bytes;
  size_t surface_row_bytes = (size_t)work->width * 4;
  lr_deflate_writer *writer = &buffers->writer;
  lr_deflate_writer_restart(writer);

  unsigned char *above = buffers->above, *current = buffers->current, *line = buffers->line;
  // Every row's alpha is checked while RGB is assumed: a row equal to the one above has that row's alpha, and the
  // row above the stripe is converted (and checked) here.
  if (first == 0) {
    memset(above, 0, sample_bytes);
  } else if (!convert_row(work->data + (size_t)(first - 1) * work->stride, work->width, work->format,
                          work->opaque, above)) {
    stop_as_translucent(work);
    return;
  }
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int y = first; y < first + rows; y++) {
    const unsigned char *row = work->data + (size_t)y * work->stride;
    if (y > 0 && memcmp(row, row - work->stride, surface_row_bytes) == 0) {
      encode_zero_line(writer, sample_bytes, pixel_bytes);
      static const unsigned char filter = PNG_FILTER_UP;
      adler = adler_after_zeros(adler_update(adler, &filter, 1), sample_bytes);
    } else {
      if (!convert_row(row, work->width, work->format, work->opaque, current)) {
        stop_as_translucent(work);
        return;
      }
      line[0] = PNG_FILTER_UP;
      for (size_t byte = 0; byte < sample_bytes; byte++) line[1 + byte] = (unsigned char)(current[byte] - above[byte]);
      encode_line(writer, line, 1 + sample_bytes, pixel_bytes, &buffers->sequences);
      adler = adler_update(adler, line, 1 + sample_bytes);
      unsigned char *swap = above;
      above = current;
      current = swap;
    }
    if (writer->symbol_count >= BLOCK_SYMBOLS) lr_deflate_writer_block(writer, 0);
  }
  if (writer->symbol_count > 0 || last) lr_deflate_writer_block(writer, last);
  if (last) {
    lr_deflate_writer_pad(writer);
  } else {
    lr_deflate_writer_sync(writer);
  }
  if (writer->failed) {
    result->failed = 1;
    return;
  }
  result->compressed = malloc(writer->output_size ? writer->output_size : 1);
  if (!result->compressed) {
    result->failed = 1;
    return;
  }
  memcpy(result->compressed, writer->output, writer->output_size);
  result->compressed_size = writer->output_size;
  result->adler = adler;
  result->raw_size = (1 + sample_bytes) * (size_t)rows;
}

static void *worker(void *argument) {
  job *work = argument;
  size_t sample_bytes = (size_t)work->width * (work->opaque ? 3 : 4);
  scratch buffers;
  buffers.above = malloc(sample_bytes);
  buffers.current = malloc(sample_bytes);
  buffers.line = malloc(sample_bytes + 1);
  buffers.sequences.positions = calloc((size_t)1 << SEQUENCE_HASH_BITS, sizeof(uint32_t));
  buffers.sequences.line_start = 1;
  /* A line adds at most one symbol per byte before the writer is emptied. */
  int writer_status = lr_deflate_writer_init(&buffers.writer, BLOCK_SYMBOLS + sample_bytes + 1);
  int ready = buffers.above && buffers.current && buffers.line && buffers.sequences.positions && writer_status == 0;
  for (;;) {
    pthread_mutex_lock(&work->lock);
    int index = work->next_stripe++;
    int stopped = work->found_translucent;
    pthread_mutex_unlock(&work->lock);
    if (index >= work->stripe_count || stopped) break;
    if (!ready) {
      work->results[index].failed = 1;
      continue;
    }
    compress_stripe(work, index, &buffers);
  }
  free(buffers.above);
  free(buffers.current);
  free(buffers.line);
  free(buffers.sequences.positions);
  lr_deflate_writer_free(&buffers.writer);
  return NULL;
}

/// Compresses every stripe on `threads` threads (the caller's among them).
static void compress_stripes(job *work, int threads) {
  pthread_t helpers[16];
  int started = 0;
  for (int index = 1; index < threads; index++) {
    if (pthread_create(&helpers[started], NULL, worker, work) == 0) started++;
  }
  worker(work);
  for (int index = 0; index < started; index++) pthread_join(helpers[index], NULL);
}

static void put32(unsigned char *out, uint32_t value) {
  out[0] = (unsigned char)(value >> 24);
  out[1] = (unsigned char)(value >> 16);
  out[2] = (unsigned char)(value >> 8);
  out[3] = (unsigned char)value;
}

/// Appends a chunk (length, type, data, CRC) at `*cursor`.
static void put_chunk(unsigned char **cursor, const char *type, const unsigned char *data, size_t length) {
  unsigned char *out = *cursor;
  put32(out, (uint32_t)length);
  memcpy(out + 4, type, 4);
  if (length) memcpy(out + 8, data, length);
  uLong crc = crc32(0L, Z_NULL, 0);
  crc = crc32(crc, out + 4, (uInt)(length + 4));
  put32(out + 8 + length, (uint32_t)crc);
  *cursor = out + 12 + length;
}

int lr_png_encode(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format,
                  int threads, unsigned char **out_data, size_t *out_size) {
  return lr_png_encode_chunked(data, width, height, stride, format, threads, LR_PNG_MAX_CHUNK_LENGTH, out_data,
                               out_size);
}

int lr_png_encode_chunked(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format,
                          int threads, size_t chunk_limit, unsigned char **out_data, size_t *out_size) {
  if (!data || width <= 0 || height <= 0 || !out_data || !out_size) return 1;
  if (chunk_limit == 0 || chunk_limit > LR_PNG_MAX_CHUNK_LENGTH) return 1;
  job work;
  memset(&work, 0, sizeof work);
  work.data = data;
  work.width = width;
  work.height = height;
  work.stride = stride;
  work.format = format;
  // A translucent first or last row (a component on a clear background) settles it before any work.
  work.opaque = row_is_opaque(data, width, format) &&
                row_is_opaque(data + (size_t)(height - 1) * stride, width, format);
  work.stripe_count = (height + STRIPE_ROWS - 1) / STRIPE_ROWS;
  work.results = calloc((size_t)work.stripe_count, sizeof(stripe_result));
  if (!work.results) return 3;
  pthread_mutex_init(&work.lock, NULL);
  if (threads < 1) threads = 1;
  if (threads > 16) threads = 16;
  if (threads > work.stripe_count) threads = work.stripe_count;
  compress_stripes(&work, threads);
  if (work.found_translucent) {
    for (int index = 0; index < work.stripe_count; index++) free(work.results[index].compressed);
    memset(work.results, 0, (size_t)work.stripe_count * sizeof(stripe_result));
    work.opaque = 0;
    work.found_translucent = 0;
    work.next_stripe = 0;
    compress_stripes(&work, threads);
  }
  pthread_mutex_destroy(&work.lock);

  int status = 0;
  size_t deflated = 0;
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int index = 0; index < work.stripe_count; index++) {
    stripe_result *result = &work.results[index];
    if (result->failed || !result->compressed) status = 3;
    deflated += result->compressed_size;
    adler = adler32_combine(adler, result->adler, (z_off_t)result->raw_size);
  }
  unsigned char *png = NULL;
  if (status == 0) {
    size_t idat_size = 2 + deflated + 4;
    // The zlib stream goes in as many IDAT chunks as the 31-bit chunk length needs (one for any image that fits
    // in 2 GiB compressed).
    size_t idat_chunks = (idat_size + chunk_limit - 1) / chunk_limit;
    size_t total = 8 + (12 + 13) + 12 * idat_chunks + idat_size + 12;
    png = malloc(total);
    unsigned char *idat = malloc(idat_size);
    if (!png || !idat) {
      free(png);
      free(idat);
      png = NULL;
      status = 3;
    } else {
      static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
      unsigned char *cursor = png;
      memcpy(cursor, signature, 8);
      cursor += 8;
      unsigned char header[13];
      put32(header, (uint32_t)width);
      put32(header + 4, (uint32_t)height);
      header[8] = 8;
      header[9] = work.opaque ? 2 : 6;
      header[10] = 0;
      header[11] = 0;
      header[12] = 0;
      put_chunk(&cursor, "IHDR", header, 13);
      idat[0] = 0x78;
      idat[1] = 0x01;
      size_t offset = 2;
      for (int index = 0; index < work.stripe_count; index++) {
        memcpy(idat + offset, work.results[index].compressed, work.results[index].compressed_size);
        offset += work.results[index].compressed_size;
      }
      put32(idat + offset, (uint32_t)adler);
      for (size_t start = 0; start < idat_size; start += chunk_limit) {
        size_t length = idat_size - start < chunk_limit ? idat_size - start : chunk_limit;
        put_chunk(&cursor, "IDAT", idat + start, length);
      }
      free(idat);
      put_chunk(&cursor, "IEND", NULL, 0);
      *out_data = png;
      *out_size = (size_t)(cursor - png);
    }
  }
  for (int index = 0; index < work.stripe_count; index++) free(work.results[index].compressed);
  free(work.results);
  return status;
}

int lr_available_cores(void) {
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  return count > 0 ? (int)count : 1;
}
