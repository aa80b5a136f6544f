// SHA-256 block compression with the x86-64 SHA extensions: about ten times fewer instructions
// than the portable compression (sha256.c), which stays the reference (the tests compare both)
// and the fallback on every other CPU. Hashing is on the path of every command.

#include "CScaffoldHash.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

#include <cpuid.h>
#include <immintrin.h>

static int cpu_has_sha_instructions(void) {
	unsigned int eax, ebx, ecx, edx;
	if (__get_cpuid_max(0, 0) < 7) return 0;
	__cpuid(1, eax, ebx, ecx, edx);
	int ssse3 = (ecx >> 9) & 1;
	int sse41 = (ecx >> 19) & 1;
	__cpuid_count(7, 0, eax, ebx, ecx, edx);
	int sha = (ebx >> 29) & 1;
	return ssse3 && sse41 && sha;
}

int scaffold_sha256_has_accelerated_blocks(void) {
	// Asked once: `cpuid` traps to the hypervisor in a virtual machine, and every hash asks.
	// Threads racing here store the same answer.
	static int answer = -1;
	int known = __atomic_load_n(&answer, __ATOMIC_RELAXED);
	if (known < 0) {
		known = cpu_has_sha_instructions();
		__atomic_store_n(&answer, known, __ATOMIC_RELAXED);
	}
	return known;
}


__attribute__((target("sha,sse4.1,ssse3")))
void scaffold_sha256_accelerated_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
	const uint32_t *round_constants = scaffold_sha256_round_constants;
	// The instructions keep the state as the lanes ABEF and CDGH.
	const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
	__m128i dcba = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);
	__m128i hgfe = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);
	__m128i abef = _mm_alignr_epi8(dcba, hgfe, 8);
	__m128i cdgh = _mm_blend_epi16(hgfe, dcba, 0xF0);

	for (; count > 0; count--, blocks += 64) {
		const __m128i abef_before = abef;
		const __m128i cdgh_before = cdgh;
		// The message schedule four words at a time: group g is words 4g to 4g+3, kept in w[g % 4].
		__m128i w[4];
		for (int group = 0; group < 16; group++) {
			__m128i words;
			if (group < 4) {
				words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * group)), byte_swap);
			} else {
				const __m128i four_back = w[group & 3], three_back = w[(group + 1) & 3];
				const __m128i two_back = w[(group + 2) & 3], one_back = w[(group + 3) & 3];
				__m128i partial = _mm_sha256msg1_epu32(four_back, three_back);
				partial = _mm_add_epi32(partial, _mm_alignr_epi8(one_back, two_back, 4));
				words = _mm_sha256msg2_epu32(partial, one_back);
			}
			w[group & 3] = words;
			__m128i message = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
			cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
			message = _mm_shuffle_epi32(message, 0x0E);
			abef = _mm_sha256rnds2_epu32(abef, cdgh, message);
		}
		abef = _mm_add_epi32(abef, abef_before);
		cdgh = _mm_add_epi32(cdgh, cdgh_before);
	}

	const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
	const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
	_mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
	_mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int scaffold_sha256_has_accelerated_blocks(void) { return 0; }

void scaffold_sha256_accelerated_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
	(void)state;
	(void)blocks;
	(void)count;
}

#endif
