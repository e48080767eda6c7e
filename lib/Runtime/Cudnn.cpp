//===- Cudnn.cpp - cuDNN, loaded lazily -----------------------------------===//

#include "cuagent/Runtime/Cudnn.h"

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

// The cuDNN frontend, compiled with NV_CUDNN_FRONTEND_USE_DYNAMIC_LOADING,
// resolves every backend call with dlsym(cudnn_dlhandle, name) and leaves
// the definition of this handle to its user: it must be the library loaded
// here, so that the frontend and the version recorded in plans agree.
namespace cudnn_frontend {
void *cudnn_dlhandle = nullptr;
} // namespace cudnn_frontend

namespace cuagent::rt {
namespace {

struct Library {
  void *handle = nullptr;
  std::string path;
  int64_t version = 0;
  std::string error;
};

/// The path of an already-loaded libcudnn.so.* (PyTorch's), or "".
std::string loadedCudnnPath() {
  std::string found;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        const char *name = info->dlpi_name;
        const char *base = name ? std::strrchr(name, '/') : nullptr;
        // Exactly libcudnn.so[.N]: not libcudnn_graph.so.9 and the like.
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
      void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
      if (!handle)
        continue;
      using GetVersion = size_t (*)();
      auto getVersion = reinterpret_cast<GetVersion>(dlsym(handle, "cudnnGetVersion"));
      if (!getVersion) {
        lib.error = path + " lacks cudnnGetVersion; convolutions stay on the stock kernels";
        return;
      }
      link_map *map = nullptr;
      lib.path = dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && *map->l_name
                     ? map->l_name
                     : path;
      lib.handle = handle;
      lib.version = int64_t(getVersion());
      cudnn_frontend::cudnn_dlhandle = handle;
      return;
    }
    lib.error = "cuDNN (libcudnn.so.9) could not be loaded; convolutions stay on the stock "
                "kernels (set CUAGENT_CUDNN to its path)";
  });
  return lib;
}

} // namespace

Status loadCudnn() {
  const Library &lib = library();
  return lib.handle ? Status::ok() : Status::error(lib.error);
}

int64_t cudnnVersionOrZero() { return library().version; }

std::string cudnnLibraryPath() { return library().path; }

} // namespace cuagent::rt
