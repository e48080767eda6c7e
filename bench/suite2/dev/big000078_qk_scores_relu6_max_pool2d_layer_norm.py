# Synthesized by cuagent (bench.synth.compose), seed=78, scale=large.
# ops: qk_scores -> activation2:relu6 -> max_pool2d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.layer_norm_3 = nn.LayerNorm(128)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.relu6(x)
        x = self.max_pool2d_2(x)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    y1 = torch.randn(64, 256, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
