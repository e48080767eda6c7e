# Synthesized by cuagent (bench.synth.compose), seed=246, scale=large.
# ops: conv3d -> softmax:log_softmax -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 32, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(64, 128, 32, 64, 64)
    y1 = torch.randn(64, 32, 32, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
