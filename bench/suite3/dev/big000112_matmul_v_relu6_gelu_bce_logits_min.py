# Synthesized by cuagent (bench.synth.compose), seed=112, scale=large.
# ops: matmul_v -> activation2:relu6 -> activation:gelu -> loss:bce_logits -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.relu6(x)
        x = F.gelu(x)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y2), reduction="none")
        x = torch.min(x, dim=2, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 512)
    y1 = torch.randn(64, 64, 512, 128)
    y2 = torch.randn(64, 64, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
