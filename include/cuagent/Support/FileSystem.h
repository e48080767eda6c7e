//===- FileSystem.h - File helpers with one-line errors ---------*- C++ -*-===//
#ifndef CUAGENT_SUPPORT_FILESYSTEM_H
#define CUAGENT_SUPPORT_FILESYSTEM_H

#include "cuagent/Support/Status.h"

#include <string>

namespace cuagent {

/// Reads a regular file of at most `maxBytes`. Anything else (a directory,
/// a FIFO, a device such as /dev/zero) is refused without blocking, so a
/// hostile path can neither hang the reader nor exhaust its memory.
inline constexpr size_t kDefaultMaxReadBytes = size_t(4) << 30;
Expected<std::string> readFile(const std::string &path, size_t maxBytes = kDefaultMaxReadBytes);
/// Writes through a temporary file in the same directory and renames it, so a
/// reader never sees a partial file.
Status writeFileAtomic(const std::string &path, const std::string &contents);
Status writeFile(const std::string &path, const void *data, size_t size);
/// Creates a fresh, uniquely named directory under `parent`.
Expected<std::string> makeUniqueDir(const std::string &parent, const std::string &prefix);
/// Creates a fresh, uniquely named directory under $TMPDIR (or /tmp).
Expected<std::string> makeTempDir(const std::string &prefix);
void removeAllQuietly(const std::string &path);

} // namespace cuagent

#endif
