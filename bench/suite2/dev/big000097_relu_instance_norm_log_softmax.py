# Synthesized by cuagent (bench.synth.compose), seed=97, scale=large.
# ops: activation:relu -> instance_norm -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm1d(2048, affine=True)

    def forward(self, x):
        x = torch.relu(x)
        x = self.instance_norm_1(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
