#ifndef LAYOUT_RENDER_CPNG_SHIM_H
#define LAYOUT_RENDER_CPNG_SHIM_H

#include <png.h>

#endif
