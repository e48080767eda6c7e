#include "cuagent/Support/OpRegistry.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>

namespace {

using cuagent::ArgKind;
using cuagent::OpClass;

TEST(OpRegistry, LooksUpSchemasAndMnemonics) {
  const cuagent::OpInfo *add = cuagent::lookupAtenOp("aten::add.Tensor");
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(add->mnemonic, "add");
  EXPECT_EQ(add->opClass, OpClass::Elementwise);
  EXPECT_EQ(add->operands, 2u);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::add"), nullptr);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::matmul.out"), nullptr);
  ASSERT_NE(cuagent::lookupAtenOp("aten::linear"), nullptr);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::linear")->opClass, OpClass::Library);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::linear")->optionalTensors(), 1u);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::addmm")->operands, 3u);
  EXPECT_EQ(cuagent::lookupAtenOp("aten::baddbmm")->operands, 3u);
  ASSERT_NE(cuagent::lookupMnemonic("softmax"), nullptr);
  EXPECT_EQ(cuagent::lookupMnemonic("softmax")->schema, "aten::softmax.int");
  EXPECT_EQ(cuagent::lookupMnemonic("softmax")->opClass, OpClass::Row);
}

TEST(OpRegistry, EntriesAreUnique) {
  std::set<std::string_view> schemas, mnemonics;
  for (const cuagent::OpInfo &info : cuagent::kSupportedOps) {
    EXPECT_TRUE(schemas.insert(info.schema).second) << info.schema;
    EXPECT_TRUE(mnemonics.insert(info.mnemonic).second) << info.mnemonic;
  }
}

TEST(OpRegistry, ParsesArgumentSpecs) {
  const cuagent::OpInfo *scalar = cuagent::lookupAtenOp("aten::add.Scalar");
  ASSERT_NE(scalar, nullptr);
  ASSERT_EQ(scalar->args.size, 2u);
  EXPECT_EQ(scalar->args.items[0].name, "other");
  EXPECT_EQ(scalar->args.items[0].kind, ArgKind::Scalar);
  EXPECT_EQ(scalar->args.items[1].kind, ArgKind::Alpha);

  const cuagent::OpInfo *gelu = cuagent::lookupAtenOp("aten::gelu");
  ASSERT_NE(gelu, nullptr);
  const cuagent::ArgSpec *approximate = gelu->args.find("approximate");
  ASSERT_NE(approximate, nullptr);
  EXPECT_EQ(cuagent::defaultChoice(*approximate), "none");
  std::string choices;
  cuagent::forEachChoice(*approximate,
                         [&](std::string_view c) { choices += std::string(c) + ";"; });
  EXPECT_EQ(choices, "none;tanh;");

  constexpr cuagent::ArgList bad = cuagent::detail::parseArgs("dim:nonsense");
  EXPECT_FALSE(bad.valid);
  constexpr cuagent::ArgList noDefault = cuagent::detail::parseArgs("slope:f64");
  EXPECT_FALSE(noDefault.valid);
  constexpr cuagent::ArgList tooMany = cuagent::detail::parseArgs(
      "a:none,b:none,c:none,d:none,e:none,f:none,g:none,h:none,i:none,j:none,k:none,l:none,m:none");
  EXPECT_FALSE(tooMany.valid);
  // Integer kinds need an integer default.
  EXPECT_FALSE(cuagent::detail::parseArgs("groups:int").valid);
  EXPECT_FALSE(cuagent::detail::parseArgs("stride:ints=one").valid);
  EXPECT_FALSE(cuagent::detail::parseArgs("stride:ints=1.5").valid);
  constexpr cuagent::ArgList ints = cuagent::detail::parseArgs("stride:ints=2,groups:int=-3");
  static_assert(ints.valid && cuagent::integerDefault(ints.items[0]) == 2 &&
                cuagent::integerDefault(ints.items[1]) == -3);
}

// Every conv schema is a row; _convolution's 11 arguments fit.
TEST(OpRegistry, ConvolutionRows) {
  for (const cuagent::ConvRow &row : cuagent::kConvRows) {
    const cuagent::OpInfo *info = cuagent::lookupAtenOp(row.schema);
    ASSERT_NE(info, nullptr) << row.schema;
    EXPECT_EQ(info->opClass, OpClass::Library) << row.schema;
    EXPECT_EQ(info->args.find("padding")->kind, row.stringPadding ? ArgKind::Str : ArgKind::Ints)
        << row.schema;
    EXPECT_EQ(info->args.find("output_padding") != nullptr, row.transposed || row.transposedArg)
        << row.schema;
  }
  EXPECT_EQ(cuagent::lookupAtenOp("aten::_convolution")->args.size, 11u);
  EXPECT_EQ(cuagent::lookupConvRow("aten::conv_transpose2d.input")->spatialDims, 2);
  EXPECT_EQ(cuagent::lookupConvRow("aten::linear"), nullptr);
  EXPECT_EQ(cuagent::lookupMnemonic("conv")->schema, "aten::conv2d");
}

// Every row is usable by every stage: numeric defaults parse, elementwise
// rows have an expression or are one of the hand-written ones, and only
// elementwise rows have one.
TEST(OpRegistry, RowsAreComplete) {
  const std::set<std::string_view> handwrittenCuda = {"gelu", "clamp", "batch_norm", "diag",
                                                      "tril", "triu",  "div_mode",   "div_mode_s"};
  for (const cuagent::OpInfo &info : cuagent::kSupportedOps) {
    EXPECT_TRUE(info.args.valid) << info.schema;
    EXPECT_FALSE(info.summary.empty()) << info.schema;
    // Lowered elementwise rows (embedding) have their code in the ops they become.
    if (info.opClass == OpClass::Elementwise && info.ods != cuagent::OdsSource::Lowered)
      EXPECT_NE(info.cuda.empty(), !handwrittenCuda.count(info.mnemonic)) << info.schema;
    else
      EXPECT_TRUE(info.cuda.empty()) << info.schema;
    for (const cuagent::ArgSpec &arg : info.args) {
      if (arg.kind != ArgKind::F64 && arg.kind != ArgKind::OptF64)
        continue;
      std::string text(arg.defaultValue);
      char *end = nullptr;
      std::strtod(text.c_str(), &end);
      EXPECT_EQ(*end, '\0') << info.schema << " " << arg.name << " default '" << text << "'";
    }
    // Templates name operands that exist.
    for (size_t i = 0; i + 1 < info.cuda.size(); ++i)
      if (info.cuda[i] == '$')
        EXPECT_LT(size_t(info.cuda[i + 1] - '0'), info.operands) << info.schema;
  }
}

} // namespace
