import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth-store';
import { useEmployeeStore } from '../../../shared/session/employee-store';
import { STORE_TOKEN_KEY } from '../../../shared/session/token-storage';
import { demoEmployees, signInResult, stubFetch, success } from '../../../../test/auth/fetch-stub';
import { adoptSession, refreshAccessToken } from './session-actions';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().reset();
  useEmployeeStore.getState().reset();
});
afterEach(() => localStorage.clear());

describe('refreshAccessToken', () => {
  it('trades the stored refresh token once for a rotated pair, however many callers ask at once', async () => {
    adoptSession(signInResult('Sales'), { isStoreToken: true });
    const { calls } = stubFetch({
      'POST /v1/authServer/getAccessToken': () =>
        success({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });
    const results = await Promise.all([
      refreshAccessToken(),
      refreshAccessToken(),
      refreshAccessToken(),
    ]);
    expect(results).toEqual(['access-2', 'access-2', 'access-2']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'refresh-1' });
    expect(JSON.parse(localStorage.getItem(STORE_TOKEN_KEY)!)).toEqual({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
    });
  });

  it("takes another tab's fresh pair instead of spending the refresh token again", async () => {
    adoptSession(signInResult('Sales'), { isStoreToken: true });
    localStorage.setItem(
      STORE_TOKEN_KEY,
      JSON.stringify({ access_token: 'from-other-tab', refresh_token: 'refresh-9' }),
    );
    const { calls } = stubFetch({});
    expect(await refreshAccessToken()).toBe('from-other-tab');
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState().refreshToken).toBe('refresh-9');
  });

  it('rejects when the server refuses, so the api client ends the session', async () => {
    adoptSession(signInResult('Sales'), { isStoreToken: true });
    stubFetch({
      'POST /v1/authServer/getAccessToken': () => ({
        status: 401,
        body: { message: 'x', code: 'SESSION_EXPIRED' },
      }),
    });
    await expect(refreshAccessToken()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('adoptSession', () => {
  it("forgets a remembered employee of another store, keeps one of the user's store", () => {
    useEmployeeStore
      .getState()
      .choose({ ...demoEmployees[1]!, channelUUID: '99999999-9999-4999-8999-999999999999' });
    adoptSession(signInResult('Sales'), { isStoreToken: true });
    expect(useEmployeeStore.getState().chosen).toBeNull();

    useEmployeeStore.getState().choose(demoEmployees[1]!);
    adoptSession(signInResult('Sales'), { isStoreToken: true });
    expect(useEmployeeStore.getState().chosen?.code).toBe('BN-002');
    expect(useAuthStore.getState().dataCMS.employeeName).toBe('สุนิสา แก้วมณี');
  });

  it("chooses the single-sign-on person's own employee record", () => {
    adoptSession(signInResult('Sales'), {
      isStoreToken: false,
      dataCMS: { employeeName: demoEmployees[0]!.name, employee: demoEmployees[0]! },
    });
    expect(useEmployeeStore.getState().chosen?.code).toBe('BN-001');
    expect(useAuthStore.getState().isStoreToken).toBe(false);
  });
});
