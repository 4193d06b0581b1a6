import { describe, expect, it } from 'vitest';
import { addProjectBodySchema, DESIGN_INPUT_KEY } from '@pilewise/contracts';
import { EXAMPLE_PROJECTS } from './examples';
import { exampleProjectBody } from './example-project-body';

describe('exampleProjectBody', () => {
  it('makes a valid new project of every example, its details from the example’s own project block', async () => {
    for (const example of EXAMPLE_PROJECTS) {
      const json = (await example.load()) as {
        project: { name: string; client: string; unitSystem: string; latitude: number };
      };
      const body = exampleProjectBody(example.label, json);
      expect(addProjectBodySchema.safeParse(body).success, example.id).toBe(true);
      expect(body).toMatchObject({
        name: json.project.name,
        client: json.project.client,
        unitSystem: json.project.unitSystem,
        latitude: json.project.latitude,
      });
      // the design input is the example itself, untouched
      expect(body.design?.[DESIGN_INPUT_KEY]).toBe(json);
    }
    // the metric example stays metric (the Nevados one)
    const nevados = EXAMPLE_PROJECTS.find((e) => e.id.startsWith('nevados'))!;
    expect(exampleProjectBody(nevados.label, await nevados.load()).unitSystem).toBe('metric');
  });

  it('names a project whose example lacks its block by the example’s label', () => {
    expect(exampleProjectBody('Generic: Somewhere', { settings: {} })).toMatchObject({
      name: 'Example: Generic: Somewhere',
      client: 'Example',
      latitude: null,
      longitude: null,
    });
    expect(exampleProjectBody('X', { project: { unitSystem: 'furlongs' } }).unitSystem).toBeUndefined();
  });
});
