# Synthesized by cuagent (bench.synth.compose), seed=415, scale=large.
# ops: conv_transpose3d -> reduce2:norm2 -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose3d_0(x)
        x = torch.linalg.vector_norm(x, ord=2, dim=2, keepdim=True)
        x = F.soft_margin_loss(x, torch.sign(y1), reduction="none")
        return x


def get_inputs():
    x = torch.randn(64, 32, 64, 48, 64)
    y1 = torch.randn(64, 128, 1, 49, 65)
    return [x, y1]


def get_init_inputs():
    return []
