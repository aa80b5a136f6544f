#ifndef C_SCAFFOLD_HASH_H
#define C_SCAFFOLD_HASH_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has the SHA-256 instructions `scaffold_sha256_accelerated_blocks` uses
/// (x86-64 SHA extensions with SSSE3 and SSE4.1), else 0. Always 0 on other architectures.
int scaffold_sha256_has_accelerated_blocks(void);

/// Compresses `count` 64-byte blocks starting at `blocks` into the eight state words, with the
/// CPU's SHA-256 instructions and the 64 round constants the caller keeps (ScaffoldHash's table,
/// so the constants are written once). Call only when `scaffold_sha256_has_accelerated_blocks()` is 1.
void scaffold_sha256_accelerated_blocks(
	uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t round_constants[64]);

#endif
