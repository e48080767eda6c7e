"""Issue 14, row "files left in /tmp": optimize, partition and the worker
(including its failure paths) leave nothing in TMPDIR."""
import os
import subprocess
import sys
import textwrap

from conftest import REPO, real_worker


def test_nothing_is_left_in_tmpdir(cuagent, tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    worker = real_worker() or "/bin/false"
    script = tmp_path / "run.py"
    script.write_text(textwrap.dedent("""
        import sys, torch
        sys.path.insert(0, %r)
        sys.path.insert(0, %r)
        import cuagent
        from models import Chain, Softmax, scripted
        x, y = torch.randn(4, 8), torch.randn(4, 8)
        cache = sys.argv[1]
        for worker in (%r, "/bin/false"):
            cuagent.optimize(scripted(Chain()), [x, y], worker_path=worker, cache_dir=cache)
        # A zero-size input: its group fails the worker's pass pipeline.
        cuagent.optimize(scripted(Softmax()), [torch.randn(0, 8)], worker_path=%r,
                         cache_dir=cache)
        cuagent.partition(scripted(Chain()), [x, y])
        try:
            cuagent.optimize(scripted(Chain()), [], cache_dir=cache)
        except RuntimeError:
            pass
    """ % (str(REPO / "python"), str(REPO / "test" / "python"), str(worker), str(worker))))
    env = dict(os.environ, TMPDIR=str(tmp))
    result = subprocess.run([sys.executable, str(script), str(tmp_path / "cache")],
                            capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    left = sorted(os.listdir(tmp))
    assert left == [], "left in TMPDIR: %s" % left
