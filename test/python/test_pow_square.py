"""pow(x, 2) as x * x (decision 121): the dialect's canonicalization turns
the square into a multiply, which is what ATen computes for the exponent 2,
so the emitted kernel's squares equal PyTorch's bit for bit; other
exponents keep powf. Emulated on the CPU (emulation.py); the GPU verifies
the task with every candidate (test_worker_gpu.py)."""
import numpy as np

from emulation import compile_task, emulate_task, matches, translated


def test_the_square_is_a_multiply(tmp_path):
    entry, _ = compile_task(tmp_path, "pow_square_cube", candidates=1)
    source, _ = translated(entry, 1)
    assert source.count("powf(") == 1, source  # the cube only
    assert "x0 * x0" in source, source


def test_the_square_equals_torch_bit_for_bit(tmp_path):
    actual, expected = emulate_task(tmp_path, "pow_square_cube")
    for outputs in actual.values():
        assert np.array_equal(outputs[0], expected[0]), np.nanmax(np.abs(outputs[0] - expected[0]))
        assert matches(outputs[1], expected[1])
