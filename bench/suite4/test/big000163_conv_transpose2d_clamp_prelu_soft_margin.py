# Synthesized by cuagent (bench.synth.compose), seed=163, scale=large.
# ops: conv_transpose2d -> clamp -> activation2:prelu -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=3, stride=1, padding=0, bias=True)
        self.activation2_2 = nn.PReLU(32, init=0.1)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.activation2_2(x)
        x = F.soft_margin_loss(x, torch.sign(y1), reduction="none")
        return x


def get_inputs():
    x = torch.randn(128, 128, 512, 256)
    y1 = torch.randn(128, 32, 514, 258)
    return [x, y1]


def get_init_inputs():
    return []
