# cuagent ops27: upper-triangular scores, a GEMM with triu and a scale as its epilogue.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, a, b):
        return torch.triu(torch.matmul(a, b)) * 0.125


def get_inputs():
    return [torch.randn(8, 2048, 1024), torch.randn(8, 1024, 2048)]


def get_init_inputs():
    return []
