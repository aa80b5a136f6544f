# Homebrew formula for scaffold, kept with the source so it changes with the build.
# Copy it into your team's tap (docs/integration.md#homebrew), set `url` and `sha256` to the
# release's source archive, and `brew install your-org/tools/scaffold`.
class Scaffold < Formula
  desc "Generates the data layer of Swift apps from JSON specs"
  homepage "https://github.com/your-org/scaffold"
  url "https://github.com/your-org/scaffold/archive/refs/tags/0.1.0.tar.gz"
  sha256 "<sha256 of that archive: shasum -a 256 0.1.0.tar.gz>"
  license "Apache-2.0"
  head "https://github.com/your-org/scaffold.git", branch: "main"

  # Package.swift needs swift-tools-version 6.2 (Xcode 26); scaffold runs on macOS 13 and later.
  depends_on xcode: ["26.0", :build]
  depends_on macos: :ventura

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "scaffold"
    bin.install ".build/release/scaffold"
  end

  test do
    assert_match "scaffold #{version}", shell_output("#{bin}/scaffold --version")
    system bin/"scaffold", "init", "--path", testpath/"App"
    assert_path_exists testpath/"App/scaffold.json"
  end
end
