#ifndef LAYOUT_RENDER_CPANGOCAIRO_SHIM_H
#define LAYOUT_RENDER_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#endif
