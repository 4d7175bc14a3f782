// A tool's command line, read by Node's util.parseArgs: an unknown option or a missing value
// stops the tool in one line naming it (exit 2), as every tool of the lab does.
import { parseArgs } from 'node:util';

/**
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {string} tool its name in the line, like `bench`
 * @param {T} options
 * @param {{ positionals?: boolean }} [more] whether it takes bare arguments too (a folder)
 */
export function toolArgs(tool, options, { positionals = false } = {}) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals: positionals });
  } catch (error) {
    console.error(`${tool}: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
}
