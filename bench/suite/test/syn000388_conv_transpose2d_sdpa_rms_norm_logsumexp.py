# Synthesized by cuagent (bench.synth.compose), seed=388, scale=h200.
# ops: conv_transpose2d -> sdpa -> rms_norm -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(8, 32, kernel_size=4, stride=1, padding=0, bias=True)
        self.rms_norm_2 = nn.RMSNorm(67)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.rms_norm_2(x)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8, 512, 64)
    y1 = torch.randn(32, 32, 515, 67)
    y2 = torch.randn(32, 32, 515, 67)
    return [x, y1, y2]


def get_init_inputs():
    return []
