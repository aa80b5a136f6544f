// Release-built benchmarks: `swift run -c release scaffold-bench`. Filled in by the benchmark work.
print("scaffold-bench: no benchmarks yet")
