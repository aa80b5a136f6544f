#!/usr/bin/env bash
# Proves the SwiftData stand-in rejects what SwiftData rejects: every snippet in MustFail/ must fail to compile
# with the error its first line names, and Control.swift must build (see ../must-fail.sh).
#
# Usage: .ci/stand-ins/SwiftData/must-fail.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec bash "$here/../must-fail.sh" "$here" SwiftData
