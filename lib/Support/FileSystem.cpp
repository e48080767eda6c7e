//===- FileSystem.cpp -----------------------------------------------------===//
#include "cuagent/Support/FileSystem.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <mutex>
#include <new>
#include <random>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace cuagent {
namespace fs = std::filesystem;

Expected<std::string> readFile(const std::string &path, size_t maxBytes) {
  // O_NONBLOCK: opening a FIFO without a writer would block forever.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0)
    return Status::error("cannot open '" + path + "': " + std::strerror(errno));
  struct stat info;
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    ::close(fd);
    return Status::error("cannot read '" + path + "': not a regular file");
  }
  if (uint64_t(info.st_size) > maxBytes) {
    ::close(fd);
    return Status::error("cannot read '" + path + "': it has " + std::to_string(info.st_size) +
                         " bytes, more than the " + std::to_string(maxBytes) +
                         " expected (wrong file?)");
  }
  std::string contents;
  contents.reserve(size_t(info.st_size));
  char chunk[1 << 16];
  while (true) {
    ssize_t n = ::read(fd, chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      return Status::error("cannot read '" + path + "': " + std::strerror(err));
    }
    if (n == 0)
      break;
    // The file may grow while it is read.
    if (contents.size() + size_t(n) > maxBytes) {
      ::close(fd);
      return Status::error("cannot read '" + path + "': it grew past " + std::to_string(maxBytes) +
                           " bytes while being read");
    }
    contents.append(chunk, size_t(n));
  }
  ::close(fd);
  return contents;
}

Status writeFile(const std::string &path, const void *data, size_t size) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return Status::error("cannot create '" + path + "': " + std::strerror(errno));
  const char *bytes = static_cast<const char *>(data);
  while (size > 0) {
    ssize_t n = ::write(fd, bytes, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      return Status::error("cannot write '" + path + "': " + std::strerror(err));
    }
    bytes += n;
    size -= size_t(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0)
    return Status::error("cannot flush '" + path + "': " + std::strerror(errno));
  return Status::ok();
}

static std::string randomSuffix() {
  static thread_local std::mt19937_64 rng(std::random_device{}() ^ uint64_t(::getpid()));
  static const char *alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  std::string suffix;
  for (int i = 0; i < 10; ++i)
    suffix.push_back(alphabet[rng() % 36]);
  return suffix;
}

Status writeFileAtomic(const std::string &path, const std::string &contents) {
  std::string temp = path + ".tmp." + std::to_string(::getpid()) + "." + randomSuffix();
  if (Status status = writeFile(temp, contents.data(), contents.size()); !status)
    return status;
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(temp.c_str());
    return Status::error("cannot rename '" + temp + "' to '" + path + "': " + std::strerror(err));
  }
  return Status::ok();
}

Expected<std::string> makeUniqueDir(const std::string &parent, const std::string &prefix) {
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (ec)
    return Status::error("cannot create directory '" + parent + "': " + ec.message());
  for (int attempt = 0; attempt < 16; ++attempt) {
    std::string dir = parent + "/" + prefix + std::to_string(::getpid()) + "-" + randomSuffix();
    if (::mkdir(dir.c_str(), 0755) == 0)
      return dir;
    if (errno != EEXIST)
      return Status::error("cannot create directory '" + dir + "': " + std::strerror(errno));
  }
  return Status::error("cannot create a unique directory under '" + parent + "'");
}

Expected<std::string> makeTempDir(const std::string &prefix) {
  const char *tmp = std::getenv("TMPDIR");
  return makeUniqueDir(tmp && *tmp ? tmp : "/tmp", prefix);
}

void removeAllQuietly(const std::string &path) {
  std::error_code ec;
  fs::remove_all(path, ec);
}

//===----------------------------------------------------------------------===//
// Owned temporary directories
//===----------------------------------------------------------------------===//

