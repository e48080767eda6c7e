//===- Sha256.h - SHA-256 for cache keys and checksums ----------*- C++ -*-===//
#ifndef CUAGENT_SUPPORT_SHA256_H
#define CUAGENT_SUPPORT_SHA256_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cuagent {

class Sha256 {
public:
  Sha256();
  void update(const void *data, size_t size);
  void update(std::string_view text) { update(text.data(), text.size()); }
  /// Lower-case hex digest; the object must not be updated afterwards.
  std::string hexDigest();

private:
  void compressBlock(const uint8_t *block);
  uint32_t state_[8];
  uint8_t buffer_[64];
  size_t bufferSize_ = 0;
  uint64_t totalBytes_ = 0;
};

std::string sha256Hex(std::string_view data);

} // namespace cuagent

#endif // CUAGENT_SUPPORT_SHA256_H
