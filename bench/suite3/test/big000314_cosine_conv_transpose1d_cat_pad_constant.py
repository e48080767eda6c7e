# Synthesized by cuagent (bench.synth.compose), seed=314, scale=large.
# ops: distance:cosine -> conv_transpose1d -> cat -> layout:pad_constant
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(512, 32, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = F.cosine_similarity(x, y1, dim=1)
        x = self.conv_transpose1d_1(x)
        x = torch.cat([x, y2], dim=1)
        x = F.pad(x, (3, 3, 3, 3), mode="constant", value=0.5)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 512)
    y1 = torch.randn(256, 32, 512, 512)
    y2 = torch.randn(256, 16, 515)
    return [x, y1, y2]


def get_init_inputs():
    return []
