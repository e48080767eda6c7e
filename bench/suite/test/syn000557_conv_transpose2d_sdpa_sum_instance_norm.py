# Synthesized by cuagent (bench.synth.compose), seed=557, scale=h200.
# ops: conv_transpose2d -> sdpa -> reduce:sum -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.instance_norm_3 = nn.InstanceNorm1d(32, affine=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.sum(x, dim=3, keepdim=False)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 128)
    y1 = torch.randn(16, 32, 1025, 129)
    y2 = torch.randn(16, 32, 1025, 129)
    return [x, y1, y2]


def get_init_inputs():
    return []
