"""pytest set-up shared by the doctests and the test suite."""

collect_ignore = ["chickenfoot_nb/__main__.py"]
