import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diagramFiles, toMermaid } from '../../scripts/diagrams/mermaid';
import { MACHINES } from '../../scripts/diagrams/registry';
import { allStates } from '../machines/model';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/machines');
const expected = diagramFiles(MACHINES);

describe('machine diagrams in docs/machines', () => {
  it.each([...expected.keys()])('%s is up to date (run `npm run diagrams` when this fails)', async (name) => {
    const committed = await readFile(path.join(docs, name), 'utf8');
    expect(committed).toBe(expected.get(name));
  });

  it('holds no diagram of a machine that no longer exists', async () => {
    expect((await readdir(docs)).sort()).toEqual([...expected.keys()].sort());
  });

  it('draws every state of every machine', () => {
    for (const { machine } of MACHINES) {
      const diagram = toMermaid(machine);
      for (const node of allStates(machine)) expect(diagram).toContain(node.path.join('_'));
    }
  });
});
