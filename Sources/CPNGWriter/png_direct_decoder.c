// A PNG reader for the files snapshot references are: 8-bit RGB or RGBA, not interlaced, no palette, transparency
// or colour-management chunks. It checks every chunk's CRC-32, gathers the image data into one stream, inflates it
// whole with the project's decoder (inflate.c: libpng inflates with zlib a row at a time, and zlib copies long
// matches a byte at a time) and undoes the five row filters of the PNG specification (section 9), widening RGB to
// RGBA. Anything else, or anything it finds wrong, it leaves to libpng, which then decodes the file or reports what
// is wrong with it.
#include "CPNGWriter.h"
#include "inflate.h"
#include "png_chunks.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// What the reader answers for a file it leaves to libpng.
enum { unsupported = 4 };

/// The Paeth predictor (PNG specification, section 9.4): whichever of left, above and upper-left is nearest to
/// left + above - upper-left, preferring them in that order.
static unsigned char paeth(int left, int above, int upper_left) {
  int estimate = left + above - upper_left;
  int to_left = abs(estimate - left), to_above = abs(estimate - above), to_upper_left = abs(estimate - upper_left);
  if (to_left <= to_above && to_left <= to_upper_left) return (unsigned char)left;
  return (unsigned char)(to_above <= to_upper_left ? above : upper_left);
}

/// Undoes one row's filter in place. `previous` is the row above, already unfiltered (zeros for the first row);
/// `channels` is the distance to the pixel on the left. Returns 0 for a filter type PNG does not define.
static int unfilter_row(int filter, unsigned char *row, const unsigned char *previous, size_t length, int channels) {
  size_t i;
  switch (filter) {
  case 0:
    return 1;
  case 1:
    for (i = (size_t)channels; i < length; i++) row[i] = (unsigned char)(row[i] + row[i - channels]);
    return 1;
  case 2:
    for (i = 0; i < length; i++) row[i] = (unsigned char)(row[i] + previous[i]);
    return 1;
  case 3:
    for (i = 0; i < (size_t)channels; i++) row[i] = (unsigned char)(row[i] + (previous[i] >> 1));
    for (; i < length; i++) row[i] = (unsigned char)(row[i] + ((row[i - channels] + previous[i]) >> 1));
    return 1;
  case 4:
    for (i = 0; i < (size_t)channels; i++) row[i] = (unsigned char)(row[i] + previous[i]);
    for (; i < length; i++)
      row[i] = (unsigned char)(row[i] + paeth(row[i - channels], previous[i], previous[i - channels]));
    return 1;
  default:
    return 0;
  }
}

/// Widens unfiltered RGB rows to RGBA with opaque alpha, from the first row on. The rows may sit inside the
/// image's own buffer, ending where it ends: each group of pixels is read before its bytes are written, and no
/// write reaches bytes not yet read (a pixel's four bytes end no later than where the next pixel's three start).
static void widen_rows(const unsigned char *rows, unsigned char *out, int width, int height) {
  for (int y = 0; y < height; y++) {
    const unsigned char *row = rows + (size_t)y * ((size_t)width * 3 + 1) + 1;
    unsigned char *target = out + (size_t)y * (size_t)width * 4;
    int x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Four pixels at a time: twelve bytes in as three words, sixteen out as four.
    for (; x + 4 <= width; x += 4, row += 12, target += 16) {
      uint32_t in[3], pixels[4];
      memcpy(in, row, 12);
      pixels[0] = in[0] | 0xFF000000u;
      pixels[1] = in[0] >> 24 | in[1] << 8 | 0xFF000000u;
      pixels[2] = in[1] >> 16 | in[2] << 16 | 0xFF000000u;
      pixels[3] = in[2] >> 8 | 0xFF000000u;
      memcpy(target, pixels, 16);
    }
#endif
    for (; x < width; x++, row += 3, target += 4) {
      unsigned char red = row[0], green = row[1], blue = row[2];
      target[0] = red;
      target[1] = green;
      target[2] = blue;
      target[3] = 0xFF;
    }
  }
}

