import pytest

from edge_export.adapt.recipe import parse_adapt
from edge_export.errors import EdgeExportError


def test_recipe_names():
    assert parse_adapt("none") is None
    recipe = parse_adapt("ict-l4")
    assert recipe.layers == 4 and recipe.name == "ict-l4"
    assert recipe.describe()["name"] == "ict-l4" and recipe.describe()["layers"] == 4


@pytest.mark.parametrize("name", ["ict", "ict-l0", "ict-4", "lora", ""])
def test_unknown_recipes_are_refused_with_the_accepted_forms(name):
    with pytest.raises(EdgeExportError, match="ict-l<N>"):
        parse_adapt(name)
