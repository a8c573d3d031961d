"""Start a spacetable server in a child process and wait until it answers: for the
multi-worker tests, the browser test and the load benchmark."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager

# How long a starting server may take to answer /healthz (migrations included): a minute,
# for a busy machine running the tests on both cores.
START_POLLS = 1200
POLL_SECONDS = 0.05


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server(
    database_url: str, workers: int = 1, env: dict[str, str] | None = None
) -> Iterator[str]:
    """A ``spacetable serve`` process on a free loopback port; yields its base URL
    (``http://127.0.0.1:PORT``) once ``/healthz`` answers, and stops it afterwards. ``env``
    adds to the environment (the server's limits, say)."""
    port = free_port()
    env = {**os.environ, **(env or {}), "SPACETABLE_DATABASE_URL": database_url}
    command = [sys.executable, "-m", "spacetable", "serve", "--port", str(port)]
    command += ["--workers", str(workers), "--lang", "en"]
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(process, base)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until_up(process: subprocess.Popen[bytes], base: str) -> None:
    for _ in range(START_POLLS):
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with code {process.returncode}")
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=1) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(POLL_SECONDS)
    raise RuntimeError(f"the server at {base} did not answer /healthz")
