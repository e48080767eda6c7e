# Synthesized by cuagent (bench.synth.compose), seed=296, scale=large.
# ops: einsum -> softmax:log_softmax -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 128) / 11.3137)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.log_softmax(x, dim=-1)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 256)
    y1 = torch.randn(64, 128, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
