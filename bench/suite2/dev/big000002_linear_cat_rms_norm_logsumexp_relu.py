# Synthesized by cuagent (bench.synth.compose), seed=2, scale=large.
# ops: linear -> cat -> rms_norm -> reduce:logsumexp -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=True)
        self.rms_norm_2 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.cat([x, y1], dim=1)
        x = self.rms_norm_2(x)
        x = torch.logsumexp(x, dim=2, keepdim=False)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
