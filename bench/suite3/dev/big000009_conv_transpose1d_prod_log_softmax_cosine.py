# Synthesized by cuagent (bench.synth.compose), seed=9, scale=large.
# ops: conv_transpose1d -> prod -> softmax:log_softmax -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = torch.log_softmax(x, dim=-1)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(128, 2049)
    return [x, y1]


def get_init_inputs():
    return []
