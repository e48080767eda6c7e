# Synthesized by cuagent (bench.synth.compose), seed=125, scale=large.
# ops: conv2d -> softmax:softmax -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.softmax(x, dim=-1)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 32, 2048, 128)
    y1 = torch.randn(64, 128, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
