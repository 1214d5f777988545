#ifndef EDUCAT_HTTP_H
#define EDUCAT_HTTP_H

#include <stddef.h>

/// What an HTTP request came to: the status and body of the answer, or why there was none.
typedef struct {
    /// The answer's HTTP status; 0 when none came.
    long status;
    /// The answer's body (malloc'd, freed by educat_http_answer_free); NULL when empty.
    char *body;
    size_t length;
    /// The scheme of a `WWW-Authenticate` challenge in the answer ("Basic"), empty without one.
    char challenge[64];
    /// Why no answer came, for a person; empty when one did.
    char error[512];
} educat_http_answer;

/// Sends one request with libcurl, loaded the first time (`libcurl.so.4`), so that a program that never talks HTTP
/// never loads it nor the TLS libraries it brings. `headers` are `count` lines "Name: value"; the whole exchange is cut
/// off after `timeout_seconds`, however slowly the answer trickles in. An https server's certificate is checked against
/// the PEM file `ca_file` when not NULL, else the system's authorities. Returns 0 when an answer came (whatever its
/// status), -1 otherwise, with `answer->error` saying why. Any thread.
int educat_http_request(const char *method, const char *url, const char *const *headers, size_t count,
                        const void *body, size_t body_length, long timeout_seconds, const char *ca_file,
                        educat_http_answer *answer);

/// Frees what a request left in `answer`.
void educat_http_answer_free(educat_http_answer *answer);

#endif