uint64_t processStartTime(pid_t pid) {
  Expected<std::string> stat = readFile("/proc/" + std::to_string(pid) + "/stat", 1 << 16);
  if (!stat)
    return 0;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so
  // the fields are counted from the last ')'. starttime is field 22.
  size_t close = stat->rfind(')');
  if (close == std::string::npos)
    return 0;
  const char *cursor = stat->c_str() + close + 1;
  for (int field = 3; field < 22; ++field) {
    while (*cursor == ' ')
      ++cursor;
    while (*cursor && *cursor != ' ')
      ++cursor;
  }
  char *end = nullptr;
  unsigned long long start = std::strtoull(cursor, &end, 10);
  return end == cursor ? 0 : uint64_t(start);
}

/// The PID namespace's inode: folders of processes in another namespace
/// (a TMPDIR shared between containers) are never judged by our PIDs.
static uint64_t pidNamespace() {
  struct stat info;
  return ::stat("/proc/self/ns/pid", &info) == 0 ? uint64_t(info.st_ino) : 0;
}

static std::string tempRoot() {
  const char *tmp = std::getenv("TMPDIR");
  return tmp && *tmp ? tmp : "/tmp";
}

Expected<std::string> makeOwnedTempDir(const std::string &prefix) {
  pid_t pid = ::getpid();
  std::string root = tempRoot();
  std::error_code ec;
  fs::create_directories(root, ec);
  if (ec)
    return Status::error("cannot create directory '" + root + "': " + ec.message());
  std::string owner = prefix + std::to_string(pid) + "-" + std::to_string(processStartTime(pid)) +
                      "-" + std::to_string(pidNamespace()) + "-";
  for (int attempt = 0; attempt < 16; ++attempt) {
    std::string dir = root + "/" + owner + randomSuffix();
    if (::mkdir(dir.c_str(), 0700) == 0)
      return dir;
    if (errno != EEXIST)
      return Status::error("cannot create directory '" + dir + "': " + std::strerror(errno));
  }
  return Status::error("cannot create a unique directory under '" + root + "'");
}

static bool parseNumber(const std::string &text, uint64_t &value) {
  if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  value = std::strtoull(text.c_str(), nullptr, 10);
  return true;
}

bool ownedTempDirOwnerAlive(const std::string &suffix) {
  std::vector<std::string> parts;
  size_t begin = 0;
  while (true) {
    size_t dash = suffix.find('-', begin);
    parts.push_back(suffix.substr(begin, dash - begin));
    if (dash == std::string::npos)
      break;
    begin = dash + 1;
  }
  uint64_t pid = 0, start = 0, space = 0;
  // "<pid>-<start>-<pid namespace>-<random>"; "<pid>-<random>" is the format
  // of earlier versions (no start time: a live PID keeps it).
  if (parts.size() != 4 && parts.size() != 2)
    return true;
  if (!parseNumber(parts[0], pid) || pid == 0 || pid > uint64_t(INT32_MAX))
    return true;
  if (parts.size() == 4) {
    if (!parseNumber(parts[1], start) || !parseNumber(parts[2], space))
      return true;
    uint64_t ours = pidNamespace();
    if (space && ours && space != ours)
      return true; // another PID namespace: its PIDs are not ours to check
  }
  if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
    return false;
  // Alive (or not ours to signal: EPERM); a reused PID has another start.
  if (start) {
    uint64_t now = processStartTime(pid_t(pid));
    if (now && now != start)
      return false;
  }
  return true;
}

