//===- KernelCache.cpp ----------------------------------------------------===//
#include "cuagent/Cache/KernelCache.h"

#include "cuagent/Format/Validate.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/Sha256.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace cuagent {
namespace fs = std::filesystem;
using json = nlohmann::json;

const char *entryStatusName(EntryStatus status) {
  switch (status) {
  case EntryStatus::Verified:
    return "verified";
  case EntryStatus::Rejected:
    return "rejected";
  case EntryStatus::Unverified:
    return "unverified";
  }
  return "?";
}

static bool isValidKey(const std::string &key) {
  if (key.size() < 8)
    return false;
  for (char c : key)
    if (!std::isxdigit(static_cast<unsigned char>(c)))
      return false;
  return true;
}

KernelCache::KernelCache(std::string root) : root_(std::move(root)) {
  if (const char *key = std::getenv(kCacheSigningKeyEnv))
    signingKey_ = key;
}

std::string hmacSha256Hex(const std::string &key, const std::string &data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (!HMAC(EVP_sha256(), key.data(), int(key.size()),
            reinterpret_cast<const unsigned char *>(data.data()), data.size(), digest, &length))
    return std::string();
  static const char *hex = "0123456789abcdef";
  std::string text;
  for (unsigned int i = 0; i < length; ++i) {
    text.push_back(hex[digest[i] >> 4]);
    text.push_back(hex[digest[i] & 15]);
  }
  return text;
}

/// The signature and the binding of plan, task and key; see KernelCache.h.
LookupResult KernelCache::checkTrust(const std::string &key, const std::string &manifestText,
                                     std::map<std::string, std::string> &files,
                                     std::string &reason) const {
  if (!signingKey_.empty()) {
    Expected<std::string> signature =
        readFile(entryDirectory(key) + "/manifest.sig", size_t(1) << 10);
    std::string expected = hmacSha256Hex(signingKey_, manifestText);
    if (!signature) {
      reason = std::string("entry is not signed, and ") + kCacheSigningKeyEnv +
               " requires signed entries (rebuild it with the key set)";
      return LookupResult::Corrupt;
    }
    // Constant time, so the comparison does not leak the expected value.
    if (expected.empty() || signature->size() != expected.size() ||
        CRYPTO_memcmp(signature->data(), expected.data(), expected.size()) != 0) {
      reason = "entry signature does not match the signing key (forged, or signed with "
               "another key)";
      return LookupResult::Corrupt;
    }
  }
  if (!files.count("plan.json"))
    return LookupResult::Hit; // nothing in it runs
  if (!files.count("task.json") || !files.count("key.json")) {
    reason = "entry has a plan but no task.json/key.json to check it against (written by an "
             "older cuagent?)";
    return LookupResult::Corrupt;
  }
  Expected<Task> task = parseTask(files["task.json"]);
  if (!task) {
    reason = "task.json: " + task.message();
    return LookupResult::Corrupt;
  }
  Expected<std::string> recomputed = recomputeCacheKey(*task, files["key.json"]);
  if (!recomputed || *recomputed != key) {
    reason = recomputed ? "the entry's task does not hash to its key (moved or forged entry)"
                        : "key.json: " + recomputed.message();
    return LookupResult::Corrupt;
  }
  Expected<Plan> plan = parsePlan(files["plan.json"]);
  if (plan) {
    if (Status matches = checkPlanMatchesTask(*plan, *task); !matches) {
      reason = matches.message();
      return LookupResult::Corrupt;
    }
  }
  return LookupResult::Hit;
}

std::string KernelCache::entryDirectory(const std::string &key) const {
  return root_ + "/v1/" + key.substr(0, 2) + "/" + key;
}

