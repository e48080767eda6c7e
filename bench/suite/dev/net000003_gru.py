# Synthesized by cuagent (bench.synth.networks), kind=gru, seed=3.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(128, 128, num_layers=6, bidirectional=True)

    def forward(self, x):
        h0 = torch.zeros(12, x.size(1), 128, device=x.device, dtype=x.dtype)
        out, hn = self.rnn(x, h0)
        return hn


def get_inputs():
    x = torch.randn(256, 8, 128)
    return [x]


def get_init_inputs():
    return []
