# Synthesized by cuagent (bench.synth.compose), seed=107, scale=large.
# ops: conv2d -> conv2d -> reduce:sum -> activation2:prelu -> head_split_attention
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.conv2d_1 = nn.Conv2d(32, 256, kernel_size=5, stride=1, padding=0, bias=False)
        self.activation2_3 = nn.PReLU(122, init=0.1)
        self.head_split_attention_4 = nn.Linear(250, 750)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.conv2d_1(x)
        x = torch.sum(x, dim=1, keepdim=False)
        x = self.activation2_3(x)
        b_head_split_attention_4, t_head_split_attention_4, c_head_split_attention_4 = x.size()
        q_head_split_attention_4, k_head_split_attention_4, v_head_split_attention_4 = self.head_split_attention_4(x).split(c_head_split_attention_4, dim=2)
        q_head_split_attention_4 = q_head_split_attention_4.view(b_head_split_attention_4, t_head_split_attention_4, 2, c_head_split_attention_4 // 2).transpose(1, 2)
        k_head_split_attention_4 = k_head_split_attention_4.view(b_head_split_attention_4, t_head_split_attention_4, 2, c_head_split_attention_4 // 2).transpose(1, 2)
        v_head_split_attention_4 = v_head_split_attention_4.view(b_head_split_attention_4, t_head_split_attention_4, 2, c_head_split_attention_4 // 2).transpose(1, 2)
        s_head_split_attention_4 = torch.softmax((q_head_split_attention_4 @ k_head_split_attention_4.transpose(-2, -1)) * 0.089443, dim=-1)
        x = (s_head_split_attention_4 @ v_head_split_attention_4).transpose(1, 2).contiguous().view(b_head_split_attention_4, t_head_split_attention_4, c_head_split_attention_4)
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 256)
    return [x]


def get_init_inputs():
    return []
