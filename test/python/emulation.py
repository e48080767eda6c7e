"""Runs emitted elementwise kernels on the CPU: a task of test/gpu/make_task.py
compiled by the worker (--no-gpu), its kernels translated and built with g++
around a shim of CUDA's thread indices, one thread at a time, and the results
compared with the PyTorch (CPU) references the task holds. A check of the
emitted index arithmetic and formulas before a GPU verifies them."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_slips  # noqa: E402


def compile_task(tmp_path, name, shape_scale=1, sets=1, candidates=64):
    """cuagent-compile --no-gpu on make_task's `name`: (the cache entry, the
    task folder)."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=sets,
                                shape_scale=shape_scale)
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--no-gpu", "--max-candidates", str(candidates)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    return tmp_path / "cache" / "v1" / key[:2] / key, Path(task).parent


# The CUDA built-ins the elementwise and window kernels use, for a host C++
# compiler; the kernels run one thread at a time (they share nothing).
_SHIM = r'''
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>
using std::max;
using std::min;
using std::isinf;
using std::isnan;
struct cuagent_dim3 { unsigned x = 1, y = 1, z = 1; };
static cuagent_dim3 blockIdx, threadIdx, gridDim;
#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __restrict__ __restrict
template <typename T, int N> struct alignas(sizeof(T) * N) CuagentVec { T v[N]; };
static inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
'''


# Prelude helpers in plain C++ (no asm, no shuffles): the emulation runs the
# emitted definition itself, not a copy.
_PORTABLE_HELPERS = ["cuagent_div_floor"]


def _portable_helpers(source, body):
    helpers = []
    for name in _PORTABLE_HELPERS:
        if name + "(" not in body:
            continue
        start = source.index("static __device__ __forceinline__ float " + name + "(")
        helpers.append(source[start:source.index("\n}\n", start) + 3])
    return helpers


# Host element types of the plan's buffer dtypes (a bool is one byte, 0 or 1,
# on the host as on the device).
_HOST_TYPES = {"f32": ("float", np.float32), "b8": ("bool", np.bool_),
               "i64": ("long long", np.int64)}


def emulate(tmp_path, source, plan, inputs):
    """Runs the plan's launches of `source` (elementwise and window kernels:
    no shuffles, no shared memory) on the CPU, one thread at a time; `inputs`
    are the arrays of the plan's input buffers (float32, or bool for b8).
    Returns the outputs."""
    body = source[source.index("\n// kernel") if "\n// kernel" in source else 0:]
    assert "__syncthreads" not in body and "__shfl" not in body, "a kernel with shuffles or barriers"
    driver = [_SHIM, *_portable_helpers(source, body), body, "int main(int argc, char **argv) {"]
    for buffer in plan["buffers"]:
        host = _HOST_TYPES[buffer.get("dtype", "f32")][0]
        count = int(np.prod(buffer["shape"])) if "shape" in buffer else buffer["bytes"] // 4
        # std::vector<bool> packs bits: one byte per bool in a plain array.
        driver.append(f"  std::unique_ptr<{host}[]> {buffer['name']}_owner(new {host}[{count}]());")
        driver.append(f"  {host} *{buffer['name']} = {buffer['name']}_owner.get();")
        driver.append(f"  const size_t {buffer['name']}_count = {count};")
    ins = [b for b in plan["buffers"] if b["kind"] == "input"]
    outs = [b for b in plan["buffers"] if b["kind"] == "output"]
    for i, buffer in enumerate(ins):
        driver.append(f'  {{ FILE *f = fopen(argv[{i + 1}], "rb"); '
                      f'if (fread({buffer["name"]}, sizeof *{buffer["name"]}, '
                      f'{buffer["name"]}_count, f) != {buffer["name"]}_count) return 1; '
                      f'fclose(f); }}')
    for step in plan["steps"]:
        assert step["kind"] == "launch"
        args = ", ".join(step["args"])
        driver.append(f'  gridDim.x = {step["grid"][0]};')
        driver.append(f'  for (unsigned b = 0; b < {step["grid"][0]}; ++b) '
                      f'for (unsigned t = 0; t < {step["block"][0]}; ++t) '
                      f'{{ blockIdx.x = b; threadIdx.x = t; {step["function"]}({args}); }}')
    for i, buffer in enumerate(outs):
        driver.append(f'  {{ FILE *f = fopen(argv[{len(ins) + 1 + i}], "wb"); '
                      f'fwrite({buffer["name"]}, sizeof *{buffer["name"]}, '
                      f'{buffer["name"]}_count, f); fclose(f); }}')
    driver.append("  return 0;\n}\n")
    (tmp_path / "emulate.cpp").write_text("\n".join(driver))
    subprocess.run(["g++", "-O1", "-std=c++17", "-o", str(tmp_path / "emulate"),
                    str(tmp_path / "emulate.cpp")], check=True, capture_output=True)
    files = []
    for i, (array, buffer) in enumerate(zip(inputs, ins)):
        files.append(str(tmp_path / f"in{i}.bin"))
        np.ascontiguousarray(array, dtype=_HOST_TYPES[buffer.get("dtype", "f32")][1]).tofile(
            files[-1])
    out_files = [str(tmp_path / f"out{i}.bin") for i in range(len(outs))]
    subprocess.run([str(tmp_path / "emulate"), *files, *out_files], check=True)
    return [np.fromfile(f, dtype=_HOST_TYPES[b.get("dtype", "f32")][1]).reshape(b["shape"])
            for f, b in zip(out_files, outs)]


