# Synthesized by cuagent (bench.synth.compose), seed=223, scale=large.
# ops: conv3d -> softmax:log_softmax -> layout:pad_reflect -> loss:smooth_l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = F.pad(x, (2, 2, 2, 2), mode="constant", value=0.5)
        x = F.smooth_l1_loss(x, y1, reduction="none", beta=0.5)
        return x


def get_inputs():
    x = torch.randn(128, 32, 96, 48, 64)
    y1 = torch.randn(128, 32, 96, 52, 68)
    return [x, y1]


def get_init_inputs():
    return []
