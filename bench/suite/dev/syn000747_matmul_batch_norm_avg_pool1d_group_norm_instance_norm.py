# Synthesized by cuagent (bench.synth.compose), seed=747, scale=h200.
# ops: matmul -> batch_norm -> avg_pool1d -> group_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(1024)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=3, stride=2)
        self.group_norm_3 = nn.GroupNorm(8, 1024)
        self.instance_norm_4 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = self.avg_pool1d_2(x)
        x = self.group_norm_3(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