/// Whether an ancillary chunk changes how the pixels are to be read (then libpng decodes the file).
static int changes_pixels(const unsigned char *type) {
  static const char *const kinds[] = {"tRNS", "gAMA", "cHRM", "iCCP", "sRGB"};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (memcmp(type, kinds[i], 4) == 0) return 1;
  return 0;
}

int lr_png_decode_direct_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height) {
  if (!data || !out || width <= 0 || height <= 0 || size < 8 + 25 || memcmp(data, lr_png_signature, 8) != 0 ||
      memcmp(data + 12, "IHDR", 4) != 0 || lr_png_read_be32(data + 8) != 13)
    return unsupported;
  const unsigned char *header = data + 16;
  int color = header[9];
  if ((int)lr_png_read_be32(header) != width || (int)lr_png_read_be32(header + 4) != height || header[8] != 8 ||
      (color != 2 && color != 6) || header[10] != 0 || header[11] != 0 || header[12] != 0)
    return unsupported;
  // The image data, gathered from its chunks into one stream, with the padding the decoder reads ahead into.
  unsigned char *stream = malloc(size + LR_INFLATE_INPUT_PADDING);
  if (!stream) return unsupported;
  size_t stream_size = 0, offset = 8;
  int image_data_seen = 0, image_data_ended = 0, complete = 0;
  lr_png_chunk chunk;
  for (int first = 1; lr_png_next_chunk(data, size, &offset, &chunk); first = 0) {
    if (first) continue;  // the header, read above
    const unsigned char *type = chunk.type;
    if (memcmp(type, "IDAT", 4) == 0) {
      if (image_data_ended) break;
      image_data_seen = 1;
      memcpy(stream + stream_size, chunk.data, chunk.length);
      stream_size += chunk.length;
      continue;
    }
    if (image_data_seen) image_data_ended = 1;
    if (memcmp(type, "IEND", 4) == 0) {
      complete = image_data_seen;
      break;
    }
    // A critical chunk other than the header (upper-case first letter: a palette, or one this reader does not
    // know) or an ancillary one that changes the pixels: libpng's business.
    if (!(type[0] & 0x20) || changes_pixels(type)) break;
  }
  // The decoder reads ahead into the padding only to find a stream that ends early; zeros make that deterministic.
  memset(stream + stream_size, 0, LR_INFLATE_INPUT_PADDING);
  int channels = color == 2 ? 3 : 4;
  size_t row_length = (size_t)width * (size_t)channels, image_size = (size_t)width * (size_t)height * 4;
  size_t raw_size = (row_length + 1) * (size_t)height;
  // RGB rows with their filter bytes take less room than the RGBA image: they are inflated into its end and
  // widened forwards. RGBA rows take more, and get a buffer of their own.
  unsigned char *raw = channels == 3 ? out + (image_size - raw_size) : malloc(raw_size);
  unsigned char *zero_row = calloc(1, row_length);
  int decoded = complete && raw && zero_row &&
                lr_inflate_zlib(stream, stream_size, raw, raw_size, channels == 3 ? out + image_size : raw + raw_size);
  free(stream);
  for (int y = 0; decoded && y < height; y++) {
    unsigned char *row = raw + (size_t)y * (row_length + 1);
    const unsigned char *previous = y == 0 ? zero_row : row - row_length;
    decoded = unfilter_row(row[0], row + 1, previous, row_length, channels);
  }
  if (decoded && channels == 3) widen_rows(raw, out, width, height);
  for (int y = 0; decoded && channels == 4 && y < height; y++)
    memcpy(out + (size_t)y * row_length, raw + (size_t)y * (row_length + 1) + 1, row_length);
  free(zero_row);
  if (channels == 4) free(raw);
  return decoded ? 0 : unsupported;
}
