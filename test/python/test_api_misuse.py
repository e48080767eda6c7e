"""Issue 14, row "Python API": every misuse gets an actionable error (or a
documented default) instead of an INTERNAL ASSERT, a bare TypeError or a
silent fallback to ~/.cache/cuagent."""
import pytest
import torch

from models import Chain, scripted


@pytest.fixture
def model():
    return scripted(Chain())


def inputs():
    return [torch.randn(4, 8), torch.randn(4, 8)]


def test_no_example_inputs_names_the_signature(cuagent, model, tmp_path):
    with pytest.raises(RuntimeError, match=r"forward\(x: Tensor, y: Tensor\) needs a value for "
                                           r"'x' .* but only 0 example input"):
        cuagent.optimize(model, [], cache_dir=str(tmp_path))


def test_too_few_example_inputs(cuagent, model, tmp_path):
    with pytest.raises(RuntimeError, match="needs a value for 'y' .*one example value per"):
        cuagent.optimize(model, [torch.randn(4, 8)], cache_dir=str(tmp_path))


def test_too_many_example_inputs(cuagent, model, tmp_path):
    with pytest.raises(RuntimeError, match=r"takes 2 argument\(s\) but 3 example input"):
        cuagent.optimize(model, inputs() + [torch.randn(1)], cache_dir=str(tmp_path))


def test_none_example_inputs(cuagent, model, tmp_path):
    with pytest.raises(TypeError, match="example_inputs must be a list or tuple of forward's "
                                        "arguments .* got NoneType"):
        cuagent.optimize(model, None, cache_dir=str(tmp_path))


def test_none_module(cuagent):
    with pytest.raises(TypeError, match="ScriptModule or an nn.Module, got NoneType"):
        cuagent.optimize(None, inputs())


def test_wrong_example_input_type_is_the_callers_error(cuagent, model, tmp_path):
    # The model itself cannot run on these: an error, not a silent fallback.
    with pytest.raises(RuntimeError, match="raised on the example inputs|Expected a value of type"):
        cuagent.optimize(model, ["not a tensor", torch.randn(4, 8)], cache_dir=str(tmp_path))


@pytest.mark.parametrize("value", [5, "aten::gelu", [3]])
def test_deny_list_must_be_a_list_of_names(cuagent, model, tmp_path, value):
    with pytest.raises(TypeError, match="deny_list"):
        cuagent.optimize(model, inputs(), deny_list=value, cache_dir=str(tmp_path))


def test_deny_list_accepts_any_iterable(cuagent, model, tmp_path):
    report = cuagent.partition(model, inputs(), deny_list={"aten::relu"})
    assert any(f["reason"] == "DenyListed" for f in report["fallbacks"])


@pytest.mark.parametrize("name", ["cache_dir", "task_dir", "worker_path"])
def test_empty_paths_are_rejected(cuagent, model, name):
    with pytest.raises(ValueError, match="%s must not be empty; pass None" % name):
        cuagent.optimize(model, inputs(), **{name: ""})


def test_empty_cache_dir_is_rejected_by_the_cpp_api_too(cuagent, model, tmp_path):
    src = tmp_path / "m.pt"
    torch.jit.save(model, str(src))
    with pytest.raises(RuntimeError, match="option 'cache_dir' must be a non-empty directory"):
        torch.ops.cuagent.optimize_file(str(src), str(tmp_path / "o.pt"), inputs(),
                                        '{"cache_dir": ""}')


@pytest.mark.parametrize("name,value,error", [
    ("min_group_size", 0, ValueError), ("min_group_size", True, ValueError),
    ("min_group_size", "2", ValueError), ("worker_timeout_s", -1, ValueError),
    ("worker_timeout_s", float("nan"), ValueError), ("candidate_timeout_s", 0, ValueError),
    ("strict", "yes", TypeError), ("verbose", 1, TypeError), ("policy", "", TypeError),
    ("cache_dir", 5, TypeError)])
def test_option_values_are_checked(cuagent, model, name, value, error):
    with pytest.raises(error, match=name):
        cuagent.optimize(model, inputs(), **{name: value})


def test_path_like_options_are_accepted(cuagent, model, tmp_path):
    cuagent.optimize(model, inputs(), cache_dir=tmp_path / "cache", worker_path="/bin/false")
    assert cuagent.last_report()["cache_dir"] == str(tmp_path / "cache")


@pytest.mark.parametrize("kind,text", [("std", "std::runtime_error"), ("c10", "c10::Error"),
                                       ("json", "parse error"), ("int", "unknown C\\+\\+")])
def test_every_exception_kind_reaches_python_as_runtime_error(cuagent, kind, text):
    # In a subprocess: an exception that crashed the process (decision 30)
    # must fail this test, not end the test run.
    code = ("import torch, re, sys\n"
            "torch.ops.load_library(sys.argv[1])\n"
            "try:\n"
            "    torch.ops.cuagent._raise_for_test(sys.argv[2])\n"
            "except RuntimeError as error:\n"
            "    assert re.search(sys.argv[3], str(error)), str(error)\n"
            "    print('raised')\n")
    import os
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", code, os.environ["CUAGENT_LIB"], kind, text],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "raised", (done.returncode,
                                                                      done.stderr[-2000:])
