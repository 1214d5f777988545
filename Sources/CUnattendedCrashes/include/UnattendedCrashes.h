#ifndef EDUCAT_UNATTENDED_CRASHES_H
#define EDUCAT_UNATTENDED_CRASHES_H

/// Whether the Swift runtime started with standard input hidden from it, so that its backtracer asks no question
/// after a crash: 1 when it was, 0 when standard input was no terminal, -1 when /dev/null could not stand in for it.
int educat_backtracer_without_terminal(void);

/// Gives standard input back after the start-up hid it: called as `main` starts. Returns 0, or the `errno` of a
/// terminal that could not be put back (standard input then stays /dev/null).
int educat_give_terminal_back(void);

#endif
