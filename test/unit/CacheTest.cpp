#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace {

const std::string kKey = "ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12";

std::map<std::string, std::string> entryFiles(const std::string &writer) {
  return {{"report.json", R"({"status": "rejected", "reason": ")" + writer + R"("})"},
          {"note.txt", "written by " + writer + std::string(100000, 'x')}};
}

class CacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto dir = cuagent::makeTempDir("cuagent-cache-test-");
    ASSERT_TRUE(dir);
    root_ = *dir;
  }
  void TearDown() override { cuagent::removeAllQuietly(root_); }
  std::string root_;
};

TEST_F(CacheTest, StoreThenLookup) {
  cuagent::KernelCache cache(root_);
  cuagent::CacheEntry entry;
  std::string reason;
  EXPECT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Missing);
  ASSERT_TRUE(cache.store(kKey, entryFiles("one")));
  ASSERT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Hit) << reason;
  EXPECT_EQ(entry.status, cuagent::EntryStatus::Rejected);
  EXPECT_EQ(entry.reason, "one");
  EXPECT_EQ(entry.directory, root_ + "/v1/ab/" + kKey);
}

TEST_F(CacheTest, ConcurrentWritersLeaveOneWholeEntry) {
  constexpr int kWriters = 8;
  std::vector<pid_t> children;
  for (int i = 0; i < kWriters; ++i) {
    pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      cuagent::KernelCache cache(root_);
      _exit(cache.store(kKey, entryFiles("writer" + std::to_string(i))) ? 0 : 1);
    }
    children.push_back(pid);
  }
  for (pid_t pid : children) {
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  cuagent::KernelCache cache(root_);
  cuagent::CacheEntry entry;
  std::string reason;
  ASSERT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Hit) << reason;
  // Every file comes from the same writer.
  auto note = cuagent::readFile(entry.directory + "/note.txt");
  ASSERT_TRUE(note);
  EXPECT_EQ(note->substr(0, 11 + entry.reason.size()), "written by " + entry.reason);
  // No temporary directories are left behind.
  int leftovers = 0;
  for (auto &item : std::filesystem::directory_iterator(root_ + "/v1/.tmp"))
    leftovers += item.is_directory();
  EXPECT_EQ(leftovers, 0);
}

TEST_F(CacheTest, CorruptEntryIsDetectedEvictedAndRebuilt) {
  cuagent::KernelCache cache(root_);
  ASSERT_TRUE(cache.store(kKey, entryFiles("first")));
  std::string dir = cache.entryDirectory(kKey);
  {
    std::ofstream corrupt(dir + "/note.txt", std::ios::app);
    corrupt << "flipped";
  }
  cuagent::CacheEntry entry;
  std::string reason;
  ASSERT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason.find("checksum mismatch in 'note.txt'"), std::string::npos) << reason;
  // A store over a corrupt entry replaces it.
  ASSERT_TRUE(cache.store(kKey, entryFiles("second")));
  ASSERT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Hit) << reason;
  EXPECT_EQ(entry.reason, "second");
  // A missing manifest is corrupt too, and eviction removes the entry.
  std::filesystem::remove(dir + "/manifest.json");
  EXPECT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Corrupt);
  ASSERT_TRUE(cache.evict(kKey));
  EXPECT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Missing);
}

TEST_F(CacheTest, VerifiedEntryNeedsAValidPlan) {
  cuagent::KernelCache cache(root_);
  ASSERT_TRUE(cache.store(kKey, {{"report.json", R"({"status": "verified"})"}}));
  cuagent::CacheEntry entry;
  std::string reason;
  EXPECT_EQ(cache.lookup(kKey, entry, reason), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason.find("no plan.json"), std::string::npos);
}

} // namespace
