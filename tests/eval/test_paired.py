import pytest

from edge_export.eval.paired import mcnemar_exact_p


@pytest.mark.parametrize(("lost", "gained", "p"), [
    (8, 1, 2 * (1 + 9) / 2**9),  # the shipped bundle's split on gold_fr
    (5, 2, 2 * (1 + 7 + 21) / 2**7),
    (1, 1, 1.0),  # an even split, capped at 1
    (3, 0, 2 / 2**3),
    (0, 0, 1.0),  # no question changed
])
def test_the_exact_two_sided_binomial_tail(lost, gained, p):
    assert mcnemar_exact_p(lost, gained) == pytest.approx(p)


def test_symmetric_and_smaller_the_more_uneven_the_split():
    assert mcnemar_exact_p(8, 1) == mcnemar_exact_p(1, 8)
    assert mcnemar_exact_p(9, 0) < mcnemar_exact_p(8, 1) < mcnemar_exact_p(7, 2) < mcnemar_exact_p(6, 3)


def test_negative_counts_are_refused():
    with pytest.raises(ValueError, match="lost -1"):
        mcnemar_exact_p(-1, 2)
