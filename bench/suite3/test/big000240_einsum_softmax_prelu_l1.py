# Synthesized by cuagent (bench.synth.compose), seed=240, scale=large.
# ops: einsum -> softmax:softmax -> activation2:prelu -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(4096, 2048) / 45.2548)
        self.activation2_2 = nn.PReLU(2048, init=0.1)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.softmax(x, dim=1)
        x = self.activation2_2(x)
        x = F.l1_loss(x, y1, reduction="none")
        return x


def get_inputs():
    x = torch.randn(128, 2048, 2048)
    y1 = torch.randn(128, 2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
