# Synthesized by cuagent (bench.synth.compose), seed=168, scale=large.
# ops: conv2d -> clamp -> softmax:log_softmax -> resample:pixel_unshuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = torch.log_softmax(x, dim=1)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    return [x]


def get_init_inputs():
    return []
