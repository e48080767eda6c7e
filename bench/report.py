"""Aggregate per-problem result JSONs into results.json, report.md and PNG plots.

    python -m bench.report RESULTS_DIR
    python -m bench.report OUT_DIR --merge SHARD.json [SHARD.json ...]
    python -m bench.report OUT_DIR --merge-list docs/results/stitched-tf32cudaagent.list

`--merge` stitches finished reports (their results.json, e.g. one per shard of
a split, measured in different device calls) into one: the per-problem rows
are taken as they are (a problem in several reports: the last one named
wins), and every aggregate is recomputed over the union. The report names
its sources, since they may come from different code versions and cards.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import warnings
from pathlib import Path

from bench.families import FAMILIES, OTHER, family_of  # noqa: F401 (family_of: callers)
from bench.judge import aggregate, speedup

CANDIDATES = ("compile", "torchscript", "cuagent")


def load_results(out_dir: Path, files=None) -> list[dict]:
    files = files if files is not None else sorted((Path(out_dir) / "problems").glob("*.json"))
    rows = []
    for f in files:
        try:
            rows.append(json.loads(Path(f).read_text()))
        except (OSError, ValueError):
            continue
    return rows


def _median(rec: dict | None, key: str = "time_ms"):
    if not rec or rec.get("status") != "ok":
        return None
    if key == "kernel_ms":
        return rec.get("kernel_ms")
    t = rec.get("time_ms")
    return t.get("median") if t else None


def _correct(rec: dict | None) -> bool:
    return bool(rec) and rec.get("status") == "ok" and bool(rec.get("correct"))


def problem_row(r: dict) -> dict:
    """Per-problem summary with speed-ups vs eager and vs torch.compile.

    Baseline for 'vs compile' is torch.compile's time; where compile itself failed, the stock
    baseline falls back to eager (what a user without a working compile would get)."""
    vs = r.get("variants", {})
    eager = _median(vs.get("eager"))
    comp = _median(vs.get("compile")) if _correct(vs.get("compile")) else None
    row = {"problem": r.get("problem"), "status": r.get("status"), "error": (r.get("error") or "")[:300],
           "size": (r.get("size") or {}).get("total_numel"), "eager_ms": eager, "variants": {}}
    # An interrupted run (killed at a deadline, resumed later) is neither a pass nor a failure:
    # it is left out of the aggregates and counted as incomplete.
    row["complete"] = r.get("complete", True) is not False
    valid = row["complete"] and r.get("status") not in ("invalid",) and eager is not None
    row["valid"] = valid
    mem = r.get("memory") or {}
    row["peak_mem_bytes"] = mem.get("peak_bytes")
    row["invalid_by_memory"] = r.get("status") == "invalid" and is_memory_error(r.get("error"))
    row["retried_alone_after_oom"] = mem.get("retried_alone_after_oom") is not None
    for name, rec in vs.items():
        ok = _correct(rec)
        t = _median(rec)
        k = _median(rec, "kernel_ms")
        ke = _median(vs.get("eager"), "kernel_ms")
        row["variants"][name] = {
            "status": rec.get("status"), "correct": ok, "time_ms": t, "kernel_ms": k,
            "min_ms": (rec.get("time_ms") or {}).get("min"), "stdev_ms": (rec.get("time_ms") or {}).get("stdev"),
            "compile_s_cold": rec.get("compile_s_cold"), "compile_s_warm": rec.get("compile_s_warm"),
            "speedup_vs_eager": speedup(eager, t, ok) if valid else None,
            "speedup_vs_compile": speedup(comp if comp is not None else eager, t, ok) if valid else None,
            "kernel_speedup_vs_eager": speedup(ke, k, ok) if valid else None,
            "peak_mem_bytes": rec.get("peak_mem_bytes"),
            "error": (rec.get("error") or "")[:300] or None,
        }
        row["variants"][name].update(_inference_memory(rec))
        if rec.get("cuagent_options"):
            row["variants"][name]["cuagent_options"] = rec["cuagent_options"]
        if rec.get("groups") is not None:
            groups = rec["groups"]
            row["variants"][name]["groups"] = len(groups)
            row["variants"][name]["groups_patched"] = sum(1 for g in groups if g.get("patched"))
            row["variants"][name]["group_statuses"] = [g.get("status") for g in groups]
            # Patched groups whose plan runs a batch chunk at a time (decision 69: ids end "-bt<n>").
            row["variants"][name]["groups_tiled"] = sum(
                1 for g in groups if g.get("patched") and _TILED_ID.search(g.get("candidate") or ""))
        if rec.get("stock_ops") is not None:
            row["variants"][name]["stock_ops"] = rec["stock_ops"]
        if isinstance(rec.get("optimize_seconds"), dict):
            row["variants"][name]["optimize_seconds"] = rec["optimize_seconds"]
            row["variants"][name]["group_seconds"] = [_group_phases(g) for g in rec.get("groups") or []]
    return row


_TILED_ID = re.compile(r"-bt\d+$")


def _group_phases(group: dict) -> dict:
    """A group's phase times: cuagent's own (task, reference, worker: the wall time of the
    worker process) and the worker's inner split (worker_compile, worker_verify_and_profile,
    and inside the latter the candidates' summed worker_load, worker_verify, worker_profile)."""
    phases = {k: v for k, v in (group.get("seconds") or {}).items() if isinstance(v, (int, float))}
    inner = group.get("worker_seconds") or {}
    for key in ("compile", "verify_and_profile", "load", "verify", "profile"):
        if isinstance(inner.get(key), (int, float)):
            phases["worker_" + key] = inner[key]
    return phases


