# Synthesized by cuagent (bench.synth.compose), seed=304, scale=large.
# ops: conv_transpose2d -> reduce2:var -> distance:pairwise -> reduce:sum -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=4, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.var(x, dim=1, keepdim=True)
        x = F.pairwise_distance(x, y1)
        x = torch.sum(x, dim=1, keepdim=False)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 128, 512)
    y1 = torch.randn(32, 1, 258, 1026)
    return [x, y1]


def get_init_inputs():
    return []
