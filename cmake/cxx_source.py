"""What the build's source generators share: C++ string literals and writing a file only when
its text changed (so that an unchanged table is not compiled again)."""


def literal(text):
    """A C++ string literal holding the UTF-8 bytes of text (octal escapes, never ambiguous)."""
    out = ['"']
    for byte in text.encode("utf-8"):
        ch = chr(byte)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif 0x20 <= byte < 0x7F and ch != "?":  # '?' escaped too: no trigraphs
            out.append(ch)
        else:
            out.append("\\%03o" % byte)
    out.append('"')
    return "".join(out)


def write_if_changed(out_path, lines):
    text = "\n".join(lines) + "\n"
    try:
        with open(out_path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
