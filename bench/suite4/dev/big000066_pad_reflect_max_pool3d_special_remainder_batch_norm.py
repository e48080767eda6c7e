# Synthesized by cuagent (bench.synth.compose), seed=66, scale=large.
# ops: layout:pad_reflect -> max_pool3d -> special -> binary:remainder -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=2, stride=2)
        self.batch_norm_4 = nn.BatchNorm3d(256)

    def forward(self, x, y1):
        x = F.pad(x, (3, 3, 3, 3), mode="constant", value=0.5)
        x = self.max_pool3d_1(x)
        x = torch.logaddexp(x, -x)
        x = torch.remainder(x, 1.25) + y1
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 48, 64, 64)
    y1 = torch.randn(32, 256, 24, 35, 35)
    return [x, y1]


def get_init_inputs():
    return []
