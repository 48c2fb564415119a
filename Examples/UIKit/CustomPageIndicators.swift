// Page controls with custom indicators: a drawn arrow for the first page set with setIndicatorImage(_:forPage:),
// drawn bars as the preferred images, the prominent background style, and a vertical control stepping top to bottom,
// as weather and photo apps mark their pages.
import UIKit

enum IndicatorArt {
  static func arrow() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 8, y: 0))
      path.addLine(to: CGPoint(x: 0, y: 3.5))
      path.addLine(to: CGPoint(x: 4, y: 4))
      path.addLine(to: CGPoint(x: 4.5, y: 8))
      path.close()
      UIColor.black.setFill()
      path.fill()
    }.withRenderingMode(.alwaysTemplate)
  }

  static func bar() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 14, height: 4)).image { _ in
      UIColor.black.setFill()
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 14, height: 4), cornerRadius: 2).fill()
    }.withRenderingMode(.alwaysTemplate)
  }
}

func makeCityPager() -> UIPageControl {
  let pager = UIPageControl()
  pager.numberOfPages = 5
  pager.currentPage = 2
  pager.backgroundStyle = .prominent
  pager.setIndicatorImage(IndicatorArt.arrow(), forPage: 0)
  pager.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.45)
  pager.currentPageIndicatorTintColor = .white
  return pager
}

func makeStoryPager() -> UIPageControl {
  let pager = UIPageControl()
  pager.numberOfPages = 4
  pager.currentPage = 1
  pager.direction = .topToBottom
  pager.preferredIndicatorImage = IndicatorArt.bar()
  pager.pageIndicatorTintColor = .systemGray3
  pager.currentPageIndicatorTintColor = .systemIndigo
  return pager
}

import LayoutRender

_ = Scene("Custom page indicators", size: CGSize(width: 375, height: 260)) { root in
  root.backgroundColor = .systemBackground
  let sky = UIView()
  sky.backgroundColor = UIColor(red: 0.20, green: 0.45, blue: 0.80, alpha: 1)
  sky.layer.cornerRadius = 20
  let city = makeCityPager()
  let stories = makeStoryPager()
  for subview in [sky, city, stories] {
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
  }
  NSLayoutConstraint.activate([
    sky.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    sky.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    sky.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    sky.trailingAnchor.constraint(equalTo: stories.leadingAnchor, constant: -16),
    city.centerXAnchor.constraint(equalTo: sky.centerXAnchor),
    city.bottomAnchor.constraint(equalTo: sky.bottomAnchor, constant: -16),
    stories.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
    stories.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
