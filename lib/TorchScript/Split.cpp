//===- Split.cpp - Smaller groups out of one that did not pay off ----------===//
#include "cuagent/TorchScript/Split.h"

#include "cuagent/Support/OpRegistry.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace cuagent {
namespace jit = torch::jit;

namespace {

OpClass classOf(const jit::Node *node) {
  const OpInfo *info = lookupAtenOp(schemaName(node));
  return info ? info->opClass : OpClass::Elementwise;
}

/// Whether cutting `nodes` before `cut` would pass a bool across (the task
/// format has none).
bool boolCrosses(const std::vector<jit::Node *> &nodes, size_t cut, const ValueInfos &infos) {
  std::unordered_set<const jit::Node *> after(nodes.begin() + cut, nodes.end());
  for (size_t i = 0; i < cut; ++i)
    for (const jit::Value *output : nodes[i]->outputs()) {
      auto info = infos.find(output);
      if (info == infos.end() || info->second.dtype != c10::ScalarType::Bool)
        continue;
      for (const jit::Use &use : output->uses())
        if (after.count(use.user))
          return true;
    }
  return false;
}

/// `cuts` in order, once each, none at either end; a layout op goes with
/// the part after it (the transpose a GEMM reads is folded into the GEMM
/// only inside its group; stock attention reads its operands as views).
std::vector<size_t> tidyCuts(std::vector<size_t> cuts, const std::vector<jit::Node *> &nodes) {
  for (size_t &cut : cuts)
    while (cut > 0 && cut < nodes.size() && classOf(nodes[cut - 1]) == OpClass::Layout)
      --cut;
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  cuts.erase(std::remove_if(cuts.begin(), cuts.end(),
                            [&](size_t cut) { return cut == 0 || cut >= nodes.size(); }),
             cuts.end());
  return cuts;
}

/// Where to cut: before each library op when there are several (each keeps
/// the ops after it, its epilogue); around the one library op otherwise.
std::vector<size_t> cutPoints(const std::vector<jit::Node *> &nodes) {
  std::vector<size_t> libraries;
  for (size_t i = 0; i < nodes.size(); ++i)
    if (classOf(nodes[i]) == OpClass::Library)
      libraries.push_back(i);
  std::vector<size_t> cuts = libraries;
  if (libraries.size() == 1)
    cuts.push_back(libraries[0] + 1);
  return tidyCuts(std::move(cuts), nodes);
}

/// The part each of `sources` (members that read nothing the group makes,
/// e.g. ne(mask, 0) of a frozen mask) joins: that of its first consumer in
/// the group, so no value it makes crosses a cut backwards, or the part of
/// the next member after it when only code outside the group reads it.
size_t partOfSource(const jit::Node *source, const std::vector<std::vector<jit::Node *>> &parts) {
  for (size_t p = 0; p < parts.size(); ++p)
    for (const jit::Node *member : parts[p])
      for (const jit::Value *output : source->outputs())
        for (const jit::Use &use : output->uses())
          if (use.user == member)
            return p;
  for (size_t p = 0; p < parts.size(); ++p)
    if (!parts[p].empty() && source->isBefore(parts[p].back()))
      return p;
  return parts.size() - 1;
}

bool boolBetweenParts(const std::vector<std::vector<jit::Node *>> &parts, const ValueInfos &infos) {
  std::unordered_map<const jit::Node *, size_t> partOf;
  for (size_t p = 0; p < parts.size(); ++p)
    for (const jit::Node *node : parts[p])
      partOf[node] = p;
  for (size_t p = 0; p < parts.size(); ++p)
    for (const jit::Node *node : parts[p])
      for (const jit::Value *input : node->inputs()) {
        auto producer = partOf.find(input->node());
        auto info = infos.find(input);
        if (producer != partOf.end() && producer->second != p && info != infos.end() &&
            info->second.dtype == c10::ScalarType::Bool)
          return true;
      }
  return false;
}

bool isAttention(const jit::Node *node) {
  const OpInfo *info = lookupAtenOp(schemaName(node));
  return info && info->mnemonic == "sdpa";
}

/// The group's members cut at `cutsOf(chain)` into contiguous runs (the
/// members fed only from outside join their readers' runs); the runs with a
/// member that `leaveOut` names are dropped, the others kept when they pass
/// the size rule. Empty when no cut can be made.
std::vector<Group> cutGroup(const Group &group, const ValueInfos &infos, size_t minGroupSize,
                            std::vector<size_t> (*cutsOf)(const std::vector<jit::Node *> &),
                            bool (*leaveOut)(const jit::Node *)) {
  std::unordered_set<const jit::Node *> members(group.nodes.begin(), group.nodes.end());
  // Members fed only from outside (other than GEMMs and convs, which place
  // the cuts) may join any part without breaking convexity: no path in the
  // group leads to them. The others are cut into contiguous runs.
  std::vector<jit::Node *> chain, sources;
  for (jit::Node *node : group.nodes) {
    bool fedInside =
        std::any_of(node->inputs().begin(), node->inputs().end(),
                    [&](const jit::Value *input) { return members.count(input->node()) != 0; });
    (fedInside || classOf(node) == OpClass::Library ? chain : sources).push_back(node);
  }
  std::vector<size_t> cuts = cutsOf(chain);
  cuts.erase(std::remove_if(cuts.begin(), cuts.end(),
                            [&](size_t cut) { return boolCrosses(chain, cut, infos); }),
             cuts.end());
  if (cuts.empty())
    return {};
  cuts.push_back(chain.size());
  std::vector<std::vector<jit::Node *>> parts;
  size_t begin = 0;
  for (size_t end : cuts) {
    parts.emplace_back(chain.begin() + begin, chain.begin() + end);
    begin = end;
  }
  for (jit::Node *source : sources)
    parts[partOfSource(source, parts)].push_back(source);
  if (boolBetweenParts(parts, infos))
    return {}; // a source's bool read in two parts
  std::vector<Group> result;
  for (std::vector<jit::Node *> &part : parts) {
    if (leaveOut && std::any_of(part.begin(), part.end(), leaveOut))
      continue;
    std::sort(part.begin(), part.end(),
              [](const jit::Node *a, const jit::Node *b) { return a->isBefore(b); });
    if (groupSizeProblem(part, minGroupSize, &infos).empty())
      result.push_back(Group{std::move(part)});
  }
  return result;
}

/// Before and after each attention op (the layout ops before it go with
/// it: tidyCuts).
std::vector<size_t> attentionCuts(const std::vector<jit::Node *> &nodes) {
  std::vector<size_t> cuts;
  for (size_t i = 0; i < nodes.size(); ++i)
    if (isAttention(nodes[i]))
      cuts.insert(cuts.end(), {i, i + 1});
  return tidyCuts(std::move(cuts), nodes);
}

} // namespace

std::vector<Group> splitGroup(const Group &group, const ValueInfos &infos, size_t minGroupSize) {
  return cutGroup(group, infos, minGroupSize, cutPoints, nullptr);
}

bool hasAttention(const Group &group) {
  return std::any_of(group.nodes.begin(), group.nodes.end(), isAttention);
}

std::vector<Group> partsBesideAttention(const Group &group, const ValueInfos &infos,
                                        size_t minGroupSize) {
  if (!hasAttention(group))
    return {};
  return cutGroup(group, infos, minGroupSize, attentionCuts, isAttention);
}

} // namespace cuagent
