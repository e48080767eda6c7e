# Synthesized by cuagent (bench.synth.compose), seed=300, scale=large.
# ops: conv2d -> resample:nearest -> tensor_arith:sub_input -> reduce:mean -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 128, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.interpolate(x, scale_factor=2.0, mode="nearest")
        x = x - y1
        x = torch.mean(x, dim=1, keepdim=False)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 128)
    y1 = torch.randn(128, 128, 254, 126)
    return [x, y1]


def get_init_inputs():
    return []
