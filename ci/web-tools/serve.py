#!/usr/bin/python3
"""Serves a folder (build/web) as a well-set static host does, for ci/play and tools/phone_start.mjs.

    ci/web-tools/serve.py <folder> <port> [address, default 127.0.0.1]

- A file with a compressed copy beside it (`ci/build web` writes `name.br` and `name.gz`) is sent
  as that copy, with `Content-Encoding: br` or `gzip`, to a browser whose `Accept-Encoding` names
  it (brotli first); otherwise as it is. `Vary: Accept-Encoding` either way.
- `.wasm` as `application/wasm` (the browser compiles while it downloads), `.webmanifest` as
  `application/manifest+json`, `.mjs` as JavaScript.
- HTTP/1.1, the connections kept alive; only GET and HEAD; nothing outside the folder; `index.html` for a folder's address.
Debian's python3, standard library only.
"""

import http.server
import os
import sys

TYPES = {
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".po": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
}

# The encodings the build writes, in the order they are preferred.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header):
    """The encodings an Accept-Encoding header allows: those named without q=0, all for "*"."""
    allowed = set()
    for part in (header or "").split(","):
        name, _, params = part.partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name.strip() and quality > 0:
            allowed.add(name.strip().lower())
    if "*" in allowed:
        allowed.update(name for name, _ in ENCODINGS)
    return allowed


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # connections kept alive, as hosts keep them
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's address
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()  # 404
        sent, encoding = path, None
        allowed = accepted(self.headers.get("Accept-Encoding"))
        for name, suffix in ENCODINGS:
            if name in allowed and os.path.isfile(path + suffix):
                sent, encoding = path + suffix, name
                break
        try:
            f = open(sent, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(size))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return f

    def log_message(self, format, *args):
        pass  # quiet: ci/play prints where it serves


def main():
    if len(sys.argv) not in (3, 4):
        sys.stderr.write("usage: serve.py <folder> <port> [address]\n")
        return 2
    folder, port = sys.argv[1], int(sys.argv[2])
    address = sys.argv[3] if len(sys.argv) == 4 else "127.0.0.1"

    def handler(*args, **kwargs):
        return Handler(*args, directory=folder, **kwargs)

    with http.server.ThreadingHTTPServer((address, port), handler) as server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
