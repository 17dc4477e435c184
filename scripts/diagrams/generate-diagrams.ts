import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagramFiles } from './mermaid';
import { MACHINES } from './registry';

/** `npm run diagrams`: regenerates docs/machines/ from the machine definitions. */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/machines');
for (const [name, text] of diagramFiles(MACHINES)) {
  await writeFile(path.join(outDir, name), text);
  console.log(`docs/machines/${name}`);
}
