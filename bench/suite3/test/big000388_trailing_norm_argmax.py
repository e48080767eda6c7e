# Synthesized by cuagent (bench.synth.compose), seed=388, scale=large.
# ops: trailing_norm -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.argmax(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
