#!/usr/bin/env bash
# Print the path of a Python 3.12 or newer, or explain how to get one and exit 1.
set -u
candidates=("${PYTHON:-}" python3.14 python3.13 python3.12 python3)
for dir in "$HOME"/.pyenv/versions/3.1[2-9]* /usr/local/bin /usr/bin; do
  [ -x "$dir/bin/python3" ] && candidates+=("$dir/bin/python3")
  for v in 3.14 3.13 3.12; do [ -x "$dir/python$v" ] && candidates+=("$dir/python$v"); done
done
for py in "${candidates[@]}"; do
  [ -n "$py" ] || continue
  path=$(command -v "$py" 2>/dev/null) || continue
  if "$path" -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
    echo "$path"; exit 0
  fi
done
echo "Hwatu needs Python 3.12 or newer (with venv), and none was found." >&2
echo "Install it (Debian/Ubuntu: apt-get install python3.12 python3.12-venv; macOS: brew install python@3.12;" >&2
echo "or pyenv install 3.12), or point to it with: make PYTHON=/path/to/python3.12 run" >&2
exit 1
