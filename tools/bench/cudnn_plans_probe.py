"""Every cuDNN execution plan of one convolution, timed, beside torch's own call.

A diagnosis aid (not a benchmark; bench.harness measures): it builds the graph the way
lib/Runtime/CudnnConv.cpp does (a 1-D conv as 2-D over [N, C, 1, L]; NCHW or
channels-last strides; heuristics mode A then fallback; cuagent's numerical-note
filters for the precision), lists every plan with its name and workspace in the order
a cudnn step's `engine` indexes them, times each (CUDA events, median), and times
torch's F.conv*d on the same tensors with its kernel names. Needs a GPU and the
nvidia-cudnn-frontend Python package.

    python -m tools.bench.cudnn_plans_probe --x 64,2048,1024 --w 256,2048,5 \
        --stride 2 --padding 2 --precision tf32
"""
from __future__ import annotations

import argparse
import statistics

import torch
import torch.nn.functional as F


def ints(text: str) -> list:
    return [int(v) for v in text.split(",")]


def channels_last_strides(dims: list) -> list:
    strides = [1] * len(dims)
    step = dims[1]
    for i in range(len(dims) - 1, 1, -1):
        strides[i] = step
        step *= dims[i]
    strides[0] = step
    return strides


def contiguous_strides(dims: list) -> list:
    strides = [1] * len(dims)
    for i in range(len(dims) - 2, -1, -1):
        strides[i] = strides[i + 1] * dims[i + 1]
    return strides


def median_ms(fn, trials: int = 15) -> float:
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(trials):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def torch_call(args, x, w):
    spatial = len(args.x) - 2
    fn = {(1, False): F.conv1d, (2, False): F.conv2d, (3, False): F.conv3d,
          (1, True): F.conv_transpose1d, (2, True): F.conv_transpose2d,
          (3, True): F.conv_transpose3d}[(spatial, args.transposed)]
    stride = [args.stride] * spatial
    padding = [args.padding] * spatial
    return lambda: fn(x, w, None, stride, padding)


def torch_kernels(fn) -> list:
    fn()
    torch.cuda.synchronize()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return [(e.name, e.device_time_total / 1000.0) for e in prof.events()
            if e.device_type == torch.autograd.DeviceType.CUDA]


def build_graph(cudnn, handle, args, dims_x, dims_w, dims_y, channels_last):
    strides = channels_last_strides if channels_last else contiguous_strides
    graph = cudnn.pygraph(io_data_type=cudnn.data_type.FLOAT,
                          intermediate_data_type=cudnn.data_type.FLOAT,
                          compute_data_type=cudnn.data_type.FLOAT, handle=handle)
    x = graph.tensor(name="x", dim=dims_x, stride=strides(dims_x),
                     data_type=cudnn.data_type.FLOAT)
    w = graph.tensor(name="w", dim=dims_w, stride=strides(dims_w),
                     data_type=cudnn.data_type.FLOAT)
    spatial = len(dims_x) - 2
    one_d = len(args.x) == 3
    stride = ([1] if one_d else []) + [args.stride] * (spatial - (1 if one_d else 0))
    padding = ([0] if one_d else []) + [args.padding] * (spatial - (1 if one_d else 0))
    dilation = [1] * spatial
    if args.transposed:
        y = graph.conv_dgrad(x, w, padding=padding, stride=stride, dilation=dilation)
    else:
        y = graph.conv_fprop(x, w, padding=padding, stride=stride,
                             dilation=dilation)
    y.set_output(True).set_dim(dims_y).set_stride(strides(dims_y))
    graph.validate()
    graph.build_operation_graph()
    graph.create_execution_plans([cudnn.heur_mode.A, cudnn.heur_mode.FALLBACK])
    notes = [cudnn.numerical_note.NONDETERMINISTIC]
    if args.precision == "fp32":
        notes += [cudnn.numerical_note.DOWN_CONVERT_INPUTS, cudnn.numerical_note.TENSOR_CORE]
    else:
        notes += [cudnn.numerical_note.REDUCED_PRECISION_REDUCTION]
    graph.deselect_numeric_notes(notes)
    return graph, x, w, y


def probe_layout(cudnn, handle, args, tensors, channels_last):
    xt, wt, yt = tensors
    dims = [list(t.shape) for t in tensors]
    if len(args.x) == 3:
        dims = [d[:2] + [1] + d[2:] for d in dims]
    graph, x, w, y = build_graph(cudnn, handle, args, *dims, channels_last)
    if channels_last:
        fmt = torch.channels_last_3d if len(dims[0]) == 5 else torch.channels_last
        xt, wt, yt = (t.reshape(d).contiguous(memory_format=fmt) for t, d in zip(tensors, dims))
    count = graph.get_execution_plan_count()
    print("  layout %s: %d plans after cuagent's filters" % (
        "NHWC" if channels_last else "NCHW", count))
    index = 0
    for i in range(count):
        try:
            graph.build_plan_at_index(i)
            ws = graph.get_workspace_size_plan_at_index(i)
            name = graph.get_plan_name_at_index(i)
        except Exception as error:  # noqa: BLE001 - a plan that does not build is listed as such
            print("    [%2d] does not build: %s" % (i, str(error)[:100]))
            continue
        workspace = torch.empty(max(ws, 1), dtype=torch.uint8, device="cuda")
        pack = {x: xt, w: wt, y: yt}
        try:
            ms = median_ms(lambda: graph.execute_plan_at_index(pack, workspace, i, handle))
            print("    [%2d] %8.3f ms  ws %9.1f MiB  %s" % (index, ms, ws / 2**20, name))
        except Exception as error:  # noqa: BLE001
            print("    [%2d] fails: %s (%s)" % (index, str(error)[:100], name))
        index += 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--x", type=ints, required=True, help="input shape, e.g. 64,2048,1024")
    ap.add_argument("--w", type=ints, required=True, help="weight shape (torch's layout)")
    ap.add_argument("--stride", type=int, default=1)
    ap.add_argument("--padding", type=int, default=0)
    ap.add_argument("--transposed", action="store_true")
    ap.add_argument("--precision", choices=("fp32", "tf32"), default="tf32")
    args = ap.parse_args()
    import cudnn  # noqa: PLC0415 - only this tool needs the Python frontend

    torch.backends.cudnn.allow_tf32 = args.precision == "tf32"
    x = torch.randn(args.x, device="cuda")
    w = torch.randn(args.w, device="cuda")
    call = torch_call(args, x, w)
    y = call()
    print("conv x%s w%s stride %d padding %d%s, %s; y%s" % (
        args.x, args.w, args.stride, args.padding, " transposed" if args.transposed else "",
        args.precision, list(y.shape)))
    print("  torch: %.3f ms; kernels: %s" % (median_ms(call), ", ".join(
        "%s %.3f" % (name[:60], ms) for name, ms in torch_kernels(call))))
    handle = cudnn.create_handle()
    cudnn.set_stream(handle=handle, stream=torch.cuda.current_stream().cuda_stream)
    for channels_last in (False, True):
        try:
            probe_layout(cudnn, handle, args, (x, w, torch.empty_like(y)), channels_last)
        except Exception as error:  # noqa: BLE001 - the other layout may still work
            print("  layout %s: %s" % ("NHWC" if channels_last else "NCHW", str(error)[:200]))


if __name__ == "__main__":
    main()
