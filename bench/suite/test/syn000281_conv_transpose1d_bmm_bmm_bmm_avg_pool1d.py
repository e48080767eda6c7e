# Synthesized by cuagent (bench.synth.compose), seed=281, scale=h200.
# ops: conv_transpose1d -> bmm -> bmm -> bmm -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 512, kernel_size=2, stride=1, padding=0, bias=False)
        self.avg_pool1d_4 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3):
        x = self.conv_transpose1d_0(x)
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = torch.bmm(x, y3)
        x = self.avg_pool1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2049, 2048)
    y2 = torch.randn(32, 2048, 1024)
    y3 = torch.randn(32, 1024, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
