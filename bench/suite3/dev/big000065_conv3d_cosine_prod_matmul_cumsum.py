# Synthesized by cuagent (bench.synth.compose), seed=65, scale=large.
# ops: conv3d -> distance:cosine -> prod -> matmul -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 64, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=False)
        x = torch.matmul(x, y2)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(32, 128, 48, 96, 96)
    y1 = torch.randn(32, 64, 48, 96, 96)
    y2 = torch.randn(96, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
