#ifndef LAYOUT_RENDER_CJPEGCODEC_H
#define LAYOUT_RENDER_CJPEGCODEC_H

#include <stddef.h>

/// Reads a JPEG's size from its header. Returns 0, or 2 when the data is not a JPEG libjpeg reads.
int lr_jpeg_size(const unsigned char *data, size_t size, int *out_width, int *out_height);

/// Decodes JPEG data to opaque 8-bit RGBA into `out` (width × height × 4 bytes, the size lr_jpeg_size gave).
///
/// Grey, YCbCr, RGB, CMYK and YCCK files are read; the inverse DCT is libjpeg's accurate integer one, whose SIMD
/// and plain C versions give the same bytes, so decoding is deterministic for one libjpeg-turbo version. Returns 0 on
/// success, 2 for data that is corrupt, truncated or not JPEG, 3 when memory runs out.
int lr_jpeg_decode_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height);

/// Encodes straight 8-bit RGBA as a baseline JPEG at `quality` (1…100) into a newly allocated buffer (free it with
/// lr_jpeg_free). JPEG has no alpha: each pixel is composited over black first. Returns 0 on success, 1 for bad
/// arguments, 2 on a libjpeg error.
int lr_jpeg_encode(const unsigned char *rgba, int width, int height, int quality, unsigned char **out_data,
                   size_t *out_size);

/// Frees a buffer returned by lr_jpeg_encode.
void lr_jpeg_free(unsigned char *data);

#endif
