# Synthesized by cuagent (bench.synth.compose), seed=284, scale=large.
# ops: conv1d -> quantize -> activation:relu -> matmul -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 128, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.div(x, 0.05, rounding_mode="floor") * 0.05
        x = torch.relu(x)
        x = torch.matmul(x, y1)
        x = torch.argmax(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
