"""Decontamination: AST similarity of tasks against a reference folder of .py files.

    python -m bench.synth.decontam --tasks DIR --against DIR [--threshold 0.9] [--drop] [--json OUT]

Each file is parsed and turned into a normalized token stream: AST node types in pre-order,
with local identifiers (variables, arguments, self-attributes defined in the file, class and
helper names) mapped to placeholders, all constants mapped to their type, and library
attribute names (``relu``, ``Conv2d``) kept.  Similarity = max(multiset Jaccard of token
4-grams, difflib ratio of the token streams).  A renamed copy with changed constants scores 1.0.
"""
from __future__ import annotations

import argparse
import ast
import difflib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Dict, List, Tuple

KEEP_NAMES = {"Model", "forward", "get_inputs", "get_init_inputs", "__init__", "self", "torch", "nn", "F",
              "super", "range", "len", "float", "int", "math"}


def _local_names(tree: ast.AST) -> set:
    """Names defined in the file: assigned variables, args, functions, classes, self.<attr>."""
    local = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            local.add(node.name)
        elif isinstance(node, ast.arg):
            local.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            local.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            local.add(node.attr)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "register_buffer":
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                local.add(node.args[0].value)
    return local - KEEP_NAMES


def tokens(src: str) -> List[str]:
    tree = ast.parse(src)
    local = _local_names(tree)
    out: List[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.Expr,)) and isinstance(getattr(node, "value", None), ast.Constant) \
                and isinstance(node.value.value, str):
            return  # docstrings
        t = type(node).__name__
        if isinstance(node, ast.Name):
            t += ":" + ("ID" if node.id in local else node.id)
        elif isinstance(node, ast.Attribute):
            t += ":" + ("ATTR" if node.attr in local else node.attr)
        elif isinstance(node, ast.Constant):
            t += ":" + type(node.value).__name__
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            t += ":" + ("ID" if node.name in local else node.name)
        elif isinstance(node, ast.keyword):
            t += ":" + str(node.arg)
        elif isinstance(node, (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare)):
            op = getattr(node, "op", None) or (node.ops[0] if isinstance(node, ast.Compare) else None)
            t += ":" + type(op).__name__
        if isinstance(node, (ast.Load, ast.Store, ast.Del, ast.operator, ast.cmpop, ast.unaryop, ast.boolop,
                             ast.expr_context)):
            return
        out.append(t)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def ngrams(toks: List[str], n: int = 4) -> Counter:
    return Counter(tuple(toks[i:i + n]) for i in range(max(1, len(toks) - n + 1)))


def jaccard(a: Counter, b: Counter) -> float:
    inter = sum((a & b).values())
    union = sum((a | b).values())
    return inter / union if union else 0.0


class Fingerprint:
    def __init__(self, src: str):
        self.toks = tokens(src)
        self.grams = ngrams(self.toks)


def similarity_fp(a: Fingerprint, b: Fingerprint) -> float:
    j = jaccard(a.grams, b.grams)
    if j < 0.5:  # difflib is slower; only refine plausible matches
        return j
    r = difflib.SequenceMatcher(None, a.toks, b.toks, autojunk=False).ratio()
    return max(j, r)


def similarity(src_a: str, src_b: str) -> float:
    return similarity_fp(Fingerprint(src_a), Fingerprint(src_b))


def _fingerprints(folder: Path) -> Dict[str, Fingerprint]:
    fps = {}
    for p in sorted(Path(folder).rglob("*.py")):
        try:
            fps[str(p)] = Fingerprint(p.read_text())
        except (SyntaxError, UnicodeDecodeError, ValueError):
            continue
    return fps


def scan(tasks_dir, against_dir, threshold: float = 0.9) -> List[Tuple[str, float, str]]:
    """[(task, best score, best matching reference)] sorted by score, descending."""
    refs = _fingerprints(Path(against_dir))
    out = []
    for t, fp in _fingerprints(Path(tasks_dir)).items():
        best, who = 0.0, ""
        for r, rfp in refs.items():
            s = similarity_fp(fp, rfp)
            if s > best:
                best, who = s, r
        out.append((t, best, who))
    out.sort(key=lambda x: -x[1])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tasks", required=True)
    ap.add_argument("--against", required=True)
    ap.add_argument("--threshold", type=float, default=0.9)
    ap.add_argument("--drop", action="store_true", help="delete tasks scoring above the threshold")
    ap.add_argument("--json", default=None, help="write all scores here")
    a = ap.parse_args(argv)
    res = scan(a.tasks, a.against, a.threshold)
    flagged = [r for r in res if r[1] >= a.threshold]
    for t, s, w in flagged:
        print(f"{s:.3f}  {t}  ~  {w}")
        if a.drop:
            Path(t).unlink()
    print(f"{len(flagged)} of {len(res)} tasks at or above {a.threshold}" + (" (dropped)" if a.drop else ""),
          file=sys.stderr)
    if a.json:
        Path(a.json).write_text(json.dumps([{"task": t, "score": s, "match": w} for t, s, w in res], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