std::vector<std::string> sweepStaleTempDirs(const std::vector<std::string> &prefixes) {
  std::vector<std::string> removed;
  std::error_code ec;
  fs::directory_iterator it(tempRoot(), ec), end;
  if (ec)
    return removed;
  uid_t uid = ::getuid();
  for (; it != end; it.increment(ec)) {
    if (ec)
      break;
    std::string name = it->path().filename().string();
    for (const std::string &prefix : prefixes) {
      if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0)
        continue;
      struct stat info;
      if (::lstat(it->path().c_str(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != uid)
        break;
      if (!ownedTempDirOwnerAlive(name.substr(prefix.size()))) {
        removeAllQuietly(it->path().string());
        removed.push_back(it->path().string());
      }
      break;
    }
  }
  return removed;
}

//===----------------------------------------------------------------------===//
// Removal on a termination signal
//
// The handler may run at any point of any thread, including inside malloc:
// it only reads a preallocated table and calls async-signal-safe system
// calls (openat, getdents64, unlinkat, close, kill, sigaction, raise). No
// std::filesystem, no allocation, no locks.
//===----------------------------------------------------------------------===//

namespace {

constexpr int kCleanupSlots = 64;
constexpr size_t kCleanupPathBytes = 4096;
enum SlotState : int { kFree = 0, kWriting = 1, kReady = 2, kClaimed = 3 };

struct CleanupSlot {
  std::atomic<int> state{kFree};
  char path[kCleanupPathBytes];
};
CleanupSlot cleanupSlots[kCleanupSlots];

constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
constexpr int kSignalCount = sizeof(kCleanupSignals) / sizeof(kCleanupSignals[0]);
struct sigaction previousActions[kSignalCount];
bool installed[kSignalCount];
std::atomic<int> lastSignal{0};
std::mutex registrationMutex; // never taken by the handler
int registrations = 0;

bool isDot(const char *name) {
  return name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0));
}

