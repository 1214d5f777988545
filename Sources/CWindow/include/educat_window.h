#ifndef EDUCAT_WINDOW_H
#define EDUCAT_WINDOW_H

#include <stdint.h>

/// A window on SDL2 (X11, Wayland, or the console's KMS/DRM device), with what the UI loop needs of it: its size, a
/// picture shown in it, and taps, keys and controller buttons as events. Its own header keeps Swift off SDL's, whose
/// pkg-config flags SwiftPM refuses. One thread only: the one that opened it.
typedef struct educat_window educat_window;

/// What `educat_window_wait` reports.
typedef enum {
    EDUCAT_EVENT_NONE = 0,
    /// Text typed: `text` holds it, UTF-8.
    EDUCAT_EVENT_TEXT,
    /// A key that types no text: `key` is its SDL keycode, `control` whether Ctrl was held.
    EDUCAT_EVENT_KEY,
    /// A press of a finger or a mouse button at (`x`, `y`), in the picture's pixels.
    EDUCAT_EVENT_TAP,
    /// A game controller's button: `button` is SDL's SDL_GameControllerButton.
    EDUCAT_EVENT_BUTTON,
    /// The window changed size or must be drawn again.
    EDUCAT_EVENT_EXPOSED,
    /// The window was closed.
    EDUCAT_EVENT_CLOSED,
    /// Something to read arrived on the descriptor `educat_window_wake_on` watches.
    EDUCAT_EVENT_WAKE,
} educat_event_type;

typedef struct {
    educat_event_type type;
    char text[32];
    int32_t key;
    int control;
    double x, y;
    int button;
} educat_event;

/// Opens a window `width` × `height` big, or filling the screen when `fullscreen`; NULL when it cannot, with SDL's
/// reason in `why` (a static buffer, valid until the next call).
educat_window *educat_window_open(const char *title, int width, int height, int fullscreen, const char **why);
void educat_window_close(educat_window *window);
/// The video driver in use (`x11`, `wayland`, `kmsdrm`).
const char *educat_window_driver(void);
/// The size of the picture the window shows, in pixels.
void educat_window_size(educat_window *window, int *width, int *height);
/// Shows a picture of `height` rows of `stride` bytes, each pixel a native-endian 32-bit 0x00RRGGBB (cairo's RGB24);
/// 0 when shown, else -1.
int educat_window_present(educat_window *window, const void *pixels, int width, int height, int stride);
/// Waits up to `timeout_ms` milliseconds for the next event; 1 when `event` holds one, 0 when none came.
int educat_window_wait(educat_window *window, int timeout_ms, educat_event *event);
/// From now on, bytes waiting on `fd` (the signal pipe) end a wait with EDUCAT_EVENT_WAKE, so that a wait can last as
/// long as nothing happens: a thread of its own polls `fd` and wakes SDL. Once per program; the bytes are not read.
void educat_window_wake_on(int fd);

#endif
