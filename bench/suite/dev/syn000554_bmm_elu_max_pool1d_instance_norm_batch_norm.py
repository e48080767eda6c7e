# Synthesized by cuagent (bench.synth.compose), seed=554, scale=h200.
# ops: bmm -> activation:elu -> max_pool1d -> instance_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.instance_norm_3 = nn.InstanceNorm1d(1024, affine=True)
        self.batch_norm_4 = nn.BatchNorm1d(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.elu(x, alpha=0.5)
        x = self.max_pool1d_2(x)
        x = self.instance_norm_3(x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(32, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
