// A small PNG encoder and decoder over libpng. libpng reports errors with setjmp/longjmp, which Swift cannot
// catch, so this C target sets up the jump and turns errors into return codes.
#include "CPNGWriter.h"

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

int lr_png_encode(const unsigned char *pixels, int width, int height, size_t stride, int has_alpha,
                  int compression_level, unsigned char **out_data, size_t *out_size) {
  if (!pixels || width <= 0 || height <= 0 || !out_data || !out_size) return 1;
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
               has_alpha ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, compression_level);
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_write_info(png, info);
  for (int row = 0; row < height; row++) {
    png_write_row(png, (png_const_bytep)(pixels + (size_t)row * stride));
  }
  png_write_end(png, NULL);
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
