# Synthesized by cuagent (bench.synth.compose), seed=239, scale=h200.
# ops: rms_norm -> softmax:log_softmax -> layer_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(2048)
        self.layer_norm_2 = nn.LayerNorm(2048)

    def forward(self, x, y1):
        x = self.rms_norm_0(x)
        x = torch.log_softmax(x, dim=1)
        x = self.layer_norm_2(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
