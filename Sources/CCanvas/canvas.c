#include "educat_canvas.h"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>

struct educat_canvas {
    cairo_surface_t *surface;
    cairo_t *cairo;
};

struct educat_picture {
    /// One of the two: a PNG decoded, or an SVG kept as its document.
    cairo_surface_t *bitmap;
    RsvgHandle *svg;
    double width, height;
};

struct educat_text {
    PangoLayout *layout;
};

static educat_canvas *wrap(cairo_surface_t *surface) {
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    educat_canvas *canvas = malloc(sizeof *canvas);
    if (canvas == NULL) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    canvas->surface = surface;
    canvas->cairo = cairo_create(surface);
    return canvas;
}

educat_canvas *educat_canvas_new(int width, int height) {
    return wrap(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
}

educat_canvas *educat_canvas_on(void *pixels, int width, int height, int stride) {
    return wrap(cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, width, height, stride));
}

educat_canvas *educat_canvas_from_png(const char *path) {
    return wrap(cairo_image_surface_create_from_png(path));
}

void educat_canvas_free(educat_canvas *canvas) {
    if (canvas == NULL) return;
    cairo_destroy(canvas->cairo);
    cairo_surface_destroy(canvas->surface);
    free(canvas);
}

int educat_canvas_width(const educat_canvas *canvas) { return cairo_image_surface_get_width(canvas->surface); }

int educat_canvas_height(const educat_canvas *canvas) { return cairo_image_surface_get_height(canvas->surface); }

const char *educat_canvas_write_png(educat_canvas *canvas, const char *path) {
    cairo_surface_flush(canvas->surface);
    cairo_status_t status = cairo_surface_write_to_png(canvas->surface, path);
    return status == CAIRO_STATUS_SUCCESS ? NULL : cairo_status_to_string(status);
}

const unsigned char *educat_canvas_pixels(educat_canvas *canvas) {
    cairo_surface_flush(canvas->surface);
    return cairo_image_surface_get_data(canvas->surface);
}

int educat_canvas_stride(const educat_canvas *canvas) { return cairo_image_surface_get_stride(canvas->surface); }

double educat_canvas_difference(educat_canvas *one, educat_canvas *other) {
    int width = educat_canvas_width(one), height = educat_canvas_height(one);
    const unsigned char *mine = educat_canvas_pixels(one), *theirs = educat_canvas_pixels(other);
    int stride = educat_canvas_stride(one), other_stride = educat_canvas_stride(other);
    unsigned long long total = 0;
    for (int row = 0; row < height; row++) {
        const uint32_t *a = (const uint32_t *)(mine + (size_t)row * stride);
        const uint32_t *b = (const uint32_t *)(theirs + (size_t)row * other_stride);
        for (int column = 0; column < width; column++) {
            for (int shift = 0; shift <= 16; shift += 8) {
                int x = (a[column] >> shift) & 0xFF, y = (b[column] >> shift) & 0xFF;
                total += (unsigned long long)(x > y ? x - y : y - x);
            }
        }
    }
    double channels = 3.0 * width * height;
    return channels > 0 ? (double)total / channels / 255.0 : 0;
}

