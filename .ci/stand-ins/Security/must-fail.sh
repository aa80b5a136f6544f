#!/usr/bin/env bash
# Proves the Security stand-in rejects what Apple's Security rejects: every snippet in MustFail/ must fail to compile
# with the error its first line names, and Control.swift must build (see ../must-fail.sh).
#
# Usage: .ci/stand-ins/Security/must-fail.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec bash "$here/../must-fail.sh" "$here" Security
