# Synthesized by cuagent (bench.synth.compose), seed=58, scale=large.
# ops: conv_transpose1d -> distance:cosine -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 128, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = F.pairwise_distance(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 128, 4097)
    y2 = torch.randn(64, 4097)
    return [x, y1, y2]


def get_init_inputs():
    return []
