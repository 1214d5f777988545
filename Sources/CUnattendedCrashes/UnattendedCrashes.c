#include "UnattendedCrashes.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

// On a terminal Swift's backtracer asks "Press space to interact, D to debug…" after a crash, and Space opens a
// debugger prompt that never returns: a crashed kiosk would wait for a person forever. libswiftCore decides this once,
// in its own initialiser before `main`, from SWIFT_BACKTRACE or else from whether standard input is a terminal.
// Neither can be changed from Swift in time. Starting the program again with the variable set worked but loaded its
// eighty libraries twice (about 50 ms of the kiosk's first sound). Instead, the executable's pre-initialiser (which
// runs before any library's initialiser) points standard input at /dev/null while the libraries start, and its
// constructor (which runs after them, before `main`) puts the terminal back. Variables cannot be added there: libc
// takes its environment again from the kernel's list once its own initialiser runs.

// System calls rather than libc's wrappers, no libc string functions, and no sanitizer instrumentation: nothing has
// started yet, and ThreadSanitizer's interceptors and shadow memory are not ready before its own initialiser.
#define NOT_INSTRUMENTED __attribute__((disable_sanitizer_instrumentation))

// Volatile: an optimiser that takes constructors to run first would fold `showTerminal` away as a no-op, not knowing
// that `hideTerminal` ran before it.
static volatile int savedInput = -1;

int educat_backtracer_without_terminal(void) { return savedInput >= 0; }

/// Whether `text` starts with `prefix`.
NOT_INSTRUMENTED static int startsWith(const char *text, const char *prefix) {
    while (*prefix != '\0' && *text == *prefix) text++, prefix++;
    return *prefix == '\0';
}

/// Whether the environment `envp` has a SWIFT_BACKTRACE that decides the question itself: a setting for `interactive`,
/// or `enable=no` (no backtracer, so nothing to ask).
NOT_INSTRUMENTED static int backtraceDecides(char **envp) {
    for (char **entry = envp; entry != NULL && *entry != NULL; entry++) {
        if (!startsWith(*entry, "SWIFT_BACKTRACE=")) continue;
        for (const char *setting = *entry + sizeof "SWIFT_BACKTRACE=" - 1; *setting != '\0';) {
            if (startsWith(setting, "enable=no")) {
                char after = setting[sizeof "enable=no" - 1];
                if (after == ',' || after == '\0') return 1;
            }
            if (startsWith(setting, "interactive")) {
                char after = setting[sizeof "interactive" - 1];
                if (after == ',' || after == '=' || after == '\0') return 1;
            }
            while (*setting != '\0' && *setting != ',') setting++;
            if (*setting == ',') setting++;
        }
    }
    return 0;
}

NOT_INSTRUMENTED static void hideTerminal(int argc, char **argv, char **envp) {
    (void)argc, (void)argv;
    struct termios terminal;
    if (syscall(SYS_ioctl, STDIN_FILENO, TCGETS, &terminal) != 0 || backtraceDecides(envp)) return;
    long nothing = syscall(SYS_openat, AT_FDCWD, "/dev/null", O_RDONLY | O_CLOEXEC);
    if (nothing < 0) return;
    long saved = syscall(SYS_fcntl, STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved >= 0 && syscall(SYS_dup3, nothing, STDIN_FILENO, 0) == 0) {
        savedInput = (int)saved;
    } else if (saved >= 0) {
        syscall(SYS_close, saved);
    }
    syscall(SYS_close, nothing);
}

NOT_INSTRUMENTED __attribute__((constructor)) static void showTerminal(void) {
    if (savedInput < 0) return;
    syscall(SYS_dup3, savedInput, STDIN_FILENO, 0);
    syscall(SYS_close, savedInput);
}

__attribute__((section(".preinit_array"), used))
static void (*hideTerminalFirst)(int, char **, char **) = hideTerminal;