struct LinuxDirent64 {
  uint64_t d_ino;
  int64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

/// Removes `name` under `parentFd` recursively with system calls only.
/// Entries removed while reading a directory can make getdents skip others,
/// so a directory is read again until a pass finds nothing left.
void removeTreeSignalSafe(int parentFd, const char *name, int depth) {
  if (::unlinkat(parentFd, name, 0) == 0 || errno == ENOENT)
    return;
  if (depth > 32)
    return;
  int fd = ::openat(parentFd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return;
  alignas(8) char buffer[2048];
  for (int pass = 0; pass < 64; ++pass) {
    bool found = false;
    ::lseek(fd, 0, SEEK_SET);
    while (true) {
      long n = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
      if (n <= 0)
        break;
      for (long offset = 0; offset < n;) {
        auto *entry = reinterpret_cast<LinuxDirent64 *>(buffer + offset);
        offset += entry->d_reclen;
        if (isDot(entry->d_name))
          continue;
        found = true;
        removeTreeSignalSafe(fd, entry->d_name, depth + 1);
      }
    }
    if (!found)
      break;
  }
  ::close(fd);
  ::unlinkat(parentFd, name, AT_REMOVEDIR);
}

std::atomic<int> *childSlot = nullptr;

/// Kills the worker's process group and removes every registered path.
void killChildAndRemovePaths() {
  if (childSlot) {
    int group = childSlot->load();
    if (group > 0)
      ::kill(-group, SIGKILL);
  }
  for (CleanupSlot &slot : cleanupSlots) {
    int expected = kReady;
    if (slot.state.compare_exchange_strong(expected, kClaimed))
      removeTreeSignalSafe(AT_FDCWD, slot.path, 0);
  }
}

void onTerminationSignal(int signal, siginfo_t *info, void *context) {
  int savedErrno = errno;
  lastSignal.store(signal);
  killChildAndRemovePaths();
  for (int i = 0; i < kSignalCount; ++i) {
    if (kCleanupSignals[i] != signal)
      continue;
    const struct sigaction &previous = previousActions[i];
    if (previous.sa_flags & SA_SIGINFO) {
      if (previous.sa_sigaction)
        previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler == SIG_DFL) {
      // Die of the signal as the process would have: it is blocked while
      // this handler runs and is delivered, with the default action, on
      // return.
      struct sigaction fallback {};
      fallback.sa_handler = SIG_DFL;
      sigemptyset(&fallback.sa_mask);
      ::sigaction(signal, &fallback, nullptr);
      ::raise(signal);
    } else if (previous.sa_handler != SIG_IGN) {
      previous.sa_handler(signal);
    }
  }
  errno = savedErrno;
}

void installHandlers() {
  for (int i = 0; i < kSignalCount; ++i) {
    installed[i] = false;
    struct sigaction current {};
    if (::sigaction(kCleanupSignals[i], nullptr, &current) != 0)
      continue;
    // An ignored signal (nohup) does not end the process: leave it so.
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN)
      continue;
    previousActions[i] = current;
    struct sigaction action {};
    action.sa_sigaction = onTerminationSignal;
    // System calls interrupted by the signal behave as they did under the
    // replaced handler (Python's has no SA_RESTART: its EINTR wakes the
    // interpreter to raise KeyboardInterrupt).
    action.sa_flags = SA_SIGINFO | (current.sa_flags & SA_RESTART);
    sigemptyset(&action.sa_mask);
    for (int other : kCleanupSignals)
      sigaddset(&action.sa_mask, other);
    installed[i] = ::sigaction(kCleanupSignals[i], &action, nullptr) == 0;
  }
}

void restoreHandlers() {
  for (int i = 0; i < kSignalCount; ++i) {
    if (!installed[i])
      continue;
    struct sigaction current {};
    // Someone replaced ours meanwhile (signal.signal in Python): theirs stays.
    if (::sigaction(kCleanupSignals[i], nullptr, &current) == 0 &&
        (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == onTerminationSignal)
      ::sigaction(kCleanupSignals[i], &previousActions[i], nullptr);
    installed[i] = false;
  }
}

} // namespace

std::atomic<int> *cleanupChildSlot() {
  static std::atomic<int> *slot = [] {
    void *page = ::mmap(nullptr, sizeof(std::atomic<int>), PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    auto *shared = page == MAP_FAILED ? new std::atomic<int>(0) : new (page) std::atomic<int>(0);
    childSlot = shared;
    return shared;
  }();
  return slot;
}

bool registerCleanupPath(const std::string &path) {
  if (path.empty() || path.size() >= kCleanupPathBytes)
    return false;
  std::lock_guard<std::mutex> lock(registrationMutex);
  for (CleanupSlot &slot : cleanupSlots) {
    int expected = kFree;
    if (!slot.state.compare_exchange_strong(expected, kWriting))
      continue;
    std::memcpy(slot.path, path.c_str(), path.size() + 1);
    slot.state.store(kReady);
    if (registrations++ == 0)
      installHandlers();
    return true;
  }
  return false;
}

void unregisterCleanupPath(const std::string &path) {
  std::lock_guard<std::mutex> lock(registrationMutex);
  for (CleanupSlot &slot : cleanupSlots) {
    int state = slot.state.load();
    if ((state != kReady && state != kClaimed) || path != slot.path)
      continue;
    // A slot a handler claimed is never reused: the handler may still be
    // reading its path on another thread.
    int expected = kReady;
    slot.state.compare_exchange_strong(expected, kFree);
    if (--registrations == 0)
      restoreHandlers();
    return;
  }
}

void interruptAndCleanUp(int signal) {
  // The flag first: a running optimize that sees its worker die or its
  // folder vanish then stops instead of starting the next group.
  lastSignal.store(signal);
  killChildAndRemovePaths();
}

int cleanupSignal() { return lastSignal.load(); }
void clearCleanupSignal() { lastSignal.store(0); }

TempDirGuard::TempDirGuard(std::string path) : path_(std::move(path)) {
  registered_ = registerCleanupPath(path_);
}

TempDirGuard::~TempDirGuard() {
  if (path_.empty())
    return;
  removeAllQuietly(path_);
  if (registered_)
    unregisterCleanupPath(path_);
}

} // namespace cuagent
