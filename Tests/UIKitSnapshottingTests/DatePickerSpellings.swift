import SnapshotTesting
import UIKit
import XCTest

// A date picker in a form row, as screens set one up: compact pills with the date and the time.
final class DatePickerSpellings: XCTestCase {
  func testACompactPickerShowsTheDateAndTheTime() throws {
    let picker = UIDatePicker()
    picker.datePickerMode = .dateAndTime
    picker.preferredDatePickerStyle = .compact
    picker.minimumDate = Date(timeIntervalSince1970: 0)
    // 2026-11-26 10:42 UTC.
    picker.setDate(Date(timeIntervalSince1970: 1_795_689_720), animated: false)
    let texts = picker.subviews.first?.subviews.compactMap { ($0 as? UILabel)?.text }
    XCTAssertEqual(texts, ["Nov 26, 2026", "10:42 AM"])
    picker.datePickerMode = .date
    XCTAssertEqual(
      picker.subviews.first?.subviews.compactMap { ($0 as? UILabel)?.text }, ["Nov 26, 2026"])
    picker.datePickerMode = .dateAndTime
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    picker.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(picker)
    NSLayoutConstraint.activate([
      picker.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      picker.centerYAnchor.constraint(equalTo: row.centerYAnchor),
    ])
    assertSnapshot(of: row, as: .image(traits: .init(displayScale: 2)))
  }
}
