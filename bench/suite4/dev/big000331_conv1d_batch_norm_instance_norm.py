# Synthesized by cuagent (bench.synth.compose), seed=331, scale=large.
# ops: conv1d -> batch_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 128, kernel_size=3, stride=1, padding=0, bias=False)
        self.batch_norm_1 = nn.BatchNorm1d(128)
        self.instance_norm_2 = nn.InstanceNorm1d(128, affine=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.batch_norm_1(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
