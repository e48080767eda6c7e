//===- Subprocess.cpp -----------------------------------------------------===//
#include "cuagent/Support/Subprocess.h"

#include "cuagent/Support/Clock.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cuagent {
namespace {

using Clock = std::chrono::steady_clock;

/// Reads `fd` until EOF or the deadline; kills the child's process group on
/// timeout. Always reaps the child.
ProcessResult collect(pid_t pid, int fd, double timeoutSeconds, size_t maxOutputBytes,
                      Clock::time_point start) {
  ProcessResult result;
  bool timedOut = false;
  char chunk[8192];
  while (true) {
    double remaining = timeoutSeconds - secondsSince(start);
    if (remaining <= 0) {
      timedOut = true;
      break;
    }
    pollfd pfd{fd, POLLIN, 0};
    int ready = ::poll(&pfd, 1, int(remaining * 1000) + 1);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready == 0)
      continue;
    ssize_t n = ::read(fd, chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    if (result.output.size() < maxOutputBytes)
      result.output.append(chunk, std::min(size_t(n), maxOutputBytes - result.output.size()));
  }
  ::close(fd);
  int status = 0;
  if (timedOut) {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
  } else {
    // Output closed; give the child until the deadline to exit.
    while (::waitpid(pid, &status, WNOHANG) == 0) {
      if (secondsSince(start) > timeoutSeconds) {
        timedOut = true;
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
        break;
      }
      ::usleep(2000);
    }
    if (!timedOut) {
      result.seconds = secondsSince(start);
      if (WIFEXITED(status)) {
        result.outcome = ProcessResult::Outcome::Exited;
        result.exitCode = WEXITSTATUS(status);
      } else {
        result.outcome = ProcessResult::Outcome::Signaled;
        result.signal = WTERMSIG(status);
      }
      return result;
    }
  }
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.seconds = secondsSince(start);
  result.outcome = ProcessResult::Outcome::TimedOut;
  return result;
}

} // namespace

std::string ProcessResult::describe() const {
  switch (outcome) {
  case Outcome::Exited:
    return "exit code " + std::to_string(exitCode);
  case Outcome::Signaled:
    return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
  case Outcome::TimedOut:
    return "timed out after " + std::to_string(int(seconds + 0.5)) + " s and was killed";
  case Outcome::SpawnFailed:
    return "could not be started: " + output;
  }
  return "unknown";
}

