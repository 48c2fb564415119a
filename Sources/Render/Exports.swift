// Render's values without the drawing libraries (RGBAImage and PNG, RenderError, RendererFingerprint) live in
// RenderCore, so that tools that only compare images need not load Cairo and Pango; `import Render` brings them.
@_exported import RenderCore
