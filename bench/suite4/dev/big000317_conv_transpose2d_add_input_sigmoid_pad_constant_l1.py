# Synthesized by cuagent (bench.synth.compose), seed=317, scale=large.
# ops: conv_transpose2d -> tensor_arith:add_input -> activation:sigmoid -> layout:pad_constant -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=4, stride=2, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = x + y1
        x = torch.sigmoid(x)
        x = F.pad(x, (2, 2, 2, 2), mode="constant", value=0.5)
        x = F.l1_loss(x, y2, reduction="mean")
        return x


def get_inputs():
    x = torch.randn(64, 32, 256, 512)
    y1 = torch.randn(64, 32, 514, 1026)
    y2 = torch.randn(64, 32, 518, 1030)
    return [x, y1, y2]


def get_init_inputs():
    return []
