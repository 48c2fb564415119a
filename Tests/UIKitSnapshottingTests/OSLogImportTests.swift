import Foundation
import Testing
import os

/// `import os`, as code that logs writes it (docs/uikit-import.md, "import os").
@Suite struct OSLogImportTests {
  let logger = Logger(subsystem: "com.example.shop", category: "cart")

  /// Interpolated values keep their formats, alignment and (unredacted) text.
  @Test func messagesKeepTheirValuesAndFormats() {
    let count = 3
    let message: OSLogMessage =
      "added \(count, privacy: .public) items, code \(255, format: .hex(includePrefix: true)), \(2.5, format: .fixed(precision: 1)) kg, [\("ok", align: .right(columns: 4))] \(true, format: .answer)"
    #expect(message.text == "added 3 items, code 0xff, 2.5 kg, [  ok] YES")
    logger.debug("dropped \(count)")
    logger.error("shown \(count)")
  }

  /// Debug and info messages are not shown; default, error and fault messages are, unless the log is disabled.
  @Test func typesShownAndDropped() {
    let log = OSLog(subsystem: "com.example.shop", category: "network")
    #expect(log.isEnabled(type: .error) && log.isEnabled(type: .default))
    #expect(!log.isEnabled(type: .debug) && !log.isEnabled(type: .info))
    #expect(!OSLog.disabled.isEnabled(type: .fault))
    os_log("loaded %{public}@ in %d ms", log: log, type: .info, "home", 12)
    // The privacy qualifier is read as a plain conversion.
    #expect(formatted("loaded %{public}@ in %d ms", ["home", 12]) == "loaded home in 12 ms")
  }
}
