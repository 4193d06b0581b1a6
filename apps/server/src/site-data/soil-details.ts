// get-soil-details (spec §7): the project's soil layers, Lateral Neglect and Neglect Top Soil
// in the project's units, with each strength parameter under the label its soil type uses
// (spec §3 "Soil layer": Qu, Krm, Erm for weak rock; Su for vuggy limestone).
import {
  fromSI,
  isJsonObject,
  M_PER_IN,
  N_PER_LBF,
  unitOf,
  type SoilDetailsResponse,
  type UnitSystem,
} from '@pilewise/contracts';

interface RawLayer {
  name?: unknown;
  model?: unknown;
  top_m?: unknown;
  bottom_m?: unknown;
  gamma_N_per_m3?: unknown;
  phiDeg?: unknown;
  cu_Pa?: unknown;
  cuBottom_Pa?: unknown;
  k_N_per_m3?: unknown;
  eps50?: unknown;
  qu_Pa?: unknown;
  su_Pa?: unknown;
  Erm_Pa?: unknown;
  krm?: unknown;
  rqdStart_pct?: unknown;
  rqdEnd_pct?: unknown;
  pMultiStart?: unknown;
  pMultiEnd?: unknown;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Subgrade modulus k: pci (lb/in³) or MN/m³, as geotechnical reports give it. */
const K_UNITS: Record<UnitSystem, { label: string; si: number }> = {
  imperial: { label: 'pci', si: N_PER_LBF / M_PER_IN ** 3 },
  metric: { label: 'MN/m³', si: 1e6 },
};

/** The strength parameters of one layer, labelled as its soil type names them. */
function layerValues(l: RawLayer, system: UnitSystem): SoilDetailsResponse['layers'][number]['values'] {
  const pressure = (label: string, v: unknown) =>
    num(v) === null
      ? []
      : [{ label, value: fromSI('pressure', num(v)!, system), unit: unitOf('pressure', system) }];
  const plain = (label: string, v: unknown, unit = '') =>
    num(v) === null ? [] : [{ label, value: num(v)!, unit }];
  const k = num(l.k_N_per_m3);
  const kpy =
    k === null ? [] : [{ label: 'Kpy', value: k / K_UNITS[system].si, unit: K_UNITS[system].label }];
  switch (l.model) {
    case 'weak-rock':
      return [
        ...pressure('Qu', l.qu_Pa),
        ...plain('Krm', l.krm),
        ...pressure('Erm', l.Erm_Pa),
        ...plain('RQD start', l.rqdStart_pct, '%'),
        ...plain('RQD end', l.rqdEnd_pct, '%'),
      ];
    case 'vuggy-limestone':
      return [...pressure('Su', l.su_Pa), ...pressure('Qu', l.qu_Pa)];
    default:
      return [
        ...plain('Phi', l.phiDeg, '°'),
        ...pressure('Cu', l.cu_Pa),
        ...pressure('Cu bottom', l.cuBottom_Pa),
        ...kpy,
        ...plain('e50', l.eps50),
      ];
  }
}

/** The soil details of a saved design input (raw JSON, SI); empty layers when it has none. */
export function soilDetailsOf(designInput: unknown, system: UnitSystem): SoilDetailsResponse {
  const input = (designInput ?? {}) as {
    soil?: { layers?: unknown; waterTableDepth_m?: unknown; lateralNeglectDepth_m?: unknown };
    vertical?: { neglectTopSoil_m?: unknown };
  };
  // a saved depth beyond what a double holds in this unit (1e308 m in ft) has no number to show
  const length = (v: unknown) => {
    const shown = fromSI('length', num(v) ?? 0, system);
    return Number.isFinite(shown) ? shown : null;
  };
  // Any JSON a client saved: entries that are not objects are not layers.
  const layers = Array.isArray(input.soil?.layers)
    ? (input.soil.layers as unknown[]).filter((l): l is RawLayer => isJsonObject(l))
    : [];
  // no water table: none saved, or no number
  const waterSI = num(input.soil?.waterTableDepth_m);
  const water = waterSI === null ? null : length(waterSI);
  return {
    unitSystem: system,
    units: {
      length: unitOf('length', system),
      unitWeight: unitOf('unitWeight', system),
      pressure: unitOf('pressure', system),
    },
    layers: layers.map((l) => ({
      name: typeof l.name === 'string' ? l.name : '',
      model: typeof l.model === 'string' ? l.model : '',
      top: length(l.top_m),
      bottom: length(l.bottom_m),
      gamma: fromSI('unitWeight', num(l.gamma_N_per_m3) ?? 0, system),
      values: layerValues(l, system),
      pMultiStart: num(l.pMultiStart) ?? 1,
      pMultiEnd: num(l.pMultiEnd) ?? num(l.pMultiStart) ?? 1,
    })),
    waterTableDepth: water,
    lateralNeglect: length(input.soil?.lateralNeglectDepth_m),
    neglectTopSoil: length(input.vertical?.neglectTopSoil_m),
  };
}
