// Chakra's theme module builds its whole default theme (every recipe) at load time. Marking that
// call pure lets webpack drop it, so only the recipes the portal names in its system are shipped.
module.exports = function markThemeConfigPure(source) {
  return source.replace(/=\s*defineConfig\(/g, '= /* @__PURE__ */ defineConfig(');
};
