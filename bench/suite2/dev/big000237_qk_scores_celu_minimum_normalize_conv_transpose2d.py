# Synthesized by cuagent (bench.synth.compose), seed=237, scale=large.
# ops: qk_scores -> activation2:celu -> binary:minimum -> distance:normalize -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_4 = nn.ConvTranspose2d(64, 128, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.celu(x, alpha=0.75)
        x = torch.minimum(x, y2)
        x = F.normalize(x + y3, dim=1)
        x = self.conv_transpose2d_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 128)
    y1 = torch.randn(128, 64, 128, 128)
    y2 = torch.randn(128, 64, 128, 128)
    y3 = torch.randn(128, 64, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
