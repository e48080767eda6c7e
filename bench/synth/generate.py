"""Generate synthesized problems.

    python -m bench.synth.generate --count N --seed S --out DIR [--scale h200|small]
        [--filter --device cuda|cpu] [--no-compile] [--min-ms 1 --max-ms 100]

Writes one problem file per task plus DIR/manifest.json (op families, sizes, filter verdicts).
Task seeds are S, S+1, ...; seeds whose op chain duplicates an earlier task's (same layout and
op sequence) are skipped, as are seeds for which no chain fits the size limits.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Iterator, Optional

from bench.synth.compose import V1, Library, Task, compose, describe, render, task_name


def iter_tasks(count: int, seed: int, dedup: bool = True, max_seeds: Optional[int] = None,
               library: Library = V1) -> Iterator[Task]:
    seen = set()
    n, s = 0, seed
    limit = max_seeds if max_seeds is not None else count * 20 + 100
    while n < count and s < seed + limit:
        t = compose(s, library=library)
        s += 1
        if t is None:
            continue
        key = (t.layout, tuple(t.labels()))
        if dedup and key in seen:
            continue
        seen.add(key)
        n += 1
        yield t


def generate(count: int, seed: int, out: str | Path, scale: str = "h200", run_filters: bool = False,
             device: str = "cpu", use_compile: bool = True, min_ms: float = 1.0, max_ms: float = 100.0,
             progress: bool = True, library: Library = V1) -> dict:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    entries = []
    for i, t in enumerate(iter_tasks(count, seed, library=library)):
        name = task_name(t)
        path = out / f"{name}.py"
        path.write_text(render(t, scale))
        e = describe(t)
        e["file"] = path.name
        e["scale"] = scale
        if run_filters:
            from bench.synth.filters import apply_filters
            checks = ("runs", "deterministic", "nontrivial") + (("timing",) if scale != "small" else ())
            r = apply_filters(str(path), device, checks, use_compile=use_compile, min_ms=min_ms, max_ms=max_ms)
            e["filters"] = r
            if not r["ok"]:
                path.unlink()
                e["file"] = None
        entries.append(e)
        if progress:
            print(f"\r{i + 1}/{count} {name[:60]:60s}", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    manifest = {"generator": "bench.synth.generate", "count": count, "seed": seed, "scale": scale,
                "filtered": run_filters, "device": device if run_filters else None, "tasks": entries}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--scale", default="h200", choices=["h200", "small"])
    ap.add_argument("--filter", action="store_true", help="apply filters; rejected tasks are not kept")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--no-compile", action="store_true", help="skip the torch.compile part of filter (a)")
    ap.add_argument("--min-ms", type=float, default=1.0)
    ap.add_argument("--max-ms", type=float, default=100.0)
    a = ap.parse_args(argv)
    m = generate(a.count, a.seed, a.out, a.scale, a.filter, a.device, not a.no_compile, a.min_ms, a.max_ms)
    kept = sum(1 for e in m["tasks"] if e["file"])
    print(json.dumps({"generated": len(m["tasks"]), "kept": kept, "out": str(a.out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
