# Synthesized by cuagent (bench.synth.compose), seed=654, scale=h200.
# ops: sdpa -> rms_norm -> activation:silu -> batch_norm -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(128)
        self.batch_norm_3 = nn.BatchNorm2d(16)
        self.max_pool2d_4 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.rms_norm_1(x)
        x = F.silu(x)
        x = self.batch_norm_3(x)
        x = self.max_pool2d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 128)
    y1 = torch.randn(32, 16, 512, 128)
    y2 = torch.randn(32, 16, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
