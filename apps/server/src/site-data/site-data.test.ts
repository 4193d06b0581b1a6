// get-seismic-details against a local stand-in of the USGS seismic design web service (on
// 127.0.0.1, answering the JSON its documentation gives), and without a network; get-soil-details.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeismicDetailsResponse, SoilDetailsResponse } from '@pilewise/contracts';
import { createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { projectWithInput, smallDesignInput } from '../../test/runs';

/** The documented answer shape (asce7-16.html / asce7-22.html), values of a Los Angeles site. */
function usgsAnswer(doc: 'ASCE7-16' | 'ASCE7-22', url: string, query: URLSearchParams) {
  const data =
    doc === 'ASCE7-16'
      ? // ASCE 7-16, site class D, S1 ≥ 0.2: SM1 and SD1 left to a site-specific study (null).
        {
          ss: 2.4,
          fa: 1,
          sms: 2.4,
          sds: 1.6,
          sdcs: 'D',
          s1: 0.84,
          fv: null,
          sm1: null,
          sd1: null,
          sdc1: null,
          sdc: null,
          tl: 8,
          't-sub-l': 8,
        }
      : {
          pgam: 0.9,
          sms: 2.19,
          sm1: 1.05,
          sds: 1.46,
          sd1: 0.7,
          sdc: 'D',
          ss: 2.15,
          s1: 0.75,
          ts: 0.479,
          t0: 0.0958,
          tl: 8,
          cv: null,
        };
  return {
    request: {
      date: '2026-11-23T12:00:00Z',
      referenceDocument: doc,
      status: 'success',
      url,
      parameters: Object.fromEntries(query),
    },
    response: { data, metadata: {} },
  };
}

describe.each(BACKENDS)('site data on %s', (backend) => {
  let usgs: Server;
  let silent: Server;
  const seen: IncomingMessage[] = [];
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let projectId: string;
  let usgsUrl: string;

  beforeAll(async () => {
    usgs = createServer((req, res) => {
      seen.push(req);
      const url = new URL(req.url!, 'http://127.0.0.1');
      const doc = url.pathname.endsWith('/asce7-16.json')
        ? 'ASCE7-16'
        : url.pathname.endsWith('/asce7-22.json')
          ? 'ASCE7-22'
          : null;
      if (!doc || url.searchParams.get('siteClass') === 'E') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            request: { status: 'error' },
            response: 'Site class E requires a site-specific study',
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(usgsAnswer(doc, url.href, url.searchParams)));
    });
    await new Promise<void>((r) => usgs.listen(0, '127.0.0.1', r));
    usgsUrl = `http://127.0.0.1:${(usgs.address() as AddressInfo).port}/ws/designmaps`;
    t = await buildTestApp(backend, { USGS_SEISMIC_URL: usgsUrl });
    admin = await signUpCompany(t);
    otherAdmin = await signUpCompany(t, { companyName: 'Other Co' });
    const project = await projectWithInput(t, admin, smallDesignInput(), 'LA site');
    projectId = project._id;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => usgs?.close(r));
    await new Promise((r) => (silent ? silent.close(r) : r(undefined)));
  });

  const ask = (user: TestUser, body: Record<string, unknown>, app: TestApp = t) =>
    app.call({ method: 'POST', url: '/api/projects/get-seismic-details', token: user.token, payload: body });
  const la = { projectId: '', latitude: 34.05, longitude: -118.25, riskCategory: 2, siteClass: 'D' };

  it('ASCE 7-22: fills Ss, S1, SMS, SM1, SDS, SD1, TL and says where they come from', async () => {
    const res = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-22' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SeismicDetailsResponse>();
    expect(body.values).toEqual({ Ss: 2.15, S1: 0.75, SMS: 2.19, SM1: 1.05, SDS: 1.46, SD1: 0.7, TL_s: 8 });
    expect(body.missing).toEqual([]);
    expect(body.source).toMatchObject({
      service: 'USGS Seismic Design Web Services (ASCE7-22)',
      referenceDocument: 'ASCE7-22',
      riskCategory: 'II',
      siteClass: 'D',
    });
    const sent = new URL(body.source.url);
    expect(sent.pathname).toBe('/ws/designmaps/asce7-22.json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      latitude: '34.05',
      longitude: '-118.25',
      riskCategory: 'II',
      siteClass: 'D',
      title: 'PileWise',
    });
  });

  it('ASCE 7-16: a value the service leaves out (SM1, SD1) is named for the user to type', async () => {
    const res = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-16', riskCategory: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SeismicDetailsResponse>();
    expect(body.values).toEqual({ Ss: 2.4, S1: 0.84, SMS: 2.4, SM1: null, SDS: 1.6, SD1: null, TL_s: 8 });
    expect(body.missing.map((m) => m.split(':')[0])).toEqual(['SM1', 'SD1']);
    expect(new URL(body.source.url).searchParams.get('riskCategory')).toBe('III');
  });

  it("uses the project's location when the body has none, and asks for one when the project has none", async () => {
    const moved = await t.call({
      method: 'POST',
      url: '/api/projects/draft-project',
      token: admin.token,
      payload: { _id: projectId, latitude: 33.45, longitude: -112.07, version: await versionOf(projectId) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await ask(admin, { projectId, riskCategory: 2, siteClass: 'C', designCode: 'ASCE 7-22' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SeismicDetailsResponse>().source).toMatchObject({ latitude: 33.45, longitude: -112.07 });
    const bare = await projectWithInput(t, admin, smallDesignInput(), 'No place');
    const none = await ask(admin, {
      projectId: bare._id,
      riskCategory: 2,
      siteClass: 'C',
      designCode: 'ASCE 7-22',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ field: string }>().field).toBe('latitude');
  });

  it('bad requests name the field: ASCE 7-10, a site class of another edition, latitude out of range', async () => {
    const old = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-10' });
    expect(old.statusCode).toBe(400);
    expect(old.json<{ field: string; message: string }>()).toMatchObject({
      field: 'designCode',
      message: expect.stringMatching(/enter the values/),
    });
    const cls = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-22', siteClass: 'D-default' });
    expect(cls.json<{ field: string }>().field).toBe('siteClass');
    const lat = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-22', latitude: 95 });
    expect(lat.json<{ field: string }>().field).toBe('latitude');
  });

  it("the service's own refusal is passed on (502) with what it said", async () => {
    const res = await ask(admin, { ...la, projectId, designCode: 'ASCE 7-22', siteClass: 'E' });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toMatch(/site-specific study.*type Ss, S1/);
  });

  it('another company’s project is not found (404), and nothing is asked of the service', async () => {
    const before = seen.length;
    const res = await ask(otherAdmin, { ...la, projectId, designCode: 'ASCE 7-22' });
    expect(res.statusCode).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('without a network: connection refused and no answer in time each tell the user to type the values', async () => {
    // A port just closed: nothing listens there.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const offline = await buildTestApp(backend, { USGS_SEISMIC_URL: `http://127.0.0.1:${port}` });
    try {
      const a = await signUpCompany(offline);
      const p = await projectWithInput(offline, a, smallDesignInput());
      const res = await ask(a, { ...la, projectId: p._id, designCode: 'ASCE 7-16' }, offline);
      expect(res.statusCode).toBe(503);
      expect(res.json<{ code: string; message: string }>()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(
          /could not be reached \(connection refused.*type Ss, S1, SMS, SM1, SDS, SD1 and TL/,
        ),
      });
    } finally {
      await offline.close();
    }

    silent = createServer(() => {}); // takes the request, never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const slow = await buildTestApp(backend, {
      USGS_SEISMIC_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      USGS_TIMEOUT_MS: '300',
    });
    try {
      const a = await signUpCompany(slow);
      const p = await projectWithInput(slow, a, smallDesignInput());
      const res = await ask(a, { ...la, projectId: p._id, designCode: 'ASCE 7-22' }, slow);
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toMatch(/no answer within 0.3 s/);
    } finally {
      await slow.close();
      silent.closeAllConnections();
    }
  });

  it("get-soil-details: the layers, Lateral Neglect and Neglect Top Soil in the project's units", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/projects/get-soil-details',
      token: admin.token,
      payload: { projectId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const soil = res.json<SoilDetailsResponse>();
    expect(soil.unitSystem).toBe('imperial');
    expect(soil.units).toEqual({ length: 'ft', unitWeight: 'pcf', pressure: 'psf' });
    expect(soil.layers.map((l) => l.name)).toEqual([
      'Stiff lean clay (CL)',
      'Medium dense silty sand (SM)',
      'Weathered sandstone',
    ]);
    // 1.0 m / 0.3048 = 3.2808 ft; 18 500 N/m³ / 157.087 = 117.77 pcf; 75 kPa / 47.880 = 1566.4 psf.
    const clay = soil.layers[0]!;
    expect(clay.bottom).toBeCloseTo(3.2808, 3);
    expect(clay.gamma).toBeCloseTo(117.77, 1);
    expect(clay.values.find((v) => v.label === 'Cu')!.value).toBeCloseTo(1566.4, 0);
    // Weak rock speaks of Qu, Krm, Erm (spec §3): 2.5 MPa / 47.880 Pa per psf = 52 213 psf.
    const rock = soil.layers[2]!;
    expect(rock.values.map((v) => v.label)).toEqual(['Qu', 'Krm', 'Erm', 'RQD start', 'RQD end']);
    expect(rock.values[0]!.value).toBeCloseTo(52213, -1);
    // 0.3 m = 0.984 ft each; water table 4.0 m = 13.12 ft.
    expect(soil.lateralNeglect).toBeCloseTo(0.9843, 3);
    expect(soil.neglectTopSoil).toBeCloseTo(0.9843, 3);
    expect(soil.waterTableDepth).toBeCloseTo(13.123, 2);

    const reviewer = await createUser(t, otherAdmin.companyId, 'Reviewer');
    const other = await t.call({
      method: 'POST',
      url: '/api/projects/get-soil-details',
      token: reviewer.token,
      payload: { projectId },
    });
    expect(other.statusCode).toBe(404);
  });

  async function versionOf(id: string): Promise<number | undefined> {
    const res = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${id}`,
      token: admin.token,
    });
    return res.json<{ project: { version?: number } }>().project.version;
  }
});
