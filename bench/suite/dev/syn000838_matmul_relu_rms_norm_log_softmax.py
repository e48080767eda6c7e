# Synthesized by cuagent (bench.synth.compose), seed=838, scale=h200.
# ops: matmul -> activation:relu -> rms_norm -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.relu(x)
        x = self.rms_norm_2(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
