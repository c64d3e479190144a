// Types for the TypeScript benchmarks that serve a built web app.
export function buildWeb(): { dist: string; cleanup: () => void };
