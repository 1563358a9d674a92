import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationTreeData } from '@changdee/contract/locations';
import type { TeamDetail } from '@changdee/contract/teams-admin';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { TeamEditor } from './team-editor';

// A team's form (docs/decisions/051): the contract's schema refuses before anything is sent, a
// stale copy shows what changed and saves on the newer version with what was typed, capacity
// below what is booked lists the days. The server is a stand-in's answers.

initI18n('en');

const tree: LocationTreeData = [
  {
    provinceCode: '50',
    provinceName: 'เชียงใหม่',
    provinceNameEn: 'Chiang Mai',
    districts: [
      { districtCode: '5001', districtName: 'เมือง', districtNameEn: 'Mueang', subDistricts: [] },
      {
        districtCode: '5002',
        districtName: 'จอมทอง',
        districtNameEn: 'Chom Thong',
        subDistricts: [
          {
            subDistrictCode: '500201',
            subDistrictName: 'บ้านหลวง',
            subDistrictNameEn: 'Ban Luang',
            postCodes: [{ zipcode: '50160' }],
          },
          {
            subDistrictCode: '500203',
            subDistrictName: 'ดอยแก้ว',
            subDistrictNameEn: 'Doi Kaeo',
            postCodes: [{ zipcode: '50160' }],
          },
        ],
      },
    ],
  },
];

const team: TeamDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'CT-CNX-A',
  name_th: 'ทีมเอ',
  name_en: 'Team A',
  phone: '0812345678',
  active: true,
  morning_capacity: 2,
  afternoon_capacity: 2,
  daily_capacity: 4,
  work_types: ['WT-AC'],
  district_count: 1,
  member_count: 0,
  version: 3,
  provinces: [],
  districts: ['5001'],
  sub_districts: [],
  members: [],
  days_off: [],
  affected_jobs: [],
};

let sent: Array<{ method: string; url: string; body: Record<string, unknown> }>;
let answers: Array<{ status: number; body: unknown }>;

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url, body: JSON.parse(String(init.body)) });
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEditor(detail: TeamDetail | null) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TeamEditor
            team={detail}
            workTypes={['WT-AC']}
            tree={tree}
            users={[]}
            onSaved={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/en/teams'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

// Typing through the whole form is slow on a loaded machine.
describe('a team’s form', { timeout: 30_000 }, () => {
  const user = userEvent.setup({ delay: null });

  it('refuses a new team the contract refuses, in words, without sending it', async () => {
    renderEditor(null);
    await user.type(screen.getByLabelText(en.teams.code), 'bad code');
    await user.click(screen.getByRole('button', { name: en.teams.create }));
    expect(sent).toEqual([]);
    expect(screen.getByText(/capital letters, digits or -/)).toBeTruthy();
    expect(screen.getByText('Choose at least one.')).toBeTruthy();
    // What was typed stays.
    expect((screen.getByLabelText(en.teams.code) as HTMLInputElement).value).toBe('bad code');
  });

  it('shows what someone else changed, then saves on their version with what was typed', async () => {
    renderEditor(team);
    const name = screen.getByLabelText(en.teams.name_en);
    await user.clear(name);
    await user.type(name, 'Team A north');
    answers.push({
      status: 409,
      body: {
        message: 'Someone else changed this record after you opened it.',
        code: 'STALE_EDIT',
        details: { version: 4, current: { ...team, phone: '0899999999', version: 4 } },
      },
    });
    await user.click(screen.getByRole('button', { name: en.admin.save }));
    const notice = await screen.findByTestId('stale-edit');
    expect(notice.textContent).toContain(`${en.teams.phone}: 0899999999`);
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { expected_version: 3 } });

    await user.click(screen.getByRole('button', { name: en.admin.staleRebase }));
    answers.push({ status: 200, body: { message: 'success', data: { ...team, version: 5 } } });
    await user.click(screen.getByRole('button', { name: en.admin.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ expected_version: 4, name_en: 'Team A north' });
  });

  it('lists the booked days a lower capacity would leave without room', async () => {
    renderEditor(team);
    const morning = screen.getByLabelText(en.teams.morning_capacity);
    await user.clear(morning);
    await user.type(morning, '0');
    answers.push({
      status: 409,
      body: {
        message: 'The capacity cannot be lowered: jobs already booked exceed it (1 days or slots).',
        code: 'CAPACITY_BELOW_BOOKED',
        details: { conflicts: [{ date: '2031-06-24', time: '1', booked: 1, capacity: 0 }] },
      },
    });
    await user.click(screen.getByRole('button', { name: en.admin.save }));
    const error = await screen.findByTestId('team-save-error');
    expect(error.textContent).toContain('24 Jun 2031');
    expect(error.textContent).toContain(en.teams.slot1);
    expect(sent[0]!.body).toMatchObject({ morning_capacity: 0 });
  });

  it('lists the booked jobs a smaller area or fewer work types would leave unserved', async () => {
    renderEditor(team);
    answers.push({
      status: 409,
      body: {
        message: 'Not saved: the team would no longer serve 1 booked jobs.',
        code: 'BOOKED_JOBS_NOT_SERVED',
        details: { jobs: [{ order_no: 'CO2606260001', date: '2031-06-26', time: '2' }] },
      },
    });
    await user.click(screen.getByRole('button', { name: en.admin.save }));
    const error = await screen.findByTestId('team-save-error');
    expect(error.textContent).toContain('CO2606260001');
    expect(error.textContent).toContain('26 Jun 2031');
    expect(error.textContent).toContain(en.teams.slot2);
  });

  it('chooses only some sub-districts of a district, and all of them as the whole district', async () => {
    renderEditor(team);
    // Decision 054: a district's sub-districts open under it.
    await user.click(screen.getByTestId('subs-toggle-5002'));
    await user.click(screen.getByLabelText('Ban Luang'));
    expect(screen.getByTestId('subs-toggle-5002').textContent).toBe('1 of 2 sub-districts');
    answers.push({
      status: 200,
      body: { message: 'success', data: { ...team, sub_districts: ['500201'], version: 4 } },
    });
    await user.click(screen.getByRole('button', { name: en.admin.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ districts: ['5001'], sub_districts: ['500201'] });
    // Read back as stored: the sub-district stays chosen.
    expect((screen.getByLabelText('Ban Luang') as HTMLInputElement).checked).toBe(true);

    // The other one too: that is the whole district.
    await user.click(screen.getByLabelText('Doi Kaeo'));
    expect((screen.getByLabelText('Chom Thong') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Ban Luang')).toBeNull();
  });
});
