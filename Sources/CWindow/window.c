#include "educat_window.h"

#include <SDL2/SDL.h>
#include <errno.h>
#include <poll.h>
#include <string.h>

/// The event `educat_window_wake_on`'s thread pushes, and the descriptor it watches.
static Uint32 wake_type = (Uint32)-1;
static int watched = -1;

struct educat_window {
    SDL_Window *window;
};

static char reason[256];

educat_window *educat_window_open(const char *title, int width, int height, int fullscreen, const char **why) {
    // The UI loop catches SIGINT and SIGTERM itself (a kiosk ignores Ctrl-C); SDL's handlers would turn them into a
    // closed window.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    // A finger's touch arrives as a left click too: one kind of event for both.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
    // Drawn by cairo in memory and copied: where the driver has a framebuffer of its own (X11), no GL context, which
    // would cost start-up time and make SDL create the window twice; the console's KMS/DRM still goes through GL.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    // The kiosk's window must not vanish when another window (an operator's terminal) takes the focus.
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        snprintf(reason, sizeof reason, "%s", SDL_GetError());
        *why = reason;
        return NULL;
    }
    // A controller is a bonus: without its subsystem the window still works.
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
    // A window asked for bigger than the screen (a touch display of 800x480) fills what there is of it.
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        if (width > usable.w) width = usable.w;
        if (height > usable.h) height = usable.h;
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | (fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    SDL_Window *window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
    if (window == NULL || SDL_GetWindowSurface(window) == NULL) {
        snprintf(reason, sizeof reason, "%s", SDL_GetError());
        *why = reason;
        if (window != NULL) SDL_DestroyWindow(window);
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER);
        return NULL;
    }
    if (fullscreen) SDL_ShowCursor(SDL_DISABLE);
    SDL_StartTextInput();
    educat_window *result = calloc(1, sizeof *result);
    result->window = window;
    return result;
}

void educat_window_close(educat_window *window) {
    if (window == NULL) return;
    SDL_StopTextInput();
    SDL_DestroyWindow(window->window);
    free(window);
    SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER);
}

const char *educat_window_driver(void) {
    const char *driver = SDL_GetCurrentVideoDriver();
    return driver != NULL ? driver : "";
}

void educat_window_size(educat_window *window, int *width, int *height) {
    SDL_Surface *surface = SDL_GetWindowSurface(window->window);
    if (surface == NULL) {
        SDL_GetWindowSize(window->window, width, height);
        return;
    }
    *width = surface->w;
    *height = surface->h;
}

int educat_window_present(educat_window *window, const void *pixels, int width, int height, int stride) {
    SDL_Surface *target = SDL_GetWindowSurface(window->window);
    if (target == NULL) return -1;
    // The window's own format may differ (a console's framebuffer): SDL converts while it copies.
    SDL_Surface *picture = SDL_CreateRGBSurfaceWithFormatFrom((void *)pixels, width, height, 32, stride,
                                                              SDL_PIXELFORMAT_RGB888);
    if (picture == NULL) return -1;
    int result = SDL_BlitSurface(picture, NULL, target, NULL);
    SDL_FreeSurface(picture);
    if (result == 0) result = SDL_UpdateWindowSurface(window->window);
    return result == 0 ? 0 : -1;
}

/// The keys the UI has a use for that type no text; 0 for the others.
static int32_t named_key(SDL_Keycode key) {
    switch (key) {
    case SDLK_RETURN: case SDLK_KP_ENTER: return SDLK_RETURN;
    case SDLK_ESCAPE: case SDLK_AC_BACK: return SDLK_ESCAPE;
    case SDLK_BACKSPACE: case SDLK_TAB: case SDLK_UP: case SDLK_DOWN: case SDLK_LEFT: case SDLK_RIGHT: case SDLK_F1:
        return key;
    default: return 0;
    }
}

/// Fills `event` from SDL's; 0 for the events the UI has no use for.
static int translate(const SDL_Event *sdl, educat_event *event) {
    memset(event, 0, sizeof *event);
    switch (sdl->type) {
    case SDL_TEXTINPUT:
        event->type = EDUCAT_EVENT_TEXT;
        snprintf(event->text, sizeof event->text, "%s", sdl->text.text);
        return 1;
    case SDL_KEYDOWN: {
        SDL_Keycode key = sdl->key.keysym.sym;
        int control = (sdl->key.keysym.mod & KMOD_CTRL) != 0;
        // Ctrl with a letter types no text: the operator's chord.
        if (control && key >= 'a' && key <= 'z') {
            event->type = EDUCAT_EVENT_KEY;
            event->key = key;
            event->control = 1;
            return 1;
        }
        if (named_key(key) == 0) return 0;
        event->type = EDUCAT_EVENT_KEY;
        event->key = named_key(key);
        return 1;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (sdl->button.button != SDL_BUTTON_LEFT) return 0;
        event->type = EDUCAT_EVENT_TAP;
        event->x = sdl->button.x;
        event->y = sdl->button.y;
        return 1;
    case SDL_CONTROLLERDEVICEADDED:
        SDL_GameControllerOpen(sdl->cdevice.which);
        return 0;
    case SDL_CONTROLLERBUTTONDOWN:
        event->type = EDUCAT_EVENT_BUTTON;
        event->button = sdl->cbutton.button;
        return 1;
    case SDL_WINDOWEVENT:
        switch (sdl->window.event) {
        case SDL_WINDOWEVENT_EXPOSED: case SDL_WINDOWEVENT_SIZE_CHANGED: case SDL_WINDOWEVENT_RESTORED:
            event->type = EDUCAT_EVENT_EXPOSED;
            return 1;
        default: return 0;
        }
    case SDL_QUIT:
        event->type = EDUCAT_EVENT_CLOSED;
        return 1;
    default:
        if (sdl->type != wake_type) return 0;
        event->type = EDUCAT_EVENT_WAKE;
        return 1;
    }
}

static int watch(void *unused) {
    (void)unused;
    struct pollfd descriptor = {.fd = watched, .events = POLLIN};
    for (;;) {
        descriptor.revents = 0;
        int ready = poll(&descriptor, 1, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready > 0 && (descriptor.revents & POLLIN)) {
            SDL_Event wake;
            SDL_zero(wake);
            wake.type = wake_type;
            SDL_PushEvent(&wake);
        }
        // The bytes stay until the loop reads them: wait for that rather than wake it again at once.
        SDL_Delay(50);
    }
    return 0;
}

void educat_window_wake_on(int fd) {
    if (watched >= 0 || fd < 0) return;
    wake_type = SDL_RegisterEvents(1);
    if (wake_type == (Uint32)-1) return;
    watched = fd;
    SDL_Thread *thread = SDL_CreateThread(watch, "educat-signals", NULL);
    if (thread != NULL) SDL_DetachThread(thread);
}

int educat_window_wait(educat_window *window, int timeout_ms, educat_event *event) {
    (void)window;
    Uint64 deadline = SDL_GetTicks64() + (Uint64)(timeout_ms > 0 ? timeout_ms : 0);
    for (;;) {
        Uint64 now = SDL_GetTicks64();
        int left = now >= deadline ? 0 : (int)(deadline - now);
        SDL_Event sdl;
        if (!SDL_WaitEventTimeout(&sdl, left)) return 0;
        if (translate(&sdl, event)) return 1;
    }
}
