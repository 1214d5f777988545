// Package.swift defines these from the environment the build ran in (`make` gives the changelog's version and the
// git commit): C takes a quoted value from a define, which Swift's -D cannot.
#include "BuildInfo.h"

#ifndef EDUCAT_VERSION
#define EDUCAT_VERSION "development"
#endif
#ifndef EDUCAT_COMMIT
#define EDUCAT_COMMIT ""
#endif

const char *educat_build_version(void) { return EDUCAT_VERSION; }
const char *educat_build_commit(void) { return EDUCAT_COMMIT; }
