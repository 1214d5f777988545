#ifndef EDUCAT_CANVAS_H
#define EDUCAT_CANVAS_H

#include <stdint.h>

/// A picture being drawn: cairo on an RGB image in memory, text shaped by Pango (so every language's text comes out
/// right, and colour emoji at any size). Its own header keeps Swift off Pango's and GLib's, whose pkg-config flags
/// SwiftPM refuses. Colours are 0xRRGGBB. One thread at a time per canvas.
typedef struct educat_canvas educat_canvas;
/// One paragraph of text laid out on a canvas, to measure and draw.
typedef struct educat_text educat_text;

/// A blank canvas of `width` × `height` pixels.
educat_canvas *educat_canvas_new(int width, int height);
/// A canvas drawing into `pixels`, memory that stays the caller's: `height` rows of `stride` bytes, each pixel a
/// native-endian 32-bit 0x00RRGGBB (SDL's RGB888).
educat_canvas *educat_canvas_on(void *pixels, int width, int height, int stride);
/// The PNG at `path` as a canvas; NULL when it cannot be read as one.
educat_canvas *educat_canvas_from_png(const char *path);
void educat_canvas_free(educat_canvas *canvas);

int educat_canvas_width(const educat_canvas *canvas);
int educat_canvas_height(const educat_canvas *canvas);
/// Writes the canvas as a PNG; NULL when written, else why not.
const char *educat_canvas_write_png(educat_canvas *canvas, const char *path);
/// The pixels, each a native-endian 32-bit 0x00RRGGBB, rows `educat_canvas_stride` bytes apart.
const unsigned char *educat_canvas_pixels(educat_canvas *canvas);
int educat_canvas_stride(const educat_canvas *canvas);
/// How far apart two canvases of the same size look: the mean difference of their red, green and blue, 0 to 1.
double educat_canvas_difference(educat_canvas *one, educat_canvas *other);

void educat_canvas_fill(educat_canvas *canvas, double x, double y, double width, double height, uint32_t colour);
/// A rectangle with corners rounded by `radius`, filled, and its edge drawn `edge_width` wide when that is above 0.
void educat_canvas_round_rect(educat_canvas *canvas, double x, double y, double width, double height, double radius,
                              uint32_t fill, uint32_t edge, double edge_width);
/// A ring round (`cx`, `cy`) between `inner` and `outer` radius: `track` all round, then `fill` over the first
/// `fraction` of it clockwise from twelve o'clock (a clock's time left).
void educat_canvas_ring(educat_canvas *canvas, double cx, double cy, double outer, double inner, double fraction,
                        uint32_t fill, uint32_t track);

/// `text` (Pango markup when `markup`) at `pixels` high in the sans-serif font (bold when `bold`); wrapped and centred
/// within `width` when it is above 0 (left-aligned when `left`), cut with "…" when `one_line`.
educat_text *educat_text_new(educat_canvas *canvas, const char *text, double pixels, int bold, double width,
                             int markup, int one_line, int left);
/// The size of laid text in pixels; text laid within a width is that wide.
void educat_text_size(const educat_text *text, double *width, double *height);
void educat_text_draw(educat_canvas *canvas, const educat_text *text, double x, double y, uint32_t colour);
void educat_text_free(educat_text *text);

/// A picture from a file to draw on canvases: a PNG (by cairo), or an SVG (by librsvg, sharp at any size).
typedef struct educat_picture educat_picture;
/// The picture in the file at `path`; NULL when it cannot be read as a PNG or an SVG, `why` then saying why.
educat_picture *educat_picture_load(const char *path, const char **why);
void educat_picture_free(educat_picture *picture);
/// Draws `picture` as large as fits in the box at (`x`, `y`), `width` × `height`, in its own proportions, centred.
void educat_canvas_picture(educat_canvas *canvas, const educat_picture *picture, double x, double y, double width,
                           double height);

/// `text` escaped for Pango's markup; free it with educat_canvas_release.
char *educat_markup_escape(const char *text);
void educat_canvas_release(void *memory);

#endif
