// The PNG decoder, and the encoder for the smallest files, over libpng. libpng reports errors with setjmp/longjmp,
// which Swift cannot catch, so this file sets up the jump and turns errors into return codes.
#include "CPNGWriter.h"
#include "pixels.h"
#include "png_chunks.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
  int failed;
} growable_buffer;

static void write_to_buffer(png_structp png, png_bytep bytes, png_size_t length) {
  growable_buffer *buffer = (growable_buffer *)png_get_io_ptr(png);
  if (buffer->failed) return;
  if (buffer->size + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->size + length) capacity *= 2;
    unsigned char *grown = realloc(buffer->data, capacity);
    if (!grown) {
      buffer->failed = 1;
      return;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->size, bytes, length);
  buffer->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

int lr_png_encode_smallest(const unsigned char *pixels, int width, int height, size_t stride,
                           unsigned char **out_data, size_t *out_size) {
  return lr_png_encode_smallest_with_chunk(pixels, width, height, stride, NULL, NULL, 0, out_data, out_size);
}

int lr_png_encode_smallest_with_chunk(const unsigned char *pixels, int width, int height, size_t stride,
                                      const char name[4], const unsigned char *chunk, size_t chunk_size,
                                      unsigned char **out_data, size_t *out_size) {
  if (!pixels || width <= 0 || height <= 0 || !out_data || !out_size) return 1;
  int opaque = lr_pixels_are_opaque(pixels, width, height, stride, LR_PIXELS_RGBA);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return 3;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    return 3;
  }
  growable_buffer buffer = {0};
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(buffer.data);
    return 2;
  }
  png_set_write_fn(png, &buffer, write_to_buffer, flush_nothing);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 9);
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_write_info(png, info);
  /* Opaque images are written as RGB: libpng drops the fourth byte of each pixel. */
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (int row = 0; row < height; row++) {
    png_write_row(png, (png_const_bytep)(pixels + (size_t)row * stride));
  }
  if (name && chunk) {
    png_unknown_chunk unknown;
    memset(&unknown, 0, sizeof unknown);
    memcpy(unknown.name, name, 4);
    unknown.data = (png_bytep)chunk;
    unknown.size = chunk_size;
    unknown.location = PNG_AFTER_IDAT;
    // Unsafe-to-copy chunks (fourth letter upper case) are written only when asked for by name.
    png_byte chunk_name[5] = {(png_byte)name[0], (png_byte)name[1], (png_byte)name[2], (png_byte)name[3], 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, chunk_name, 1);
    png_set_unknown_chunks(png, info, &unknown, 1);
  }
  png_write_end(png, name && chunk ? info : NULL);
  png_destroy_write_struct(&png, &info);
  if (buffer.failed) {
    free(buffer.data);
    return 3;
  }
  *out_data = buffer.data;
  *out_size = buffer.size;
  return 0;
}

int lr_png_decode(const unsigned char *data, size_t size, unsigned char **out_rgba, int *out_width,
                  int *out_height) {
  if (!data || !out_rgba || !out_width || !out_height) return 1;
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) return 2;
  image.format = PNG_FORMAT_RGBA;
  size_t bytes = PNG_IMAGE_SIZE(image);
  unsigned char *pixels = malloc(bytes ? bytes : 1);
  if (!pixels) {
    png_image_free(&image);
    return 3;
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    free(pixels);
    png_image_free(&image);
    return 2;
  }
  *out_rgba = pixels;
  *out_width = (int)image.width;
  *out_height = (int)image.height;
  return 0;
}

void lr_png_free(unsigned char *data) { free(data); }

typedef struct {
  const unsigned char *data;
  size_t size;
  size_t offset;
} memory_reader;

