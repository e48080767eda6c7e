"""The committed suite: big enough, no task twice, dev and test disjoint."""
import hashlib
import os

SUITE = os.path.join(os.path.dirname(__file__), "..", "suite")
SUITE2 = os.path.join(os.path.dirname(__file__), "..", "suite2")
SUITE3 = os.path.join(os.path.dirname(__file__), "..", "suite3")
SUITE4 = os.path.join(os.path.dirname(__file__), "..", "suite4")


def _bodies(split, suite=SUITE):
    folder = os.path.join(suite, split)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name)) as f:
                # The header comment names the seed; the code is what counts.
                body = "".join(line for line in f if not line.startswith("#"))
            yield name, hashlib.sha256(body.encode()).hexdigest()


def test_suite_has_500_tasks_and_no_duplicates():
    dev = dict(_bodies("dev"))
    test = dict(_bodies("test"))
    assert len(dev) + len(test) >= 500
    assert len(test) >= 100
    digests = list(dev.values()) + list(test.values())
    assert len(set(digests)) == len(digests), "a task appears twice in the suite"
    assert not set(dev) & set(test), "a task name is in both splits"


def test_suite_v2_has_no_duplicates_and_real_sizes():
    """Suite v2: disjoint splits, no task twice, none repeating a v1 task, and every task's
    largest tensor 4-8 GiB of float32 (the manifest's max_numel_h200)."""
    import json

    dev = dict(_bodies("dev", SUITE2))
    test = dict(_bodies("test", SUITE2))
    assert len(dev) + len(test) >= 300 and len(test) >= 80
    digests = list(dev.values()) + list(test.values())
    assert len(set(digests)) == len(digests)
    v1 = set(dict(_bodies("dev")).values()) | set(dict(_bodies("test")).values())
    assert not v1 & set(digests)
    with open(os.path.join(SUITE2, "manifest.json")) as f:
        manifest = json.load(f)
    assert {e["name"] + ".py" for e in manifest["tasks"]} == set(dev) | set(test)
    for entry in manifest["tasks"]:
        assert 2 ** 30 <= entry["max_numel_h200"] <= 2 ** 31, entry["name"]


def _check_later_suite(folder, earlier_suites):
    """A suite built after suite v1: disjoint splits, no task twice, none repeating a task of
    `earlier_suites` (None: suite v1), every task's largest tensor 4-8 GiB, and the files the
    manifest lists."""
    import json

    dev = dict(_bodies("dev", folder))
    test = dict(_bodies("test", folder))
    assert len(dev) + len(test) >= 300 and len(test) >= 80
    digests = list(dev.values()) + list(test.values())
    assert len(set(digests)) == len(digests)
    earlier = set()
    for suite in earlier_suites:
        for split in ("dev", "test"):
            earlier |= set(dict(_bodies(split, suite) if suite else _bodies(split)).values())
    assert not earlier & set(digests)
    with open(os.path.join(folder, "manifest.json")) as f:
        manifest = json.load(f)
    assert {e["name"] + ".py" for e in manifest["tasks"]} == set(dev) | set(test)
    for entry in manifest["tasks"]:
        assert 2 ** 30 <= entry["max_numel_h200"] <= 2 ** 31, entry["name"]


def test_suite_v3_has_no_duplicates_and_repeats_no_earlier_task():
    _check_later_suite(SUITE3, (None, SUITE2))


def test_suite_v4_has_no_duplicates_and_repeats_no_earlier_task():
    _check_later_suite(SUITE4, (None, SUITE2, SUITE3))
