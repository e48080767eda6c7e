//===- GpuLock.h - Exclusive use of a GPU across processes ------*- C++ -*-===//
//
// A benchmark harness that runs several jobs on one GPU, so that compilation
// overlaps, sets CUAGENT_GPU_LOCK to a lock file per GPU. Every process that
// measures on that GPU (the harness's timing, the worker's verification and
// profiling, the stock-time measurement) holds the lock meanwhile, so no
// measurement ever shares the GPU with other work. Unset: no locking.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_GPULOCK_H
#define CUAGENT_SUPPORT_GPULOCK_H

#include <string>

namespace cuagent {

/// Holds an exclusive flock(2) on $CUAGENT_GPU_LOCK for its lifetime. flock
/// belongs to the open file, so never nest two in one process: the inner one
/// would wait for the outer forever.
class GpuExclusiveLock {
public:
  GpuExclusiveLock();
  ~GpuExclusiveLock();
  GpuExclusiveLock(const GpuExclusiveLock &) = delete;
  GpuExclusiveLock &operator=(const GpuExclusiveLock &) = delete;

  bool held() const { return fd_ >= 0; }
  double waitedSeconds() const { return waitedSeconds_; }
  /// Why the lock was asked for and not taken (an unusable path); empty
  /// when it is held or no lock was asked for.
  const std::string &problem() const { return problem_; }

private:
  int fd_ = -1;
  double waitedSeconds_ = 0;
  std::string problem_;
};

} // namespace cuagent

#endif // CUAGENT_SUPPORT_GPULOCK_H
