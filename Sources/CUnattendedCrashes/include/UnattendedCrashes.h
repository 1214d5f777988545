#ifndef EDUCAT_UNATTENDED_CRASHES_H
#define EDUCAT_UNATTENDED_CRASHES_H

/// What `educat_backtracer_without_terminal` says: standard input was hidden from the Swift runtime while it started,
/// it was no terminal (nothing to hide), or /dev/null could not stand in for it.
#define EDUCAT_TERMINAL_HIDDEN 1
#define EDUCAT_NO_TERMINAL 0
#define EDUCAT_TERMINAL_NOT_HIDDEN (-1)

/// Whether the Swift runtime started with standard input hidden from it, so that its backtracer asks no question
/// after a crash: one of the `EDUCAT_…` values above.
int educat_backtracer_without_terminal(void);

/// Gives standard input back after the start-up hid it: called as `main` starts. Returns 0, or the `errno` of a
/// terminal that could not be put back (standard input then stays /dev/null).
int educat_give_terminal_back(void);

#endif