static void colour(cairo_t *cairo, uint32_t rgb) {
    cairo_set_source_rgb(cairo, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

void educat_canvas_fill(educat_canvas *canvas, double x, double y, double width, double height, uint32_t fill) {
    colour(canvas->cairo, fill);
    cairo_rectangle(canvas->cairo, x, y, width, height);
    cairo_fill(canvas->cairo);
}

void educat_canvas_round_rect(educat_canvas *canvas, double x, double y, double width, double height, double radius,
                              uint32_t fill, uint32_t edge, double edge_width) {
    cairo_t *cairo = canvas->cairo;
    if (radius > width / 2) radius = width / 2;
    if (radius > height / 2) radius = height / 2;
    cairo_new_sub_path(cairo);
    cairo_arc(cairo, x + width - radius, y + radius, radius, -G_PI / 2, 0);
    cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
    cairo_arc(cairo, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
    cairo_arc(cairo, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
    cairo_close_path(cairo);
    colour(cairo, fill);
    if (edge_width > 0) {
        cairo_fill_preserve(cairo);
        colour(cairo, edge);
        cairo_set_line_width(cairo, edge_width);
        cairo_stroke(cairo);
    } else {
        cairo_fill(cairo);
    }
}

void educat_canvas_ring(educat_canvas *canvas, double cx, double cy, double outer, double inner, double fraction,
                        uint32_t fill, uint32_t track) {
    cairo_t *cairo = canvas->cairo;
    if (fraction < 0) fraction = 0;
    if (fraction > 1) fraction = 1;
    double start = -G_PI / 2;
    cairo_new_sub_path(cairo);
    cairo_arc(cairo, cx, cy, outer, 0, 2 * G_PI);
    cairo_new_sub_path(cairo);
    cairo_arc_negative(cairo, cx, cy, inner, 2 * G_PI, 0);
    colour(cairo, track);
    cairo_fill(cairo);
    if (fraction <= 0) return;
    cairo_new_sub_path(cairo);
    cairo_arc(cairo, cx, cy, outer, start, start + 2 * G_PI * fraction);
    cairo_arc_negative(cairo, cx, cy, inner, start + 2 * G_PI * fraction, start);
    cairo_close_path(cairo);
    colour(cairo, fill);
    cairo_fill(cairo);
}

educat_picture *educat_picture_load(const char *path, const char **why) {
    static char reason[256];
    educat_picture *picture = calloc(1, sizeof *picture);
    if (picture == NULL) {
        *why = "out of memory";
        return NULL;
    }
    size_t length = strlen(path);
    if (length > 4 && g_ascii_strcasecmp(path + length - 4, ".svg") == 0) {
        GError *error = NULL;
        picture->svg = rsvg_handle_new_from_file(path, &error);
        if (picture->svg == NULL) {
            g_strlcpy(reason, error != NULL ? error->message : "not an SVG picture", sizeof reason);
            if (error != NULL) g_error_free(error);
            free(picture);
            *why = reason;
            return NULL;
        }
        // An SVG without a size of its own is drawn square.
        if (!rsvg_handle_get_intrinsic_size_in_pixels(picture->svg, &picture->width, &picture->height)
            || picture->width <= 0 || picture->height <= 0) {
            picture->width = picture->height = 1;
        }
        return picture;
    }
    picture->bitmap = cairo_image_surface_create_from_png(path);
    cairo_status_t status = cairo_surface_status(picture->bitmap);
    if (status != CAIRO_STATUS_SUCCESS) {
        g_strlcpy(reason, cairo_status_to_string(status), sizeof reason);
        cairo_surface_destroy(picture->bitmap);
        free(picture);
        *why = reason;
        return NULL;
    }
    picture->width = cairo_image_surface_get_width(picture->bitmap);
    picture->height = cairo_image_surface_get_height(picture->bitmap);
    return picture;
}

void educat_picture_free(educat_picture *picture) {
    if (picture == NULL) return;
    if (picture->bitmap != NULL) cairo_surface_destroy(picture->bitmap);
    if (picture->svg != NULL) g_object_unref(picture->svg);
    free(picture);
}

void educat_canvas_picture(educat_canvas *canvas, const educat_picture *picture, double x, double y, double width,
                           double height) {
    double scale = MIN(width / picture->width, height / picture->height);
    double shown_width = picture->width * scale, shown_height = picture->height * scale;
    double left = x + (width - shown_width) / 2, top = y + (height - shown_height) / 2;
    cairo_t *cairo = canvas->cairo;
    cairo_save(cairo);
    if (picture->svg != NULL) {
        RsvgRectangle viewport = {left, top, shown_width, shown_height};
        rsvg_handle_render_document(picture->svg, cairo, &viewport, NULL);
    } else {
        cairo_translate(cairo, left, top);
        cairo_scale(cairo, scale, scale);
        cairo_set_source_surface(cairo, picture->bitmap, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD);
        // Its edge pixels reach the edge of its box rather than fading into the page as they are smoothed.
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD);
        cairo_rectangle(cairo, 0, 0, picture->width, picture->height);
        cairo_fill(cairo);
    }
    cairo_restore(cairo);
}

educat_text *educat_text_new(educat_canvas *canvas, const char *text, double pixels, int bold, double width,
                             int markup, int one_line, int left) {
    educat_text *laid = malloc(sizeof *laid);
    if (laid == NULL) return NULL;
    laid->layout = pango_cairo_create_layout(canvas->cairo);
    PangoFontDescription *font = pango_font_description_from_string(bold ? "DejaVu Sans Bold" : "DejaVu Sans");
    pango_font_description_set_absolute_size(font, (pixels < 1 ? 1 : pixels) * PANGO_SCALE);
    pango_layout_set_font_description(laid->layout, font);
    pango_font_description_free(font);
    if (width > 0) {
        pango_layout_set_width(laid->layout, (int)(width * PANGO_SCALE));
        pango_layout_set_alignment(laid->layout, left ? PANGO_ALIGN_LEFT : PANGO_ALIGN_CENTER);
        pango_layout_set_wrap(laid->layout, PANGO_WRAP_WORD_CHAR);
        if (one_line) pango_layout_set_ellipsize(laid->layout, PANGO_ELLIPSIZE_END);
    }
    if (markup) {
        pango_layout_set_markup(laid->layout, text, -1);
    } else {
        pango_layout_set_text(laid->layout, text, -1);
    }
    return laid;
}

void educat_text_size(const educat_text *text, double *width, double *height) {
    int w = 0, h = 0;
    pango_layout_get_pixel_size(text->layout, &w, &h);
    // Text wrapped or cut to a width is aligned within that width: the layout is that wide wherever its ink is.
    int wrapped = pango_layout_get_width(text->layout);
    *width = wrapped > 0 ? (double)wrapped / PANGO_SCALE : w;
    *height = h;
}

void educat_text_draw(educat_canvas *canvas, const educat_text *text, double x, double y, uint32_t fill) {
    colour(canvas->cairo, fill);
    cairo_move_to(canvas->cairo, x, y);
    pango_cairo_show_layout(canvas->cairo, text->layout);
}

void educat_text_free(educat_text *text) {
    if (text == NULL) return;
    g_object_unref(text->layout);
    free(text);
}

char *educat_markup_escape(const char *text) { return g_markup_escape_text(text, -1); }

void educat_canvas_release(void *memory) { g_free(memory); }
