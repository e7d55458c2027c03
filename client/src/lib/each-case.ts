import { expect, it } from 'vitest';

// A table-driven test: each row is an input and what `answer` gives for it.
export function eachCase<Input, Output>(answer: (input: Input) => Output, rows: readonly (readonly [Input, Output])[], title = '%j -> %j'): void {
  it.each(rows)(title, (input, expected) => {
    expect(answer(input)).toStrictEqual(expected);
  });
}
