# Synthesized by cuagent (bench.synth.compose), seed=330, scale=large.
# ops: qk_scores -> activation2:selu -> distance:cosine -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.selu(x)
        x = F.cosine_similarity(x, y2, dim=1)
        x = self.avg_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 512)
    y1 = torch.randn(128, 32, 512, 512)
    y2 = torch.randn(128, 32, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