ProcessResult runProcess(const std::vector<std::string> &argv, double timeoutSeconds,
                         size_t maxOutputBytes) {
  ProcessResult result;
  if (argv.empty()) {
    result.output = "empty command line";
    return result;
  }
  int pipeFds[2];
  if (::pipe2(pipeFds, O_CLOEXEC) != 0) {
    result.output = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  // Exec failures are reported through a second close-on-exec pipe.
  int execFds[2];
  if (::pipe2(execFds, O_CLOEXEC) != 0) {
    ::close(pipeFds[0]);
    ::close(pipeFds[1]);
    result.output = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  std::vector<char *> args;
  for (const std::string &arg : argv)
    args.push_back(const_cast<char *>(arg.c_str()));
  args.push_back(nullptr);

  auto start = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) {
    result.output = std::string("fork: ") + std::strerror(errno);
    return result;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    ::dup2(pipeFds[1], 1);
    ::dup2(pipeFds[1], 2);
    ::execvp(args[0], args.data());
    int err = errno;
    (void)!::write(execFds[1], &err, sizeof(err));
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  ::close(pipeFds[1]);
  ::close(execFds[1]);
  int execErr = 0;
  ssize_t got = ::read(execFds[0], &execErr, sizeof(execErr));
  ::close(execFds[0]);
  if (got == sizeof(execErr)) {
    ::close(pipeFds[0]);
    ::waitpid(pid, nullptr, 0);
    result.output = "'" + argv[0] + "': " + std::strerror(execErr);
    return result;
  }
  return collect(pid, pipeFds[0], timeoutSeconds, maxOutputBytes, start);
}

ProcessResult runForked(const std::function<int(int)> &body, double timeoutSeconds,
                        size_t maxOutputBytes) {
  auto start = Clock::now();
  StreamingChild child(body);
  if (!child.running())
    return child.finish(/*kill=*/true);
  std::string output;
  bool timedOut =
      child.readToEnd(output, timeoutSeconds, maxOutputBytes) == StreamingChild::Read::TimedOut;
  // Output closed: the child gets what is left of the deadline to exit.
  double left = timeoutSeconds - secondsSince(start);
  ProcessResult result = child.finish(timedOut || left <= 0, std::max(left, 0.0));
  result.output = std::move(output);
  return result;
}

bool writeAll(int fd, const std::string &data) {
  const char *cursor = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t n = ::write(fd, cursor, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    cursor += n;
    left -= size_t(n);
  }
  return true;
}

StreamingChild::StreamingChild(const std::function<int(int)> &body) {
  int pipeFds[2];
  if (::pipe2(pipeFds, O_CLOEXEC) != 0) {
    spawnError_ = std::string("pipe: ") + std::strerror(errno);
    return;
  }
  start_ = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) {
    spawnError_ = std::string("fork: ") + std::strerror(errno);
    ::close(pipeFds[0]);
    ::close(pipeFds[1]);
    return;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    ::close(pipeFds[0]);
    // An exception must not unwind into the parent's frames, which this
    // forked copy still holds: the child ends here whatever happens.
    int code = 70; // EX_SOFTWARE
    try {
      code = body(pipeFds[1]);
    } catch (const std::exception &error) {
      std::fprintf(stderr, "cuagent: child process: %s\n", error.what());
    } catch (...) {
      std::fprintf(stderr, "cuagent: child process: unknown exception\n");
    }
    ::close(pipeFds[1]);
    ::_exit(code);
  }
  ::setpgid(pid, pid);
  ::close(pipeFds[1]);
  pid_ = pid;
  fd_ = pipeFds[0];
}

StreamingChild::~StreamingChild() {
  if (running())
    (void)finish(/*kill=*/true);
  if (fd_ >= 0)
    ::close(fd_);
}

bool StreamingChild::fill(Clock::time_point deadline) {
  char chunk[1 << 16];
  while (true) {
    double remaining = std::chrono::duration<double>(deadline - Clock::now()).count();
    if (remaining <= 0)
      return false;
    pollfd pfd{fd_, POLLIN, 0};
    int ready = ::poll(&pfd, 1, int(remaining * 1000) + 1);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      continue;
    ssize_t n = ::read(fd_, chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      endOfOutput_ = true;
      return true;
    }
    buffer_.append(chunk, size_t(n));
    return true;
  }
}

StreamingChild::Read StreamingChild::readLine(std::string &line, double timeoutSeconds) {
  auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(timeoutSeconds));
  while (true) {
    size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      return Read::Line;
    }
    if (fd_ < 0 || endOfOutput_)
      return Read::EndOfOutput;
    if (!fill(deadline))
      return Read::TimedOut;
  }
}

StreamingChild::Read StreamingChild::readToEnd(std::string &output, double timeoutSeconds,
                                               size_t maxOutputBytes) {
  auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(timeoutSeconds));
  Read read = Read::EndOfOutput;
  while (fd_ >= 0 && !endOfOutput_ && read == Read::EndOfOutput) {
    if (!fill(deadline))
      read = Read::TimedOut;
    if (buffer_.size() > maxOutputBytes)
      buffer_.resize(maxOutputBytes);
  }
  // What arrived before a timeout is returned too: it may say why.
  output = std::move(buffer_);
  buffer_.clear();
  return read;
}

ProcessResult StreamingChild::finish(bool kill, double graceSeconds) {
  ProcessResult result;
  if (pid_ <= 0) {
    result.output = spawnError_;
    return result;
  }
  if (finished_) {
    result.output = "already finished";
    return result;
  }
  finished_ = true;
  int status = 0;
  bool killed = kill;
  if (!kill) {
    auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(graceSeconds));
    while (true) {
      pid_t reaped = ::waitpid(pid_, &status, WNOHANG);
      if (reaped == pid_)
        break;
      if (reaped < 0 && errno != EINTR) {
        // Not our child any more (someone else reaped it): nothing to report.
        result.output = std::string("waitpid: ") + std::strerror(errno);
        result.outcome = ProcessResult::Outcome::SpawnFailed;
        result.seconds = secondsSince(start_);
        return result;
      }
      if (Clock::now() > deadline) {
        killed = true;
        break;
      }
      if (reaped == 0)
        ::usleep(2000);
    }
  }
  if (killed) {
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    result.outcome = ProcessResult::Outcome::TimedOut;
  } else if (WIFEXITED(status)) {
    result.outcome = ProcessResult::Outcome::Exited;
    result.exitCode = WEXITSTATUS(status);
  } else {
    result.outcome = ProcessResult::Outcome::Signaled;
    result.signal = WTERMSIG(status);
  }
  result.seconds = secondsSince(start_);
  return result;
}

} // namespace cuagent
