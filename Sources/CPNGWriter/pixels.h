// What both PNG encoders need to know about the pixels they are given.
#ifndef LAYOUT_RENDER_PIXELS_H
#define LAYOUT_RENDER_PIXELS_H

#include <stddef.h>

#include "CPNGWriter.h"

/// Whether every pixel has alpha 255 (the PNG is then written as RGB).
int lr_pixels_are_opaque(const unsigned char *data, int width, int height, size_t stride, lr_pixel_format format);

#endif
