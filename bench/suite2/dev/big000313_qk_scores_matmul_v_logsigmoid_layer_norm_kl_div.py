# Synthesized by cuagent (bench.synth.compose), seed=313, scale=large.
# ops: qk_scores -> matmul_v -> activation2:logsigmoid -> layer_norm -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(64)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.matmul(x, y2)
        x = F.logsigmoid(x)
        x = self.layer_norm_3(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 256)
    y1 = torch.randn(128, 512, 128, 256)
    y2 = torch.randn(128, 512, 128, 64)
    y3 = torch.randn(128, 512, 128, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
