#ifndef LAYOUT_RENDER_CPNGWRITER_H
#define LAYOUT_RENDER_CPNGWRITER_H

#include <stddef.h>
#include <stdint.h>

/// How the pixels handed to lr_png_encode are laid out.
typedef enum {
  /// Cairo's ARGB32: premultiplied, one native-endian 32-bit word per pixel.
  LR_PIXELS_ARGB32_PREMULTIPLIED = 0,
  /// Straight (not premultiplied) 8-bit R, G, B, A bytes.
  LR_PIXELS_RGBA = 1,
} lr_pixel_format;

/// Encodes an image as PNG into a newly allocated buffer (free it with lr_png_free), quickly: 8-bit RGB when every
/// pixel is opaque, else straight RGBA; every row filtered with Up and compressed by the project's own deflate
/// encoder for flat user-interface images (runs of repeated bytes and pixels, repeats within a row, rows equal to
/// the one above), in 64-row stripes on up to `threads` threads. No time, text or gamma chunk: the bytes depend
/// only on the pixels, never on the thread count. Returns 0 on success, 1 on bad arguments, 3 when memory runs out.
int lr_png_encode(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format,
                  int threads, unsigned char **out_data, size_t *out_size);

/// The largest chunk length PNG allows (2^31 - 1).
#define LR_PNG_MAX_CHUNK_LENGTH ((size_t)0x7FFFFFFF)

/// lr_png_encode with the image data split into IDAT chunks of at most `chunk_limit` bytes (1 to
/// LR_PNG_MAX_CHUNK_LENGTH; lr_png_encode uses the maximum). Smaller limits exist so tests can check the split.
int lr_png_encode_chunked(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format,
                          int threads, size_t chunk_limit, unsigned char **out_data, size_t *out_size);

/// Encodes straight RGBA rows (8-bit RGB in the file when every pixel is opaque) with libpng and zlib at level 9,
/// unfiltered: small files that decode fast (no filter to undo, long copies rather than byte runs), for references
/// kept in version control and read on every test run; many times slower to write than lr_png_encode. Returns
/// lr_png_encode's codes, and 2 when libpng reports an error.
int lr_png_encode_smallest(const unsigned char *pixels, int width, int height, size_t stride,
                           unsigned char **out_data, size_t *out_size);

/// lr_png_encode_smallest with a private ancillary chunk named `name` (four letters) holding `chunk_size` bytes,
/// written after the image data (a snapshot reference's pixel digest).
int lr_png_encode_smallest_with_chunk(const unsigned char *pixels, int width, int height, size_t stride,
                                      const char name[4], const unsigned char *chunk, size_t chunk_size,
                                      unsigned char **out_data, size_t *out_size);

/// A 128-bit digest of `count` bytes under `seed`, written big-endian into `out` (MurmurHash3's x64 128-bit
/// construction: fast, not cryptographic; for telling equal pixel buffers from different ones).
void lr_digest128(const unsigned char *bytes, size_t count, uint64_t seed, unsigned char out[16]);
/// The digests of two runs, each as `lr_digest128` gives it, computed together (about twice as fast on one core).
void lr_digest128_pair(const unsigned char *first, size_t first_count, const unsigned char *second,
                       size_t second_count, uint64_t seed, unsigned char first_out[16],
                       unsigned char second_out[16]);
/// Converts `count` premultiplied native-endian ARGB words (Cairo's ARGB32) to straight RGBA bytes at `target`
/// (4-byte aligned): opaque words have two bytes swapped, the others are divided by their alpha (rounded to
/// nearest), fully transparent ones become zero.
void lr_straight_rgba_from_premultiplied(const uint32_t *source, unsigned char *target, size_t count);
/// Converts two runs of premultiplied native-endian ARGB words (Cairo's ARGB32; `first_count` and `second_count`
/// bytes, whole pixels) to straight RGBA bytes at `first` and `second`, and gives the digests of the converted runs,
/// as `lr_digest128_pair` would of them, computed on the way.
void lr_convert_and_digest128_pair(const uint32_t *first_source, unsigned char *first, size_t first_count,
                                   const uint32_t *second_source, unsigned char *second, size_t second_count,
                                   uint64_t seed, unsigned char first_out[16], unsigned char second_out[16]);

