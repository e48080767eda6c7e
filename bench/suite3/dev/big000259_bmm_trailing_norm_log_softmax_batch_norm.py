# Synthesized by cuagent (bench.synth.compose), seed=259, scale=large.
# ops: bmm -> trailing_norm -> softmax:log_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_3 = nn.BatchNorm1d(8192)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.log_softmax(x, dim=-1)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    y1 = torch.randn(64, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
