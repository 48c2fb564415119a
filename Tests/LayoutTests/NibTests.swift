import Foundation
import HeadlessUIKit
import Testing

/// Interface Builder files are not read here: asking for a nib says so, naming it, and nothing is made.
@Suite struct NibTests {
  @Test func aNibLoadsNothingAndSaysWhich() {
    let (loaded, diagnostics) = Diagnostics.collect {
      Bundle.main.loadNibNamed("ProfileHeader", owner: nil, options: nil)
    }
    #expect(loaded == nil)
    #expect(diagnostics.count == 1 && diagnostics[0].message.contains("nib 'ProfileHeader'"))
    let (objects, more) = Diagnostics.collect {
      UINib(nibName: "Cell", bundle: nil).instantiate(
        withOwner: nil, options: [.externalObjects: [:]])
    }
    #expect(objects.isEmpty && more.first?.message.contains("nib 'Cell'") == true)
  }
}
