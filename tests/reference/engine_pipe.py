"""The engine under test as a process spoken to over pipes, one command per line, with a hang
guard; building it where it is missing; reading its `state` answers against the reference game.
Used by crosscheck.py."""

import json
import os
import select
import subprocess
import sys
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_ENGINE = os.path.join(REPO, "build", "native", "mancala-engine")
# A hang guard, not a speed limit: the longest answer (perft 4) takes milliseconds.
ENGINE_TIMEOUT_S = 300.0
STATE_KEYS = ["variant", "board", "owner", "captured", "toMove", "over", "reason",
              "winner", "match"]


class EngineError(Exception):
    pass


class Engine:
    """One engine process; line-by-line request/answer over pipes."""

    def __init__(self, path, timeout=ENGINE_TIMEOUT_S):
        self.path = path
        self.timeout = timeout
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=None, bufsize=0)
        self.fd = self.proc.stdout.fileno()
        self.buf = b""
        self.round_trips = 0

    def _readline(self):
        while b"\n" not in self.buf:
            ready, _, _ = select.select([self.fd], [], [], self.timeout)
            if not ready:
                raise EngineError("no answer from the engine within %.0f s (hang guard)"
                                  % self.timeout)
            chunk = os.read(self.fd, 65536)
            if not chunk:
                raise EngineError("the engine closed its output (exit status %s)"
                                  % self.proc.poll())
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode("utf-8", "replace").rstrip("\r")

    def ask(self, *commands):
        """Send the commands at once; return one answer line per command."""
        self.proc.stdin.write("".join(c + "\n" for c in commands).encode())
        self.proc.stdin.flush()
        self.round_trips += 1
        return [self._readline() for _ in commands]

    def ask1(self, command):
        return self.ask(command)[0]

    def close(self):
        try:
            self.proc.stdin.write(b"quit\n")
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def build_engine(path):
    if os.path.exists(path):
        return
    print("engine %s not found; building it" % path, flush=True)
    cmds = [["cmake", "-S", ".", "-B", "build/native", "-DCMAKE_BUILD_TYPE=Release",
             "-DMANCALA_BUILD_APP=OFF"],
            ["cmake", "--build", "build/native", "-j2", "--target", "mancala-engine"]]
    for attempt in range(4):
        ok = all(subprocess.call(c, cwd=REPO) == 0 for c in cmds)
        if ok and os.path.exists(path):
            return
        print("build failed (attempt %d); retrying in 120 s" % (attempt + 1), flush=True)
        time.sleep(120)
    sys.exit("cannot build %s" % path)


def parse_state(line):
    if not line.startswith("state "):
        return None
    try:
        return json.loads(line[len("state "):], object_pairs_hook=lambda kv: kv)
    except ValueError:
        return None


def state_matches(line, game):
    """Compare a `state` answer with the reference game: same keys in the same order,
    same values."""
    pairs = parse_state(line)
    if pairs is None:
        return False
    mine = game.state_dict()
    return [k for k, _ in pairs] == STATE_KEYS and dict(pairs) == mine
