# Synthesized by cuagent (bench.synth.compose), seed=22, scale=h200.
# ops: matmul -> activation:silu -> activation:mish -> softmax:log_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_4 = nn.BatchNorm1d(2048)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.silu(x)
        x = F.mish(x)
        x = torch.log_softmax(x, dim=1)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
