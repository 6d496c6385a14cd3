"""Production settings pass Django's deployment checks; a missing SECRET_KEY is refused."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTEST_VERSION", "DEBUG", "SECRET_KEY", "DJANGO_ALLOW_ASYNC_UNSAFE")
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env={**clean, **env}, capture_output=True, text=True
    )


def test_check_deploy_passes_with_production_settings() -> None:
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        SECRET_KEY="x" * 30 + "-a-long-random-production-secret-key-0123456789",
        ALLOWED_HOSTS="hwatu.example.org",
        SECURE_SSL_REDIRECT="1",
        SECURE_HSTS_SECONDS="31536000",
        SECURE_HSTS_INCLUDE_SUBDOMAINS="1",
        SECURE_HSTS_PRELOAD="1",
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_production_without_secret_key_is_refused() -> None:
    result = run_manage("check")
    assert result.returncode != 0
    assert "SECRET_KEY" in result.stderr
