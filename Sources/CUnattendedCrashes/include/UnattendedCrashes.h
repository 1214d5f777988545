#ifndef EDUCAT_UNATTENDED_CRASHES_H
#define EDUCAT_UNATTENDED_CRASHES_H

/// Whether the Swift runtime started with standard input hidden from it (1), so that its backtracer never asks a
/// question after a crash; 0 when standard input was no terminal, or `SWIFT_BACKTRACE` decided (`interactive=…`,
/// `enable=no`).
int educat_backtracer_without_terminal(void);

#endif