/// Finds the first chunk named `name` in PNG data without decoding the image, checking every chunk's CRC-32 up to
/// IEND: 0 and its data in `out` (at most `capacity` bytes, its length in `out_length`), 1 when the file has no
/// such chunk, 2 when the data is not a whole, undamaged PNG or the chunk is larger than `capacity`.
int lr_png_find_chunk(const unsigned char *data, size_t size, const char name[4], unsigned char *out,
                      size_t capacity, size_t *out_length);

/// Code lengths of at most `limit` bits (limit <= 15, 2^limit >= the number of symbols used) for `count` <= 288
/// symbols with these frequencies, forming a complete prefix code when two or more symbols are used (one used symbol
/// gets length 1, unused ones 0). Used by the deflate encoder; public for its tests.
void lr_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/// The canonical Huffman codes (RFC 1951 §3.2.2) for these lengths, bit-reversed for deflate's LSB-first stream.
void lr_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes);

/// The number of processors online (at least 1).
int lr_available_cores(void);

/// Decodes PNG data to straight 8-bit RGBA (free with lr_png_free). Returns 0 on success, 2 on a libpng error
/// (corrupt, truncated or not PNG), 3 when memory runs out.
int lr_png_decode(const unsigned char *data, size_t size, unsigned char **out_rgba, int *out_width,
                  int *out_height);

/// Reads a PNG's size from its header. Returns 0, or 2 when the data is not PNG.
int lr_png_size(const unsigned char *data, size_t size, int *out_width, int *out_height);

/// The bytes of filtered scanlines the header of PNG data promises (what its zlib stream must inflate to, for a
/// non-interlaced image), so a caller can refuse a file that claims more than its size could hold before
/// allocating anything. Returns 0, or 2 for data without a valid header.
int lr_png_raw_size(const unsigned char *data, size_t size, uint64_t *out_bytes);

/// Decodes PNG data to straight 8-bit RGBA into `out` (width × height × 4 bytes, the size lr_png_size gave).
/// Plain 8-bit RGB and RGBA files (what both encoders write) are read by the project's own reader, which inflates
/// the image data whole; anything else, or anything it finds wrong, goes to libpng. Returns 0 on success, 2 on a
/// libpng error, 3 when memory runs out.
int lr_png_decode_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height);

/// The project's own reader, which lr_png_decode_into tries first: decodes an 8-bit RGB or RGBA, non-interlaced
/// PNG of `width` × `height` pixels without palette, transparency or colour-management chunks into `out` (straight
/// RGBA, alpha 255 for RGB files). Returns 0, or 4 for any other file or a damaged one (`out` may then hold part
/// of an image).
int lr_png_decode_direct_into(const unsigned char *data, size_t size, unsigned char *out, int width, int height);

/// lr_png_decode_into with libpng alone (plain files row by row, others through its simplified reader): what the
/// project's own reader must agree with, for the tests that hold it to that.
int lr_png_decode_with_libpng_into(const unsigned char *data, size_t size, unsigned char *out, int width,
                                   int height);

/// Frees a buffer returned by lr_png_encode, lr_png_encode_smallest or lr_png_decode.
void lr_png_free(unsigned char *data);

/// Asks glibc's allocator to serve blocks up to `mmap_threshold` bytes from its heap and to give the heap's free top
/// back to the kernel only beyond `trim_threshold` bytes, so that freed image buffers are reused rather than mapped
/// afresh. Returns 1 when both settings were taken, 0 otherwise (another C library: nothing changes).
int lr_retain_freed_blocks(size_t mmap_threshold, size_t trim_threshold);

#endif