static void read_from_memory(png_structp png, png_bytep out, png_size_t length) {
  memory_reader *reader = (memory_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) png_error(png, "truncated");
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

/// Decodes 8-bit RGB or RGBA files without colour-management chunks (what both encoders write) straight into
/// `out`, which has room for width × height × 4 bytes; returns 4 for any other kind of file (the caller then uses
/// lr_png_decode, whose simplified libpng path handles every format and applies gamma).
static int decode_plain_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return 3;
  png_infop info = png_create_info_struct(png);
  // Assigned after setjmp and read after a longjmp: without volatile the compiler may keep it in a register that
  // the jump restores to NULL, and the row table leaks on every corrupt file.
  png_bytep *volatile rows = NULL;
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    return 3;
  }
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 2;
  }
  memory_reader reader = {data, size, 0};
  png_set_read_fn(png, &reader, read_from_memory);
#ifdef PNG_IGNORE_ADLER32
  // zlib's Adler-32 of the inflated bytes costs about a fifth of decoding a reference; the CRC-32 of every chunk,
  // which libpng still checks, already catches a damaged file.
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(png, info);
  int color = png_get_color_type(png, info);
  int plain = png_get_bit_depth(png, info) == 8 &&
              (color == PNG_COLOR_TYPE_RGB || color == PNG_COLOR_TYPE_RGB_ALPHA) &&
              png_get_interlace_type(png, info) == PNG_INTERLACE_NONE &&
              !png_get_valid(png, info, PNG_INFO_tRNS | PNG_INFO_gAMA | PNG_INFO_cHRM | PNG_INFO_iCCP |
                                            PNG_INFO_sRGB) &&
              (int)png_get_image_width(png, info) == width && (int)png_get_image_height(png, info) == height;
  if (!plain) {
    png_destroy_read_struct(&png, &info, NULL);
    return 4;
  }
  if (color == PNG_COLOR_TYPE_RGB) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  png_read_update_info(png, info);
  rows = malloc(sizeof(png_bytep) * (size_t)height);
  if (!rows) png_error(png, "out of memory");
  for (int y = 0; y < height; y++) rows[y] = out + (size_t)y * (size_t)width * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  return 0;
}

int lr_png_raw_size(const unsigned char *data, size_t size, uint64_t *out_bytes) {
  if (!data || size < 29 || !out_bytes) return 2;
  uint64_t width = lr_png_read_be32(data + 16), height = lr_png_read_be32(data + 20);
  unsigned depth = data[24], color = data[25];
  unsigned channels = color == 0 ? 1 : color == 2 ? 3 : color == 3 ? 1 : color == 4 ? 2 : color == 6 ? 4 : 0;
  if (channels == 0 || depth == 0 || depth > 16) return 2;
  *out_bytes = ((width * channels * depth + 7) / 8 + 1) * height;
  return 0;
}

int lr_png_size(const unsigned char *data, size_t size, int *out_width, int *out_height) {
  if (!data || size < 24 || memcmp(data, lr_png_signature, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) return 2;
  uint32_t width = lr_png_read_be32(data + 16), height = lr_png_read_be32(data + 20);
  if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) return 2;
  *out_width = (int)width;
  *out_height = (int)height;
  return 0;
}

int lr_png_decode_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height) {
  if (!data || !out || width <= 0 || height <= 0) return 1;
  if (lr_png_decode_direct_into(data, size, out, width, height) == 0) return 0;
  return lr_png_decode_with_libpng_into(data, size, out, width, height);
}

int lr_png_decode_with_libpng_into(const unsigned char *data, size_t size, unsigned char *out, int width,
                                   int height) {
  if (!data || !out || width <= 0 || height <= 0) return 1;
  int status = decode_plain_into(data, size, out, width, height);
  if (status != 4) return status;
  // Any other format: libpng's simplified reader converts straight into `out`, with no second image buffer.
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) return 2;
  if ((int)image.width != width || (int)image.height != height) {
    png_image_free(&image);
    return 2;
  }
  image.format = PNG_FORMAT_RGBA;
  if (!png_image_finish_read(&image, NULL, out, 0, NULL)) {
    png_image_free(&image);
    return 2;
  }
  return 0;
}
