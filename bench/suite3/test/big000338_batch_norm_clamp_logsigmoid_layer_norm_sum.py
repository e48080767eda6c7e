# Synthesized by cuagent (bench.synth.compose), seed=338, scale=large.
# ops: batch_norm -> clamp -> activation2:logsigmoid -> layer_norm -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(64)
        self.layer_norm_3 = nn.LayerNorm(131072)

    def forward(self, x):
        x = self.batch_norm_0(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = F.logsigmoid(x)
        x = self.layer_norm_3(x)
        x = torch.sum(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 64, 131072)
    return [x]


def get_init_inputs():
    return []
