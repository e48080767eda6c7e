# Synthesized by cuagent (bench.synth.compose), seed=126, scale=large.
# ops: bmm -> loss:l1 -> activation:sigmoid -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_3 = nn.ConvTranspose1d(2048, 32, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.l1_loss(x, y2, reduction="none")
        x = torch.sigmoid(x)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 4096)
    y1 = torch.randn(64, 4096, 4096)
    y2 = torch.randn(64, 2048, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
