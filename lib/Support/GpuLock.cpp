//===- GpuLock.cpp --------------------------------------------------------===//
#include "cuagent/Support/GpuLock.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace cuagent {
namespace {
/// Said once per process: measuring unlocked is allowed but worth knowing.
void warnOnce(const std::string &problem) {
  static bool warned = false;
  if (warned)
    return;
  warned = true;
  std::fprintf(stderr, "cuagent: warning: %s; measuring without the GPU lock\n", problem.c_str());
}
} // namespace

GpuExclusiveLock::GpuExclusiveLock() {
  const char *path = std::getenv("CUAGENT_GPU_LOCK");
  if (!path || !*path)
    return;
  int fd = ::open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0) {
    problem_ = std::string("cannot open CUAGENT_GPU_LOCK '") + path + "': " + std::strerror(errno);
    warnOnce(problem_);
    return;
  }
  auto start = std::chrono::steady_clock::now();
  while (::flock(fd, LOCK_EX) != 0) {
    if (errno == EINTR)
      continue;
    problem_ = std::string("cannot lock CUAGENT_GPU_LOCK '") + path + "': " + std::strerror(errno);
    warnOnce(problem_);
    ::close(fd);
    return;
  }
  waitedSeconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fd_ = fd;
}

GpuExclusiveLock::~GpuExclusiveLock() {
  if (fd_ >= 0)
    ::close(fd_); // closing the last descriptor releases the flock
}

} // namespace cuagent
