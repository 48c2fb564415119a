// Writes the JPEG fixtures of JPEGDecodingTests with libjpeg's own API, so the files do not come from the project's
// encoder. Each image is made of flat 8 × 8 blocks without chroma subsampling at quality 100, so every decoded pixel
// is within a few units of the value written here.
//
//   cc make-jpeg-fixtures.c -ljpeg -o /tmp/make-jpeg-fixtures && /tmp/make-jpeg-fixtures
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

static void write_jpeg(const char *path, int width, int height, int components, J_COLOR_SPACE space,
                       const unsigned char *pixels) {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr errors;
  FILE *file = fopen(path, "wb");
  if (!file) exit(1);
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, file);
  info.image_width = width;
  info.image_height = height;
  info.input_components = components;
  info.in_color_space = space;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 100, TRUE);
  for (int i = 0; i < info.num_components; i++) info.comp_info[i].h_samp_factor = info.comp_info[i].v_samp_factor = 1;
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + info.next_scanline * width * components);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  fclose(file);
}

int main(void) {
  // 16 × 16 RGB: red top left, green top right, blue bottom left, white bottom right.
  static const unsigned char quadrant[4][3] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 255}};
  unsigned char rgb[16 * 16 * 3];
  for (int y = 0; y < 16; y++)
    for (int x = 0; x < 16; x++)
      for (int c = 0; c < 3; c++) rgb[(y * 16 + x) * 3 + c] = quadrant[(y / 8) * 2 + x / 8][c];
  write_jpeg("quadrants.jpg", 16, 16, 3, JCS_RGB, rgb);

  // 8 × 8 grey at 128.
  unsigned char grey[8 * 8];
  for (int i = 0; i < 64; i++) grey[i] = 128;
  write_jpeg("grey.jpg", 8, 8, 1, JCS_GRAYSCALE, grey);

  // 16 × 8 CMYK as Adobe stores it, inverted (255 is no ink): full magenta and yellow on the left (red), half black
  // alone on the right (mid grey). libjpeg writes the Adobe marker for CMYK.
  unsigned char cmyk[16 * 8 * 4];
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 16; x++) {
      unsigned char *p = cmyk + (y * 16 + x) * 4;
      if (x < 8) {
        p[0] = 255, p[1] = 0, p[2] = 0, p[3] = 255;
      } else {
        p[0] = 255, p[1] = 255, p[2] = 255, p[3] = 128;
      }
    }
  write_jpeg("cmyk.jpg", 16, 8, 4, JCS_CMYK, cmyk);
  return 0;
}
