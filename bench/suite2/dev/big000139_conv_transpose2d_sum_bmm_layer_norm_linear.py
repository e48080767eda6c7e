# Synthesized by cuagent (bench.synth.compose), seed=139, scale=large.
# ops: conv_transpose2d -> reduce:sum -> bmm -> layer_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=False)
        self.layer_norm_3 = nn.LayerNorm(1024)
        self.linear_4 = nn.Linear(1024, 4096, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.sum(x, dim=2, keepdim=False)
        x = torch.bmm(x, y1)
        x = self.layer_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 64)
    y1 = torch.randn(64, 67, 1024)
    return [x, y1]


def get_init_inputs():
    return []
