import Foundation
import LayoutLint
import LayoutRender
import Testing

/// Each kind of finding on a scene whose defect is derived by hand, and a clean screen with none.
@Suite struct LayoutInspectorTests {
  /// Lays a root out on a 200 × 100 white canvas and inspects it.
  private func findings(_ build: (UIView) -> Void) -> [LayoutFinding] {
    let scene = Scene("lint", size: CGSize(width: 200, height: 100), backgroundColor: .white)
    build(scene.root)
    scene.root.layoutIfNeeded()
    return LayoutInspector.findings(
      in: scene.root, canvas: CGRect(x: 0, y: 0, width: 200, height: 100), appearance: .light,
      background: scene.backgroundColor)
  }

  private func kinds(_ findings: [LayoutFinding]) -> [LayoutFinding.Kind] { findings.map(\.kind) }

  @Test func contrastOfAAAAAAOnWhiteIs2Point32() {
    // Luminance of #AAAAAA: ((0.6667 + 0.055) / 1.055)^2.4 = 0.402; (1 + 0.05) / (0.402 + 0.05) = 2.32.
    let grey = Color.Components(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1)
    let white = Color.Components(red: 1, green: 1, blue: 1, alpha: 1)
    #expect(abs(Contrast.ratio(grey, white) - 2.32) < 0.005)
    let found = findings { root in
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
      label.text = "Grey"
      label.textColor = UIColor(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1)
      label.accessibilityIdentifier = "grey"
      root.addSubview(label)
    }
    #expect(found.map(\.kind) == [.lowContrast])
    #expect(found.first?.view == "grey")
    #expect(found.first?.message.contains("2.32:1") == true)
  }

  @Test func largeTextNeedsOnlyThreeToOne() {
    // #888888 on white: luminance 0.246, ratio 1.05 / 0.296 = 3.54: below 4.5 at 17 points, above 3 at 24.
    func found(size: CGFloat) -> [LayoutFinding.Kind] {
      kinds(
        findings { root in
          let label = UILabel(frame: CGRect(x: 0, y: 0, width: 190, height: 40))
          label.text = "Mid grey"
          label.font = .systemFont(ofSize: size)
          label.textColor = UIColor(white: 136 / 255, alpha: 1)
          root.addSubview(label)
        })
    }
    #expect(found(size: 17) == [.lowContrast])
    #expect(found(size: 24) == [])
  }

  @Test func aLabelTooNarrowForItsTextIsTruncated() {
    let found = findings { root in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      label.text = "A sentence far wider than forty points"
      root.addSubview(label)
    }
    #expect(kinds(found) == [.truncated])
  }

  /// A label that may shrink its font far enough is drawn whole; one whose minimum scale is not enough is cut.
  @Test func aLabelThatShrinksToFitIsNotTruncated() {
    func found(minimumScale: CGFloat) -> [LayoutFinding.Kind] {
      kinds(
        findings { root in
          let label = UILabel()
          label.text = "Quarterly revenue"
          label.font = .systemFont(ofSize: 24)
          let natural = label.intrinsicContentSize
          // Half the natural width: the text fits at half its size.
          label.frame = CGRect(x: 0, y: 0, width: natural.width / 2, height: natural.height)
          label.adjustsFontSizeToFitWidth = true
          label.minimumScaleFactor = minimumScale
          root.addSubview(label)
        })
    }
    #expect(found(minimumScale: 0.4) == [])
    #expect(found(minimumScale: 0.6) == [.truncated])
  }

