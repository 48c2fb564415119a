// Walking a PNG file's chunks (ISO/IEC 15948, section 5.3) without decoding them, for the two readers that do: the
// pixel digest's chunk finder (pixel_digest.c) and the project's own image reader (png_direct_decoder.c).
#ifndef LAYOUT_RENDER_PNG_CHUNKS_H
#define LAYOUT_RENDER_PNG_CHUNKS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>

/// The eight bytes every PNG file starts with.
static const unsigned char lr_png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

/// A big-endian 32-bit number, as PNG stores them.
static inline uint32_t lr_png_read_be32(const unsigned char *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// One chunk: its four-letter type and its data.
typedef struct {
  const unsigned char *type;
  const unsigned char *data;
  uint32_t length;
} lr_png_chunk;

/// Reads the chunk at `*offset` (8 for the first, after the signature) and moves `*offset` past it. Returns 0 at the
/// end of the data, or for a damaged chunk: a length that runs past the data, or a CRC-32 (over type and data) that
/// does not match, as a decoder would check it.
static inline int lr_png_next_chunk(const unsigned char *data, size_t size, size_t *offset, lr_png_chunk *chunk) {
  if (*offset + 12 > size) return 0;
  uint32_t length = lr_png_read_be32(data + *offset);
  if (length > size - *offset - 12) return 0;
  const unsigned char *type = data + *offset + 4;
  if (crc32(0L, type, (uInt)(4 + length)) != lr_png_read_be32(type + 4 + length)) return 0;
  chunk->type = type;
  chunk->data = type + 4;
  chunk->length = length;
  *offset += 12 + (size_t)length;
  return 1;
}

#endif
