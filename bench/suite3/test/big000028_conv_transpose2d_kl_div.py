# Synthesized by cuagent (bench.synth.compose), seed=28, scale=large.
# ops: conv_transpose2d -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 256)
    y1 = torch.randn(128, 32, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
