"""Copies XCTMain.swift (beside this script) next to a test target of a package, when that is safe.

Usage: swift package dump-package | python3 place.py PACKAGE_DIR

Exit 0 with the copy's path printed: the package's tests run from that entry point, so its build
can leave out the index store (`swift build --disable-index-store`) and `swift test` needs
`--enable-swift-testing`. Exit 1 with the reason printed: the package keeps SwiftPM's own test
discovery (and so the index store). Cases that keep it:
  - a test target imports XCTest (its cases on Linux are found only through the index store);
  - the package has a test entry point of its own (XCTMain.swift or LinuxMain.swift);
  - no test target's parent folder lies outside every target (the file would be compiled into one).
"""

import json
import os
import re
import sys

ENTRY_POINT_NAMES = ("XCTMain.swift", "LinuxMain.swift")
IMPORTS_XCTEST = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:\w+\s+)?XCTest\b", re.M)


def folder(target):
    """A target's folder, relative to the package: its `path:`, or SwiftPM's default."""
    if target.get("path"):
        return os.path.normpath(target["path"])
    return os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])


def within(path, folder):
    return path == folder or path.startswith(folder + os.sep)


def same_bytes(path, text):
    with open(path, "rb") as existing:
        return existing.read() == text


def keep_discovery(reason):
    print(reason)
    sys.exit(1)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: swift package dump-package | python3 place.py PACKAGE_DIR")
    package = sys.argv[1]
    targets = json.load(sys.stdin)["targets"]
    tests = [folder(t) for t in targets if t["type"] == "test"]
    if not tests:
        keep_discovery("no test targets")
    for test in tests:
        for root, _, files in os.walk(os.path.join(package, test)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(root, name)
                    with open(path, encoding="utf-8", errors="replace") as source:
                        if IMPORTS_XCTEST.search(source.read()):
                            keep_discovery(f"{os.path.relpath(path, package)} imports XCTest")
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "XCTMain.swift"), "rb") as entry:
        text = entry.read()
    for test in tests:
        for name in ENTRY_POINT_NAMES:
            existing = os.path.join(package, os.path.dirname(test), name)
            if os.path.exists(existing) and not same_bytes(existing, text):
                keep_discovery(f"the package has its own entry point, {os.path.relpath(existing, package)}")
    folders = [folder(t) for t in targets]
    for test in tests:
        parent = os.path.dirname(test)
        if parent and not any(within(parent, other) for other in folders):
            destination = os.path.join(package, parent, "XCTMain.swift")
            with open(destination, "wb") as copy:
                copy.write(text)
            print(os.path.relpath(destination, package))
            return
    keep_discovery("every test target's parent folder is a target's or the package's own")


main()
