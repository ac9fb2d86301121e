"""The API tour in examples/ runs as a plain script."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).parents[2] / "examples" / "api_tour.py"


def test_api_tour_runs_from_a_plain_script() -> None:
    out = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, check=True, timeout=120)
    assert "refused:" in out.stdout and "[rule: Setup 7" in out.stdout
    assert "replayed: identical" in out.stdout
