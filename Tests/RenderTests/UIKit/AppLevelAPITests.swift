import Foundation
import LayoutRender
import Testing

/// UIKit API that view code reaches for beyond views.
///
/// Transitions, trait environments, URL contexts, emitters, dynamics, edit menus, pointers, input views,
/// interactive transitions, document pickers: each keeps what code gives it; nothing in a render is moved by them.
@MainActor @Suite struct AppLevelAPITests {
  @Test func aTransitionTakesItsTypeAndSubtype() {
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromRight
    transition.duration = 0.3
    let view = UIView()
    view.layer.add(transition, forKey: "transition")
    #expect(transition.type.rawValue == "push" && transition.subtype == .fromRight)
    #expect(
      CATransitionType.fade.rawValue == "fade" && kCATransactionDisableActions == "disableActions")
  }

  @Test func anExtensionOfTheTraitEnvironmentReachesViewsAndControllers() {
    let view = UIView()
    let controller = UIViewController()
    let environments: [any UITraitEnvironment] = [view, controller, UIScreen.main]
    #expect(environments.allSatisfy { $0.traitCollection.userInterfaceStyle != .dark })
  }

  @Test func aSceneDelegateGetsURLContexts() {
    final class Delegate: UIResponder, UIWindowSceneDelegate {
      var opened: [URL] = []
      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        opened += URLContexts.map(\.url)
      }
    }
    let delegate = Delegate()
    let scene = UIApplication.shared.connectedScenes.first
    let url = URL(string: "app://open/42")!
    if let scene { delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url)]) }
    #expect(delegate.opened == [url])
  }

  @Test func anEmitterViewKeepsItsCellsAndDrawsNoParticles() throws {
    final class ConfettiView: UIView {
      override class var layerClass: AnyClass { CAEmitterLayer.self }
      var emitter: CAEmitterLayer? { layer as? CAEmitterLayer }
    }
    let view = ConfettiView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let cell = CAEmitterCell()
    cell.birthRate = 20
    cell.color = UIColor.red.cgColor
    view.emitter?.emitterCells = [cell]
    view.emitter?.emitterShape = .line
    #expect(view.emitter?.emitterCells?.first?.birthRate == 20)
    let image = try Scene(
      "confetti", size: CGSize(width: 10, height: 10), scale: 1, backgroundColor: .white
    ) {
      $0.addSubview(view)
    }.image()
    #expect(image.pixels.allSatisfy { $0 == 255 })
  }

  @Test func dynamicsLeaveEveryItemWhereLayoutPutIt() {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    reference.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [box]))
    animator.addBehavior(collision)
    animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 150, y: 150)))
    #expect(animator.behaviors.count == 3 && !animator.isRunning)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 20, height: 20)).count == 1)
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty)
  }

  @Test func interactionsAndMenusAreKept() {
    final class Delegate: NSObject, UIPointerInteractionDelegate, UIEditMenuInteractionDelegate {}
    let delegate = Delegate()
    let view = UIView()
    let pointer = UIPointerInteraction(delegate: delegate)
    let edit = UIEditMenuInteraction(delegate: delegate)
    view.addInteraction(pointer)
    view.addInteraction(edit)
    #expect(pointer.view === view && edit.view === view && view.interactions.count == 2)
    edit.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: Selector("define:"))]
    #expect(UIMenuController.shared.menuItems?.first?.title == "Define")
    #expect(!UIMenuController.shared.isMenuVisible)
    UIMenuController.shared.menuItems = nil
  }

  @Test func inputViewsTransitionsAndPickersKeepWhatTheyAreGiven() {
    let input = UIInputView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
    #expect(input.inputViewStyle == .keyboard && input.frame.height == 44)
    let interactive = UIPercentDrivenInteractiveTransition()
    interactive.update(1.5)
    #expect(interactive.percentComplete == 1)
    interactive.cancel()
    #expect(interactive.percentComplete == 0)
    let picker = UIDocumentPickerViewController(documentTypes: ["public.pdf"], in: .import)
    picker.allowsMultipleSelection = true
    #expect(picker.documentTypes == ["public.pdf"] && picker.documentPickerMode == .import)
  }
}
