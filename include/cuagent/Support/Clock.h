//===- Clock.h - Wall-clock intervals ---------------------------*- C++ -*-===//
#ifndef CUAGENT_SUPPORT_CLOCK_H
#define CUAGENT_SUPPORT_CLOCK_H

#include <chrono>

namespace cuagent {

/// Seconds of steady-clock time since `start`.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace cuagent

#endif // CUAGENT_SUPPORT_CLOCK_H
