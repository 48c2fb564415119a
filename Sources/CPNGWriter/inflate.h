// The project's DEFLATE decoder for whole buffers (see inflate.c).
#ifndef LAYOUT_RENDER_INFLATE_H
#define LAYOUT_RENDER_INFLATE_H

#include <stddef.h>

/// How many readable bytes must follow the compressed data: the decoder reads the input eight bytes at a time and
/// may run up to 32 bytes past its end before it finds a truncated stream out.
#define LR_INFLATE_INPUT_PADDING 40

/// Inflates a zlib stream (RFC 1950 around RFC 1951 DEFLATE; the Adler-32 trailer is not checked) that must
/// decode to exactly `expected` bytes at `out`. `input` must be followed by LR_INFLATE_INPUT_PADDING readable
/// bytes; `out_limit` (at least `out + expected`) is how far the decoder may write scratch bytes while copying.
/// Returns 1 on success, 0 for a malformed or truncated stream, or one that holds more or less than `expected`.
int lr_inflate_zlib(const unsigned char *input, size_t input_size, unsigned char *out, size_t expected,
                    const unsigned char *out_limit);

#endif
