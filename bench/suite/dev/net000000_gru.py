# Synthesized by cuagent (bench.synth.networks), kind=gru, seed=0.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(64, 256, num_layers=3, bidirectional=False)

    def forward(self, x):
        h0 = torch.zeros(3, x.size(1), 256, device=x.device, dtype=x.dtype)
        out, hn = self.rnn(x, h0)
        return hn


def get_inputs():
    x = torch.randn(512, 32, 64)
    return [x]


def get_init_inputs():
    return []
