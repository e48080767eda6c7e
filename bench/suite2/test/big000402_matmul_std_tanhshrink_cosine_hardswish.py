# Synthesized by cuagent (bench.synth.compose), seed=402, scale=large.
# ops: matmul -> reduce2:std -> activation2:tanhshrink -> distance:cosine -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.std(x, dim=1, keepdim=False)
        x = F.tanhshrink(x)
        x = F.cosine_similarity(x, y2, dim=1)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(4096, 1024)
    y2 = torch.randn(128, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