INFERENCE_FIELDS = ("resident_bytes", "forward_transient_bytes", "inference_peak_bytes")


def _inference_memory(rec: dict) -> dict:
    """A variant's steady-state inference figures (run_one.measure_inference_memory); None for
    results from before they were recorded, CPU runs and failed measurements (with the error)."""
    mem = rec.get("memory") or {}
    out = {k: mem.get(k) for k in INFERENCE_FIELDS}
    if mem.get("error"):
        out["memory_error"] = mem["error"][:300]
    return out


def is_memory_error(text) -> bool:
    from bench.memory import mentions_oom
    return mentions_oom(text)


def _oom(r: dict) -> bool:
    """Out of memory on its own (the harness retries an OOM beside other jobs alone first)."""
    return r.get("status") == "oom" or any(v.get("status") == "oom" for v in r["variants"].values())


STOCK_OPS_SHOWN = 12  # the most frequent (op, reason) pairs in the report
SLOWER_RATIO = 0.97  # cuagent / stock TorchScript speed below this, beyond the trial spread
INFERENCE_MEMORY_RATIO = 1.2  # issue 9: no variant's inference peak above 1.2x eager's


def slower_than_torchscript(row: dict) -> float | None:
    """cuagent's speed relative to the stock frozen TorchScript variant when it is slower
    beyond the noise, else None.  Beyond the noise: below SLOWER_RATIO, and the spreads of
    the trials (median +- stdev) do not overlap.  cuagent must never lose to the module it
    starts from (issue 13)."""
    ts, cu = row["variants"].get("torchscript"), row["variants"].get("cuagent")
    if not row["valid"] or not ts or not cu or not ts["correct"] or not cu["correct"]:
        return None
    if not ts["time_ms"] or not cu["time_ms"]:
        return None
    ratio = ts["time_ms"] / cu["time_ms"]
    gap = (cu["time_ms"] - (cu["stdev_ms"] or 0.0)) - (ts["time_ms"] + (ts["stdev_ms"] or 0.0))
    return ratio if ratio < SLOWER_RATIO and gap > 0 else None


def inference_memory_summary(rows: list[dict], variants) -> dict:
    """Per non-eager variant, over the valid problems where it and eager both have an inference
    peak (``measured``): how many exceed INFERENCE_MEMORY_RATIO x eager's (``over``) and the
    worst ratio with its problem.  Old results and CPU runs have no figures: not measured."""
    out = {}
    for v in variants:
        if v == "eager":
            continue
        ratios = {}
        for r in rows:
            eager = (r["variants"].get("eager") or {}).get("inference_peak_bytes")
            mine = (r["variants"].get(v) or {}).get("inference_peak_bytes")
            if r["valid"] and eager and mine is not None:
                ratios[r["problem"]] = mine / eager
        worst = max(ratios, key=ratios.get, default=None)
        out[v] = {"measured": len(ratios),
                  "over": sum(1 for x in ratios.values() if x > INFERENCE_MEMORY_RATIO),
                  "worst_ratio": round(ratios[worst], 3) if worst is not None else None,
                  "worst_problem": worst}
    return out


