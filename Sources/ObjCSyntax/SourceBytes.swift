// What the rewriting passes share about Swift source read as bytes.

/// Whether a byte can be part of an identifier: an ASCII letter or digit, `_`, or any byte of a non-ASCII character.
func isIdentifierByte(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
    || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    || byte >= 0x80
}

/// The index after the comment (line or nested block) or string literal (plain or multi-line) that starts at `index`
/// in `text`, or `nil` when none starts there.
func endOfTrivia(in text: [UInt8], at index: Int) -> Int? {
  guard index < text.count else { return nil }
  let byte = text[index]
  let next = index + 1 < text.count ? text[index + 1] : 0
  if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
    return text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
  }
  if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
    var depth = 0
    var position = index
    while position + 1 < text.count {
      if text[position] == UInt8(ascii: "/"), text[position + 1] == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if text[position] == UInt8(ascii: "*"), text[position + 1] == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return position }
      } else {
        position += 1
      }
    }
    return text.count
  }
  if byte == UInt8(ascii: "\"") {
    let triple = text[index...].starts(with: Array("\"\"\"".utf8))
    var position = index + (triple ? 3 : 1)
    while position < text.count {
      if text[position] == UInt8(ascii: "\\") {
        position += 2
      } else if triple, text[position...].starts(with: Array("\"\"\"".utf8)) {
        return position + 3
      } else if !triple,
        text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "\n")
      {
        return position + 1
      } else {
        position += 1
      }
    }
    return text.count
  }
  return nil
}
