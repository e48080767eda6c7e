# Synthesized by cuagent (bench.synth.compose), seed=349, scale=large.
# ops: conv2d -> reduce2:amin -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 256, kernel_size=5, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.amin(x, dim=3, keepdim=False)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 128)
    y1 = torch.randn(64, 256, 1020)
    return [x, y1]


def get_init_inputs():
    return []