def group_summary(rows: list[dict]) -> dict | None:
    """What cuagent did with the fused groups it found (None when no variant reports groups)."""
    per = [r["variants"].get("cuagent") for r in rows if r["valid"]]
    per = [p for p in per if p and p.get("groups") is not None]
    if not per:
        return None
    statuses: dict[str, int] = {}
    for p in per:
        for st in p.get("group_statuses") or []:
            statuses[st] = statuses.get(st, 0) + 1
    stock: dict[str, int] = {}  # "op (reason)" -> problems where capture left it stock
    for p in per:
        for key in {f"{f['op']} ({f['reason']})" for f in p.get("stock_ops") or []}:
            stock[key] = stock.get(key, 0) + 1
    return {"problems_with_groups": sum(1 for p in per if p["groups"]),
            "problems_reporting": len(per),
            "groups": sum(p["groups"] for p in per),
            "patched": sum(p["groups_patched"] for p in per),
            "tiled": sum(p.get("groups_tiled", 0) for p in per),
            "statuses": dict(sorted(statuses.items())),
            "stock_ops": dict(sorted(stock.items(), key=lambda kv: (-kv[1], kv[0])))}


def _median_p90(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"n": len(ordered), "median": ordered[len(ordered) // 2],
            "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]}


def optimize_time_summary(rows: list[dict]) -> dict | None:
    """Issue 11's cold-optimize figures from cuagent's reports: median and p90 of each phase,
    per problem (optimize's own phases) and per group (None when no report has them). Under
    3 jobs per GPU the GPU-lock waits are inside them."""
    problem: dict[str, list] = {}
    group: dict[str, list] = {}
    for r in rows:
        rec = r["variants"].get("cuagent") or {}
        for phase, value in (rec.get("optimize_seconds") or {}).items():
            if isinstance(value, (int, float)):
                problem.setdefault(phase, []).append(value)
        for phases in rec.get("group_seconds") or []:
            for phase, value in phases.items():
                group.setdefault(phase, []).append(value)
    if not problem:
        return None
    return {"problem": {k: _median_p90(v) for k, v in sorted(problem.items())},
            "group": {k: _median_p90(v) for k, v in sorted(group.items())}}


def suite_summary(rows: list[dict], variants) -> dict:
    valid = [r for r in rows if r["valid"]]
    incomplete = sum(1 for r in rows if not r.get("complete", True))
    out = {"problems": len(rows), "valid": len(valid), "incomplete": incomplete,
           "invalid": sum(1 for r in rows if not r["valid"]) - incomplete,
           # must be 0: an OOM is never the problem's fault (bench.memory admission, retry alone)
           "invalid_by_memory": sum(1 for r in rows if r.get("invalid_by_memory")),
           "oom": sum(1 for r in rows if r.get("complete", True) and _oom(r)),
           "retried_alone_after_oom": sum(1 for r in rows if r.get("retried_alone_after_oom")),
           # harness --cuagent-options: a run with them is an experiment, named as such
           "cuagent_options": sorted({json.dumps(opts, sort_keys=True) for r in rows
                                      for opts in [r["variants"].get("cuagent", {})
                                                   .get("cuagent_options")] if opts}),
           "variants": {}}
    for v in variants:
        per = [r["variants"].get(v) for r in valid]
        if v != "eager" and all(p is None or p.get("status") == "unavailable" for p in per):
            out["variants"][v] = {"unavailable": True,
                                  "reason": next((p.get("error") for p in per if p and p.get("error")), None)}
            continue
        s_e = [p["speedup_vs_eager"] if p else None for p in per]
        s_c = [p["speedup_vs_compile"] if p else None for p in per]
        ae, ac = aggregate(s_e), aggregate(s_c)
        colds = [p["compile_s_cold"] for p in per if p and p.get("compile_s_cold") is not None]
        out["variants"][v] = {
            "pass_rate": ae["pass_rate"], "n_correct": ae["n_correct"],
            "fast_1_vs_eager": ae["fast_1"], "fast_1_vs_compile": ac["fast_1"],
            "geomean_vs_eager_all": ae["geomean_all"], "geomean_vs_eager_correct": ae["geomean_correct"],
            "geomean_vs_compile_all": ac["geomean_all"], "geomean_vs_compile_correct": ac["geomean_correct"],
            "median_compile_s_cold": sorted(colds)[len(colds) // 2] if colds else None,
        }
    out["families"] = family_summary(rows, variants)
    out["inference_memory"] = inference_memory_summary(rows, variants)
    groups = group_summary(rows)
    if groups is not None:
        out["cuagent_groups"] = groups
    times = optimize_time_summary(rows)
    if times is not None:
        out["cuagent_optimize_seconds"] = times
    if "cuagent" in variants and "torchscript" in variants:
        slower = {r["problem"]: slower_than_torchscript(r) for r in valid}
        out["cuagent_slower_than_torchscript"] = {p: round(x, 3) for p, x in slower.items() if x}
    return out


# A problem's family: the first whose op names appear in its file name (the synthesis
# pipeline names problems by their ops; networks by their block), in this order.
def family_summary(rows: list[dict], variants) -> list[dict]:
    """Geomean speed-ups of each non-eager variant per family (valid problems only)."""
    out = []
    for family in [f for f, _ in FAMILIES] + [OTHER]:
        members = [r for r in rows if r["valid"] and family_of(r["problem"]) == family]
        if not members:
            continue
        entry = {"family": family, "problems": len(members), "variants": {}}
        for v in variants:
            per = [r["variants"].get(v) for r in members]
            ae = aggregate([p["speedup_vs_eager"] if p else None for p in per])
            ac = aggregate([p["speedup_vs_compile"] if p else None for p in per])
            entry["variants"][v] = {"geomean_vs_eager": ae["geomean_all"],
                                    "geomean_vs_compile": ac["geomean_all"],
                                    "fast_1_vs_compile": ac["fast_1"]}
        out.append(entry)
    return out


def _fmt(x, nd=3):
    if x is None:
        return "–"
    if isinstance(x, float):
        return f"{x:.{nd}g}" if abs(x) < 1e4 else f"{x:.3e}"
    return str(x)


def _gib(n) -> str:
    return "–" if n is None else f"{n / (1 << 30):.2f}"


def render_markdown(summary: dict, rows: list[dict], variants) -> str:
    L = ["# Benchmark report", "",
         f"Problems: {summary['problems']} (valid {summary['valid']}, invalid {summary['invalid']}"
         + (f", incomplete {summary['incomplete']}: interrupted, left out of every aggregate"
            if summary.get("incomplete") else "") + ").", "",
         f"Memory: invalid by out-of-memory {summary.get('invalid_by_memory', 0)} (must be 0), out of memory "
         f"when run alone {summary.get('oom', 0)}, retried alone after an OOM beside other jobs "
         f"{summary.get('retried_alone_after_oom', 0)}.", ""]
    if summary.get("cuagent_options"):
        L += ["cuagent options (harness --cuagent-options): "
              + ", ".join(f"`{o}`" for o in summary["cuagent_options"]) + ".", ""]
    L += ["## Suite summary", "",
         "| variant | pass rate | fast_1 vs eager | fast_1 vs compile | geomean vs eager (all) | "
         "geomean vs eager (correct) | geomean vs compile (all) | geomean vs compile (correct) | median compile s |",
         "|---|---|---|---|---|---|---|---|---|"]
    for v in variants:
        s = summary["variants"].get(v, {})
        if s.get("unavailable"):
            L.append(f"| {v} | {str(s.get('reason') or 'unavailable')[:100]} |||||||| ")
            continue
        L.append(f"| {v} | {_fmt(s.get('pass_rate'))} | {_fmt(s.get('fast_1_vs_eager'))} | "
                 f"{_fmt(s.get('fast_1_vs_compile'))} | {_fmt(s.get('geomean_vs_eager_all'))} | "
                 f"{_fmt(s.get('geomean_vs_eager_correct'))} | {_fmt(s.get('geomean_vs_compile_all'))} | "
                 f"{_fmt(s.get('geomean_vs_compile_correct'))} | {_fmt(s.get('median_compile_s_cold'))} |")
    g = summary.get("cuagent_groups")
    if g:
        L += ["", f"cuagent found fused groups in {g['problems_with_groups']} of {g['problems_reporting']} "
                  f"problems: {g['groups']} groups, {g['patched']} patched with verified kernels"
                  + (f" ({g['tiled']} of them a batch chunk at a time)" if g.get("tiled") else "")
                  + "; statuses " + ", ".join(f"{k} {v}" for k, v in g["statuses"].items()) + "."]
        if g.get("stock_ops"):
            top = list(g["stock_ops"].items())[:STOCK_OPS_SHOWN]
            L += ["", "Ops capture left stock (problems): "
                  + ", ".join(f"`{k}` {v}" for k, v in top) + "."]
    slower = summary.get("cuagent_slower_than_torchscript")
    if slower is not None:
        L += ["", f"cuagent slower than stock TorchScript beyond noise (< {SLOWER_RATIO}x, trial "
                  f"spreads apart): {len(slower)} problem(s)"
              + (": " + ", ".join(f"{p} {x}x" for p, x in sorted(slower.items())) if slower else ".")]
    L += _families_section(summary, variants)
    L += _optimize_time_section(summary)
    L += _memory_section(summary)
    L += _per_problem_section(rows, variants)
    errs = [(r["problem"], r["error"]) for r in rows if r.get("error")]
    if errs:
        L += ["", "## Problem errors", ""] + [f"- `{p}`: {e.splitlines()[0][:200]}" for p, e in errs]
    return "\n".join(L) + "\n"


def _families_section(summary: dict, variants) -> list[str]:
    if not summary.get("families"):
        return []
    shown = [v for v in variants if v != "eager"]
    L = ["", "## Per family", "",
         "Geomean speed-up vs eager / vs torch.compile, and the share of problems faster than "
         "torch.compile (fast_1), per family (`family_of`: the first of attention, convolution, "
         "gemm, norm, pooling, softmax/reduction whose ops the problem's name lists).", "",
         "| family | problems | " + " | ".join(f"{v} x eager | {v} x compile | {v} fast_1"
                                               for v in shown) + " |",
         "|---|---|" + "---|---|---|" * len(shown)]
    for f in summary["families"]:
        cells = []
        for v in shown:
            s = f["variants"].get(v, {})
            cells += [_fmt(s.get("geomean_vs_eager")), _fmt(s.get("geomean_vs_compile")),
                      _fmt(s.get("fast_1_vs_compile"))]
        L.append(f"| {f['family']} | {f['problems']} | " + " | ".join(cells) + " |")
    return L


def _optimize_time_section(summary: dict) -> list[str]:
    times = summary.get("cuagent_optimize_seconds")
    if not times:
        return []
    L = ["", "## Where cuagent's cold optimize spent its time", "",
         "Seconds per phase, from each report's `seconds` (per problem) and its groups' "
         "(per group; `worker` is the worker process's wall time, `worker_*` its own split); "
         "the harness's GPU-lock waits are inside them.", "",
         "| level | phase | n | median s | p90 s |", "|---|---|---|---|---|"]
    for level in ("problem", "group"):
        for phase, s in times[level].items():
            L.append(f"| {level} | {phase} | {s['n']} | {_fmt(s['median'])} | {_fmt(s['p90'])} |")
    return L


def _memory_section(summary: dict) -> list[str]:
    """Issue 9's check: per variant, the problems whose inference peak exceeds
    INFERENCE_MEMORY_RATIO x eager's."""
    per = summary.get("inference_memory") or {}
    if not per:  # eager alone: nothing to compare
        return []
    L = ["", "## Memory at inference", "",
         "Steady-state inference peak per variant (CUDA only): what the built variant keeps "
         "(`resident_bytes`; eager: the model) + what one forward allocates on top "
         "(`forward_transient_bytes`) + the input set; not the build or the check. Compared with "
         "eager's on the valid problems where both were measured; the goal is none above "
         f"{INFERENCE_MEMORY_RATIO}x.", ""]
    if not any(x["measured"] for x in per.values()):
        return L + ["No inference memory figures (a CPU run, or results from before they were recorded)."]
    L += [f"| variant | problems measured | > {INFERENCE_MEMORY_RATIO}x eager | worst ratio (problem) |",
          "|---|---|---|---|"]
    for v, x in per.items():
        worst = f"{_fmt(x['worst_ratio'])} ({x['worst_problem']})" if x["worst_problem"] is not None else "–"
        L.append(f"| {v} | {x['measured']} | {x['over']} | {worst} |")
    return L


def _per_problem_section(rows: list[dict], variants) -> list[str]:
    L = ["", "## Per problem", "",
         "Times are median ms per call (CUDA events, L2 flushed); kern = summed profiler kernel time; "
         "x = speed-up vs eager / vs compile; GiB = peak GPU memory of the process "
         "(torch.cuda.max_memory_allocated, reset per variant: its build and check; eager: the "
         "reference pass); inf GiB = steady-state inference peak (resident + one forward + inputs, "
         "see Memory at inference).", ""]
    head = "| problem | status | eager ms | eager kern ms | eager GiB | eager inf GiB |"
    sep = "|---|---|---|---|---|---|"
    for v in variants:
        if v == "eager":
            continue
        head += f" {v} | {v} ms | {v} x eager | {v} x compile | {v} GiB | {v} inf GiB |"
        sep += "---|---|---|---|---|---|"
    L += [head, sep]
    for r in rows:
        e = r["variants"].get("eager", {})
        line = (f"| {r['problem']} | {r['status']} | {_fmt(r['eager_ms'])} | {_fmt(e.get('kernel_ms'))} | "
                f"{_gib(e.get('peak_mem_bytes'))} | {_gib(e.get('inference_peak_bytes'))} |")
        for v in variants:
            if v == "eager":
                continue
            p = r["variants"].get(v) or {}
            line += (f" {p.get('status', '–')} | {_fmt(p.get('time_ms'))} | {_fmt(p.get('speedup_vs_eager'))} | "
                     f"{_fmt(p.get('speedup_vs_compile'))} | {_gib(p.get('peak_mem_bytes'))} | "
                     f"{_gib(p.get('inference_peak_bytes'))} |")
        L.append(line)
    return L


def make_plots(out_dir: Path, rows: list[dict], variants) -> list[str]:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        warnings.warn("matplotlib not installed: skipping plots")
        return []
    written = []
    cands = [v for v in variants if v != "eager"]
    fig, ax = plt.subplots(figsize=(7, 4))
    any_data = False
    for v in cands:
        xs = [r["variants"][v]["speedup_vs_eager"] for r in rows if v in r["variants"]
              and r["variants"][v]["speedup_vs_eager"]]
        if xs:
            any_data = True
            bins = [2 ** (i / 4) for i in range(-16, 17)]
            ax.hist(xs, bins=bins, alpha=0.5, label=v)
    if any_data:
        ax.set_xscale("log")
        ax.axvline(1.0, color="k", lw=0.8)
        ax.set_xlabel("speed-up vs eager (correct problems)")
        ax.set_ylabel("problems")
        ax.legend()
        p = Path(out_dir) / "speedup_hist.png"
        fig.tight_layout()
        fig.savefig(p, dpi=100)
        written.append(str(p))
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(7, 4))
    any_data = False
    for v in cands:
        pts = [(r["size"], r["variants"][v]["speedup_vs_eager"]) for r in rows if v in r["variants"]
               and r["variants"][v]["speedup_vs_eager"] and r.get("size")]
        if pts:
            any_data = True
            ax.scatter([a for a, _ in pts], [b for _, b in pts], s=10, alpha=0.6, label=v)
    if any_data:
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.axhline(1.0, color="k", lw=0.8)
        ax.set_xlabel("problem size (input + parameter elements)")
        ax.set_ylabel("speed-up vs eager")
        ax.legend()
        p = Path(out_dir) / "speedup_vs_size.png"
        fig.tight_layout()
        fig.savefig(p, dpi=100)
        written.append(str(p))
    plt.close(fig)
    return written


def ordered_variants(names) -> list[str]:
    """The distinct variant names, eager, compile, torchscript, cuagent first."""
    order = ["eager", "compile", "torchscript", "cuagent"]
    return sorted(dict.fromkeys(names), key=lambda v: order.index(v) if v in order else 99)


def write_report(out_dir, files=None) -> dict:
    out_dir = Path(out_dir)
    results = load_results(out_dir, files)
    variants = ordered_variants(v for r in results
                                for v in list(r.get("variants_requested") or []) + list(r.get("variants", {})))
    rows = [problem_row(r) for r in results]
    summary = suite_summary(rows, variants)
    plots = make_plots(out_dir, rows, variants)
    doc = {"summary": summary, "problems": rows, "plots": plots}
    (out_dir / "results.json").write_text(json.dumps(doc, indent=1, default=str))
    (out_dir / "report.md").write_text(render_markdown(summary, rows, variants))
    return doc


def merge_rows(docs: list[tuple[str, dict]]) -> tuple[list[dict], list[dict]]:
    """The union of the reports' rows (a problem's last report wins), each row
    tagged with its source, and per source how many rows it gave and kept. An
    interrupted row never replaces a finished one: a deadline-cut rerun must not
    erase a problem's earlier measurement."""
    by_problem, sources = {}, []
    for name, doc in docs:
        rows = doc.get("problems")
        if not isinstance(rows, list) or not all(isinstance(r, dict) and "problem" in r for r in rows):
            raise ValueError(f"{name}: not a bench.report results.json (no 'problems' rows); "
                             "pass the results.json a harness run wrote")
        for r in rows:
            old = by_problem.get(r["problem"])
            if old is not None and r.get("complete", True) is False and old.get("complete", True) is not False:
                continue
            by_problem[r["problem"]] = dict(r, source=name)
        sources.append({"source": name, "rows": len(rows)})
    merged = sorted(by_problem.values(), key=lambda r: r["problem"] or "")
    for s in sources:
        s["kept"] = sum(1 for r in merged if r["source"] == s["source"])
    return merged, sources


def merge_reports(out_dir, files) -> dict:
    docs = []
    for f in files:
        try:
            docs.append((Path(f).name, json.loads(Path(f).read_text())))
        except (OSError, ValueError) as e:
            raise ValueError(f"{f}: cannot read it as JSON ({e}); pass the results.json a harness run wrote")
    rows, sources = merge_rows(docs)
    variants = ordered_variants(v for r in rows for v in r.get("variants", {}))
    summary = suite_summary(rows, variants)
    summary["sources"] = sources
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    doc = {"summary": summary, "problems": rows, "plots": []}
    (out_dir / "results.json").write_text(json.dumps(doc, indent=1, default=str))
    md = render_markdown(summary, rows, variants)
    head, _, rest = md.partition("\n\n")
    note = ["Merged from " + str(len(sources)) + " reports (a problem in several: the last one named "
            "wins; they may come from different code versions and cards):", ""]
    note += [f"- `{s['source']}`: {s['rows']} problems, {s['kept']} kept" for s in sources]
    (out_dir / "report.md").write_text(head + "\n\n" + "\n".join(note) + "\n\n" + rest)
    return doc


def read_merge_list(path) -> list[str]:
    """The reports a stitch list names, in its order (the last wins). A
    stitch grows by one line a measurement, instead of a command re-typed
    with every file each session."""
    path = Path(path)
    try:
        lines = path.read_text().splitlines()
    except OSError as e:
        raise ValueError(f"cannot read the merge list {path}: {e.strerror}") from e
    files = []
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            files.append(str(line if Path(line).is_absolute() else path.parent / line))
    if not files:
        raise ValueError(f"the merge list {path} names no report")
    return files


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Aggregate a harness results folder")
    ap.add_argument("results_dir", help="the harness's --out folder (with --merge: where the merged report goes)")
    ap.add_argument("--merge", nargs="+", metavar="RESULTS_JSON",
                    help="merge these finished reports' rows into one report in results_dir")
    ap.add_argument("--merge-list", metavar="FILE",
                    help="a file naming the reports to merge, oldest first, one path a line "
                         "(# comments; paths relative to the file's folder or absolute)")
    a = ap.parse_args(argv)
    if a.merge or a.merge_list:
        try:
            files = list(a.merge or []) + (read_merge_list(a.merge_list) if a.merge_list else [])
            doc = merge_reports(a.results_dir, files)
        except ValueError as e:
            print(f"bench.report: {e}", file=sys.stderr)
            return 2
    else:
        doc = write_report(a.results_dir)
    print(json.dumps(doc["summary"], indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
