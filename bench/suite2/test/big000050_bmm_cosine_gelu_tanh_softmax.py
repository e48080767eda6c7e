# Synthesized by cuagent (bench.synth.compose), seed=50, scale=large.
# ops: bmm -> distance:cosine -> activation2:gelu_tanh -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.cosine_similarity(x, y2, dim=1)
        x = F.gelu(x, approximate="tanh")
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 2048, 1024)
    y2 = torch.randn(64, 8192, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
