//===- Cudnn.cpp - cuDNN, loaded lazily -----------------------------------===//

#include "cuagent/Runtime/Cudnn.h"

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace cuagent::rt {
namespace {

struct Library {
  void *handle = nullptr;
  std::string path;
};

/// The path of an already-loaded libcudnn.so.* (PyTorch's), or "".
std::string loadedCudnnPath() {
  std::string found;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        const char *name = info->dlpi_name;
        const char *base = name ? std::strrchr(name, '/') : nullptr;
        if (base && std::strncmp(base + 1, "libcudnn.so", 11) == 0) {
          *static_cast<std::string *>(data) = name;
          return 1;
        }
        return 0;
      },
      &found);
  return found;
}

/// CUAGENT_CUDNN, else the copy already in the process, else the system's.
const Library &library() {
  static Library lib;
  static std::once_flag once;
  std::call_once(once, [] {
    std::string candidates[3];
    if (const char *named = std::getenv("CUAGENT_CUDNN"); named && *named)
      candidates[0] = named;
    candidates[1] = loadedCudnnPath();
    candidates[2] = "libcudnn.so.9";
    for (const std::string &path : candidates) {
      if (path.empty())
        continue;
      if (void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL)) {
        lib.handle = handle;
        lib.path = path;
        return;
      }
    }
  });
  return lib;
}

} // namespace

int64_t cudnnVersionOrZero() {
  const Library &lib = library();
  if (!lib.handle)
    return 0;
  using GetVersion = size_t (*)();
  auto getVersion = reinterpret_cast<GetVersion>(dlsym(lib.handle, "cudnnGetVersion"));
  return getVersion ? int64_t(getVersion()) : 0;
}

std::string cudnnLibraryPath() { return library().path; }

} // namespace cuagent::rt
