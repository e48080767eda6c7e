

def test_family_of_names_the_first_matching_family():
    from bench.report import family_of
    assert family_of("syn000089_sdpa_sigmoid_rms_norm") == "attention"
    assert family_of("syn000023_softmax_conv1d_group_norm") == "convolution"
    assert family_of("syn000069_qk_scores_qk_scores_group_norm") == "gemm"
    assert family_of("syn000291_group_norm_avg_pool1d") == "norm"
    assert family_of("syn000010_tanh_clamp") == "elementwise/other"
