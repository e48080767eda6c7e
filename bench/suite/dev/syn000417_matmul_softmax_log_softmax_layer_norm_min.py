# Synthesized by cuagent (bench.synth.compose), seed=417, scale=h200.
# ops: matmul -> softmax:softmax -> softmax:log_softmax -> layer_norm -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.softmax(x, dim=-1)
        x = torch.log_softmax(x, dim=-1)
        x = self.layer_norm_3(x)
        x = torch.min(x, dim=1, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(1024, 8192)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
