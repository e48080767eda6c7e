//===- KernelCache.cpp ----------------------------------------------------===//
#include "cuagent/Cache/KernelCache.h"

#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/Sha256.h"

#include <cerrno>
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
  Expected<std::string> manifestText = readFile(dir + "/manifest.json");
  if (!manifestText) {
    reason = "entry has no readable manifest.json";
    return LookupResult::Corrupt;
  }
  json manifest = json::parse(*manifestText, nullptr, false);
  if (manifest.is_discarded() || !manifest.contains("files") || !manifest["files"].is_object()) {
    reason = "manifest.json is malformed";
    return LookupResult::Corrupt;
  }
  std::map<std::string, std::string> files;
  for (auto &[name, digest] : manifest["files"].items()) {
    if (name.find('/') != std::string::npos || !digest.is_string()) {
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
  entry = CacheEntry();
  entry.directory = dir;
  entry.report = json::parse(files["report.json"], nullptr, false);
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
  entry.reason = entry.report.value("reason", "");
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
    if (name == "manifest.json" || name.find('/') != std::string::npos) {
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
