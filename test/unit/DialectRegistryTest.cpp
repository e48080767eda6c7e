//===- DialectRegistryTest.cpp - The registry and the dialect agree ------===//
//
// Every registry row has its dialect op, with an inherent attribute for each
// argument the importer lowers to one, and the op classification codegen
// uses is the row's class.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Support/OpRegistry.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

namespace {

std::string attributeOf(const cuagent::ArgSpec &arg) {
  switch (arg.kind) {
  case cuagent::ArgKind::Scalar:
    return "scalar";
  case cuagent::ArgKind::F64:
  case cuagent::ArgKind::OptF64:
  case cuagent::ArgKind::Bound:
  case cuagent::ArgKind::Str:
  case cuagent::ArgKind::Bool:
  case cuagent::ArgKind::Ints:
  case cuagent::ArgKind::Int:
    return std::string(arg.name);
  default:
    return ""; // lowered into operands, or only checked
  }
}

TEST(DialectRegistry, EveryRowHasItsOpAndAttributes) {
  mlir::MLIRContext context;
  cuagent::registerCompilerDialects(context);
  for (const cuagent::OpInfo &info : cuagent::kSupportedOps) {
    std::string name = "cuagent." + std::string(info.mnemonic);
    std::optional<mlir::RegisteredOperationName> op =
        mlir::RegisteredOperationName::lookup(name, &context);
    // Lowered rows are imported as other ops (TaskImporter.cpp) and must not
    // shadow one of the same name.
    if (info.ods == cuagent::OdsSource::Lowered) {
      EXPECT_FALSE(op.has_value()) << name << " is Lowered but exists in the dialect";
      continue;
    }
    ASSERT_TRUE(op.has_value()) << name << " (" << info.schema << ") is not in the dialect";
    for (const cuagent::ArgSpec &arg : info.args) {
      std::string attribute = attributeOf(arg);
      if (attribute.empty())
        continue;
      bool found = false;
      for (mlir::StringAttr known : op->getAttributeNames())
        found |= known.getValue() == attribute;
      EXPECT_TRUE(found) << name << " has no attribute '" << attribute << "'";
    }
  }
}

TEST(DialectRegistry, ClassificationFollowsTheRow) {
  mlir::MLIRContext context;
  cuagent::registerCompilerDialects(context);
  mlir::OpBuilder builder(&context);
  auto type = mlir::RankedTensorType::get({4, 8}, builder.getF32Type());
  // Classification reads only the op's name, so an unverified op will do.
  mlir::Operation *sigmoid = mlir::Operation::create(
      builder.getUnknownLoc(), mlir::OperationName("cuagent.sigmoid", &context), {type}, {},
      mlir::NamedAttrList(), nullptr, {}, 0);
  mlir::Operation *softmax = mlir::Operation::create(
      builder.getUnknownLoc(), mlir::OperationName("cuagent.softmax", &context), {type}, {},
      mlir::NamedAttrList(), nullptr, {}, 0);
  EXPECT_TRUE(cuagent::isElementwise(sigmoid));
  EXPECT_FALSE(cuagent::isRowOp(sigmoid));
  EXPECT_TRUE(cuagent::isRowOp(softmax));
  EXPECT_FALSE(cuagent::isElementwise(softmax));
  ASSERT_NE(cuagent::lookupOp(softmax), nullptr);
  EXPECT_EQ(cuagent::lookupOp(softmax)->schema, "aten::softmax.int");
  sigmoid->destroy();
  softmax->destroy();
}

} // namespace
