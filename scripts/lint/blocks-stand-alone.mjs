// @ts-check
// An ESLint rule: a block's folder (src/blocks/<name>/) imports nothing from another block's folder
// (docs/decisions.md, "Blocks stand alone"). What two blocks both use lives in src/ui, src/lib or a
// service's client-safe module; a block that varies another lives in that block's folder.
import path from 'node:path'

/** The block folder a file or import target is in, or null when it is in none. @param {string} file */
function blockOf(file) {
  const match = file
    .split(path.sep)
    .join('/')
    .match(/(?:^|\/)src\/blocks\/([^/]+)\/./)
  return match ? match[1] : null
}

/** @type {import('eslint').Rule.RuleModule} */
export const blocksStandAlone = {
  meta: {
    type: 'problem',
    docs: { description: "A block imports nothing from another block's folder" },
    schema: [],
    messages: {
      otherBlock:
        "The block '{{from}}' imports from the block '{{to}}': move what both use to src/ui, src/lib or a service (docs/decisions.md, \"Blocks stand alone\").",
    },
  },
  create(context) {
    const from = blockOf(context.filename)
    if (!from) return {}
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return
      const target = source.startsWith('@/')
        ? `src/${source.slice(2)}`
        : source.startsWith('.')
          ? path.resolve(path.dirname(context.filename), source)
          : null
      const to = target && blockOf(target)
      if (to && to !== from) context.report({ node, messageId: 'otherBlock', data: { from, to } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

const plugin = { rules: { 'blocks-stand-alone': blocksStandAlone } }
export default plugin
