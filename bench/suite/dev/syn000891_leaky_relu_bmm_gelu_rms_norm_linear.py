# Synthesized by cuagent (bench.synth.compose), seed=891, scale=h200.
# ops: activation:leaky_relu -> bmm -> activation:gelu -> rms_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_3 = nn.RMSNorm(1024)
        self.linear_4 = nn.Linear(1024, 4096, bias=False)

    def forward(self, x, y1):
        x = F.leaky_relu(x, negative_slope=0.01)
        x = torch.bmm(x, y1)
        x = F.gelu(x)
        x = self.rms_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
