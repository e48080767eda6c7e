"""The committed suite: big enough, no task twice, dev and test disjoint."""
import hashlib
import os

SUITE = os.path.join(os.path.dirname(__file__), "..", "suite")


def _bodies(split):
    folder = os.path.join(SUITE, split)
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
