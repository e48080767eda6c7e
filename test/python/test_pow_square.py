"""pow(x, 2) as x * x and pow(x, 3) as (x * x) * x (decision 121): the
dialect's canonicalization turns them into multiplies, which is what ATen
computes for these exponents, so the emitted kernel's f32 squares and cubes
equal PyTorch's bit for bit; other exponents keep powf. Emulated on the CPU
(emulation.py); the GPU verifies the task with every candidate
(test_worker_gpu.py)."""
import numpy as np

from emulation import compile_task, emulate_task, matches, translated


def test_the_square_and_cube_are_multiplies(tmp_path):
    entry, _ = compile_task(tmp_path, "pow_square_cube", candidates=1)
    source, _ = translated(entry, 1)
    assert source.count("powf(") == 1, source  # the fourth power only
    assert "x0 * x0" in source, source


def test_the_square_and_cube_equal_torch_bit_for_bit(tmp_path):
    actual, expected = emulate_task(tmp_path, "pow_square_cube")
    for outputs in actual.values():
        for index in (0, 1):
            assert np.array_equal(outputs[index], expected[index]), (
                index, np.nanmax(np.abs(outputs[index] - expected[index])))
        assert matches(outputs[2], expected[2])
