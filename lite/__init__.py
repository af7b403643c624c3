"""Build the JupyterLite site of the lessons (``python -m lite.build_site``) and its offline test support."""
