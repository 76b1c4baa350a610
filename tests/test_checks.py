"""The independent checker itself catches each kind of bad layout."""

from checks import layout_problems


def test_checker_accepts_a_valid_maximal_layout():
    # 3x3 with the centre... no: corners shaded leave whites connected and nothing else shadeable
    black = [True, False, True, False, False, False, True, False, True]
    assert layout_problems(3, 3, black) == []


def test_checker_reports_adjacent_blacks():
    assert any("touches" in p for p in layout_problems(3, 3, [True, True] + [False] * 7))


def test_checker_reports_split_whites():
    black = [False, True, False, True, False, False, False, False, False]
    assert "the white cells are split" in layout_problems(3, 3, black)


def test_checker_reports_a_missed_shade():
    assert any("could still be shaded" in p for p in layout_problems(3, 3, [False] * 9))
