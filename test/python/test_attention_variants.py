"""tools/bench/attention_variants.py on the CPU: every default variant of
the attention template (the policy's shapes, their two-chain and cp.async
forms) is
emitted for a heads-of-128 causal task with odd sizes and compiles with
NVRTC, so that on the GPU each can only be slow or wrong, not broken."""
import json
import subprocess
import sys

from conftest import REPO, real_worker


def test_every_default_variant_compiles(tmp_path):
    assert real_worker(), "build cuagent-compile first"
    out = tmp_path / "variants.json"
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "bench" / "attention_variants.py"),
                           "--shape", "2,2,100,72,128", "--causal", "--dry-run", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(out.read_text())
    assert len(row["variants"]) == 20
    for name, outcome in row["variants"].items():
        assert outcome["compiled"], (name, outcome["reason"])
        assert outcome["median_ms"] is None  # nothing is timed without a GPU


def test_fp32_variants_are_three_tf32_products(tmp_path):
    out = tmp_path / "variants.json"
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "bench" / "attention_variants.py"),
                           "--shape", "1,2,64,40,64", "--precision", "fp32", "--dry-run",
                           "--variant", "ac-qs=--block 256 --attention-async-copy "
                           "--attention-query-shared", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(out.read_text())
    assert row["task"].endswith("_fp32")
    assert row["variants"]["ac-qs"]["compiled"], row["variants"]["ac-qs"]["reason"]


def test_a_bad_variant_says_which():
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "bench" / "attention_variants.py"),
                           "--shape", "1,1,8,8,8", "--dry-run", "--variant", "nameless"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "a variant is NAME=FLAGS" in proc.stderr
