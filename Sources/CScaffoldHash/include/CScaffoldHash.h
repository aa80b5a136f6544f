#ifndef C_SCAFFOLD_HASH_H
#define C_SCAFFOLD_HASH_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256 (FIPS 180-4) for ScaffoldHash and for `embed-templates`, which hashes the templates
/// while scaffold builds: in C, so that the build plugin's tool needs no Swift module before it
/// and the main build starts sooner (docs/performance.md,
/// "The plugin's tool without ScaffoldHash, and the core without debug information").

/// 1 when this CPU has the SHA-256 instructions `scaffold_sha256_accelerated_blocks` uses
/// (x86-64 SHA extensions with SSSE3 and SSE4.1), else 0. Always 0 on other architectures.
int scaffold_sha256_has_accelerated_blocks(void);

/// The 64 round constants (FIPS 180-4, 4.2.2), shared by both compressions.
extern const uint32_t scaffold_sha256_round_constants[64];

/// Compresses `count` 64-byte blocks starting at `blocks` into the eight state words, with the
/// CPU's SHA-256 instructions. Call only when `scaffold_sha256_has_accelerated_blocks()` is 1.
void scaffold_sha256_accelerated_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

/// A message being hashed: the state, the bytes of a block not yet full and the length so far.
typedef struct {
	uint32_t state[8];
	uint8_t pending[64];
	size_t pending_count;
	uint64_t length;
	int accelerated;
} scaffold_sha256_context;

/// Starts a message. `accelerated` 0 uses the portable compression even where the CPU has SHA
/// instructions (to compare the two); otherwise the instructions are used where there are some.
void scaffold_sha256_start(scaffold_sha256_context *context, int accelerated);

/// Adds `count` bytes to the message; full blocks are compressed straight from `bytes`.
void scaffold_sha256_add(scaffold_sha256_context *context, const void *bytes, size_t count);

/// Pads the message and writes its 32-byte digest.
void scaffold_sha256_finish(scaffold_sha256_context *context, uint8_t digest[32]);

/// Pads the message and writes its digest as 64 lower-case hexadecimal digits (no terminator).
void scaffold_sha256_finish_hex(scaffold_sha256_context *context, char hex[64]);

/// The template hash a generated file records (ScaffoldHash's `TemplateHash`): SHA-256 of the
/// template's text, a zero byte, and every partial's text joined by zero bytes (`partials`), as
/// 64 hexadecimal digits. One formula for the build (`embed-templates`) and for a run.
void scaffold_template_hash_hex(
	const uint8_t *text, size_t text_count, const uint8_t *partials, size_t partials_count, char hex[64]);

#endif
