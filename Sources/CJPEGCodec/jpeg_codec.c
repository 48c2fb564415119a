// The JPEG decoder and encoder, over libjpeg-turbo. libjpeg reports errors by calling `error_exit`, which must not
// return; this file jumps back with setjmp/longjmp, which Swift cannot do, and turns errors into return codes.
#include "CJPEGCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
} error_handler;

static void jump_back(j_common_ptr info) {
  error_handler *handler = (error_handler *)info->err;
  longjmp(handler->jump, 1);
}

// Warnings (a corrupt but recoverable stream, say) are not printed to stderr: the caller reports what matters.
static void stay_quiet(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

static void install_handler(error_handler *handler, struct jpeg_error_mgr **slot) {
  *slot = jpeg_std_error(&handler->manager);
  handler->manager.error_exit = jump_back;
  handler->manager.emit_message = stay_quiet;
}

int lr_jpeg_size(const unsigned char *data, size_t size, int *out_width, int *out_height) {
  if (!data || size < 3 || !out_width || !out_height) return 2;
  if (data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) return 2;
  struct jpeg_decompress_struct info;
  error_handler handler;
  install_handler(&handler, &info.err);
  if (setjmp(handler.jump)) {
    jpeg_destroy_decompress(&info);
    return 2;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  *out_width = (int)info.image_width;
  *out_height = (int)info.image_height;
  jpeg_destroy_decompress(&info);
  return 0;
}

// Adobe's CMYK files store the channels inverted (0 is full ink); others store them plainly.
static void cmyk_row_to_rgba(const JSAMPLE *cmyk, unsigned char *rgba, int width, int inverted) {
  for (int x = 0; x < width; x++) {
    int c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    // Now 255 means no ink: each channel is what the ink leaves of white, times what black leaves.
    rgba[4 * x] = (unsigned char)((c * k + 127) / 255);
    rgba[4 * x + 1] = (unsigned char)((m * k + 127) / 255);
    rgba[4 * x + 2] = (unsigned char)((y * k + 127) / 255);
    rgba[4 * x + 3] = 255;
  }
}

int lr_jpeg_decode_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height) {
  if (!data || !out || width <= 0 || height <= 0) return 1;
  struct jpeg_decompress_struct info;
  error_handler handler;
  JSAMPLE *volatile cmyk = NULL;
  install_handler(&handler, &info.err);
  if (setjmp(handler.jump)) {
    jpeg_destroy_decompress(&info);
    free(cmyk);
    return 2;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if ((int)info.image_width != width || (int)info.image_height != height) {
    jpeg_destroy_decompress(&info);
    return 2;
  }
  int four_channels = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = four_channels ? JCS_CMYK : JCS_EXT_RGBA;
  info.dct_method = JDCT_ISLOW;
  // A progressive file keeps every coefficient until the end: bound libjpeg's working memory (it fails cleanly
  // beyond it) besides the output buffer the caller sized.
  info.mem->max_memory_to_use = 1024L * 1024 * 1024;
  jpeg_start_decompress(&info);
  if (four_channels) {
    cmyk = malloc((size_t)width * 4);
    if (!cmyk) {
      jpeg_destroy_decompress(&info);
      return 3;
    }
  }
  while (info.output_scanline < info.output_height) {
    unsigned char *row = out + (size_t)info.output_scanline * (size_t)width * 4;
    JSAMPROW target = four_channels ? cmyk : row;
    jpeg_read_scanlines(&info, &target, 1);
    if (four_channels) cmyk_row_to_rgba(cmyk, row, width, info.saw_Adobe_marker);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(cmyk);
  return 0;
}

int lr_jpeg_encode(const unsigned char *rgba, int width, int height, int quality, unsigned char **out_data,
                   size_t *out_size) {
  if (!rgba || width <= 0 || height <= 0 || !out_data || !out_size) return 1;
  if (quality < 1) quality = 1;
  if (quality > 100) quality = 100;
  struct jpeg_compress_struct info;
  error_handler handler;
  unsigned char *buffer = NULL;
  unsigned long length = 0;
  JSAMPLE *volatile row = malloc((size_t)width * 3);
  if (!row) return 3;
  install_handler(&handler, &info.err);
  if (setjmp(handler.jump)) {
    jpeg_destroy_compress(&info);
    free(row);
    free(buffer);
    return 2;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, &buffer, &length);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  info.dct_method = JDCT_ISLOW;
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    const unsigned char *source = rgba + (size_t)info.next_scanline * (size_t)width * 4;
    for (int x = 0; x < width; x++) {
      int alpha = source[4 * x + 3];
      for (int channel = 0; channel < 3; channel++) {
        row[3 * x + channel] = (JSAMPLE)((source[4 * x + channel] * alpha + 127) / 255);
      }
    }
    JSAMPROW pointer = row;
    jpeg_write_scanlines(&info, &pointer, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  free(row);
  *out_data = buffer;
  *out_size = (size_t)length;
  return 0;
}

void lr_jpeg_free(unsigned char *data) { free(data); }
