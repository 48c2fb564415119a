// A PNG encoder for Cairo ARGB32 surfaces that deflates stripes of rows on several threads (the pigz technique):
// each stripe of 64 rows is compressed on its own and ends with a sync flush (the last one finishes the stream),
// the raw deflate streams are concatenated into one zlib stream, and the Adler-32 checksums of the stripes are
// combined. Stripes have a fixed height, so the bytes do not depend on how many threads ran.
#include "CPNGWriter.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum { STRIPE_ROWS = 64 };

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
  int opaque;
  int level;
  int stripe_count;
  stripe_result *results;
  int next_stripe;
  pthread_mutex_t lock;
} job;

/// Converts one row of native-endian premultiplied ARGB to the PNG scanline (filter byte 0, then RGB or RGBA).
static void convert_row(const unsigned char *row, int width, int opaque, unsigned char *out) {
  *out++ = 0;
  const uint32_t *pixels = (const uint32_t *)row;
  for (int x = 0; x < width; x++) {
    uint32_t pixel = pixels[x];
    unsigned alpha = pixel >> 24;
    unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (!opaque && alpha != 0 && alpha != 255) {
      red = (red * 255 + alpha / 2) / alpha;
      green = (green * 255 + alpha / 2) / alpha;
      blue = (blue * 255 + alpha / 2) / alpha;
      if (red > 255) red = 255;
      if (green > 255) green = 255;
      if (blue > 255) blue = 255;
    }
    *out++ = (unsigned char)red;
    *out++ = (unsigned char)green;
    *out++ = (unsigned char)blue;
    if (!opaque) *out++ = (unsigned char)alpha;
  }
}

/// Buffers a worker reuses for every stripe it compresses: fresh ones per stripe would be mapped and faulted in
/// anew each time (they are above malloc's mmap threshold).
typedef struct {
  unsigned char *raw;
  unsigned char *compressed;
  size_t compressed_capacity;
} scratch;

static void compress_stripe(job *work, int index, scratch *buffers) {
  stripe_result *result = &work->results[index];
  int first = index * STRIPE_ROWS;
  int rows = work->height - first < STRIPE_ROWS ? work->height - first : STRIPE_ROWS;
  size_t row_bytes = 1 + (size_t)work->width * (work->opaque ? 3 : 4);
  size_t raw_size = row_bytes * (size_t)rows;
  unsigned char *raw = buffers->raw;
  for (int y = 0; y < rows; y++) {
    convert_row(work->data + (size_t)(first + y) * work->stride, work->width, work->opaque, raw + (size_t)y * row_bytes);
  }
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (deflateInit2(&stream, work->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    result->failed = 1;
    return;
  }
  stream.next_in = raw;
  stream.avail_in = (uInt)raw_size;
  stream.next_out = buffers->compressed;
  stream.avail_out = (uInt)buffers->compressed_capacity;
  int last = index == work->stripe_count - 1;
  int status = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH);
  if ((last && status != Z_STREAM_END) || (!last && status != Z_OK) || stream.avail_in != 0) {
    result->failed = 1;
  }
  size_t size = buffers->compressed_capacity - stream.avail_out;
  deflateEnd(&stream);
  result->compressed = malloc(size ? size : 1);
  if (!result->compressed) {
    result->failed = 1;
    return;
  }
  memcpy(result->compressed, buffers->compressed, size);
  result->compressed_size = size;
  result->adler = adler32(adler32(0L, Z_NULL, 0), raw, (uInt)raw_size);
  result->raw_size = raw_size;
}

static void *worker(void *argument) {
  job *work = argument;
  size_t row_bytes = 1 + (size_t)work->width * (work->opaque ? 3 : 4);
  size_t stripe_bytes = row_bytes * STRIPE_ROWS;
  scratch buffers;
  buffers.raw = malloc(stripe_bytes);
  /* zlib's most conservative bound (any parameters), with room for the sync flush marker. */
  buffers.compressed_capacity = deflateBound(NULL, (uLong)stripe_bytes) + 16;
  buffers.compressed = malloc(buffers.compressed_capacity);
  for (;;) {
    pthread_mutex_lock(&work->lock);
    int index = work->next_stripe++;
    pthread_mutex_unlock(&work->lock);
    if (index >= work->stripe_count) break;
    if (!buffers.raw || !buffers.compressed) {
      work->results[index].failed = 1;
      continue;
    }
    compress_stripe(work, index, &buffers);
  }
  free(buffers.raw);
  free(buffers.compressed);
  return NULL;
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

int lr_png_encode_argb32_parallel(const unsigned char *data, int width, int height, size_t stride,
                                  int compression_level, int threads, unsigned char **out_data,
                                  size_t *out_size) {
  if (!data || width <= 0 || height <= 0 || !out_data || !out_size) return 1;
  job work;
  memset(&work, 0, sizeof work);
  work.data = data;
  work.width = width;
  work.height = height;
  work.stride = stride;
  work.level = compression_level;
  work.opaque = 1;
  for (int y = 0; y < height && work.opaque; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
    for (int x = 0; x < width; x++) {
      if ((row[x] >> 24) != 0xFF) {
        work.opaque = 0;
        break;
      }
    }
  }
  work.stripe_count = (height + STRIPE_ROWS - 1) / STRIPE_ROWS;
  work.results = calloc((size_t)work.stripe_count, sizeof(stripe_result));
  if (!work.results) return 3;
  pthread_mutex_init(&work.lock, NULL);
  if (threads < 1) threads = 1;
  if (threads > 16) threads = 16;
  if (threads > work.stripe_count) threads = work.stripe_count;
  pthread_t helpers[16];
  int started = 0;
  for (int index = 1; index < threads; index++) {
    if (pthread_create(&helpers[started], NULL, worker, &work) == 0) started++;
  }
  worker(&work);
  for (int index = 0; index < started; index++) pthread_join(helpers[index], NULL);
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
    size_t total = 8 + (12 + 13) + (12 + idat_size) + 12;
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
      put_chunk(&cursor, "IDAT", idat, idat_size);
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
