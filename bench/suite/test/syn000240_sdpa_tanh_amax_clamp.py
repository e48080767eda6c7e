# Synthesized by cuagent (bench.synth.compose), seed=240, scale=h200.
# ops: sdpa -> activation:tanh -> reduce:amax -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.tanh(x)
        x = torch.amax(x, dim=3, keepdim=False)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 64)
    y1 = torch.randn(32, 256, 128, 64)
    y2 = torch.randn(32, 256, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
