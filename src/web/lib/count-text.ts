/** "1 file", "3 files": a count with its noun in the number it needs. */
export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
