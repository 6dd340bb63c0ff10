/** The import bench's and the 50,000-row integration test's file (tests/bench/imports.ts). */

/** Row i of the file: every 20th row is bad, cycling through four kinds of problem. */
export function benchCsv(rows: number): { csv: string; bad: number } {
  const lines = ['Email,First Name,Last Name,Tags'];
  let bad = 0;
  for (let i = 0; i < rows; i += 1) {
    if (i % 20 === 19) {
      bad += 1;
      const kind = (i / 20) | 0;
      lines.push(
        [`broken-${i}`, `,Nobody${i},,`, `p${i - 19}@example.com,Again,,`, `p${i}@gmial.com,Typo,,`][
          kind % 4
        ]!,
      );
    } else lines.push(`p${i}@example.com,First${i},Last${i},"bench, size-${rows}"`);
  }
  return { csv: `${lines.join('\n')}\n`, bad };
}

/** How many rows of benchCsv(rows) fail each check (kinds cycle: invalid, missing, repeat, typo). */
export function benchReasons(rows: number): Record<string, number> {
  const reasons = ['invalidEmail', 'missingEmail', 'duplicateInFile', 'domainTypo'];
  const out: Record<string, number> = {};
  for (let i = 19; i < rows; i += 20) {
    const reason = reasons[((i / 20) | 0) % 4]!;
    out[reason] = (out[reason] ?? 0) + 1;
  }
  return out;
}
