#ifndef LAYOUT_RENDER_CPNGWRITER_H
#define LAYOUT_RENDER_CPNGWRITER_H

#include <stddef.h>

/// Encodes an image as PNG into a newly allocated buffer (free it with lr_png_free).
///
/// pixels: rows of 8-bit RGB (has_alpha == 0) or straight RGBA (has_alpha != 0), `stride` bytes apart.
/// compression_level: zlib level 0...9. The PNG has no time, text or gamma chunk, so the same pixels always give the
/// same bytes. Returns 0 on success, 1 on bad arguments, 2 when libpng reports an error, 3 when memory runs out.
int lr_png_encode(const unsigned char *pixels, int width, int height, size_t stride, int has_alpha,
                  int compression_level, unsigned char **out_data, size_t *out_size);

/// Encodes a Cairo ARGB32 surface (premultiplied, native-endian 32-bit pixels) as PNG without converting it first:
/// RGB when every pixel is opaque, else un-premultiplied RGBA; no filter, deflated in 64-row stripes on up to
/// `threads` threads. The bytes depend only on the pixels and the level, never on the thread count. Returns codes as
/// lr_png_encode.
int lr_png_encode_argb32_parallel(const unsigned char *data, int width, int height, size_t stride,
                                  int compression_level, int threads, unsigned char **out_data,
                                  size_t *out_size);

/// The number of processors online (at least 1).
int lr_available_cores(void);

/// Decodes PNG data to straight 8-bit RGBA (free with lr_png_free). Returns 0 on success, 2 on a libpng error
/// (corrupt, truncated or not PNG), 3 when memory runs out.
int lr_png_decode(const unsigned char *data, size_t size, unsigned char **out_rgba, int *out_width,
                  int *out_height);

/// Reads a PNG's size from its header. Returns 0, or 2 when the data is not PNG.
int lr_png_size(const unsigned char *data, size_t size, int *out_width, int *out_height);

/// Decodes PNG data to straight 8-bit RGBA into `out` (width × height × 4 bytes, the size lr_png_size gave).
/// Plain 8-bit RGB and RGBA files are read straight into `out`; others go through lr_png_decode. Returns 0 on
/// success, 2 on a libpng error, 3 when memory runs out.
int lr_png_decode_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height);

/// Frees a buffer returned by lr_png_encode or lr_png_decode.
void lr_png_free(unsigned char *data);

#endif
