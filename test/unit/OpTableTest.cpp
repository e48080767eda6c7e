#include "cuagent/Support/OpTable.h"

#include <gtest/gtest.h>

#include <set>

namespace {

TEST(OpTable, LooksUpSchemasAndMnemonics) {
  const cuagent::OpInfo *add = cuagent::lookupAtenOp("aten::add.Tensor");
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(add->mnemonic, "add");
  EXPECT_EQ(add->kind, cuagent::OpKind::Binary);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::add"), nullptr);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::matmul"), nullptr);
  ASSERT_NE(cuagent::lookupMnemonic("softmax"), nullptr);
  EXPECT_EQ(cuagent::lookupMnemonic("softmax")->schema, "aten::softmax.int");
}

TEST(OpTable, EntriesAreUnique) {
  std::set<std::string_view> schemas, mnemonics;
  for (const cuagent::OpInfo &info : cuagent::kSupportedOps) {
    EXPECT_TRUE(schemas.insert(info.schema).second) << info.schema;
    EXPECT_TRUE(mnemonics.insert(info.mnemonic).second) << info.mnemonic;
  }
}

} // namespace