  @Test func moreLinesThanTheLimitAllowsIsTruncated() {
    let found = findings { root in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 90))
      label.numberOfLines = 2
      label.text = "one two three four five six seven eight nine ten eleven twelve"
      root.addSubview(label)
    }
    #expect(kinds(found) == [.truncated])
  }

  @Test func overlappingLabelsAndOutOfBoundsViews() {
    let found = findings { root in
      let first = UILabel(frame: CGRect(x: 0, y: 0, width: 70, height: 20))
      first.text = "First"
      first.accessibilityIdentifier = "first"
      let second = UILabel(frame: CGRect(x: 60, y: 10, width: 70, height: 20))
      second.text = "Second"
      second.accessibilityIdentifier = "second"
      root.addSubview(first)
      root.addSubview(second)
    }
    // 10 × 10 points shared: (60…70) × (10…20).
    #expect(kinds(found) == [.overlap])
    #expect(found.first?.message == "overlaps second by 10 × 10 pt")
  }

  @Test func aViewOutsideItsSuperviewAndTextOffTheScreen() {
    let found = findings { root in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let badge = UIView(frame: CGRect(x: 90, y: -5, width: 20, height: 20))
      badge.accessibilityIdentifier = "badge"
      card.addSubview(badge)
      root.addSubview(card)
      let label = UILabel(frame: CGRect(x: 180, y: 60, width: 40, height: 20))
      label.text = "Off"
      label.accessibilityIdentifier = "edge"
      root.addSubview(label)
    }
    #expect(found.contains { $0.kind == .outOfBounds && $0.view == "badge" })
    #expect(
      found.contains {
        $0.kind == .clipped && $0.view == "edge" && $0.message.contains("the screen")
      })
    #expect(found.contains { $0.kind == .outOfBounds && $0.view == "edge" })
  }

  @Test func aClippingAncestorCutsItsContent() {
    let found = findings { root in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      card.clipsToBounds = true
      card.accessibilityIdentifier = "card"
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      button.frame = CGRect(x: 60, y: 0, width: 60, height: 50)
      button.accessibilityIdentifier = "go"
      card.addSubview(button)
      root.addSubview(card)
    }
    #expect(
      found.contains { $0.kind == .clipped && $0.view == "go" && $0.message.contains("card") })
  }

  @Test func smallTapTargetsAndImageOnlyButtons() {
    let found = findings { root in
      let close = UIButton(type: .system)
      close.setImage(UIImage(systemName: "xmark"), for: .normal)
      close.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
      close.accessibilityIdentifier = "close"
      root.addSubview(close)
      let labelled = UIButton(type: .system)
      labelled.setImage(UIImage(systemName: "gear"), for: .normal)
      labelled.accessibilityLabel = "Settings"
      labelled.frame = CGRect(x: 100, y: 0, width: 44, height: 44)
      root.addSubview(labelled)
      let toggle = UISwitch(frame: CGRect(x: 100, y: 50, width: 0, height: 0))
      root.addSubview(toggle)
    }
    // 30 × 30 is under 44 × 44; the labelled 44 × 44 button and UIKit's fixed-size switch are fine.
    #expect(found.filter { $0.kind == .smallTapTarget }.map(\.view) == ["close"])
    #expect(found.filter { $0.kind == .missingAccessibilityLabel }.map(\.view) == ["close"])
  }

  @Test func unsatisfiableAndAmbiguousConstraints() {
    let found = findings { root in
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      box.widthAnchor.constraint(equalToConstant: 50).isActive = true
      box.widthAnchor.constraint(equalToConstant: 60).isActive = true
    }
    #expect(found.contains { $0.kind == .unsatisfiable })
    let ambiguous = findings { root in
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      box.accessibilityIdentifier = "floating"
      root.addSubview(box)
      box.widthAnchor.constraint(equalToConstant: 50).isActive = true
      box.heightAnchor.constraint(equalToConstant: 50).isActive = true
    }
    #expect(ambiguous.map(\.kind) == [.ambiguous])
  }

  @Test func aCleanScreenHasNoFindings() {
    let found = findings { root in
      let title = UILabel()
      title.text = "Welcome"
      title.font = .preferredFont(forTextStyle: .title2)
      let go = UIButton(type: .system)
      go.setTitle("Continue", for: .normal)
      let stack = UIStackView(arrangedSubviews: [title, go])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        go.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        go.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])
    }
    #expect(found == [])
  }
}

/// The pseudo-locales' text.
@Suite struct PseudoLocaleTests {
  @Test func accentedAndExpanded() {
    #expect(PseudoLocale.accented.apply(to: "Settings") == "Ŝéţţîñĝš")
    // 8 characters is short: 40 % more, 3.2 rounded up to 4.
    #expect(PseudoLocale.expanded.apply(to: "Settings") == "[Settings~~~~]")
    // 20 characters: 30 % more, 6.
    #expect(
      PseudoLocale.expanded.apply(to: "Notifications center") == "[Notifications center~~~~~~]")
  }
}
