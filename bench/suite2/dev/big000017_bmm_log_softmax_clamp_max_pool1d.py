# Synthesized by cuagent (bench.synth.compose), seed=17, scale=large.
# ops: bmm -> softmax:log_softmax -> clamp -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.log_softmax(x, dim=-1)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = self.max_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
