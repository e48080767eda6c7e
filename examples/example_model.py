"""The example model of the README: a small MLP block whose elementwise and
row-wise pieces cuagent captures, while the matrix products stay stock."""
import torch


class ExampleBlock(torch.nn.Module):
    def __init__(self, width=1024):
        super().__init__()
        self.up = torch.nn.Linear(width, 4 * width)
        self.down = torch.nn.Linear(4 * width, width)

    def forward(self, x):
        h = self.up(x)
        # group: gelu -> mul -> add
        h = torch.nn.functional.gelu(h) * 0.5 + 0.1
        s = self.down(h)
        # group: mul -> softmax (attention-style scaled softmax)
        p = torch.softmax(s * 0.125, dim=-1)
        # group: add -> relu -> sum -> sigmoid -> exp -> mul (a residual gate)
        gate = torch.sigmoid(torch.relu(p + x).sum(dim=-1, keepdim=True))
        return torch.exp(gate) * p


def example_inputs(device, batch=4096, width=1024):
    return [torch.randn(batch, width, device=device)]
