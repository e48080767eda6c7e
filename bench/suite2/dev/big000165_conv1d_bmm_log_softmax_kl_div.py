# Synthesized by cuagent (bench.synth.compose), seed=165, scale=large.
# ops: conv1d -> bmm -> softmax:log_softmax -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv1d_0(x)
        x = torch.bmm(x, y1)
        x = torch.log_softmax(x, dim=-1)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 2048, 2048)
    y2 = torch.randn(64, 64, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
