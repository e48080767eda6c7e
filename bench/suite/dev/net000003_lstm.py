# Synthesized by cuagent (bench.synth.networks), kind=lstm, seed=3.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(128, 512, num_layers=4, batch_first=True)
        self.head = nn.Linear(512, 256)

    def forward(self, x):
        h0 = torch.zeros(4, x.size(0), 512, device=x.device, dtype=x.dtype)
        c0 = torch.zeros(4, x.size(0), 512, device=x.device, dtype=x.dtype)
        out, (hn, cn) = self.rnn(x, (h0, c0))
        return torch.tanh(self.head(out[:, -1, :])) + cn[-1][:, : 256]


def get_inputs():
    x = torch.randn(32, 128, 128)
    return [x]


def get_init_inputs():
    return []
