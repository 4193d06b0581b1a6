import { describe, expect, it } from 'vitest';
import { parseDesignInput, type DesignInput } from '@pilewise/contracts';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import { formatStep, summarizeDesignInput, type SummaryItem } from './design-input-summary';

function parsed(json: unknown): DesignInput {
  const r = parseDesignInput(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const value = (items: SummaryItem[], label: string) => items.find((i) => i.label === label)?.value;

describe('summary of a design input', () => {
  it('the Generic example in imperial units', () => {
    const s = summarizeDesignInput(parsed(generic), 'imperial');
    expect(value(s.project, 'Project')).toBe('Example: Mesa Verde Solar 100 MWac (Generic, 1P tracker)');
    expect(value(s.project, 'Tracker company')).toBe('Generic');
    expect(value(s.project, 'Design mode')).toBe('2');
    expect(value(s.project, 'Design code')).toBe('ASCE 7-16');
    expect(value(s.project, 'Units')).toBe("Imperial (the project's unit system)");
    expect(s.unitsNote).toBeNull();
    expect(value(s.settings, 'Section family')).toBe('W6');
    expect(value(s.settings, 'Min–Max Section')).toBe('W6x8.5 – W6x25');
    expect(value(s.settings, 'Yield strength Fy')).toBe('50.0 ksi');
    // 1.5 m = 4.92 ft, 4.5 m = 14.76 ft, 0.25 m = 0.8202 ft: the increment to 0.01 ft.
    expect(value(s.settings, 'Embedment')).toBe('4.9 – 14.8 ft, increment 0.82 ft');
    // 1.22 m = 4.00 ft, 1.37 m = 4.49 ft.
    expect(value(s.settings, 'Pile heights')).toBe('4.0, 4.5 ft');
    // 0.0508 m = 2.00 in, 0.0254 m = 1.00 in, 0.0762 m = 3.00 in, 0.0381 m = 1.50 in.
    expect(value(s.settings, 'Deflection limits')).toBe(
      'Strong axis: top 2.00 in, grade 1.00 in; weak axis: top 3.00 in, grade 1.50 in',
    );
    expect(s.pierTypes.map((p) => p.id)).toEqual(['SAP', 'SAPE', 'SMP', 'HAP', 'HAPE', 'HMP', 'IDP', 'ERE']);
    expect(s.soilUnits).toEqual({ depth: 'ft', gamma: 'pcf', strength: 'psf' });
    // 18 500 N/m³ = 117.8 pcf; 75 kPa = 1566 psf; 2.5 MPa = 52 213 psf.
    expect(s.soilLayers).toEqual([
      {
        number: 1,
        from: '0.0',
        to: '3.3',
        name: 'Stiff lean clay (CL)',
        model: 'Stiff Clay w/o Free Water (Reese)',
        gamma: '118',
        phi: '—',
        strength: '1570',
      },
      {
        number: 2,
        from: '3.3',
        to: '9.8',
        name: 'Medium dense silty sand (SM)',
        model: 'API Sand',
        gamma: '121',
        phi: '32.0',
        strength: '—',
      },
      {
        number: 3,
        from: '9.8',
        to: '19.7',
        name: 'Weathered sandstone',
        model: 'Weak Rock (Reese)',
        gamma: '137',
        phi: '—',
        strength: 'q_u 52200',
      },
    ]);
    expect(value(s.soil, 'Water table depth')).toBe('13.1 ft');
    expect(value(s.site, 'Corrosion')).toBe('FHWA, design life 35 years, zone to 4.9 ft below grade');
    // 69 kPa = 1441 psf, 0.9 m = 2.95 ft.
    expect(value(s.site, 'Frost')).toBe('Considered: depth 3.0 ft, adfreeze 1440 psf');
    expect(value(s.site, 'Seismic')).toBe('On (weak axis, R = 1.25)');
  });

  it('the Nevados example in metric units', () => {
    const s = summarizeDesignInput(parsed(nevados), 'metric');
    expect(value(s.project, 'Tracker company')).toBe('Nevados');
    expect(value(s.project, 'Design mode')).toBe('3');
    expect(value(s.project, 'Design code')).toBe('ASCE 7-10');
    expect(value(s.settings, 'Yield strength Fy')).toBe('345 MPa');
    expect(value(s.settings, 'Embedment')).toBe('1.50 – 4.50 m, increment 0.25 m');
    expect(value(s.project, 'Units')).toBe("Metric (the project's unit system)");
    expect(s.unitsNote).toBeNull();
    expect(value(s.settings, 'Pile heights')).toBe('1.25 m');
    expect(s.soilUnits).toEqual({ depth: 'm', gamma: 'kN/m³', strength: 'kPa' });
    expect(s.soilLayers[0]).toMatchObject({ from: '0.00', to: '1.00', gamma: '18.5', strength: '75.0' });
    expect(value(s.site, 'Seismic')).toBe('Off');
    expect(value(s.site, 'Frost')).toBe('Considered: depth 0.90 m, adfreeze 69.0 kPa');
  });

  it('follows the project’s unit system, not the file’s, and says when they differ', () => {
    const input = parsed(nevados);
    expect(input.project.unitSystem).toBe('metric');
    const s = summarizeDesignInput(input, 'imperial');
    expect(value(s.project, 'Units')).toBe("Imperial (the project's unit system); the file asks for metric");
    expect(s.unitsNote).toBe(
      'The file asks for metric units (project.unitSystem); the numbers are shown in imperial, the ' +
        "project's unit system. To read them in metric, change Unit system in the Details tab.",
    );
    expect(value(s.settings, 'Pile heights')).toBe('4.1 ft');
    expect(s.soilUnits).toEqual({ depth: 'ft', gamma: 'pcf', strength: 'psf' });
  });
});

describe('steps shown exactly', () => {
  it.each([
    // [step in m, imperial, metric]
    [0.25, '0.82', '0.25'], // 0.8202 ft
    [0.5, '1.64', '0.50'], // 1.6404 ft
    [0.3048, '1.0', '0.3048'], // 1 ft
    [0.1524, '0.5', '0.1524'], // 6 in
    [0.0762, '0.25', '0.0762'], // 3 in
    [1, '3.28', '1.00'], // 3.2808 ft
    [0.1, '0.33', '0.10'], // 0.3281 ft
  ])('%f m: %s ft, %s m', (step, ft, m) => {
    expect(formatStep(step, 'imperial')).toBe(ft);
    expect(formatStep(step, 'metric')).toBe(m);
  });
});
