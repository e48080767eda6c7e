# Synthesized by cuagent (bench.synth.compose), seed=130, scale=large.
# ops: avg_pool2d -> inplace_residual -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_0 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.inplace_residual_1 = nn.ReLU(inplace=True)

    def forward(self, x, y1):
        x = self.avg_pool2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 2.0)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = F.soft_margin_loss(x, torch.sign(y1), reduction="sum")
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 512)
    y1 = torch.randn(128, 128, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
