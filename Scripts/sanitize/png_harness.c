// Drives the PNG encoder and decoder (Sources/CPNGWriter) over good and hostile files, for a build with
// AddressSanitizer and LeakSanitizer: any overflow, use after free or leak fails the run. Scripts/sanitize.sh builds
// and runs it.
//
// The corpus is made here with libpng's writer, so it needs no files: 8-bit RGB and RGBA, palette, 16-bit,
// grey with alpha, interlaced, and both of our encoders' output; then every file truncated at many lengths, with
// bytes flipped, and with headers claiming huge sizes (CRC fixed so libpng reads on).
#include "CPNGWriter.h"
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
  unsigned char *data;
  size_t size, capacity;
} buffer;

static void append(png_structp png, png_bytep bytes, png_size_t length) {
  buffer *out = png_get_io_ptr(png);
  if (out->size + length > out->capacity) {
    out->capacity = (out->size + length) * 2;
    out->data = realloc(out->data, out->capacity);
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void flush(png_structp png) { (void)png; }

/// A width × height file of the given libpng colour type and depth, with a deterministic pattern.
static buffer make_png(int width, int height, int color, int depth, int interlace) {
  buffer out = {0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    fprintf(stderr, "png_harness: libpng failed to write the corpus\n");
    exit(2);
  }
  png_set_write_fn(png, &out, append, flush);
  png_set_IHDR(png, info, width, height, depth, color, interlace, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  if (color == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[16];
    for (int i = 0; i < 16; i++) palette[i] = (png_color){(png_byte)(i * 16), (png_byte)(255 - i * 16), 40};
    png_set_PLTE(png, info, palette, 16);
    png_byte alpha[4] = {0, 64, 128, 255};
    png_set_tRNS(png, info, alpha, 4, NULL);
  }
  png_write_info(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  unsigned char *row = malloc(row_bytes);
  int passes = png_set_interlace_handling(png);
  for (int pass = 0; pass < passes; pass++) {
    for (int y = 0; y < height; y++) {
      for (size_t i = 0; i < row_bytes; i++) row[i] = (unsigned char)((i * 7 + (size_t)y * 13) & (depth < 8 ? 0x11 : 0xFF));
      png_write_row(png, row);
    }
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  return out;
}

static int decoded_ok, refused;

/// Decodes as RGBAImage(pngData:) does: size from the header, a bounded allocation, then lr_png_decode_into.
static void decode(const unsigned char *data, size_t size) {
  int width = 0, height = 0;
  uint64_t raw = 0;
  if (lr_png_size(data, size, &width, &height) != 0 || lr_png_raw_size(data, size, &raw) != 0) {
    refused++;
    return;
  }
  if ((uint64_t)width * (uint64_t)height > 100000000u || raw > (uint64_t)size * 1032) {
    refused++;
    return;
  }
  unsigned char *out = malloc((size_t)width * (size_t)height * 4);
  if (lr_png_decode_into(data, size, out, width, height) == 0) {
    decoded_ok++;
  } else {
    refused++;
  }
  free(out);
  // The allocating decoder too.
  unsigned char *pixels = NULL;
  int w = 0, h = 0;
  if (lr_png_decode(data, size, &pixels, &w, &h) == 0) lr_png_free(pixels);
}

static void fix_header_crc(unsigned char *data, size_t size) {
  if (size < 33) return;
  uLong crc = crc32(0L, data + 12, 17);
  data[29] = (unsigned char)(crc >> 24);
  data[30] = (unsigned char)(crc >> 16);
  data[31] = (unsigned char)(crc >> 8);
  data[32] = (unsigned char)crc;
}

static void attack(const buffer *file) {
  decode(file->data, file->size);
  unsigned char *copy = malloc(file->size);
  // Truncated at every length up to 200 bytes, then every 37th.
  for (size_t length = 0; length < file->size; length += length < 200 ? 1 : 37) decode(file->data, length);
  // One byte flipped, at positions spread over the file.
  unsigned state = 12345;
  for (int trial = 0; trial < 300; trial++) {
    memcpy(copy, file->data, file->size);
    state = state * 1103515245u + 12345u;
    size_t position = (state >> 8) % file->size;
    copy[position] ^= (unsigned char)(1u << ((state >> 4) & 7));
    if (trial % 2) fix_header_crc(copy, file->size);
    decode(copy, file->size);
  }
  // Headers claiming huge sizes.
  static const uint32_t sizes[][2] = {{16384, 16384}, {1u << 30, 1u << 30}, {0x7FFFFFFF, 1}, {1, 0x7FFFFFFF}, {12000, 9000}};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    memcpy(copy, file->data, file->size);
    for (int b = 0; b < 4; b++) {
      copy[16 + b] = (unsigned char)(sizes[i][0] >> (24 - 8 * b));
      copy[20 + b] = (unsigned char)(sizes[i][1] >> (24 - 8 * b));
    }
    fix_header_crc(copy, file->size);
    decode(copy, file->size);
  }
  free(copy);
}

static buffer encode_ours(int width, int height, int threads, size_t chunk_limit, int smallest) {
  size_t count = (size_t)width * (size_t)height * 4;
  unsigned char *pixels = malloc(count);
  for (size_t i = 0; i < count; i++) pixels[i] = (unsigned char)((i * 31) ^ (i >> 9));
  if (width > 2) memset(pixels, 255, (size_t)width * 4);  // an opaque first row, a repeated-row case
  buffer out = {0};
  int status = smallest ? lr_png_encode_smallest(pixels, width, height, (size_t)width * 4, &out.data, &out.size)
                        : lr_png_encode_chunked(pixels, width, height, (size_t)width * 4, LR_PIXELS_RGBA, threads,
                                                chunk_limit, &out.data, &out.size);
  if (status != 0) {
    fprintf(stderr, "png_harness: encoding %dx%d failed (%d)\n", width, height, status);
    exit(1);
  }
  // Round trip: what we wrote decodes to what we gave.
  unsigned char *back = malloc(count);
  if (lr_png_decode_into(out.data, out.size, back, width, height) != 0 || memcmp(back, pixels, count) != 0) {
    fprintf(stderr, "png_harness: %dx%d (chunks of %zu) does not decode to its pixels\n", width, height, chunk_limit);
    exit(1);
  }
  free(back);
  free(pixels);
  buffer copy = {malloc(out.size), out.size, out.size};
  memcpy(copy.data, out.data, out.size);
  lr_png_free(out.data);
  return copy;
}

int main(void) {
  buffer files[16];
  int count = 0;
  files[count++] = make_png(37, 29, PNG_COLOR_TYPE_RGB, 8, PNG_INTERLACE_NONE);
  files[count++] = make_png(37, 29, PNG_COLOR_TYPE_RGB_ALPHA, 8, PNG_INTERLACE_NONE);
  files[count++] = make_png(41, 23, PNG_COLOR_TYPE_PALETTE, 4, PNG_INTERLACE_NONE);
  files[count++] = make_png(19, 31, PNG_COLOR_TYPE_RGB_ALPHA, 16, PNG_INTERLACE_NONE);
  files[count++] = make_png(19, 31, PNG_COLOR_TYPE_GRAY, 16, PNG_INTERLACE_NONE);
  files[count++] = make_png(33, 17, PNG_COLOR_TYPE_GRAY_ALPHA, 8, PNG_INTERLACE_NONE);
  files[count++] = make_png(33, 17, PNG_COLOR_TYPE_RGB, 8, PNG_INTERLACE_ADAM7);
  files[count++] = encode_ours(1, 1, 1, LR_PNG_MAX_CHUNK_LENGTH, 0);
  files[count++] = encode_ours(300, 1, 2, LR_PNG_MAX_CHUNK_LENGTH, 0);
  files[count++] = encode_ours(1, 300, 4, LR_PNG_MAX_CHUNK_LENGTH, 0);
  files[count++] = encode_ours(70, 130, 2, 100, 0);
  files[count++] = encode_ours(70, 130, 2, 1, 0);
  files[count++] = encode_ours(45, 66, 1, LR_PNG_MAX_CHUNK_LENGTH, 1);
  for (int i = 0; i < count; i++) attack(&files[i]);
  for (int i = 0; i < count; i++) free(files[i].data);
  printf("png_harness: %d files; %d decodes succeeded, %d refused; no memory error or leak\n", count, decoded_ok,
         refused);
  return 0;
}
