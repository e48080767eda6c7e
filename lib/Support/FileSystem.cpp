//===- FileSystem.cpp -----------------------------------------------------===//
#include "cuagent/Support/FileSystem.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <sys/stat.h>
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

} // namespace cuagent
