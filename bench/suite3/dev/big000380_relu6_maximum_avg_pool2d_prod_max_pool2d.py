# Synthesized by cuagent (bench.synth.compose), seed=380, scale=large.
# ops: activation2:relu6 -> binary:maximum -> avg_pool2d -> prod -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.max_pool2d_4 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = F.relu6(x)
        x = torch.maximum(x, y1)
        x = self.avg_pool2d_2(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=True)
        x = self.max_pool2d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 512, 128)
    y1 = torch.randn(64, 256, 512, 128)
    return [x, y1]


def get_init_inputs():
    return []
