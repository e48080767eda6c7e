# Synthesized by cuagent (bench.synth.compose), seed=312, scale=large.
# ops: conv2d -> qk_scores -> layer_norm -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 128, kernel_size=5, stride=2, padding=2, bias=True)
        self.layer_norm_2 = nn.LayerNorm(64)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.layer_norm_2(x)
        x = F.l1_loss(x, y2, reduction="none")
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 128, 64, 256)
    y2 = torch.randn(32, 128, 64, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
