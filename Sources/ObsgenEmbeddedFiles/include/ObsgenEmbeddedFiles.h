#ifndef OBSGEN_EMBEDDED_FILES_H
#define OBSGEN_EMBEDDED_FILES_H

#include <stddef.h>

/// A file of the repository compiled into obsgen: a template or a source file of the runtime.
typedef struct {
    /// The file's path from the package root (`Templates/model.mustache`).
    const char *_Nonnull path;
    /// Its bytes, as they were when obsgen was built (not NUL-terminated).
    const unsigned char *_Nonnull bytes;
    /// How many bytes.
    size_t count;
} ObsgenEmbeddedFile;

/// How many files are embedded.
size_t obsgen_embedded_file_count(void);

/// The embedded file at `index` (from 0 to `obsgen_embedded_file_count() - 1`).
ObsgenEmbeddedFile obsgen_embedded_file(size_t index);

#endif
