//===- TaskImporter.cpp ---------------------------------------------------===//
#include "cuagent/Import/TaskImporter.h"

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Format/Validate.h"
#include "cuagent/Support/OpTable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringMap.h"

#include <cmath>

namespace cuagent {
namespace {

using json = nlohmann::json;
namespace cir = mlir::cuagent;

class Importer {
public:
  Importer(const Task &task, mlir::MLIRContext &context)
      : task_(task), context_(context), builder_(&context) {}

  Expected<mlir::OwningOpRef<mlir::ModuleOp>> run();

private:
  mlir::Type elementType(DType dtype) {
    switch (dtype) {
    case DType::F32:
      return builder_.getF32Type();
    case DType::F16:
      return builder_.getF16Type();
    case DType::BF16:
      return builder_.getBF16Type();
    }
    return builder_.getF32Type();
  }
  mlir::RankedTensorType tensorType(const TensorSpec &spec) {
    return mlir::RankedTensorType::get(spec.shape, elementType(spec.dtype));
  }
  Status importNode(const TaskNode &node, size_t index);
  Expected<double> number(const TaskNode &node, const char *name, double fallback);

  const Task &task_;
  mlir::MLIRContext &context_;
  mlir::OpBuilder builder_;
  llvm::StringMap<mlir::Value> values_;
};

/// The shapes must broadcast; a task can declare any shapes, and file sizes
/// that match them prove nothing about their compatibility.
static Status checkBroadcast(mlir::Value lhs, mlir::Value rhs, const std::string &where) {
  auto shapeOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getShape();
  };
  if (mlir::cuagent::getBroadcastShape(shapeOf(lhs), shapeOf(rhs)))
    return Status::ok();
  auto text = [](llvm::ArrayRef<int64_t> shape) {
    std::string result = "[";
    for (size_t i = 0; i < shape.size(); ++i)
      result += (i ? ", " : "") + std::to_string(shape[i]);
    return result + "]";
  };
  return Status::error(where + ": operand shapes " + text(shapeOf(lhs)) + " and " +
                       text(shapeOf(rhs)) + " do not broadcast");
}

Expected<double> Importer::number(const TaskNode &node, const char *name, double fallback) {
  if (!node.attrs.contains(name) || node.attrs[name].is_null())
    return fallback;
  const json &value = node.attrs[name];
  if (value.is_boolean())
    return value.get<bool>() ? 1.0 : 0.0;
  if (!value.is_number())
    return Status::error(node.op + " attribute '" + name + "' must be a number");
  return value.get<double>();
}

Status Importer::importNode(const TaskNode &node, size_t index) {
  const OpInfo *info = lookupAtenOp(node.op);
  std::string where = "node " + std::to_string(index) + " (" + node.op + ")";
  if (!info)
    return Status::error(where + ": unsupported op");
  // parseTask checks this too; a Task built in memory has not been through it.
  if (Status status = validateNodeAttrs(node.op, node.attrs, node.inputs.size(), where); !status)
    return status;
  size_t expectedInputs = info->kind == OpKind::Binary ? 2 : 1;
  if (node.inputs.size() != expectedInputs)
    return Status::error(where + ": expected " + std::to_string(expectedInputs) +
                         " tensor inputs, got " + std::to_string(node.inputs.size()));
  std::vector<mlir::Value> operands;
  for (const std::string &name : node.inputs)
    operands.push_back(values_.lookup(name));
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  mlir::Value x = operands[0];
  auto elementOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getElementType();
  };
  llvm::StringRef mnemonic(info->mnemonic.data(), info->mnemonic.size());
  mlir::Value result;

