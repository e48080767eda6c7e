# Synthesized by cuagent (bench.synth.compose), seed=283, scale=large.
# ops: max_pool3d -> activation:silu -> instance_norm -> loss:mse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool3d_0 = nn.MaxPool3d(kernel_size=3, stride=2)
        self.instance_norm_2 = nn.InstanceNorm3d(128, affine=True)

    def forward(self, x, y1):
        x = self.max_pool3d_0(x)
        x = F.silu(x)
        x = self.instance_norm_2(x)
        x = F.mse_loss(x, y1, reduction="none")
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 64, 64)
    y1 = torch.randn(64, 128, 31, 31, 31)
    return [x, y1]


def get_init_inputs():
    return []
