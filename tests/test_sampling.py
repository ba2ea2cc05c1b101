from edge_export.sampling import evenly_spaced


def test_evenly_spaced_takes_a_fixed_stride_from_the_start_and_all_of_a_short_list():
    assert evenly_spaced([0, 1, 2], 8) == [0, 1, 2]
    assert evenly_spaced(list(range(100)), 4) == [0, 25, 50, 75]
    picks = evenly_spaced(list(range(2319)), 128)  # the FR corpus's chunks, GPTQ's windows
    assert len(picks) == 128 and picks[:3] == [0, 18, 36] and evenly_spaced(list(range(2319)), 128) == picks
