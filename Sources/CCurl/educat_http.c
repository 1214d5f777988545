#include "educat_http.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// libcurl's entry points, found once by name; their types are the header's, so a call is checked as a direct one.
static struct {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_perform) *easy_perform;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
} curl;
static char load_error[256];
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "libcurl cannot be loaded (%s): install libcurl4", dlerror());
        return;
    }
#define FIND(field, name)                                                                                              \
    if ((curl.field = (__typeof__(curl.field))dlsym(library, name)) == NULL) {                                         \
        snprintf(load_error, sizeof load_error, "libcurl.so.4 lacks %s", name);                                        \
        return;                                                                                                        \
    }
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
    // Not thread-safe in older libcurls, hence once, before any request.
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "libcurl did not start");
    }
}

static size_t keep_body(char *data, size_t size, size_t count, void *context) {
    educat_http_answer *answer = context;
    size_t bytes = size * count;
    char *grown = realloc(answer->body, answer->length + bytes + 1);
    if (grown == NULL) return 0;  // libcurl ends the transfer with a write error
    memcpy(grown + answer->length, data, bytes);
    answer->length += bytes;
    grown[answer->length] = '\0';
    answer->body = grown;
    return bytes;
}

static size_t keep_challenge(char *data, size_t size, size_t count, void *context) {
    educat_http_answer *answer = context;
    size_t bytes = size * count;
    static const char name[] = "WWW-Authenticate:";
    size_t prefix = sizeof name - 1;
    if (bytes > prefix && strncasecmp(data, name, prefix) == 0) {
        size_t start = prefix;
        while (start < bytes && data[start] == ' ') start++;
        size_t end = start;
        while (end < bytes && end - start < sizeof answer->challenge - 1 && data[end] != ' ' && data[end] != '\r' &&
               data[end] != '\n')
            end++;
        memcpy(answer->challenge, data + start, end - start);
        answer->challenge[end - start] = '\0';
    }
    return bytes;
}

int educat_http_request(const char *method, const char *url, const char *const *headers, size_t count,
                        const void *body, size_t body_length, long timeout_seconds, const char *ca_file,
                        educat_http_answer *answer) {
    memset(answer, 0, sizeof *answer);
    pthread_once(&loaded, load);
    if (load_error[0] != '\0') {
        snprintf(answer->error, sizeof answer->error, "%s", load_error);
        return -1;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(answer->error, sizeof answer->error, "libcurl could not make a request");
        return -1;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < count; index++) {
        struct curl_slist *longer = curl.slist_append(list, headers[index]);
        if (longer == NULL) break;
        list = longer;
    }
    char reason[CURL_ERROR_SIZE] = "";
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_CUSTOMREQUEST, method);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
    if (body != NULL) {
        curl.easy_setopt(handle, CURLOPT_POSTFIELDS, body);
        curl.easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
    }
    curl.easy_setopt(handle, CURLOPT_TIMEOUT, timeout_seconds);
    if (ca_file != NULL) {
        // Instead of the system's authorities, not beside them: libcurl would also search its built-in folder.
        curl.easy_setopt(handle, CURLOPT_CAINFO, ca_file);
        curl.easy_setopt(handle, CURLOPT_CAPATH, (const char *)NULL);
    }
    // A proxy's redirect (http to https, a moved path) is followed with the same method and body, as browsers do for
    // 307 and 308; the token is not sent on to another host.
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
    curl.easy_setopt(handle, CURLOPT_POSTREDIR, (long)CURL_REDIR_POST_ALL);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);  // no SIGALRM for name lookups: the caller's threads go on
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, reason);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, keep_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, answer);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, keep_challenge);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, answer);
    CURLcode code = curl.easy_perform(handle);
    if (code == CURLE_OK) {
        curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &answer->status);
    } else {
        snprintf(answer->error, sizeof answer->error, "%s", reason[0] != '\0' ? reason : curl.easy_strerror(code));
    }
    curl.slist_free_all(list);
    curl.easy_cleanup(handle);
    return code == CURLE_OK ? 0 : -1;
}

void educat_http_answer_free(educat_http_answer *answer) {
    free(answer->body);
    answer->body = NULL;
    answer->length = 0;
}
