# Synthesized by cuagent (bench.synth.compose), seed=329, scale=large.
# ops: sdpa -> reduce2:norm2 -> scan:cumsum -> head_split_attention
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.head_split_attention_3 = nn.Linear(512, 1536)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.linalg.vector_norm(x, ord=2, dim=3, keepdim=False)
        x = torch.cumsum(x, dim=1)
        b_head_split_attention_3, t_head_split_attention_3, c_head_split_attention_3 = x.size()
        q_head_split_attention_3, k_head_split_attention_3, v_head_split_attention_3 = self.head_split_attention_3(x).split(c_head_split_attention_3, dim=2)
        q_head_split_attention_3 = q_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 2, c_head_split_attention_3 // 2).transpose(1, 2)
        k_head_split_attention_3 = k_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 2, c_head_split_attention_3 // 2).transpose(1, 2)
        v_head_split_attention_3 = v_head_split_attention_3.view(b_head_split_attention_3, t_head_split_attention_3, 2, c_head_split_attention_3 // 2).transpose(1, 2)
        s_head_split_attention_3 = torch.softmax((q_head_split_attention_3 @ k_head_split_attention_3.transpose(-2, -1)) * 0.062500, dim=-1)
        x = (s_head_split_attention_3 @ v_head_split_attention_3).transpose(1, 2).contiguous().view(b_head_split_attention_3, t_head_split_attention_3, c_head_split_attention_3)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 128)
    y1 = torch.randn(256, 64, 512, 128)
    y2 = torch.randn(256, 64, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
