# Synthesized by cuagent (bench.synth.compose), seed=207, scale=large.
# ops: bmm -> avg_pool1d -> tensor_arith:sub_input -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3):
        x = torch.bmm(x, y1)
        x = self.avg_pool1d_1(x)
        x = x - y2
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 2048, 4096)
    y1 = torch.randn(64, 4096, 4096)
    y2 = torch.randn(64, 2048, 2048)
    y3 = torch.randn(64, 2048, 2048)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
