"""Does a torch.profiler session slow host-bound calls made after it? Times a task's stock
frozen module and its save/load copy before and after profiler sessions (docs/performance.md).

    python3 tools/bench/profiler_aftereffect.py bench/suite/dev/net000000_gru.py
"""
import sys, time, tempfile
sys.path[:0] = [__import__("os").path.join(__import__("os").path.dirname(__file__), "..", "..")]
import torch
from bench import timing as T
from bench.problem import build_model, load_problem, make_inputs
from bench.run_one import script_module, INPUT_SEEDS, MODEL_SEED
path = sys.argv[1]
prob = load_problem(path)
model = build_model(prob, MODEL_SEED, "cuda")
xs = make_inputs(prob, INPUT_SEEDS[0], "cuda")
torch.set_grad_enabled(False)
stock, _ = script_module(model, xs)
tmp = tempfile.mkdtemp()
torch.jit.save(stock, tmp + "/s.pt")
saved = torch.jit.load(tmp + "/s.pt")
def host_ms(m, n=9):
    for _ in range(2): m(*xs)
    torch.cuda.synchronize()
    ws = []
    for _ in range(n):
        torch.cuda.synchronize(); t = time.perf_counter(); m(*xs); torch.cuda.synchronize(); ws.append((time.perf_counter() - t) * 1e3)
    return round(sorted(ws)[n // 2], 2)
def ev(m):
    return round(T.time_fn(lambda: m(*xs), "cuda", budget_s=0.5, max_trials=50)["median"], 2)
def row(tag):
    print(tag, "sync-wall stock", host_ms(stock), "saved", host_ms(saved), "| events stock", ev(stock), "saved", ev(saved), flush=True)
row("before any profiler:")
T.kernel_time_ms(lambda: stock(*xs), "cuda")
row("after 1 profiler session:")
T.kernel_time_ms(lambda: saved(*xs), "cuda")
T.kernel_time_ms(lambda: saved(*xs), "cuda")
row("after 3 profiler sessions:")
