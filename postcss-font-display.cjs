/**
 * Sets font-display: optional on every @font-face (the @fontsource faces say swap). A face that
 * swaps in after first paint re-lays out text set in the fallback, a layout shift Lighthouse counts
 * (issue 13: the UK home's CLS was 0.038–0.074, all "web font loaded"). With optional the browser
 * uses a face only if it is ready within the first ~100 ms, so the page never shifts; a first
 * visit on a slow phone may show the fallback face, and the next page has the face cached.
 */
module.exports = () => ({
  postcssPlugin: 'font-display-optional',
  AtRule: {
    'font-face': (rule) => {
      rule.walkDecls('font-display', (declaration) => {
        declaration.value = 'optional'
      })
    },
  },
})
module.exports.postcss = true
