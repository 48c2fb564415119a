/// How PNG encoding trades time for size.
public enum PNGCompression: Sendable {
  /// The project's encoder for flat user-interface images: Up-filtered rows, its own deflate, several threads.
  /// 2.5 to 4 times faster than zlib at level 1 on the benchmark scenes, and smaller.
  case fast
  /// libpng and zlib at level 9, rows unfiltered: about a quarter smaller than `fast` on a login screen, many times
  /// slower to write, and a quarter faster to decode. For files kept in version control and read on every test
  /// run, such as snapshot references.
  case smallest
}
