# Synthesized by cuagent (bench.synth.compose), seed=198, scale=h200.
# ops: qk_scores -> reduce:min -> avg_pool1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(128, 64, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = self.avg_pool1d_2(x)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 256, 256)
    y1 = torch.randn(32, 128, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