def references(task_dir):
    task = json.loads((task_dir / "task.json").read_text())
    graph, ref = task["graph"], task["reference"]["sets"][0]
    # Graph inputs in order: runtime ones from the set's files, frozen
    # parameters from their own.
    runtime = iter(ref["inputs"])
    inputs = [np.fromfile(task_dir / (i["file"] if i.get("kind") == "parameter" else next(runtime)),
                          dtype=_HOST_TYPES[i["dtype"]][1]).reshape(i["shape"])
              for i in graph["inputs"]]
    outputs = [np.fromfile(task_dir / f, dtype=_HOST_TYPES[o["dtype"]][1]).reshape(o["shape"])
               for f, o in zip(ref["outputs"], graph["outputs"])]
    return inputs, outputs


def matches(actual, expected):
    """Equal NaN positions and values within float32 rounding (PyTorch's CPU
    kernels sum in another order than the emitted ones)."""
    return actual.shape == expected.shape and np.allclose(actual, expected, rtol=1e-5,
                                                          atol=1e-6, equal_nan=True)


def translated(entry, vector):
    """(CUDA source, plan) of a cache entry's kernels at one vector width."""
    translate = real_worker().parent / "cuagent-translate"
    proc = subprocess.run([str(translate), "--block", "128", "--vector", str(vector), "--plan",
                           str(entry / "kernels.mlir")], capture_output=True, text=True,
                          check=True)
    source, plan_text = proc.stdout.split("// plan\n")
    return source, json.loads(plan_text)


def emulate_task(tmp_path, name, vectors=(1, 4)):
    """(actual outputs per vector width, expected outputs) of task `name`."""
    entry, task_dir = compile_task(tmp_path, name, candidates=1)
    inputs, expected = references(task_dir)
    actual = {}
    for vector in vectors:
        source, plan = translated(entry, vector)
        work = tmp_path / f"v{vector}"
        work.mkdir()
        actual[vector] = emulate(work, source, plan, inputs)
    return actual, expected


def emulate_slip(tmp_path, task, before, after, vector=1):
    """make_task's `task` (one candidate, scalar code unless `vector` says
    otherwise) with `before` edited to `after` in its emitted kernel,
    emulated: (outputs, PyTorch's references). `before` must be in the
    source: else codegen changed and the slip needs updating."""
    entry, task_dir = compile_task(tmp_path, task, candidates=1)
    inputs, expected = references(task_dir)
    source, plan = translated(entry, vector)
    (tmp_path / "slip").mkdir(exist_ok=True)
    return emulate(tmp_path / "slip", planted_slips.slipped(source, before, after), plan,
                   inputs), expected
