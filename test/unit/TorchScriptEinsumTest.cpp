// parseEinsum and classifyEinsum (lib/TorchScript/Einsum.cpp): the labels
// ATen reads from an equation, and how two operands become one GEMM. The
// graph rewrite itself is tested end to end in test/python/test_einsum.py.
#include "cuagent/TorchScript/Einsum.h"

#include <gtest/gtest.h>

namespace {
using cuagent::EinsumContraction;
using cuagent::EinsumLabels;

int L(char c) { return c >= 'a' ? 26 + (c - 'a') : c - 'A'; }

std::vector<int> labels(const std::string &letters) {
  std::vector<int> result;
  for (char c : letters)
    result.push_back(L(c));
  return result;
}

EinsumLabels parse(const std::string &equation, const std::vector<int64_t> &ranks) {
  std::string why;
  std::optional<EinsumLabels> parsed = cuagent::parseEinsum(equation, ranks, why);
  EXPECT_TRUE(parsed.has_value()) << equation << ": " << why;
  return parsed.value_or(EinsumLabels{});
}

std::string refusal(const std::string &equation, const std::vector<int64_t> &ranks) {
  std::string why;
  EXPECT_FALSE(cuagent::parseEinsum(equation, ranks, why).has_value()) << equation;
  return why;
}

TEST(EinsumParse, ExplicitOutputAndSpaces) {
  EinsumLabels l = parse("bij, bjk -> bik", {3, 3});
  EXPECT_EQ(l.operands[0], labels("bij"));
  EXPECT_EQ(l.operands[1], labels("bjk"));
  EXPECT_EQ(l.output, labels("bik"));
}

TEST(EinsumParse, ImplicitOutputIsLabelsUsedOnceUpperCaseFirst) {
  // ATen orders labels A-Z before a-z.
  EXPECT_EQ(parse("ib,Aj", {2, 2}).output, labels("Abij"));
  EXPECT_EQ(parse("ij,jk", {2, 2}).output, labels("ik"));
}

TEST(EinsumParse, EllipsisDimsAlignRightAndLeadImplicitOutput) {
  EinsumLabels l = parse("...ij,...jk", {4, 3});
  // Operand 0 covers two dims (52, 53); operand 1 one, the rightmost (53).
  EXPECT_EQ(l.operands[0], (std::vector<int>{52, 53, L('i'), L('j')}));
  EXPECT_EQ(l.operands[1], (std::vector<int>{53, L('j'), L('k')}));
  EXPECT_EQ(l.output, (std::vector<int>{52, 53, L('i'), L('k')}));
  // An explicit output without the ellipsis sums its dims.
  EXPECT_EQ(parse("...i->i", {3}).output, labels("i"));
  EXPECT_EQ(parse("i...->...", {3}).output, (std::vector<int>{52, 53}));
}

TEST(EinsumParse, RefusesWhatAtenRejectsOrTheRewriteDoesNotTake) {
  EXPECT_NE(refusal("ij,jk->ik", {2}).find("2 input terms for 1"), std::string::npos);
  EXPECT_NE(refusal("ijk->k", {2}).find("rank 2"), std::string::npos);
  EXPECT_NE(refusal("ii->i", {2}).find("repeats a label"), std::string::npos);
  EXPECT_NE(refusal("ij->iz", {2}).find("no input has"), std::string::npos);
  EXPECT_NE(refusal("ij->ii", {2}).find("repeats"), std::string::npos);
  EXPECT_NE(refusal("i1->i", {2}).find("not a letter"), std::string::npos);
  EXPECT_NE(refusal("i......->i", {3}).find("not a letter"), std::string::npos);
}

EinsumContraction classify(const std::string &equation, const std::vector<int64_t> &ranks) {
  return cuagent::classifyEinsum(parse(equation, ranks));
}

TEST(EinsumClassify, BatchedGemmKeepsOperandOrder) {
  EinsumContraction c = classify("bhqd,bhkd->bhqk", {4, 4});
  EXPECT_FALSE(c.swapped);
  EXPECT_EQ(c.batch, labels("bh"));
  EXPECT_EQ(c.m, labels("q"));
  EXPECT_EQ(c.n, labels("k"));
  EXPECT_EQ(c.k, labels("d"));
  EXPECT_TRUE(c.rhsBatch.empty());
}

TEST(EinsumClassify, OutputReadingRhsFirstSwapsTheOperands) {
  EinsumContraction c = classify("ik,jk->ji", {2, 2});
  EXPECT_TRUE(c.swapped);
  EXPECT_EQ(c.m, labels("j"));
  EXPECT_EQ(c.n, labels("i"));
}

TEST(EinsumClassify, LabelsOfOneOperandAloneAreSummed) {
  EinsumContraction c = classify("abc,cd->bd", {3, 2});
  EXPECT_EQ(c.lhsSummed, labels("a"));
  EXPECT_EQ(c.m, labels("b"));
  EXPECT_EQ(c.k, labels("c"));
  EXPECT_EQ(c.n, labels("d"));
}

TEST(EinsumClassify, ChannelMixSharesTheWeightAcrossTheBatch) {
  // [o, c] @ [n][c, h w]: the weight is the GEMM's lhs, n its rhs's batch.
  EinsumContraction c = classify("nchw,oc->nohw", {4, 2});
  EXPECT_TRUE(c.swapped);
  EXPECT_EQ(c.rhsBatch, labels("n"));
  EXPECT_EQ(c.m, labels("o"));
  EXPECT_EQ(c.n, labels("hw"));
  EXPECT_EQ(c.k, labels("c"));
  // Channels last: one GEMM over every position, nothing shared.
  EinsumContraction last = classify("nchw,oc->nhwo", {4, 2});
  EXPECT_TRUE(last.rhsBatch.empty());
  EXPECT_EQ(last.m, labels("nhw"));
  // A leading label of rhs alone with no rhs label after it stays plain.
  EXPECT_TRUE(classify("ik,jk->ji", {2, 2}).rhsBatch.empty());
}
} // namespace
