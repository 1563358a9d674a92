import { vi } from 'vitest';
import type { SignInResult } from '@changdee/contract/auth';
import type { Role } from '@changdee/domain/roles';

// For the auth feature's tests (jsdom has no server): answers the API calls the auth
// screens make with envelopes shaped by the contract, and records what was asked.

export const storeOf = (role: Role) => ({
  _id: '33333333-3333-4333-8333-333333333333',
  id: role === 'External Brand' ? 'ST-BRAND-COOLAIR' : 'ST-BKK-BANGNA',
  name:
    role === 'External Brand'
      ? { th: 'คูลแอร์ แบรนด์ช็อป', en: 'CoolAir Brand Shop' }
      : { th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' },
  channel: 'CD-RETAIL',
  channelName: { th: 'ช่างดี พาร์ทเนอร์รีเทล', en: 'Changdee Partner Retail' },
  brand: role === 'External Brand' ? 'CoolAir' : null,
  bu_store_id: 'BU-1001',
  branch_uuid: '44444444-4444-4444-8444-444444444444',
});

export function signInResult(
  role: Role,
  tokens = { access: 'access-1', refresh: 'refresh-1' },
): SignInResult {
  const names: Record<Role, [string, string]> = {
    Sales: ['sales.demo', 'สมชาย ใจดี'],
    'Channel Manager': ['manager.demo', 'วิภาวดี ศรีสุข'],
    'External Brand': ['brand.demo', 'ธนพล คูลแอร์'],
    Operator: ['ops.demo', 'ปิยะนุช ช่างดีออปส์'],
    Technician: ['tech.demo', 'สมศักดิ์ เย็นฉ่ำ'],
  };
  const [user_name, display_name] = names[role];
  return {
    user: {
      accessToken: tokens.access,
      refreshToken: tokens.refresh,
      user_uuid: '11111111-1111-4111-8111-111111111111',
      user_name,
      display_name,
      role,
      adminUUID: '22222222-2222-4222-8222-222222222222',
    },
    token: tokens.access,
    stores: [storeOf(role)],
  };
}

export const demoEmployees = [
  { code: 'BN-001', name: 'สมชาย ใจดี', phone: '0812345601' },
  { code: 'BN-002', name: 'สุนิสา แก้วมณี', phone: '0812345602' },
].map((e) => ({
  ...e,
  channelName: 'ช่างดี สาขาบางนา',
  channelUUID: '44444444-4444-4444-8444-444444444444',
}));

export interface StubCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (
  call: StubCall,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export const success = (data: unknown) => ({ status: 200, body: { message: 'success', data } });
export const failure = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { message, code, ...(details === undefined ? {} : { details }) },
});

export const runtimeConfig = (maintenance = false) =>
  success({
    maintenance,
    supportPhone: '02-026-6999',
    portalUrl: 'https://portal.example.test',
    portalLoginUrl: 'https://portal.example.test/login',
    helpCenterUrl: 'https://help.example.test',
  });

/** Replaces fetch; unknown paths answer 404 so a test notices a call it did not expect. */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: StubCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : failure(404, 'ROUTE_NOT_FOUND', 'not found');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}
