//===- KernelCache.h - On-disk cache of verified plans ----------*- C++ -*-===//
//
// Layout: <root>/v1/<key[0:2]>/<key>/{plan.json, report.json, task.json,
// *.cubin, manifest.json}. An entry is built in <root>/v1/.tmp and renamed into
// place, so readers see a whole entry or none. manifest.json holds a SHA-256
// of every other file; an entry whose files do not match is corrupt and is
// never loaded.
//
// Trust: a kernel cache is code. An entry that holds a plan must also hold
// its task.json and key.json (the text its key hashes); lookup recomputes
// the key from them and checks the plan's signature against the task, so an
// entry moved under another key is never run. A cache shared between
// machines can require signed entries: with a signing key (the constructor's,
// else $CUAGENT_CACHE_SIGNING_KEY), store() writes manifest.sig, an
// HMAC-SHA256 of manifest.json, and lookup() refuses entries whose signature
// is missing or wrong.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_CACHE_KERNELCACHE_H
#define CUAGENT_CACHE_KERNELCACHE_H

#include "cuagent/Format/Plan.h"

#include <map>
#include <string>

namespace cuagent {

/// What the worker decided about a task.
enum class EntryStatus {
  Verified,   // plan passed verification on a GPU: safe to load
  Rejected,   // no candidate passed: the signature is bad, stock runs
  Unverified, // compiled but not run (no GPU): never loaded
};
const char *entryStatusName(EntryStatus status);

struct CacheEntry {
  EntryStatus status = EntryStatus::Rejected;
  std::string reason; // why not verified; empty when verified
  std::string directory;
  nlohmann::json report;
  std::optional<Plan> plan;                   // present when a plan was written
  std::map<std::string, std::string> modules; // cubin file name -> bytes
};

enum class LookupResult { Hit, Missing, Corrupt };

/// The environment variable that holds the signing key of a shared cache.
inline constexpr const char *kCacheSigningKeyEnv = "CUAGENT_CACHE_SIGNING_KEY";

class KernelCache {
public:
  /// Uses $CUAGENT_CACHE_SIGNING_KEY as the signing key when it is set.
  explicit KernelCache(std::string root);
  /// An empty `signingKey` accepts unsigned entries and signs nothing.
  KernelCache(std::string root, std::string signingKey)
      : root_(std::move(root)), signingKey_(std::move(signingKey)) {}
  bool requiresSignatures() const { return !signingKey_.empty(); }

  const std::string &root() const { return root_; }
  std::string entryDirectory(const std::string &key) const;

  /// Reads and checks an entry. On Corrupt, `reason` says what was wrong.
  LookupResult lookup(const std::string &key, CacheEntry &entry, std::string &reason) const;

  /// Writes an entry atomically. `files` maps file names to contents and must
  /// hold report.json (with a "status" field). If another writer already
  /// placed a valid entry, that one is kept.
  Status store(const std::string &key, const std::map<std::string, std::string> &files) const;

  /// Moves a (corrupt) entry out of the way and deletes it.
  Status evict(const std::string &key) const;

private:
  LookupResult checkTrust(const std::string &key, const std::string &manifestText,
                          std::map<std::string, std::string> &files, std::string &reason) const;

  std::string root_;
  std::string signingKey_;
};

/// HMAC-SHA256 of `data` under `key`, as 64 lowercase hex digits.
std::string hmacSha256Hex(const std::string &key, const std::string &data);

} // namespace cuagent

#endif
