#include <dlfcn.h>
#include <malloc.h>

/// Whether malloc is glibc's, so that mallopt and mallinfo2 speak of it: a sanitizer's runtime (ThreadSanitizer's in
/// `make check`, AddressSanitizer's in the fuzzers) brings its own allocator, and glibc's counters then stay still.
static inline int educat_malloc_is_glibcs(void) {
    return dlsym((void *)0, "__tsan_init") == 0 && dlsym((void *)0, "__asan_init") == 0;
}
