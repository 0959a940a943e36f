/**
 * The rows of a table of short string cases written one a line as `input → expected`, for
 * test.each: a mapping reads as two columns rather than as a stack of quoted tuples. Blank lines
 * are skipped and each side is trimmed, so a case whose surrounding spaces matter is written as a
 * tuple of its own. A relation that reads both ways may name another arrow, such as "~".
 */
export function arrowRows(table: string, arrow = "→"): [string, string][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const sides = line.split(` ${arrow} `);
      const [input, expected] = sides;
      if (sides.length !== 2 || input === undefined || expected === undefined) {
        throw new Error(`a row is "input ${arrow} expected": ${line}`);
      }
      return [input.trim(), expected.trim()];
    });
}
