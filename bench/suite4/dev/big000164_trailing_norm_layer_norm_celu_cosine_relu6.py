# Synthesized by cuagent (bench.synth.compose), seed=164, scale=large.
# ops: trailing_norm -> layer_norm -> activation2:celu -> distance:cosine -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(4096)

    def forward(self, x, y1):
        x = F.layer_norm(x, x.shape[-2:])
        x = self.layer_norm_1(x)
        x = F.celu(x, alpha=0.75)
        x = F.cosine_similarity(x, y1, dim=1)
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
