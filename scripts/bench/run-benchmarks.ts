export {};
// Runs every benchmark and prints one table. Benchmarks are added by the issues that own them;
// until then this says so instead of printing numbers it did not measure.
const benchmarks: { name: string; run: () => Promise<Record<string, string | number>> }[] = [];

if (benchmarks.length === 0) {
  console.log('No benchmarks are registered yet. Planned: landing (Lighthouse), app bundle, analysis, generation, API.');
} else {
  for (const b of benchmarks) {
    console.log(b.name, await b.run());
  }
}
