# Synthesized by cuagent (bench.synth.networks), kind=inception, seed=1.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.b1 = nn.Conv2d(64, 64, 1)
        self.b3 = nn.Sequential(nn.Conv2d(64, 16, 1), nn.ReLU(), nn.Conv2d(16, 32, 3, padding=1))
        self.b5 = nn.Sequential(nn.Conv2d(64, 8, 1), nn.ReLU(), nn.Conv2d(8, 32, 5, padding=2))
        self.bp = nn.Sequential(nn.MaxPool2d(3, stride=1, padding=1), nn.Conv2d(64, 64, 1))

    def forward(self, x):
        return F.relu(torch.cat([self.b1(x), self.b3(x), self.b5(x), self.bp(x)], 1))


def get_inputs():
    x = torch.randn(32, 64, 56, 56)
    return [x]


def get_init_inputs():
    return []
