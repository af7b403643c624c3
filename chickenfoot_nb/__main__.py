"""``python -m chickenfoot_nb`` runs the ``chickenfoot-nb`` command."""

import sys

from chickenfoot_nb.cli import main

sys.exit(main())
