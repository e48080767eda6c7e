# Synthesized by cuagent (bench.synth.compose), seed=303, scale=large.
# ops: conv3d -> cat -> distance:cosine -> reduce:min -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 32, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = F.cosine_similarity(x, y2, dim=1)
        x = torch.min(x, dim=2, keepdim=True)[0]
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 32, 96, 48)
    y1 = torch.randn(64, 16, 16, 48, 24)
    y2 = torch.randn(64, 48, 16, 48, 24)
    return [x, y1, y2]


def get_init_inputs():
    return []
