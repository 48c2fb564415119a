import Foundation
import LayoutRender
import Testing

/// Every DSL's misuse diagnostic names the scene file's line that caused it, not a line inside the library, so
/// that `layout-render` can print `scene.swift:LINE: error: …`.
@Suite struct DiagnosticsAtTheCallerTests {
  let thisFile = "DiagnosticsAtTheCallerTests.swift"

  func expectHere(
    _ diagnostics: [Diagnostic], line: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!diagnostics.isEmpty, sourceLocation: sourceLocation)
    for diagnostic in diagnostics {
      #expect(diagnostic.line == line, "\(diagnostic)", sourceLocation: sourceLocation)
      #expect(diagnostic.file.hasSuffix(thisFile), "\(diagnostic)", sourceLocation: sourceLocation)
    }
  }

  @Test func straitJacket() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let chainLine = #line + 2
    let (_, misplaced) = Diagnostics.collect {
      Restraint(root, items: [a, b]).chainVertically([Space(8), a, b])
    }
    expectHere(misplaced, line: chainLine)
    let sizeLine = #line + 2
    let (_, duplicate) = Diagnostics.collect {
      Restraint(root).setWidths([a.width(1).withId("w"), b.width(2).withId("w")])
    }
    expectHere(duplicate, line: sizeLine)
  }

  @Test func constraintsHolder() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    let updateLine = #line + 2
    let (_, wrongSlot) = Diagnostics.collect {
      view.updateConstraints { holder in
        holder.top = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
      }
    }
    expectHere(wrongSlot, line: updateLine)
    var activateLine = 0
    let (_, emptySlot) = Diagnostics.collect {
      view.updateConstraints { holder in
        activateLine = #line + 1
        holder.activate([\.bottom])
      }
    }
    expectHere(emptySlot, line: activateLine)
  }

  @Test func yalta() {
    let orphan = UIView()
    let line = #line + 1
    let (_, diagnostics) = Diagnostics.collect { orphan.al.edges.pinToSuperview() }
    expectHere(diagnostics, line: line)
  }

  @Test func visualFormat() {
    let line = #line + 2
    let (_, diagnostics) = Diagnostics.collect {
      NSLayoutConstraint.constraints(withVisualFormat: "H:[a", metrics: nil, views: [:])
    }
    expectHere(diagnostics, line: line)
  }
}
