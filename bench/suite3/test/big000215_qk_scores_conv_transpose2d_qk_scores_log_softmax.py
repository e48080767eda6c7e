# Synthesized by cuagent (bench.synth.compose), seed=215, scale=large.
# ops: qk_scores -> conv_transpose2d -> qk_scores -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_1 = nn.ConvTranspose2d(64, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.conv_transpose2d_1(x)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0884
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 256)
    y1 = torch.randn(128, 64, 128, 256)
    y2 = torch.randn(128, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
