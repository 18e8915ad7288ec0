// Applies a forced theme before first paint: loaded by index.html as a plain (blocking) script
// ahead of the app, so a dark choice never flashes light. A file, not an inline script, so the
// Content-Security-Policy can forbid inline scripts (script-src 'self').
// src/composables/use-theme.ts owns the setting and its storage key.
try {
  var t = localStorage.getItem('supremacy-theme')
  if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t
} catch {
  // Storage blocked (private mode, policies): follow the device.
}
