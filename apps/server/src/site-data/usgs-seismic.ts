// The USGS Seismic Design Web Services (earthquake.usgs.gov/ws/designmaps, documented per
// edition at asce7-16.html and asce7-22.html): GET <base>/asce7-16.json?latitude&longitude&
// riskCategory&siteClass&title answers { request: { referenceDocument, status, url, ... },
// response: { data: { ss, s1, sms, sm1, sds, sd1, tl, ... } } }, values in g, TL in s.
import type { SeismicDetailsResponse, SeismicValues, UsgsDesignCode } from '@pilewise/contracts';
import { AppError } from '../shared/errors';

const ENDPOINTS: Record<UsgsDesignCode, string> = {
  'ASCE 7-16': 'asce7-16.json',
  'ASCE 7-22': 'asce7-22.json',
};
const ROMAN = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV' } as const;
const VALUE_LABELS: Record<keyof SeismicValues, string> = {
  Ss: 'Ss',
  S1: 'S1',
  SMS: 'SMS',
  SM1: 'SM1',
  SDS: 'SDS',
  SD1: 'SD1',
  TL_s: 'TL',
};
const TYPE_THEM = 'type Ss, S1, SMS, SM1, SDS, SD1 and TL from the USGS web site or the geotechnical report';

/** 503/502: the service is out of reach or answered something unusable; the user types the values. */
export class SeismicServiceError extends AppError {
  constructor(statusCode: 502 | 503, message: string) {
    super(statusCode, 'SERVICE_UNAVAILABLE', message);
  }
}

export interface UsgsRequest {
  designCode: UsgsDesignCode;
  latitude: number;
  longitude: number;
  riskCategory: 1 | 2 | 3 | 4;
  siteClass: string;
}

export interface UsgsOptions {
  baseUrl: string;
  timeoutMs: number;
  now?: () => Date;
}

/** The request URL; the title is fixed: no project name leaves PileWise. */
export function usgsUrl(base: string, r: UsgsRequest): string {
  const q = new URLSearchParams({
    latitude: String(r.latitude),
    longitude: String(r.longitude),
    riskCategory: ROMAN[r.riskCategory],
    siteClass: r.siteClass,
    title: 'PileWise',
  });
  return `${base}/${ENDPOINTS[r.designCode]}?${q.toString()}`;
}

/** Why a fetch failed, in words a user can act on. */
function unreachable(err: unknown, url: string, timeoutMs: number): SeismicServiceError {
  const e = err as { name?: string; cause?: { code?: string } };
  const why =
    e.name === 'TimeoutError' || e.name === 'AbortError'
      ? `no answer within ${timeoutMs / 1000} s`
      : e.cause?.code === 'ECONNREFUSED'
        ? 'connection refused'
        : e.cause?.code === 'ENOTFOUND' || e.cause?.code === 'EAI_AGAIN'
          ? 'its address could not be found (no network?)'
          : (e.cause?.code ?? 'network error');
  return new SeismicServiceError(
    503,
    `The USGS seismic design service could not be reached (${why}; ${new URL(url).origin}): ${TYPE_THEM}`,
  );
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Asks the service and reads its answer into the engine's seismic parameter names. */
export async function fetchUsgsSeismic(r: UsgsRequest, o: UsgsOptions): Promise<SeismicDetailsResponse> {
  const url = usgsUrl(o.baseUrl, r);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(o.timeoutMs),
      headers: { accept: 'application/json' },
    });
    body = await res.json().catch(() => null);
  } catch (err) {
    throw unreachable(err, url, o.timeoutMs);
  }
  const answer = body as {
    request?: { status?: unknown; referenceDocument?: unknown };
    response?: { data?: Record<string, unknown> } | string;
  } | null;
  if (!res.ok || answer?.request?.status !== 'success' || typeof answer.response !== 'object') {
    const said =
      typeof answer?.response === 'string' ? answer.response : `HTTP ${res.status} ${res.statusText}`.trim();
    throw new SeismicServiceError(
      502,
      `The USGS seismic design service did not give values (${said}): ${TYPE_THEM}`,
    );
  }
  const d = answer.response.data ?? {};
  const values: SeismicValues = {
    Ss: numberOrNull(d.ss),
    S1: numberOrNull(d.s1),
    SMS: numberOrNull(d.sms),
    SM1: numberOrNull(d.sm1),
    SDS: numberOrNull(d.sds),
    SD1: numberOrNull(d.sd1),
    // ASCE7-16 answers name it both 'tl' and 't-sub-l'.
    TL_s: numberOrNull(d.tl) ?? numberOrNull(d['t-sub-l']),
  };
  if (Object.values(values).every((v) => v === null))
    throw new SeismicServiceError(
      502,
      `The USGS seismic design service answered without values: ${TYPE_THEM}`,
    );
  const missing = (Object.keys(values) as (keyof SeismicValues)[])
    .filter((k) => values[k] === null)
    .map((k) =>
      k === 'SM1' || k === 'SD1'
        ? `${VALUE_LABELS[k]}: not given by the service (ASCE 7 §11.4.8 may require a site-specific ground motion hazard analysis for this site class): enter it`
        : `${VALUE_LABELS[k]}: not given by the service: enter it`,
    );
  return {
    values,
    source: {
      service: `USGS Seismic Design Web Services (${ENDPOINTS[r.designCode].replace('.json', '').toUpperCase()})`,
      url,
      referenceDocument:
        typeof answer.request?.referenceDocument === 'string'
          ? answer.request.referenceDocument
          : r.designCode,
      fetchedAt: (o.now?.() ?? new Date()).toISOString(),
      latitude: r.latitude,
      longitude: r.longitude,
      riskCategory: ROMAN[r.riskCategory],
      siteClass: r.siteClass,
    },
    missing,
  };
}
