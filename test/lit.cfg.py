# -*- Python -*-
# lit configuration for the cuagent tools. Loaded from the build tree's
# lit.site.cfg.py, which supplies the tool locations.

import os
import re
import sys

import lit.formats

config.name = "cuagent"
# The internal shell behaves the same on every host; tests use only
# RUN-line pipelines, FileCheck and `not`.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Inputs", "CMakeLists.txt", "check_report.py", "make_task.py", "mutate_task.py"]
config.test_source_root = os.path.dirname(__file__)

if not getattr(config, "cuagent_bin_dir", None):
    # Run straight from the source tree, e.g. to pick single files:
    #   lit -Dbuild_dir=build test/Dialect/ops.mlir
    build_dir = lit_config.params.get("build_dir") or os.environ.get("CUAGENT_BUILD_DIR")
    if not build_dir:
        lit_config.fatal(
            "no build tree: run lit on the build tree's test directory "
            "(`lit build/test`), or pass -Dbuild_dir=<build> (or set "
            "CUAGENT_BUILD_DIR)"
        )
    build_dir = os.path.abspath(build_dir)
    config.cuagent_bin_dir = os.path.join(build_dir, "bin")
    config.cuagent_test_exec_root = os.path.join(build_dir, "test")
# Keeps Output/ directories out of the source tree.
config.test_exec_root = config.cuagent_test_exec_root

llvm_tools_dir = getattr(config, "llvm_tools_dir", "") or "/usr/lib/llvm-19/bin"
python = getattr(config, "python_executable", "") or sys.executable

# Tools resolve through PATH too, for anything a test spawns indirectly.
config.environment["PATH"] = os.pathsep.join(
    [config.cuagent_bin_dir, llvm_tools_dir, config.environment.get("PATH", "")]
)


def tool_pattern(name):
    # The same word boundaries as lit.llvm.subst.ToolSubst, so that file
    # names such as `cuagent-opt.mlir` or `-cuagent-opt-flag` are left alone.
    return r"(?<![.\-^/\\<])\b" + re.escape(name) + r"\b(?![-.])"


# Tools that a test may name before they are built still get a full path,
# so a missing one fails with "no such file" rather than running something
# else found on PATH.
tools = {
    "cuagent-opt": config.cuagent_bin_dir,
    "cuagent-translate": config.cuagent_bin_dir,
    "cuagent-compile": config.cuagent_bin_dir,
    "FileCheck": llvm_tools_dir,
    "not": llvm_tools_dir,
}
config.substitutions.append(("%python", python))
for name, directory in tools.items():
    config.substitutions.append((tool_pattern(name), os.path.join(directory, name)))
