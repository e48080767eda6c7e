//===- Nvrtc.cpp ----------------------------------------------------------===//
#include "cuagent/Runtime/Nvrtc.h"

#include <nvrtc.h>

namespace cuagent::rt {

Expected<CompileOutput> compileToCubin(const std::string &source, const std::string &name,
                                       const std::string &arch,
                                       const std::vector<std::string> &extraOptions) {
  if (arch.rfind("sm_", 0) != 0)
    return Status::error("target arch '" + arch + "' is not of the form sm_XX");
  nvrtcProgram program;
  nvrtcResult result =
      nvrtcCreateProgram(&program, source.c_str(), name.c_str(), 0, nullptr, nullptr);
  if (result != NVRTC_SUCCESS)
    return Status::error(std::string("nvrtcCreateProgram: ") + nvrtcGetErrorString(result));
  std::vector<std::string> options = {"--gpu-architecture=" + arch, "-std=c++17",
                                      "-default-device"};
  options.insert(options.end(), extraOptions.begin(), extraOptions.end());
  std::vector<const char *> optionPointers;
  for (const std::string &option : options)
    optionPointers.push_back(option.c_str());
  result = nvrtcCompileProgram(program, int(optionPointers.size()), optionPointers.data());
  CompileOutput output;
  size_t logSize = 0;
  nvrtcGetProgramLogSize(program, &logSize);
  if (logSize > 1) {
    output.log.resize(logSize);
    nvrtcGetProgramLog(program, output.log.data());
    output.log.resize(logSize - 1);
  }
  if (result != NVRTC_SUCCESS) {
    nvrtcDestroyProgram(&program);
    return Status::error(std::string("NVRTC compile failed (") + nvrtcGetErrorString(result) +
                         "): " + output.log);
  }
  size_t cubinSize = 0;
  result = nvrtcGetCUBINSize(program, &cubinSize);
  if (result != NVRTC_SUCCESS || cubinSize == 0) {
    nvrtcDestroyProgram(&program);
    return Status::error("NVRTC produced no cubin for " + arch);
  }
  output.cubin.resize(cubinSize);
  nvrtcGetCUBIN(program, output.cubin.data());
  nvrtcDestroyProgram(&program);
  return output;
}

std::string nvrtcVersionString() {
  int major = 0, minor = 0;
  nvrtcVersion(&major, &minor);
  return std::to_string(major) + "." + std::to_string(minor);
}

} // namespace cuagent::rt
