@_exported import HeadlessUIKit
// `import Render` gives what it draws and what it produces: the views with UIKit's names and the layout
// engine (HeadlessUIKit) and Render's values without the drawing libraries (RenderCore:
// RGBAImage and PNG, RenderError, RendererFingerprint), which tools that only compare images import alone.
@_exported import RenderCore
