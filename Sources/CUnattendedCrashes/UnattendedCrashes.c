#include "UnattendedCrashes.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

// On a terminal Swift's backtracer asks "Press space to interact, D to debug…" after a crash, and Space opens a
// debugger prompt that never returns: a crashed kiosk would wait for a person forever. libswiftCore decides this once,
// in its own initialiser before `main`: from SWIFT_BACKTRACE's `interactive` if it says yes or no, else from whether
// standard input and output are terminals. Neither can be changed from Swift in time. Starting the program again with
// the variable set worked but loaded its eighty libraries twice (about 50 ms of the kiosk's first sound). Instead, the
// executable's pre-initialiser, which glibc runs before any library's initialiser, points standard input at /dev/null
// while the libraries start, and `main` takes the terminal back first thing. (Variables cannot be added there: libc
// takes its environment again from the kernel's list in its own initialiser.) An explicit `interactive=yes` still asks.
//
// The pre-initialiser makes system calls rather than calling libc's wrappers, and is not instrumented: nothing has
// started yet, and ThreadSanitizer's interceptors and shadow memory are not ready before its own initialiser. Only
// glibc runs `.preinit_array`; a musl static build would skip it.
#define NOT_INSTRUMENTED __attribute__((disable_sanitizer_instrumentation))

static int state = EDUCAT_NO_TERMINAL;
static long savedInput = -1;

int educat_backtracer_without_terminal(void) { return state; }

NOT_INSTRUMENTED static void hideTerminal(int argc, char **argv, char **envp) {
    (void)argc, (void)argv, (void)envp;
    struct termios terminal;
    if (syscall(SYS_ioctl, STDIN_FILENO, TCGETS, &terminal) != 0) return;
    state = EDUCAT_TERMINAL_NOT_HIDDEN;
    long nothing = syscall(SYS_openat, AT_FDCWD, "/dev/null", O_RDONLY | O_CLOEXEC);
    if (nothing < 0) return;
    long saved = syscall(SYS_fcntl, STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved >= 0 && syscall(SYS_dup3, nothing, STDIN_FILENO, 0) == 0) {
        savedInput = saved;
        state = EDUCAT_TERMINAL_HIDDEN;
    } else if (saved >= 0) {
        syscall(SYS_close, saved);
    }
    syscall(SYS_close, nothing);
}

int educat_give_terminal_back(void) {
    if (savedInput < 0) return 0;
    int failure = dup2((int)savedInput, STDIN_FILENO) < 0 ? errno : 0;
    close((int)savedInput);
    savedInput = -1;
    return failure;
}

__attribute__((section(".preinit_array"), used))
static void (*hideTerminalFirst)(int, char **, char **) = hideTerminal;
