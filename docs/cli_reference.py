#!/usr/bin/env python3
"""Writes docs/CLI.md, the command-line reference, from the `nextstop` binary's own help
(`--experimental-dump-help`), so the reference cannot drift from the commands.

    python3 docs/cli_reference.py .build/debug/nextstop > docs/CLI.md          # regenerate
    python3 docs/cli_reference.py .build/debug/nextstop --check docs/CLI.md    # CI: fail when out of date
"""

import json
import subprocess
import sys


def option_name(argument):
    """`--name <value>`, `-f/--flag` or `<argument>`, as the help shows it."""
    if argument["kind"] == "positional":
        return f"<{argument['valueName']}>"
    names = [("-" if name["kind"] == "short" else "--") + name["name"] for name in argument.get("names", [])]
    written = "/".join(names)
    if argument["kind"] == "option":
        written += f" <{argument['valueName']}>"
    return written


def cell(text):
    return " ".join(text.split()).replace("|", "\\|")


def render(command, path, out):
    name = " ".join(path)
    out.append(f"## `{name}`\n")
    if command.get("abstract"):
        out.append(command["abstract"] + "\n")
    if command.get("discussion"):
        out.append(command["discussion"].strip() + "\n")
    arguments = [argument for argument in command.get("arguments", []) if argument.get("shouldDisplay", True)]
    arguments = [argument for argument in arguments if option_name(argument) not in ("-h/--help", "--version")]
    if arguments:
        out.append("| argument | what it is | default |")
        out.append("|---|---|---|")
        for argument in arguments:
            default = argument.get("defaultValue", "")
            out.append(f"| `{cell(option_name(argument))}` | {cell(argument.get('abstract', ''))} | {cell(default)} |")
        out.append("")
    subcommands = [sub for sub in command.get("subcommands", []) if sub.get("shouldDisplay", True)]
    subcommands = [sub for sub in subcommands if sub["commandName"] != "help"]
    if subcommands:
        out.append("Subcommands: " + ", ".join(f"`{sub['commandName']}`" for sub in subcommands) + ".\n")
    for sub in subcommands:
        render(sub, path + [sub["commandName"]], out)


def reference(binary):
    dump = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True).stdout)
    out = [
        "# The `nextstop` command line",
        "",
        "Generated from the commands' own help by `python3 docs/cli_reference.py .build/debug/nextstop > docs/CLI.md`;",
        "CI fails when it is out of date. `nextstop COMMAND --help` says the same on the command line.",
        "",
    ]
    render(dump["command"], ["nextstop"], out)
    return "\n".join(out).rstrip() + "\n"


def main():
    binary = sys.argv[1]
    text = reference(binary)
    if len(sys.argv) == 4 and sys.argv[2] == "--check":
        with open(sys.argv[3], encoding="utf-8") as kept:
            if kept.read() != text:
                print(f"{sys.argv[3]} is out of date: run python3 docs/cli_reference.py {binary} > {sys.argv[3]}")
                sys.exit(1)
        return
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
