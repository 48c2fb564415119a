/// How PNG encoding trades time for size.
public enum PNGCompression: Sendable {
  /// The project's encoder for flat user-interface images: Up-filtered rows, its own deflate, several threads.
  /// Faster than zlib at its fastest level on such images, and smaller (figures in Benchmarks/README.md).
  case fast
  /// libpng and zlib at level 9, rows unfiltered: smaller than `fast`, many times slower to write, and faster to
  /// decode. For files kept in version control and read on every test
  /// run, such as snapshot references.
  case smallest
}