  switch (info->kind) {
  case OpKind::Binary: {
    mlir::Value y = operands[1];
    if (elementOf(x) != elementOf(y))
      return Status::error(where + ": operands have different dtypes; cuagent does not "
                                   "compile type promotion");
    // Checked here because the builder aborts when type inference fails.
    if (Status status = checkBroadcast(x, y, where); !status)
      return status;
    Expected<double> alpha = number(node, "alpha", 1.0);
    if (!alpha)
      return alpha.status();
    if (*alpha != 1.0) {
      if (mnemonic != "add" && mnemonic != "sub")
        return Status::error(where + ": 'alpha' is only valid for add and sub");
      y = builder_.create<cir::MulScalarOp>(loc, y, builder_.getF64FloatAttr(*alpha));
    }
    if (mnemonic == "add")
      result = builder_.create<cir::AddOp>(loc, x, y);
    else if (mnemonic == "sub")
      result = builder_.create<cir::SubOp>(loc, x, y);
    else if (mnemonic == "mul")
      result = builder_.create<cir::MulOp>(loc, x, y);
    else
      result = builder_.create<cir::DivOp>(loc, x, y);
    break;
  }
  case OpKind::BinaryScalar: {
    if (!node.attrs.contains("other"))
      return Status::error(where + ": missing attribute 'other'");
    Expected<double> other = number(node, "other", 0.0);
    Expected<double> alpha = number(node, "alpha", 1.0);
    if (!other)
      return other.status();
    if (!alpha)
      return alpha.status();
    double scalar = *other * *alpha;
    if (*alpha != 1.0 && mnemonic != "add_s" && mnemonic != "sub_s")
      return Status::error(where + ": 'alpha' is only valid for add and sub");
    mlir::FloatAttr attr = builder_.getF64FloatAttr(scalar);
    if (mnemonic == "add_s")
      result = builder_.create<cir::AddScalarOp>(loc, x, attr);
    else if (mnemonic == "sub_s")
      result = builder_.create<cir::SubScalarOp>(loc, x, attr);
    else if (mnemonic == "mul_s")
      result = builder_.create<cir::MulScalarOp>(loc, x, attr);
    else
      result = builder_.create<cir::DivScalarOp>(loc, x, attr);
    break;
  }
  case OpKind::Unary: {
    if (mnemonic == "relu") {
      result = builder_.create<cir::ReluOp>(loc, x);
    } else if (mnemonic == "sigmoid") {
      result = builder_.create<cir::SigmoidOp>(loc, x);
    } else if (mnemonic == "tanh") {
      result = builder_.create<cir::TanhOp>(loc, x);
    } else if (mnemonic == "gelu") {
      std::string approximate = node.attrs.value("approximate", "none");
      if (approximate != "none" && approximate != "tanh")
        return Status::error(where + ": approximate must be 'none' or 'tanh', got '" + approximate +
                             "'");
      result =
          builder_.create<cir::GeluOp>(loc, x.getType(), x, builder_.getStringAttr(approximate));
    } else if (mnemonic == "clamp") {
      mlir::FloatAttr minAttr, maxAttr;
      if (node.attrs.contains("min") && !node.attrs["min"].is_null()) {
        Expected<double> low = number(node, "min", 0);
        if (!low)
          return low.status();
        minAttr = builder_.getF64FloatAttr(*low);
      }
      if (node.attrs.contains("max") && !node.attrs["max"].is_null()) {
        Expected<double> high = number(node, "max", 0);
        if (!high)
          return high.status();
        maxAttr = builder_.getF64FloatAttr(*high);
      }
      if (!minAttr && !maxAttr)
        return Status::error(where + ": clamp needs 'min' or 'max'");
      result = builder_.create<cir::ClampOp>(loc, x.getType(), x, minAttr, maxAttr);
    } else {
      return Status::error(where + ": no importer for unary op '" + mnemonic.str() + "'");
    }
    break;
  }
  case OpKind::Reduction:
  case OpKind::Softmax: {
    auto type = mlir::cast<mlir::RankedTensorType>(x.getType());
    int64_t rank = type.getRank();
    std::vector<int64_t> dims;
    if (info->kind == OpKind::Softmax) {
      if (!node.attrs.contains("dim") || !node.attrs["dim"].is_number_integer())
        return Status::error(where + ": missing integer attribute 'dim'");
      dims.push_back(node.attrs["dim"].get<int64_t>());
    } else {
      if (!node.attrs.contains("dim") || !node.attrs["dim"].is_array())
        return Status::error(where + ": missing attribute 'dim' (a list)");
      dims = node.attrs["dim"].get<std::vector<int64_t>>();
    }
    if (rank == 0 || dims.size() != 1 || (dims[0] != -1 && dims[0] != rank - 1))
      return Status::error(where + ": only reductions over the last dimension are compiled");
    if (info->kind == OpKind::Softmax) {
      result = builder_.create<cir::SoftmaxOp>(loc, x);
      break;
    }
    bool keepdim = node.attrs.value("keepdim", false);
    if (mnemonic == "sum")
      result = builder_.create<cir::SumOp>(loc, x, keepdim);
    else if (mnemonic == "mean")
      result = builder_.create<cir::MeanOp>(loc, x, keepdim);
    else
      result = builder_.create<cir::AmaxOp>(loc, x, keepdim);
    break;
  }
  }
  values_[node.outputs[0]] = result;
  return Status::ok();
}

Expected<mlir::OwningOpRef<mlir::ModuleOp>> Importer::run() {
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(task_.name));
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::ModuleOp::create(loc);
  std::vector<mlir::Type> argumentTypes, resultTypes;
  for (const TaskInput &input : task_.inputs) {
    if (!input.isContiguous())
      return Status::error("input '" + input.name +
                           "' is not contiguous; the worker compiles "
                           "contiguous inputs only");
    argumentTypes.push_back(tensorType(input));
  }
  for (const TensorSpec &output : task_.outputs)
    resultTypes.push_back(tensorType(output));
  builder_.setInsertionPointToEnd(module->getBody());
  std::string name = task_.name.empty() ? "task" : task_.name;
  auto function = builder_.create<mlir::func::FuncOp>(
      loc, name, builder_.getFunctionType(argumentTypes, resultTypes));
  mlir::Block *entry = function.addEntryBlock();
  for (size_t i = 0; i < task_.inputs.size(); ++i)
    values_[task_.inputs[i].name] = entry->getArgument(i);
  builder_.setInsertionPointToEnd(entry);
  for (size_t i = 0; i < task_.nodes.size(); ++i)
    if (Status status = importNode(task_.nodes[i], i); !status)
      return status;
  std::vector<mlir::Value> results;
  for (const TensorSpec &output : task_.outputs) {
    mlir::Value value = values_.lookup(output.name);
    auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
    if (type != tensorType(output))
      return Status::error("output '" + output.name + "' is declared " + output.describe() +
                           " but the graph computes a different shape or dtype");
    results.push_back(value);
  }
  builder_.create<mlir::func::ReturnOp>(loc, results);
  if (mlir::failed(mlir::verify(*module)))
    return Status::error("the imported IR does not verify (see the diagnostics above)");
  return module;
}

} // namespace

void registerCompilerDialects(mlir::MLIRContext &context) {
  context.loadDialect<mlir::cuagent::CuagentDialect, mlir::func::FuncDialect>();
}

Expected<mlir::OwningOpRef<mlir::ModuleOp>> importTask(const Task &task,
                                                       mlir::MLIRContext &context) {
  registerCompilerDialects(context);
  return Importer(task, context).run();
}

} // namespace cuagent
