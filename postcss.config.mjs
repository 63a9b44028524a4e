import path from 'node:path'

// Next resolves plugins by name, and a local file's name only as an absolute path.
const config = {
  plugins: { '@tailwindcss/postcss': {}, [path.resolve('postcss-font-display.cjs')]: {} },
}

export default config
