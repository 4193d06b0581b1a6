/**
 * One design method per project (AISC 360-16 B3): which checks each combination feeds, and the
 * fallbacks a custom set needs (issue 9).
 */
import { describe, expect, it } from 'vitest';
import { combinationPolicy, combinationRoles } from './combination-roles';

const S = { steel: true, geotech: true, service: false };
const SERVICE = { steel: false, geotech: false, service: true };
const ALL = { steel: true, geotech: true, service: true };
const NONE = { steel: false, geotech: false, service: false };

describe('combination roles under one design method', () => {
  it('LRFD: LRFD combinations take steel and axial, ASD ones deflection and fixity only', () => {
    const r = combinationRoles(['LRFD', 'LRFD', 'ASD'], 'LRFD');
    expect(r.roles).toEqual([S, S, SERVICE]);
    expect(r.warnings).toEqual([]);
  });
  it('ASD: every ASD combination takes every check; an LRFD one (custom) feeds nothing and is named', () => {
    const r = combinationRoles(['ASD', 'LRFD'], 'ASD');
    expect(r.roles).toEqual([ALL, NONE]);
    expect(r.warnings).toEqual([
      'the LRFD combinations that feed no check under design method ASD are left out',
    ]);
  });
  it('a custom LRFD-only set in an ASD project: LRFD takes the strength checks and the service ones, with warnings', () => {
    const r = combinationRoles(['LRFD', 'LRFD'], 'ASD');
    expect(r.roles).toEqual([ALL, ALL]);
    expect(r.warnings).toEqual([
      'no ASD combination: the LRFD combinations take the steel and axial checks, by LRFD',
      'no ASD combination: deflection and fixity checks use the LRFD combinations (conservative)',
    ]);
  });
  it('a custom ASD-only set in an LRFD project: ASD takes every check, with a warning', () => {
    const r = combinationRoles(['ASD'], 'LRFD');
    expect(r.roles).toEqual([ALL]);
    expect(r.warnings).toEqual([
      'no LRFD combination: the ASD combinations take the steel and axial checks, by ASD',
    ]);
  });
  it('the policy in the result names the method and the clause', () => {
    expect(combinationPolicy('LRFD')).toMatch(/^Design method LRFD \(AISC 360-16 B3\.1\)/);
    expect(combinationPolicy('ASD')).toMatch(/^Design method ASD \(AISC 360-16 B3\.2\)/);
  });
});