LookupResult KernelCache::lookup(const std::string &key, CacheEntry &entry,
                                 std::string &reason) const {
  if (!isValidKey(key)) {
    reason = "invalid cache key '" + key + "'";
    return LookupResult::Corrupt;
  }
  std::string dir = entryDirectory(key);
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return LookupResult::Missing;
  Expected<std::string> manifestText = readFile(dir + "/manifest.json", size_t(1) << 20);
  if (!manifestText) {
    reason = "entry has no readable manifest.json";
    return LookupResult::Corrupt;
  }
  Expected<json> parsed = parseBoundedJson(*manifestText, "manifest.json", size_t(1) << 20);
  json manifest = parsed ? *parsed : json();
  if (!parsed || !manifest.is_object() || !manifest.contains("files") ||
      !manifest["files"].is_object()) {
    reason = "manifest.json is malformed";
    return LookupResult::Corrupt;
  }
  std::map<std::string, std::string> files;
  for (auto &[name, digest] : manifest["files"].items()) {
    if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos ||
        !digest.is_string()) {
      reason = "manifest.json names an invalid file";
      return LookupResult::Corrupt;
    }
    Expected<std::string> data = readFile(dir + "/" + name);
    if (!data) {
      reason = "file '" + name + "' is missing";
      return LookupResult::Corrupt;
    }
    if (sha256Hex(*data) != digest.get<std::string>()) {
      reason = "checksum mismatch in '" + name + "'";
      return LookupResult::Corrupt;
    }
    files[name] = data.take();
  }
  if (!files.count("report.json")) {
    reason = "entry has no report.json";
    return LookupResult::Corrupt;
  }
  if (LookupResult trusted = checkTrust(key, *manifestText, files, reason);
      trusted != LookupResult::Hit)
    return trusted;
  entry = CacheEntry();
  entry.directory = dir;
  Expected<json> report = parseBoundedJson(files["report.json"], "report.json");
  entry.report = report ? *report : json();
  std::string status = entry.report.is_object() ? entry.report.value("status", "") : "";
  if (status == "verified")
    entry.status = EntryStatus::Verified;
  else if (status == "rejected")
    entry.status = EntryStatus::Rejected;
  else if (status == "unverified")
    entry.status = EntryStatus::Unverified;
  else {
    reason = "report.json has no valid status";
    return LookupResult::Corrupt;
  }
  entry.reason = entry.report.contains("reason") && entry.report["reason"].is_string()
                     ? entry.report["reason"].get<std::string>()
                     : std::string();
  if (files.count("plan.json")) {
    Expected<Plan> plan = parsePlan(files["plan.json"]);
    if (!plan) {
      reason = plan.message();
      return LookupResult::Corrupt;
    }
    for (const PlanModule &module : plan->modules) {
      if (!files.count(module.file)) {
        reason = "plan module '" + module.file + "' is missing";
        return LookupResult::Corrupt;
      }
      entry.modules[module.file] = files[module.file];
    }
    entry.plan = plan.take();
  }
  if (entry.status == EntryStatus::Verified && !entry.plan) {
    reason = "verified entry has no plan.json";
    return LookupResult::Corrupt;
  }
  return LookupResult::Hit;
}

Status KernelCache::store(const std::string &key,
                          const std::map<std::string, std::string> &files) const {
  if (!isValidKey(key))
    return Status::error("invalid cache key '" + key + "'");
  if (!files.count("report.json"))
    return Status::error("a cache entry needs a report.json");
  Expected<std::string> temp = makeUniqueDir(root_ + "/v1/.tmp", key.substr(0, 8) + "-");
  if (!temp)
    return temp.status();
  json manifest{{"files", json::object()}, {"key", key}};
  for (const auto &[name, contents] : files) {
    if (name == "manifest.json" || name == "manifest.sig" || name.find('/') != std::string::npos) {
      removeAllQuietly(*temp);
      return Status::error("invalid cache file name '" + name + "'");
    }
    if (Status status = writeFile(*temp + "/" + name, contents.data(), contents.size()); !status) {
      removeAllQuietly(*temp);
      return status;
    }
    manifest["files"][name] = sha256Hex(contents);
  }
  std::string manifestText = manifest.dump(2) + "\n";
  if (Status status = writeFile(*temp + "/manifest.json", manifestText.data(), manifestText.size());
      !status) {
    removeAllQuietly(*temp);
    return status;
  }
  if (!signingKey_.empty()) {
    std::string signature = hmacSha256Hex(signingKey_, manifestText);
    if (Status status = writeFile(*temp + "/manifest.sig", signature.data(), signature.size());
        signature.empty() || !status) {
      removeAllQuietly(*temp);
      return signature.empty() ? Status::error("cannot sign the cache entry (OpenSSL HMAC failed)")
                               : status;
    }
  }
  std::string finalDir = entryDirectory(key);
  std::error_code ec;
  fs::create_directories(fs::path(finalDir).parent_path(), ec);
  for (int attempt = 0; attempt < 3; ++attempt) {
    if (::rename(temp->c_str(), finalDir.c_str()) == 0)
      return Status::ok();
    if (errno != EEXIST && errno != ENOTEMPTY) {
      std::string message = std::string("cannot place cache entry: ") + std::strerror(errno);
      removeAllQuietly(*temp);
      return Status::error(message);
    }
    // Someone else placed this key first: keep theirs if it is whole.
    CacheEntry existing;
    std::string reason;
    if (lookup(key, existing, reason) == LookupResult::Hit) {
      removeAllQuietly(*temp);
      return Status::ok();
    }
    (void)evict(key);
  }
  removeAllQuietly(*temp);
  return Status::error("cannot place cache entry for key " + key + " after 3 attempts");
}

Status KernelCache::evict(const std::string &key) const {
  if (!isValidKey(key))
    return Status::error("invalid cache key '" + key + "'");
  std::string dir = entryDirectory(key);
  Expected<std::string> trash = makeUniqueDir(root_ + "/v1/.tmp", "evict-");
  if (!trash)
    return trash.status();
  std::string target = *trash + "/entry";
  if (::rename(dir.c_str(), target.c_str()) != 0 && errno != ENOENT) {
    removeAllQuietly(*trash);
    return Status::error("cannot evict cache entry '" + dir + "': " + std::strerror(errno));
  }
  removeAllQuietly(*trash);
  return Status::ok();
}

} // namespace cuagent
