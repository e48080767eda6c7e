# Synthesized by cuagent (bench.synth.networks), kind=gru, seed=2.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(256, 512, num_layers=2, bidirectional=True)

    def forward(self, x):
        h0 = torch.zeros(4, x.size(1), 512, device=x.device, dtype=x.dtype)
        out, hn = self.rnn(x, h0)
        return hn


def get_inputs():
    x = torch.randn(128, 32, 256)
    return [x]


def get_init_inputs():
    return []
