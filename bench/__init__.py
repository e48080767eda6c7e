"""cuagent benchmark harness and task-synthesis pipeline (KernelBench problem format)."""
