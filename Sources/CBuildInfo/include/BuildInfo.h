#ifndef EDUCAT_BUILD_INFO_H
#define EDUCAT_BUILD_INFO_H

/// The version this program was built as (`EDUCAT_VERSION` when it was built, else "development").
const char *educat_build_version(void);
/// The commit it was built from (`EDUCAT_COMMIT` when it was built), or "" when the build did not say.
const char *educat_build_commit(void);

#endif
