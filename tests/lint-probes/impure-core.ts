// Type-check probe: what the pure core must not use. architecture.test.ts compiles this file with
// tsconfig.core.json and expects each of the three names to be unknown.
export const home = process.env.HOME;
export const title = document.title;
export const bytes = Buffer.from('pennyflow');
