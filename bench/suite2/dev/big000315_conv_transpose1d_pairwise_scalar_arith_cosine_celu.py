# Synthesized by cuagent (bench.synth.compose), seed=315, scale=large.
# ops: conv_transpose1d -> distance:pairwise -> scalar_arith -> distance:cosine -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 256, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = F.pairwise_distance(x, y1)
        x = x - 1.0
        x = F.cosine_similarity(x, y2, dim=1)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(64, 256, 32768)
    y1 = torch.randn(64, 256, 65537)
    y2 = torch.randn(64, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
