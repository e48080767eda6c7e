# Synthesized by cuagent (bench.synth.compose), seed=70, scale=large.
# ops: conv_transpose2d -> loss:hinge -> activation:elu -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0)
        x = F.elu(x, alpha=0.5)
        x = torch.argmax(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 256)
    y1 = torch.randn(256, 32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
