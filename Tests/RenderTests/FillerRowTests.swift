import Foundation
import LayoutRender
import Testing

/// A plain table shows no filler rows below its last row unless asked: Apple's `fillerRowHeight` documentation gives
/// 0, none, as the default since iOS 15, and `automaticDimension` for rows of the table's row height.
@Suite struct FillerRowTests {
  final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// The pixels below the two rows (88 points) that are not the white background, in one column.
  func linesBelowTheRows(filler: CGFloat?) throws -> Int {
    let rows = TwoRows()
    let image = try Scene("table", size: CGSize(width: 200, height: 300), scale: 1) { root in
      let table = UITableView(frame: root.bounds, style: .plain)
      table.dataSource = rows
      if let filler { table.fillerRowHeight = filler }
      root.addSubview(table)
    }.image()
    return (100..<300).filter { image.pixel(x: 150, y: $0) != (255, 255, 255, 255) }.count
  }

  @Test func noFillerRowsByDefault() throws {
    #expect(try linesBelowTheRows(filler: nil) == 0)
  }

  @Test func fillerRowsWhenAskedFor() throws {
    // Rows of 44 points below 88: separators near 132, 176, 220 and 264.
    #expect(try linesBelowTheRows(filler: UITableView.automaticDimension) >= 4)
    #expect(try linesBelowTheRows(filler: 100) >= 2)
  }
}
