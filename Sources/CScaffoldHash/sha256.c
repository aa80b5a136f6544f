// SHA-256 (FIPS 180-4): the message's padding, the portable block compression (the fallback on
// any CPU without SHA instructions, and the reference the tests compare the instructions with),
// and the template hash. A cryptographic hash rather than a checksum because the manifest decides
// whether a file on disk is still exactly what scaffold wrote: a collision would overwrite edits.

#include "CScaffoldHash.h"

#include <string.h>

const uint32_t scaffold_sha256_round_constants[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static const uint32_t initial_state[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

static inline uint32_t rotate(uint32_t value, unsigned count) { return (value >> count) | (value << (32 - count)); }

static void portable_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
	const uint32_t *k = scaffold_sha256_round_constants;
	uint32_t w[64];
	for (; count > 0; count--, blocks += 64) {
		for (int t = 0; t < 16; t++) {
			const uint8_t *word = blocks + 4 * t;
			w[t] = (uint32_t)word[0] << 24 | (uint32_t)word[1] << 16 | (uint32_t)word[2] << 8 | (uint32_t)word[3];
		}
		for (int t = 16; t < 64; t++) {
			uint32_t s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3);
			uint32_t s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10);
			w[t] = w[t - 16] + s0 + w[t - 7] + s1;
		}
		uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
		uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
		for (int t = 0; t < 64; t++) {
			uint32_t s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25);
			uint32_t choice = (e & f) ^ (~e & g);
			uint32_t temp1 = h + s1 + choice + k[t] + w[t];
			uint32_t s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22);
			uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
			h = g, g = f, f = e, e = d + temp1, d = c, c = b, b = a, a = temp1 + s0 + majority;
		}
		state[0] += a, state[1] += b, state[2] += c, state[3] += d;
		state[4] += e, state[5] += f, state[6] += g, state[7] += h;
	}
}

static void compress(scaffold_sha256_context *context, const uint8_t *blocks, size_t count) {
	if (context->accelerated) {
		scaffold_sha256_accelerated_blocks(context->state, blocks, count);
	} else {
		portable_blocks(context->state, blocks, count);
	}
}

void scaffold_sha256_start(scaffold_sha256_context *context, int accelerated) {
	memcpy(context->state, initial_state, sizeof initial_state);
	context->pending_count = 0;
	context->length = 0;
	context->accelerated = accelerated && scaffold_sha256_has_accelerated_blocks();
}

void scaffold_sha256_add(scaffold_sha256_context *context, const void *bytes, size_t count) {
	if (count == 0) return;
	const uint8_t *next = bytes;
	context->length += count;
	if (context->pending_count > 0) {
		size_t taken = 64 - context->pending_count < count ? 64 - context->pending_count : count;
		memcpy(context->pending + context->pending_count, next, taken);
		context->pending_count += taken;
		next += taken;
		count -= taken;
		if (context->pending_count < 64) return;
		compress(context, context->pending, 1);
		context->pending_count = 0;
	}
	if (count >= 64) {
		compress(context, next, count / 64);
		next += count / 64 * 64;
		count %= 64;
	}
	if (count > 0) memcpy(context->pending, next, count);
	context->pending_count = count;
}

void scaffold_sha256_finish(scaffold_sha256_context *context, uint8_t digest[32]) {
	// The tail, 0x80, zeros and the length in bits: one block, or two when the tail leaves
	// fewer than 8 bytes for the length.
	uint8_t padded[128] = {0};
	size_t tail = context->pending_count;
	memcpy(padded, context->pending, tail);
	padded[tail] = 0x80;
	size_t padded_count = tail < 56 ? 64 : 128;
	uint64_t bits = context->length * 8;
	for (int index = 0; index < 8; index++) padded[padded_count - 1 - index] = (uint8_t)(bits >> (index * 8));
	compress(context, padded, padded_count / 64);
	for (int word = 0; word < 8; word++) {
		for (int byte = 0; byte < 4; byte++) digest[word * 4 + byte] = (uint8_t)(context->state[word] >> (24 - 8 * byte));
	}
}

void scaffold_sha256_finish_hex(scaffold_sha256_context *context, char hex[64]) {
	static const char digits[] = "0123456789abcdef";
	uint8_t digest[32];
	scaffold_sha256_finish(context, digest);
	for (int index = 0; index < 32; index++) {
		hex[index * 2] = digits[digest[index] >> 4];
		hex[index * 2 + 1] = digits[digest[index] & 0x0F];
	}
}

void scaffold_template_hash_hex(
	const uint8_t *text, size_t text_count, const uint8_t *partials, size_t partials_count, char hex[64]) {
	static const uint8_t separator = 0;
	scaffold_sha256_context context;
	scaffold_sha256_start(&context, 1);
	scaffold_sha256_add(&context, text, text_count);
	scaffold_sha256_add(&context, &separator, 1);
	scaffold_sha256_add(&context, partials, partials_count);
	scaffold_sha256_finish_hex(&context, hex);
}
