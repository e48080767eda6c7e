//===- FileSystem.h - File helpers with one-line errors ---------*- C++ -*-===//
#ifndef CUAGENT_SUPPORT_FILESYSTEM_H
#define CUAGENT_SUPPORT_FILESYSTEM_H

#include "cuagent/Support/Status.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <sys/types.h>
#include <vector>

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

//===----------------------------------------------------------------------===//
// Owned temporary directories: removed on every way out of the process that
// can run code, swept by the next process when the owner was SIGKILLed.
//===----------------------------------------------------------------------===//

/// The start time of process `pid` (field 22 of /proc/<pid>/stat, clock
/// ticks since boot); 0 when unknown. With the PID it names one process:
/// a PID reused by a later process has another start time.
uint64_t processStartTime(pid_t pid);

/// Creates $TMPDIR/<prefix><pid>-<start time>-<random> (or /tmp): the name
/// says which process owns it, so sweepStaleTempDirs can tell when the owner
/// is gone.
Expected<std::string> makeOwnedTempDir(const std::string &prefix);

/// Whether the owner named in `name` (the part after the prefix:
/// "<pid>-<start>-<random>", or the older "<pid>-<random>") is alive. A name
/// that does not parse counts as alive (it is not ours to remove).
bool ownedTempDirOwnerAlive(const std::string &suffix);

/// Removes the directories in $TMPDIR (or /tmp) whose name starts with one
/// of `prefixes`, that belong to this user, and whose owning process is gone
/// (dead, or its PID reused). Returns the paths removed.
std::vector<std::string> sweepStaleTempDirs(const std::vector<std::string> &prefixes);

/// Registers `path` for removal when the process gets SIGINT, SIGTERM, SIGHUP
/// or SIGQUIT. While anything is registered a handler is installed for each
/// of these signals that is not ignored; it removes the registered paths
/// with async-signal-safe system calls only, kills the worker process group
/// named by cleanupChildSlot(), then chains to the disposition it replaced
/// (the default one is restored and the signal re-raised, so the process
/// still dies of it). The last unregistration restores the old handlers.
/// Returns false when the fixed table (64 paths) is full or the path is too
/// long: the caller still removes the path on its own way out.
bool registerCleanupPath(const std::string &path);
void unregisterCleanupPath(const std::string &path);

/// The termination signal a cleanup handler saw since the last
/// clearCleanupSignal(), or 0. When the replaced handler lets the process
/// continue (Python's SIGINT handler raises KeyboardInterrupt later), long
/// operations check this and stop.
int cleanupSignal();
void clearCleanupSignal();

/// What the termination-signal handler does, without the signal: records
/// `signal` for cleanupSignal(), kills the worker process group and removes
/// every registered path. For a process that exits while another thread is
/// inside optimize (cuagent.optimize(mode="jit") at interpreter exit).
void interruptAndCleanUp(int signal);

/// A word in memory shared with forked children (MAP_SHARED): a child that
/// runs long work (the worker) stores its process group id here, and the
/// cleanup handler kills that group. Created on first call, before forking.
std::atomic<int> *cleanupChildSlot();

/// Removes its directory on destruction (every return and exception path)
/// and, while it lives, on a termination signal (registerCleanupPath).
class TempDirGuard {
public:
  TempDirGuard() = default;
  explicit TempDirGuard(std::string path);
  ~TempDirGuard();
  TempDirGuard(const TempDirGuard &) = delete;
  TempDirGuard &operator=(const TempDirGuard &) = delete;
  const std::string &path() const { return path_; }

private:
  std::string path_;
  bool registered_ = false;
};

} // namespace cuagent

#endif
