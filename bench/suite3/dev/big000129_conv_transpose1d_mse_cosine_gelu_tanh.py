# Synthesized by cuagent (bench.synth.compose), seed=129, scale=large.
# ops: conv_transpose1d -> loss:mse -> distance:cosine -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 32, kernel_size=4, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = F.mse_loss(x, y1, reduction="none")
        x = F.cosine_similarity(x, y2, dim=1)
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 32, 4097)
    y2 = torch.randn(64, 32, 4097)
    return [x, y1, y2]


def get_init_inputs():
    return []
