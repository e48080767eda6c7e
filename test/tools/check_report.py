"""Prints one line per candidate of a cache entry's report: id, compiled."""
import json
import os
import sys

cache = sys.argv[1]
for root, _, files in os.walk(cache):
    if "report.json" in files and "/v1/.tmp" not in root:
        with open(os.path.join(root, "report.json")) as f:
            report = json.load(f)
        for candidate in report["candidates"]:
            print(candidate["id"], "compiled" if candidate["compiled"] else "NOT COMPILED: " + candidate["reason"])
